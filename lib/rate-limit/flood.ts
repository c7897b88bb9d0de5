// The first line against floods: every request a client address sends takes a token from its bucket, in
// this process's memory, before Next.js routes it (lib/server/request-hooks.ts). An empty bucket is a 429
// written at once, so a flood of cheap requests (/mcp, /features, pages) is refused for microseconds
// each instead of reaching the work. RATE_LIMIT_REQUESTS=<max>/<seconds>: a bucket holds `max` tokens
// (the burst a page load with its prefetches or an agent's session needs) and refills at max/seconds a
// second. The database-kept limits (index.ts) still count the costly calls across instances.
// Exempt: the build's static files (a page pulls tens of them, and the CDN or browser caches them) and
// GET /api/health, which monitors poll from a few addresses and which costs one shared database check.
import { AppError } from '@/lib/api/errors';
import { getConfig } from '@/lib/config';
import { formatWait } from '@/lib/format';

interface Bucket {
  tokens: number;
  /** When the tokens were last counted, in ms (performance.now). */
  at: number;
}

const buckets = new Map<string, Bucket>();
/** Buckets full again are forgotten, oldest first, once there are this many (memory stays bounded). */
const BUCKETS_LIMIT = 100_000;

/** Paths no bucket counts (see the top of the file). */
export function isExempt(method: string | undefined, path: string): boolean {
  return path.startsWith('/_next/static/') || path === '/favicon.ico' || (method === 'GET' && (path === '/api/health' || path.startsWith('/api/health?')));
}

/** Takes a token from the bucket of `address`; the seconds until one is back when it is empty, else 0. */
export function takeToken(address: string, now = performance.now()): number {
  const rule = getConfig().RATE_LIMIT_REQUESTS;
  if (!rule) return 0;
  const perMs = rule.max / (rule.windowSeconds * 1000);
  let bucket = buckets.get(address);
  if (bucket) {
    bucket.tokens = Math.min(rule.max, bucket.tokens + (now - bucket.at) * perMs);
    bucket.at = now;
  } else {
    if (buckets.size >= BUCKETS_LIMIT) forgetFull(rule.max, perMs, now);
    buckets.set(address, (bucket = { tokens: rule.max, at: now }));
  }
  if (bucket.tokens >= 1) {
    bucket.tokens -= 1;
    return 0;
  }
  return Math.max(1, Math.ceil((1 - bucket.tokens) / perMs / 1000));
}

/** Drops the buckets that have refilled (they would start full anyway), or the oldest half if none has. */
function forgetFull(max: number, perMs: number, now: number) {
  for (const [address, b] of buckets) if (b.tokens + (now - b.at) * perMs >= max) buckets.delete(address);
  if (buckets.size < BUCKETS_LIMIT) return;
  let drop = buckets.size / 2;
  for (const address of buckets.keys()) {
    if (drop-- <= 0) break;
    buckets.delete(address);
  }
}

/** The error of a request its bucket refused, with Retry-After. */
export function floodRefusal(retryAfterSeconds: number): AppError {
  return new AppError('RATE_LIMITED', `Too many requests from your network. Try again in ${formatWait(retryAfterSeconds)}.`, 'RATE_LIMITED', {
    retryAfterSeconds,
  }).withHeaders({ 'Retry-After': String(retryAfterSeconds) });
}
