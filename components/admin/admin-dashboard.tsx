'use client';

// The admin dashboard (spec section 2): a sidebar of sections, the header with the live system badge,
// Refresh and Export Data, and the sections. Security, Database, Notifications and Settings are marked as
// not available yet rather than filled with made-up content.
import * as React from 'react';
import { BarChart3, Bell, Database, Download, FolderGit2, LayoutDashboard, Loader2, LogOut, RefreshCw, Server, Settings, Shield, Users } from 'lucide-react';
import { useSignOut } from '@/components/auth/use-sign-out';
import { endSession, isEndingSession, loadPage } from '@/components/auth/session';
import { Button } from '@/components/ui/button';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { adminApi } from '@/lib/client/admin';
import { onUnauthorized, saveBlob } from '@/lib/client/api';
import { notify, notifyApiError } from '@/lib/client/notify';
import { cn } from '@/lib/utils';
import { AnalyticsSection } from './analytics-section';
import { HealthBadge } from './health-badge';
import { SESSION_EXPIRED_URL } from './login-urls';
import { OverviewSection } from './overview-section';
import type { AdminSection } from './parts';
import { ProjectsSection } from './projects-section';
import { SystemSection } from './system-section';
import { RefreshRegistry, useRefreshAll, useResource } from '@/lib/client/use-resource';
import { UsersSection } from './users-section';

const SECTIONS: { id: AdminSection; label: string; icon: typeof Users }[] = [
  { id: 'overview', label: 'Overview', icon: LayoutDashboard },
  { id: 'users', label: 'Users', icon: Users },
  { id: 'projects', label: 'Projects', icon: FolderGit2 },
  { id: 'system', label: 'System', icon: Server },
  { id: 'analytics', label: 'Analytics', icon: BarChart3 },
];

const NOT_YET: { id: string; label: string; icon: typeof Users }[] = [
  { id: 'security', label: 'Security', icon: Shield },
  { id: 'database', label: 'Database', icon: Database },
  { id: 'notifications', label: 'Notifications', icon: Bell },
  { id: 'settings', label: 'Settings', icon: Settings },
];

/** The failure key of the admin screens' loads and of the guard's check. */
export const ADMIN_NOTICE = 'admin';

const triggerClass = 'w-auto shrink-0 justify-start gap-2 py-2 md:w-full';

export function AdminDashboard({ currentUserId, currentEmail }: { currentUserId: string; currentEmail: string }) {
  return (
    // One failure of the dashboard's loads, one toast: a Refresh whose calls all fail says so once.
    <RefreshRegistry noticeKey={ADMIN_NOTICE}>
      <Dashboard currentUserId={currentUserId} currentEmail={currentEmail} />
    </RefreshRegistry>
  );
}

