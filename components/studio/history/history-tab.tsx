'use client';

import * as React from 'react';
import { FolderSearch, RefreshCw, Search, SlidersHorizontal } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { LoadError, Loading } from '@/components/ui/load-state';
import { historyApi, type HistoryProject, type SortColumn, type SortOrder } from '@/lib/client/history';
import { useResource } from '@/lib/client/use-resource';
import { formatBytes } from '@/lib/format';
import { HistoryFilters } from './history-filters';
import { HistoryPagination } from './history-pagination';
import { HistoryTable } from './history-table';
import { ProjectDetailsDialog } from './project-details-dialog';
import { applyFilters, applySearch, filtersActive, pageForKey, resetState, toggleSort } from './state';
import { HISTORY_NOTICE, useHistoryList } from './use-history-list';
import { useProjectActions } from './use-project-actions';

/** The sort menu of phones, where the sortable column headers are hidden. */
const SORT_CHOICES: [string, string][] = [
  ['created_at:desc', 'Newest first'],
  ['created_at:asc', 'Oldest first'],
  ['project_name:asc', 'Name A-Z'],
  ['project_name:desc', 'Name Z-A'],
  ['framework:asc', 'Framework A-Z'],
  ['framework:desc', 'Framework Z-A'],
  ['zip_file_size:asc', 'Smallest first'],
  ['zip_file_size:desc', 'Largest first'],
];

function isTyping(target: EventTarget | null): boolean {
  const el = target as HTMLElement | null;
  if (!el) return false;
  return el.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(el.tagName);
}

