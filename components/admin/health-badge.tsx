'use client';

// The header's system badge, driven by GET /api/health (polled every 30 s and on Refresh): 'System Online'
// when the database answers quickly, 'System Degraded' when it is slow, 'System Offline' when it or the
// API does not answer.
import * as React from 'react';
import { Badge } from '@/components/ui/badge';
import { adminApi, type Health } from '@/lib/client/admin';
import { asApiError } from '@/lib/client/api';
import { cn } from '@/lib/utils';
import { useResource } from '@/lib/client/use-resource';

const HEALTH_POLL_MS = 30_000;

type Look = { label: string; className: string; dot: string };

function healthLook(health: Health | null, failed: boolean, loading: boolean): Look {
  if (failed || health?.status === 'down') {
    return { label: 'System Offline', className: 'bg-red-100 text-red-900 dark:bg-red-950 dark:text-red-200', dot: 'bg-red-600' };
  }
  if (!health) return { label: loading ? 'Checking system...' : 'System status unknown', className: 'bg-muted text-muted-foreground', dot: 'bg-slate-400' };
  if (health.status === 'degraded') {
    return { label: 'System Degraded', className: 'bg-amber-100 text-amber-900 dark:bg-amber-950 dark:text-amber-200', dot: 'bg-amber-600' };
  }
  return { label: 'System Online', className: 'bg-emerald-100 text-emerald-900 dark:bg-emerald-950 dark:text-emerald-200', dot: 'bg-emerald-600' };
}

export function HealthBadge() {
  const health = useResource(async (signal) => {
    try {
      return await adminApi.health(signal);
    } catch (err) {
      // 503 still carries the answer: the database is down.
      const e = asApiError(err);
      if (e.status === 503) return { status: 'down', database: { status: 'down', latency_ms: null }, uptime_seconds: 0, checked_at: new Date().toISOString() } satisfies Health;
      throw e;
    }
  }, 'health', { quiet: true });
  const { reload } = health;

  React.useEffect(() => {
    const timer = setInterval(() => void reload(), HEALTH_POLL_MS);
    return () => clearInterval(timer);
  }, [reload]);

  const look = healthLook(health.data, !!health.error, health.loading);
  const latency = health.data?.database.latency_ms;
  const title = health.error
    ? `Health check failed: ${health.error.message}`
    : health.data
      ? `Database ${health.data.database.status}${latency !== null && latency !== undefined ? `, ${latency} ms` : ''}; checked ${new Date(health.data.checked_at).toLocaleTimeString()}`
      : undefined;
  return (
    <Badge className={cn('h-9 gap-2 rounded-md border-transparent px-3 text-sm font-medium', look.className)} title={title} data-testid="system-badge" role="status">
      <span className={cn('h-2 w-2 rounded-full', look.dot)} aria-hidden />
      {look.label}
      {latency !== null && latency !== undefined && !health.error ? <span className="font-normal opacity-75">{Math.round(latency)} ms</span> : null}
    </Badge>
  );
}
