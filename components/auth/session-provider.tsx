'use client';

import { SessionProvider } from 'next-auth/react';

/** The browser session (next-auth) for every page; the token itself never reaches the page. */
export function AuthSessionProvider({ children }: { children: React.ReactNode }) {
  return <SessionProvider>{children}</SessionProvider>;
}
