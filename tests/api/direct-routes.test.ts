// POST /api/v1/generate is served by the Node.js server's request hook before Next.js routes it
// (lib/server/direct-routes.ts): the same handler as the route, answered with the headers next.config.ts
// gives API answers. Everything else still reaches Next.js (here, the server's own listener).
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { POST as generateRoute } from '@/app/api/v1/generate/route';
import { installRequestHooks } from '@/lib/server/request-hooks';
import { API_CONTENT_SECURITY_POLICY, STATIC_SECURITY_HEADERS } from '@/lib/security/headers';
import { jsonRequest, zipEntries } from '../utils/http';

// A server of its own class, so the hooks patch no other server of the test run.
class HookedServer extends http.Server {}
installRequestHooks(HookedServer.prototype);
let routed: string[] = [];
const server = new HookedServer((req, res) => {
  routed.push(`${req.method} ${req.url}`);
  res.end('routed');
});
let base = '';
beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

const BODY = { projectName: 'direct-api', framework: 'chi', features: ['postgresql', 'swagger'] };
const post = (path: string, body: string, headers: Record<string, string> = {}) =>
  fetch(`${base}${path}`, { method: 'POST', headers: { 'Content-Type': 'application/json', ...headers }, body });

function expectApiHeaders(res: Response) {
  for (const { key, value } of STATIC_SECURITY_HEADERS) expect(res.headers.get(key), key).toBe(value);
  expect(res.headers.get('content-security-policy')).toBe(API_CONTENT_SECURITY_POLICY);
}

describe('POST /api/v1/generate outside Next.js', () => {
  it('answers the zip the route answers, with its length and the API headers', async () => {
    routed = [];
    const res = await post('/api/v1/generate', JSON.stringify(BODY));
    expect(res.status).toBe(200);
    expect(routed).toEqual([]);
    expectApiHeaders(res);
    expect(res.headers.get('content-type')).toBe('application/zip');
    expect(res.headers.get('content-disposition')).toBe('attachment; filename="direct-api.zip"');
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    const bytes = new Uint8Array(await res.arrayBuffer());
    expect(Number(res.headers.get('content-length'))).toBe(bytes.byteLength);
    const viaRoute = new Uint8Array(await (await generateRoute(jsonRequest('/api/v1/generate', BODY), {})).arrayBuffer());
    expect(Buffer.from(bytes).equals(Buffer.from(viaRoute))).toBe(true);
    expect([...(await zipEntries(new Response(bytes))).keys()]).toContain('direct-api/go.mod');
  });

  it('answers the API error shape with the API headers', async () => {
    const bad = await post('/api/v1/generate', JSON.stringify({ ...BODY, projectName: 'a b' }));
    expect(bad.status).toBe(400);
    expectApiHeaders(bad);
    expect(await bad.json()).toMatchObject({ type: 'VALIDATION', code: 'INVALID_PROJECT_NAME' });

    const broken = await post('/api/v1/generate', '{"projectName":');
    expect(broken.status).toBe(400);
    expect(await broken.json()).toMatchObject({ code: 'INVALID_JSON' });

    const nul = await post('/api/v1/generate', JSON.stringify({ ...BODY, projectName: 'a\u0000b' }));
    expect(nul.status).toBe(400);
    expect(await nul.json()).toMatchObject({ code: 'INVALID_TEXT' });
  });

  it('refuses a body past MAX_BODY_BYTES, declared or sent in chunks', async () => {
    const huge = JSON.stringify({ ...BODY, features: Array.from({ length: 20_000 }, () => 'postgresql') });
    const declared = await post('/api/v1/generate', huge);
    expect(declared.status).toBe(413);
    expect(await declared.json()).toMatchObject({ code: 'BODY_TOO_LARGE' });
    // No Content-Length: the body is counted as it is read.
    const chunks = new ReadableStream({
      start(controller) {
        for (let i = 0; i < 10; i++) controller.enqueue(new TextEncoder().encode(huge.slice(i * (huge.length / 10), (i + 1) * (huge.length / 10))));
        controller.close();
      },
    });
    const streamed = await fetch(`${base}/api/v1/generate`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: chunks, duplex: 'half' } as RequestInit);
    expect(streamed.status).toBe(413);
  });

  it('survives a client that leaves before its body ends', async () => {
    await new Promise<void>((resolve) => {
      const req = http.request(`${base}/api/v1/generate`, { method: 'POST', headers: { 'Content-Type': 'application/json', 'Content-Length': '1000' } });
      req.on('error', () => resolve());
      req.write('{"projectName":"gone"');
      setTimeout(() => {
        req.destroy();
        resolve();
      }, 100);
    });
    const res = await post('/api/v1/generate', JSON.stringify(BODY));
    expect(res.status).toBe(200);
  });

  it('leaves other methods, query strings and paths to Next.js', async () => {
    routed = [];
    await fetch(`${base}/api/v1/generate?framework=gin&projectName=x`);
    await post('/api/v1/generate?x=1', JSON.stringify(BODY));
    await post('/api/v1/generate/', JSON.stringify(BODY));
    await post('/api/v1/generate/validate', JSON.stringify(BODY));
    expect(routed).toEqual(['GET /api/v1/generate?framework=gin&projectName=x', 'POST /api/v1/generate?x=1', 'POST /api/v1/generate/', 'POST /api/v1/generate/validate']);
  });
});
