// Zips in S3-compatible object storage (FILE_STORAGE=s3): PUT, GET and DELETE of single objects,
// signed with AWS Signature V4 by aws4fetch (a small, maintained signer over fetch; the AWS SDK's S3
// client would bring a few megabytes for three calls). tests/api/storage-s3.test.ts runs it against a
// real MinIO.
import { AwsClient } from 'aws4fetch';
import type { FileStorage } from './types';

export interface S3Options {
  endpoint: string;
  region: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  prefix: string;
  forcePathStyle: boolean;
}

const TIMEOUT_MS = 15_000;

/** RFC 3986 encoding of each path segment, as S3 signs it. */
const encodeKey = (key: string) => key.split('/').map(encodeURIComponent).join('/').replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

export class S3Storage implements FileStorage {
  readonly backend = 's3' as const;
  private readonly client: AwsClient;

  constructor(private readonly opts: S3Options) {
    this.client = new AwsClient({ accessKeyId: opts.accessKeyId, secretAccessKey: opts.secretAccessKey, service: 's3', region: opts.region, retries: 0 });
  }

  /** The object's URL: https://endpoint/bucket/key (path style) or https://bucket.endpoint/key. */
  objectUrl(key: string): URL {
    const base = new URL(this.opts.endpoint);
    const objectPath = encodeKey(this.opts.prefix + key);
    if (this.opts.forcePathStyle) {
      const root = base.pathname.replace(/\/+$/, '');
      return new URL(`${base.protocol}//${base.host}${root}/${encodeURIComponent(this.opts.bucket)}/${objectPath}`);
    }
    return new URL(`${base.protocol}//${this.opts.bucket}.${base.host}/${objectPath}`);
  }

  private send(method: 'PUT' | 'GET' | 'DELETE', key: string, body?: Uint8Array): Promise<Response> {
    return this.client.fetch(this.objectUrl(key).toString(), {
      method,
      headers: body ? { 'content-type': 'application/zip' } : undefined,
      body: body as BodyInit | undefined,
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
  }

  private async fail(what: string, key: string, res: Response): Promise<never> {
    const text = (await res.text().catch(() => '')).slice(0, 300);
    throw new Error(`S3 ${what} of ${key} failed: HTTP ${res.status} ${text}`);
  }

  async put(key: string, bytes: Uint8Array): Promise<void> {
    const res = await this.send('PUT', key, bytes);
    if (!res.ok) await this.fail('PUT', key, res);
    await res.arrayBuffer().catch(() => undefined);
  }

  async get(key: string): Promise<Uint8Array | null> {
    const res = await this.send('GET', key);
    if (res.status === 404) {
      await res.arrayBuffer().catch(() => undefined);
      return null;
    }
    if (!res.ok) await this.fail('GET', key, res);
    return new Uint8Array(await res.arrayBuffer());
  }

  async delete(keys: readonly string[]): Promise<void> {
    // One request per object keeps to the simplest call every S3-compatible server supports.
    for (const key of keys) {
      const res = await this.send('DELETE', key);
      if (!res.ok && res.status !== 404) await this.fail('DELETE', key, res);
      await res.arrayBuffer().catch(() => undefined);
    }
  }
}
