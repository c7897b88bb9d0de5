'use client';

import * as React from 'react';
import { BarChart3, Boxes, FolderGit2, HardDrive, Layers, RefreshCw, Star } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { LoadError, Loading } from '@/components/ui/load-state';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { FRAMEWORKS, featureName, listText } from '@/lib/catalogue/features';
import { historyApi, type DashboardSummary, type ProjectStats } from '@/lib/client/history';
import { useResource, type Resource } from '@/lib/client/use-resource';
import { formatBytes, formatDateTime } from '@/lib/format';
import { FrameworkBadge, StatusBadge } from '../project-badges';
import { ActivityChart } from './activity-chart';
import { FrameworkBreakdown } from './framework-chart';

function StatCard({ icon: Icon, title, children, hint }: { icon: React.ComponentType<{ className?: string }>; title: string; children: React.ReactNode; hint?: React.ReactNode }) {
  return (
    <Card>
      <CardHeader layout="row" className="space-y-0 pb-2">
        <h3 className="text-sm font-medium tracking-tight text-muted-foreground">{title}</h3>
        <Icon className="h-4 w-4 text-muted-foreground" aria-hidden />
      </CardHeader>
      <CardContent>
        <div className="text-2xl font-bold">{children}</div>
        {hint ? <div className="mt-1 text-xs text-muted-foreground">{hint}</div> : null}
      </CardContent>
    </Card>
  );
}

/** The failure key of the statistics' loads: one failure of the screen, one toast. */
const STATISTICS_NOTICE = 'statistics';

/**
 * The user's statistics: the one source of their project figures. The studio loads it and hands it
 * to Statistics and Profile alike, so both say the same number of projects.
 */
export function useProjectStats(key: string | null): Resource<ProjectStats> {
  // Authentication failures get their own notice, not 'Failed to load statistics'.
  return useResource((signal) => historyApi.stats(signal), key, {
    errorTitle: 'Failed to load statistics',
    unauthorizedTitle: 'Authentication required to view statistics',
    noticeKey: STATISTICS_NOTICE,
  });
}

/** Project Statistics: four cards, framework and activity charts, recent projects and storage. */
export function StatisticsTab({ stats, onOpenGenerator }: { stats: Resource<ProjectStats>; onOpenGenerator?: () => void }) {
  // The dashboard figures fail with the statistics (one toast); their 401 says nothing more.
  const dashboard = useResource((signal) => historyApi.dashboard(signal), 'dashboard', { errorTitle: 'Failed to load dashboard data', noticeKey: STATISTICS_NOTICE });
  // Loads again; figures already shown stay until the new ones come.
  const refresh = () => {
    void stats.reload();
    void dashboard.reload();
  };
  const refreshing = stats.loading && stats.data !== null;

  return (
    <section className="grid gap-6" aria-labelledby="stats-title">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h2 id="stats-title" className="text-2xl font-semibold tracking-tight">
            Project Statistics
          </h2>
          <p className="text-sm text-muted-foreground">What you generated while signed in.</p>
        </div>
        <Button variant="outline" onClick={refresh} disabled={stats.loading}>
          <RefreshCw className={refreshing ? 'h-4 w-4 animate-spin' : 'h-4 w-4'} aria-hidden /> Refresh Stats
        </Button>
      </div>

      {!stats.data && (stats.loading || !stats.error) ? (
        <Loading label="Loading statistics..." onRetry={refresh} />
      ) : !stats.data ? (
        <LoadError
          error={stats.error}
          onRetry={refresh}
          title={stats.error?.type === 'UNAUTHORIZED' ? 'Authentication required to view statistics' : 'Statistics unavailable'}
        />
      ) : stats.data.total_projects === 0 ? (
        <Card>
          <CardContent padding="none" className="flex flex-col items-center gap-3 p-6 py-12 text-center" role="status">
            <BarChart3 className="h-10 w-10 text-muted-foreground" aria-hidden />
            <p className="text-lg font-medium">No statistics available</p>
            <p className="max-w-md text-sm text-muted-foreground">Generate a project while signed in and its framework, features and day show up here.</p>
            <div className="flex flex-wrap justify-center gap-2">
              <Button variant="outline" onClick={refresh}>
                <RefreshCw className="h-4 w-4" aria-hidden /> Refresh
              </Button>
              {onOpenGenerator ? <Button onClick={onOpenGenerator}>Generate a project</Button> : null}
            </div>
          </CardContent>
        </Card>
      ) : (
        <StatsBody stats={stats.data} />
      )}

      {dashboard.data && dashboard.data.total_projects > 0 ? <DashboardCards summary={dashboard.data} /> : null}
    </section>
  );
}

