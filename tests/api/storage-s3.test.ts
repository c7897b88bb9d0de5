// The S3 backend against a real S3-compatible server (MinIO, started for this file): put, get, replace,
// delete, missing keys, refused credentials, then the history through it: a signed-in generation
// stores its selection's plan in the bucket, the download gives the same bytes, retention expires the
// project and the maintenance job removes the plan no project points to any more.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AwsClient } from 'aws4fetch';
import { eq } from 'drizzle-orm';
import { getDb, schema } from '@/db';
import { toProjectSpec, type GenerateRequest } from '@/lib/generation';
import { generateKeptZip, parsePlan, zipFromPlan, type NameValues } from '@/lib/generator';
import { runMaintenance } from '@/lib/maintenance';
import { setStorage } from '@/lib/storage';
import { crc32Base64, S3Storage, type S3Options } from '@/lib/storage/s3';
import { createVerifiedUser } from '../utils/auth';
import { bytesEqual, generateAs, history, listAs, rowOf } from '../utils/history';
import { startMinIO, type MinIO } from '../utils/minio';

const DAY = 86_400_000;
process.env.FILE_RETENTION_DAYS = '7';

let minio: MinIO;
let options: S3Options;
let storage: S3Storage;

/** The object keys under the bucket's prefix, listed by the server itself (ListObjectsV2). */
async function objectKeys(): Promise<string[]> {
  const client = new AwsClient({ accessKeyId: minio.accessKey, secretAccessKey: minio.secretKey, service: 's3', region: options.region });
  const res = await client.fetch(`${minio.endpoint}/${options.bucket}?list-type=2&prefix=${encodeURIComponent(options.prefix)}`);
  expect(res.status).toBe(200);
  return [...(await res.text()).matchAll(/<Key>([^<]+)<\/Key>/g)].map((m) => m[1].slice(options.prefix.length));
}

/**
 * The key of the plan a generation of `req` keeps, which zip_plans from then on does not say stored: the
 * bucket is new, but the database may be a PostgreSQL one that other test files (database storage) or
 * earlier runs wrote to. Each test uses a selection of its own, so that its generation writes the plan.
 */
async function planNewToTheBucket(req: GenerateRequest): Promise<string> {
  const { plan } = await generateKeptZip(toProjectSpec(req).spec);
  const db = await getDb();
  await db.update(schema.zipPlans).set({ stored: false }).where(eq(schema.zipPlans.key, plan.key));
  return plan.key;
}

/** The zip a plan in the bucket writes with a project's names. */
async function zipFromBucket(key: string, names: NameValues): Promise<Uint8Array> {
  const bytes = await storage.get(key);
  expect(bytes, `${key} in the bucket`).not.toBeNull();
  return zipFromPlan(parsePlan(bytes!), names);
}

beforeAll(async () => {
  minio = await startMinIO();
  options = {
    endpoint: minio.endpoint,
    region: 'us-east-1',
    bucket: `zips-${process.pid}`,
    accessKeyId: minio.accessKey,
    secretAccessKey: minio.secretKey,
    prefix: 'gostarter/',
    forcePathStyle: true,
  };
  const client = new AwsClient({ accessKeyId: minio.accessKey, secretAccessKey: minio.secretKey, service: 's3', region: options.region });
  expect((await client.fetch(`${minio.endpoint}/${options.bucket}`, { method: 'PUT' })).status).toBe(200);
  storage = new S3Storage(options);
}, 20 * 60_000);

afterAll(async () => {
  setStorage(undefined);
  await minio?.stop();
});

describe('S3Storage on MinIO', () => {
  it('puts, replaces, gets and deletes objects; a missing key reads as null and deletes quietly', async () => {
    const key = `test/${crypto.randomUUID()}/a b+c(1).zip`;
    const bytes = Uint8Array.from({ length: 300_000 }, (_, i) => (i * 131) % 256);
    await storage.put(key, bytes);
    expect(bytesEqual((await storage.get(key))!, bytes)).toBe(true);
    expect(await objectKeys()).toContain(key);

    await storage.put(key, new Uint8Array([1, 2, 3]));
    expect([...(await storage.get(key))!]).toEqual([1, 2, 3]);

    expect(await storage.get('test/never-there.zip')).toBeNull();
    await storage.delete([key, 'test/never-there.zip']);
    expect(await storage.get(key)).toBeNull();
    expect(await objectKeys()).not.toContain(key);
  });

  it('sends a CRC32 the server checks: a body that is not the one summed is refused', async () => {
    // The check value of CRC-32 for "123456789" is 0xCBF43926.
    expect(crc32Base64(new TextEncoder().encode('123456789'))).toBe(Buffer.from([0xcb, 0xf4, 0x39, 0x26]).toString('base64'));
    const key = `test/${crypto.randomUUID()}.zip`;
    const bytes = new TextEncoder().encode('the zip as generated');
    const corrupted = new TextEncoder().encode('the zip as corrupted');
    const client = new AwsClient({ accessKeyId: minio.accessKey, secretAccessKey: minio.secretKey, service: 's3', region: options.region });
    const res = await client.fetch(storage.objectUrl(key), {
      method: 'PUT',
      headers: { 'x-amz-content-sha256': 'UNSIGNED-PAYLOAD', 'x-amz-checksum-crc32': crc32Base64(bytes) },
      body: corrupted,
    });
    expect(res.status).toBe(400);
    expect(await res.text()).toMatch(/checksum|digest/i);
    expect(await storage.get(key)).toBeNull();
  });

  it('reports what the server refuses: wrong credentials, a missing bucket', async () => {
    const wrongSecret = new S3Storage({ ...options, secretAccessKey: 'not-the-secret-0123456789' });
    await expect(wrongSecret.put('test/x.zip', new Uint8Array(1))).rejects.toThrow(/HTTP 403/);
    await expect(wrongSecret.get('test/x.zip')).rejects.toThrow(/HTTP 403/);
    const noBucket = new S3Storage({ ...options, bucket: 'no-such-bucket' });
    await expect(noBucket.put('test/x.zip', new Uint8Array(1))).rejects.toThrow(/HTTP 404.*NoSuchBucket/s);
  });
});

