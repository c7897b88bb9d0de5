// Health of this instance: is the database answering, how fast, and (for administrators) the file
// storage. GET /api/health answers the short public form; GET /api/admin/system the detailed one.
import 'server-only';
import os from 'node:os';
import { sql } from 'drizzle-orm';
import { getDb } from '@/db';
import { getConfig } from '@/lib/config';
import { rowsOf } from '@/lib/history/sql';
import { getStorage } from '@/lib/storage';
import type { ComponentCheck, OverallStatus, PublicHealth, SystemStatus } from '@/lib/schemas/admin';

export type { PublicHealth, SystemStatus };

/** A check slower than this marks the system degraded. */
const DEGRADED_LATENCY_MS = 1000;
/** A check that takes longer than this counts as down. */
const CHECK_TIMEOUT_MS = 5000;

/** The server process's start (this module loads with the first request that needs it, often much later). */
const startedAt = new Date(Date.now() - process.uptime() * 1000);

function withTimeout<T>(work: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} did not answer within ${ms} ms`)), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

async function timed(what: string, probe: () => Promise<unknown>): Promise<ComponentCheck> {
  const started = performance.now();
  try {
    await withTimeout(probe(), CHECK_TIMEOUT_MS, what);
    const latency = Math.round((performance.now() - started) * 10) / 10;
    return { status: latency > DEGRADED_LATENCY_MS ? 'degraded' : 'up', latency_ms: latency };
  } catch (err) {
    return { status: 'down', latency_ms: null, error: err instanceof Error ? err.message : String(err) };
  }
}

function checkDatabase(): Promise<ComponentCheck> {
  return timed('The database', async () => {
    const db = await getDb();
    await db.execute(sql`select 1`);
  });
}

/** Reads a key that does not exist: the backend must answer "none" without an error. */
function checkStorage(): Promise<ComponentCheck> {
  return timed('File storage', async () => {
    await getStorage().get(`health/probe-${process.pid}`);
  });
}

function overall(...checks: ComponentCheck[]): OverallStatus {
  if (checks.some((c) => c.status === 'down')) return 'down';
  if (checks.some((c) => c.status === 'degraded')) return 'degraded';
  return 'ok';
}

const uptimeSeconds = () => Math.round((Date.now() - startedAt.getTime()) / 1000);


/** The public answer: no error texts, no versions. */
/** The public check in flight, which every request arriving meanwhile shares. */
let publicCheck: Promise<ComponentCheck> | undefined;

/**
 * Public and polled by monitors, so not counted by the per-address limit (lib/rate-limit/flood): its cost
 * is bounded instead, as requests that arrive while a database check is under way share its answer.
 */
export async function publicHealth(): Promise<PublicHealth> {
  publicCheck ??= checkDatabase().finally(() => (publicCheck = undefined));
  const database = await publicCheck;
  return {
    status: overall(database),
    database: { status: database.status, latency_ms: database.latency_ms },
    uptime_seconds: uptimeSeconds(),
    checked_at: new Date().toISOString(),
  };
}


async function databaseFacts(): Promise<{ server_version: string | null; size_bytes: number | null }> {
  try {
    const db = await getDb();
    const [row] = await withTimeout(
      rowsOf<{ version: string; size: string | number }>(db, sql`select current_setting('server_version') as version, pg_database_size(current_database()) as size`),
      CHECK_TIMEOUT_MS,
      'The database',
    );
    return { server_version: row?.version ?? null, size_bytes: row ? Number(row.size) : null };
  } catch {
    return { server_version: null, size_bytes: null };
  }
}

/** The detailed answer for administrators. */
export async function systemStatus(): Promise<SystemStatus> {
  const c = getConfig();
  const [database, storage] = await Promise.all([checkDatabase(), checkStorage()]);
  const facts = database.status === 'down' ? { server_version: null, size_bytes: null } : await databaseFacts();
  return {
    status: overall(database, storage),
    api: {
      status: 'up',
      uptime_seconds: uptimeSeconds(),
      started_at: startedAt.toISOString(),
      node_version: process.version,
      environment: process.env.NODE_ENV ?? 'development',
      instance: `${os.hostname()}:${process.pid}`,
    },
    database: { ...database, driver: c.DATABASE_URL ? 'postgresql' : 'pglite', ...facts },
    storage: { ...storage, backend: getStorage().backend, retention_days: c.FILE_RETENTION_DAYS },
    checked_at: new Date().toISOString(),
  };
}
