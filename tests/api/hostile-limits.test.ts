// The costly endpoints bounded: RATE_LIMIT_GENERATE per client address over generate, preview,
// duplicate and regenerate (forged X-Forwarded-For changes nothing), and the storage quota of kept zips.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { getDb, schema } from '@/db';
import { generateKeptZip } from '@/lib/generator';
import { recordGeneration } from '@/lib/history';
import { flushZips } from '@/lib/history/zip-writer';
import { POST as generateRoute, GET as generateGet } from '@/app/api/v1/generate/route';
import { POST as previewRoute } from '@/app/api/v1/generate/preview/route';
import { PEER_ADDRESS_HEADER } from '@/lib/site/client-address';
import { createVerifiedUser, newIp, uniqueEmail } from '../utils/auth';
import { BASE } from '../utils/http';
import { history, listAs } from '../utils/history';

process.env.RATE_LIMIT_GENERATE = '5/60';
process.env.STORAGE_QUOTA_MB = '1';

const body = (projectName: string, features: string[] = []) => JSON.stringify({ projectName, framework: 'gin', features });
const post = (handler: typeof generateRoute, path: string, payload: string, headers: Record<string, string>) =>
  handler(new Request(BASE + path, { method: 'POST', headers: { 'Content-Type': 'application/json', ...headers }, body: payload }), {});

