// One project: details, download, regenerate, duplicate, delete; recording of generations; ownership.
// A kept zip is its row (file_key: its selection's plan, zip_names: its names) and that plan in storage,
// shared by the selection's projects; zips kept before plans are the project's own file, and still work.
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { and, count, eq, isNull, like } from 'drizzle-orm';
import JSZip from 'jszip';
import { getDb, schema } from '@/db';
import { guestRowsWritten } from '@/lib/history/record';
import { generateProjectZip, isPlanKey, parsePlan, zipFromPlan } from '@/lib/generator';
import { getStorage, setStorage, type FileStorage } from '@/lib/storage';
import { createVerifiedUser } from '../utils/auth';
import { bytesEqual, generateAs, history, listAs, projectNamed, rowOf } from '../utils/history';

const { generations, storedFiles, zipPlans } = schema;

let owner: Awaited<ReturnType<typeof createVerifiedUser>>;
let stranger: Awaited<ReturnType<typeof createVerifiedUser>>;

const SPEC = { projectName: 'shop-api', framework: 'gin', features: ['postgresql', 'gorm', 'docker'] };


async function storedFilesOf(id: string) {
  const db = await getDb();
  return db.select({ key: storedFiles.key, size: storedFiles.size }).from(storedFiles).where(like(storedFiles.key, `projects/${id}/%`));
}

type Row = Awaited<ReturnType<typeof rowOf>>;

/** The zip the row's stored plan writes with the row's names: what its download answers. */
async function zipOfPlan(row: Row): Promise<Uint8Array> {
  expect(isPlanKey(row.fileKey!), `${row.fileKey} is a plan key`).toBe(true);
  const plan = await getStorage().get(row.fileKey!);
  expect(plan, `plan ${row.fileKey} in storage`).not.toBeNull();
  return zipFromPlan(parsePlan(plan!), row.zipNames!);
}

async function planRows(key: string) {
  const db = await getDb();
  return db.select().from(zipPlans).where(eq(zipPlans.key, key));
}

/** Makes the project one kept before plans: its zip its own file in storage, no names in its row. */
async function asKeptBeforePlans(id: string, zip: Uint8Array): Promise<string> {
  const key = `projects/${id}/${crypto.randomUUID()}.zip`;
  await getStorage().put(key, zip);
  const db = await getDb();
  await db.update(generations).set({ fileKey: key, zipNames: null }).where(eq(generations.id, id));
  return key;
}

/** The real storage, recording the keys written through it. */
function recordingWrites(written: string[]): FileStorage {
  const real = getStorage();
  return {
    backend: real.backend,
    put: async (key, bytes) => {
      written.push(key);
      return real.put(key, bytes);
    },
    get: real.get.bind(real),
    delete: real.delete.bind(real),
  };
}

async function counts() {
  // Guests' rows are written behind their answers; what reads the rows waits for them (as the admin's pages do).
  await guestRowsWritten();
  const db = await getDb();
  const [g] = await db.select({ n: count() }).from(generations);
  const [f] = await db.select({ n: count() }).from(storedFiles);
  return { generations: g.n, files: f.n };
}

beforeAll(async () => {
  [owner, stranger] = await Promise.all([createVerifiedUser(), createVerifiedUser()]);
});

afterEach(() => setStorage(undefined));

