// The maintenance job's batches: how many rows a run takes, what it leaves, and two instances at once.
import { beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray, sql } from 'drizzle-orm';
import { getDb, schema } from '@/db';
import { generateKeptZip } from '@/lib/generator';
import { recordGeneration } from '@/lib/history';
import { flushZips } from '@/lib/history/zip-writer';
import { maintenanceStatus, runJob, runMaintenance } from '@/lib/maintenance';
import { getStorage } from '@/lib/storage';

const { generations, storedFiles, users, authTokens, otpCodes, rateLimits, zipPlans } = schema;
const DAY = 86_400_000;

let userId: string;

const BASIC = ['gin', 'middleware', 'env', 'gitignore'];

async function makeProjects(n: number, storedDaysAgo: number, prefix: string, adjustedFeatures = BASIC): Promise<string[]> {
  const db = await getDb();
  const ids: string[] = [];
  for (let i = 0; i < n; i++) {
    const projectName = `${prefix}-${i}`;
    const { id } = await recordGeneration({
      userId,
      projectName,
      framework: 'gin',
      features: [],
      adjustedFeatures,
      durationMs: 5,
      kept: await generateKeptZip({ projectName, framework: 'gin', features: adjustedFeatures }),
    });
    ids.push(id);
  }
  await flushZips();
  const at = new Date(Date.now() - storedDaysAgo * DAY);
  await db.update(generations).set({ fileStoredAt: at, createdAt: at }).where(inArray(generations.id, ids));
  return ids;
}

async function statuses(ids: string[]) {
  const db = await getDb();
  const rows = await db.select({ s: generations.zipFileStatus }).from(generations).where(inArray(generations.id, ids));
  return rows.map((r) => r.s).sort();
}

async function keysOf(ids: string[]) {
  const db = await getDb();
  const rows = await db.select({ key: generations.fileKey }).from(generations).where(inArray(generations.id, ids));
  return [...new Set(rows.map((r) => r.key))];
}

/** Clears what earlier tests in the same database left past retention, so counts below are exact. */
async function drain() {
  await runMaintenance({ jobs: ['file_cleanup'], batchSize: 1000 });
}

beforeAll(async () => {
  const db = await getDb();
  const [u] = await db
    .insert(users)
    .values({ email: `batch-${crypto.randomUUID()}@example.com`, passwordHash: 'x' })
    .returning({ id: users.id });
  userId = u.id;
});