function Dashboard({ currentUserId, currentEmail }: { currentUserId: string; currentEmail: string }) {
  const [section, setSection] = React.useState<AdminSection>('overview');
  const { signOut, signingOut } = useSignOut();
  const refreshAll = useRefreshAll();
  const [refreshing, setRefreshing] = React.useState(false);
  const [exporting, setExporting] = React.useState(false);
  const stats = useResource((signal) => adminApi.stats(signal), 'stats');

  // A 401 on any admin call: the session is over; sign in again and come back here.
  React.useEffect(
    () =>
      onUnauthorized(() => {
        if (!isEndingSession()) void endSession(SESSION_EXPIRED_URL).catch(() => loadPage(SESSION_EXPIRED_URL));
      }),
    [],
  );

  const refresh = async () => {
    setRefreshing(true);
    try {
      if (await refreshAll()) notify.success('Data Refreshed', 'Everything on screen was loaded again.');
    } finally {
      setRefreshing(false);
    }
  };

  const exportData = async () => {
    setExporting(true);
    try {
      const { blob, fileName } = await adminApi.export('all');
      saveBlob(blob, fileName);
      notify.success('Export ready', `${fileName}: users.csv, projects.csv and summary.json.`);
    } catch (err) {
      notifyApiError(err, { title: 'Export failed', retry: () => void exportData() });
    } finally {
      setExporting(false);
    }
  };

  return (
    <Tabs value={section} onValueChange={(v) => setSection(v as AdminSection)} orientation="vertical" className="mx-auto max-w-7xl px-4 py-6 md:py-8">
      <div className="grid grid-cols-1 gap-6 md:grid-cols-[210px_minmax(0,1fr)]">
        <aside className="flex min-w-0 flex-col gap-3 md:sticky md:top-20 md:self-start" aria-label="Admin navigation">
          <p className="hidden px-3 text-xs font-semibold uppercase tracking-wide text-muted-foreground md:block">Administration</p>
          <TabsList aria-label="Admin sections" layout="none" className="flex w-full flex-row flex-nowrap justify-start overflow-x-auto md:flex-col md:items-stretch">
            {SECTIONS.map(({ id, label, icon: Icon }) => (
              <TabsTrigger key={id} value={id} layout="none" className={triggerClass}>
                <Icon className="h-4 w-4" aria-hidden /> {label}
              </TabsTrigger>
            ))}
            {NOT_YET.map(({ id, label, icon: Icon }) => (
              // Named by its text, "Not yet" included (WCAG 2.5.3: the visible words are in the name).
              <TabsTrigger key={id} value={id} disabled layout="none" className={cn(triggerClass, 'opacity-60')} title={`${label}: not available yet`}>
                <Icon className="h-4 w-4" aria-hidden /> {label}{' '}
                <span className="ml-auto rounded-full border border-border px-1.5 py-px text-[10px] font-medium uppercase tracking-wide">Not yet</span>
              </TabsTrigger>
            ))}
          </TabsList>
          <p className="hidden px-3 text-xs text-muted-foreground md:block">Sections marked “Not yet” are not available yet.</p>
          <Button variant="outline" justify="start" className="md:w-full" onClick={signOut} disabled={signingOut}>
            <LogOut className="h-4 w-4" aria-hidden /> {signingOut ? 'Signing out...' : 'Logout'}
          </Button>
        </aside>

        <div className="flex min-w-0 flex-col gap-6">
          <header className="flex flex-wrap items-start justify-between gap-3">
            <div className="min-w-0">
              <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Admin Dashboard</h1>
              <p className="mt-1 truncate text-sm text-muted-foreground">
                Signed in as <bdi className="font-medium text-foreground">{currentEmail}</bdi>
              </p>
            </div>
            <div className="flex flex-wrap items-center gap-2">
              <HealthBadge />
              <Button variant="outline" size="sm" onClick={refresh} disabled={refreshing}>
                {refreshing ? <Loader2 className="h-4 w-4 animate-spin" aria-hidden /> : <RefreshCw className="h-4 w-4" aria-hidden />} Refresh
              </Button>
              <Button size="sm" onClick={exportData} disabled={exporting}>
                {exporting ? <Loader2 className="h-4 w-4 animate-spin" aria-hidden /> : <Download className="h-4 w-4" aria-hidden />} Export Data
              </Button>
            </div>
          </header>

          <TabsContent value="overview" spacing="none">
            {/* The section's h2, for the outline: its cards' titles are h3 under the page's h1. */}
            <h2 className="sr-only">Overview</h2>
            <OverviewSection stats={stats} onOpen={setSection} />
          </TabsContent>
          <TabsContent value="users" spacing="none">
            <h2 className="sr-only">Users</h2>
            <UsersSection currentUserId={currentUserId} onRolesChanged={() => void stats.reload()} />
          </TabsContent>
          <TabsContent value="projects" spacing="none">
            <h2 className="sr-only">Projects</h2>
            <ProjectsSection />
          </TabsContent>
          <TabsContent value="system" spacing="none">
            <h2 className="sr-only">System</h2>
            <SystemSection />
          </TabsContent>
          <TabsContent value="analytics" spacing="none">
            <h2 className="sr-only">Analytics</h2>
            <AnalyticsSection />
          </TabsContent>
        </div>
      </div>
      <span className="sr-only" aria-live="polite">
        {refreshing ? 'Refreshing' : ''}
      </span>
    </Tabs>
  );
}
