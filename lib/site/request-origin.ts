// The site's address for copy-pasteable commands in server-rendered pages: the rule of route handlers
// (siteAddress), from the headers of the page's request.
import { headers } from 'next/headers';
import { siteAddressOf } from './site-address';

export async function requestOrigin(): Promise<string> {
  return siteAddressOf(await headers(), 'localhost:3000');
}
