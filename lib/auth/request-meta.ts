// What the account service needs to know of a request besides its body: the client's address (for the
// per-address limits) and the registration cookie (which binds a client to its sign-up attempts).
import { clientAddress } from '@/lib/site/client-address';
import { registrationClientOf } from './registration';
import type { RequestMeta } from './service';

type HeaderSource = Headers | Record<string, string | string[] | undefined>;

export function requestMeta(headers: HeaderSource): RequestMeta {
  const cookie = headers instanceof Headers ? headers.get('cookie') : headers.cookie;
  return { ip: clientAddress(headers), registrationClient: registrationClientOf(Array.isArray(cookie) ? cookie.join('; ') : cookie) };
}
