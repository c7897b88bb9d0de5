'use client';

import * as React from 'react';
import { ArrowUpCircle, Copy, Download, Loader2, PackagePlus, RefreshCw, Trash2 } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { historyApi, type HistoryProject } from '@/lib/client/history';
import { formatBytes, formatDateTime, formatDuration } from '@/lib/format';
import { useResource } from '@/lib/client/use-resource';
import { FrameworkBadge, StatusBadge } from '../project-badges';
import { featureName } from '@/lib/catalogue/features';
import type { ResourceModel } from '@/lib/resources/model';
import { fieldText } from '@/lib/resources/model-diff';
import { resourceNames } from '@/lib/resources/names';
import { addedDependencies, grownFromText, selectedFeatures } from './state';
import type { ActionKind } from './use-project-actions';

interface ProjectDetailsDialogProps {
  project: HistoryProject | null;
  onClose: () => void;
  busy?: ActionKind;
  onDownload: (p: HistoryProject) => void;
  onRegenerate: (p: HistoryProject) => void;
  onDuplicate: (p: HistoryProject) => void;
  onDelete: (p: HistoryProject) => void;
  onUpgrade: (p: HistoryProject) => void;
  onAddFeatures?: (p: HistoryProject) => void;
}

/** Generator versions are commit hashes: the short form, as git shows it. */
const shortVersion = (v: string) => (/^[0-9a-f]{12,}$/i.test(v) ? v.slice(0, 7) : v);

function FeatureList({ ids, empty }: { ids: string[]; empty: string }) {
  if (ids.length === 0) return <p className="text-sm text-muted-foreground">{empty}</p>;
  return (
    <ul className="flex flex-wrap gap-1.5">
      {ids.map((f) => (
        <li key={f}>
          <Badge variant="secondary" weight="normal">
            {featureName(f)}
          </Badge>
        </li>
      ))}
    </ul>
  );
}

/** The resources the project was generated from: each one's route and fields with every option (duplicate and regenerate keep them). */
function ModelList({ resources }: { resources: ResourceModel }) {
  return (
    <section className="grid gap-2" data-testid="project-resources">
      <h3 className="text-sm font-medium">Resources</h3>
      <ul className="grid gap-1.5 text-sm">
        {resources.map((r) => (
          <li key={r.name}>
            <span className="font-mono">{r.name}</span> <span className="font-mono text-xs text-muted-foreground">/api/v1/{resourceNames(r.name).path}</span>
            <span className="block text-xs text-muted-foreground">{r.fields.map((f) => `${f.name} (${fieldText(f)})`).join('; ')}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The project's details, refreshed from the server when opened, with its actions. */
export function ProjectDetailsDialog({ project, onClose, busy, ...actions }: ProjectDetailsDialogProps) {
  // The server's answer for the project shown; a new `project` shows as given until its answer comes.
  const fresh = useResource((signal) => historyApi.get(project!.id, signal), project ? project.id : null, {
    errorTitle: 'Failed to load project details',
    unauthorizedTitle: 'Authentication required',
  }).data;

  const p = project && fresh?.id === project.id ? fresh : project;
  const origin = p ? grownFromText(p) : null;
  return (
    <Dialog open={project !== null} onOpenChange={(open) => (!open ? onClose() : undefined)}>
      <DialogContent size="lg" className="overflow-y-auto">
        {p ? (
          <>
            <DialogHeader>
              <DialogTitle className="break-all">{p.project_name}</DialogTitle>
              <DialogDescription>Project details</DialogDescription>
            </DialogHeader>
            <dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-2 text-sm">
              <dt className="text-muted-foreground">Framework</dt>
              <dd>
                <FrameworkBadge framework={p.framework} />
              </dd>
              <dt className="text-muted-foreground">Created</dt>
              <dd>
                <time dateTime={p.created_at}>{formatDateTime(p.created_at)}</time>
              </dd>
              <dt className="text-muted-foreground">Generator version</dt>
              <dd className="font-mono text-xs leading-5" title={p.generator_version ?? undefined}>
                {p.generator_version ? shortVersion(p.generator_version) : 'Unknown'}
              </dd>
              {origin ? (
                <>
                  <dt className="text-muted-foreground">Origin</dt>
                  <dd>{origin}</dd>
                </>
              ) : null}
              <dt className="text-muted-foreground">Generation time</dt>
              <dd>{formatDuration(p.generation_duration_ms)}</dd>
              <dt className="text-muted-foreground">File size</dt>
              <dd>{formatBytes(p.zip_file_size)}</dd>
              <dt className="text-muted-foreground">File status</dt>
              <dd className="flex flex-wrap items-center gap-2">
                <StatusBadge status={p.zip_file_status} />
                {p.file_expires_at ? (
                  <span className="text-xs text-muted-foreground">
                    kept until <time dateTime={p.file_expires_at}>{formatDateTime(p.file_expires_at)}</time>
                  </span>
                ) : null}
              </dd>
            </dl>
            <section className="grid gap-2">
              <h3 className="text-sm font-medium">Selected features</h3>
              <FeatureList ids={selectedFeatures(p)} empty="No features selected: the framework alone." />
            </section>
            <section className="grid gap-2">
              <h3 className="text-sm font-medium">Added dependencies</h3>
              <FeatureList ids={addedDependencies(p)} empty="None." />
            </section>
            {p.resources ? <ModelList resources={p.resources} /> : null}
            <div className="flex flex-wrap justify-end gap-2 border-t border-border pt-4">
              <Button variant="outline" className="text-destructive" onClick={() => actions.onDelete(p)} disabled={!!busy}>
                <Trash2 className="h-4 w-4" aria-hidden /> Delete
              </Button>
              <Button variant="outline" onClick={() => actions.onDuplicate(p)} disabled={!!busy}>
                {busy === 'duplicate' ? <Loader2 className="h-4 w-4 animate-spin" aria-hidden /> : <Copy className="h-4 w-4" aria-hidden />} Duplicate
              </Button>
              {actions.onAddFeatures ? (
                <Button variant="outline" onClick={() => actions.onAddFeatures?.(p)} disabled={!!busy}>
                  <PackagePlus className="h-4 w-4" aria-hidden /> Add features
                </Button>
              ) : null}
              {p.can_upgrade ? (
                <Button variant="outline" onClick={() => actions.onUpgrade(p)} disabled={!!busy}>
                  {busy === 'upgrade' ? <Loader2 className="h-4 w-4 animate-spin" aria-hidden /> : <ArrowUpCircle className="h-4 w-4" aria-hidden />} Upgrade
                </Button>
              ) : null}
              {!p.can_download ? <p className="self-center text-xs text-muted-foreground">An upgrade needs the stored zip.</p> : null}
              <Button variant="outline" onClick={() => actions.onRegenerate(p)} disabled={!p.can_regenerate || !!busy}>
                {busy === 'regenerate' ? <Loader2 className="h-4 w-4 animate-spin" aria-hidden /> : <RefreshCw className="h-4 w-4" aria-hidden />} Regenerate
              </Button>
              <Button onClick={() => actions.onDownload(p)} disabled={!p.can_download || !!busy}>
                {busy === 'download' ? <Loader2 className="h-4 w-4 animate-spin" aria-hidden /> : <Download className="h-4 w-4" aria-hidden />} Download
              </Button>
            </div>
          </>
        ) : null}
      </DialogContent>
    </Dialog>
  );
}
