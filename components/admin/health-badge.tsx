'use client';

// The header's system badge, driven by GET /api/health (polled every 30 s and on Refresh) and by the
// dashboard's own calls: 'System Online' when the database answers quickly and the last call went
// through, 'System Degraded' when the database is slow or the last call got a server error, 'System
// Offline' when the database, the API or the last call got no answer. The health check alone stayed
// green for up to 30 s while every admin call failed.
import * as React from 'react';
import { adminApi, type Health } from '@/lib/client/admin';
import { asApiError, onAnswer, type ApiError } from '@/lib/client/api';
import { cn } from '@/lib/utils';
import { useResource } from '@/lib/client/use-resource';

const HEALTH_POLL_MS = 30_000;

type Look = { label: string; className: string; dot: string };

const OFFLINE: Look = { label: 'System Offline', className: 'bg-red-100 text-red-900 dark:bg-red-950 dark:text-red-200', dot: 'bg-red-600' };
const DEGRADED: Look = { label: 'System Degraded', className: 'bg-amber-100 text-amber-900 dark:bg-amber-950 dark:text-amber-200', dot: 'bg-amber-600' };

/** A failed call that says something about the system: no answer, or a server error. */
const systemFailure = (e: ApiError | null) => (e && (e.type === 'NETWORK' || e.type === 'SERVER') ? e : null);

function healthLook(health: Health | null, failed: boolean, loading: boolean, lastCall: ApiError | null): Look {
  if (lastCall) return lastCall.type === 'NETWORK' ? OFFLINE : DEGRADED;
  if (failed || health?.status === 'down') return OFFLINE;
  if (!health) return { label: loading ? 'Checking system...' : 'System status unknown', className: 'bg-muted text-muted-foreground', dot: 'bg-slate-400' };
  if (health.status === 'degraded') return DEGRADED;
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
  // The outcome of the dashboard's last call (the health check's own aside); a failure asks the health
  // check again at once.
  const [lastCall, setLastCall] = React.useState<{ path: string; error: ApiError } | null>(null);

  React.useEffect(() => {
    const timer = setInterval(() => void reload(), HEALTH_POLL_MS);
    return () => clearInterval(timer);
  }, [reload]);

  React.useEffect(
    () =>
      onAnswer(({ path, error }) => {
        if (path.startsWith('/api/health')) return;
        const failure = systemFailure(error);
        setLastCall(failure ? { path, error: failure } : null);
        if (failure) void reload({ silent: true });
      }),
    [reload],
  );

  const look = healthLook(health.data, !!health.error, health.loading, lastCall?.error ?? null);
  const latency = lastCall ? null : health.data?.database.latency_ms;
  const title = lastCall
    ? `Last call failed (${lastCall.path}): ${lastCall.error.message}`
    : health.error
    ? `Health check failed: ${health.error.message}`
    : health.data
      ? `Database ${health.data.database.status}${latency !== null && latency !== undefined ? `, ${latency} ms` : ''}; checked ${new Date(health.data.checked_at).toLocaleTimeString()}`
      : undefined;
  return (
    // Shaped like the buttons beside it, not like a Badge.
    <span
      className={cn('inline-flex h-9 items-center gap-2 rounded-md border border-transparent px-3 py-0.5 text-sm font-medium', look.className)}
      title={title}
      data-testid="system-badge"
      role="status"
    >
      <span className={cn('h-2 w-2 rounded-full', look.dot)} aria-hidden />
      {look.label}
      {latency !== null && latency !== undefined && !health.error ? <span className="font-normal opacity-75">{Math.round(latency)} ms</span> : null}
    </span>
  );
}
