// Who is on the other end of the connection, for rate limits and for Secure cookies. Headers such as
// X-Forwarded-For can be set by any client, so by default they are ignored: the address and the scheme
// come from the socket, stamped on every request before Next.js reads it (lib/server/request-hooks.ts;
// Next keeps a client's X-Forwarded-For as it is, so the socket's address would be lost otherwise).
// With TRUSTED_PROXY_HOPS=n the n proxies in front of the app are believed: the address is the n-th
// entry from the right of X-Forwarded-For (the socket's address counted last), the scheme
// X-Forwarded-Proto, the host the visitor addressed X-Forwarded-Host.
import type { IncomingMessage } from 'node:http';
import net from 'node:net';
import { getConfig } from '@/lib/config';

/** Set by the server on every request from its socket; a value sent by a client is overwritten. */
export const PEER_ADDRESS_HEADER = 'x-gostarter-peer-address';
export const PEER_TLS_HEADER = 'x-gostarter-peer-tls';

export type HeaderSource = Headers | Record<string, string | string[] | undefined>;

/** One header of a request, from web Headers or Node's header object. */
export function header(headers: HeaderSource, name: string): string | undefined {
  if (headers instanceof Headers) return headers.get(name) ?? undefined;
  const v = headers[name];
  return Array.isArray(v) ? v.join(',') : v;
}

/**
 * Stamps a request with its socket's address and whether the socket is TLS, in headers no client can
 * forge (any incoming copy is replaced). Runs on every request (lib/server/request-hooks.ts).
 */
export function stampPeer(req: IncomingMessage): void {
  req.headers[PEER_ADDRESS_HEADER] = req.socket?.remoteAddress ?? 'unknown';
  req.headers[PEER_TLS_HEADER] = (req.socket as { encrypted?: boolean } | undefined)?.encrypted ? '1' : '0';
}

/**
 * The client's address as the rate limits key it. IPv6 addresses are cut to their /64 network, which
 * one subscriber usually holds whole (otherwise each of its 2^64 addresses would get its own limit).
 */
export function clientAddress(headers: HeaderSource): string {
  const peer = header(headers, PEER_ADDRESS_HEADER)?.trim() || 'unknown';
  const hops = getConfig().TRUSTED_PROXY_HOPS;
  let address = peer;
  if (hops > 0) {
    const chain = [
      ...(header(headers, 'x-forwarded-for') ?? '')
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean),
      peer,
    ];
    address = chain[Math.max(0, chain.length - 1 - hops)];
  }
  return rateLimitKey(address);
}

/** Whether the visitor reached the site over https (cookies are then Secure, HSTS is sent). */
export function isHttps(headers: HeaderSource): boolean {
  const proto = trustedForwarded(headers, 'x-forwarded-proto')?.toLowerCase();
  if (proto) return proto === 'https';
  return header(headers, PEER_TLS_HEADER) === '1';
}

/**
 * The origin the visitor addressed: the scheme of isHttps and the Host header, or X-Forwarded-Host
 * through trusted proxies. `fallbackHost` stands in for a missing or unusable Host (HTTP/1.0 may send
 * none). Not the request's URL: Next.js builds it from the host and port the server listens on, with
 * the scheme of any X-Forwarded-Proto, whoever sent it.
 */
export function addressedOrigin(headers: HeaderSource, fallbackHost: string): string {
  const scheme = isHttps(headers) ? 'https' : 'http';
  const host = trustedForwarded(headers, 'x-forwarded-host') || header(headers, 'host')?.trim();
  try {
    if (host) return new URL(`${scheme}://${host}`).origin;
  } catch {
    // Not a host name: the fallback.
  }
  return new URL(`${scheme}://${fallbackHost}`).origin;
}

/** The first value of an X-Forwarded-* header, only when TRUSTED_PROXY_HOPS says proxies set it. */
function trustedForwarded(headers: HeaderSource, name: string): string | undefined {
  return getConfig().TRUSTED_PROXY_HOPS > 0 ? header(headers, name)?.split(',')[0]?.trim() || undefined : undefined;
}

function rateLimitKey(address: string): string {
  let a = address.replace(/^\[|\]$/g, '');
  if (a.startsWith('::ffff:') && net.isIPv4(a.slice(7))) a = a.slice(7);
  if (net.isIPv4(a)) return a;
  if (net.isIPv6(a)) return `${expandIpv6(a).slice(0, 4).join(':')}::/64`;
  return a.slice(0, 64) || 'unknown';
}

function expandIpv6(a: string): string[] {
  const [head, tail] = a.split('::');
  const left = head ? head.split(':') : [];
  const right = tail !== undefined && tail !== '' ? tail.split(':') : [];
  const missing = 8 - left.length - right.length;
  const groups = tail === undefined ? left : [...left, ...Array(Math.max(0, missing)).fill('0'), ...right];
  return groups.map((g) => (g.includes('.') ? g : (parseInt(g, 16) || 0).toString(16)));
}
