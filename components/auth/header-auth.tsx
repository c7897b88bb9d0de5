'use client';

import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { useSession } from 'next-auth/react';
import { Button } from '@/components/ui/button';
import { useSignOut } from './use-sign-out';

/** The header's Dashboard link: shown only when signed in. */
export function HeaderDashboardLink({ className }: { className?: string }) {
  const { status } = useSession();
  if (status !== 'authenticated') return null;
  return (
    <Link href="/dashboard" className={className}>
      Dashboard
    </Link>
  );
}

/** Sign In, or Sign Out when signed in (nothing visible while the session loads, to avoid a flash). */
export function HeaderAuthButton() {
  const { status } = useSession();
  const pathname = usePathname();
  const { signOut, signingOut } = useSignOut();

  if (status === 'loading') return <span className="inline-block h-9 w-[76px]" aria-hidden />;
  if (status === 'authenticated') {
    return (
      <Button size="sm" variant="outline" onClick={signOut} disabled={signingOut}>
        {signingOut ? 'Signing out...' : 'Sign Out'}
      </Button>
    );
  }
  const href = pathname && pathname !== '/' && !pathname.startsWith('/login') && !pathname.startsWith('/register') && !pathname.startsWith('/verify-otp')
    ? `/login?callbackUrl=${encodeURIComponent(pathname)}`
    : '/login';
  return (
    <Button asChild size="sm">
      <Link href={href}>Sign In</Link>
    </Button>
  );
}
