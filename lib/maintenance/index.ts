// Maintenance: two jobs, run in-process every MAINTENANCE_INTERVAL_MINUTES (started from
// instrumentation.ts) and on demand (POST /api/maintenance/run, for schedulers of serverless hosts).
// - file_cleanup: zips older than FILE_RETENTION_DAYS are marked expired and their bytes freed, in
//   batches of CLEANUP_BATCH_SIZE; stored plans no project points to any more and unused for a day are
//   removed (lib/history/plans), configurations stored for download links are removed once their
//   links expired (lib/generation/stored-configurations), and stored files nothing points to are
//   swept (database storage).
// - database_maintenance: expired one-time codes, expired or revoked sign-ins and stale rate-limit
//   counters are deleted, in batches too.
// Safe with several instances on one database: a job runs under a lease row (a conditional update
// claims it, so only one instance holds it), and each batch picks its rows with FOR UPDATE SKIP LOCKED.
import 'server-only';
import crypto from 'node:crypto';
import os from 'node:os';
import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import { getDb, schema } from '@/db';
import { ATTEMPT_TTL_SECONDS } from '@/lib/auth/registration';
import { getConfig, type RateLimitRule } from '@/lib/config';
import { sweepExpiredConfigurations } from '@/lib/generation/stored-configurations';
import { isPlanKey } from '@/lib/generator';
import { PLAN_UNUSED_MS, sweepUnusedPlans } from '@/lib/history/plans';
import { settlePendingZip } from '@/lib/history/service';
import { rowsOf, num } from '@/lib/history/sql';
import { getStorage } from '@/lib/storage';
import type { JobStatus, MaintenanceStatus } from '@/lib/schemas/admin';

export type { MaintenanceStatus };

const { generations, maintenanceJobs, zipPlans } = schema;

const JOBS = ['database_maintenance', 'file_cleanup'] as const;
export type JobName = (typeof JOBS)[number];

const DAY_MS = 86_400_000;
/** A run holds its job at most this long; a crashed instance's lease runs out after it. */
const LEASE_MS = 15 * 60_000;
/** Batches per run at most: a run stays short, the rest waits for the next one. */
const MAX_BATCHES_PER_RUN = 50;
/** Stored files younger than this are never swept as orphans (their project row may be on its way). */
const ORPHAN_GRACE_MS = 60 * 60_000;
/**
 * Zips pending longer than this are settled by the job: far longer than the writer of a live instance
 * takes (lib/history/zip-writer), so only the zips of a failed write or a stopped process are left.
 */
const PENDING_GRACE_MS = 10 * 60_000;
/** Expired sign-ins and codes are kept this long after expiry, for support questions. */
const DB_GRACE_MS = DAY_MS;
/** Sign-ups never verified, and accounts an admin created that never took a password, go after this long. */
const PENDING_ACCOUNT_TTL_MS = ATTEMPT_TTL_SECONDS * 1000;

const INSTANCE_ID = `${os.hostname()}:${process.pid}:${crypto.randomBytes(3).toString('hex')}`;

interface JobCounts {
  /** Rows handled: files expired (file_cleanup) or rows deleted (database_maintenance). */
  processed: number;
  freed_bytes: number;
  batches: number;
  [key: string]: number;
}

export type JobOutcome =
  | { ran: true; ok: true; counts: JobCounts; started_at: string; finished_at: string }
  | { ran: true; ok: false; error: string; started_at: string; finished_at: string }
  | { ran: false; reason: 'locked' };

export interface RunOptions {
  /** The clock (tests move it). */
  now?: Date;
  batchSize?: number;
  retentionDays?: number;
  maxBatches?: number;
  /** Which jobs; default both. */
  jobs?: readonly JobName[];
  /** Who claims the lease (tests pose as two instances). */
  instanceId?: string;
}

interface JobContext {
  now: Date;
  batchSize: number;
  retentionDays: number;
  maxBatches: number;
}

// ---------------------------------------------------------------------------------------------------
// The jobs