describe('recording generations', () => {
  it('keeps a signed-in user’s zip as one row with its names, pointing at its selection’s stored plan, which writes the same bytes', async () => {
    const zip = await generateAs(owner.token, { projectName: 'recorded-one', framework: 'echo', features: ['logger'] });
    const item = await projectNamed(owner.token, 'recorded-one');
    const row = await rowOf(item.id);
    expect(row).toMatchObject({ userId: owner.user.id, zipFileStatus: 'available', zipFileSize: zip.byteLength, features: ['logger'], filePending: false });
    expect(row.fileKey).toMatch(/^plans\/[0-9a-f]{64}$/);
    expect(row.zipNames).toEqual({ projectName: 'recorded-one', imageName: 'recorded-one', dbName: 'recorded_one', moduleIdent: 'recordedᚑone' });
    expect(row.fileStoredAt).not.toBeNull();
    expect(bytesEqual(await zipOfPlan(row), zip)).toBe(true);
    expect(await planRows(row.fileKey!)).toMatchObject([{ stored: true }]);
    // No file of its own.
    expect(await storedFilesOf(item.id)).toEqual([]);
  });

  it('keeps the projects of one selection on one stored plan: the second writes nothing, each downloads its own names', async () => {
    const spec = { framework: 'fiber', features: ['nats'] };
    const first = await generateAs(owner.token, { projectName: 'shared-one', ...spec });
    const written: string[] = [];
    setStorage(recordingWrites(written));
    const second = await generateAs(owner.token, { projectName: 'shared-two', ...spec });
    setStorage(undefined);
    // The plan was stored for the first: the second is kept by its row alone.
    expect(written).toEqual([]);
    const one = await rowOf((await projectNamed(owner.token, 'shared-one')).id);
    const two = await rowOf((await projectNamed(owner.token, 'shared-two')).id);
    expect(two.fileKey).toBe(one.fileKey);
    expect(two).toMatchObject({ zipFileStatus: 'available', filePending: false, zipFileSize: second.byteLength });
    expect(two.zipNames).toMatchObject({ projectName: 'shared-two' });
    expect(await planRows(one.fileKey!)).toHaveLength(1);
    expect(bytesEqual(first, second)).toBe(false);
    for (const [row, zip] of [[one, first], [two, second]] as const) {
      expect(bytesEqual(await zipOfPlan(row), zip)).toBe(true);
      const dl = await history.download(row.id, owner.token);
      expect(dl.status).toBe(200);
      expect(bytesEqual(new Uint8Array(await dl.arrayBuffer()), zip)).toBe(true);
    }
  });

  it('counts a guest’s generation without keeping its zip', async () => {
    const name = `guest-${crypto.randomUUID().slice(0, 8)}`;
    const before = await counts();
    await generateAs(undefined, { projectName: name, framework: 'fiber' });
    const after = await counts();
    expect(after.generations).toBe(before.generations + 1);
    expect(after.files).toBe(before.files);
    const db = await getDb();
    const rows = await db.select().from(generations).where(and(eq(generations.projectName, name), isNull(generations.userId)));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ zipFileStatus: 'not_stored', fileKey: null, fileStoredAt: null });
  });

  it('still answers the zip when storage fails; the project stays downloadable, its zip built again (same bytes) and its plan stored then', async () => {
    const real = getStorage();
    const fail = async () => Promise.reject(new Error('disk full'));
    const broken: FileStorage = { backend: 'database', put: fail, get: real.get.bind(real), delete: real.delete.bind(real) };
    setStorage(broken);
    // A selection no other test uses: its plan is not stored yet, so the writer has to write it (and fails).
    const zip = await generateAs(owner.token, { projectName: 'unlucky', framework: 'chi', features: ['cron'] });
    expect(zip.byteLength).toBeGreaterThan(0);
    setStorage(undefined);
    const item = await projectNamed(owner.token, 'unlucky');
    expect(item).toMatchObject({ zip_file_status: 'available', can_download: true, can_regenerate: true });
    const before = await rowOf(item.id);
    expect(before.filePending).toBe(true);
    expect(await getStorage().get(before.fileKey!)).toBeNull();
    const dl = await history.download(item.id, owner.token);
    expect(dl.status).toBe(200);
    expect(bytesEqual(new Uint8Array(await dl.arrayBuffer()), zip)).toBe(true);
    const after = await rowOf(item.id);
    expect(after).toMatchObject({ fileKey: before.fileKey, filePending: false });
    expect(bytesEqual(await zipOfPlan(after), zip)).toBe(true);
    const again = await history.regenerate(item.id, owner.token);
    expect(again.status).toBe(200);
    expect(bytesEqual(new Uint8Array(await again.arrayBuffer()), zip)).toBe(true);
    expect((await projectNamed(owner.token, 'unlucky')).zip_file_status).toBe('available');
  });
});

