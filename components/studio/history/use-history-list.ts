'use client';

import * as React from 'react';
import { historyApi } from '@/lib/client/history';
import { useResource } from '@/lib/client/use-resource';
import { AUTO_REFRESH_MS, INITIAL_STATE, toQuery, type ListState } from './state';

/** The failure key of the History screen's loads: the list and the storage line fail as one. */
export const HISTORY_NOTICE = 'history';

/** The list: state, the page the server answered, loading and error, reload, 30 s auto-refresh. */
export function useHistoryList() {
  const [state, setState] = React.useState<ListState>(INITIAL_STATE);
  const query = toQuery(state);
  const list = useResource((signal) => historyApi.list(query, signal), JSON.stringify(query), {
    errorTitle: 'Failed to load projects',
    unauthorizedTitle: 'Authentication required',
    noticeKey: HISTORY_NOTICE,
  });
  const { data, loading, reload } = list;

  // Past the last page (the last row of it was deleted): go to the new last page (adjusted while
  // rendering, so the empty page never shows).
  if (data && data.projects.length === 0 && data.total > 0 && state.page > data.total_pages) {
    setState((s) => ({ ...s, page: Math.max(1, data.total_pages) }));
  }

  const count = data?.projects.length ?? 0;
  React.useEffect(() => {
    if (loading || count === 0) return;
    const timer = setInterval(() => void reload({ silent: true }), AUTO_REFRESH_MS);
    return () => clearInterval(timer);
  }, [loading, count, reload]);

  return { state, setState, ...list };
}
