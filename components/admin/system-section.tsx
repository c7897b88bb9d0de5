'use client';

// System: the API, the database and the file storage as probed now (GET /api/admin/system), and the
// maintenance jobs (GET /api/maintenance/status), with a button to run them.
import * as React from 'react';
import { Database, HardDrive, Loader2, Play, RefreshCw, Server, Wrench } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { adminApi, type JobStatus } from '@/lib/client/admin';
import { notify, notifyApiError } from '@/lib/client/notify';
import { formatBytes, formatDateTime } from '@/lib/format';
import { LoadError, Loading } from '@/components/ui/load-state';
import { ComponentBadge, Facts } from './parts';
import { useResource } from '@/lib/client/use-resource';

function formatUptime(seconds: number): string {
  const d = Math.floor(seconds / 86_400);
  const h = Math.floor((seconds % 86_400) / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  if (d > 0) return `${d}d ${h}h ${m}m`;
  if (h > 0) return `${h}h ${m}m`;
  if (m > 0) return `${m}m ${seconds % 60}s`;
  return `${seconds}s`;
}

const ms = (v: number | null | undefined) => (v === null || v === undefined ? '—' : `${v < 10 ? v.toFixed(1) : Math.round(v)} ms`);
const when = (iso: string | null | undefined) => (iso ? formatDateTime(iso) : 'Never');

function ComponentCard({
  title,
  icon: Icon,
  status,
  error,
  facts,
}: {
  title: string;
  icon: typeof Server;
  status: 'up' | 'degraded' | 'down' | 'unknown';
  error?: string;
  facts: [string, React.ReactNode][];
}) {
  return (
    <Card data-testid={`system-${title.toLowerCase().replace(/\s+/g, '-')}`}>
      <CardHeader layout="row" className="space-y-0 pb-3">
        <CardTitle size="sm" className="flex items-center gap-2">
          <Icon className="h-4 w-4 text-primary" aria-hidden /> {title}
        </CardTitle>
        <ComponentBadge status={status} />
      </CardHeader>
      <CardContent className="flex flex-col gap-3">
        <Facts items={facts} />
        {error ? <p className="rounded-md bg-red-50 px-3 py-2 text-xs text-red-900 dark:bg-red-950 dark:text-red-200">{error}</p> : null}
      </CardContent>
    </Card>
  );
}

function JobCard({ title, job, extra }: { title: string; job: JobStatus; extra?: [string, React.ReactNode][] }) {
  const result = job.last_result ? Object.entries(job.last_result).map(([k, v]) => `${k.replace(/_/g, ' ')}: ${k.includes('bytes') ? formatBytes(v) : v}`) : [];
  const lastStatus = job.last_succeeded === null || job.last_succeeded === undefined ? 'No run yet' : job.last_succeeded ? 'Succeeded' : 'Failed';
  return (
    <div className="flex flex-col gap-3 rounded-md border border-border p-4">
      <div className="flex items-center justify-between gap-2">
        <p className="font-medium">{title}</p>
        <ComponentBadge status={job.in_progress ? 'degraded' : job.running ? 'up' : 'down'} label={job.in_progress ? 'Running' : job.running ? 'Active' : 'Stopped'} />
      </div>
      <p className="-mt-2 text-xs text-muted-foreground">
        {job.in_progress ? 'Running now.' : job.running ? 'Scheduled or run recently.' : 'Not scheduled and not run recently.'}
      </p>
      <Facts
        items={[
          ['Last run', when(job.last_run_at)],
          ['Last result', lastStatus],
          ['Runs', job.runs ?? 0],
          ['Interval', `${job.config.maintenance_interval} min`],
          ['Batch size', job.config.cleanup_batch_size],
          ['Scheduling', job.config.enable_scheduling ? 'On' : 'Off'],
          ...(extra ?? []),
        ]}
      />
      {result.length > 0 ? <p className="text-xs text-muted-foreground">Last run: {result.join(' · ')}</p> : null}
      {job.last_error ? <p className="rounded-md bg-red-50 px-3 py-2 text-xs text-red-900 dark:bg-red-950 dark:text-red-200">{job.last_error}</p> : null}
    </div>
  );
}

export function SystemSection() {
  const system = useResource((signal) => adminApi.system(signal), 'system', { errorTitle: 'Failed to load system status' });
  const maintenance = useResource((signal) => adminApi.maintenance(signal), 'maintenance', { errorTitle: 'Failed to load maintenance status' });
  const [running, setRunning] = React.useState(false);

  const runNow = async () => {
    setRunning(true);
    try {
      await adminApi.runMaintenance();
      notify.success('Maintenance finished', 'Expired files and stale records were cleaned up.');
      await Promise.all([maintenance.reload(), system.reload()]);
    } catch (err) {
      notifyApiError(err, { title: 'Maintenance failed' });
    } finally {
      setRunning(false);
    }
  };

  const s = system.data;
  const m = maintenance.data;
  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-muted-foreground">{s ? `Probed at ${formatDateTime(s.checked_at)}` : 'Probing the system...'}</p>
        <Button variant="outline" size="sm" onClick={() => void Promise.all([system.reload(), maintenance.reload()])} disabled={system.loading || maintenance.loading}>
          <RefreshCw className="h-4 w-4" aria-hidden /> Check again
        </Button>
      </div>

      {!s ? (
        system.error ? (
          <div className="grid grid-cols-1 gap-4 md:grid-cols-3">
            <ComponentCard title="API Server" icon={Server} status="down" error={system.error.message} facts={[['Answer', 'None']]} />
            <ComponentCard title="Database Connection" icon={Database} status="unknown" facts={[['State', 'Unknown: the API did not answer']]} />
            <ComponentCard title="File Storage" icon={HardDrive} status="unknown" facts={[['State', 'Unknown: the API did not answer']]} />
          </div>
        ) : (
          <Loading label="Probing the API, the database and the file storage..." />
        )
      ) : (
        <div className="grid grid-cols-1 gap-4 md:grid-cols-3">
          <ComponentCard
            title="API Server"
            icon={Server}
            status="up"
            facts={[
              ['Uptime', formatUptime(s.api.uptime_seconds)],
              ['Started', formatDateTime(s.api.started_at)],
              ['Node.js', s.api.node_version],
              ['Mode', s.api.environment],
              ['Instance', <span key="i" className="font-mono text-xs">{s.api.instance}</span>],
            ]}
          />
          <ComponentCard
            title="Database Connection"
            icon={Database}
            status={s.database.status}
            error={s.database.error}
            facts={[
              ['Latency', ms(s.database.latency_ms)],
              ['Engine', s.database.driver === 'postgresql' ? 'PostgreSQL' : 'PGlite (embedded)'],
              ['Version', s.database.server_version ?? '—'],
              ['Size', s.database.size_bytes === null ? '—' : formatBytes(s.database.size_bytes)],
            ]}
          />
          <ComponentCard
            title="File Storage"
            icon={HardDrive}
            status={s.storage.status}
            error={s.storage.error}
            facts={[
              ['Latency', ms(s.storage.latency_ms)],
              ['Backend', s.storage.backend === 's3' ? 'S3-compatible' : 'Database table'],
              ['Retention', `${s.storage.retention_days} days`],
              ...(m?.file_cleanup.files_stored !== undefined
                ? ([
                    ['Files stored', m.file_cleanup.files_stored],
                    ['Bytes stored', formatBytes(m.file_cleanup.bytes_stored ?? 0)],
                    ['Zip plans', `${m.file_cleanup.plans_stored} (${formatBytes(m.file_cleanup.plan_bytes)})`],
                  ] as [string, React.ReactNode][])
                : []),
            ]}
          />
        </div>
      )}

      <Card>
        <CardHeader layout="none" className="flex-row flex-wrap items-start justify-between gap-3 space-y-0">
          <div>
            <CardTitle size="sm" className="flex items-center gap-2">
              <Wrench className="h-4 w-4 text-primary" aria-hidden /> Maintenance
            </CardTitle>
            <CardDescription>Expiry of stored zips and clean-up of stale sign-ins, codes and counters.</CardDescription>
          </div>
          <Button size="sm" onClick={runNow} disabled={running}>
            {running ? <Loader2 className="h-4 w-4 animate-spin" aria-hidden /> : <Play className="h-4 w-4" aria-hidden />} Run maintenance now
          </Button>
        </CardHeader>
        <CardContent>
          {!m ? (
            maintenance.error ? (
              <LoadError error={maintenance.error} onRetry={() => void maintenance.reload()} title="Failed to load maintenance status" />
            ) : (
              <Loading />
            )
          ) : (
            <div className="grid grid-cols-1 gap-4 md:grid-cols-2" data-testid="maintenance-status">
              <JobCard
                title="File clean-up"
                job={m.file_cleanup}
                extra={[
                  ...(m.file_cleanup.expired_files !== undefined ? ([['Expired files', m.file_cleanup.expired_files]] as [string, React.ReactNode][]) : []),
                  ...(m.file_cleanup.pending_expiry !== undefined ? ([['Waiting to expire', m.file_cleanup.pending_expiry]] as [string, React.ReactNode][]) : []),
                ]}
              />
              <JobCard title="Database maintenance" job={m.database_maintenance} />
            </div>
          )}
        </CardContent>
      </Card>
    </div>
  );
}