describe('GET /api/history/{id}', () => {
  it('answers the project', async () => {
    await generateAs(owner.token, { projectName: 'details', framework: 'fiber', features: ['postgresql'] });
    const item = await projectNamed(owner.token, 'details');
    const res = await history.get(item.id, owner.token);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toContain('no-store');
    // The details carry the model as well: none here (the notes example).
    expect(await res.json()).toEqual({ ...item, resources: null, model_history: [] });
  });

  it('answers 404 for unknown and malformed ids', async () => {
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-a-uuid', '1', "1' or '1'='1"]) {
      const res = await history.get(id, owner.token);
      expect(res.status, id).toBe(404);
      expect(await res.json()).toMatchObject({ type: 'NOT_FOUND', code: 'PROJECT_NOT_FOUND' });
    }
  });
});

describe('GET /api/history/{id}/download', () => {
  it('answers the stored zip, byte-identical to a fresh generation of the same spec', async () => {
    const generated = await generateAs(owner.token, SPEC);
    const item = await projectNamed(owner.token, 'shop-api');
    const res = await history.download(item.id, owner.token);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/zip');
    expect(res.headers.get('content-disposition')).toBe('attachment; filename="shop-api.zip"');
    const bytes = new Uint8Array(await res.arrayBuffer());
    expect(res.headers.get('content-length')).toBe(String(bytes.byteLength));
    expect(bytesEqual(bytes, generated)).toBe(true);
    const fresh = await generateAs(undefined, SPEC);
    expect(bytesEqual(bytes, fresh)).toBe(true);
    const direct = await generateProjectZip({ projectName: 'shop-api', framework: 'gin', features: item.adjusted_features, requested: item.features });
    expect(bytesEqual(bytes, direct)).toBe(true);
    const zip = await JSZip.loadAsync(bytes);
    expect(Object.keys(zip.files)).toContain('shop-api/go.mod');
  });

  it('builds a zip whose plan went missing from storage again from its row (today’s generator): the same bytes, the plan stored again', async () => {
    // A selection no other test uses, not downloaded before: this process has not read its plan yet.
    const zip = await generateAs(owner.token, { projectName: 'plan-lost', framework: 'echo', features: ['mqtt'] });
    const item = await projectNamed(owner.token, 'plan-lost');
    const row = await rowOf(item.id);
    await getStorage().delete([row.fileKey!]);
    expect(await getStorage().get(row.fileKey!)).toBeNull();
    const res = await history.download(item.id, owner.token);
    expect(res.status).toBe(200);
    expect(bytesEqual(new Uint8Array(await res.arrayBuffer()), zip)).toBe(true);
    const after = await rowOf(item.id);
    expect(after).toMatchObject({ zipFileStatus: 'available', fileKey: row.fileKey, filePending: false });
    expect(bytesEqual(await zipOfPlan(after), zip)).toBe(true);
    expect(await planRows(row.fileKey!)).toMatchObject([{ stored: true }]);
  });

  it('answers 410 FILE_EXPIRED when the plan went missing and another generator made the zip, and says deleted from then on', async () => {
    // A selection no other test uses, not downloaded before: this process has not read its plan yet.
    await generateAs(owner.token, { projectName: 'vanished', framework: 'stdlib', features: ['postman'] });
    const item = await projectNamed(owner.token, 'vanished');
    const row = await rowOf(item.id);
    // Today's generator cannot give the bytes another one made: they are gone.
    await getStorage().delete([row.fileKey!]);
    const db = await getDb();
    await db.update(generations).set({ generatorVersion: 'old-generator' }).where(eq(generations.id, item.id));
    const res = await history.download(item.id, owner.token);
    expect(res.status).toBe(410);
    expect(await res.json()).toMatchObject({ type: 'GONE', code: 'FILE_EXPIRED', message: 'This project file has expired. You can regenerate it.' });
    expect(await projectNamed(owner.token, 'vanished')).toMatchObject({ zip_file_status: 'deleted', can_download: false, can_regenerate: true });
    expect((await history.download(item.id, owner.token)).status).toBe(410);
    expect(await rowOf(item.id)).toMatchObject({ zipFileStatus: 'deleted', fileKey: null });
  });

  it('answers a zip kept before plans from its own file, and 410 FILE_EXPIRED once that file is gone', async () => {
    const zip = await generateAs(owner.token, { projectName: 'own-file', framework: 'gin', features: ['air'] });
    const item = await projectNamed(owner.token, 'own-file');
    const key = await asKeptBeforePlans(item.id, zip);
    const res = await history.download(item.id, owner.token);
    expect(res.status).toBe(200);
    expect(bytesEqual(new Uint8Array(await res.arrayBuffer()), zip)).toBe(true);
    await getStorage().delete([key]);
    expect((await history.download(item.id, owner.token)).status).toBe(410);
    expect(await rowOf(item.id)).toMatchObject({ zipFileStatus: 'deleted', fileKey: null });
  });
});

