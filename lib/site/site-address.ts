// The site's own address in what it answers (links, samples): NEXTAUTH_URL when set (the public
// address behind any proxy), else the origin the request came to.
import { getConfig } from '@/lib/config';

export function siteAddress(req: Request): string {
  return new URL(getConfig().NEXTAUTH_URL ?? req.url).origin;
}
