// The site's own address in its links (/llms.txt, the download links of /mcp, the commands of server-
// rendered pages) and in the Origin /mcp accepts: NEXTAUTH_URL when set, else the Host the visitor
// addressed with the scheme of the connection. X-Forwarded-Proto and X-Forwarded-Host count only through
// TRUSTED_PROXY_HOPS: Next.js builds a request's URL with the scheme of any X-Forwarded-Proto, and a
// client can send both.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PEER_ADDRESS_HEADER, PEER_TLS_HEADER } from '@/lib/site/client-address';
import { newIp } from '../utils/auth';

const pageHeaders = vi.hoisted(() => ({ current: new Headers() }));
vi.mock('next/headers', () => ({ headers: async () => pageHeaders.current }));

/** The modules under test with this configuration (read once per module load). */
async function load(env: { TRUSTED_PROXY_HOPS?: string; NEXTAUTH_URL?: string } = {}) {
  vi.resetModules();
  for (const name of ['TRUSTED_PROXY_HOPS', 'NEXTAUTH_URL'] as const) {
    if (env[name] === undefined) delete process.env[name];
    else process.env[name] = env[name];
  }
  return {
    llms: (await import('@/app/llms.txt/route')).GET,
    mcp: (await import('@/app/mcp/route')).POST,
    requestOrigin: (await import('@/lib/site/request-origin')).requestOrigin,
  };
}

afterEach(() => {
  delete process.env.TRUSTED_PROXY_HOPS;
  delete process.env.NEXTAUTH_URL;
  vi.resetModules();
});

/**
 * A request as Next.js hands it to a route: its URL is the server's own host and port with the scheme
 * of X-Forwarded-Proto, whoever sent it; the headers are the client's, with the peer stamped.
 */
function request(path: string, headers: Record<string, string>, init: RequestInit = {}): Request {
  const scheme = headers['x-forwarded-proto'] === 'https' ? 'https' : 'http';
  return new Request(`${scheme}://localhost:3000${path}`, { ...init, headers: { [PEER_ADDRESS_HEADER]: newIp(), ...headers, ...(init.headers as Record<string, string>) } });
}

/** The download link the MCP generate tool answers. */
async function mcpDownloadUrl(mcp: (req: Request) => Promise<Response>, headers: Record<string, string>): Promise<string> {
  const res = await mcp(
    request('/mcp', headers, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json, text/event-stream' },
      body: JSON.stringify({
        jsonrpc: '2.0',
        id: 1,
        method: 'tools/call',
        params: { name: 'generate', arguments: { projectName: 'links', framework: 'gin', features: ['postgresql'] } },
      }),
    }),
  );
  expect(res.status).toBe(200);
  return (await res.json()).result.structuredContent.download_url;
}

/** What a client of the site's own host can send to make its links point elsewhere. */
const forged = { host: 'gostarter.example', 'x-forwarded-proto': 'https', 'x-forwarded-host': 'evil.example' };

describe("the site's address", () => {
  it('ignores X-Forwarded-Proto and X-Forwarded-Host without trusted proxies: the Host, with the scheme of the connection', async () => {
    const { llms, mcp, requestOrigin } = await load();
    const text = await (await llms(request('/llms.txt', forged), {})).text();
    expect(text).toContain('Streamable HTTP: http://gostarter.example/mcp');
    expect(text).not.toMatch(/https:\/\/gostarter\.example|evil\.example/);
    expect(await mcpDownloadUrl(mcp, forged)).toMatch(/^http:\/\/gostarter\.example\/api\/v1\/generate\?/);
    pageHeaders.current = new Headers(forged);
    expect(await requestOrigin()).toBe('http://gostarter.example');

    // A TLS connection is https, whatever X-Forwarded-Proto says.
    const tls = { ...forged, 'x-forwarded-proto': 'http', [PEER_TLS_HEADER]: '1' };
    expect(await (await llms(request('/llms.txt', tls), {})).text()).toContain('Streamable HTTP: https://gostarter.example/mcp');
    expect(await mcpDownloadUrl(mcp, tls)).toMatch(/^https:\/\/gostarter\.example\//);
    pageHeaders.current = new Headers(tls);
    expect(await requestOrigin()).toBe('https://gostarter.example');
  });

  it('takes the forwarded scheme and host from trusted proxies', async () => {
    const { llms, mcp, requestOrigin } = await load({ TRUSTED_PROXY_HOPS: '1' });
    const proxied = { host: 'app:3000', 'x-forwarded-proto': 'https', 'x-forwarded-host': 'gostarter.example' };
    expect(await (await llms(request('/llms.txt', proxied), {})).text()).toContain('Streamable HTTP: https://gostarter.example/mcp');
    expect(await mcpDownloadUrl(mcp, proxied)).toMatch(/^https:\/\/gostarter\.example\/api\/v1\/generate\?/);
    pageHeaders.current = new Headers(proxied);
    expect(await requestOrigin()).toBe('https://gostarter.example');
  });

  it('is NEXTAUTH_URL when set, whatever the request says', async () => {
    const { llms, mcp, requestOrigin } = await load({ NEXTAUTH_URL: 'https://public.example/' });
    expect(await (await llms(request('/llms.txt', forged), {})).text()).toContain('Streamable HTTP: https://public.example/mcp');
    expect(await mcpDownloadUrl(mcp, forged)).toMatch(/^https:\/\/public\.example\/api\/v1\/generate\?/);
    pageHeaders.current = new Headers(forged);
    expect(await requestOrigin()).toBe('https://public.example');
  });
});

describe('the Origin /mcp accepts', () => {
  /** The status of a tools/list from a page at `origin` to the site addressed as `host`. */
  async function statusFrom(mcp: (req: Request) => Promise<Response>, host: string, origin: string): Promise<number> {
    const res = await mcp(
      request('/mcp', { host, origin }, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json, text/event-stream' },
        body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/list' }),
      }),
    );
    return res.status;
  }

  it('takes localhost and the loopback addresses of the same scheme and port as the same site', async () => {
    const { mcp } = await load();
    for (const [host, origin] of [
      ['localhost:3000', 'http://localhost:3000'],
      ['localhost:3000', 'http://127.0.0.1:3000'],
      ['localhost:3000', 'http://[::1]:3000'],
      ['127.0.0.1:3000', 'http://localhost:3000'],
      ['[::1]:3000', 'http://127.0.0.1:3000'],
    ]) {
      expect(await statusFrom(mcp, host, origin), `${origin} to ${host}`).toBe(200);
    }
    for (const [host, origin] of [
      ['localhost:3000', 'http://127.0.0.1:3001'],
      ['localhost:3000', 'https://127.0.0.1:3000'],
      ['localhost:3000', 'http://localhost'],
      ['localhost:3000', 'http://evil.example:3000'],
      ['localhost:3000', 'http://localhost.evil.example:3000'],
      ['localhost:3000', 'null'],
      ['gostarter.example', 'http://127.0.0.1'],
    ]) {
      expect(await statusFrom(mcp, host, origin), `${origin} to ${host}`).toBe(403);
    }
  });

  it('with NEXTAUTH_URL on localhost, accepts the loopback addresses of its port', async () => {
    const { mcp } = await load({ NEXTAUTH_URL: 'http://localhost:3000' });
    expect(await statusFrom(mcp, '127.0.0.1:3000', 'http://127.0.0.1:3000')).toBe(200);
    expect(await statusFrom(mcp, '127.0.0.1:3000', 'http://127.0.0.1:4000')).toBe(403);
  });
});