describe('POST /api/history/{id}/regenerate', () => {
  it('answers the same bytes and keeps the project on its selection’s plan, also once it had expired', async () => {
    const original = await generateAs(owner.token, { projectName: 'regen', framework: 'echo', features: ['config', 'logger'] });
    const item = await projectNamed(owner.token, 'regen');
    const before = await rowOf(item.id);
    const res = await history.regenerate(item.id, owner.token);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toBe('attachment; filename="regen.zip"');
    expect(bytesEqual(new Uint8Array(await res.arrayBuffer()), original)).toBe(true);
    const after = await rowOf(item.id);
    // Same configuration, same generator: the same plan and names.
    expect(after).toMatchObject({ zipFileStatus: 'available', fileKey: before.fileKey, zipNames: before.zipNames, filePending: false });
    expect(after.createdAt).toEqual(before.createdAt);
    expect(new Date(after.fileStoredAt!).getTime()).toBeGreaterThanOrEqual(new Date(before.fileStoredAt!).getTime());

    // Expired, as the maintenance job leaves a row: regenerating points it at the plan again.
    const db = await getDb();
    await db.update(generations).set({ zipFileStatus: 'expired', fileKey: null, fileStoredAt: null }).where(eq(generations.id, item.id));
    expect((await history.download(item.id, owner.token)).status).toBe(410);
    const again = await history.regenerate(item.id, owner.token);
    expect(again.status).toBe(200);
    expect(bytesEqual(new Uint8Array(await again.arrayBuffer()), original)).toBe(true);
    const back = await rowOf(item.id);
    expect(back).toMatchObject({ zipFileStatus: 'available', fileKey: before.fileKey, zipNames: before.zipNames });
    expect(back.fileStoredAt).not.toBeNull();
    const dl = await history.download(item.id, owner.token);
    expect(dl.status).toBe(200);
    expect(bytesEqual(new Uint8Array(await dl.arrayBuffer()), original)).toBe(true);
  });

  it('moves a project kept before plans onto its selection’s plan and deletes its own file', async () => {
    const original = await generateAs(owner.token, { projectName: 'regen-own', framework: 'gin', features: ['air'] });
    const item = await projectNamed(owner.token, 'regen-own');
    const { fileKey: planKey, zipNames } = await rowOf(item.id);
    const ownKey = await asKeptBeforePlans(item.id, original);
    const res = await history.regenerate(item.id, owner.token);
    expect(res.status).toBe(200);
    expect(bytesEqual(new Uint8Array(await res.arrayBuffer()), original)).toBe(true);
    const after = await rowOf(item.id);
    expect(after).toMatchObject({ zipFileStatus: 'available', fileKey: planKey, zipNames, filePending: false });
    expect(await getStorage().get(ownKey)).toBeNull();
    expect(await storedFilesOf(item.id)).toEqual([]);
    const dl = await history.download(item.id, owner.token);
    expect(bytesEqual(new Uint8Array(await dl.arrayBuffer()), original)).toBe(true);
  });

  it('answers 422 and changes nothing when the stored features are no longer offered', async () => {
    await generateAs(owner.token, { projectName: 'legacy', framework: 'gin' });
    const item = await projectNamed(owner.token, 'legacy');
    const db = await getDb();
    await db.update(generations).set({ adjustedFeatures: ['gin', 'retired-feature', 'middleware', 'env', 'gitignore'] }).where(eq(generations.id, item.id));
    const before = await rowOf(item.id);
    expect((await history.get(item.id, owner.token)).status).toBe(200);
    expect((await (await history.get(item.id, owner.token)).json()).can_regenerate).toBe(false);
    const res = await history.regenerate(item.id, owner.token);
    expect(res.status).toBe(422);
    expect((await res.json()).code).toBe('PROJECT_NOT_REGENERABLE');
    expect(await rowOf(item.id)).toEqual(before);
  });
});

