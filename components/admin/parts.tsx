'use client';

// Small pieces the admin sections share: stat cards, loading and error states, paging controls.
import * as React from 'react';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { cn } from '@/lib/utils';

/** The dashboard's sections (its tabs). */
export type AdminSection = 'overview' | 'users' | 'projects' | 'system' | 'analytics';

export const selectClass =
  'h-9 rounded-md border border-border bg-background px-2 text-sm focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-primary disabled:opacity-50';

const ADMIN_PAGE_SIZES = [10, 25, 50] as const;

export function StatCard({
  label,
  value,
  hint,
  icon: Icon,
  testId,
}: {
  label: string;
  value: React.ReactNode;
  hint?: React.ReactNode;
  icon: React.ComponentType<{ className?: string; 'aria-hidden'?: boolean }>;
  testId?: string;
}) {
  return (
    <Card>
      <CardContent padding="none" className="flex items-start justify-between gap-3 p-5">
        <div className="min-w-0">
          <p className="text-sm font-medium text-muted-foreground">{label}</p>
          <p className="mt-1 text-2xl font-bold tabular-nums" data-testid={testId}>
            {value}
          </p>
          {hint ? <p className="mt-1 text-xs text-muted-foreground">{hint}</p> : null}
        </div>
        <Icon className="h-5 w-5 shrink-0 text-primary" aria-hidden />
      </CardContent>
    </Card>
  );
}

export function Pager({ page, totalPages, total, onPage, label }: { page: number; totalPages: number; total: number; onPage: (p: number) => void; label: string }) {
  if (totalPages <= 1) return <p className="pt-3 text-xs text-muted-foreground">{total === 1 ? `1 ${label}` : `${total} ${label}s`}</p>;
  return (
    <nav aria-label={`${label[0].toUpperCase()}${label.slice(1)} pages`} className="flex flex-wrap items-center justify-between gap-3 pt-3">
      <p className="text-xs text-muted-foreground">
        Page {page} of {totalPages} · {total} {label}s
      </p>
      <div className="flex gap-2">
        <Button variant="outline" size="sm" onClick={() => onPage(page - 1)} disabled={page <= 1} aria-label="Previous page">
          <ChevronLeft className="h-4 w-4" aria-hidden /> Previous
        </Button>
        <Button variant="outline" size="sm" onClick={() => onPage(page + 1)} disabled={page >= totalPages} aria-label="Next page">
          Next <ChevronRight className="h-4 w-4" aria-hidden />
        </Button>
      </div>
    </nav>
  );
}

export function PageSizeSelect({ id, value, onChange }: { id: string; value: number; onChange: (n: number) => void }) {
  return (
    <div className="flex items-center gap-2 text-sm">
      <label htmlFor={id} className="text-muted-foreground">
        Per page
      </label>
      <select id={id} className={selectClass} value={value} onChange={(e) => onChange(Number(e.target.value))}>
        {ADMIN_PAGE_SIZES.map((n) => (
          <option key={n} value={n}>
            {n}
          </option>
        ))}
      </select>
    </div>
  );
}

const STATUS_LOOK = {
  up: { label: 'Online', className: 'border-transparent bg-emerald-100 text-emerald-900 dark:bg-emerald-950 dark:text-emerald-200' },
  degraded: { label: 'Degraded', className: 'border-transparent bg-amber-100 text-amber-900 dark:bg-amber-950 dark:text-amber-200' },
  down: { label: 'Offline', className: 'border-transparent bg-red-100 text-red-900 dark:bg-red-950 dark:text-red-200' },
  unknown: { label: 'Unknown', className: 'border-border bg-transparent text-muted-foreground' },
} as const;

export function ComponentBadge({ status, label }: { status: keyof typeof STATUS_LOOK; label?: string }) {
  const look = STATUS_LOOK[status];
  return (
    <Badge variant="none" className={cn('gap-1.5', look.className)}>
      <span
        className={cn('h-1.5 w-1.5 rounded-full', status === 'up' ? 'bg-emerald-600' : status === 'degraded' ? 'bg-amber-600' : status === 'down' ? 'bg-red-600' : 'bg-slate-400')}
        aria-hidden
      />
      {label ?? look.label}
    </Badge>
  );
}

export function RoleBadge({ role }: { role: string }) {
  return (
    <Badge variant={role === 'admin' ? 'default' : 'secondary'} className="capitalize">
      {role}
    </Badge>
  );
}

/** A label/value list for the detail cards. */
export function Facts({ items }: { items: [string, React.ReactNode][] }) {
  return (
    <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-1.5 text-sm">
      {items.map(([k, v]) => (
        <React.Fragment key={k}>
          <dt className="text-muted-foreground">{k}</dt>
          <dd className="min-w-0 break-words text-right font-medium tabular-nums">{v}</dd>
        </React.Fragment>
      ))}
    </dl>
  );
}
