'use client';

// Overview: the platform figures, the 4 newest users and the 4 newest projects.
import * as React from 'react';
import { ArrowRight, CheckCircle2, FolderGit2, ShieldCheck, UserPlus, Users } from 'lucide-react';
import { FrameworkBadge } from '@/components/studio/project-badges';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { adminApi, type AdminStats } from '@/lib/client/admin';
import { formatDate } from '@/lib/format';
import { LoadError, Loading } from '@/components/ui/load-state';
import { RoleBadge, StatCard, type AdminSection } from './parts';
import { OwnerLabel } from './projects-section';
import { useResource, type Resource } from '@/lib/client/use-resource';

const OVERVIEW_ITEMS = 4;

function StatsCards({ stats }: { stats: Resource<AdminStats> }) {
  if (!stats.data) {
    return stats.error ? <LoadError error={stats.error} onRetry={() => void stats.reload()} title="Failed to load statistics" /> : <Loading label="Loading statistics..." onRetry={() => void stats.reload()} />;
  }
  const s = stats.data;
  return (
    <div className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-4" data-testid="admin-stats">
      <StatCard label="Total Users" value={s.total_users} hint={`${s.recent_users} new in the last 7 days`} icon={Users} testId="stat-total-users" />
      <StatCard label="Verified Users" value={s.verified_users} hint={`${s.verification_rate}% verification rate`} icon={CheckCircle2} testId="stat-verified-users" />
      <StatCard label="Admins" value={s.admin_users} hint={`${s.regular_users} regular users`} icon={ShieldCheck} testId="stat-admin-users" />
      <StatCard label="Total Projects" value={s.total_projects} hint="Every generation, guests’ included" icon={FolderGit2} testId="stat-total-projects" />
    </div>
  );
}

export function OverviewSection({ stats, onOpen }: { stats: Resource<AdminStats>; onOpen: (s: AdminSection) => void }) {
  const users = useResource((signal) => adminApi.users({ page: 1, page_size: 10 }, signal), 'overview-users', { errorTitle: 'Failed to load users' });
  const projects = useResource((signal) => adminApi.projects({ page: 1, page_size: OVERVIEW_ITEMS }, signal), 'overview-projects', {
    errorTitle: 'Failed to load projects',
  });

  return (
    <div className="flex flex-col gap-6">
      <StatsCards stats={stats} />
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
        <Card>
          <CardHeader layout="row" className="space-y-0 pb-3">
            <CardTitle size="sm" className="flex items-center gap-2">
              <UserPlus className="h-4 w-4 text-primary" aria-hidden /> Newest users
            </CardTitle>
            <Button variant="ghost" size="sm" onClick={() => onOpen('users')}>
              All users <ArrowRight className="h-4 w-4" aria-hidden />
            </Button>
          </CardHeader>
          <CardContent>
            {users.data ? (
              users.data.users.length === 0 ? (
                <p className="py-6 text-center text-sm text-muted-foreground">No users yet.</p>
              ) : (
                <ul className="divide-y divide-border" data-testid="overview-users">
                  {users.data.users.slice(0, OVERVIEW_ITEMS).map((u) => (
                    <li key={u.id} className="flex items-center justify-between gap-3 py-2.5">
                      <div className="min-w-0">
                        <p className="truncate text-sm font-medium">
                          <bdi>{u.email}</bdi>
                        </p>
                        <p className="text-xs text-muted-foreground">
                          Joined {formatDate(u.created_at)} · {u.projects_count} {u.projects_count === 1 ? 'project' : 'projects'}
                        </p>
                      </div>
                      <div className="flex shrink-0 items-center gap-1.5">
                        {!u.is_verified ? <Badge variant="outline">Unverified</Badge> : null}
                        <RoleBadge role={u.role} />
                      </div>
                    </li>
                  ))}
                </ul>
              )
            ) : users.error ? (
              <LoadError error={users.error} onRetry={() => void users.reload()} title="Failed to load users" />
            ) : (
              <Loading />
            )}
          </CardContent>
        </Card>

        <Card>
          <CardHeader layout="row" className="space-y-0 pb-3">
            <CardTitle size="sm" className="flex items-center gap-2">
              <FolderGit2 className="h-4 w-4 text-primary" aria-hidden /> Newest projects
            </CardTitle>
            <Button variant="ghost" size="sm" onClick={() => onOpen('projects')}>
              All projects <ArrowRight className="h-4 w-4" aria-hidden />
            </Button>
          </CardHeader>
          <CardContent>
            {projects.data ? (
              projects.data.projects.length === 0 ? (
                <p className="py-6 text-center text-sm text-muted-foreground">No projects generated yet.</p>
              ) : (
                <ul className="divide-y divide-border" data-testid="overview-projects">
                  {projects.data.projects.map((p) => (
                    <li key={p.id} className="flex items-center justify-between gap-3 py-2.5">
                      <div className="min-w-0">
                        <p className="truncate font-mono text-sm font-medium">
                          <bdi>{p.project_name}</bdi>
                        </p>
                        <p className="truncate text-xs text-muted-foreground">
                          <OwnerLabel project={p} /> · {formatDate(p.created_at)}
                        </p>
                      </div>
                      <FrameworkBadge framework={p.framework} className="shrink-0" />
                    </li>
                  ))}
                </ul>
              )
            ) : projects.error ? (
              <LoadError error={projects.error} onRetry={() => void projects.reload()} title="Failed to load projects" />
            ) : (
              <Loading />
            )}
          </CardContent>
        </Card>
      </div>
    </div>
  );
}
