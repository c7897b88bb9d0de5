// Zips in the database: one bytea row per key in stored_files.
import 'server-only';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { and, inArray, lt, sql } from 'drizzle-orm';
import { getDb, getPostgresClient, schema } from '@/db';
import type { FileStorage, StoredFile } from './types';

const { storedFiles, generations } = schema;

/** A COPY that has not finished by then is given up (postgres.js reports no error once the data is sent). */
const COPY_TIMEOUT_MS = 30_000;

export class DatabaseStorage implements FileStorage {
  readonly backend = 'database' as const;

  async put(key: string, bytes: Uint8Array): Promise<void> {
    await upsert([{ key, bytes }]);
  }

  /**
   * New files in one go. On PostgreSQL a binary COPY: postgres.js sends every parameter as text, so an
   * insert doubles the bytes into hex and costs the server their decoding; COPY sends them as they are.
   * COPY cannot replace a file, so it is for keys never stored before (projectFileKey makes them); a key
   * that is there makes the whole call fail.
   */
  async putMany(files: readonly StoredFile[]): Promise<void> {
    if (files.length === 0) return;
    const pg = await getPostgresClient();
    if (!pg) return upsert(files);
    // A connection of its own: postgres.js pipelines queries on shared connections, which a COPY in
    // progress cannot take.
    const conn = await pg.reserve();
    let timer: ReturnType<typeof setTimeout> | undefined;
    try {
      const copy = await conn`copy stored_files (key, data, size) from stdin with (format binary)`.writable();
      const timeout = new Promise<never>((_, reject) => {
        timer = setTimeout(() => {
          copy.destroy(new Error('COPY into stored_files timed out'));
          reject(new Error('COPY into stored_files timed out'));
        }, COPY_TIMEOUT_MS);
      });
      await Promise.race([pipeline(Readable.from(binaryCopy(files)), copy), timeout]);
    } finally {
      clearTimeout(timer);
      conn.release();
    }
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
   * Files no project points to (a crash between two steps), older than `olderThan`. Not plans: their
   * table, zip_plans, says which are stored, and lib/history/plans removes them.
   */
  async sweepOrphans(olderThan: Date, limit: number): Promise<{ files: number; bytes: number }> {
    const db = await getDb();
    const orphans = db
      .select({ key: storedFiles.key })
      .from(storedFiles)
      .where(
        and(
          lt(storedFiles.createdAt, olderThan),
          sql`${storedFiles.key} not like 'plans/%'`,
          sql`not exists (select 1 from ${generations} where ${generations.fileKey} = ${storedFiles.key})`,
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

async function upsert(files: readonly StoredFile[]): Promise<void> {
  const db = await getDb();
  await db
    .insert(storedFiles)
    .values(files.map((f) => ({ key: f.key, data: f.bytes, size: f.bytes.byteLength })))
    .onConflictDoUpdate({ target: storedFiles.key, set: { data: sql`excluded.data`, size: sql`excluded.size`, createdAt: sql`now()` } });
}

/**
 * PostgreSQL's binary COPY format for rows (key text, data bytea, size int4): a signature, flags and
 * header extension length; per row the field count, then each field's length and bytes; -1 to end.
 * The zips are not copied: the chunks point at them.
 */
function* binaryCopy(files: readonly StoredFile[]): Generator<Uint8Array> {
  yield Buffer.concat([Buffer.from('PGCOPY\n\xff\r\n\0', 'latin1'), Buffer.alloc(8)]);
  for (const { key, bytes } of files) {
    const name = Buffer.from(key, 'utf8');
    const head = Buffer.alloc(2 + 4 + name.byteLength + 4);
    head.writeInt16BE(3, 0);
    head.writeInt32BE(name.byteLength, 2);
    name.copy(head, 6);
    head.writeInt32BE(bytes.byteLength, 6 + name.byteLength);
    yield head;
    yield bytes;
    const size = Buffer.alloc(8);
    size.writeInt32BE(4, 0);
    size.writeInt32BE(bytes.byteLength, 4);
    yield size;
  }
  yield Buffer.from([0xff, 0xff]);
}
