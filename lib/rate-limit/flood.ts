// The first line against floods: every request a client address sends takes a token from its bucket, in
// this process's memory, before Next.js routes it (lib/server/request-hooks.ts). An empty bucket is a 429
// written at once, so a flood of cheap requests (/mcp, /features, pages) is refused for microseconds
// each instead of reaching the work. RATE_LIMIT_REQUESTS=<max>/<seconds>: a bucket holds `max` tokens
// (the burst a page load with its prefetches or an agent's session needs) and refills at max/seconds a
// second. Besides, an address has at most RATE_LIMIT_IN_FLIGHT requests under way at once: a flood of
// 200 at once would otherwise queue the bucket's whole burst on the event loop together, and every other
// visitor's request would wait behind all of it. The database-kept limits (index.ts) still count the
// costly calls across instances.
// Exempt: the build's static files and the site's icons (a page pulls tens of them, and the CDN or
// browser caches them) and GET /api/health, which monitors poll from a few addresses and which costs one
// shared database check.
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

/** The site's icons (app/favicon.ico, app/icon.svg), which pages link with a query naming their version. */
const ICONS = new Set(['/favicon.ico', '/icon.svg']);

/** Paths no bucket counts (see the top of the file); `url` is the request's, query included. */
export function isExempt(method: string | undefined, url: string): boolean {
  const path = url.split('?', 1)[0];
  return path.startsWith('/_next/static/') || ICONS.has(path) || (method === 'GET' && path === '/api/health');
}

/** Requests under way per address (only addresses with some). */
const inFlight = new Map<string, number>();

/**
 * Admits a request of `address`: 0 and `release` (call it when the answer is done) when its bucket has a
 * token and the address has room in flight; otherwise the seconds to wait before trying again.
 */
export function admit(address: string): { wait: number; release?: () => void } {
  // RATE_LIMIT_REQUESTS=off turns the whole first line off (benchmarks, browser tests from one address).
  if (!getConfig().RATE_LIMIT_REQUESTS) return { wait: 0, release: () => {} };
  const cap = getConfig().RATE_LIMIT_IN_FLIGHT;
  const running = inFlight.get(address) ?? 0;
  if (cap > 0 && running >= cap) return { wait: 1 };
  const wait = takeToken(address);
  if (wait > 0) return { wait };
  inFlight.set(address, running + 1);
  let released = false;
  return {
    wait: 0,
    release: () => {
      if (released) return;
      released = true;
      const left = (inFlight.get(address) ?? 1) - 1;
      if (left > 0) inFlight.set(address, left);
      else inFlight.delete(address);
    },
  };
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
