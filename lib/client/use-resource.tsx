'use client';

// The one way a component loads data from the API: a fetcher over lib/client's endpoint modules (which
// retry network and server failures per the spec: DATA_RETRY for history, statistics and account data,
// ADMIN_RETRY on the admin screens), a key that says when to load again, and the notify policy's toasts. A small hook rather than a query library: each screen
// loads its own few calls and shares nothing in a cache, so this covers it without another dependency.
// Every mounted resource registers with the nearest RefreshRegistry, so a header's Refresh reloads what
// is on screen.
import * as React from 'react';
import { asApiError, type ApiError } from './api';
import { notifyApiError, resolveFailure } from './notify';

type Reloader = () => Promise<boolean>;

const RefreshContext = React.createContext<Set<Reloader> | null>(null);
/** The failure key of the resources of one screen (RefreshRegistry's noticeKey). */
const NoticeKeyContext = React.createContext<string | undefined>(undefined);

/**
 * The resources of one screen. `noticeKey`: their failures share one toast (a Refresh whose three
 * calls fail says so once, and its Retry reloads the three).
 */
export function RefreshRegistry({ children, noticeKey }: { children: React.ReactNode; noticeKey?: string }) {
  const [registry] = React.useState(() => new Set<Reloader>());
  return (
    <RefreshContext.Provider value={registry}>
      <NoticeKeyContext.Provider value={noticeKey}>{children}</NoticeKeyContext.Provider>
    </RefreshContext.Provider>
  );
}

/** Reloads every resource on screen; true when all of them loaded. */
export function useRefreshAll(): () => Promise<boolean> {
  const registry = React.useContext(RefreshContext);
  return React.useCallback(async () => {
    if (!registry) return true;
    const results = await Promise.all([...registry].map((reload) => reload()));
    return results.every(Boolean);
  }, [registry]);
}

export interface Resource<T> {
  /** The last value loaded; kept on screen while a new load runs or after it fails. */
  data: T | null;
  error: ApiError | null;
  loading: boolean;
  /** Loads again; resolves true on success. `silent`: no loading state and no toast (background refresh). */
  reload: (opts?: { silent?: boolean }) => Promise<boolean>;
  /** Changes the value on screen after a local change (a token created, a row removed). */
  mutate: (update: (data: T | null) => T | null) => void;
}

export interface ResourceOptions {
  /** The toast's title when loading fails ('Failed to load projects'). */
  errorTitle?: string;
  /** A 401 toasts with this title; without it a 401 stays quiet (the guard of the page signs in again). */
  unauthorizedTitle?: string;
  /** No toasts at all: the screen shows the error itself. */
  quiet?: boolean;
  /**
   * What failed, for the toast (lib/client/notify's key): resources of one screen that share a key
   * share one toast. Default: the RefreshRegistry's noticeKey, else the errorTitle.
   */
  noticeKey?: string;
}

/**
 * Calls `fetcher(signal)` now and whenever `key` changes (a string of the inputs); a null key
 * loads nothing (not yet enabled). Failures toast with Retry on network and server errors.
 */
export function useResource<T>(
  fetcher: (signal: AbortSignal) => Promise<T>,
  key: string | null,
  opts: ResourceOptions = {},
): Resource<T> {
  const [data, setData] = React.useState<T | null>(null);
  const [error, setError] = React.useState<ApiError | null>(null);
  const [loading, setLoading] = React.useState(key !== null);
  // The latest fetcher and options, for loads started later (Retry, Refresh) without reloading on each render.
  const fetcherRef = React.useRef(fetcher);
  const optsRef = React.useRef(opts);
  React.useLayoutEffect(() => {
    fetcherRef.current = fetcher;
    optsRef.current = opts;
  });
  const current = React.useRef<AbortController | null>(null);
  const screenKey = React.useContext(NoticeKeyContext);
  const screenKeyRef = React.useRef(screenKey);
  React.useLayoutEffect(() => {
    screenKeyRef.current = screenKey;
  });

  const load = React.useCallback(async function loadResource({ silent = false }: { silent?: boolean } = {}): Promise<boolean> {
    current.current?.abort();
    const controller = new AbortController();
    current.current = controller;
    if (!silent) setLoading(true);
    const o = optsRef.current;
    const noticeKey = o.noticeKey ?? screenKeyRef.current ?? o.errorTitle ?? 'load';
    try {
      const value = await fetcherRef.current(controller.signal);
      if (controller.signal.aborted) return false;
      setData(value);
      setError(null);
      // Loaded again (a Retry, a Refresh): the toast of its earlier failure goes.
      resolveFailure(noticeKey, loadResource);
      return true;
    } catch (err) {
      if (controller.signal.aborted) return false;
      if (silent) return false; // a background refresh keeps what is on screen
      const e = asApiError(err);
      setError(e);
      const quietUnauthorized = e.type === 'UNAUTHORIZED' && !o.unauthorizedTitle;
      if (!o.quiet && !quietUnauthorized) {
        notifyApiError(e, { title: o.errorTitle, unauthorizedTitle: o.unauthorizedTitle, retry: () => void loadResource(), key: noticeKey, owner: loadResource });
      }
      return false;
    } finally {
      if (current.current === controller) setLoading(false);
    }
  }, []);

  React.useEffect(() => {
    if (key === null) return;
    void load();
    return () => current.current?.abort();
  }, [key, load]);

  const registry = React.useContext(RefreshContext);
  React.useEffect(() => {
    if (!registry || key === null) return;
    registry.add(load);
    return () => {
      registry.delete(load);
    };
  }, [registry, load, key]);

  const mutate = React.useCallback((update: (data: T | null) => T | null) => setData(update), []);
  return { data, error, loading, reload: load, mutate };
}
