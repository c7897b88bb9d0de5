'use client';

import * as React from 'react';
import { asApiError, type ApiError } from '@/lib/client/api';
import { historyApi, type HistoryPage } from '@/lib/client/history';
import { notifyError } from '../notify';
import { AUTO_REFRESH_MS, INITIAL_STATE, toQuery, type ListState } from './state';

/** The list: state, the page the server answered, loading and error, reload, 30 s auto-refresh. */
export function useHistoryList() {
  const [state, setState] = React.useState<ListState>(INITIAL_STATE);
  const [data, setData] = React.useState<HistoryPage | null>(null);
  const [loading, setLoading] = React.useState(true);
  const [error, setError] = React.useState<ApiError | null>(null);
  const [nonce, setNonce] = React.useState(0);
  const silentNext = React.useRef(false);

  const reload = React.useCallback((opts: { silent?: boolean } = {}) => {
    silentNext.current = !!opts.silent;
    setNonce((n) => n + 1);
  }, []);

  React.useEffect(() => {
    const controller = new AbortController();
    const silent = silentNext.current;
    silentNext.current = false;
    if (!silent) setLoading(true);
    historyApi
      .list(toQuery(state), controller.signal)
      .then((page) => {
        if (controller.signal.aborted) return;
        // Past the last page (the last row of it was deleted): go to the new last page.
        if (page.projects.length === 0 && page.total > 0 && state.page > page.total_pages) {
          setState((s) => ({ ...s, page: Math.max(1, page.total_pages) }));
          return;
        }
        setData(page);
        setError(null);
        setLoading(false);
      })
      .catch((err) => {
        if (controller.signal.aborted) return;
        setLoading(false);
        if (silent) return; // a background refresh keeps what is on screen
        const e = asApiError(err);
        setError(e);
        notifyError('Failed to load projects', e, { retry: () => reload() });
      });
    return () => controller.abort();
  }, [state, nonce, reload]);

  const count = data?.projects.length ?? 0;
  React.useEffect(() => {
    if (loading || count === 0) return;
    const timer = setInterval(() => reload({ silent: true }), AUTO_REFRESH_MS);
    return () => clearInterval(timer);
  }, [loading, count, reload]);

  return { state, setState, data, loading, error, reload, nonce };
}
