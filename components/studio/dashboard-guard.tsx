'use client';

import * as React from 'react';
import { useRouter } from 'next/navigation';
import { useSession } from 'next-auth/react';
import { Loader2 } from 'lucide-react';
import { isEndingSession } from '@/components/auth/session';
import { LoadError } from '@/components/ui/load-state';
import { StudioShell } from './studio-shell';
import { authApi } from '@/lib/client/account';
import { useResource } from '@/lib/client/use-resource';

/** Extra time the loading screen stays after the session is known, so it does not flicker. */
const GUARD_DELAY_MS = 300;

/** 'Loading dashboard...' while the session loads (and 300 ms more); no session: to /login. */
export function DashboardGuard() {
  const router = useRouter();
  const { status } = useSession();
  const [settled, setSettled] = React.useState(false);
  // The user as GET /auth/me answers it, asked once the browser session exists; this screen shows its errors.
  const me = useResource((signal) => authApi.me(signal), status === 'authenticated' ? 'me' : null, { quiet: true });
  const reload = () => void me.reload();

  React.useEffect(() => {
    if (status === 'loading') return;
    const t = setTimeout(() => setSettled(true), GUARD_DELAY_MS);
    return () => clearTimeout(t);
  }, [status]);

  const signedOut = status === 'unauthenticated' || me.error?.type === 'UNAUTHORIZED';
  React.useEffect(() => {
    if (settled && signedOut && !isEndingSession()) router.replace('/login?callbackUrl=%2Fdashboard');
  }, [settled, signedOut, router]);

  if (settled && me.error && !signedOut && !me.loading) {
    return (
      <div className="mx-auto max-w-xl px-4 py-16">
        <LoadError error={me.error} onRetry={reload} title="Failed to load dashboard data" />
      </div>
    );
  }

  if (!settled || signedOut || !me.data) {
    return (
      <div className="flex min-h-[60vh] items-center justify-center gap-2 text-muted-foreground" role="status" aria-live="polite">
        <Loader2 className="h-5 w-5 animate-spin" aria-hidden />
        <span>Loading dashboard...</span>
      </div>
    );
  }

  return <StudioShell user={me.data} onUserChanged={reload} />;
}
