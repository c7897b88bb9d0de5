'use client';

import * as React from 'react';
import { useRouter } from 'next/navigation';
import { useSession } from 'next-auth/react';
import { Loader2, RefreshCw, TriangleAlert } from 'lucide-react';
import { isEndingSession } from '@/components/auth/client';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { StudioShell } from './studio-shell';
import { useCurrentUser } from './use-current-user';

/** Extra time the loading screen stays after the session is known, so it does not flicker. */
const GUARD_DELAY_MS = 300;

/** 'Loading dashboard...' while the session loads (and 300 ms more); no session: to /login. */
export function DashboardGuard() {
  const router = useRouter();
  const { status } = useSession();
  const [settled, setSettled] = React.useState(false);
  const { state, reload } = useCurrentUser(status === 'authenticated');

  React.useEffect(() => {
    if (status === 'loading') return;
    const t = setTimeout(() => setSettled(true), GUARD_DELAY_MS);
    return () => clearTimeout(t);
  }, [status]);

  const signedOut = status === 'unauthenticated' || state.status === 'unauthorized';
  React.useEffect(() => {
    if (settled && signedOut && !isEndingSession()) router.replace('/login?callbackUrl=%2Fdashboard');
  }, [settled, signedOut, router]);

  if (settled && state.status === 'error') {
    return (
      <div className="mx-auto max-w-xl px-4 py-16">
        <Alert variant="destructive">
          <TriangleAlert className="h-4 w-4" aria-hidden />
          <AlertTitle>Failed to load dashboard data</AlertTitle>
          <AlertDescription>
            <p>{state.message}</p>
            <Button type="button" size="sm" variant="outline" className="mt-3" onClick={reload}>
              <RefreshCw className="h-4 w-4" aria-hidden /> Retry
            </Button>
          </AlertDescription>
        </Alert>
      </div>
    );
  }

  if (!settled || signedOut || state.status !== 'ready') {
    return (
      <div className="flex min-h-[60vh] items-center justify-center gap-2 text-muted-foreground" role="status" aria-live="polite">
        <Loader2 className="h-5 w-5 animate-spin" aria-hidden />
        <span>Loading dashboard...</span>
      </div>
    );
  }

  return <StudioShell user={state.user} onUserChanged={reload} />;
}