/** Project History: search, filters, sortable table, pages, details, and the project actions. */
export function HistoryTab({ onOpenGenerator, onAddFeatures }: { onOpenGenerator?: () => void; onAddFeatures?: (p: HistoryProject) => void }) {
  const { state, setState, data, loading, error, reload } = useHistoryList();
  const [searchInput, setSearchInput] = React.useState('');
  const [showFilters, setShowFilters] = React.useState(false);
  const [selected, setSelected] = React.useState<HistoryProject | null>(null);
  const [toDelete, setToDelete] = React.useState<HistoryProject | null>(null);
  // Storage figures for the header line, on open and after every change.
  const cacheInfo = useResource((signal) => historyApi.cacheInfo(signal), 'cache-info', {
    errorTitle: 'Failed to load cache information',
    noticeKey: HISTORY_NOTICE,
  });
  const cache = cacheInfo.data;
  const reloadCacheInfo = cacheInfo.reload;
  const filtersId = React.useId();

  const reloadAll = React.useCallback(() => {
    void reload();
    void reloadCacheInfo();
  }, [reload, reloadCacheInfo]);
  const actions = useProjectActions(reloadAll);

  // The open dialog follows the reloaded list.
  const opened = selected ? (data?.projects.find((p) => p.id === selected.id) ?? selected) : null;

  // Page shortcuts: Ctrl/Cmd + Left/Right, Home, End (not while typing or in a dialog).
  const totalPages = data?.total_pages ?? 0;
  React.useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (isTyping(e.target) || document.querySelector('[role="dialog"], [role="alertdialog"]')) return;
      const next = pageForKey(e, state.page, totalPages);
      if (next === null) return;
      e.preventDefault();
      setState((s) => ({ ...s, page: next }));
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [state.page, totalPages, setState]);

  const reset = () => {
    setSearchInput('');
    setShowFilters(false);
    setState(resetState());
  };
  const active = filtersActive(state);
  const activeFilterCount = Object.values(state.filters).filter((v) => v !== '').length;

  return (
    <Card>
      <CardHeader layout="none" className="flex-col gap-4">
        <div className="flex flex-wrap items-start justify-between gap-3">
          <div>
            <CardTitle>Project History</CardTitle>
            <CardDescription className="mt-1.5">
              {cache
                ? `${cache.files_stored} stored ${cache.files_stored === 1 ? 'zip' : 'zips'} (${formatBytes(cache.bytes_stored)} of your ${formatBytes(cache.quota_bytes)}). Zips are kept ${cache.retention_days} ${cache.retention_days === 1 ? 'day' : 'days'}, then expire; an expired project can be regenerated.`
                : 'Every project you generate while signed in, with its zip.'}
            </CardDescription>
          </div>
          <Button variant="outline" size="sm" onClick={reloadAll} disabled={loading}>
            <RefreshCw className={loading ? 'h-4 w-4 animate-spin' : 'h-4 w-4'} aria-hidden /> Refresh
          </Button>
        </div>
        <form
          role="search"
          className="flex flex-wrap gap-2"
          onSubmit={(e) => {
            e.preventDefault();
            setState((s) => applySearch(s, searchInput));
          }}
        >
          <div className="relative min-w-0 flex-1 basis-56">
            <Search className="pointer-events-none absolute left-3 top-3 h-4 w-4 text-muted-foreground" aria-hidden />
            <Input
              className="pl-9"
              type="search"
              aria-label="Search projects by name"
              placeholder="Search projects..."
              value={searchInput}
              maxLength={100}
              onChange={(e) => setSearchInput(e.target.value)}
            />
          </div>
          <Button type="submit">Search</Button>
          <Button
            type="button"
            variant={showFilters ? 'default' : 'outline'}
            aria-expanded={showFilters}
            aria-controls={filtersId}
            onClick={() => setShowFilters((v) => !v)}
          >
            <SlidersHorizontal className="h-4 w-4" aria-hidden /> Filters
            {activeFilterCount > 0 ? <span className="rounded-full bg-background px-1.5 text-xs text-foreground">{activeFilterCount}</span> : null}
          </Button>
        </form>
        <div className="flex items-center gap-2 sm:hidden">
          <Label htmlFor={`${filtersId}-sort`} size="none" className="shrink-0 text-sm text-muted-foreground">
            Sort by
          </Label>
          <select
            id={`${filtersId}-sort`}
            className="flex h-10 w-full rounded-md border border-border bg-background px-3 text-sm focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-primary"
            value={`${state.sortBy}:${state.sortOrder}`}
            onChange={(e) => {
              const [sortBy, sortOrder] = e.target.value.split(':') as [SortColumn, SortOrder];
              setState((s) => ({ ...s, sortBy, sortOrder, page: 1 }));
            }}
          >
            {SORT_CHOICES.map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </select>
        </div>
        {showFilters ? (
          <HistoryFilters
            id={filtersId}
            applied={state.filters}
            onApply={(filters) => setState((s) => applyFilters(s, filters))}
            onReset={reset}
          />
        ) : null}
      </CardHeader>

      <CardContent>
        {!data && (loading || !error) ? (
          <Loading label="Loading projects..." onRetry={() => void reload()} />
        ) : error && !loading ? (
          <LoadError error={error} onRetry={() => void reload()} title="Failed to load projects" />
        ) : data && data.projects.length === 0 ? (
          <div className="flex flex-col items-center gap-3 py-12 text-center" role="status">
            <FolderSearch className="h-10 w-10 text-muted-foreground" aria-hidden />
            <p className="text-lg font-medium">No projects found</p>
            {active ? (
              <>
                <p className="max-w-md text-sm text-muted-foreground">No project matches your search or filters. Try other words or clear the filters.</p>
                <Button variant="outline" onClick={reset}>
                  Reset Filters
                </Button>
              </>
            ) : (
              <>
                <p className="max-w-md text-sm text-muted-foreground">
                  Projects you generate while signed in are saved here, with their zips, so you can download them again.
                </p>
                {onOpenGenerator ? <Button onClick={onOpenGenerator}>Generate a project</Button> : null}
              </>
            )}
          </div>
        ) : data ? (
          <>
            <HistoryTable
              projects={data.projects}
              sortBy={state.sortBy}
              sortOrder={state.sortOrder}
              onSort={(column) => setState((s) => toggleSort(s, column))}
              onOpen={setSelected}
              onDownload={actions.download}
              onRegenerate={actions.regenerate}
              onDuplicate={actions.duplicate}
              onAddFeatures={onAddFeatures}
              onDelete={setToDelete}
              busy={actions.busy}
              loading={loading}
            />
            <HistoryPagination page={state.page} totalPages={data.total_pages} total={data.total} onPage={(page) => setState((s) => ({ ...s, page }))} />
          </>
        ) : null}
      </CardContent>

      <ProjectDetailsDialog
        project={opened}
        onClose={() => setSelected(null)}
        busy={opened ? actions.busy[opened.id] : undefined}
        onDownload={actions.download}
        onRegenerate={actions.regenerate}
        onDuplicate={async (p) => {
          if (await actions.duplicate(p)) setSelected(null);
        }}
        onDelete={(p) => setToDelete(p)}
        onUpgrade={actions.upgrade}
        onAddFeatures={
          onAddFeatures
            ? (p) => {
                setSelected(null);
                onAddFeatures(p);
              }
            : undefined
        }
      />
      <ConfirmDialog
        open={toDelete !== null}
        onCancel={() => setToDelete(null)}
        title="Are you sure?"
        description={
          <>
            This removes <span className="font-medium text-foreground">{toDelete?.project_name}</span> from your history and deletes its stored zip.
            This cannot be undone.
          </>
        }
        confirmLabel="Delete"
        onConfirm={async () => {
          const p = toDelete;
          setToDelete(null);
          if (p && (await actions.remove(p))) setSelected((s) => (s?.id === p.id ? null : s));
        }}
      />
    </Card>
  );
}
