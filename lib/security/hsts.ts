// Strict-Transport-Security for the answers proxy.ts does not see (API routes, static files): the proxy
// would cost them more than the header is worth (see proxy.ts), and next.config.ts `headers()` is fixed
// at build time, so it cannot ask isHttps (TRUSTED_PROXY_HOPS is read when the server runs). Instead it
// is set on the raw response before Next.js handles the request (lib/server/request-hooks.ts); Next.js
// keeps headers already set.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { isHttps } from '@/lib/site/client-address';
import { bypassesProxy, STRICT_TRANSPORT_SECURITY } from './headers';

function pathOf(url: string | undefined): string {
  const raw = url ?? '/';
  const end = raw.search(/[?#]/);
  return end < 0 ? raw : raw.slice(0, end);
}

/** HSTS on an answer the proxy does not see, when the request (already stamped) came over https. */
export function addHstsBesideProxy(req: IncomingMessage, res: ServerResponse): void {
  if (bypassesProxy(pathOf(req.url)) && isHttps(req.headers)) res.setHeader('Strict-Transport-Security', STRICT_TRANSPORT_SECURITY);
}
