// Kept zips are written behind the answer (lib/history/zip-writer): an acknowledged generation is never
// lost. A zip whose write failed, or never happened (the process stopped with it queued), is built again
// from its row, byte for byte, by the download or by the maintenance job; a project deleted while its
// zip is being written leaves no file behind. The S3 side of it is in storage-s3.test.ts.
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { POST as generateRoute } from '@/app/api/v1/generate/route';
import { getDb, schema } from '@/db';
import { generateProjectZip, generatorVersion } from '@/lib/generator';
import { flushZips } from '@/lib/history/zip-writer';
import { runJob } from '@/lib/maintenance';
import { getStorage, setStorage, type FileStorage } from '@/lib/storage';
import { createVerifiedUser } from '../utils/auth';
import { bytesEqual, generateAs, history, projectNamed, rowOf } from '../utils/history';
import { BASE } from '../utils/http';

const { generations } = schema;
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
  return { backend: real.backend, put: fail, putMany: fail, get: real.get.bind(real), delete: real.delete.bind(real) };
}

/** Makes the project's zip look as if the process had stopped before writing it. */
async function unwritten(id: string): Promise<string> {
  const row = await rowOf(id);
  await getStorage().delete([row.fileKey!]);
  const db = await getDb();
  await db.update(generations).set({ filePending: true }).where(eq(generations.id, id));
  return row.fileKey!;
}

describe('a zip written behind the answer', () => {
  it('is in storage once written, and the row no longer pending', async () => {
    const zip = await generateAs(owner.token, { projectName: 'written', framework: 'gin', features: ['postgresql'] });
    const row = await rowOf((await projectNamed(owner.token, 'written')).id);
    expect(row).toMatchObject({ zipFileStatus: 'available', filePending: false });
    expect(bytesEqual((await getStorage().get(row.fileKey!))!, zip)).toBe(true);
  });

  it('whose write failed is still downloadable with the same bytes, and kept from then on', async () => {
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
    expect(after).toMatchObject({ zipFileStatus: 'available', filePending: false, zipFileSize: zip.byteLength, generatorVersion: generatorVersion() });
    expect(after.fileKey).not.toBe(before.fileKey);
    expect(bytesEqual((await getStorage().get(after.fileKey!))!, zip)).toBe(true);
    // Now an ordinary kept zip: read from storage.
    expect(bytesEqual(new Uint8Array(await (await history.download(item.id, owner.token)).arrayBuffer()), zip)).toBe(true);
  });

  it('that was never written is built again by the maintenance job once the writer had time enough', async () => {
    const zip = await generateAs(owner.token, { projectName: 'never-written', framework: 'chi', features: ['redis'] });
    const item = await projectNamed(owner.token, 'never-written');
    const oldKey = await unwritten(item.id);

    // Within the grace the writer of a live instance may still be at it: left alone.
    const early = await runJob('file_cleanup', { now: new Date() });
    expect(early.ran && early.ok && early.counts.pending_rebuilt).toBe(0);
    expect((await rowOf(item.id)).filePending).toBe(true);

    const later = await runJob('file_cleanup', { now: new Date(Date.now() + 11 * MINUTE) });
    expect(later.ran && later.ok && later.counts.pending_rebuilt).toBeGreaterThanOrEqual(1);
    const row = await rowOf(item.id);
    expect(row).toMatchObject({ zipFileStatus: 'available', filePending: false });
    expect(row.fileKey).not.toBe(oldKey);
    expect(bytesEqual((await getStorage().get(row.fileKey!))!, zip)).toBe(true);
  });

  it('that was written but not confirmed is only confirmed by the maintenance job', async () => {
    const zip = await generateAs(owner.token, { projectName: 'unconfirmed', framework: 'gin' });
    const item = await projectNamed(owner.token, 'unconfirmed');
    const db = await getDb();
    await db.update(generations).set({ filePending: true }).where(eq(generations.id, item.id));
    const before = await rowOf(item.id);
    const out = await runJob('file_cleanup', { now: new Date(Date.now() + 11 * MINUTE) });
    expect(out.ran && out.ok && out.counts.pending_confirmed).toBeGreaterThanOrEqual(1);
    const after = await rowOf(item.id);
    expect(after).toMatchObject({ filePending: false, fileKey: before.fileKey });
    expect(bytesEqual((await getStorage().get(after.fileKey!))!, zip)).toBe(true);
  });

  it('that was never written before a new generator came is today’s, and the row says so', async () => {
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

  it('of a project deleted before it was written leaves no file behind', async () => {
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
        body: JSON.stringify({ projectName: 'deleted-early', framework: 'gin', features: [] }),
      }),
      {},
    );
    expect(res.status).toBe(200);
    const item = await projectNamed(owner.token, 'deleted-early');
    expect((await history.delete(item.id, owner.token)).status).toBe(200);
    open();
    await flushZips();
    expect(written).toHaveLength(1);
    expect(await real.get(written[0])).toBeNull();
    expect(await rowOf(item.id)).toMatchObject({ userId: null, zipFileStatus: 'deleted', fileKey: null, filePending: false });
  });
});
