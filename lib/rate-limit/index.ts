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

/**
 * Counts a hit of `weight` on `key` (most requests weigh 1) and tells whether it stays within `rule`
 * (writeHits). A null rule (limit turned off) always allows.
 */
export async function hit(key: string, rule: RateLimitRule | null, now = new Date(), weight = 1): Promise<RateLimitResult> {
  if (!rule) return { allowed: true, count: 0, retryAfterSeconds: 0 };
  let write = hitWriters.get(rule.windowSeconds);
  if (!write) hitWriters.set(rule.windowSeconds, (write = groupCommit((hits: Hit[]) => writeHits(rule.windowSeconds, hits))));
  const row = await write({ key, weight, now });
  await maybeSweep(now);
  const windowEnds = new Date(row.windowStart).getTime() + rule.windowSeconds * 1000;
  const retryAfterSeconds = Math.max(1, Math.ceil((windowEnds - now.getTime()) / 1000));
  return { allowed: row.count <= rule.max, count: row.count, retryAfterSeconds };
}

/** Like `hit`, but throws a 429 AppError (with Retry-After) when the limit is exceeded. */
export async function enforce(
  key: string,
  rule: RateLimitRule | null,
  message = 'Too many attempts. Please try again later.',
  code = 'RATE_LIMITED',
  weight = 1,
): Promise<void> {
  const result = await hit(key, rule, new Date(), weight);
  if (!result.allowed) {
    throw new AppError('RATE_LIMITED', `${message} Try again in ${formatWait(result.retryAfterSeconds)}.`, code, {
      retryAfterSeconds: result.retryAfterSeconds,
    }).withHeaders({ 'Retry-After': String(result.retryAfterSeconds) });
  }
}

/** Starts the counter of `key` again (e.g. the tries of a code, when a new code is sent). */
export async function resetLimit(key: string): Promise<void> {
  const db = await getDb();
  await db.delete(rateLimits).where(eq(rateLimits.key, key));
}

/**
 * RATE_LIMIT_GENERATE, per client address: generate, preview and the history writes that build a zip
 * (duplicate, regenerate) are the costly calls, open to anyone. Each counts 1, and a model never
 * generated before counts more by its size besides (lib/generator compositionCost).
 */
export function enforceGenerateLimit(req: Request, weight = 1): Promise<void> {
  return enforce(`generate:ip:${clientAddress(req.headers)}`, getConfig().RATE_LIMIT_GENERATE, 'Too many projects generated from your network.', 'RATE_LIMITED', weight);
}

/**
 * RATE_LIMIT_DIFF, per client address, a counter of its own: diffs, upgrades and grows cost several
 * generations each (both projects built, then compared), so they get a lower limit than generate. A side
 * never generated before counts besides by its size, as for generate.
 */
export function enforceDiffLimit(req: Request, weight = 1): Promise<void> {
  return enforce(`diff:ip:${clientAddress(req.headers)}`, getConfig().RATE_LIMIT_DIFF, 'Too many diffs, upgrades and grows from your network.', 'RATE_LIMITED', weight);
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
