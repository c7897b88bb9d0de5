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
