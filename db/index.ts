// The one database client: postgres.js when DATABASE_URL is set, embedded PGlite otherwise.
// Migrations are applied on first use, so every entry point (server, scripts, tests) sees the schema.
import 'server-only';
import fs from 'node:fs';
import path from 'node:path';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { getConfig } from '@/lib/config';
import * as schema from './schema';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

interface DbHandle {
  db: Db;
  close: () => Promise<void>;
}

const MIGRATIONS = path.join(process.cwd(), 'db', 'migrations');

// Next.js dev reloads modules; keep one handle per process.
const globalForDb = globalThis as unknown as { __gostarterDb?: Promise<DbHandle> };

export function getDb(): Promise<Db> {
  globalForDb.__gostarterDb ??= open().catch((err) => {
    globalForDb.__gostarterDb = undefined;
    throw err;
  });
  return globalForDb.__gostarterDb.then((h) => h.db);
}

export async function closeDb(): Promise<void> {
  const handle = globalForDb.__gostarterDb;
  globalForDb.__gostarterDb = undefined;
  if (handle) await (await handle).close();
}

async function open(): Promise<DbHandle> {
  const { DATABASE_URL, dataDir } = getConfig();
  if (DATABASE_URL) {
    const { default: postgres } = await import('postgres');
    const { drizzle } = await import('drizzle-orm/postgres-js');
    const { migrate } = await import('drizzle-orm/postgres-js/migrator');
    const client = postgres(DATABASE_URL, { max: 10, onnotice: () => {} });
    const db = drizzle(client, { schema });
    await migrate(db, { migrationsFolder: MIGRATIONS });
    return { db: db as unknown as Db, close: () => client.end() };
  }

  const host = serverlessHost();
  if (host) {
    throw new Error(
      `DATABASE_URL is not set, and the embedded database (PGlite) cannot run on ${host}: it needs a writable disk that outlives the process, and ${host} gives each instance a temporary, read-only one. Set DATABASE_URL to a PostgreSQL database.`,
    );
  }
  const dir = path.join(dataDir, 'pglite');
  fs.mkdirSync(dir, { recursive: true });
  const releaseLock = lockDataDir(dir);
  const { PGlite } = await import('@electric-sql/pglite');
  const { drizzle } = await import('drizzle-orm/pglite');
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  const client = new PGlite(dir);
  const db = drizzle(client, { schema });
  await migrate(db, { migrationsFolder: MIGRATIONS });
  return {
    db: db as unknown as Db,
    close: async () => {
      await client.close();
      releaseLock();
    },
  };
}

/** The serverless host the process runs on, from the variables each sets; null elsewhere. */
export function serverlessHost(env: Record<string, string | undefined> = process.env): string | null {
  if (env.VERCEL) return 'Vercel';
  if (env.AWS_LAMBDA_FUNCTION_NAME) return 'AWS Lambda';
  if (env.NETLIFY) return 'Netlify';
  return null;
}

/** PGlite corrupts a data folder opened by two processes: refuse a second one with a clear message. */
function lockDataDir(dir: string): () => void {
  const lockFile = path.join(dir, '..', 'pglite.lock');
  try {
    const holder = Number(fs.readFileSync(lockFile, 'utf8'));
    if (holder && holder !== process.pid && isAlive(holder)) {
      throw new Error(
        `The embedded database in ${dir} is in use by process ${holder}. Stop that process, or set DATABASE_URL to use PostgreSQL.`,
      );
    }
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
  }
  fs.writeFileSync(lockFile, String(process.pid));
  const release = () => {
    try {
      if (fs.readFileSync(lockFile, 'utf8') === String(process.pid)) fs.unlinkSync(lockFile);
    } catch {
      // already gone
    }
  };
  process.once('exit', release);
  return release;
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

export { schema };
