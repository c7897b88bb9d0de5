'use client';

import * as React from 'react';
import type { PublicUser } from '@/lib/schemas/account';

/** The signed-in user as GET /auth/me answers it. */
export type CurrentUser = PublicUser;

type State =
  | { status: 'idle' | 'loading' }
  | { status: 'ready'; user: CurrentUser }
  | { status: 'unauthorized' }
  | { status: 'error'; message: string };

/** Fetches /auth/me with the browser session when `enabled`; `reload` asks again. */
export function useCurrentUser(enabled: boolean) {
  const [state, setState] = React.useState<State>({ status: 'idle' });
  const [attempt, setAttempt] = React.useState(0);
  // Each new ask shows as loading, except over a user already shown.
  const asking = React.useCallback(() => setState((s) => (s.status === 'ready' ? s : { status: 'loading' })), []);
  const [wasEnabled, setWasEnabled] = React.useState(false);
  if (enabled !== wasEnabled) {
    setWasEnabled(enabled);
    if (enabled) asking();
  }

  React.useEffect(() => {
    if (!enabled) return;
    let cancelled = false;
    fetch('/auth/me', { credentials: 'same-origin', cache: 'no-store' })
      .then(async (res) => {
        if (cancelled) return;
        if (res.status === 401) return setState({ status: 'unauthorized' });
        const body = await res.json().catch(() => null);
        if (!res.ok) return setState({ status: 'error', message: body?.message ?? `HTTP ${res.status}: ${res.statusText}` });
        setState({ status: 'ready', user: body as CurrentUser });
      })
      .catch(() => {
        if (!cancelled) setState({ status: 'error', message: 'Unable to connect to the server. Please check your internet connection.' });
      });
    return () => {
      cancelled = true;
    };
  }, [enabled, attempt]);

  const reload = React.useCallback(() => {
    asking();
    setAttempt((n) => n + 1);
  }, [asking]);
  return { state, reload };
}
