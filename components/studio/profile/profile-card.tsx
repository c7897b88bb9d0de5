'use client';

import { Calendar, Download, FolderGit2, RefreshCw, Shield } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import type { PublicUser as CurrentUser } from '@/lib/schemas/account';

const dateFormat = new Intl.DateTimeFormat('en', { year: 'numeric', month: 'long', day: 'numeric' });

/**
 * Who is signed in: initial, name, e-mail, plan, projects generated, joined date. `projectsCount` is
 * the statistics' total (the studio's one source of it; null until loaded), not the count the user
 * came with when the page opened.
 */
export function ProfileCard({ user, projectsCount, onRefresh }: { user: CurrentUser; projectsCount: number | null; onRefresh?: () => void }) {
  const initial = user.email.charAt(0).toUpperCase();
  return (
    <Card>
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
            <dd className="font-medium" data-testid="projects-count">
              {projectsCount ?? '…'}
            </dd>
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
  );
}
