// What the account service needs to know of a request besides its body: the client's address (for the
// per-address limits) and the registration cookie (which binds a client to its sign-up attempts).
import { clientAddress, header, type HeaderSource } from '@/lib/site/client-address';
import { registrationClientOf } from './registration';
import type { RequestMeta } from './service';

export function requestMeta(headers: HeaderSource): RequestMeta {
  return { ip: clientAddress(headers), registrationClient: registrationClientOf(header(headers, 'cookie')) };
}
