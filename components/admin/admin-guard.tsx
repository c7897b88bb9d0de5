'use client';

// The admin guard (spec section 4): 'Verifying Admin Access' while it checks; then the dashboard, or a
// denied screen whose text and actions depend on why (section 8). Checked on entry and whenever the
// session changes; the server answers from the database, so a role change shows on the next check.
import * as React from 'react';
import { useRouter } from 'next/navigation';
import { useSession } from 'next-auth/react';
import { Home, Loader2, LogIn, RefreshCw, ServerCrash, ShieldAlert, ShieldX, WifiOff } from 'lucide-react';
import { endSession, isEndingSession } from '@/components/auth/session';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { adminApi } from '@/lib/client/admin';
import { asApiError } from '@/lib/client/api';
import { notify, notifyApiError, resolveFailure } from '@/lib/client/notify';
import { ADMIN_NOTICE, AdminDashboard } from './admin-dashboard';
import { ADMIN_LOGIN_URL, SESSION_EXPIRED_URL } from './login-urls';

type DeniedType = 'UNAUTHORIZED' | 'FORBIDDEN' | 'NETWORK' | 'SERVER';

export type GuardState = { kind: 'loading' } | { kind: 'granted' } | { kind: 'denied'; type: DeniedType; message: string };

/** The guard's check, as the owner of its failure toast. */
const GUARD_CHECK = {};

const HOME_MESSAGE = 'Admin access required. Please contact support if you believe this is an error.';

const DENIED_TEXT: Record<DeniedType, { heading: string; text: string }> = {
  UNAUTHORIZED: { heading: 'Authentication Required', text: 'You need to be logged in with admin credentials to access this area.' },
  FORBIDDEN: { heading: 'Access Denied', text: 'Your account does not have administrator privileges. Contact support if you believe this is an error.' },
  NETWORK: {
    heading: 'Access Denied',
    text: 'Unable to verify your permissions due to a connection error. Please check your internet connection and try again.',
  },
  SERVER: { heading: 'Access Denied', text: 'Server error occurred while verifying your permissions. Please try again later.' },
};

export function AdminGuard() {
  const router = useRouter();
  const { status, data: session } = useSession();
  const [attempt, setAttempt] = React.useState(0);
  const retry = React.useCallback(() => setAttempt((n) => n + 1), []);
  const userId = session?.user?.id;
  const signedIn = status === 'authenticated' && !!userId;
  // The server's answer, for the user and attempt it was asked for.
  const ask = `${userId}:${attempt}`;
  const [answer, setAnswer] = React.useState<{ ask: string; state: GuardState } | null>(null);

  let state: GuardState;
  if (status === 'loading') state = { kind: 'loading' };
  // Signing out from the dashboard: the sign-out navigates away; show no denial meanwhile.
  else if (!signedIn && isEndingSession()) state = answer?.state ?? { kind: 'loading' };
  // 1. Not signed in.
  else if (!signedIn) state = { kind: 'denied', type: 'UNAUTHORIZED', message: 'Authentication required' };
  // 2. The server's answer, loading until it comes.
  else state = answer?.ask === ask ? answer.state : { kind: 'loading' };

  React.useEffect(() => {
    if (!signedIn) return;
    // 2. Ask the server.
    const controller = new AbortController();
    adminApi
      .access(controller.signal)
      .then((res) => {
        if (controller.signal.aborted) return;
        // Checked again after a failure (Retry): its toast goes.
        resolveFailure(ADMIN_NOTICE, GUARD_CHECK);
        setAnswer({ ask, state: res.has_admin_access ? { kind: 'granted' } : { kind: 'denied', type: 'FORBIDDEN', message: 'Admin access required' } });
      })
      .catch((err) => {
        if (controller.signal.aborted) return;
        const e = asApiError(err);
        // 3. The session is over: sign in again, then come back.
        if (e.type === 'UNAUTHORIZED') {
          if (!isEndingSession()) void endSession(SESSION_EXPIRED_URL).catch(() => router.replace(SESSION_EXPIRED_URL));
          return;
        }
        // 4. Anything else.
        const type: DeniedType = e.type === 'FORBIDDEN' ? 'FORBIDDEN' : e.type === 'SERVER' ? 'SERVER' : 'NETWORK';
        setAnswer({ ask, state: { kind: 'denied', type, message: e.message || 'Failed to verify admin access' } });
        if (type === 'NETWORK' || type === 'SERVER') notifyApiError(e, { retry, key: ADMIN_NOTICE, owner: GUARD_CHECK });
      });
    return () => controller.abort();
  }, [signedIn, ask, retry, router]);

  if (state.kind === 'loading') {
    return (
      <div className="flex min-h-[60vh] flex-col items-center justify-center gap-3 px-4 text-center" role="status" aria-live="polite">
        <Loader2 className="h-8 w-8 animate-spin text-primary" aria-hidden />
        <h1 className="text-xl font-semibold">Verifying Admin Access</h1>
        <p className="text-sm text-muted-foreground">Please wait while we verify your permissions...</p>
      </div>
    );
  }

  if (state.kind === 'denied') {
    return (
      <AccessDenied
        state={state}
        onLogin={() => router.push(ADMIN_LOGIN_URL)}
        onHome={() => {
          notify.error(DENIED_TEXT.FORBIDDEN.heading, HOME_MESSAGE);
          router.push('/');
        }}
        onRetry={retry}
      />
    );
  }

  return <AdminDashboard currentUserId={userId!} currentEmail={session?.user?.email ?? ''} />;
}

function AccessDenied({
  state,
  onLogin,
  onHome,
  onRetry,
}: {
  state: Extract<GuardState, { kind: 'denied' }>;
  onLogin: () => void;
  onHome: () => void;
  onRetry: () => void;
}) {
  const text = DENIED_TEXT[state.type];
  const Icon = { UNAUTHORIZED: ShieldAlert, FORBIDDEN: ShieldX, NETWORK: WifiOff, SERVER: ServerCrash }[state.type];
  return (
    <div className="mx-auto flex min-h-[60vh] max-w-lg items-center px-4 py-12">
      <Card className="w-full" role="alert" aria-labelledby="admin-denied-heading">
        <CardContent padding="none" className="flex flex-col items-center gap-4 p-8 text-center">
          <Icon className="h-10 w-10 text-destructive" aria-hidden />
          <h1 id="admin-denied-heading" className="text-2xl font-bold">
            {text.heading}
          </h1>
          <p className="text-muted-foreground">{text.text}</p>
          {state.type === 'NETWORK' || state.type === 'SERVER' ? (
            <p className="rounded-md bg-muted px-3 py-2 font-mono text-xs text-muted-foreground" data-testid="denied-detail">
              {state.message}
            </p>
          ) : null}
          <div className="flex flex-wrap justify-center gap-2">
            {state.type === 'UNAUTHORIZED' ? (
              <Button onClick={onLogin}>
                <LogIn className="h-4 w-4" aria-hidden /> Login as Admin
              </Button>
            ) : state.type === 'FORBIDDEN' ? (
              <Button onClick={onHome}>
                <Home className="h-4 w-4" aria-hidden /> Return to Home
              </Button>
            ) : (
              <>
                <Button onClick={onRetry}>
                  <RefreshCw className="h-4 w-4" aria-hidden /> Retry
                </Button>
                <Button variant="outline" onClick={onRetry}>
                  Try Again
                </Button>
              </>
            )}
          </div>
        </CardContent>
      </Card>
    </div>
  );
}