describe('POST /api/history/duplicate', () => {
  it('creates the copy with its own stored zip and answers its configuration', async () => {
    await generateAs(owner.token, { projectName: 'orig', framework: 'fiber', features: ['postgresql', 'gorm'] });
    const orig = await projectNamed(owner.token, 'orig');
    const res = await history.duplicate({ original_project_id: orig.id, new_project_name: 'orig-copy' }, owner.token);
    expect(res.status).toBe(201);
    const body = await res.json();
    expect(body.duplicate_config).toEqual({
      project_name: 'orig-copy',
      framework: 'fiber',
      features: ['postgresql', 'gorm'],
      adjusted_features: orig.adjusted_features,
      resources: null,
    });
    expect(body.project).toMatchObject({ project_name: 'orig-copy', framework: 'fiber', zip_file_status: 'available', can_download: true });
    expect(body.project.id).not.toBe(orig.id);
    const copy = await projectNamed(owner.token, 'orig-copy');
    expect(copy.id).toBe(body.project.id);
    const dl = await history.download(copy.id, owner.token);
    const fresh = await generateAs(undefined, { projectName: 'orig-copy', framework: 'fiber', features: ['postgresql', 'gorm'] });
    expect(bytesEqual(new Uint8Array(await dl.arrayBuffer()), fresh)).toBe(true);
    // The original is untouched.
    expect(await projectNamed(owner.token, 'orig')).toEqual(orig);
  });

  it('refuses names that break the rules with 400 and details.projectname, creating nothing', async () => {
    await generateAs(owner.token, { projectName: 'named', framework: 'gin' });
    const orig = await projectNamed(owner.token, 'named');
    const before = await counts();
    for (const name of ['bad name', '', '-leading', 'fmt', 'x'.repeat(65), 'dots.not.allowed']) {
      const res = await history.duplicate({ original_project_id: orig.id, new_project_name: name }, owner.token);
      expect(res.status, name).toBe(400);
      const body = await res.json();
      expect(body).toMatchObject({ type: 'VALIDATION', code: 'INVALID_PROJECT_NAME' });
      expect(typeof body.details.projectname).toBe('string');
    }
    expect(await counts()).toEqual(before);
  });

  it('refuses malformed bodies with 400 and unknown originals with 404, creating nothing', async () => {
    const before = await counts();
    for (const body of ['{not json', {}, { original_project_id: 'x' }, { new_project_name: 'x' }, { original_project_id: 1, new_project_name: 'x' }]) {
      const res = await history.duplicate(body, owner.token);
      expect(res.status, JSON.stringify(body)).toBe(400);
    }
    const res = await history.duplicate({ original_project_id: '00000000-0000-4000-8000-000000000000', new_project_name: 'ok-name' }, owner.token);
    expect(res.status).toBe(404);
    expect(await counts()).toEqual(before);
  });
});

