// The site's own address in what it answers (links, samples, the Origin /mcp accepts): NEXTAUTH_URL
// when set (the public address behind any proxy), else the origin the visitor addressed, forwarded
// headers counting only through trusted proxies (addressedOrigin).
import { getConfig } from '@/lib/config';
import { addressedOrigin, type HeaderSource } from './client-address';

/** The site's address for a route handler's request. */
export function siteAddress(req: Request): string {
  return siteAddressOf(req.headers, new URL(req.url).host);
}

/** The site's address from a request's headers; `fallbackHost` when they name no host. */
export function siteAddressOf(headers: HeaderSource, fallbackHost: string): string {
  const configured = getConfig().NEXTAUTH_URL;
  return configured ? new URL(configured).origin : addressedOrigin(headers, fallbackHost);
}

/**
 * The address generated projects name (gostarter.json's `$schema`): NEXTAUTH_URL only, never a
 * request's, so a selection's files do not depend on the Host a client sends; unset, the generator's
 * default.
 */
export function generatorSite(): string | undefined {
  return getConfig().NEXTAUTH_URL;
}