/** Expires zips stored before now - retention, a batch at a time, and frees their bytes. */
async function cleanupFiles(ctx: JobContext): Promise<JobCounts> {
  const db = await getDb();
  const storage = getStorage();
  const cutoff = new Date(ctx.now.getTime() - ctx.retentionDays * DAY_MS).toISOString();
  const counts: JobCounts = { processed: 0, freed_bytes: 0, batches: 0, plans_removed: 0, configurations_removed: 0, orphans_removed: 0, storage_errors: 0, pending_confirmed: 0, pending_rebuilt: 0, pending_failed: 0 };
  await settlePending(ctx, counts);
  for (let i = 0; i < ctx.maxBatches; i++) {
    const batch = await rowsOf<{ id: string; file_key: string | null; size: number }>(
      db,
      sql`with picked as (
            select ${generations.id} as id, ${generations.fileKey} as file_key from ${generations}
            where ${generations.zipFileStatus} = 'available' and ${generations.fileStoredAt} < ${cutoff}::timestamptz
            order by ${generations.fileStoredAt}
            limit ${ctx.batchSize}
            for update skip locked
          )
          update ${generations} g set zip_file_status = 'expired', file_key = null, zip_names = null, file_stored_at = null, file_pending = false
          from picked where g.id = picked.id
          returning picked.id as id, picked.file_key as file_key, g.zip_file_size as size`,
    );
    if (batch.length === 0) break;
    counts.batches++;
    counts.processed += batch.length;
    // A project's own file goes now; a plan stays while other projects point to it (swept below).
    const own = batch.filter((r) => r.file_key && !isPlanKey(r.file_key));
    const keys = own.map((r) => r.file_key!);
    try {
      await storage.delete(keys);
      counts.freed_bytes += own.reduce((n, r) => n + num(r.size), 0);
    } catch (err) {
      counts.storage_errors += keys.length;
      console.error('Maintenance: could not delete expired files from storage:', err);
    }
    if (batch.length < ctx.batchSize) break;
  }
  for (let i = 0; i < ctx.maxBatches; i++) {
    const swept = await sweepUnusedPlans(new Date(ctx.now.getTime() - PLAN_UNUSED_MS), ctx.batchSize);
    counts.plans_removed += swept.plans;
    counts.freed_bytes += swept.bytes;
    if (swept.plans < ctx.batchSize) break;
  }
  for (let i = 0; i < ctx.maxBatches; i++) {
    const swept = await sweepExpiredConfigurations(ctx.now, ctx.retentionDays, ctx.batchSize);
    counts.configurations_removed += swept.configurations;
    counts.freed_bytes += swept.bytes;
    if (swept.configurations < ctx.batchSize) break;
  }
  if (storage.sweepOrphans) {
    const swept = await storage.sweepOrphans(new Date(ctx.now.getTime() - ORPHAN_GRACE_MS), ctx.batchSize);
    counts.orphans_removed = swept.files;
    counts.freed_bytes += swept.bytes;
  }
  return counts;
}

/**
 * Kept zips whose write was never confirmed: confirmed when storage has them, built again from their
 * row otherwise (lib/history/service settlePendingZip), a row at a time, oldest first.
 */
async function settlePending(ctx: JobContext, counts: JobCounts): Promise<void> {
  const db = await getDb();
  const cutoff = new Date(ctx.now.getTime() - PENDING_GRACE_MS);
  for (let i = 0; i < ctx.maxBatches; i++) {
    const batch = await db
      .select()
      .from(generations)
      .where(and(eq(generations.filePending, true), eq(generations.zipFileStatus, 'available'), lt(generations.fileStoredAt, cutoff)))
      .orderBy(generations.fileStoredAt)
      .limit(ctx.batchSize);
    if (batch.length === 0) break;
    for (const row of batch) {
      let outcome: Awaited<ReturnType<typeof settlePendingZip>>;
      try {
        outcome = await settlePendingZip(row);
      } catch (err) {
        console.error('Maintenance: could not settle the pending zip of project', row.id, err);
        outcome = 'failed';
      }
      counts[`pending_${outcome}`]++;
    }
    // Rows that failed stay pending: the next run tries them again rather than this one looping.
    if (batch.length < ctx.batchSize || counts.pending_failed > 0) break;
  }
}

