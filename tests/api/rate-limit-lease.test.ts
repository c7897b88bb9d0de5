// The per-address cost limits under a flood (lib/rate-limit hitLeased): a busy address's hits are
// counted ahead, a few writes for many requests, and still exactly `max` of them are allowed.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { getDb, schema } from '@/db';
import { enforceGenerateLimit } from '@/lib/rate-limit';
import { PEER_ADDRESS_HEADER } from '@/lib/site/client-address';
import { newIp } from '../utils/auth';
import { BASE } from '../utils/http';

process.env.RATE_LIMIT_GENERATE = '100/60';

const from = (peer: string) => new Request(`${BASE}/api/v1/generate`, { method: 'POST', headers: { [PEER_ADDRESS_HEADER]: peer } });
const stored = async (peer: string) => {
  const [row] = await (await getDb()).select().from(schema.rateLimits).where(eq(schema.rateLimits.key, `generate:ip:${peer}`));
  return row?.count ?? 0;
};
/** Whether the hit was allowed (a refusal is the 429 AppError). */
const tryHit = (req: Request, weight?: number) =>
  enforceGenerateLimit(req, weight).then(
    () => true,
    (err: { type?: string }) => {
      if (err.type !== 'RATE_LIMITED') throw err;
      return false;
    },
  );

describe('a flood of generations from one address', () => {
  it('is counted ahead, at most a tenth of the limit, and the first request over the limit is refused', async () => {
    const peer = newIp();
    expect(await tryHit(from(peer))).toBe(true);
    // A quiet address counts its hit as it comes.
    expect(await stored(peer)).toBe(1);
    const allowed: boolean[] = [true];
    for (let i = 1; i < 40; i++) allowed.push(await tryHit(from(peer)));
    // 40 requests, more than 40 counted: the hits taken ahead, never more than 10 (a tenth of 100).
    const after40 = await stored(peer);
    expect(after40).toBeGreaterThan(40);
    expect(after40).toBeLessThanOrEqual(50);
    for (let i = 40; i < 130; i++) allowed.push(await tryHit(from(peer)));
    expect(allowed.slice(0, 100).every(Boolean)).toBe(true);
    expect(allowed.slice(100).some(Boolean)).toBe(false);
    // Another address is not affected.
    expect(await tryHit(from(newIp()))).toBe(true);
  });

  it('counts a heavy request by its weight, in the database when the hits taken ahead do not cover it', async () => {
    const peer = newIp();
    for (let i = 0; i < 20; i++) expect(await tryHit(from(peer))).toBe(true);
    const before = await stored(peer);
    expect(await tryHit(from(peer), 60)).toBe(true);
    expect(await stored(peer)).toBeGreaterThanOrEqual(before + 60);
    // 20 + 60 used: 20 left of 100, whatever was taken ahead.
    const rest: boolean[] = [];
    for (let i = 0; i < 25; i++) rest.push(await tryHit(from(peer)));
    expect(rest.filter(Boolean)).toHaveLength(20);
    expect(rest.slice(0, 20).every(Boolean)).toBe(true);
  });

  it('refuses together requests that arrive at once past the limit', async () => {
    const peer = newIp();
    for (let i = 0; i < 30; i++) await tryHit(from(peer));
    const results = await Promise.all(Array.from({ length: 100 }, () => tryHit(from(peer))));
    expect(results.filter(Boolean)).toHaveLength(70);
  });
});
