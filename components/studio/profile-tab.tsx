'use client';

import * as React from 'react';
import { FolderGit2, LogOut } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { ApiTokensSetting } from './profile/api-tokens-setting';
import { ChangePasswordCard } from './profile/change-password-card';
import { NotificationsSetting } from './profile/notifications-setting';
import { ProfileCard } from './profile/profile-card';
import { SettingRow } from './profile/setting-row';
import { SignOutEverywhere } from './profile/sign-out-everywhere';
import type { PublicUser as CurrentUser } from '@/lib/schemas/account';

interface ProfileTabProps {
  user: CurrentUser | null;
  /** Projects generated, from the studio's statistics (null until loaded). */
  projectsCount: number | null;
  onOpenHistory: () => void;
  onSignOut: () => void;
  signingOut?: boolean;
  onRefresh?: () => void;
}

/** The account: who is signed in, e-mail notices, API tokens, history, password and sessions. */
export function ProfileTab({ user, projectsCount, onOpenHistory, onSignOut, signingOut, onRefresh }: ProfileTabProps) {
  // A password change revokes the API tokens: their list loads again.
  const [tokensKey, setTokensKey] = React.useState(0);
  if (!user) return null;
  return (
    <div className="grid items-start gap-6 lg:grid-cols-3">
      <div className="lg:col-span-1">
        <ProfileCard user={user} projectsCount={projectsCount} onRefresh={onRefresh} />
      </div>

      <div className="flex min-w-0 flex-col gap-6 lg:col-span-2">
        <Card>
          <CardHeader>
            <CardTitle>Settings</CardTitle>
            <CardDescription>Your account and how to reach it from scripts.</CardDescription>
          </CardHeader>
          <CardContent className="flex flex-col divide-y divide-border">
            <NotificationsSetting enabled={user.emailNotifications ?? true} onSaved={onRefresh} />
            <ApiTokensSetting refreshKey={tokensKey} />
            <SettingRow
              icon={FolderGit2}
              title="Download history"
              description="The projects you generated while signed in, with their zips."
              action={
                <Button variant="outline" size="sm" onClick={onOpenHistory}>
                  View history
                </Button>
              }
            />
            <SignOutEverywhere />
            <SettingRow
              icon={LogOut}
              title="Sign out"
              description="Ends this session on this browser."
              action={
                <Button variant="destructive" size="sm" onClick={onSignOut} disabled={signingOut}>
                  {signingOut ? 'Signing out...' : 'Sign Out'}
                </Button>
              }
            />
          </CardContent>
        </Card>

        <ChangePasswordCard email={user.email} onChanged={() => setTokensKey((n) => n + 1)} />
      </div>
    </div>
  );
}
