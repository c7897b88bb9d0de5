'use client';

import { Calendar, FolderGit2, KeyRound, LogOut, Mail, RefreshCw, Shield, Download } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import type { CurrentUser } from './use-current-user';

interface ProfileTabProps {
  user: CurrentUser | null;
  onOpenHistory: () => void;
  onSignOut: () => void;
  signingOut?: boolean;
  onRefresh?: () => void;
}

const dateFormat = new Intl.DateTimeFormat('en', { year: 'numeric', month: 'long', day: 'numeric' });

/** The real account: e-mail, plan, projects generated, joined date; every button does something. */
export function ProfileTab({ user, onOpenHistory, onSignOut, signingOut, onRefresh }: ProfileTabProps) {
  if (!user) return null;
  const initial = user.email.charAt(0).toUpperCase();
  return (
    <div className="grid gap-6 lg:grid-cols-3">
      <Card className="lg:col-span-1">
        <CardHeader className="items-center text-center">
          <div
            className="flex h-16 w-16 items-center justify-center rounded-full bg-primary text-2xl font-semibold text-primary-foreground"
            aria-hidden
          >
            {initial}
          </div>
          <CardTitle className="mt-2">{user.name}</CardTitle>
          <CardDescription className="break-all">{user.email}</CardDescription>
          <div className="mt-2 flex flex-wrap justify-center gap-2">
            <Badge>{user.planType} plan</Badge>
            {user.role === 'admin' ? (
              <Badge variant="secondary">
                <Shield className="mr-1 h-3 w-3" aria-hidden /> Admin
              </Badge>
            ) : null}
          </div>
        </CardHeader>
        <CardContent>
          <dl className="grid gap-3 text-sm">
            <div className="flex items-center justify-between gap-2">
              <dt className="flex items-center gap-2 text-muted-foreground">
                <FolderGit2 className="h-4 w-4" aria-hidden /> Projects generated
              </dt>
              <dd className="font-medium" data-testid="projects-count">{user.projectsCount}</dd>
            </div>
            <div className="flex items-center justify-between gap-2">
              <dt className="flex items-center gap-2 text-muted-foreground">
                <Download className="h-4 w-4" aria-hidden /> Downloads left
              </dt>
              <dd className="font-medium">Unlimited</dd>
            </div>
            <div className="flex items-center justify-between gap-2">
              <dt className="flex items-center gap-2 text-muted-foreground">
                <Calendar className="h-4 w-4" aria-hidden /> Joined
              </dt>
              <dd className="font-medium">
                <time dateTime={user.createdAt}>{dateFormat.format(new Date(user.createdAt))}</time>
              </dd>
            </div>
          </dl>
          {onRefresh ? (
            <Button variant="ghost" size="sm" className="mt-4 w-full" onClick={onRefresh}>
              <RefreshCw className="h-4 w-4" aria-hidden /> Refresh
            </Button>
          ) : null}
        </CardContent>
      </Card>

      <Card className="lg:col-span-2">
        <CardHeader>
          <CardTitle>Settings</CardTitle>
          <CardDescription>Your account and how to reach it from scripts.</CardDescription>
        </CardHeader>
        <CardContent className="flex flex-col divide-y divide-border">
          <div className="flex items-start gap-3 py-4 first:pt-0">
            <Mail className="mt-0.5 h-5 w-5 shrink-0 text-muted-foreground" aria-hidden />
            <div>
              <p className="font-medium">Account e-mails</p>
              <p className="text-sm text-muted-foreground">
                Gostarter only e-mails you about your account (verification codes), at {user.email}. There are no newsletters to
                turn off.
              </p>
            </div>
          </div>
          <div className="flex items-start gap-3 py-4">
            <KeyRound className="mt-0.5 h-5 w-5 shrink-0 text-muted-foreground" aria-hidden />
            <div className="min-w-0">
              <p className="font-medium">API access</p>
              <p className="text-sm text-muted-foreground">
                Scripts sign in with <code className="font-mono">POST /auth/login</code> and send the token they get as{' '}
                <code className="font-mono">Authorization: Bearer &lt;token&gt;</code>; projects generated that way are saved to this account too.
              </p>
            </div>
          </div>
          <div className="flex flex-wrap items-center gap-3 py-4">
            <FolderGit2 className="h-5 w-5 shrink-0 text-muted-foreground" aria-hidden />
            <div className="min-w-0 flex-1">
              <p className="font-medium">Download history</p>
              <p className="text-sm text-muted-foreground">The projects you generated while signed in.</p>
            </div>
            <Button variant="outline" size="sm" onClick={onOpenHistory}>
              View history
            </Button>
          </div>
          <div className="flex flex-wrap items-center gap-3 pt-4">
            <LogOut className="h-5 w-5 shrink-0 text-muted-foreground" aria-hidden />
            <div className="min-w-0 flex-1">
              <p className="font-medium">Sign out</p>
              <p className="text-sm text-muted-foreground">Ends this session on this browser.</p>
            </div>
            <Button variant="destructive" size="sm" onClick={onSignOut} disabled={signingOut}>
              {signingOut ? 'Signing out...' : 'Sign Out'}
            </Button>
          </div>
        </CardContent>
      </Card>
    </div>
  );
}