describe('file_cleanup batches', () => {
  it('expires every old zip in one run, batch by batch; their plan stays while a fresh project points to it', async () => {
    await drain();
    const old = await makeProjects(5, 10, 'old');
    const fresh = await makeProjects(2, 1, 'fresh');
    const [plan] = await keysOf(fresh);
    expect(await keysOf(old)).toEqual([plan]);
    const out = await runJob('file_cleanup', { batchSize: 2 });
    expect(out).toMatchObject({ ran: true, ok: true });
    if (!out.ran || !out.ok) return;
    expect(out.counts).toMatchObject({ processed: 5, batches: 3, freed_bytes: 0, plans_removed: 0, storage_errors: 0 });
    expect(await statuses(old)).toEqual(Array(5).fill('expired'));
    expect(await statuses(fresh)).toEqual(['available', 'available']);
    expect(await keysOf(old)).toEqual([null]);
    expect(await getStorage().get(plan!)).not.toBeNull();
  });

  it('frees a project\'s own file (kept before plans) with its expiry', async () => {
    await drain();
    const [id] = await makeProjects(1, 40, 'own-file');
    const key = `projects/${id}/${crypto.randomUUID()}.zip`;
    await getStorage().put(key, new Uint8Array(1234).fill(7));
    const db = await getDb();
    await db.update(generations).set({ fileKey: key, zipNames: null, zipFileSize: 1234 }).where(eq(generations.id, id));
    const out = await runJob('file_cleanup', {});
    expect(out.ran && out.ok && out.counts).toMatchObject({ processed: 1, freed_bytes: 1234 });
    expect(await getStorage().get(key)).toBeNull();
  });

  it('removes a plan once no project points to it and no generation needed it for a day', async () => {
    const db = await getDb();
    // A selection of its own: no other test's project points to its plan.
    const ids = await makeProjects(2, 2, 'plan-sweep', ['gin', 'middleware', 'env', 'gitignore', 'makefile', 'air']);
    const [plan] = await keysOf(ids);
    const [{ size }] = await db.select({ size: zipPlans.size }).from(zipPlans).where(eq(zipPlans.key, plan!));
    const before = (await maintenanceStatus()).file_cleanup;
    expect(before.plan_bytes).toBeGreaterThanOrEqual(size);
    const inTwoDays = new Date(Date.now() + 2 * DAY);
    // Pointed to: stays, however old.
    // (Other files' plans that nothing points to may go in this run: only this plan is looked at.)
    const kept = await runJob('file_cleanup', { now: inTwoDays, retentionDays: 30 });
    expect(kept.ran && kept.ok).toBe(true);
    expect(await getStorage().get(plan!)).not.toBeNull();
    // Its projects expire: unused for less than a day it stays, then it goes with its bytes.
    const expired = await runJob('file_cleanup', { retentionDays: 1 });
    expect(expired.ran && expired.ok).toBe(true);
    expect(await getStorage().get(plan!)).not.toBeNull();
    expect(await statuses(ids)).toEqual(['expired', 'expired']);
    const swept = await runJob('file_cleanup', { now: inTwoDays, retentionDays: 30 });
    expect(swept.ran && swept.ok && swept.counts.plans_removed).toBeGreaterThanOrEqual(1);
    expect(swept.ran && swept.ok && swept.counts.freed_bytes).toBeGreaterThanOrEqual(size);
    expect(await getStorage().get(plan!)).toBeNull();
    expect(await db.select().from(zipPlans).where(eq(zipPlans.key, plan!))).toHaveLength(0);
    // The administrators' figures of file storage follow.
    const after = (await maintenanceStatus()).file_cleanup;
    expect(after.plans_stored).toBeLessThanOrEqual(before.plans_stored - 1);
    expect(after.plan_bytes).toBeLessThanOrEqual(before.plan_bytes - size);
  });

  it('stops after maxBatches; the next run carries on', async () => {
    await drain();
    const old = await makeProjects(5, 30, 'capped');
    const first = await runJob('file_cleanup', { batchSize: 2, maxBatches: 1 });
    expect(first.ran && first.ok && first.counts).toMatchObject({ processed: 2, batches: 1 });
    expect((await statuses(old)).filter((s) => s === 'expired')).toHaveLength(2);
    const second = await runJob('file_cleanup', { batchSize: 2, maxBatches: 1 });
    expect(second.ran && second.ok && second.counts).toMatchObject({ processed: 2, batches: 1 });
    const third = await runJob('file_cleanup', { batchSize: 2, maxBatches: 1 });
    expect(third.ran && third.ok && third.counts).toMatchObject({ processed: 1, batches: 1 });
    const fourth = await runJob('file_cleanup', { batchSize: 2, maxBatches: 1 });
    expect(fourth.ran && fourth.ok && fourth.counts).toMatchObject({ processed: 0, batches: 0 });
    expect(await statuses(old)).toEqual(Array(5).fill('expired'));
  });

  it('leaves guests’ rows, deleted and errored projects alone, and follows the retention setting', async () => {
    await drain();
    const db = await getDb();
    const ids = await makeProjects(3, 4, 'kept');
    await db.update(generations).set({ zipFileStatus: 'error' }).where(eq(generations.id, ids[0]));
    const out = await runJob('file_cleanup', { retentionDays: 7 });
    expect(out.ran && out.ok && out.counts.processed).toBe(0);
    const shorter = await runJob('file_cleanup', { retentionDays: 3 });
    expect(shorter.ran && shorter.ok && shorter.counts.processed).toBe(2);
    expect(await statuses(ids)).toEqual(['error', 'expired', 'expired']);
  });

  it('two instances at once never expire a row twice', async () => {
    await drain();
    const old = await makeProjects(8, 20, 'race');
    const [a, b] = await Promise.all([
      runJob('file_cleanup', { batchSize: 3, instanceId: 'instance-a' }),
      runJob('file_cleanup', { batchSize: 3, instanceId: 'instance-b' }),
    ]);
    const processed = [a, b].reduce((n, o) => n + (o.ran && o.ok ? o.counts.processed : 0), 0);
    expect(processed).toBe(8);
    expect([a, b].some((o) => o.ran)).toBe(true);
    expect(await statuses(old)).toEqual(Array(8).fill('expired'));
  });

  it('sweeps stored files no project points to, once they are an hour old', async () => {
    const db = await getDb();
    const storage = getStorage();
    await storage.put('projects/orphan-old/x.zip', new Uint8Array(50));
    await storage.put('projects/orphan-new/x.zip', new Uint8Array(60));
    await db.update(storedFiles).set({ createdAt: new Date(Date.now() - 2 * 3_600_000) }).where(eq(storedFiles.key, 'projects/orphan-old/x.zip'));
    const out = await runJob('file_cleanup', {});
    expect(out.ran && out.ok && out.counts.orphans_removed).toBeGreaterThanOrEqual(1);
    expect(await storage.get('projects/orphan-old/x.zip')).toBeNull();
    expect(await storage.get('projects/orphan-new/x.zip')).not.toBeNull();
    await storage.delete(['projects/orphan-new/x.zip']);
  });

  it('sweeps a plan file zip_plans does not list, and leaves the plans it lists to their own sweep', async () => {
    const db = await getDb();
    const storage = getStorage();
    const listed = `plans/${'a'.repeat(64)}`;
    const unlisted = `plans/${'b'.repeat(64)}`;
    await storage.put(listed, new Uint8Array(70));
    await storage.put(unlisted, new Uint8Array(80));
    await db.insert(zipPlans).values({ key: listed, size: 70, stored: true });
    await db.update(storedFiles).set({ createdAt: new Date(Date.now() - 2 * 3_600_000) }).where(inArray(storedFiles.key, [listed, unlisted]));
    const out = await runJob('file_cleanup', {});
    expect(out.ran && out.ok && out.counts.orphans_removed).toBeGreaterThanOrEqual(1);
    expect(await storage.get(unlisted)).toBeNull();
    expect(await storage.get(listed)).not.toBeNull();
    await storage.delete([listed]);
    await db.delete(zipPlans).where(eq(zipPlans.key, listed));
  });
});