/** Deletes expired codes, dead sign-ins, stale rate-limit counters and old pending accounts, a batch at a time. */
async function cleanupDatabase(ctx: JobContext): Promise<JobCounts> {
  const db = await getDb();
  const { otpCodes, authTokens, rateLimits, registrationAttempts, users } = schema;
  const graceCutoff = new Date(ctx.now.getTime() - DB_GRACE_MS);
  const c = getConfig();
  const longestWindowMs = Math.max(
    DAY_MS,
    ...Object.entries(c)
      .filter(([name]) => name.startsWith('RATE_LIMIT_'))
      .map(([, rule]) => ((rule as RateLimitRule | null)?.windowSeconds ?? 0) * 1000),
  );
  const rateCutoff = new Date(ctx.now.getTime() - longestWindowMs);
  const counts: JobCounts = { processed: 0, freed_bytes: 0, batches: 0, otp_codes: 0, auth_tokens: 0, rate_limits: 0, pending_accounts: 0 };

  const sweep = async (name: 'otp_codes' | 'auth_tokens' | 'rate_limits' | 'pending_accounts', once: () => Promise<number>) => {
    for (let i = 0; i < ctx.maxBatches; i++) {
      const n = await once();
      if (n === 0) break;
      counts.batches++;
      counts[name] += n;
      counts.processed += n;
      if (n < ctx.batchSize) break;
    }
  };
  await sweep('otp_codes', async () => {
    const pick = db.select({ id: otpCodes.userId }).from(otpCodes).where(lt(otpCodes.expiresAt, graceCutoff)).limit(ctx.batchSize);
    return (await db.delete(otpCodes).where(sql`${otpCodes.userId} in (${pick})`).returning({ id: otpCodes.userId })).length;
  });
  await sweep('auth_tokens', async () => {
    const pick = db
      .select({ id: authTokens.id })
      .from(authTokens)
      .where(or(lt(authTokens.expiresAt, graceCutoff), lt(authTokens.revokedAt, graceCutoff)))
      .limit(ctx.batchSize);
    return (await db.delete(authTokens).where(sql`${authTokens.id} in (${pick})`).returning({ id: authTokens.id })).length;
  });
  await sweep('rate_limits', async () => {
    const pick = db.select({ key: rateLimits.key }).from(rateLimits).where(lt(rateLimits.windowStart, rateCutoff)).limit(ctx.batchSize);
    return (await db.delete(rateLimits).where(sql`${rateLimits.key} in (${pick})`).returning({ key: rateLimits.key })).length;
  });
  const pendingCutoff = new Date(ctx.now.getTime() - PENDING_ACCOUNT_TTL_MS);
  // Sign-ups never verified (registration attempts) and accounts an admin created that never took a password.
  await sweep('pending_accounts', async () => {
    const pick = db
      .select({ id: registrationAttempts.id })
      .from(registrationAttempts)
      .where(lt(registrationAttempts.createdAt, pendingCutoff))
      .limit(ctx.batchSize);
    return (await db.delete(registrationAttempts).where(sql`${registrationAttempts.id} in (${pick})`).returning({ id: registrationAttempts.id })).length;
  });
  await sweep('pending_accounts', async () => {
    const pick = db
      .select({ id: users.id })
      .from(users)
      .where(and(isNull(users.emailVerifiedAt), lt(users.createdAt, pendingCutoff)))
      .limit(ctx.batchSize);
    return (await db.delete(users).where(sql`${users.id} in (${pick})`).returning({ id: users.id })).length;
  });
  return counts;
}

const JOB_FUNCTIONS: Record<JobName, (ctx: JobContext) => Promise<JobCounts>> = {
  database_maintenance: cleanupDatabase,
  file_cleanup: cleanupFiles,
};

// ---------------------------------------------------------------------------------------------------
// Running under a lease

async function claim(job: JobName, instance: string, now: Date): Promise<boolean> {
  const db = await getDb();
  await db.insert(maintenanceJobs).values({ name: job }).onConflictDoNothing();
  const claimed = await db
    .update(maintenanceJobs)
    .set({ lockedBy: instance, lockedUntil: new Date(now.getTime() + LEASE_MS), lastStartedAt: now })
    .where(and(eq(maintenanceJobs.name, job), or(isNull(maintenanceJobs.lockedUntil), lt(maintenanceJobs.lockedUntil, now))))
    .returning({ name: maintenanceJobs.name });
  return claimed.length === 1;
}

