// One project: details, download, regenerate, duplicate, delete; recording of generations; ownership.
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { and, count, eq, isNull, like } from 'drizzle-orm';
import JSZip from 'jszip';
import { getDb, schema } from '@/db';
import { generateProjectZip } from '@/lib/generator';
import { getStorage, setStorage, type FileStorage } from '@/lib/storage';
import { createVerifiedUser } from '../utils/auth';
import { bytesEqual, generateAs, history, listAs, projectNamed, rowOf } from '../utils/history';

const { generations, storedFiles } = schema;

let owner: Awaited<ReturnType<typeof createVerifiedUser>>;
let stranger: Awaited<ReturnType<typeof createVerifiedUser>>;

const SPEC = { projectName: 'shop-api', framework: 'gin', features: ['postgresql', 'gorm', 'docker'] };


async function storedFilesOf(id: string) {
  const db = await getDb();
  return db.select({ key: storedFiles.key, size: storedFiles.size }).from(storedFiles).where(like(storedFiles.key, `projects/${id}/%`));
}

async function counts() {
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
  it('stores a signed-in user’s zip: one row, one stored file of the same bytes', async () => {
    const zip = await generateAs(owner.token, { projectName: 'recorded', framework: 'echo', features: ['logger'] });
    const item = await projectNamed(owner.token, 'recorded');
    const row = await rowOf(item.id);
    expect(row).toMatchObject({ userId: owner.user.id, zipFileStatus: 'available', zipFileSize: zip.byteLength, features: ['logger'] });
    expect(row.fileKey).toMatch(new RegExp(`^projects/${item.id}/[0-9a-f-]{36}\\.zip$`));
    expect(row.fileStoredAt).not.toBeNull();
    const files = await storedFilesOf(item.id);
    expect(files).toEqual([{ key: row.fileKey, size: zip.byteLength }]);
    expect(bytesEqual((await getStorage().get(row.fileKey!))!, zip)).toBe(true);
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

  it('still answers the zip when storage fails; the project stays downloadable, its zip built again (same bytes)', async () => {
    const real = getStorage();
    const fail = async () => Promise.reject(new Error('disk full'));
    const broken: FileStorage = { backend: 'database', put: fail, putMany: fail, get: real.get.bind(real), delete: real.delete.bind(real) };
    setStorage(broken);
    const zip = await generateAs(owner.token, { projectName: 'unlucky', framework: 'gin' });
    expect(zip.byteLength).toBeGreaterThan(0);
    setStorage(undefined);
    const item = await projectNamed(owner.token, 'unlucky');
    expect(item).toMatchObject({ zip_file_status: 'available', can_download: true, can_regenerate: true });
    const dl = await history.download(item.id, owner.token);
    expect(dl.status).toBe(200);
    expect(bytesEqual(new Uint8Array(await dl.arrayBuffer()), zip)).toBe(true);
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
    expect(await res.json()).toEqual(item);
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
    const direct = await generateProjectZip({ projectName: 'shop-api', framework: 'gin', features: item.adjusted_features });
    expect(bytesEqual(bytes, direct)).toBe(true);
    const zip = await JSZip.loadAsync(bytes);
    expect(Object.keys(zip.files)).toContain('shop-api/go.mod');
  });

  it('answers 410 FILE_EXPIRED when the file went missing from storage, and says deleted from then on', async () => {
    await generateAs(owner.token, { projectName: 'vanished', framework: 'gin' });
    const item = await projectNamed(owner.token, 'vanished');
    const db = await getDb();
    await db.delete(storedFiles).where(like(storedFiles.key, `projects/${item.id}/%`));
    const res = await history.download(item.id, owner.token);
    expect(res.status).toBe(410);
    expect(await res.json()).toMatchObject({ type: 'GONE', code: 'FILE_EXPIRED', message: 'This project file has expired. You can regenerate it.' });
    expect(await projectNamed(owner.token, 'vanished')).toMatchObject({ zip_file_status: 'deleted', can_download: false, can_regenerate: true });
    expect((await history.download(item.id, owner.token)).status).toBe(410);
  });
});

describe('POST /api/history/{id}/regenerate', () => {
  it('answers the same bytes, stores them under a new key and drops the old file', async () => {
    const original = await generateAs(owner.token, { projectName: 'regen', framework: 'echo', features: ['config', 'logger'] });
    const item = await projectNamed(owner.token, 'regen');
    const before = await rowOf(item.id);
    const res = await history.regenerate(item.id, owner.token);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toBe('attachment; filename="regen.zip"');
    expect(bytesEqual(new Uint8Array(await res.arrayBuffer()), original)).toBe(true);
    const after = await rowOf(item.id);
    expect(after.zipFileStatus).toBe('available');
    expect(after.fileKey).not.toBe(before.fileKey);
    expect(after.createdAt).toEqual(before.createdAt);
    expect((await storedFilesOf(item.id)).map((f) => f.key)).toEqual([after.fileKey]);
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
  it('removes the project from the history and its zip from storage', async () => {
    await generateAs(owner.token, { projectName: 'doomed', framework: 'gin' });
    const item = await projectNamed(owner.token, 'doomed');
    expect(await storedFilesOf(item.id)).toHaveLength(1);
    const res = await history.delete(item.id, owner.token);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ message: 'Project deleted', id: item.id });
    expect((await history.get(item.id, owner.token)).status).toBe(404);
    expect((await history.download(item.id, owner.token)).status).toBe(404);
    expect((await listAs(owner.token, { search: 'doomed' })).total).toBe(0);
    expect(await storedFilesOf(item.id)).toHaveLength(0);
    // The row stays as an anonymous generation for platform counts.
    expect(await rowOf(item.id)).toMatchObject({ userId: null, zipFileStatus: 'deleted', fileKey: null });
    expect((await history.delete(item.id, owner.token)).status).toBe(404);
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
