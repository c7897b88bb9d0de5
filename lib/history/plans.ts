// Stored zip plans: a kept zip is its row (file_key = its selection's plan, zip_names) and that plan, in
// file storage under plans/<sha256> and shared by every project of the selection (lib/generator/plan.ts).
// A plan holds the catalogue's templates as generated, no one's names: deleting a project leaves it to
// the other projects, and the maintenance job removes a plan once no row points to it and no generation
// needed it for PLAN_UNUSED_MS.
//
// The zip_plans table says which plans are stored, for every instance. A process that confirmed a plan
// (the table said stored, or it wrote it) trusts it for TRUST_MS without asking again, so a generation
// of a known selection is kept by its row alone. That trust is safe because the job only removes plans
// unused far longer than that, and each confirmation marks the plan used.
import 'server-only';
import { and, inArray, sql } from 'drizzle-orm';
import { getDb, schema } from '@/db';
import { parsePlan, type StoredPlanBytes, type ZipPlan } from '@/lib/generator';
import { getStorage } from '@/lib/storage';
import { rowsOf } from './sql';

const { zipPlans } = schema;

/** How long a process trusts a plan it confirmed. */
const TRUST_MS = 60 * 60_000;
/** A plan no row points to is removed once no generation needed it for this long: far longer than TRUST_MS. */
export const PLAN_UNUSED_MS = 24 * TRUST_MS;
/** Plans read back, kept parsed: a download is then the writing of a zip. */
const PARSED_LIMIT = 8;

interface PlanState {
  /** When this process last confirmed each plan stored. */
  confirmed: Map<string, number>;
  parsed: Map<string, ZipPlan>;
}
// Next.js dev reloads modules; keep one state per process.
const globalForPlans = globalThis as unknown as { __gostarterZipPlans?: PlanState };
const state = (): PlanState => (globalForPlans.__gostarterZipPlans ??= { confirmed: new Map(), parsed: new Map() });

/** Whether this process confirmed the plan stored recently enough to point a row at it without asking. */
export function isPlanTrusted(key: string, now = Date.now()): boolean {
  const at = state().confirmed.get(key);
  return at !== undefined && now - at < TRUST_MS;
}

/**
 * Makes sure the plans are in file storage: each not trusted (or each, with `recheck`: a plan found
 * missing) is marked used in zip_plans, and the ones not stored yet are written (two instances may both
 * write one: the same bytes under the same key). Throws when one could not be written.
 */
export async function storePlans(plans: readonly StoredPlanBytes[], { recheck = false } = {}): Promise<void> {
  const byKey = new Map(plans.filter((p) => recheck || !isPlanTrusted(p.key)).map((p) => [p.key, p]));
  if (byKey.size === 0) return;
  const db = await getDb();
  const values = sql.join(
    [...byKey.values()].map((p) => sql`(${p.key}, ${p.bytes.byteLength})`),
    sql`, `,
  );
  const rows = await rowsOf<{ key: string; stored: boolean }>(
    db,
    sql`insert into ${zipPlans} (key, size) values ${values}
        on conflict (key) do update set used_at = now()
        returning key, stored`,
  );
  const missing = rows.filter((r) => !r.stored).map((r) => byKey.get(r.key)!);
  if (missing.length > 0) {
    const storage = getStorage();
    await Promise.all(missing.map((p) => storage.put(p.key, p.bytes)));
    await db.update(zipPlans).set({ stored: true }).where(inArray(zipPlans.key, missing.map((p) => p.key)));
  }
  const now = Date.now();
  for (const key of byKey.keys()) state().confirmed.set(key, now);
}

/** Whether zip_plans says the plan is stored (a row left pending, whatever this process believes). */
export async function isPlanStored(key: string): Promise<boolean> {
  const db = await getDb();
  const [row] = await db.select({ stored: zipPlans.stored }).from(zipPlans).where(sql`${zipPlans.key} = ${key}`);
  return row?.stored ?? false;
}

/**
 * The plan under `key`, read from file storage once and then kept parsed; null when storage has none,
 * and from then on zip_plans says so, so the next generation that needs it writes it again.
 */
export async function readPlan(key: string): Promise<ZipPlan | null> {
  const s = state();
  const cached = s.parsed.get(key);
  if (cached) {
    // Most recently used last: the first is the one to drop.
    s.parsed.delete(key);
    s.parsed.set(key, cached);
    return cached;
  }
  const bytes = await getStorage().get(key);
  if (!bytes) {
    s.confirmed.delete(key);
    const db = await getDb();
    await db.update(zipPlans).set({ stored: false }).where(sql`${zipPlans.key} = ${key}`);
    return null;
  }
  const plan = parsePlan(bytes);
  s.parsed.set(key, plan);
  if (s.parsed.size > PARSED_LIMIT) s.parsed.delete(s.parsed.keys().next().value!);
  return plan;
}

/**
 * Removes plans no row points to that no generation needed since `unusedSince`, at most `limit`, and
 * returns how many went and their bytes. A generation that needs one meanwhile marks it used: its row in
 * zip_plans then stays, marked not stored, and the next generation that needs it writes it again (a
 * zip whose plan is missing is built again from its row: lib/history/service readStoredZip).
 */
export async function sweepUnusedPlans(unusedSince: Date, limit: number): Promise<{ plans: number; bytes: number }> {
  const db = await getDb();
  const cutoff = unusedSince.toISOString();
  const unused = sql`${zipPlans.usedAt} < ${cutoff}::timestamptz and not exists (select 1 from generations g where g.file_key = ${zipPlans.key})`;
  const candidates = await db.select({ key: zipPlans.key }).from(zipPlans).where(unused).orderBy(zipPlans.usedAt).limit(limit);
  if (candidates.length === 0) return { plans: 0, bytes: 0 };
  const keys = candidates.map((p) => p.key);
  // Files first: a failed delete leaves the rows, to be tried again by the next run.
  await getStorage().delete(keys);
  const gone = await db.delete(zipPlans).where(and(inArray(zipPlans.key, keys), unused)).returning({ key: zipPlans.key, size: zipPlans.size });
  if (gone.length < keys.length) await db.update(zipPlans).set({ stored: false }).where(inArray(zipPlans.key, keys));
  for (const key of keys) {
    state().parsed.delete(key);
    state().confirmed.delete(key);
  }
  return { plans: gone.length, bytes: gone.reduce((n, p) => n + p.size, 0) };
}
