'use client';

import * as React from 'react';
import Link from 'next/link';
import { usePathname } from 'next/navigation';

type Status = 'loading' | 'authenticated' | 'unauthenticated';

// The header sits on every page, the home page included, so it asks next-auth's session endpoint
// through our client instead of loading next-auth's client library (kept for the pages that sign in or
// out), and loads the sign-out code and the toasts only when used. The client itself loads after the
// page is interactive: it added 2.1 kB gzip to every page's first-load script.
function useSessionStatus(): Status {
  const pathname = usePathname();
  const [status, setStatus] = React.useState<Status>('loading');
  React.useEffect(() => {
    let live = true;
    import('@/lib/client/account')
      .then(({ authApi }) => authApi.session())
      .then((s) => live && setStatus(s?.user ? 'authenticated' : 'unauthenticated'))
      .catch(() => live && setStatus('unauthenticated'));
    return () => {
      live = false;
    };
  }, [pathname]);
  return status;
}

const SessionContext = React.createContext<Status>('loading');

export function HeaderSession({ children }: { children: React.ReactNode }) {
  return <SessionContext.Provider value={useSessionStatus()}>{children}</SessionContext.Provider>;
}

/** The header's Dashboard link: shown only when signed in. */
export function HeaderDashboardLink({ className }: { className?: string }) {
  if (React.useContext(SessionContext) !== 'authenticated') return null;
  return (
    <Link href="/dashboard" className={className} prefetch={false}>
      Dashboard
    </Link>
  );
}

const BUTTON = 'inline-flex h-9 shrink-0 items-center justify-center rounded-md px-3 text-sm font-medium transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-primary disabled:opacity-50';

/** Sign In, or Sign Out when signed in (nothing visible while the session loads, to avoid a flash). */
export function HeaderAuthButton() {
  const status = React.useContext(SessionContext);
  const pathname = usePathname();
  const [signingOut, setSigningOut] = React.useState(false);

  if (status === 'loading') return <span className="inline-block h-9 w-[76px]" aria-hidden />;
  if (status === 'authenticated') {
    const signOut = async () => {
      setSigningOut(true);
      try {
        const { endSession } = await import('./session');
        await endSession('/');
      } catch {
        setSigningOut(false);
        const { notifySignOutFailed } = await import('./use-sign-out');
        notifySignOutFailed();
      }
    };
    return (
      <button type="button" className={`${BUTTON} border border-border bg-background hover:bg-muted`} onClick={signOut} disabled={signingOut}>
        {signingOut ? 'Signing out...' : 'Sign Out'}
      </button>
    );
  }
  const returnable = pathname && pathname !== '/' && !/^\/(login|register|verify-otp)/.test(pathname);
  return (
    <Link
      href={returnable ? `/login?callbackUrl=${encodeURIComponent(pathname)}` : '/login'}
      className={`${BUTTON} bg-primary text-primary-foreground hover:bg-primary-hover`}
      prefetch={false}
    >
      Sign In
    </Link>
  );
}