describe('RATE_LIMIT_GENERATE', () => {
  it('counts generate, preview and GET together per connection, whatever X-Forwarded-For says, with Retry-After', async () => {
    const peer = newIp();
    const statuses: number[] = [];
    let refused: Response | undefined;
    for (let i = 0; i < 200; i++) {
      const headers = { [PEER_ADDRESS_HEADER]: peer, 'x-forwarded-for': newIp() };
      const res =
        i % 3 === 0
          ? await post(generateRoute, '/api/v1/generate', body(`limited-${i}`), headers)
          : i % 3 === 1
            ? await post(previewRoute, '/api/v1/generate/preview', body(`limited-${i}`), headers)
            : await generateGet(new Request(`${BASE}/api/v1/generate?framework=gin&projectName=limited-${i}`, { headers }), {});
      statuses.push(res.status);
      if (res.status === 429) refused ??= res;
      else await res.arrayBuffer();
    }
    expect(statuses.slice(0, 5)).toEqual([200, 200, 200, 200, 200]);
    expect(new Set(statuses.slice(5))).toEqual(new Set([429]));
    const err = await refused!.json();
    expect(err).toMatchObject({ type: 'RATE_LIMITED', code: 'RATE_LIMITED' });
    expect(err.message).toMatch(/Too many projects generated/);
    const retryAfter = Number(refused!.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(60);
    // Another connection is not affected.
    expect((await post(generateRoute, '/api/v1/generate', body('other-client'), { [PEER_ADDRESS_HEADER]: newIp() })).status).toBe(200);
  });

  it('covers the history writes that build a zip (duplicate, regenerate)', async () => {
    const { token } = await createVerifiedUser(uniqueEmail('writes'));
    const peer = newIp();
    const auth = { [PEER_ADDRESS_HEADER]: peer, Authorization: `Bearer ${token}` };
    expect((await post(generateRoute, '/api/v1/generate', body('writes-base'), auth)).status).toBe(200);
    const [project] = (await listAs(token)).projects;
    const statuses = [];
    for (let i = 0; i < 6; i++) {
      const res =
        i % 2 === 0
          ? await history.duplicate({ original_project_id: project.id, new_project_name: `writes-copy-${i}` }, token, peer)
          : await history.regenerate(project.id, token, peer);
      statuses.push(res.status);
    }
    // With the generation above, the fifth call is the last one allowed in the window.
    expect(statuses).toEqual([201, 200, 201, 200, 429, 429]);
  });
});

describe('STORAGE_QUOTA_MB', () => {
  it('holds under concurrency: 40 generations at once keep no more than the quota', async () => {
    const { token } = await createVerifiedUser(uniqueEmail('quota-race'));
    const features = ['postgresql', 'gorm', 'redis', 'jwt-auth', 'swagger', 'docker', 'docker-compose', 'github-actions', 'makefile', 'prometheus', 'readme'];
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        post(generateRoute, '/api/v1/generate', body(`race-${i}`, features), { Authorization: `Bearer ${token}`, [PEER_ADDRESS_HEADER]: newIp() }),
      ),
    );
    expect(answers.map((r) => r.status)).toEqual(Array(40).fill(200));
    expect(answers.some((r) => r.headers.get('x-storage-notice'))).toBe(true);
    const info = await (await history.cacheInfo(token)).json();
    expect(info.bytes_stored).toBeGreaterThan(0);
    expect(info.bytes_stored).toBeLessThanOrEqual(1024 * 1024);
  });

  it('answers each of many users’ generations at once for its own user: a full quota refuses only its own user’s zips', async () => {
    const full = await createVerifiedUser(uniqueEmail('quota-full'));
    const roomy = await createVerifiedUser(uniqueEmail('quota-roomy'));
    const db = await getDb();
    await db.update(schema.users).set({ keptZipBytes: 1024 * 1024 }).where(eq(schema.users.id, full.user.id));
    // Interleaved, sent at once: they reach the database together, in statements that hold both users' rows.
    const calls = Array.from({ length: 12 }, (_, i) => ({ who: i % 2 ? roomy : full, name: `together-${i % 2 ? 'roomy' : 'full'}-${i}` }));
    const answers = await Promise.all(
      calls.map(({ who, name }) => post(generateRoute, '/api/v1/generate', body(name), { Authorization: `Bearer ${who.token}`, [PEER_ADDRESS_HEADER]: newIp() })),
    );
    expect(answers.map((r) => r.status)).toEqual(Array(12).fill(200));
    expect(answers.map((r) => r.headers.get('x-storage-notice') !== null)).toEqual(calls.map(({ who }) => who === full));
    const names = async (token: string) => (await listAs(token, { page_size: '100' })).projects.map((p) => `${p.project_name}:${p.zip_file_status}`).sort();
    expect(await names(full.token)).toEqual(calls.filter(({ who }) => who === full).map(({ name }) => `${name}:not_stored`).sort());
    expect(await names(roomy.token)).toEqual(calls.filter(({ who }) => who === roomy).map(({ name }) => `${name}:available`).sort());
  });

  it('one row that cannot be written fails only its own call, not the others written with it', async () => {
    const { user } = await createVerifiedUser(uniqueEmail('quota-batch'));
    const zips = await Promise.all(Array.from({ length: 6 }, (_, i) => generateKeptZip({ projectName: `batch-${i}`, framework: 'gin', features: ['gin'] })));
    // Sent at once, the first goes alone and the five behind it together; the fourth names a parent that does not exist.
    const kept = await Promise.allSettled(
      zips.map((zip, i) =>
        recordGeneration({ userId: user.id, projectName: `batch-${i}`, framework: 'gin', features: ['gin'], adjustedFeatures: ['gin'], durationMs: 1, kept: zip, parentProjectId: i === 3 ? crypto.randomUUID() : undefined }),
      ),
    );
    expect(kept.map((k) => k.status)).toEqual(['fulfilled', 'fulfilled', 'fulfilled', 'rejected', 'fulfilled', 'fulfilled']);
    const db = await getDb();
    const rows = await db.select({ name: schema.generations.projectName }).from(schema.generations).where(eq(schema.generations.userId, user.id));
    expect(rows.map((r) => r.name).sort()).toEqual(['batch-0', 'batch-1', 'batch-2', 'batch-4', 'batch-5']);
  });

  it('past the quota a generation still downloads but is not kept, with a clear message; the history says so', async () => {
    const { token, user } = await createVerifiedUser(uniqueEmail('quota'));
    const features = ['postgresql', 'gorm', 'redis', 'jwt-auth', 'swagger', 'docker', 'docker-compose', 'github-actions', 'makefile', 'prometheus', 'readme'];
    let notice: string | null = null;
    let kept = 0;
    for (let i = 0; i < 40 && !notice; i++) {
      const res = await post(generateRoute, '/api/v1/generate', body(`quota-${i}`, features), { Authorization: `Bearer ${token}`, [PEER_ADDRESS_HEADER]: newIp() });
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('application/zip');
      expect((await res.arrayBuffer()).byteLength).toBeGreaterThan(10_000);
      notice = res.headers.get('x-storage-notice');
      if (!notice) kept++;
    }
    expect(kept).toBeGreaterThan(0);
    expect(notice).toMatch(/storage quota of 1 MB is full, so this zip was downloaded but not kept/);
    const page = await listAs(token, { sort_by: 'created_at', sort_order: 'desc', page_size: '100' });
    expect(page.projects[0].zip_file_status).toBe('not_stored');
    expect(page.projects[0].can_regenerate).toBe(true);
    expect(page.projects.filter((p) => p.zip_file_status === 'available')).toHaveLength(kept);
    const info = await (await history.cacheInfo(token)).json();
    expect(info.quota_bytes).toBe(1024 * 1024);
    expect(info.bytes_stored).toBeLessThanOrEqual(1024 * 1024);

    // Regenerating the unkept project answers its zip, still not kept.
    const regen = await history.regenerate(page.projects[0].id, token);
    expect(regen.status).toBe(200);
    expect(regen.headers.get('x-storage-notice')).toMatch(/quota/);
    // Deleting a kept project makes room again.
    const keptProject = page.projects.find((p) => p.zip_file_status === 'available')!;
    expect((await history.delete(keptProject.id, token)).status).toBe(200);
    const again = await history.regenerate(page.projects[0].id, token);
    expect(again.headers.get('x-storage-notice')).toBeNull();
    expect((await (await history.get(page.projects[0].id, token)).json()).zip_file_status).toBe('available');

    // The running total the quota reads (kept by a trigger through generating, deleting, regenerating)
    // is the sum of the kept zips the history reports.
    await flushZips();
    const db = await getDb();
    const [{ keptZipBytes }] = await db.select({ keptZipBytes: schema.users.keptZipBytes }).from(schema.users).where(eq(schema.users.id, user.id));
    expect(keptZipBytes).toBeGreaterThan(0);
    expect(keptZipBytes).toBe((await (await history.cacheInfo(token)).json()).bytes_stored);
  });
});
