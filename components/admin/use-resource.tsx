'use client';

// Loading admin data: one hook per call, reloadable, with the error toasts of spec section 8. Every
// mounted resource registers with the dashboard, so the header's Refresh reloads what is on screen.
import * as React from 'react';
import { asApiError, type ApiError } from '@/lib/client/api';
import { notifyApiError } from '@/lib/client/notify';

type Reloader = () => Promise<boolean>;

const RefreshContext = React.createContext<Set<Reloader> | null>(null);

export function RefreshRegistry({ children }: { children: React.ReactNode }) {
  const [registry] = React.useState(() => new Set<Reloader>());
  return <RefreshContext.Provider value={registry}>{children}</RefreshContext.Provider>;
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
  data: T | null;
  error: ApiError | null;
  loading: boolean;
  /** Loads again; resolves true on success. */
  reload: () => Promise<boolean>;
}

/**
 * Calls `fetcher` now and whenever `key` changes (a string of the inputs). Failures toast (network and
 * server errors with Retry), except 401, which the dashboard turns into a new sign-in.
 */
export function useResource<T>(fetcher: (signal: AbortSignal) => Promise<T>, key: string, opts: { errorTitle?: string; quiet?: boolean } = {}): Resource<T> {
  const [data, setData] = React.useState<T | null>(null);
  const [error, setError] = React.useState<ApiError | null>(null);
  const [loading, setLoading] = React.useState(true);
  // The latest fetcher and options, for loads started later (Retry, Refresh) without reloading on each render.
  const fetcherRef = React.useRef(fetcher);
  const optsRef = React.useRef(opts);
  React.useLayoutEffect(() => {
    fetcherRef.current = fetcher;
    optsRef.current = opts;
  });
  const current = React.useRef<AbortController | null>(null);

  const load = React.useCallback(async function loadResource(): Promise<boolean> {
    current.current?.abort();
    const controller = new AbortController();
    current.current = controller;
    setLoading(true);
    try {
      const value = await fetcherRef.current(controller.signal);
      if (controller.signal.aborted) return false;
      setData(value);
      setError(null);
      return true;
    } catch (err) {
      if (controller.signal.aborted) return false;
      const e = asApiError(err);
      setError(e);
      if (e.type !== 'UNAUTHORIZED' && !optsRef.current.quiet) {
        notifyApiError(e, { title: optsRef.current.errorTitle, retry: () => void loadResource() });
      }
      return false;
    } finally {
      if (current.current === controller) setLoading(false);
    }
  }, []);

  React.useEffect(() => {
    void load();
    return () => current.current?.abort();
  }, [key, load]);

  const registry = React.useContext(RefreshContext);
  React.useEffect(() => {
    if (!registry) return;
    registry.add(load);
    return () => {
      registry.delete(load);
    };
  }, [registry, load]);

  return { data, error, loading, reload: load };
}
