// Fixed-window rate limits kept in the database, so every instance shares them.
import 'server-only';
import { eq, lt, sql } from 'drizzle-orm';
import { getDb, schema } from '@/db';
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

/**
 * Counts a hit of `weight` on `key` (most requests weigh 1) and tells whether it stays within `rule`. One
 * atomic upsert: a window that has ended starts again at `weight`, otherwise the count goes up by it. A
 * null rule (limit turned off) always allows.
 */
export async function hit(key: string, rule: RateLimitRule | null, now = new Date(), weight = 1): Promise<RateLimitResult> {
  if (!rule) return { allowed: true, count: 0, retryAfterSeconds: 0 };
  const db = await getDb();
  const cutoff = new Date(now.getTime() - rule.windowSeconds * 1000).toISOString();
  const nowIso = now.toISOString();
  const [row] = await db
    .insert(rateLimits)
    .values({ key, windowStart: now, count: weight })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        count: sql`case when ${rateLimits.windowStart} <= ${cutoff}::timestamptz then ${weight}::int else ${rateLimits.count} + ${weight}::int end`,
        windowStart: sql`case when ${rateLimits.windowStart} <= ${cutoff}::timestamptz then ${nowIso}::timestamptz else ${rateLimits.windowStart} end`,
      },
    })
    .returning({ count: rateLimits.count, windowStart: rateLimits.windowStart });
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
