'use client';

import { LoadError, Loading } from '@/components/ui/load-state';
import type { ApiError } from '@/lib/client/api';
import type { DiffResponse } from '@/lib/client/generate';

interface GrowChangesProps {
  projectName: string;
  diff: DiffResponse | null;
  loading: boolean;
  error: ApiError | null;
  onRetry: () => void;
}

function Figure({ label, value, className }: { label: string; value: string; className?: string }) {
  return (
    <div className="flex flex-col">
      <dt className="text-xs text-muted-foreground">{label}</dt>
      <dd className={`font-mono text-lg font-semibold ${className ?? ''}`}>{value}</dd>
    </div>
  );
}

/** Review in grow mode: what the new features change in the project as it was generated. */
export function GrowChanges({ projectName, diff, loading, error, onRetry }: GrowChangesProps) {
  return (
    <section aria-labelledby="grow-changes-title" className="flex flex-col gap-3 rounded-lg border border-border bg-card p-4 sm:p-5" data-testid="grow-changes">
      <h3 id="grow-changes-title" className="text-lg font-semibold">
        Changes to {projectName}
      </h3>
      {diff && !loading ? (
        <>
          <dl className="flex flex-wrap gap-x-8 gap-y-2" data-testid="grow-summary">
            <Figure label="Files added" value={String(diff.summary.files_added)} />
            <Figure label="Files modified" value={String(diff.summary.files_modified)} />
            <Figure label="Files deleted" value={String(diff.summary.files_deleted)} />
            <Figure label="Lines added" value={`+${diff.summary.lines_added}`} className="text-green-700 dark:text-green-400" />
            <Figure label="Lines removed" value={`−${diff.summary.lines_removed}`} className="text-red-700 dark:text-red-400" />
          </dl>
          <p className="text-sm text-muted-foreground">{diff.message}</p>
          <p className="text-xs text-muted-foreground">
            The patch applies to the project as you downloaded it: run <code className="font-mono">git apply {projectName}.patch</code> in its folder.
          </p>
        </>
      ) : error && !loading ? (
        <LoadError error={error} onRetry={onRetry} title="Failed to compare the configurations" />
      ) : (
        <Loading label="Comparing with the project..." onRetry={onRetry} />
      )}
    </section>
  );
}
