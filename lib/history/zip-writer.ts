// Keeping zips behind the response. A signed-in generation inserts its row (status available, file_key
// its selection's plan, zip_names) before answering. When this process trusts the plan (lib/history/
// plans.ts) the row is all there is to keep; otherwise the row is file_pending and this writer makes sure
// the plans of the generations answered meanwhile are stored, in one go, then clears their file_pending
// in one update. Nothing acknowledged can be lost this way: until the flag is cleared the row is enough
// to build the same bytes again (same configuration, same generator), which the download does when the
// plan is missing, and the maintenance job does for rows left pending (a failed write, a process that
// stopped with plans in its queue).
import 'server-only';
import { sql } from 'drizzle-orm';
import { getDb, schema } from '@/db';
import type { StoredPlanBytes } from '@/lib/generator';
import { storePlans } from './plans';

const { generations } = schema;

export interface PendingZip {
  /** The generation whose file_key is the plan's key. */
  id: string;
  plan: StoredPlanBytes;
}

/** Rows confirmed in one go at most. */
const MAX_BATCH = 64;
/**
 * Bytes of plans queued at most: past them a generation waits for room before it answers, so a storage slower
 * than the generator slows generations down instead of filling the memory.
 */
const MAX_QUEUED_BYTES = 32 * 1024 * 1024;

interface WriterState {
  queue: PendingZip[];
  /** The bytes of the distinct plans queued, and how many queued zips need each. */
  queuedBytes: number;
  queuedPlans: Map<string, number>;
  /** The write loop while it runs. */
  running: Promise<void> | null;
  /** Generations waiting for room in the queue. */
  waiting: (() => void)[];
}

// Next.js dev reloads modules; keep one queue per process.
const globalForWriter = globalThis as unknown as { __gostarterZipWriter?: WriterState };
const state = (): WriterState => (globalForWriter.__gostarterZipWriter ??= { queue: [], queuedBytes: 0, queuedPlans: new Map(), running: null, waiting: [] });

/**
 * Queues the zip of a generation whose row is in (file_pending) to be written; resolves once it is
 * queued, which waits only while the queue is full.
 */
export async function keepZip(zip: PendingZip): Promise<void> {
  const s = state();
  while (s.queuedBytes >= MAX_QUEUED_BYTES) await new Promise<void>((resolve) => s.waiting.push(resolve));
  s.queue.push(zip);
  const needing = s.queuedPlans.get(zip.plan.key) ?? 0;
  if (needing === 0) s.queuedBytes += zip.plan.bytes.byteLength;
  s.queuedPlans.set(zip.plan.key, needing + 1);
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

/** Resolves once every plan queued so far was stored (or failed): tests, and a graceful stop. */
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
      console.error(`Could not store the plans of ${batch.length} kept zip(s); they will be built again from their rows:`, err);
    } finally {
      for (const z of batch) {
        const needing = s.queuedPlans.get(z.plan.key)! - 1;
        if (needing > 0) s.queuedPlans.set(z.plan.key, needing);
        else {
          s.queuedPlans.delete(z.plan.key);
          s.queuedBytes -= z.plan.bytes.byteLength;
        }
      }
      for (const wake of s.waiting.splice(0)) wake();
    }
  }
}

async function writeBatch(batch: PendingZip[]): Promise<void> {
  await storePlans(batch.map((z) => z.plan));
  const db = await getDb();
  const pairs = sql.join(
    batch.map((z) => sql`(${z.id}::uuid, ${z.plan.key})`),
    sql`, `,
  );
  // A row that moved on meanwhile (deleted, expired, rebuilt) is left as it is; the plan is shared.
  await db.execute(
    sql`update ${generations} g set file_pending = false
        from (values ${pairs}) as written(id, key)
        where g.id = written.id and g.file_key = written.key`,
  );
}
