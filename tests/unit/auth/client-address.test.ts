// The client address and scheme: the connection's own unless TRUSTED_PROXY_HOPS says which proxies to believe.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it, vi } from 'vitest';

async function load(hops?: string) {
  vi.resetModules();
  if (hops === undefined) delete process.env.TRUSTED_PROXY_HOPS;
  else process.env.TRUSTED_PROXY_HOPS = hops;
  return import('@/lib/site/client-address');
}

afterEach(() => {
  delete process.env.TRUSTED_PROXY_HOPS;
  vi.resetModules();
});

describe('the request hooks', () => {
  it("replace a client's copy of the peer headers with the socket's address, on a real server", async () => {
    const { PEER_ADDRESS_HEADER, PEER_TLS_HEADER, clientAddress, isHttps } = await load();
    const { installRequestHooks } = await import('@/lib/server/request-hooks');
    installRequestHooks(http.Server.prototype);
    installRequestHooks(http.Server.prototype); // twice is once
    const seen: { address: string; https: boolean; raw: unknown }[] = [];
    const server = http.createServer((req, res) => {
      seen.push({ address: clientAddress(req.headers), https: isHttps(req.headers), raw: req.headers[PEER_ADDRESS_HEADER] });
      res.end('ok');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    await fetch(`http://127.0.0.1:${port}/`, {
      headers: { [PEER_ADDRESS_HEADER]: '203.0.113.9', [PEER_TLS_HEADER]: '1', 'x-forwarded-for': '198.51.100.7', 'x-forwarded-proto': 'https' },
    });
    await new Promise((resolve) => server.close(resolve));
    expect(seen).toEqual([{ address: '127.0.0.1', https: false, raw: '127.0.0.1' }]);
  });
});

describe('clientAddress', () => {
  it('ignores X-Forwarded-For and X-Real-IP by default', async () => {
    const { clientAddress, PEER_ADDRESS_HEADER } = await load();
    expect(clientAddress(new Headers({ [PEER_ADDRESS_HEADER]: '10.0.0.5', 'x-forwarded-for': '1.2.3.4', 'x-real-ip': '5.6.7.8' }))).toBe('10.0.0.5');
    expect(clientAddress(new Headers({ 'x-forwarded-for': '1.2.3.4' }))).toBe('unknown');
  });

  it('reads the n-th entry from the right with TRUSTED_PROXY_HOPS=n', async () => {
    const one = await load('1');
    const h = (xff: string) => new Headers({ [one.PEER_ADDRESS_HEADER]: '10.0.0.1', 'x-forwarded-for': xff });
    // A plain reverse proxy appends the address it saw: a client's own entries stay on the left.
    expect(one.clientAddress(h('6.6.6.6, 7.7.7.7, 203.0.113.20'))).toBe('203.0.113.20');
    expect(one.clientAddress(new Headers({ [one.PEER_ADDRESS_HEADER]: '10.0.0.1' }))).toBe('10.0.0.1');
    const two = await load('2');
    expect(two.clientAddress(h('6.6.6.6, 203.0.113.20, 10.1.1.1'))).toBe('203.0.113.20');
    // Fewer entries than hops: the leftmost there is.
    expect(two.clientAddress(h('203.0.113.20'))).toBe('203.0.113.20');
  });

  it('keys IPv6 clients by their /64 and unwraps IPv4-mapped addresses', async () => {
    const { clientAddress, PEER_ADDRESS_HEADER } = await load();
    const of = (a: string) => clientAddress(new Headers({ [PEER_ADDRESS_HEADER]: a }));
    expect(of('2001:db8:1:2:aaaa::1')).toBe('2001:db8:1:2::/64');
    expect(of('2001:db8:1:2:ffff:ffff:ffff:ffff')).toBe('2001:db8:1:2::/64');
    expect(of('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(of('::ffff:192.0.2.1')).toBe('192.0.2.1');
    expect(of('::1')).toBe('0:0:0:0::/64');
  });
});

describe('isHttps', () => {
  it('believes X-Forwarded-Proto only behind a trusted proxy', async () => {
    const plain = await load();
    expect(plain.isHttps(new Headers({ 'x-forwarded-proto': 'https' }))).toBe(false);
    expect(plain.isHttps(new Headers({ [plain.PEER_TLS_HEADER]: '1' }))).toBe(true);
    const proxied = await load('1');
    expect(proxied.isHttps(new Headers({ 'x-forwarded-proto': 'https' }))).toBe(true);
    expect(proxied.isHttps(new Headers({ 'x-forwarded-proto': 'http' }))).toBe(false);
    expect(proxied.isHttps({ 'x-forwarded-proto': 'https, http' })).toBe(true);
  });
});
