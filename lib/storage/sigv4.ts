// AWS Signature Version 4 for S3-compatible object storage (header-based, single chunk).
// Checked against the S3 documentation's example signature (tests/unit/storage/sigv4.test.ts); not
// exercised against a live S3 server in this repository.
import crypto from 'node:crypto';

export interface SigV4Credentials {
  accessKeyId: string;
  secretAccessKey: string;
}

export interface SigV4Request {
  method: string;
  url: URL;
  /** Headers to sign (names any case); host and x-amz-date are added when missing. */
  headers: Record<string, string>;
  /** Hex SHA-256 of the body, or 'UNSIGNED-PAYLOAD'. */
  payloadHash: string;
  region: string;
  service: string;
  date: Date;
}

const sha256Hex = (data: string | Uint8Array) => crypto.createHash('sha256').update(data).digest('hex');
const hmac = (key: crypto.BinaryLike, data: string) => crypto.createHmac('sha256', key).update(data).digest();

export const hashPayload = (body: Uint8Array | string) => sha256Hex(body);
export const EMPTY_PAYLOAD_HASH = sha256Hex('');

/** RFC 3986 encoding as S3 wants it: every byte but unreserved characters; '/' kept in paths. */
export function uriEncode(value: string, keepSlash: boolean): string {
  return Array.from(new TextEncoder().encode(value))
    .map((b) => {
      const c = String.fromCharCode(b);
      if (/[A-Za-z0-9\-._~]/.test(c) || (keepSlash && c === '/')) return c;
      return '%' + b.toString(16).toUpperCase().padStart(2, '0');
    })
    .join('');
}

function amzDate(date: Date): string {
  return date.toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '');
}

export interface SignedParts {
  canonicalRequest: string;
  stringToSign: string;
  signature: string;
  /** Every header to send, the Authorization header included. */
  headers: Record<string, string>;
}

export function signRequest(req: SigV4Request, creds: SigV4Credentials): SignedParts {
  const stamp = amzDate(req.date);
  const day = stamp.slice(0, 8);
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(req.headers)) headers[name.toLowerCase()] = value;
  headers.host ??= req.url.host;
  headers['x-amz-date'] ??= stamp;

  const names = Object.keys(headers).sort();
  const canonicalHeaders = names.map((n) => `${n}:${headers[n].trim().replace(/\s+/g, ' ')}\n`).join('');
  const signedHeaders = names.join(';');
  // The path arrives already encoded in the URL: decode, then encode the S3 way.
  const path = uriEncode(decodeURIComponent(req.url.pathname), true) || '/';
  const query = [...req.url.searchParams.entries()]
    .map(([k, v]) => [uriEncode(k, false), uriEncode(v, false)])
    .sort(([a, x], [b, y]) => (a < b ? -1 : a > b ? 1 : x < y ? -1 : x > y ? 1 : 0))
    .map(([k, v]) => `${k}=${v}`)
    .join('&');

  const canonicalRequest = [req.method.toUpperCase(), path, query, canonicalHeaders, signedHeaders, req.payloadHash].join('\n');
  const scope = `${day}/${req.region}/${req.service}/aws4_request`;
  const stringToSign = ['AWS4-HMAC-SHA256', stamp, scope, sha256Hex(canonicalRequest)].join('\n');
  const key = hmac(hmac(hmac(hmac('AWS4' + creds.secretAccessKey, day), req.region), req.service), 'aws4_request');
  const signature = crypto.createHmac('sha256', key).update(stringToSign).digest('hex');
  const authorization = `AWS4-HMAC-SHA256 Credential=${creds.accessKeyId}/${scope}, SignedHeaders=${signedHeaders}, Signature=${signature}`;
  return { canonicalRequest, stringToSign, signature, headers: { ...headers, authorization } };
}
