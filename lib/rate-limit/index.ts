// Fixed-window rate limits kept in the database, so every instance shares them.
import 'server-only';
import { eq, lt, sql } from 'drizzle-orm';
import { getDb, schema } from '@/db';
import { groupCommit } from '@/lib/db/group-commit';
import { AppError } from '@/lib/api/errors';
import { getConfig, type RateLimitRule } from '@/lib/config';
import { formatWait } from '@/lib/format';
import { clientAddress } from '@/lib/site/client-address';

const { rateLimits } = schema;

export interface RateLimitResult {
  allowed: boolean;
  count: number;
  retryAfterSeconds: number;
}

interface Hit {
  key: string;
  weight: number;
  now: Date;
}

/**
 * One atomic upsert for a batch of hits of one window length (./group-commit: under load, the hits that
 * queue behind one). Hits of one key go in as one row of their summed weight (an upsert cannot touch a
 * row twice): a window that has ended starts again at that weight, otherwise the count goes up by it.
 * Each hit's count is the key's count after it: the row's count less the weight of the key's later hits.
 */
async function writeHits(windowSeconds: number, hits: Hit[]): Promise<{ count: number; windowStart: Date }[]> {
  const db = await getDb();
  const now = new Date(Math.max(...hits.map((h) => h.now.getTime())));
  const cutoff = new Date(now.getTime() - windowSeconds * 1000).toISOString();
  const weights = new Map<string, number>();
  for (const h of hits) weights.set(h.key, (weights.get(h.key) ?? 0) + h.weight);
  const rows = await db
    .insert(rateLimits)
    .values([...weights].map(([key, count]) => ({ key, windowStart: now, count })))
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        count: sql`case when ${rateLimits.windowStart} <= ${cutoff}::timestamptz then excluded.count else ${rateLimits.count} + excluded.count end`,
        windowStart: sql`case when ${rateLimits.windowStart} <= ${cutoff}::timestamptz then excluded.window_start else ${rateLimits.windowStart} end`,
      },
    })
    .returning({ key: rateLimits.key, count: rateLimits.count, windowStart: rateLimits.windowStart });
  const byKey = new Map(rows.map((r) => [r.key, r]));
  const after = new Map<string, number>();
  return [...hits]
    .reverse()
    .map((h) => {
      const row = byKey.get(h.key)!;
      const later = after.get(h.key) ?? 0;
      after.set(h.key, later + h.weight);
      return { count: row.count - later, windowStart: new Date(row.windowStart) };
    })
    .reverse();
}

/** The hit writer of each window length. */
const hitWriters = new Map<number, (hit: Hit) => Promise<{ count: number; windowStart: Date }>>();

async function writeHit(key: string, rule: RateLimitRule, now: Date, weight: number) {
  let write = hitWriters.get(rule.windowSeconds);
  if (!write) hitWriters.set(rule.windowSeconds, (write = groupCommit((hits: Hit[]) => writeHits(rule.windowSeconds, hits))));
  const row = await write({ key, weight, now });
  await maybeSweep(now);
  return { count: row.count, windowEnds: new Date(row.windowStart).getTime() + rule.windowSeconds * 1000 };
}

const result = (count: number, rule: RateLimitRule, windowEnds: number, now: Date): RateLimitResult => ({
  allowed: count <= rule.max,
  count,
  retryAfterSeconds: Math.max(1, Math.ceil((windowEnds - now.getTime()) / 1000)),
});

/**
 * Counts a hit of `weight` on `key` (most requests weigh 1) and tells whether it stays within `rule`
 * (writeHits). A null rule (limit turned off) always allows.
 */
export async function hit(key: string, rule: RateLimitRule | null, now = new Date(), weight = 1): Promise<RateLimitResult> {
  if (!rule) return { allowed: true, count: 0, retryAfterSeconds: 0 };
  const row = await writeHit(key, rule, now, weight);
  return result(row.count, rule, row.windowEnds, now);
}

/**
 * Hits of a cost limit this process took from the database ahead of use (hitLeased), by key: `left` is
 * what it has not used yet, within the limit; the lease lapses with its window.
 */
interface Lease {
  left: number;
  windowEnds: number;
  /** The hits the last write took ahead: doubled while the key keeps coming back busy, up to the cap. */
  size: number;
  /** When this process last went to the database for the key, in ms. */
  takenAt: number;
  /** A lease is being taken: the hits meanwhile take none (one lease at a time per key). */
  taking: boolean;
}
const leases = new Map<string, Lease>();
/** A lease is at most this share of its limit, and at most LEASE_MAX hits: another instance can be refused that much early. */
const LEASE_SHARE = 0.1;
const LEASE_MAX = 64;
/** A key that comes back for a lease within this long of the last one is busy: it takes twice as many. */
const BUSY_MS = 1000;
/** Leases are dropped all at once past this many keys (memory stays bounded; a dropped lease costs a write). */
const LEASES_LIMIT = 100_000;

/**
 * `hit` for the per-address cost limits (generate, diff), whose keys one address can hit hundreds of times
 * a second. A busy key takes hits ahead (a lease) with its own, and its next requests use them without a
 * write: under a flood one statement counts up to LEASE_MAX requests instead of one each (a guest
 * generate's two writes were a third of its cost). Exact within one process: a lease never goes past the
 * limit, and a hit the database refuses takes from the lease when it has some, so exactly `max` hits of a
 * window are allowed. A quiet key (a user's few requests) leases nothing: each hit is written as it comes.
 * Another instance may be refused up to a lease early. The auth limits (five tries of a code) never lease.
 */
