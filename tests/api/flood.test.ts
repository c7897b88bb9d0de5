// The first line against floods (lib/rate-limit/flood.ts, installed by lib/server/request-hooks.ts): each
// client address has a bucket of RATE_LIMIT_REQUESTS requests, counted before any routing, so a flood of
// cheap requests (/mcp, /features, pages) is refused at once with 429 and Retry-After. Static files and
// GET /api/health are not counted.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { admit, takeToken } from '@/lib/rate-limit/flood';
import { installRequestHooks } from '@/lib/server/request-hooks';

process.env.RATE_LIMIT_REQUESTS = '5/10';
process.env.RATE_LIMIT_IN_FLIGHT = '3';
process.env.TRUSTED_PROXY_HOPS = '1';

// A server of its own class, so the hooks patch no other server of the test run.
class HookedServer extends http.Server {}
installRequestHooks(HookedServer.prototype);
let reached = 0;
const server = new HookedServer((req, res) => {
  reached++;
  // /slow answers after a while, so that requests sent together are under way together.
  if (req.url === '/slow') setTimeout(() => res.end('routed'), 200);
  else res.end('routed');
});
let base = '';
beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

const from = (address: string, path = '/features', init: RequestInit = {}) => fetch(`${base}${path}`, { ...init, headers: { 'X-Forwarded-For': address } });

describe('the per-address request bucket', () => {
  it('refuses what one address sends past RATE_LIMIT_IN_FLIGHT at once', async () => {
    const answers = await Promise.all(Array.from({ length: 5 }, () => from('10.77.0.9', '/slow')));
    // 3 under way at once: what arrives meanwhile is refused, though the bucket has tokens left.
    expect(answers.map((r) => r.status).sort()).toEqual([200, 200, 200, 429, 429]);
    // Once they are answered, there is room again.
    expect((await from('10.77.0.9', '/slow')).status).toBe(200);
  });

  it('lets a burst of RATE_LIMIT_REQUESTS through, then refuses with 429 before routing', async () => {
    const before = reached;
    const answers: Response[] = [];
    for (let i = 0; i < 8; i++) answers.push(await from('10.77.0.1', '/mcp', { method: 'POST', body: '{}' }));
    expect(answers.map((r) => r.status)).toEqual([200, 200, 200, 200, 200, 429, 429, 429]);
    expect(reached - before).toBe(5);
    const refused = answers.find((r) => r.status === 429)!;
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    expect(refused.headers.get('content-type')).toBe('application/json');
    expect(refused.headers.get('x-content-type-options')).toBe('nosniff');
    expect(await refused.json()).toMatchObject({ type: 'RATE_LIMITED', code: 'RATE_LIMITED', message: expect.stringMatching(/Too many requests from your network\. Try again in \d+ seconds?\./) });
  });

  it('counts a client that forges X-Forwarded-For by the address its proxy saw', async () => {
    // TRUSTED_PROXY_HOPS=1: the proxy appends the address it saw; whatever the client put before it is not believed.
    const forged = (i: number) => fetch(`${base}/features`, { headers: { 'X-Forwarded-For': `10.99.${i}.1, 10.77.0.6` } });
    for (let i = 0; i < 5; i++) expect((await forged(i)).status).toBe(200);
    expect((await forged(5)).status).toBe(429);
  });

  it('counts each address on its own', async () => {
    for (let i = 0; i < 5; i++) expect((await from('10.77.0.2')).status).toBe(200);
    expect((await from('10.77.0.2')).status).toBe(429);
    expect((await from('10.77.0.3')).status).toBe(200);
  });

  it('does not count static files or GET /api/health', async () => {
    for (let i = 0; i < 5; i++) await from('10.77.0.4');
    expect((await from('10.77.0.4')).status).toBe(429);
    expect((await from('10.77.0.4', '/_next/static/chunks/app.js')).status).toBe(200);
    expect((await from('10.77.0.4', '/api/health')).status).toBe(200);
    expect((await from('10.77.0.4', '/api/health', { method: 'POST' })).status).toBe(429);
  });

  it('refills at RATE_LIMIT_REQUESTS per its seconds', () => {
    const t = 1_000_000;
    for (let i = 0; i < 5; i++) expect(takeToken('10.77.1.1', t)).toBe(0);
    // Empty: one token is back after 2 s (5 per 10 s).
    expect(takeToken('10.77.1.1', t)).toBe(2);
    expect(takeToken('10.77.1.1', t + 1_000)).toBe(1);
    expect(takeToken('10.77.1.1', t + 2_000)).toBe(0);
    expect(takeToken('10.77.1.1', t + 2_000)).toBe(2);
    // A full bucket never holds more than its size.
    for (let i = 0; i < 5; i++) expect(takeToken('10.77.1.1', t + 60_000)).toBe(0);
    expect(takeToken('10.77.1.1', t + 60_000)).toBeGreaterThan(0);
  });
});

describe('requests under way per address', () => {
  it('admits RATE_LIMIT_IN_FLIGHT at once and refuses the next until one is done', () => {
    const admitted = Array.from({ length: 3 }, () => admit('10.78.0.1'));
    expect(admitted.map((a) => a.wait)).toEqual([0, 0, 0]);
    expect(admit('10.78.0.1')).toEqual({ wait: 1 });
    admitted[0].release!();
    admitted[0].release!(); // twice counts once
    const next = admit('10.78.0.1');
    expect(next.wait).toBe(0);
    expect(admit('10.78.0.1')).toEqual({ wait: 1 });
    for (const a of [...admitted.slice(1), next]) a.release!();
  });
});