describe('the history with zips in MinIO', () => {
  it('stores a signed-in generation’s plan in the bucket, downloads the same bytes, expires it after the retention period (the plan removed then), and regenerates it', async () => {
    setStorage(storage);
    const user = await createVerifiedUser();
    const req = { projectName: 'in-minio', framework: 'chi', features: ['postgresql', 'asynq'] };
    const planKey = await planNewToTheBucket(req);
    const zip = await generateAs(user.token, req);
    const [item] = (await listAs(user.token, { search: 'in-minio' })).projects;
    const row = await rowOf(item.id);
    expect(row).toMatchObject({ fileKey: planKey, filePending: false });
    expect(await objectKeys()).toContain(planKey);
    expect(bytesEqual(await zipFromBucket(planKey, row.zipNames!), zip)).toBe(true);
    expect((await objectKeys()).filter((k) => k.startsWith(`projects/${item.id}/`))).toEqual([]);

    const download = await history.download(item.id, user.token);
    expect(download.status).toBe(200);
    expect(bytesEqual(new Uint8Array(await download.arrayBuffer()), zip)).toBe(true);

    // Eight days on the project expires; its plan then has no project and was unused for more than a day,
    // so the same run removes the object. The download says the file expired.
    const cleanup = await runMaintenance({ now: new Date(Date.now() + 8 * DAY), jobs: ['file_cleanup'] });
    expect(cleanup.file_cleanup).toMatchObject({ ran: true, ok: true });
    expect(cleanup.file_cleanup?.ran && cleanup.file_cleanup.ok && cleanup.file_cleanup.counts.plans_removed).toBeGreaterThanOrEqual(1);
    expect(await objectKeys()).not.toContain(planKey);
    expect((await history.download(item.id, user.token)).status).toBe(410);

    // Regenerating stores the plan again and points the project at it.
    const regen = await history.regenerate(item.id, user.token);
    expect(regen.status).toBe(200);
    expect(bytesEqual(new Uint8Array(await regen.arrayBuffer()), zip)).toBe(true);
    expect((await rowOf(item.id)).fileKey).toBe(planKey);
    expect(await objectKeys()).toContain(planKey);
    expect(bytesEqual(await zipFromBucket(planKey, row.zipNames!), zip)).toBe(true);
  });

  it('deletes a project by removing its pointer: the plan object stays for the other projects of its selection', async () => {
    setStorage(storage);
    const user = await createVerifiedUser();
    const req = { framework: 'echo', features: ['sqlite', 'swagger'] };
    const planKey = await planNewToTheBucket({ projectName: 'minio-gone', ...req });
    await generateAs(user.token, { projectName: 'minio-gone', ...req });
    const kept = await generateAs(user.token, { projectName: 'minio-kept', ...req });
    const { projects } = await listAs(user.token, { search: 'minio-', sort_by: 'project_name', sort_order: 'asc' });
    const [gone, other] = projects;
    expect([gone.project_name, other.project_name]).toEqual(['minio-gone', 'minio-kept']);
    expect(await objectKeys()).toContain(planKey);

    expect((await history.delete(gone.id, user.token)).status).toBe(200);
    expect(await rowOf(gone.id)).toMatchObject({ userId: null, zipFileStatus: 'deleted', fileKey: null });
    expect(await objectKeys()).toContain(planKey);
    const download = await history.download(other.id, user.token);
    expect(download.status).toBe(200);
    expect(bytesEqual(new Uint8Array(await download.arrayBuffer()), kept)).toBe(true);
  });

  it('keeps in the bucket a generation whose plan write failed: downloadable with the same bytes, its plan stored then', async () => {
    const user = await createVerifiedUser();
    const req = { projectName: 'minio-refused', framework: 'gin', features: ['redis', 'smtp'] };
    const planKey = await planNewToTheBucket(req);
    // The writer's PUTs are refused (as by a bucket briefly unreachable): the answer does not depend on them.
    setStorage(new S3Storage({ ...options, secretAccessKey: 'not-the-secret-0123456789' }));
    const zip = await generateAs(user.token, req);
    setStorage(storage);
    const [item] = (await listAs(user.token, { search: 'minio-refused' })).projects;
    expect(item).toMatchObject({ zip_file_status: 'available', can_download: true });
    expect(await rowOf(item.id)).toMatchObject({ fileKey: planKey, filePending: true });
    expect(await objectKeys()).not.toContain(planKey);

    const download = await history.download(item.id, user.token);
    expect(download.status).toBe(200);
    expect(bytesEqual(new Uint8Array(await download.arrayBuffer()), zip)).toBe(true);
    expect(await objectKeys()).toContain(planKey);
    const row = await rowOf(item.id);
    expect(row).toMatchObject({ fileKey: planKey, filePending: false });
    expect(bytesEqual(await zipFromBucket(planKey, row.zipNames!), zip)).toBe(true);
  });
});