describe('DELETE /api/history/{id}', () => {
  it('removes the project from the history and its pointer to the plan, which stays for the other projects of its selection', async () => {
    const spec = { framework: 'gin', features: ['goreleaser'] };
    await generateAs(owner.token, { projectName: 'doomed', ...spec });
    const spared = await generateAs(owner.token, { projectName: 'spared', ...spec });
    const item = await projectNamed(owner.token, 'doomed');
    const { fileKey: planKey } = await rowOf(item.id);
    const sparedRow = await rowOf((await projectNamed(owner.token, 'spared')).id);
    expect(sparedRow.fileKey).toBe(planKey);
    const res = await history.delete(item.id, owner.token);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ message: 'Project deleted', id: item.id });
    expect((await history.get(item.id, owner.token)).status).toBe(404);
    expect((await history.download(item.id, owner.token)).status).toBe(404);
    expect((await listAs(owner.token, { search: 'doomed' })).total).toBe(0);
    // The row stays as an anonymous generation for platform counts, pointing at no file.
    expect(await rowOf(item.id)).toMatchObject({ userId: null, zipFileStatus: 'deleted', fileKey: null, fileStoredAt: null, filePending: false });
    expect((await history.delete(item.id, owner.token)).status).toBe(404);
    // The plan holds no one's names: the other project still downloads from it.
    expect(await getStorage().get(planKey!)).not.toBeNull();
    const dl = await history.download(sparedRow.id, owner.token);
    expect(dl.status).toBe(200);
    expect(bytesEqual(new Uint8Array(await dl.arrayBuffer()), spared)).toBe(true);
  });

  it('deletes the own file of a project kept before plans', async () => {
    const zip = await generateAs(owner.token, { projectName: 'own-deleted', framework: 'gin', features: ['air'] });
    const item = await projectNamed(owner.token, 'own-deleted');
    const key = await asKeptBeforePlans(item.id, zip);
    expect(await storedFilesOf(item.id)).toHaveLength(1);
    expect((await history.delete(item.id, owner.token)).status).toBe(200);
    expect(await getStorage().get(key)).toBeNull();
    expect(await storedFilesOf(item.id)).toEqual([]);
    expect(await rowOf(item.id)).toMatchObject({ userId: null, zipFileStatus: 'deleted', fileKey: null });
  });
});

describe('ownership', () => {
  it('answers 404 on every route for another user’s project, and changes nothing', async () => {
    await generateAs(owner.token, { projectName: 'private', framework: 'echo' });
    const item = await projectNamed(owner.token, 'private');
    const row = await rowOf(item.id);
    const before = await counts();
    const t = stranger.token;
    for (const res of [
      await history.get(item.id, t),
      await history.download(item.id, t),
      await history.regenerate(item.id, t),
      await history.delete(item.id, t),
      await history.duplicate({ original_project_id: item.id, new_project_name: 'stolen' }, t),
    ]) {
      expect(res.status).toBe(404);
      expect((await res.json()).code).toBe('PROJECT_NOT_FOUND');
    }
    expect(await rowOf(item.id)).toEqual(row);
    expect(await counts()).toEqual(before);
    expect((await listAs(t, { search: 'private' })).total).toBe(0);
    expect((await (await history.stats(t)).json()).total_projects).toBe(0);
  });

  it('answers 401 on every route without a sign-in', async () => {
    const id = '00000000-0000-4000-8000-000000000000';
    for (const res of [
      await history.list(''),
      await history.get(id),
      await history.delete(id),
      await history.download(id),
      await history.regenerate(id),
      await history.duplicate({ original_project_id: id, new_project_name: 'x' }),
      await history.stats(),
      await history.dashboard(),
      await history.cacheInfo(),
    ]) {
      expect(res.status).toBe(401);
      expect((await res.json()).message).toBe('No authentication token found');
    }
  });
});
