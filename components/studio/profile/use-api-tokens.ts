'use client';

import * as React from 'react';
import { accountApi, type ApiTokenInfo } from '@/lib/client/account';
import { asApiError, type ApiError } from '@/lib/client/api';

type State =
  | { status: 'loading'; tokens: ApiTokenInfo[] | null }
  | { status: 'ready'; tokens: ApiTokenInfo[] }
  | { status: 'error'; tokens: ApiTokenInfo[] | null; error: ApiError };

/**
 * The caller's API tokens (newest first), with reload and the local changes after create and revoke;
 * a new `refreshKey` loads the list again (after a change elsewhere revoked tokens).
 */
export function useApiTokens(refreshKey: unknown = 0) {
  const [state, setState] = React.useState<State>({ status: 'loading', tokens: null });
  const [attempt, setAttempt] = React.useState(0);
  // Each new load shows as loading, over the tokens already shown.
  const loading = React.useCallback(() => setState((s) => ({ status: 'loading', tokens: s.tokens })), []);
  const [loadedKey, setLoadedKey] = React.useState(refreshKey);
  if (refreshKey !== loadedKey) {
    setLoadedKey(refreshKey);
    loading();
  }

  React.useEffect(() => {
    const controller = new AbortController();
    accountApi
      .listTokens(controller.signal)
      .then((tokens) => !controller.signal.aborted && setState({ status: 'ready', tokens }))
      .catch((err) => {
        if (!controller.signal.aborted) setState((s) => ({ status: 'error', tokens: s.tokens, error: asApiError(err) }));
      });
    return () => controller.abort();
  }, [attempt, refreshKey]);

  const reload = React.useCallback(() => {
    loading();
    setAttempt((n) => n + 1);
  }, [loading]);
  const add = React.useCallback((token: ApiTokenInfo) => {
    setState((s) => ({ ...s, tokens: [token, ...(s.tokens ?? []).filter((t) => t.id !== token.id)] }) as State);
  }, []);
  const remove = React.useCallback((id: string) => {
    setState((s) => ({ ...s, tokens: (s.tokens ?? []).filter((t) => t.id !== id) }) as State);
  }, []);

  return { state, reload, add, remove };
}
