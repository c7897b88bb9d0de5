'use client';

import * as React from 'react';
import Link from 'next/link';
import { BarChart3, History, LogOut, Sparkles, User } from 'lucide-react';
import { useSignOut } from '@/components/auth/use-sign-out';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { ProfileTab } from './profile-tab';
import type { CurrentUser } from './use-current-user';

export type StudioTab = 'generator' | 'history' | 'statistics' | 'profile';

/** The signed-in studio: tabs switch by in-page state, not by URL. */
export function StudioShell({ user, onUserChanged }: { user: CurrentUser; onUserChanged?: () => void }) {
  const [tab, setTab] = React.useState<StudioTab>('generator');
  const { signOut, signingOut } = useSignOut();

  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-6 px-4 py-10">
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <h1 className="text-3xl font-bold tracking-tight">Studio</h1>
          <p className="mt-1 text-muted-foreground">
            Welcome back, <span className="font-medium text-foreground">{user.name}</span>!
          </p>
        </div>
        <Button variant="outline" onClick={signOut} disabled={signingOut}>
          <LogOut className="h-4 w-4" aria-hidden />
          {signingOut ? 'Signing out...' : 'Logout'}
        </Button>
      </div>

      <Tabs value={tab} onValueChange={(v) => setTab(v as StudioTab)}>
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

        <TabsContent value="generator">
          <Card>
            <CardHeader>
              <CardTitle>Generate a project</CardTitle>
              <CardDescription>
                The generator runs on the home page. While you are signed in, every project you generate there is saved to your
                account.
              </CardDescription>
            </CardHeader>
            <CardContent>
              <Button asChild>
                <Link href="/">Open the generator</Link>
              </Button>
            </CardContent>
          </Card>
        </TabsContent>

        <TabsContent value="history">
          <Card>
            <CardHeader>
              <CardTitle>Project History</CardTitle>
              <CardDescription>Browsing, downloading and regenerating past projects is not available yet.</CardDescription>
            </CardHeader>
            <CardContent className="text-sm text-muted-foreground">
              {user.projectsCount > 0
                ? `${user.projectsCount} project${user.projectsCount === 1 ? '' : 's'} you generated while signed in ${user.projectsCount === 1 ? 'is' : 'are'} already recorded and will appear here.`
                : 'Projects you generate while signed in are recorded to your account and will appear here.'}
            </CardContent>
          </Card>
        </TabsContent>

        <TabsContent value="statistics">
          <Card>
            <CardHeader>
              <CardTitle>Project Statistics</CardTitle>
              <CardDescription>Charts of your frameworks, features and activity are not available yet.</CardDescription>
            </CardHeader>
            <CardContent className="text-sm text-muted-foreground">
              Projects generated so far: <span className="font-medium text-foreground">{user.projectsCount}</span>.
            </CardContent>
          </Card>
        </TabsContent>

        <TabsContent value="profile">
          <ProfileTab user={user} onOpenHistory={() => setTab('history')} onSignOut={signOut} signingOut={signingOut} onRefresh={onUserChanged} />
        </TabsContent>
      </Tabs>
    </div>
  );
}