async function release(job: JobName, instance: string, finishedAt: Date, outcome: { counts: JobCounts } | { error: string }) {
  const db = await getDb();
  const succeeded = 'counts' in outcome;
  await db
    .update(maintenanceJobs)
    .set({
      lockedBy: null,
      lockedUntil: null,
      lastFinishedAt: finishedAt,
      lastSucceeded: succeeded,
      lastError: succeeded ? null : outcome.error.slice(0, 1000),
      ...(succeeded ? { lastResult: outcome.counts } : {}),
      runs: sql`${maintenanceJobs.runs} + 1`,
      totalProcessed: sql`${maintenanceJobs.totalProcessed} + ${succeeded ? outcome.counts.processed : 0}`,
      totalFreedBytes: sql`${maintenanceJobs.totalFreedBytes} + ${succeeded ? outcome.counts.freed_bytes : 0}`,
    })
    .where(and(eq(maintenanceJobs.name, job), eq(maintenanceJobs.lockedBy, instance)));
}

const inProgressHere = new Set<JobName>();

export async function runJob(job: JobName, opts: RunOptions = {}): Promise<JobOutcome> {
  const c = getConfig();
  const instance = opts.instanceId ?? INSTANCE_ID;
  if (!(await claim(job, instance, opts.now ?? new Date()))) return { ran: false, reason: 'locked' };
  // The run starts once the lease is held: a time read before the claim could fall inside the run of
  // the instance that held it until then, and say the two overlapped.
  const now = opts.now ?? new Date();
  const startedMs = Date.now();
  const finished = () => new Date(now.getTime() + (Date.now() - startedMs));
  inProgressHere.add(job);
  try {
    const counts = await JOB_FUNCTIONS[job]({
      now,
      batchSize: opts.batchSize ?? c.CLEANUP_BATCH_SIZE,
      retentionDays: opts.retentionDays ?? c.FILE_RETENTION_DAYS,
      maxBatches: opts.maxBatches ?? MAX_BATCHES_PER_RUN,
    });
    const finishedAt = finished();
    await release(job, instance, finishedAt, { counts });
    return { ran: true, ok: true, counts, started_at: now.toISOString(), finished_at: finishedAt.toISOString() };
  } catch (err) {
    const message = err instanceof Error ? err.message : String(err);
    console.error(`Maintenance job ${job} failed:`, err);
    const finishedAt = finished();
    await release(job, instance, finishedAt, { error: message }).catch(() => undefined);
    return { ran: true, ok: false, error: message, started_at: now.toISOString(), finished_at: finishedAt.toISOString() };
  } finally {
    inProgressHere.delete(job);
  }
}

export type MaintenanceRun = Partial<Record<JobName, JobOutcome>>;

/** Runs the jobs one after the other; a job another instance is running is skipped ({ ran: false }). */
export async function runMaintenance(opts: RunOptions = {}): Promise<MaintenanceRun> {
  const out: MaintenanceRun = {};
  for (const job of opts.jobs ?? JOBS) out[job] = await runJob(job, opts);
  return out;
}

// ---------------------------------------------------------------------------------------------------
// The in-process scheduler

interface SchedulerState {
  timer: ReturnType<typeof setInterval>;
  first: ReturnType<typeof setTimeout>;
  startedAt: Date;
}
const globalForScheduler = globalThis as unknown as { __gostarterMaintenance?: SchedulerState };

/** Delay before the first run after start, so boot is not slowed. */
const FIRST_RUN_DELAY_MS = 60_000;

