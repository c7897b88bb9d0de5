'use client';

import { useEffect } from 'react';
import { TriangleAlert } from 'lucide-react';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { LoadError, Loading } from '@/components/ui/load-state';
import { diffConfigurations, type DiffResponse } from '@/lib/client/generate';
import type { ModelChangeReport } from '@/lib/schemas/generation';
import { useResource } from '@/lib/client/use-resource';
import { growFeatureChanges, growFrom, growModelChange, type GrowTarget } from '@/lib/wizard/grow';
import { requestBody } from '@/lib/wizard/request';
import type { WizardSelection } from '@/lib/wizard/state';

interface GrowChangesProps {
  grow: GrowTarget;
  /** The new configuration. */
  selection: WizardSelection;
  /** The user agreed that this model's change may lose data. */
  lossAccepted: boolean;
  onAcceptLoss: (accepted: boolean) => void;
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

/** One part of the changes (features, resources), in words; nothing when that part stays as it was. */
function ChangeList({ title, changes, testId }: { title: string; changes: string[]; testId: string }) {
  if (changes.length === 0) return null;
  return (
    <div className="flex flex-col gap-1 text-sm" data-testid={testId}>
      <h4 className="font-medium">{title}</h4>
      <ul className="flex list-disc flex-col gap-0.5 pl-5 font-mono text-xs sm:text-sm">
        {changes.map((c) => (
          <li key={c}>{c}</li>
        ))}
      </ul>
    </div>
  );
}

/** What the change would lose, in words, and the user's agreement (the patch and the zip wait for it). */
function DataLoss({ losses, accepted, onAccept }: { losses: string[]; accepted: boolean; onAccept: (accepted: boolean) => void }) {
  if (losses.length === 0) return null;
  return (
    <Alert variant="destructive" data-testid="grow-data-loss">
      <TriangleAlert className="h-4 w-4" aria-hidden />
      <AlertTitle>This change loses data in your database</AlertTitle>
      <AlertDescription className="flex flex-col gap-2">
        <ul className="list-disc pl-5">
          {losses.map((l) => (
            <li key={l}>{l}</li>
          ))}
        </ul>
        <p className="text-foreground">A rename keeps its data: to rename a field or a resource, edit its name rather than removing it and adding another.</p>
        <label className="flex items-center gap-2 font-medium text-foreground">
          <input type="checkbox" className="h-4 w-4 accent-destructive" checked={accepted} onChange={(e) => onAccept(e.target.checked)} />
          I understand: apply this change and lose that data
        </label>
      </AlertDescription>
    </Alert>
  );
}

/** The migrations the change adds, each with its SQL, and the command that applies them. */
function Migrations({ model, projectName }: { model: ModelChangeReport; projectName: string }) {
  if (model.migrations.length === 0) return null;
  return (
    <div className="flex flex-col gap-1 text-sm" data-testid="grow-migrations">
      <h4 className="font-medium">New migration</h4>
      {model.migrations.map((m) => (
        <details key={m.path} className="rounded-md border border-border">
          <summary className="cursor-pointer px-3 py-1.5 font-mono text-xs sm:text-sm">{m.path}</summary>
          <pre className="max-h-72 overflow-auto border-t border-border bg-muted/40 p-3 text-xs">{m.sql}</pre>
        </details>
      ))}
      <p className="text-muted-foreground">
        Your database follows with it: after <code className="font-mono">git apply {projectName}.patch</code>, run <code className="font-mono">{model.run}</code> in the
        project folder (or start the service with <code className="font-mono">MIGRATE_ON_START=true</code>). The migrations already applied stay as they are.
      </p>
    </div>
  );
}

/**
 * Review in grow mode: what the new features and the edited model change in the project as it was
 * generated: every feature added or removed and the model's changes in words, what they would lose (agreed to here), the migration they
 * add and the files. The comparison loads again whenever the configuration changes.
 */
export function GrowChanges({ grow, selection, lossAccepted, onAcceptLoss, onDiff }: GrowChangesProps) {
  const { projectName } = grow;
  const model = growModelChange(grow, selection.resources);
  const body = { ...requestBody(selection), ...(lossAccepted ? { allowDataLoss: true } : {}) };
  const waitsForAgreement = model.losses.length > 0 && !lossAccepted;
  // Nothing to compare until the user agrees to the loss: the server would refuse it (DATA_LOSS).
  const { data: diff, loading, error, reload } = useResource((signal) => diffConfigurations(growFrom(grow), body, signal), waitsForAgreement ? null : JSON.stringify(body), {
    errorTitle: 'Failed to compare the configurations',
  });
  const onRetry = () => void reload();
  useEffect(() => onDiff(loading ? null : diff), [diff, loading, onDiff]);
  return (
    <section aria-labelledby="grow-changes-title" className="flex flex-col gap-3 rounded-lg border border-border bg-card p-4 sm:p-5" data-testid="grow-changes">
      <h3 id="grow-changes-title" className="text-lg font-semibold">
        Changes to {projectName}
      </h3>
      <ChangeList title="Features" changes={growFeatureChanges(grow, selection.features)} testId="grow-feature-changes" />
      <ChangeList title="Resources" changes={model.changes} testId="grow-model-changes" />
      <DataLoss losses={model.losses} accepted={lossAccepted} onAccept={onAcceptLoss} />
      {waitsForAgreement ? (
        <p className="text-sm text-muted-foreground">The patch is made once you agree to the loss above, or change the model so that it keeps its data.</p>
      ) : diff && !loading ? (
        <>
          {diff.model_change && <Migrations model={diff.model_change} projectName={projectName} />}
          <dl className="flex flex-wrap gap-x-8 gap-y-2" data-testid="grow-summary">
            <Figure label="Files added" value={String(diff.summary.files_added)} />
            <Figure label="Files modified" value={String(diff.summary.files_modified)} />
            <Figure label="Files deleted" value={String(diff.summary.files_deleted)} />
            <Figure label="Lines added" value={`+${diff.summary.lines_added}`} className="text-green-700 dark:text-green-400" />
            <Figure label="Lines removed" value={`−${diff.summary.lines_removed}`} className="text-red-700 dark:text-red-400" />
          </dl>
          {diff.files.length === 0 && <p className="text-sm text-muted-foreground">{diff.message}</p>}
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