async function hitLeased(key: string, rule: RateLimitRule, weight: number, now = new Date()): Promise<Omit<RateLimitResult, 'count'>> {
  const at = now.getTime();
  const live = () => {
    const lease = leases.get(key);
    return lease && at < lease.windowEnds ? lease : undefined;
  };
  const fromLease = (lease: Lease | undefined) => {
    if (!lease || lease.left < weight) return undefined;
    lease.left -= weight;
    return { allowed: true, retryAfterSeconds: 0 };
  };
  const before = live();
  const leased = fromLease(before);
  if (leased) return leased;
  const cap = Math.min(LEASE_MAX, Math.floor(rule.max * LEASE_SHARE));
  const waiting = before?.taking ?? false;
  const size = before && !waiting && at - before.takenAt < BUSY_MS ? Math.min(cap, Math.max(1, before.size * 2)) : 0;
  if (before && size > 0) before.taking = true;
  let row: Awaited<ReturnType<typeof writeHit>>;
  try {
    row = await writeHit(key, rule, now, weight + size);
  } finally {
    if (before && size > 0) before.taking = false;
  }
  const count = row.count - size;
  const usable = Math.max(0, Math.min(size, rule.max - count));
  let lease = live();
  if (lease?.windowEnds === row.windowEnds) {
    // Several leases of one window add up (one was under way when this hit went to the database).
    lease.left += usable;
  } else {
    if (leases.size >= LEASES_LIMIT) leases.clear();
    leases.set(key, (lease = { left: usable, windowEnds: row.windowEnds, size: 0, takenAt: 0, taking: false }));
  }
  lease.takenAt = at;
  if (!waiting) lease.size = size;
  if (count <= rule.max) return result(count, rule, row.windowEnds, now);
  // Refused by the count, which holds hits this process took ahead and has not used: use them.
  return fromLease(lease) ?? result(count, rule, row.windowEnds, now);
}

/** Like `hit`, but throws a 429 AppError (with Retry-After) when the limit is exceeded. */
export async function enforce(key: string, rule: RateLimitRule | null, message = 'Too many attempts. Please try again later.'): Promise<void> {
  refuseOver(await hit(key, rule), message);
}

function refuseOver(result: Omit<RateLimitResult, 'count'>, message: string) {
  if (!result.allowed) {
    throw new AppError('RATE_LIMITED', `${message} Try again in ${formatWait(result.retryAfterSeconds)}.`, 'RATE_LIMITED', {
      retryAfterSeconds: result.retryAfterSeconds,
    }).withHeaders({ 'Retry-After': String(result.retryAfterSeconds) });
  }
}

/** `enforce` for a per-address cost limit (hitLeased). */
async function enforceCost(key: string, rule: RateLimitRule | null, message: string, weight: number): Promise<void> {
  if (rule) refuseOver(await hitLeased(key, rule, weight), message);
}

/** Starts the counter of `key` again (e.g. the tries of a code, when a new code is sent). */
export async function resetLimit(key: string): Promise<void> {
  leases.delete(key);
  const db = await getDb();
  await db.delete(rateLimits).where(eq(rateLimits.key, key));
}

/**
 * RATE_LIMIT_GENERATE, per client address: generate, preview and the history writes that build a zip
 * (duplicate, regenerate) are the costly calls, open to anyone. Each counts 1, and a model never
 * generated before counts more by its size besides (lib/generator compositionCost).
 */
export function enforceGenerateLimit(req: Request, weight = 1): Promise<void> {
  return enforceCost(`generate:ip:${clientAddress(req.headers)}`, getConfig().RATE_LIMIT_GENERATE, 'Too many projects generated from your network.', weight);
}

/**
 * RATE_LIMIT_DIFF, per client address, a counter of its own: diffs, upgrades and grows cost several
 * generations each (both projects built, then compared), so they get a lower limit than generate. A side
 * never generated before counts besides by its size, as for generate.
 */
export function enforceDiffLimit(req: Request, weight = 1): Promise<void> {
  return enforceCost(`diff:ip:${clientAddress(req.headers)}`, getConfig().RATE_LIMIT_DIFF, 'Too many diffs, upgrades and grows from your network.', weight);
}

/** RATE_LIMIT_FEEDBACK, per client address: feedback is open to guests, so one network cannot flood it. */
export function enforceFeedbackLimit(req: Request): Promise<void> {
  return enforce(`feedback:ip:${clientAddress(req.headers)}`, getConfig().RATE_LIMIT_FEEDBACK, 'Too much feedback sent from your network.');
}


/** Now and then, drop counters whose window ended more than a day ago. */
let lastSweep = 0;
async function maybeSweep(now: Date) {
  if (now.getTime() - lastSweep < 10 * 60_000) return;
  lastSweep = now.getTime();
  try {
    const db = await getDb();
    await db.delete(rateLimits).where(lt(rateLimits.windowStart, new Date(now.getTime() - 86_400_000)));
  } catch (err) {
    console.error('Could not sweep rate limits:', err);
  }
}
