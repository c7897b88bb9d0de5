'use client';

import * as React from 'react';
import { BarChart3, History, LogOut, Sparkles, User } from 'lucide-react';
import { useSignOut } from '@/components/auth/use-sign-out';
import { Button } from '@/components/ui/button';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { LazyGeneratorWizard } from '@/components/wizard/lazy';
import { HistoryTab } from './history/history-tab';
import { ProfileTab } from './profile-tab';
import { StatisticsTab, useProjectStats } from './statistics/statistics-tab';
import { historyApi, type HistoryProject } from '@/lib/client/history';
import { isNewAccount } from '@/lib/client/after-load-notice';
import { notify, notifyApiError } from '@/lib/client/notify';
import { growTargetOf, type GrowTarget } from '@/lib/wizard/grow';
import type { PublicUser as CurrentUser } from '@/lib/schemas/account';

export type StudioTab = 'generator' | 'history' | 'statistics' | 'profile';

/** The signed-in studio: tabs switch by in-page state, not by URL. */
export function StudioShell({ user, onUserChanged }: { user: CurrentUser; onUserChanged?: () => void }) {
  const [tab, setTab] = React.useState<StudioTab>('generator');
  const { signOut, signingOut } = useSignOut();
  // Add features: the project the wizard grows, and a key that starts the wizard afresh on each change of mode.
  const [grow, setGrow] = React.useState<GrowTarget | null>(null);
  const [wizardKey, setWizardKey] = React.useState(0);
  // "Welcome back" is for a return: an account verified in this visit is greeted as new.
  const [isNew] = React.useState(() => isNewAccount(user.id));
  // One source for the project figures of Statistics and Profile: loaded again each time either opens
  // (a project generated or deleted meanwhile shows on both), and by their Refresh buttons.
  const [statsOpened, setStatsOpened] = React.useState(0);
  const stats = useProjectStats(statsOpened > 0 ? `stats:${statsOpened}` : null);
  const openTab = (next: StudioTab) => {
    if (next === 'statistics' || next === 'profile') setStatsOpened((n) => n + 1);
    setTab(next);
  };

  const addFeatures = async (listed: HistoryProject) => {
    // A list item leaves the model out (it can be large): the project's details carry it.
    let p = listed;
    if (listed.has_resources && listed.resources === undefined) {
      try {
        p = await historyApi.get(listed.id);
      } catch (err) {
        return void notifyApiError(err, { title: 'Cannot add features' });
      }
    }
    const target = growTargetOf(p);
    if (!target) return void notify.error('Cannot add features', `${p.project_name} uses a framework the generator no longer offers.`);
    setWizardKey((k) => k + 1);
    setGrow(target);
    setTab('generator');
  };
  const leaveGrow = (then: StudioTab | null) => {
    setGrow(null);
    setWizardKey((k) => k + 1);
    if (then) setTab(then);
  };

  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-6 px-4 py-10">
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <h1 className="text-3xl font-bold tracking-tight">Studio</h1>
          <p className="mt-1 text-muted-foreground" data-testid="studio-welcome">
            {isNew ? 'Welcome' : 'Welcome back'}, <span className="font-medium text-foreground">{user.name}</span>!
          </p>
        </div>
        <Button variant="outline" onClick={signOut} disabled={signingOut}>
          <LogOut className="h-4 w-4" aria-hidden />
          {signingOut ? 'Signing out...' : 'Logout'}
        </Button>
      </div>

      <Tabs value={tab} onValueChange={(v) => openTab(v as StudioTab)}>
        <TabsList aria-label="Studio sections">
          <TabsTrigger value="generator">
            <Sparkles className="mr-2 h-4 w-4" aria-hidden /> Generator
          </TabsTrigger>
          <TabsTrigger value="history">
            <History className="mr-2 h-4 w-4" aria-hidden /> History
          </TabsTrigger>
          <TabsTrigger value="statistics">
            <BarChart3 className="mr-2 h-4 w-4" aria-hidden /> Statistics
          </TabsTrigger>
          <TabsTrigger value="profile">
            <User className="mr-2 h-4 w-4" aria-hidden /> Profile
          </TabsTrigger>
        </TabsList>

        {/* Kept mounted: switching tabs must not lose a half-made selection or a running generation. */}
        <TabsContent value="generator" forceMount className="data-[state=inactive]:hidden">
          <p className="mb-4 text-sm text-muted-foreground">
            Projects you generate here are saved to your history with their zips.
          </p>
          <LazyGeneratorWizard
            key={wizardKey}
            syncUrl={false}
            grow={grow}
            // The new row is in the history: show it there (the tab loads its list when opened).
            onGrown={() => leaveGrow('history')}
            onCancelGrow={() => leaveGrow(null)}
          />
        </TabsContent>

        <TabsContent value="history">
          {/* The panel's h2, for the outline: its cards' titles are h3 under the page's h1. */}
          <h2 className="sr-only">History</h2>
          <HistoryTab onOpenGenerator={() => setTab('generator')} onAddFeatures={(p) => void addFeatures(p)} />
        </TabsContent>

        <TabsContent value="statistics">
          <StatisticsTab stats={stats} onOpenGenerator={() => setTab('generator')} />
        </TabsContent>

        <TabsContent value="profile">
          <h2 className="sr-only">Profile</h2>
          <ProfileTab
            user={user}
            projectsCount={stats.data?.total_projects ?? null}
            onOpenHistory={() => setTab('history')}
            onSignOut={signOut}
            signingOut={signingOut}
            onRefresh={() => {
              onUserChanged?.();
              void stats.reload();
            }}
          />
        </TabsContent>
      </Tabs>
    </div>
  );
}
