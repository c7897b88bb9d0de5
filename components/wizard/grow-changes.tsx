'use client';

import { useEffect } from 'react';
import { LoadError, Loading } from '@/components/ui/load-state';
import { diffConfigurations, type DiffResponse } from '@/lib/client/generate';
import { useResource } from '@/lib/client/use-resource';
import { growFrom, modelChanges, type GrowTarget, type ModelChanges, type ResourceChange } from '@/lib/wizard/grow';
import { requestBody } from '@/lib/wizard/request';
import type { WizardSelection } from '@/lib/wizard/state';

interface GrowChangesProps {
  grow: GrowTarget;
  /** The new configuration. */
  selection: WizardSelection;
  /** The comparison, once loaded (null while it loads or failed): the Explore dialog shows its files. */
  onDiff: (diff: DiffResponse | null) => void;
}

function Figure({ label, value, className }: { label: string; value: string; className?: string }) {
  return (
    <div className="flex flex-col">
      <dt className="text-xs text-muted-foreground">{label}</dt>
      <dd className={`font-mono text-lg font-semibold ${className ?? ''}`}>{value}</dd>
    </div>
  );
}

const names = (list: string[]) => list.join(', ');

/** One changed resource in words: `book: fields added isbn; removed genre; changed title`. */
function resourceChangeText(r: ResourceChange): string {
  const parts = [
    r.fieldsAdded.length > 0 ? `fields added ${names(r.fieldsAdded)}` : '',
    r.fieldsRemoved.length > 0 ? `removed ${names(r.fieldsRemoved)}` : '',
    r.fieldsChanged.length > 0 ? `changed ${names(r.fieldsChanged)}` : '',
  ].filter(Boolean);
  return parts.length > 0 ? parts.join('; ') : 'fields reordered';
}

/** The model's part of the changes; nothing when the model stays as it was. */
function ModelChangeList({ model }: { model: ModelChanges }) {
  if (model.added.length + model.removed.length + model.changed.length === 0) return null;
  return (
    <div className="flex flex-col gap-1 text-sm" data-testid="grow-model-changes">
      <h4 className="font-medium">Resources</h4>
      <ul className="flex flex-col gap-0.5">
        {model.added.length > 0 && (
          <li>
            <span className="text-green-700 dark:text-green-400">Added:</span> <span className="font-mono">{names(model.added)}</span>
          </li>
        )}
        {model.removed.length > 0 && (
          <li>
            <span className="text-red-700 dark:text-red-400">Removed:</span> <span className="font-mono">{names(model.removed)}</span>
          </li>
        )}
        {model.changed.map((r) => (
          <li key={r.name}>
            <span>Changed:</span> <span className="font-mono">{r.name}</span> ({resourceChangeText(r)})
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * Review in grow mode: what the new features and the edited model change in the project as it was
 * generated. The comparison loads again whenever the configuration changes.
 */
export function GrowChanges({ grow, selection, onDiff }: GrowChangesProps) {
  const { projectName } = grow;
  const model = modelChanges(grow.resources, selection.resources);
  const body = requestBody(selection);
  const { data: diff, loading, error, reload } = useResource((signal) => diffConfigurations(growFrom(grow), body, signal), JSON.stringify(body), {
    errorTitle: 'Failed to compare the configurations',
  });
  const onRetry = () => void reload();
  useEffect(() => onDiff(loading ? null : diff), [diff, loading, onDiff]);
  return (
    <section aria-labelledby="grow-changes-title" className="flex flex-col gap-3 rounded-lg border border-border bg-card p-4 sm:p-5" data-testid="grow-changes">
      <h3 id="grow-changes-title" className="text-lg font-semibold">
        Changes to {projectName}
      </h3>
      <ModelChangeList model={model} />
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
