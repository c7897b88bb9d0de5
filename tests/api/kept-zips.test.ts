// Kept zips: a signed-in generation's row points at its selection's stored plan and holds its names
// (lib/history/plans); a plan this process has not confirmed stored is written behind the answer (lib/
// history/zip-writer). An acknowledged generation is never lost: a zip whose plan write failed, or never
// happened (the process stopped with it queued), is built again from its row, byte for byte, by the
// download or by the maintenance job. The S3 side of it is in storage-s3.test.ts.
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { POST as generateRoute } from '@/app/api/v1/generate/route';
import { getDb, schema } from '@/db';
import { generateKeptZip, generateProjectZip, generatorVersion, isPlanKey, parsePlan, zipFromPlan, type ProjectSpec } from '@/lib/generator';
import { flushZips } from '@/lib/history/zip-writer';
import { runJob } from '@/lib/maintenance';
import { getStorage, setStorage, type FileStorage } from '@/lib/storage';
import { createVerifiedUser } from '../utils/auth';
import { bytesEqual, generateAs, history, projectNamed, rowOf } from '../utils/history';
import { BASE } from '../utils/http';

const { generations, zipPlans } = schema;
const MINUTE = 60_000;

let owner: Awaited<ReturnType<typeof createVerifiedUser>>;

beforeAll(async () => {
  owner = await createVerifiedUser();
});

afterEach(() => setStorage(undefined));

/** The real storage with writes that fail, as a full disk or an unreachable bucket makes them. */
function failingWrites(): FileStorage {
  const real = getStorage();
  const fail = () => Promise.reject(new Error('disk full'));
  return { backend: real.backend, put: fail, get: real.get.bind(real), delete: real.delete.bind(real) };
}

/**
 * The plan of a selection as if no instance had ever stored it (earlier test files share the database);
 * each test below uses a selection of its own, which this process has not confirmed yet.
 */
async function unstoredPlan(spec: ProjectSpec): Promise<string> {
  const { plan } = await generateKeptZip(spec);
  await getStorage().delete([plan.key]);
  const db = await getDb();
  await db.delete(zipPlans).where(eq(zipPlans.key, plan.key));
  return plan.key;
}

/** Makes the project's zip look as if the process had stopped before writing its plan. */
async function unwritten(id: string): Promise<string> {
  const row = await rowOf(id);
  await getStorage().delete([row.fileKey!]);
  const db = await getDb();
  await db.update(zipPlans).set({ stored: false }).where(eq(zipPlans.key, row.fileKey!));
  await db.update(generations).set({ filePending: true }).where(eq(generations.id, id));
  return row.fileKey!;
}

/** The zip a stored plan makes with the row's names. */
async function zipOfRow(id: string): Promise<Uint8Array | null> {
  const row = await rowOf(id);
  const plan = await getStorage().get(row.fileKey!);
  return plan && zipFromPlan(parsePlan(plan), row.zipNames!);
}

