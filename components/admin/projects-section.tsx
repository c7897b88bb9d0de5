'use client';

// Projects: every owner's generations (guests' too), paged, searchable by name or owner e-mail, with a
// CSV export. Two feature badges per row, then +N.
import * as React from 'react';
import { Download, Loader2, Search } from 'lucide-react';
import { FrameworkBadge, StatusBadge } from '@/components/studio/project-badges';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { FRAMEWORKS, featureName } from '@/lib/catalogue/features';
import { adminApi, type AdminProject } from '@/lib/client/admin';
import { formatBytes, formatDateTime, formatDuration } from '@/lib/format';
import { LoadError, Loading } from '@/components/ui/load-state';
import { PageSizeSelect, Pager, selectClass } from './parts';
import { useResource } from '@/lib/client/use-resource';
import { useExport } from './users-section';

const ADMIN_FEATURE_BADGES = 2;

export function OwnerLabel({ project }: { project: Pick<AdminProject, 'owner_type' | 'owner_email'> }) {
  if (project.owner_type === 'user' && project.owner_email) {
    return (
      <span title={project.owner_email}>
        <bdi>{project.owner_email}</bdi>
      </span>
    );
  }
  if (project.owner_type === 'guest') return <span className="italic">Guest</span>;
  return <span className="italic" title="Its owner removed it from their history">Removed from history</span>;
}

function FeatureBadges({ features, max = ADMIN_FEATURE_BADGES }: { features: string[]; max?: number }) {
  const shown = features.slice(0, max);
  const rest = features.length - shown.length;
  if (features.length === 0) return <span className="text-xs text-muted-foreground">none</span>;
  return (
    <div className="flex flex-wrap gap-1" title={features.map(featureName).join(', ')}>
      {shown.map((f) => (
        <Badge key={f} variant="secondary" weight="normal">
          {featureName(f)}
        </Badge>
      ))}
      {rest > 0 ? <Badge variant="outline" weight="normal">+{rest}</Badge> : null}
    </div>
  );
}

