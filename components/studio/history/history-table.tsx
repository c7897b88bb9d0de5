'use client';

import { ArrowDown, ArrowUp, ArrowUpDown, Copy, Download, Loader2, PackagePlus, RefreshCw, Trash2 } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Tooltip, TooltipProvider } from '@/components/ui/tooltip';
import { featureName } from '@/lib/catalogue/features';
import type { HistoryProject, SortColumn, SortOrder } from '@/lib/client/history';
import { formatBytes, formatDateTime } from '@/lib/format';
import { cn } from '@/lib/utils';
import { FrameworkBadge, StatusBadge } from '../project-badges';
import { FEATURE_BADGES, grownFromText, selectedFeatures } from './state';
import type { ActionKind } from './use-project-actions';

interface HistoryTableProps {
  projects: HistoryProject[];
  sortBy: SortColumn;
  sortOrder: SortOrder;
  onSort: (column: SortColumn) => void;
  onOpen: (project: HistoryProject) => void;
  onDownload: (project: HistoryProject) => void;
  onRegenerate: (project: HistoryProject) => void;
  onDuplicate: (project: HistoryProject) => void;
  /** Opens the wizard on the project's configuration to add features to it. */
  onAddFeatures?: (project: HistoryProject) => void;
  onDelete: (project: HistoryProject) => void;
  busy: Record<string, ActionKind | undefined>;
  loading?: boolean;
}

const COLUMNS: { key: SortColumn; label: string; className?: string }[] = [
  { key: 'project_name', label: 'Project Name' },
  { key: 'framework', label: 'Framework', className: 'hidden sm:table-cell' },
  { key: 'created_at', label: 'Created', className: 'hidden sm:table-cell' },
  { key: 'zip_file_size', label: 'Size', className: 'hidden sm:table-cell' },
];

function SortHeader({ column, label, className, sortBy, sortOrder, onSort }: { column: SortColumn; label: string; className?: string } & Pick<HistoryTableProps, 'sortBy' | 'sortOrder' | 'onSort'>) {
  const active = sortBy === column;
  const Icon = !active ? ArrowUpDown : sortOrder === 'asc' ? ArrowUp : ArrowDown;
  return (
    <th scope="col" aria-sort={active ? (sortOrder === 'asc' ? 'ascending' : 'descending') : 'none'} className={cn('px-3 py-2 text-left font-medium', className)}>
      <button
        type="button"
        onClick={() => onSort(column)}
        className="inline-flex items-center gap-1 rounded-sm hover:text-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-primary"
      >
        {label}
        <Icon className={cn('h-3.5 w-3.5', active ? 'text-foreground' : 'opacity-50')} aria-hidden />
        <span className="sr-only">{active ? `, sorted ${sortOrder === 'asc' ? 'ascending' : 'descending'}` : ', sort'}</span>
      </button>
    </th>
  );
}

function IconAction({ label, onClick, busy, children, destructive }: { label: string; onClick: () => void; busy?: boolean; children: React.ReactNode; destructive?: boolean }) {
  return (
    <Tooltip label={label}>
      <Button
        type="button"
        variant="ghost"
        size="icon-xs"
        className={destructive ? 'text-destructive hover:text-destructive' : undefined}
        aria-label={label}
        disabled={busy}
        onClick={(e) => {
          e.stopPropagation();
          onClick();
        }}
      >
        {busy ? <Loader2 className="h-4 w-4 animate-spin" aria-hidden /> : children}
      </Button>
    </Tooltip>
  );
}

/** The row actions' tooltips share one provider: once one shows, the next opens without the open delay. */
export function HistoryTable(props: HistoryTableProps) {
  return (
    <TooltipProvider>
      <ProjectsTable {...props} />
    </TooltipProvider>
  );
}