/** Starts the periodic run in this process (no-op when MAINTENANCE_ENABLED is off or already started). */
export function startMaintenanceScheduler(): boolean {
  const c = getConfig();
  if (!c.MAINTENANCE_ENABLED || globalForScheduler.__gostarterMaintenance) return false;
  const tick = () => {
    runMaintenance().catch((err) => console.error('Maintenance run failed:', err));
  };
  const first = setTimeout(tick, FIRST_RUN_DELAY_MS);
  const timer = setInterval(tick, c.MAINTENANCE_INTERVAL_MINUTES * 60_000);
  first.unref?.();
  timer.unref?.();
  globalForScheduler.__gostarterMaintenance = { timer, first, startedAt: new Date() };
  return true;
}

// ---------------------------------------------------------------------------------------------------
// Status (GET /api/maintenance/status)



const iso = (d: Date | string | null) => (d ? new Date(d).toISOString() : null);

export async function maintenanceStatus(now = new Date()): Promise<MaintenanceStatus> {
  const c = getConfig();
  const db = await getDb();
  const cutoff = new Date(now.getTime() - c.FILE_RETENTION_DAYS * DAY_MS).toISOString();
  const [jobs, [plans], [files]] = await Promise.all([
    db.select().from(maintenanceJobs),
    db
      .select({ count: sql<number>`count(*)::int`, bytes: sql<number>`coalesce(sum(${zipPlans.size}), 0)::float8` })
      .from(zipPlans)
      .where(eq(zipPlans.stored, true)),
    db
      .select({
        stored: sql<number>`count(*) filter (where ${generations.zipFileStatus} = 'available')::int`,
        bytes: sql<number>`coalesce(sum(${generations.zipFileSize}) filter (where ${generations.zipFileStatus} = 'available'), 0)::float8`,
        expired: sql<number>`count(*) filter (where ${generations.zipFileStatus} = 'expired')::int`,
        pending: sql<number>`count(*) filter (where ${generations.zipFileStatus} = 'available' and ${generations.fileStoredAt} < ${cutoff}::timestamptz)::int`,
      })
      .from(generations),
  ]);
  const scheduledHere = !!globalForScheduler.__gostarterMaintenance;
  const config = { maintenance_interval: c.MAINTENANCE_INTERVAL_MINUTES, cleanup_batch_size: c.CLEANUP_BATCH_SIZE, enable_scheduling: c.MAINTENANCE_ENABLED };
  const aliveWindow = 2 * c.MAINTENANCE_INTERVAL_MINUTES * 60_000 + 5 * 60_000;

  const statusOf = (job: JobName): JobStatus => {
    const row = jobs.find((j) => j.name === job);
    const inProgress = inProgressHere.has(job) || (!!row?.lockedUntil && new Date(row.lockedUntil).getTime() > now.getTime());
    const recent = !!row?.lastStartedAt && now.getTime() - new Date(row.lastStartedAt).getTime() < aliveWindow;
    return {
      running: scheduledHere || inProgress || recent,
      config,
      in_progress: inProgress,
      scheduled_in_this_instance: scheduledHere,
      last_run_at: iso(row?.lastStartedAt ?? null),
      last_finished_at: iso(row?.lastFinishedAt ?? null),
      last_succeeded: row?.lastSucceeded ?? null,
      last_error: row?.lastError ?? null,
      last_result: row?.lastResult ?? null,
      runs: row?.runs ?? 0,
      total_processed: num(row?.totalProcessed),
      total_freed_bytes: num(row?.totalFreedBytes),
    };
  };

  return {
    database_maintenance: statusOf('database_maintenance'),
    file_cleanup: {
      ...statusOf('file_cleanup'),
      retention_days: c.FILE_RETENTION_DAYS,
      storage_backend: getStorage().backend,
      files_stored: num(files.stored),
      bytes_stored: num(files.bytes),
      expired_files: num(files.expired),
      pending_expiry: num(files.pending),
      plans_stored: num(plans.count),
      plan_bytes: num(plans.bytes),
    },
    checked_at: now.toISOString(),
  };
}

/** The bearer secret of cron calls matches CRON_SECRET (compared in constant time). */
export function isCronSecret(token: string | undefined): boolean {
  const secret = getConfig().CRON_SECRET;
  if (!secret || !token) return false;
  const a = crypto.createHash('sha256').update(token).digest();
  const b = crypto.createHash('sha256').update(secret).digest();
  return crypto.timingSafeEqual(a, b);
}
