// Zips in S3-compatible object storage (FILE_STORAGE=s3): PUT, GET and DELETE of single objects,
// signed with AWS Signature V4 over fetch. The signing matches the S3 documentation's example; this
// backend has not been run against a live S3 server here, so try it on yours before relying on it.
import { EMPTY_PAYLOAD_HASH, hashPayload, signRequest, uriEncode } from './sigv4';
import type { FileStorage } from './types';

export interface S3Options {
  endpoint: string;
  region: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  prefix: string;
  forcePathStyle: boolean;
  /** For tests: the fetch to use and the clock. */
  fetch?: typeof fetch;
  now?: () => Date;
}

const TIMEOUT_MS = 15_000;

export class S3Storage implements FileStorage {
  readonly backend = 's3' as const;
  constructor(private readonly opts: S3Options) {}

  /** The object's URL: https://endpoint/bucket/key (path style) or https://bucket.endpoint/key. */
  objectUrl(key: string): URL {
    const base = new URL(this.opts.endpoint);
    const objectPath = uriEncode(this.opts.prefix + key, true);
    if (this.opts.forcePathStyle) {
      const root = base.pathname.replace(/\/+$/, '');
      return new URL(`${base.protocol}//${base.host}${root}/${uriEncode(this.opts.bucket, false)}/${objectPath}`);
    }
    return new URL(`${base.protocol}//${this.opts.bucket}.${base.host}/${objectPath}`);
  }

  private async send(method: 'PUT' | 'GET' | 'DELETE', key: string, body?: Uint8Array): Promise<Response> {
    const url = this.objectUrl(key);
    const payloadHash = body ? hashPayload(body) : EMPTY_PAYLOAD_HASH;
    const headers: Record<string, string> = { 'x-amz-content-sha256': payloadHash };
    if (body) {
      headers['content-type'] = 'application/zip';
      headers['content-length'] = String(body.byteLength);
    }
    const signed = signRequest(
      { method, url, headers, payloadHash, region: this.opts.region, service: 's3', date: (this.opts.now ?? (() => new Date()))() },
      this.opts,
    );
    const { host: _host, 'content-length': _length, ...sendHeaders } = signed.headers;
    const doFetch = this.opts.fetch ?? fetch;
    return doFetch(url, {
      method,
      headers: sendHeaders,
      body: body ? (body as BodyInit) : undefined,
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
