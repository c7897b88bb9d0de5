// Calm under load: a selection composed for the first time (a new model above all) is composed in a
// worker thread while the event loop goes on, identical ones in flight are composed once, the pool's
// overflow is refused at once, and a new model counts against generate's limit by its size. The health
// latency under such load is measured by `npm run bench:abuse`, not here.
import { describe, expect, it } from 'vitest';
import { POST as generateRoute } from '@/app/api/v1/generate/route';
import { POST as diffRoute } from '@/app/api/v1/generate/diff/route';
import { POST as previewRoute } from '@/app/api/v1/generate/preview/route';
import { AppError, errorResponse } from '@/lib/api/errors';
import { toProjectSpec } from '@/lib/generation';
import { composeSelection, compositionCost, generateProjectZip, installComposer, type ProjectSpec } from '@/lib/generator';
import { composeOffThread } from '@/lib/heavy-work/compose';
import { PEER_ADDRESS_HEADER } from '@/lib/site/client-address';
import { largeModel } from '../utils/large-model';
import { newIp } from '../utils/auth';
import { jsonRequest } from '../utils/http';

// One thread and one composition waiting: small enough to fill from a test. A new 30 x 40 model costs 49.
process.env.HEAVY_WORK_CONCURRENCY = '1';
process.env.HEAVY_WORK_QUEUE = '1';
process.env.RATE_LIMIT_GENERATE = '60/60';
process.env.RATE_LIMIT_DIFF = '60/60';

type Handler = (r: Request, c: unknown) => Promise<Response>;
const post = (handler: unknown, path: string, body: unknown, peer: string) => (handler as Handler)(jsonRequest(path, body, { headers: { [PEER_ADDRESS_HEADER]: peer } }), {});
let models = 0;
/** A request for a model no test has sent before. */
const modelRequest = (resources = 30, fields = 40) => ({
  projectName: 'calm',
  framework: 'chi',
  features: ['postgresql', 'migrations'],
  resources: largeModel(`calm${process.pid}_${models++}`, resources, fields),
});
const specOf = (request: ReturnType<typeof modelRequest>): ProjectSpec => toProjectSpec(request as never).spec;

// Composition off the event loop, as the site does it (lib/server/start.ts), counted.
let composed = 0;
installComposer((spec) => {
  composed++;
  return composeOffThread(spec);
});

describe('composition in a worker thread', () => {
  it('gives the same files, zip entries and plan as composing here', async () => {
    const spec = specOf(modelRequest(3, 6));
    const here = composeSelection(spec);
    const there = await composeOffThread(spec);
    expect(there.files).toEqual(here.files);
    expect(there.plan.key).toBe(here.plan.key);
    expect(Buffer.compare(there.plan.bytes, here.plan.bytes)).toBe(0);
    // Buffers again, as the zip writer needs them, with the same bytes.
    expect(Buffer.isBuffer(there.zip[0].path)).toBe(true);
    expect(there.zip).toEqual(here.zip);
  });

  it('leaves the event loop turning while a large model is composed', async () => {
    let turns = 0;
    const ticker = setInterval(() => turns++, 1);
    try {
      await generateProjectZip(specOf(modelRequest(30, 20)));
    } finally {
      clearInterval(ticker);
    }
    // Composed on this thread, the timer could not have fired before the composition ended.
    expect(turns).toBeGreaterThan(5);
  });

  it('composes identical selections in flight once', async () => {
    const spec = specOf(modelRequest(4, 8));
    const before = composed;
    const zips = await Promise.all(Array.from({ length: 4 }, (_, i) => generateProjectZip({ ...spec, projectName: `calm-${i}` })));
    expect(composed - before).toBe(1);
    expect(zips.every((zip) => zip.byteLength > 0)).toBe(true);
  });

  it('refuses compositions past the queue with 503 SERVER_BUSY and Retry-After', async () => {
    // One composing, one waiting: the queue is full, and the next new selection is refused at once.
    const held = [composeOffThread(specOf(modelRequest(10, 10))), composeOffThread(specOf(modelRequest(10, 10)))];
    const refused = await composeOffThread(specOf(modelRequest(2, 2))).then(
      () => undefined,
      (err: unknown) => err,
    );
    await Promise.all(held);
    expect(refused).toBeInstanceOf(AppError);
    const res = errorResponse(refused);
    expect(res.status).toBe(503);
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    expect(await res.json()).toMatchObject({ code: 'SERVER_BUSY', message: expect.stringMatching(/busy generating other new projects.*try again in \d+ seconds?/i) });
    // Once there is room, the same selection is composed.
    expect((await post(generateRoute, '/api/v1/generate', modelRequest(2, 2), newIp())).status).toBe(200);
  });
});

describe('what a new model costs against the generate limit', () => {
  it('costs 1 more per 25 fields of its models the first time, nothing once composed', async () => {
    const spec = specOf(modelRequest(30, 40));
    expect(compositionCost(spec)).toBe(1200 / 25);
    expect(compositionCost(specOf(modelRequest(2, 12)))).toBe(0);
    await generateProjectZip(spec);
    expect(compositionCost({ ...spec, projectName: 'another-name' })).toBe(0);
  });

  it('refuses a second new 30 x 40 model within the minute, while the same model again costs one request', async () => {
    const peer = newIp();
    const first = modelRequest();
    expect((await post(generateRoute, '/api/v1/generate', first, peer)).status).toBe(200); // 1 + 48
    const refused = await post(generateRoute, '/api/v1/generate', modelRequest(), peer); // 50 + 48 > 60
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    expect((await refused.json()).message).toMatch(/Too many projects generated from your network/);

    // From another address the composed model is a cheap request: ten of them fit where two new ones do not.
    const other = newIp();
    for (let i = 0; i < 10; i++) expect((await post(generateRoute, '/api/v1/generate', { ...first, projectName: `calm-again-${i}` }, other)).status).toBe(200);
  });

  it('counts a preview of a new model the same way', async () => {
    const peer = newIp();
    expect((await post(previewRoute, '/api/v1/generate/preview', modelRequest(), peer)).status).toBe(200);
    expect((await post(previewRoute, '/api/v1/generate/preview', modelRequest(), peer)).status).toBe(429);
  });

  it('counts a diff to a new model against the diff limit the same way', async () => {
    const peer = newIp();
    const from = { projectName: 'calm', framework: 'chi', features: ['postgresql', 'migrations'] };
    expect((await post(diffRoute, '/api/v1/generate/diff', { from, to: modelRequest() }, peer)).status).toBe(200);
    const refused = await post(diffRoute, '/api/v1/generate/diff', { from, to: modelRequest() }, peer);
    expect(refused.status).toBe(429);
    expect((await refused.json()).message).toMatch(/Too many diffs, upgrades and grows from your network/);
  });
});