describe('a zip written behind the answer', () => {
  it('is its row and its selection\'s plan, stored once: a second project of the selection is kept by its row alone', async () => {
    const spec = { framework: 'gin', features: ['postgresql'] } as const;
    const key = await unstoredPlan({ projectName: 'x', framework: 'gin', features: ['gin', 'postgresql', 'env', 'gitignore', 'middleware'] });
    const zip = await generateAs(owner.token, { projectName: 'written', ...spec, features: [...spec.features] });
    const row = await rowOf((await projectNamed(owner.token, 'written')).id);
    expect(row).toMatchObject({ zipFileStatus: 'available', filePending: false, fileKey: key, zipFileSize: zip.byteLength });
    expect(isPlanKey(row.fileKey!)).toBe(true);
    expect(row.zipNames).toMatchObject({ projectName: 'written', dbName: 'written' });
    expect(bytesEqual((await zipOfRow(row.id))!, zip)).toBe(true);

    // The plan is now known stored: the next project's row is complete when the answer goes.
    const res = await generateRoute(
      new Request(`${BASE}/api/v1/generate`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${owner.token}` },
        body: JSON.stringify({ projectName: 'second-one', ...spec }),
      }),
      {},
    );
    const second = new Uint8Array(await res.arrayBuffer());
    const next = await rowOf((await projectNamed(owner.token, 'second-one')).id);
    expect(next).toMatchObject({ filePending: false, fileKey: key });
    expect(bytesEqual((await zipOfRow(next.id))!, second)).toBe(true);
    const download = await history.download(next.id, owner.token);
    expect(bytesEqual(new Uint8Array(await download.arrayBuffer()), second)).toBe(true);
  });

  it('whose plan write failed is still downloadable with the same bytes, and kept from then on', async () => {
    await unstoredPlan({ projectName: 'x', framework: 'echo', features: ['echo', 'logger', 'env', 'gitignore', 'middleware'] });
    setStorage(failingWrites());
    const zip = await generateAs(owner.token, { projectName: 'write-failed', framework: 'echo', features: ['logger'] });
    setStorage(undefined);
    const item = await projectNamed(owner.token, 'write-failed');
    expect(item).toMatchObject({ zip_file_status: 'available', can_download: true });
    const before = await rowOf(item.id);
    expect(before.filePending).toBe(true);
    expect(await getStorage().get(before.fileKey!)).toBeNull();

    const res = await history.download(item.id, owner.token);
    expect(res.status).toBe(200);
    expect(bytesEqual(new Uint8Array(await res.arrayBuffer()), zip)).toBe(true);
    const after = await rowOf(item.id);
    expect(after).toMatchObject({ zipFileStatus: 'available', filePending: false, zipFileSize: zip.byteLength, generatorVersion: generatorVersion(), fileKey: before.fileKey });
    expect(bytesEqual((await zipOfRow(item.id))!, zip)).toBe(true);
    // Now an ordinary kept zip: written from its stored plan.
    expect(bytesEqual(new Uint8Array(await (await history.download(item.id, owner.token)).arrayBuffer()), zip)).toBe(true);
  });

  it('whose plan was never written is built again by the maintenance job once the writer had time enough', async () => {
    const zip = await generateAs(owner.token, { projectName: 'never-written', framework: 'chi', features: ['redis'] });
    const item = await projectNamed(owner.token, 'never-written');
    const key = await unwritten(item.id);

    // Within the grace the writer of a live instance may still be at it: left alone.
    const early = await runJob('file_cleanup', { now: new Date() });
    expect(early.ran && early.ok && early.counts.pending_rebuilt).toBe(0);
    expect((await rowOf(item.id)).filePending).toBe(true);

    const later = await runJob('file_cleanup', { now: new Date(Date.now() + 11 * MINUTE) });
    expect(later.ran && later.ok && later.counts.pending_rebuilt).toBeGreaterThanOrEqual(1);
    expect(await rowOf(item.id)).toMatchObject({ zipFileStatus: 'available', filePending: false, fileKey: key });
    expect(bytesEqual((await zipOfRow(item.id))!, zip)).toBe(true);
  });

  it('whose plan was written but the row not confirmed is only confirmed by the maintenance job', async () => {
    const zip = await generateAs(owner.token, { projectName: 'unconfirmed', framework: 'gin' });
    const item = await projectNamed(owner.token, 'unconfirmed');
    const db = await getDb();
    await db.update(generations).set({ filePending: true }).where(eq(generations.id, item.id));
    const before = await rowOf(item.id);
    const out = await runJob('file_cleanup', { now: new Date(Date.now() + 11 * MINUTE) });
    expect(out.ran && out.ok && out.counts.pending_confirmed).toBeGreaterThanOrEqual(1);
    expect(await rowOf(item.id)).toMatchObject({ filePending: false, fileKey: before.fileKey });
    expect(bytesEqual((await zipOfRow(item.id))!, zip)).toBe(true);
  });

  it('whose plan was never written before a new generator came is today\u2019s, and the row says so', async () => {
    await generateAs(owner.token, { projectName: 'older-generator', framework: 'fiber', features: ['postgresql'] });
    const item = await projectNamed(owner.token, 'older-generator');
    await unwritten(item.id);
    const db = await getDb();
    await db.update(generations).set({ generatorVersion: 'an-older-generator' }).where(eq(generations.id, item.id));
    const res = await history.download(item.id, owner.token);
    expect(res.status).toBe(200);
    const today = await generateProjectZip({ projectName: 'older-generator', framework: 'fiber', features: item.adjusted_features });
    expect(bytesEqual(new Uint8Array(await res.arrayBuffer()), today)).toBe(true);
    expect(await rowOf(item.id)).toMatchObject({ filePending: false, generatorVersion: generatorVersion() });
  });

  it('of a project deleted before its plan was written leaves the row pointing at nothing, and the plan no name', async () => {
    await unstoredPlan({ projectName: 'x', framework: 'gin', features: ['gin', 'sqlite', 'env', 'gitignore', 'middleware'] });
    const real = getStorage();
    let open!: () => void;
    const gate = new Promise<void>((resolve) => (open = resolve));
    const written: string[] = [];
    const held: FileStorage = {
      backend: real.backend,
      put: async (key, bytes) => {
        await gate;
        written.push(key);
        return real.put(key, bytes);
      },
      get: real.get.bind(real),
      delete: real.delete.bind(real),
    };
    setStorage(held);
    const res = await generateRoute(
      new Request(`${BASE}/api/v1/generate`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${owner.token}` },
        body: JSON.stringify({ projectName: 'deleted-early', framework: 'gin', features: ['sqlite'] }),
      }),
      {},
    );
    expect(res.status).toBe(200);
    const item = await projectNamed(owner.token, 'deleted-early');
    expect((await history.delete(item.id, owner.token)).status).toBe(200);
    open();
    await flushZips();
    expect(await rowOf(item.id)).toMatchObject({ userId: null, zipFileStatus: 'deleted', fileKey: null, zipNames: null, filePending: false });
    // The plan the writer stored is the selection's, shared and nameless (the maintenance job removes it unused).
    expect(written).toHaveLength(1);
    expect(isPlanKey(written[0])).toBe(true);
    expect(Buffer.from((await real.get(written[0]))!).includes(Buffer.from('deleted-early'))).toBe(false);
  });
});