describe('database_maintenance batches', () => {
  it('deletes dead sign-ins, old codes and stale counters, and keeps live ones', async () => {
    const db = await getDb();
    const long = new Date(Date.now() - 3 * DAY);
    const soon = new Date(Date.now() + DAY);
    const tag = crypto.randomUUID().slice(0, 8);
    await db.insert(authTokens).values([
      { userId, tokenHash: `dead-${tag}-1`, client: 'api', expiresAt: long },
      { userId, tokenHash: `dead-${tag}-2`, client: 'web', expiresAt: soon, revokedAt: long },
      { userId, tokenHash: `live-${tag}`, client: 'api', expiresAt: soon },
    ]);
    await db.insert(otpCodes).values({ userId, codeHash: 'x', expiresAt: long }).onConflictDoNothing();
    await db.insert(rateLimits).values([
      { key: `stale-${tag}`, windowStart: new Date(Date.now() - 2 * DAY), count: 1 },
      { key: `live-${tag}`, windowStart: new Date(), count: 1 },
    ]);
    const out = await runJob('database_maintenance', { batchSize: 1 });
    expect(out).toMatchObject({ ran: true, ok: true });
    if (!out.ran || !out.ok) return;
    expect(out.counts.auth_tokens).toBeGreaterThanOrEqual(2);
    expect(out.counts.otp_codes).toBeGreaterThanOrEqual(1);
    expect(out.counts.rate_limits).toBeGreaterThanOrEqual(1);
    expect(out.counts.batches).toBeGreaterThanOrEqual(4);
    const tokens = await db.select({ h: authTokens.tokenHash }).from(authTokens).where(sql`${authTokens.tokenHash} like ${'%' + tag + '%'}`);
    expect(tokens.map((t) => t.h)).toEqual([`live-${tag}`]);
    const limits = await db.select({ k: rateLimits.key }).from(rateLimits).where(sql`${rateLimits.key} like ${'%' + tag}`);
    expect(limits.map((l) => l.k)).toEqual([`live-${tag}`]);
    expect(await db.select().from(otpCodes).where(eq(otpCodes.userId, userId))).toHaveLength(0);
  });
});
