// Heavy work (diffs, upgrades, grows) cannot starve the server: it runs in a bounded pool whose overflow
// answers 503 SERVER_BUSY with Retry-After, identical requests in flight are computed once, and it has its
// own per-address limit, RATE_LIMIT_DIFF, apart from generate's. The latency of the rest of the server
// under such load is measured by `npm run bench:abuse`, not here.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { GET as diffGet, POST as diffPost } from '@/app/api/v1/generate/diff/route';
import { POST as generateRoute } from '@/app/api/v1/generate/route';
import { POST as growRoute } from '@/app/api/history/[id]/grow/route';
import { GET as upgradeRoute } from '@/app/api/history/[id]/upgrade/route';
import { heavyWorkLoad, runHeavy } from '@/lib/heavy-work';
import { PEER_ADDRESS_HEADER } from '@/lib/site/client-address';
import { createVerifiedUser, newIp } from '../utils/auth';
import { BASE, jsonRequest } from '../utils/http';
import { listAs, settled } from '../utils/history';

// One computation at a time and two waiting: small enough to fill from a test.
process.env.HEAVY_WORK_CONCURRENCY = '1';
process.env.HEAVY_WORK_QUEUE = '2';
process.env.RATE_LIMIT_DIFF = '3/60';
process.env.RATE_LIMIT_GENERATE = '3/60';

type Handler = (r: Request, c: unknown) => Promise<Response>;
const side = (features: string[], projectName = 'heavy', framework = 'gin') => ({ projectName, framework, features });
const diff = (body: unknown, peer = newIp()) => (diffPost as Handler)(jsonRequest('/api/v1/generate/diff', body, { headers: { [PEER_ADDRESS_HEADER]: peer } }), {});
const diffLink = (query: string, peer = newIp()) => (diffGet as Handler)(new Request(`${BASE}/api/v1/generate/diff?${query}`, { headers: { [PEER_ADDRESS_HEADER]: peer } }), {});
const generate = (body: unknown, peer = newIp(), token?: string) =>
  settled(
    (generateRoute as Handler)(
      jsonRequest('/api/v1/generate', body, { headers: { [PEER_ADDRESS_HEADER]: peer, ...(token ? { Authorization: `Bearer ${token}` } : {}) } }),
      {},
    ),
  );
const idCtx = (id: string) => ({ params: Promise.resolve({ id }) });
const auth = (token: string, peer: string) => ({ [PEER_ADDRESS_HEADER]: peer, Authorization: `Bearer ${token}` });
const grow = (id: string, body: unknown, token: string, peer = newIp()) =>
  settled(
    growRoute(
      new Request(`${BASE}/api/history/${id}/grow`, { method: 'POST', headers: { 'Content-Type': 'application/json', ...auth(token, peer) }, body: JSON.stringify(body) }),
      idCtx(id),
    ),
  );
const upgrade = (id: string, token: string, peer = newIp()) => upgradeRoute(new Request(`${BASE}/api/history/${id}/upgrade`, { headers: auth(token, peer) }), idCtx(id));

/**
 * Takes `places` places in the pool (the first runs, the others wait) with work that ends only when
 * `release` is called: the pool is then as full as heavy requests would make it.
 */
function holdPool(places: number) {
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  const held = Array.from({ length: places }, (_, i) => runHeavy(`test-hold-${Math.random()}-${i}`, () => gate));
  return {
    release: async () => {
      release();
      await Promise.all(held);
    },
  };
}

async function expectBusy(res: Response) {
  expect(res.status).toBe(503);
  const retryAfter = Number(res.headers.get('retry-after'));
  expect(retryAfter).toBeGreaterThanOrEqual(1);
  const body = await res.json();
  expect(body).toMatchObject({ type: 'SERVICE_UNAVAILABLE', code: 'SERVER_BUSY', details: { retryAfterSeconds: retryAfter } });
  expect(body.message).toMatch(/busy.*try again in \d+ seconds?/i);
}

let owner: Awaited<ReturnType<typeof createVerifiedUser>>;
let projectId: string;

beforeAll(async () => {
  owner = await createVerifiedUser();
  expect((await generate(side(['postgresql'], 'heavy-owned'), newIp(), owner.token)).status).toBe(200);
  projectId = (await listAs(owner.token, { search: 'heavy-owned' })).projects[0].id;
});

afterAll(() => expect(heavyWorkLoad()).toMatchObject({ running: 0, waiting: 0, inFlight: 0 }));

