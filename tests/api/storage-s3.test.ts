// The S3 backend against a real S3-compatible server (MinIO, started for this file): put, get, replace,
// delete, missing keys, refused credentials, then the history through it: a signed-in generation
// stores its zip in the bucket, the download gives the same bytes, retention and delete remove the
// object.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AwsClient } from 'aws4fetch';
import { runMaintenance } from '@/lib/maintenance';
import { setStorage } from '@/lib/storage';
import { crc32Base64, S3Storage, type S3Options } from '@/lib/storage/s3';
import { createVerifiedUser } from '../utils/auth';
import { bytesEqual, generateAs, history, listAs } from '../utils/history';
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
  it('stores a signed-in generation in the bucket, downloads the same bytes, expires it after the retention period and deletes it', async () => {
    setStorage(storage);
    const user = await createVerifiedUser();
    const zip = await generateAs(user.token, { projectName: 'in-minio', framework: 'chi', features: ['postgresql'] });
    const [item] = (await listAs(user.token, { search: 'in-minio' })).projects;
    const stored = (await objectKeys()).filter((k) => k.startsWith(`projects/${item.id}/`));
    expect(stored).toHaveLength(1);

    const download = await history.download(item.id, user.token);
    expect(download.status).toBe(200);
    expect(bytesEqual(new Uint8Array(await download.arrayBuffer()), zip)).toBe(true);

    // Eight days on, the maintenance job removes the object; the download says the file expired.
    const cleanup = await runMaintenance({ now: new Date(Date.now() + 8 * DAY), jobs: ['file_cleanup'] });
    expect(cleanup.file_cleanup).toMatchObject({ ran: true, ok: true });
    expect((await objectKeys()).filter((k) => k.startsWith(`projects/${item.id}/`))).toEqual([]);
    expect((await history.download(item.id, user.token)).status).toBe(410);

    // Regenerating stores it again; deleting the project removes the object.
    expect((await history.regenerate(item.id, user.token)).status).toBe(200);
    expect((await objectKeys()).filter((k) => k.startsWith(`projects/${item.id}/`))).toHaveLength(1);
    expect((await history.delete(item.id, user.token)).status).toBe(200);
    expect((await objectKeys()).filter((k) => k.startsWith(`projects/${item.id}/`))).toEqual([]);
  });

  it('keeps in the bucket a generation whose zip write failed: downloadable with the same bytes, stored then', async () => {
    const user = await createVerifiedUser();
    // The writer's PUTs are refused (as by a bucket briefly unreachable): the answer does not depend on them.
    setStorage(new S3Storage({ ...options, secretAccessKey: 'not-the-secret-0123456789' }));
    const zip = await generateAs(user.token, { projectName: 'minio-refused', framework: 'gin', features: ['redis'] });
    setStorage(storage);
    const [item] = (await listAs(user.token, { search: 'minio-refused' })).projects;
    expect(item).toMatchObject({ zip_file_status: 'available', can_download: true });
    expect((await objectKeys()).filter((k) => k.startsWith(`projects/${item.id}/`))).toEqual([]);

    const download = await history.download(item.id, user.token);
    expect(download.status).toBe(200);
    expect(bytesEqual(new Uint8Array(await download.arrayBuffer()), zip)).toBe(true);
    const stored = (await objectKeys()).filter((k) => k.startsWith(`projects/${item.id}/`));
    expect(stored).toHaveLength(1);
    expect(bytesEqual((await storage.get(stored[0]))!, zip)).toBe(true);
  });
});
