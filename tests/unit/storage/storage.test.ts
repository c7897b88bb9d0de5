// File storage: the database backend, and the URLs of the S3 backend (tests/api/storage-s3.test.ts runs
// the S3 backend against a real MinIO).
import { describe, expect, it } from 'vitest';
import { DatabaseStorage } from '@/lib/storage/database';
import { S3Storage } from '@/lib/storage/s3';

describe('DatabaseStorage', () => {
  it('puts, replaces, gets and deletes bytes', async () => {
    const s = new DatabaseStorage();
    const key = `test/${crypto.randomUUID()}.bin`;
    const bytes = Uint8Array.from({ length: 70_000 }, (_, i) => (i * 31) % 256);
    await s.put(key, bytes);
    expect(Buffer.from((await s.get(key))!).equals(Buffer.from(bytes))).toBe(true);
    await s.put(key, new Uint8Array([1, 2, 3]));
    expect([...(await s.get(key))!]).toEqual([1, 2, 3]);
    await s.delete([key, 'test/never-there']);
    expect(await s.get(key)).toBeNull();
    await s.delete([]);
  });

  it('stores several new files in one go (a binary COPY on PostgreSQL), byte for byte', async () => {
    const s = new DatabaseStorage();
    const files = [0, 1, 300_000, 70_001].map((length, n) => ({
      key: `test/${crypto.randomUUID()}/ä ${n}.zip`,
      bytes: Uint8Array.from({ length }, (_, i) => (i * 7 + n) % 256),
    }));
    await s.putMany(files);
    for (const f of files) expect(Buffer.from((await s.get(f.key))!).equals(Buffer.from(f.bytes)), f.key).toBe(true);
    await s.putMany([]);
    await s.delete(files.map((f) => f.key));
  });

  it('stores files in one go while other queries share the connections', async () => {
    const s = new DatabaseStorage();
    const batches = Array.from({ length: 6 }, (_, b) =>
      Array.from({ length: 3 }, (_, n) => ({ key: `test/${crypto.randomUUID()}.zip`, bytes: new Uint8Array(50_000 + n).fill(b) })),
    );
    const others = Array.from({ length: 30 }, () => s.get('test/never-there'));
    await Promise.all([...batches.map((files) => s.putMany(files)), ...others]);
    for (const f of batches.flat()) expect((await s.get(f.key))!.byteLength).toBe(f.bytes.byteLength);
    await s.delete(batches.flat().map((f) => f.key));
  }, 20_000);
});

describe('S3Storage object URLs', () => {
  const options = { region: 'eu-west-1', bucket: 'zips', accessKeyId: 'AKIDEXAMPLE', secretAccessKey: 'secret', prefix: 'gostarter/' };

  it('puts the bucket in the path or in the host, and encodes keys the S3 way', () => {
    const pathStyle = new S3Storage({ ...options, endpoint: 'http://127.0.0.1:9000', forcePathStyle: true });
    expect(String(pathStyle.objectUrl('projects/p1/v1.zip'))).toBe('http://127.0.0.1:9000/zips/gostarter/projects/p1/v1.zip');
    expect(String(pathStyle.objectUrl("projects/a b/c+d~e(1)!.zip"))).toBe('http://127.0.0.1:9000/zips/gostarter/projects/a%20b/c%2Bd~e%281%29%21.zip');
    const hosted = new S3Storage({ ...options, endpoint: 'https://s3.eu-west-1.amazonaws.com', forcePathStyle: false });
    expect(String(hosted.objectUrl('projects/a.zip'))).toBe('https://zips.s3.eu-west-1.amazonaws.com/gostarter/projects/a.zip');
  });
});