export function ProjectsSection() {
  const [page, setPage] = React.useState(1);
  const [pageSize, setPageSize] = React.useState(10);
  const [search, setSearch] = React.useState('');
  const [draft, setDraft] = React.useState('');
  const [framework, setFramework] = React.useState('');
  const exporter = useExport('projects', 'Projects');

  const list = useResource(
    (signal) => adminApi.projects({ page, page_size: pageSize, search: search || undefined, framework: framework || undefined }, signal),
    `projects:${page}:${pageSize}:${search}:${framework}`,
    { errorTitle: 'Failed to load project history' },
  );
  const data = list.data;

  return (
    <Card>
      <CardHeader layout="none" className="flex-col gap-3 pb-4">
        <div className="flex flex-wrap items-start justify-between gap-3">
          <div>
            <CardTitle>Projects</CardTitle>
            <CardDescription>
              {data ? `${data.total} ${data.total === 1 ? 'project' : 'projects'}${search || framework ? ' matching the filters' : ' generated, by every owner'}` : 'Every generated project'}
            </CardDescription>
          </div>
          <Button variant="outline" size="sm" onClick={exporter.run} disabled={exporter.busy}>
            {exporter.busy ? <Loader2 className="h-4 w-4 animate-spin" aria-hidden /> : <Download className="h-4 w-4" aria-hidden />} Export Projects
          </Button>
        </div>
        <div className="flex flex-wrap items-center justify-between gap-3">
          <form
            role="search"
            className="flex w-full min-w-0 gap-2 sm:w-auto sm:flex-1 sm:max-w-sm"
            onSubmit={(e) => {
              e.preventDefault();
              setSearch(draft.trim());
              setPage(1);
            }}
          >
            <Input aria-label="Search projects by name or owner e-mail" placeholder="Project name or owner e-mail..." value={draft} onChange={(e) => setDraft(e.target.value)} size="sm" />
            <Button type="submit" size="sm" variant="outline">
              <Search className="h-4 w-4" aria-hidden /> Search
            </Button>
          </form>
          <div className="flex flex-wrap items-center gap-3">
            <div className="flex items-center gap-2 text-sm">
              <label htmlFor="projects-framework" className="text-muted-foreground">
                Framework
              </label>
              <select
                id="projects-framework"
                className={selectClass}
                value={framework}
                onChange={(e) => {
                  setFramework(e.target.value);
                  setPage(1);
                }}
              >
                <option value="">All</option>
                {FRAMEWORKS.map((fw) => (
                  <option key={fw} value={fw}>
                    {featureName(fw)}
                  </option>
                ))}
              </select>
            </div>
            <PageSizeSelect
              id="projects-page-size"
              value={pageSize}
              onChange={(n) => {
                setPageSize(n);
                setPage(1);
              }}
            />
          </div>
        </div>
      </CardHeader>
      <CardContent>
        {!data ? (
          list.error ? (
            <LoadError error={list.error} onRetry={() => void list.reload()} title="Failed to load project history" />
          ) : (
            <Loading label="Loading projects..." onRetry={() => void list.reload()} />
          )
        ) : data.projects.length === 0 ? (
          <p className="py-10 text-center text-sm text-muted-foreground">{search || framework ? 'No projects match these filters.' : 'No projects generated yet.'}</p>
        ) : (
          // Wider than a phone: it scrolls sideways, so the keyboard must reach it too (WCAG 2.1.1).
          <div
            tabIndex={0}
            role="region"
            aria-label="Projects table"
            className="overflow-x-auto focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary"
          >
            <table className="w-full min-w-[860px] text-sm" aria-busy={list.loading}>
              <thead>
                <tr className="border-b border-border text-left text-xs uppercase tracking-wide text-muted-foreground">
                  <th className="py-2 pr-3 font-medium">Project</th>
                  <th className="py-2 pr-3 font-medium">Owner</th>
                  <th className="py-2 pr-3 font-medium">Framework</th>
                  <th className="py-2 pr-3 font-medium">Features</th>
                  <th className="py-2 pr-3 font-medium">Status</th>
                  <th className="py-2 pr-3 text-right font-medium">Size</th>
                  <th className="py-2 font-medium">Created</th>
                </tr>
              </thead>
              <tbody>
                {data.projects.map((p) => (
                  <tr key={p.id} className="border-b border-border align-top last:border-0" data-testid="admin-project-row">
                    <td className="max-w-[200px] py-2.5 pr-3">
                      <span className="block truncate font-mono font-medium" title={p.project_name}>
                        <bdi>{p.project_name}</bdi>
                      </span>
                      <span className="text-xs text-muted-foreground">built in {formatDuration(p.generation_duration_ms)}</span>
                    </td>
                    <td className="max-w-[220px] truncate py-2.5 pr-3 text-muted-foreground">
                      <OwnerLabel project={p} />
                    </td>
                    <td className="py-2.5 pr-3">
                      <FrameworkBadge framework={p.framework} />
                    </td>
                    <td className="py-2.5 pr-3">
                      <FeatureBadges features={p.features.filter((f) => f !== p.framework)} />
                    </td>
                    <td className="py-2.5 pr-3">
                      {p.zip_file_status === 'not_stored' ? <Badge variant="outline">not stored</Badge> : <StatusBadge status={p.zip_file_status} />}
                    </td>
                    <td className="whitespace-nowrap py-2.5 pr-3 text-right tabular-nums">{formatBytes(p.zip_file_size)}</td>
                    <td className="whitespace-nowrap py-2.5 text-muted-foreground">{formatDateTime(p.created_at)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
        {data ? <Pager page={data.page} totalPages={data.total_pages} total={data.total} onPage={setPage} label="project" /> : null}
      </CardContent>
    </Card>
  );
}