function ProjectsTable(props: HistoryTableProps) {
  const { projects, onOpen, busy, loading } = props;
  return (
    <div className="overflow-x-auto rounded-md border border-border" aria-busy={loading || undefined}>
      <table className={cn('w-full text-sm transition-opacity sm:min-w-[36rem]', loading && 'opacity-60')}>
        <caption className="sr-only">Your generated projects. Select a project name to see its details.</caption>
        <thead className="bg-muted/60 text-muted-foreground">
          <tr>
            {COLUMNS.map((c) => (
              <SortHeader key={c.key} column={c.key} label={c.label} className={c.className} sortBy={props.sortBy} sortOrder={props.sortOrder} onSort={props.onSort} />
            ))}
            <th scope="col" className="hidden px-3 py-2 text-left font-medium md:table-cell">
              Features
            </th>
            <th scope="col" className="hidden px-3 py-2 text-left font-medium sm:table-cell">
              Status
            </th>
            <th scope="col" className="px-3 py-2 text-right font-medium">
              Actions
            </th>
          </tr>
        </thead>
        <tbody>
          {projects.map((p) => {
            const features = selectedFeatures(p);
            const rowBusy = busy[p.id];
            const origin = grownFromText(p);
            return (
              <tr key={p.id} className="cursor-pointer border-t border-border hover:bg-muted/40" onClick={() => onOpen(p)} data-testid="history-row">
                <td className="max-w-[14rem] px-3 py-2 font-medium">
                  <button
                    type="button"
                    className="truncate text-left hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-primary"
                    onClick={(e) => {
                      e.stopPropagation();
                      onOpen(p);
                    }}
                    aria-label={`${p.project_name}: details`}
                  >
                    {p.project_name}
                  </button>
                  {origin ? (
                    <p className="text-xs font-normal text-muted-foreground" data-testid="history-row-origin">
                      {origin}
                    </p>
                  ) : null}
                  {/* Phones: the hidden columns as one line under the name. */}
                  <div className="mt-1 flex flex-wrap items-center gap-x-2 gap-y-1 text-xs font-normal text-muted-foreground sm:hidden">
                    <FrameworkBadge framework={p.framework} />
                    <StatusBadge status={p.zip_file_status} />
                    <time dateTime={p.created_at}>{formatDateTime(p.created_at)}</time>
                    <span>{formatBytes(p.zip_file_size)}</span>
                  </div>
                </td>
                <td className="hidden px-3 py-2 sm:table-cell">
                  <FrameworkBadge framework={p.framework} />
                </td>
                <td className="hidden whitespace-nowrap px-3 py-2 text-muted-foreground sm:table-cell">
                  <time dateTime={p.created_at}>{formatDateTime(p.created_at)}</time>
                </td>
                <td className="hidden whitespace-nowrap px-3 py-2 text-muted-foreground sm:table-cell">{formatBytes(p.zip_file_size)}</td>
                <td className="hidden px-3 py-2 md:table-cell">
                  <div className="flex max-w-[18rem] flex-wrap gap-1">
                    {features.length === 0 ? <span className="text-muted-foreground">—</span> : null}
                    {features.slice(0, FEATURE_BADGES).map((f) => (
                      <Badge key={f} variant="secondary" weight="normal">
                        {featureName(f)}
                      </Badge>
                    ))}
                    {features.length > FEATURE_BADGES ? (
                      <Badge variant="outline" weight="normal" title={features.slice(FEATURE_BADGES).map(featureName).join(', ')}>
                        +{features.length - FEATURE_BADGES}
                      </Badge>
                    ) : null}
                  </div>
                </td>
                <td className="hidden px-3 py-2 sm:table-cell">
                  <StatusBadge status={p.zip_file_status} />
                </td>
                <td className="px-2 py-2 sm:px-3">
                  <div className="flex justify-end gap-0.5">
                    {p.can_download ? (
                      <IconAction label={`Download ${p.project_name}`} onClick={() => props.onDownload(p)} busy={rowBusy === 'download'}>
                        <Download className="h-4 w-4" aria-hidden />
                      </IconAction>
                    ) : p.can_regenerate ? (
                      <IconAction label={`Regenerate ${p.project_name}`} onClick={() => props.onRegenerate(p)} busy={rowBusy === 'regenerate'}>
                        <RefreshCw className="h-4 w-4" aria-hidden />
                      </IconAction>
                    ) : null}
                    {props.onAddFeatures ? (
                      <IconAction label={`Add features to ${p.project_name}`} onClick={() => props.onAddFeatures?.(p)}>
                        <PackagePlus className="h-4 w-4" aria-hidden />
                      </IconAction>
                    ) : null}
                    <IconAction label={`Duplicate ${p.project_name}`} onClick={() => props.onDuplicate(p)} busy={rowBusy === 'duplicate'}>
                      <Copy className="h-4 w-4" aria-hidden />
                    </IconAction>
                    <IconAction label={`Delete ${p.project_name}`} onClick={() => props.onDelete(p)} busy={rowBusy === 'delete'} destructive>
                      <Trash2 className="h-4 w-4" aria-hidden />
                    </IconAction>
                  </div>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
