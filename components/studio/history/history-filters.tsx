'use client';

import * as React from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { FRAMEWORKS, featureName } from '@/lib/catalogue/features';
import { cn } from '@/lib/utils';
import type { Filters } from './state';

const selectClass =
  'flex h-10 w-full rounded-md border border-border bg-background px-3 py-2 text-sm focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-primary';

interface HistoryFiltersProps {
  id: string;
  applied: Filters;
  onApply: (filters: Filters) => void;
  onReset: () => void;
}

/** The filter panel: edits a draft; Apply Filters sends it, Reset clears everything. */
export function HistoryFilters({ id, applied, onApply, onReset }: HistoryFiltersProps) {
  const [draft, setDraft] = React.useState<Filters>(applied);
  // New applied filters (Apply, Reset, a change from outside) replace the draft, in the same render.
  const [draftOf, setDraftOf] = React.useState(applied);
  if (applied !== draftOf) {
    setDraftOf(applied);
    setDraft(applied);
  }
  const set = <K extends keyof Filters>(key: K, value: Filters[K]) => setDraft((d) => ({ ...d, [key]: value }));
  const badRange = draft.dateFrom !== '' && draft.dateTo !== '' && draft.dateFrom > draft.dateTo;

  return (
    <form
      id={id}
      aria-label="Filters"
      className="grid gap-4 rounded-md border border-border bg-muted/40 p-4 sm:grid-cols-2 lg:grid-cols-4"
      onSubmit={(e) => {
        e.preventDefault();
        if (!badRange) onApply(draft);
      }}
    >
      <div className="grid gap-1.5">
        <Label htmlFor={`${id}-framework`}>Framework</Label>
        <select id={`${id}-framework`} className={selectClass} value={draft.framework} onChange={(e) => set('framework', e.target.value as Filters['framework'])}>
          <option value="">All</option>
          {FRAMEWORKS.map((fw) => (
            <option key={fw} value={fw}>
              {featureName(fw)}
            </option>
          ))}
        </select>
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor={`${id}-status`}>Status</Label>
        <select id={`${id}-status`} className={selectClass} value={draft.status} onChange={(e) => set('status', e.target.value as Filters['status'])}>
          <option value="">All</option>
          <option value="available">available</option>
          <option value="expired">expired</option>
          <option value="deleted">deleted</option>
          <option value="error">error</option>
        </select>
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor={`${id}-from`}>From Date</Label>
        <Input id={`${id}-from`} type="date" value={draft.dateFrom} max={draft.dateTo || undefined} onChange={(e) => set('dateFrom', e.target.value)} />
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor={`${id}-to`}>To Date</Label>
        <Input
          id={`${id}-to`}
          type="date"
          value={draft.dateTo}
          min={draft.dateFrom || undefined}
          aria-invalid={badRange}
          aria-describedby={badRange ? `${id}-range-error` : undefined}
          onChange={(e) => set('dateTo', e.target.value)}
        />
      </div>
      <div className={cn('flex flex-wrap items-center justify-end gap-2 sm:col-span-2 lg:col-span-4')}>
        {badRange ? (
          <p id={`${id}-range-error`} className="mr-auto text-sm text-destructive" role="alert">
            The To Date is before the From Date.
          </p>
        ) : null}
        <Button type="button" variant="outline" onClick={onReset}>
          Reset
        </Button>
        <Button type="submit" disabled={badRange}>
          Apply Filters
        </Button>
      </div>
    </form>
  );
}
