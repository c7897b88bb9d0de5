'use client';

import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/** The page's origin in the browser; `serverValue` while rendering on the server (and at build time). */
export function useOrigin(serverValue = ''): string {
  return useSyncExternalStore(
    subscribe,
    () => window.location.origin,
    () => serverValue,
  );
}

/**
 * The site's origin, for commands to copy from a prerendered page: the address the visitor used, once in
 * the browser; the default local address in the built HTML.
 */
export function SiteOrigin() {
  return useOrigin('http://localhost:3000');
}
