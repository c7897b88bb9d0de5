// The site's own address in what it answers (links, samples): NEXTAUTH_URL when set (the public
// address behind any proxy), else the origin the request came to.
import { getConfig } from '@/lib/config';

export function siteAddress(req: Request): string {
  return new URL(getConfig().NEXTAUTH_URL ?? req.url).origin;
}

/**
 * The address generated projects name (gostarter.json's `$schema`): NEXTAUTH_URL only, never a
 * request's, so a selection's files do not depend on the Host a client sends; unset, the generator's
 * default.
 */
export function generatorSite(): string | undefined {
  return getConfig().NEXTAUTH_URL;
}