describe('the heavy-work pool', () => {
  it('answers work past the queue with 503 SERVER_BUSY and Retry-After, for diffs, grows and upgrades alike', async () => {
    const pool = holdPool(3); // one running, two waiting: the queue is full
    try {
      expect(heavyWorkLoad()).toMatchObject({ running: 1, waiting: 2 });
      await expectBusy(await diff({ from: side([]), to: side(['docker']) }));
      await expectBusy(await diffLink('projectName=heavy&framework=gin&to=docker'));
      // Refused before anything is read or checked: a body that would be a 400 is a 503 too.
      await expectBusy(await diff('not a pair of configurations'));
      const before = (await listAs(owner.token)).total;
      await expectBusy(await grow(projectId, { features: ['postgresql', 'docker'] }, owner.token));
      // A refused grow records nothing.
      expect((await listAs(owner.token)).total).toBe(before);
      await expectBusy(await upgrade(projectId, owner.token));
    } finally {
      await pool.release();
    }
    // Once there is room, the same requests are computed.
    expect((await diff({ from: side([]), to: side(['docker']) })).status).toBe(200);
    expect((await upgrade(projectId, owner.token)).status).toBe(200);
  });

  it('lets a request wait its turn while the queue has room', async () => {
    const pool = holdPool(2); // one running, one waiting: one place left
    let answered = false;
    const waiting = diff({ from: side([]), to: side(['makefile']) }).then((res) => ((answered = true), res));
    try {
      await vi.waitFor(() => expect(heavyWorkLoad().waiting).toBe(2));
      expect(answered).toBe(false);
    } finally {
      await pool.release();
    }
    expect((await waiting).status).toBe(200);
  });

  it('computes identical requests in flight once: they take one place in the queue and get the same answer', async () => {
    const pool = holdPool(2); // one place left in the queue
    const body = { from: side(['postgresql']), to: side(['postgresql', 'gorm', 'swagger']) };
    const sharedBefore = heavyWorkLoad().shared;
    let answers: Promise<Response>[] = [];
    try {
      answers = Array.from({ length: 5 }, () => diff(body));
      // The five land on one computation, waiting in the last place (four of them joined the first); any
      // other request is now past the queue.
      await vi.waitFor(() => expect(heavyWorkLoad()).toEqual({ running: 1, waiting: 2, inFlight: 3, shared: sharedBefore + 4 }));
      await expectBusy(await diff({ from: side([]), to: side(['docker']) }));
    } finally {
      await pool.release();
    }
    const responses = await Promise.all(answers);
    expect(responses.map((r) => r.status)).toEqual([200, 200, 200, 200, 200]);
    const texts = await Promise.all(responses.map((r) => r.text()));
    expect(new Set(texts).size).toBe(1);
    expect(JSON.parse(texts[0]).summary.files_added).toBeGreaterThan(0);
  });

  it('shares one computation between the same features listed in another order', async () => {
    const pool = holdPool(2);
    const sharedBefore = heavyWorkLoad().shared;
    let answers: Promise<Response>[] = [];
    try {
      answers = [
        diff({ from: side(['postgresql']), to: side(['postgresql', 'gorm', 'docker']) }),
        diff({ from: side(['postgresql']), to: side(['docker', 'gorm', 'postgresql']) }),
      ];
      await vi.waitFor(() => expect(heavyWorkLoad()).toEqual({ running: 1, waiting: 2, inFlight: 3, shared: sharedBefore + 1 }));
      await expectBusy(await diff({ from: side([]), to: side(['redis']) }));
    } finally {
      await pool.release();
    }
    expect((await Promise.all(answers)).map((r) => r.status)).toEqual([200, 200]);
  });
});

describe('RATE_LIMIT_DIFF', () => {
  const refused = async (res: Response) => {
    expect(res.status).toBe(429);
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await res.json()).toMatchObject({ type: 'RATE_LIMITED', code: 'RATE_LIMITED' });
  };

  it('counts diffs per client address, apart from generate', async () => {
    const peer = newIp();
    const body = { from: side([]), to: side(['docker']) };
    expect((await diff(body, peer)).status).toBe(200);
    expect((await diffLink('projectName=heavy&framework=gin&to=docker', peer)).status).toBe(200);
    expect((await diff(body, peer)).status).toBe(200);
    await refused(await diff(body, peer));
    await refused(await diffLink('projectName=heavy&framework=gin&to=docker', peer));
    // Generate keeps its own counter: the diffs took none of it...
    for (let i = 0; i < 3; i++) expect((await generate(side([], `heavy-gen-${i}`), peer)).status).toBe(200);
    await refused(await generate(side([], 'heavy-gen-3'), peer));
    // ...and an address past generate's limit still diffs.
    const other = newIp();
    for (let i = 0; i < 3; i++) expect((await generate(side([], `heavy-other-${i}`), other)).status).toBe(200);
    await refused(await generate(side([], 'heavy-other-3'), other));
    expect((await diff(body, other)).status).toBe(200);
  });

  it('counts grows and upgrades with diffs', async () => {
    const peer = newIp();
    expect((await grow(projectId, { features: ['postgresql', 'makefile'] }, owner.token, peer)).status).toBe(200);
    expect((await upgrade(projectId, owner.token, peer)).status).toBe(200);
    expect((await diff({ from: side([]), to: side(['makefile']) }, peer)).status).toBe(200);
    await refused(await grow(projectId, { features: ['postgresql', 'docker'] }, owner.token, peer));
    await refused(await upgrade(projectId, owner.token, peer));
    // Generate's counter of that address is untouched.
    expect((await generate(side([], 'heavy-after-grow'), peer)).status).toBe(200);
  });
});
