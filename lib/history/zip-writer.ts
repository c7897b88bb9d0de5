// Writing kept zips behind the response. A signed-in generation inserts its row (status available,
// file_pending) before answering, and hands the zip to this writer, which stores the zips of the
// generations answered meanwhile in one go (one COPY for the database, PUTs side by side for S3) and
// then clears their file_pending in one update. Nothing acknowledged can be lost this way: until the
// flag is cleared the row is enough to build the same bytes again (same configuration, same generator),
// which the download does when it finds them missing, and the maintenance job does for rows left
// pending (a failed write, a process that stopped with zips in its queue).
import 'server-only';
import { sql } from 'drizzle-orm';
import { getDb, schema } from '@/db';
import { getStorage } from '@/lib/storage';
import type { StoredFile } from '@/lib/storage/types';
import { rowsOf } from './sql';

const { generations } = schema;

export interface PendingZip extends StoredFile {
  /** The generation whose file_key is `key`. */
  id: string;
}

/** Zips written in one go at most. */
const MAX_BATCH = 16;
/**
 * Bytes queued at most: past them a generation waits for room before it answers, so a storage slower
 * than the generator slows generations down instead of filling the memory.
 */
const MAX_QUEUED_BYTES = 32 * 1024 * 1024;

interface WriterState {
  queue: PendingZip[];
  queuedBytes: number;
  /** The write loop while it runs. */
  running: Promise<void> | null;
  /** Generations waiting for room in the queue. */
  waiting: (() => void)[];
}

// Next.js dev reloads modules; keep one queue per process.
const globalForWriter = globalThis as unknown as { __gostarterZipWriter?: WriterState };
const state = (): WriterState => (globalForWriter.__gostarterZipWriter ??= { queue: [], queuedBytes: 0, running: null, waiting: [] });

/**
 * Queues the zip of a generation whose row is in (file_pending) to be written; resolves once it is
 * queued, which waits only while the queue is full.
 */
export async function keepZip(zip: PendingZip): Promise<void> {
  const s = state();
  while (s.queuedBytes >= MAX_QUEUED_BYTES) await new Promise<void>((resolve) => s.waiting.push(resolve));
  s.queue.push(zip);
  s.queuedBytes += zip.bytes.byteLength;
  startWriter(s);
}

function startWriter(s: WriterState): void {
  if (s.running) return;
  s.running = writeAll(s).finally(() => {
    s.running = null;
    // Queued after the loop looked for the last time.
    if (s.queue.length > 0) startWriter(s);
  });
}

/** Resolves once every zip queued so far was written (or failed): tests, and a graceful stop. */
export async function flushZips(): Promise<void> {
  while (state().running) await state().running;
}

async function writeAll(s: WriterState): Promise<void> {
  // Let the generations answered in the same turn join the first batch.
  await new Promise((resolve) => setImmediate(resolve));
  while (s.queue.length > 0) {
    const batch = s.queue.splice(0, MAX_BATCH);
    try {
      await writeBatch(batch);
    } catch (err) {
      // The rows stay pending: the download or the maintenance job builds their zips again.
      console.error(`Could not store ${batch.length} kept zip(s); they will be built again from their rows:`, err);
    } finally {
      s.queuedBytes -= batch.reduce((n, z) => n + z.bytes.byteLength, 0);
      for (const wake of s.waiting.splice(0)) wake();
    }
  }
}

async function writeBatch(batch: PendingZip[]): Promise<void> {
  const storage = getStorage();
  if (storage.putMany) await storage.putMany(batch);
  else await Promise.all(batch.map((z) => storage.put(z.key, z.bytes)));
  const db = await getDb();
  const pairs = sql.join(
    batch.map((z) => sql`(${z.id}::uuid, ${z.key})`),
    sql`, `,
  );
  const confirmed = await rowsOf<{ key: string }>(
    db,
    sql`update ${generations} g set file_pending = false
        from (values ${pairs}) as written(id, key)
        where g.id = written.id and g.file_key = written.key
        returning g.file_key as key`,
  );
  // A row that moved on meanwhile (deleted, expired, its zip rebuilt under another key) no longer points
  // at what was written: remove it rather than leave it to no one.
  const kept = new Set(confirmed.map((r) => r.key));
  const stale = batch.filter((z) => !kept.has(z.key)).map((z) => z.key);
  if (stale.length > 0) await storage.delete(stale);
}
