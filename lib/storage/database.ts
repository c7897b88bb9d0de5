// File storage in the database: one bytea row per key in stored_files (zip plans, configurations stored
// for download links, and zips kept before plans).
import 'server-only';
import { and, inArray, lt, sql } from 'drizzle-orm';
import { getDb, schema } from '@/db';
import type { FileStorage } from './types';

const { storedFiles, generations, zipPlans, storedConfigurations } = schema;

export class DatabaseStorage implements FileStorage {
  readonly backend = 'database' as const;

  async put(key: string, bytes: Uint8Array): Promise<void> {
    const db = await getDb();
    await db
      .insert(storedFiles)
      .values({ key, data: bytes, size: bytes.byteLength })
      .onConflictDoUpdate({ target: storedFiles.key, set: { data: sql`excluded.data`, size: sql`excluded.size`, createdAt: sql`now()` } });
  }

  async get(key: string): Promise<Uint8Array | null> {
    const db = await getDb();
    const [row] = await db.select({ data: storedFiles.data }).from(storedFiles).where(sql`${storedFiles.key} = ${key}`).limit(1);
    return row ? row.data : null;
  }

  async delete(keys: readonly string[]): Promise<void> {
    if (keys.length === 0) return;
    const db = await getDb();
    await db.delete(storedFiles).where(inArray(storedFiles.key, [...keys]));
  }

  /**
   * Files no project and no row of zip_plans or stored_configurations point to (a crash between two
   * steps, a plan whose removal failed halfway), older than `olderThan`. A plan in zip_plans is
   * lib/history/plans' to remove, a configuration lib/generation/stored-configurations': their row is
   * written before their file is, and removed after.
   */
  async sweepOrphans(olderThan: Date, limit: number): Promise<{ files: number; bytes: number }> {
    const db = await getDb();
    const orphans = db
      .select({ key: storedFiles.key })
      .from(storedFiles)
      .where(
        and(
          lt(storedFiles.createdAt, olderThan),
          sql`not exists (select 1 from ${generations} where ${generations.fileKey} = ${storedFiles.key})`,
          sql`not exists (select 1 from ${zipPlans} where ${zipPlans.key} = ${storedFiles.key})`,
          sql`not exists (select 1 from ${storedConfigurations} where ${storedConfigurations.key} = ${storedFiles.key})`,
        ),
      )
      .limit(limit);
    const gone = await db
      .delete(storedFiles)
      .where(inArray(storedFiles.key, orphans))
      .returning({ size: storedFiles.size });
    return { files: gone.length, bytes: gone.reduce((n, r) => n + r.size, 0) };
  }
}
