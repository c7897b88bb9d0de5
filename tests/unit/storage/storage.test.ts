// File storage: the database backend, and the S3 backend's requests and signatures (no live S3 server
// here: the signature is checked against the example in the S3 documentation).
import { describe, expect, it } from 'vitest';
import { DatabaseStorage } from '@/lib/storage/database';
import { S3Storage } from '@/lib/storage/s3';
import { EMPTY_PAYLOAD_HASH, signRequest, uriEncode } from '@/lib/storage/sigv4';

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

describe('AWS Signature V4', () => {
  it('matches the S3 documentation example (GET Object with a Range)', () => {
    const signed = signRequest(
      {
        method: 'GET',
        url: new URL('https://examplebucket.s3.amazonaws.com/test.txt'),
        headers: { Range: 'bytes=0-9', 'x-amz-content-sha256': EMPTY_PAYLOAD_HASH },
        payloadHash: EMPTY_PAYLOAD_HASH,
        region: 'us-east-1',
        service: 's3',
        date: new Date('2013-05-24T00:00:00Z'),
      },
      { accessKeyId: 'AKIAIOSFODNN7EXAMPLE', secretAccessKey: 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY' },
    );
    expect(signed.canonicalRequest).toBe(
      [
        'GET',
        '/test.txt',
        '',
        'host:examplebucket.s3.amazonaws.com',
        'range:bytes=0-9',
        `x-amz-content-sha256:${EMPTY_PAYLOAD_HASH}`,
        'x-amz-date:20130524T000000Z',
        '',
        'host;range;x-amz-content-sha256;x-amz-date',
        EMPTY_PAYLOAD_HASH,
      ].join('\n'),
    );
    expect(signed.stringToSign.split('\n').at(-1)).toBe('7344ae5b7ee6c3e7e6b0fe0640412a37625d1fbfff95c48bbb2dc43964946972');
    expect(signed.signature).toBe('f0e8bdb87c964420e857bd35b5d6ed310bd44f0170aba48dd91039c6036bdb41');
    expect(signed.headers.authorization).toBe(
      'AWS4-HMAC-SHA256 Credential=AKIAIOSFODNN7EXAMPLE/20130524/us-east-1/s3/aws4_request, SignedHeaders=host;range;x-amz-content-sha256;x-amz-date, Signature=f0e8bdb87c964420e857bd35b5d6ed310bd44f0170aba48dd91039c6036bdb41',
    );
  });

  it('encodes keys the S3 way', () => {
    expect(uriEncode('projects/a b/c+d~e.zip', true)).toBe('projects/a%20b/c%2Bd~e.zip');
    expect(uriEncode('a/b', false)).toBe('a%2Fb');
    expect(uriEncode('é', false)).toBe('%C3%A9');
  });
});

describe('S3Storage', () => {
  function fakeS3() {
    const objects = new Map<string, Uint8Array>();
    const calls: { method: string; url: string; headers: Record<string, string> }[] = [];
    const fetchFn = (async (input: URL | RequestInfo, init?: RequestInit) => {
      const url = String(input);
      const headers = Object.fromEntries(Object.entries((init?.headers ?? {}) as Record<string, string>).map(([k, v]) => [k.toLowerCase(), v]));
      calls.push({ method: init?.method ?? 'GET', url, headers });
      if (init?.method === 'PUT') {
        objects.set(url, new Uint8Array(init.body as Uint8Array));
        return new Response(null, { status: 200 });
      }
      if (init?.method === 'DELETE') {
        objects.delete(url);
        return new Response(null, { status: 204 });
      }
      const body = objects.get(url);
      return body ? new Response(body as BodyInit, { status: 200 }) : new Response('<Error><Code>NoSuchKey</Code></Error>', { status: 404 });
    }) as typeof fetch;
    return { objects, calls, fetchFn };
  }

  const options = { region: 'eu-west-1', bucket: 'zips', accessKeyId: 'AKIDEXAMPLE', secretAccessKey: 'secret', prefix: 'gostarter/' };

  it('puts, gets and deletes objects with signed requests (path style)', async () => {
    const fake = fakeS3();
    const s = new S3Storage({ ...options, endpoint: 'http://127.0.0.1:9000', forcePathStyle: true, fetch: fake.fetchFn, now: () => new Date('2025-01-02T03:04:05Z') });
    const bytes = new Uint8Array([80, 75, 3, 4]);
    await s.put('projects/p1/v1.zip', bytes);
    expect(fake.calls[0].url).toBe('http://127.0.0.1:9000/zips/gostarter/projects/p1/v1.zip');
    expect(fake.calls[0].headers['x-amz-date']).toBe('20250102T030405Z');
    expect(fake.calls[0].headers['x-amz-content-sha256']).toMatch(/^[0-9a-f]{64}$/);
    expect(fake.calls[0].headers.authorization).toMatch(
      /^AWS4-HMAC-SHA256 Credential=AKIDEXAMPLE\/20250102\/eu-west-1\/s3\/aws4_request, SignedHeaders=content-length;content-type;host;x-amz-content-sha256;x-amz-date, Signature=[0-9a-f]{64}$/,
    );
    expect([...(await s.get('projects/p1/v1.zip'))!]).toEqual([80, 75, 3, 4]);
    expect(await s.get('projects/missing.zip')).toBeNull();
    await s.delete(['projects/p1/v1.zip', 'projects/missing.zip']);
    expect(fake.objects.size).toBe(0);
  });

  it('uses virtual-hosted URLs when path style is off, and reports server errors', async () => {
    const s = new S3Storage({ ...options, endpoint: 'https://s3.eu-west-1.amazonaws.com', forcePathStyle: false, fetch: (async () => new Response('denied', { status: 403 })) as typeof fetch });
    expect(String(s.objectUrl('projects/a.zip'))).toBe('https://zips.s3.eu-west-1.amazonaws.com/gostarter/projects/a.zip');
    await expect(s.put('projects/a.zip', new Uint8Array(1))).rejects.toThrow(/HTTP 403/);
    await expect(s.get('projects/a.zip')).rejects.toThrow(/HTTP 403/);
  });
});