function StatsBody({ stats }: { stats: ProjectStats }) {
  const slices = Object.entries(stats.framework_distribution)
    .map(([framework, count]) => ({ framework, count }))
    .filter((s) => s.count > 0)
    .sort((a, b) => b.count - a.count || a.framework.localeCompare(b.framework));
  const last30 = stats.recent_activity.reduce((n, d) => n + d.count, 0);
  const topCount = slices[0]?.count ?? 0;
  const usage = stats.feature_usage ?? stats.most_used_features.map((feature) => ({ feature, count: NaN }));

  return (
    <>
      <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
        <StatCard icon={FolderGit2} title="Total Projects" hint={`${last30} in the last 30 days`}>
          <span data-testid="stat-total-projects">{stats.total_projects}</span>
        </StatCard>
        <StatCard icon={Star} title="Top Framework" hint={stats.most_used_framework ? `${topCount} of ${stats.total_projects} projects` : undefined}>
          <span data-testid="stat-top-framework">{stats.most_used_framework ? featureName(stats.most_used_framework) : '—'}</span>
        </StatCard>
        <StatCard icon={Layers} title="Top Features">
          {usage.length === 0 ? (
            <span className="text-base font-normal text-muted-foreground">None yet</span>
          ) : (
            <ul className="flex flex-wrap gap-1.5 pt-1" data-testid="stat-top-features">
              {usage.slice(0, 5).map((u) => (
                <li key={u.feature}>
                  <Badge variant="secondary" weight="normal">
                    {featureName(u.feature)}
                    {Number.isFinite(u.count) ? <span className="ml-1 text-muted-foreground">×{u.count}</span> : null}
                  </Badge>
                </li>
              ))}
            </ul>
          )}
        </StatCard>
        <StatCard icon={Boxes} title="Frameworks Used" hint={`of ${listText(FRAMEWORKS.map(featureName), 'and')}`}>
          <span data-testid="stat-frameworks-used">{slices.length}</span>
        </StatCard>
      </div>

      <Tabs defaultValue="frameworks">
        <TabsList aria-label="Charts">
          <TabsTrigger value="frameworks">Frameworks</TabsTrigger>
          <TabsTrigger value="activity">Activity</TabsTrigger>
        </TabsList>
        <TabsContent value="frameworks">
          <Card>
            <CardHeader>
              <CardTitle>Framework distribution</CardTitle>
              <CardDescription>Share of your projects on each framework.</CardDescription>
            </CardHeader>
            <CardContent>
              <FrameworkBreakdown slices={slices} total={stats.total_projects} />
            </CardContent>
          </Card>
        </TabsContent>
        <TabsContent value="activity">
          <Card>
            <CardHeader>
              <CardTitle>Recent activity</CardTitle>
              <CardDescription>Projects generated per day.</CardDescription>
            </CardHeader>
            <CardContent>
              <ActivityChart days={stats.recent_activity} />
            </CardContent>
          </Card>
        </TabsContent>
      </Tabs>
    </>
  );
}

function DashboardCards({ summary }: { summary: DashboardSummary }) {
  return (
    <div className="grid gap-4 lg:grid-cols-3">
      <Card className="lg:col-span-2">
        <CardHeader>
          <CardTitle>Recent projects</CardTitle>
          <CardDescription>
            {summary.projects_last_7_days} in the last 7 days, {summary.projects_last_30_days} in the last 30.
          </CardDescription>
        </CardHeader>
        <CardContent>
          <ul className="divide-y divide-border">
            {summary.recent_projects.map((p) => (
              <li key={p.id} className="flex flex-wrap items-center gap-x-3 gap-y-1 py-2 text-sm">
                <span className="min-w-0 flex-1 truncate font-medium">{p.project_name}</span>
                <FrameworkBadge framework={p.framework} />
                <StatusBadge status={p.zip_file_status} />
                <time className="w-full text-xs text-muted-foreground sm:w-auto" dateTime={p.created_at}>
                  {formatDateTime(p.created_at)}
                </time>
              </li>
            ))}
          </ul>
        </CardContent>
      </Card>
      <Card>
        <CardHeader layout="row" className="space-y-0">
          <CardTitle>Storage</CardTitle>
          <HardDrive className="h-4 w-4 text-muted-foreground" aria-hidden />
        </CardHeader>
        <CardContent>
          <dl className="grid grid-cols-[1fr_auto] gap-y-2 text-sm">
            <dt className="text-muted-foreground">Stored zips</dt>
            <dd className="text-right font-medium">{summary.available_files}</dd>
            <dt className="text-muted-foreground">Space used</dt>
            <dd className="text-right font-medium">{formatBytes(summary.storage_used_bytes)}</dd>
            <dt className="text-muted-foreground">Expired zips</dt>
            <dd className="text-right font-medium">{summary.expired_files}</dd>
            <dt className="text-muted-foreground">Kept for</dt>
            <dd className="text-right font-medium">
              {summary.retention_days} {summary.retention_days === 1 ? 'day' : 'days'}
            </dd>
          </dl>
        </CardContent>
      </Card>
    </div>
  );
}
