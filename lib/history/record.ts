// Recording a generation: a row for everyone (guests too: platform statistics), and for signed-in users
// the zip kept: its row points at its selection's stored plan and holds its names (plans.ts), the plan
// stored behind the answer when this process does not know it stored (zip-writer.ts). Kept zips count
// against the user's STORAGE_QUOTA_MB by their size: past it the project is recorded (and can be
// regenerated later) but its zip is not kept.
import 'server-only';
import { eq, sql } from 'drizzle-orm';
import { getDb, schema } from '@/db';
import { groupCommit } from '@/lib/db/group-commit';
import { getConfig } from '@/lib/config';
import { generatorVersion, type KeptZip } from '@/lib/generator';
import type { ResourceModel } from '@/lib/resources/model';
import { isPlanTrusted } from './plans';
import { keepZip } from './zip-writer';

const { generations, users } = schema;

export interface GenerationRecord {
  userId: string | null;
  projectName: string;
  framework: string;
  /** The features as requested. */
  features: string[];
  /** The validated list the zip was built from (framework first, dependencies added). */
  adjustedFeatures: string[];
  /** The resource model the zip was built from (canonical), if any: kept so the project can be built again. */
  resources?: ResourceModel;
  /** The models of its earlier generations whose migrations it has (ProjectSpec.modelHistory). */
  modelHistory?: ResourceModel[];
  durationMs: number;
  /** The zip answered, its plan and names (lib/generator generateKeptZip). */
  kept: KeptZip;
  /** The history project it was grown from (POST /api/history/{id}/grow). */
  parentProjectId?: string;
}

export interface RecordedGeneration {
  id: string;
  /** For a signed-in user: whether the zip was kept; otherwise `notice` says why not. */
  notice?: string;
}

/** Guests' rows, many in one insert under load (group-commit.ts). */
const insertGuestRow = groupCommit(async (rows: (typeof generations.$inferInsert)[]) => {
  const db = await getDb();
  await db.insert(generations).values(rows);
  return rows.map(() => undefined);
});

/**
 * Guests' rows on their way to the database. A guest's zip does not wait for its row: the row only
 * counts in the statistics (nothing is kept for a guest), and under load this write and the rate
 * limit's were a third of a guest generate's cost. What reads the rows (the admin's statistics, projects
 * and export) waits for these first (guestRowsWritten), so it sees every generation answered before it
 * in this process.
 * A process that stops loses the rows still on their way (under load, those of its last few tens of
 * milliseconds): statistics, not anyone's project.
 */
const guestRowsOnTheirWay = new Set<Promise<void>>();
/** Past this many rows on their way, a guest's answer waits for its row again (memory stays bounded). */
const GUEST_ROWS_AHEAD = 2000;

function writeGuestRow(row: typeof generations.$inferInsert): Promise<void> {
  const written = insertGuestRow(row).catch((err) => console.error('Could not record the generation:', err));
  guestRowsOnTheirWay.add(written);
  void written.then(() => guestRowsOnTheirWay.delete(written));
  return guestRowsOnTheirWay.size > GUEST_ROWS_AHEAD ? written : Promise.resolve();
}

/** Waits for the guests' rows answered so far to be written (or to have failed, which is logged). */
export async function guestRowsWritten(): Promise<void> {
  await Promise.all(guestRowsOnTheirWay);
}

export const quotaBytes = () => getConfig().STORAGE_QUOTA_MB * 1024 * 1024;

export function quotaFullNotice(): string {
  return (
    `Your storage quota of ${getConfig().STORAGE_QUOTA_MB} MB is full, so this zip was downloaded but not kept: ` +
    'the project is in your history and can be regenerated once you delete older projects.'
  );
}

/**
 * The bytes of a user's kept zips (users.kept_zip_bytes, kept by a trigger), read under the user's row
 * lock: a concurrent generation of the same user holds that lock until it commits (its trigger updates
 * the row), and this read then waits and sees its total, so two generations at once cannot both fit.
 */
const keptBytesOf = (userId: string) => sql<number>`(select ${users.keptZipBytes} from ${users} where ${users.id} = ${userId} for update)`;

/**
 * Whether `bytes` more fit in the user's quota. Two generations at the same instant may both fit and
 * overshoot by one zip: a bound on storage, not an accounting ledger.
 */
export async function hasRoomFor(userId: string, bytes: number): Promise<boolean> {
  const db = await getDb();
  const [row] = await db.select({ used: users.keptZipBytes }).from(users).where(eq(users.id, userId));
  return Number(row?.used ?? 0) + bytes <= quotaBytes();
}

/** A signed-in user's row on its way, and the zip it keeps if the quota has room. */
interface KeptRow {
  row: typeof generations.$inferInsert & { id: string; userId: string };
  kept: KeptZip;
  /** Its plan is not known stored: the row says so (filePending) and the writer stores it. */
  pending: boolean;
}

/**
 * Writes signed-in users' rows in one statement, each with its quota check in it: the user's kept bytes,
 * read under the user's row lock, plus this zip and the zips of the same user's rows before it in the
 * statement, all counted whether or not they fit (the triggers that add them run after the statement):
 * near the quota, generations at once are judged as if all were kept, so none passes it. Rows go in the
 * order of their users, so two statements lock users' rows in one order. Answers each row's key, in the
 * order of `rows`: null when its zip did not fit.
 */
async function insertKeptRows(rows: KeptRow[]): Promise<(string | null)[]> {
  const db = await getDb();
  const before = new Map<string, number>();
  const values = rows
    .toSorted((a, b) => a.row.userId.localeCompare(b.row.userId))
    .map(({ row, kept: { plan, names, zip }, pending }) => {
      const counted = (before.get(row.userId) ?? 0) + zip.byteLength;
      before.set(row.userId, counted);
      const fits = sql`coalesce(${keptBytesOf(row.userId)} + ${counted} <= ${quotaBytes()}, false)`;
      return {
        ...row,
        zipFileStatus: sql`case when ${fits} then 'available' else 'not_stored' end`,
        fileKey: sql`case when ${fits} then ${plan.key} end`,
        zipNames: sql`case when ${fits} then ${JSON.stringify(names)}::jsonb end`,
        fileStoredAt: sql`case when ${fits} then now() end`,
        filePending: sql`${fits} and ${pending}`,
      };
    });
  const written = await db.insert(generations).values(values).returning({ id: generations.id, key: generations.fileKey });
  const keys = new Map(written.map((w) => [w.id, w.key]));
  return rows.map(({ row }) => keys.get(row.id) ?? null);
}

/**
 * Signed-in users' rows, many in one statement under load (group-commit.ts): a user's script sending
 * generations at once paid a round trip and a commit each, one after the other behind the user's row
 * lock. A statement that fails (a row's user or parent project deleted meanwhile, or a deadlock with the
 * maintenance's expiry, whose triggers lock users' rows in another order) is tried again row by row, so
 * only the caller of a row at fault gets its error. Answers the row's key, null when its zip did not fit.
 */
const writeKeptRow = groupCommit(insertKeptRows, { retryAlone: true });

/**
 * Records the generation; throws when the row could not be written. A signed-in user's row is written
 * with its quota check (writeKeptRow), and, when the zip fits and its plan is not known stored, the
 * plan queued for the writer (zip-writer.ts): the row is what makes the project safe, the zip can be
 * built again from it.
 */
export async function recordGeneration(rec: GenerationRecord): Promise<RecordedGeneration> {
  const id = crypto.randomUUID();
  const base = {
    id,
    userId: rec.userId,
    projectName: rec.projectName,
    framework: rec.framework,
    features: rec.features,
    adjustedFeatures: rec.adjustedFeatures,
    // A guest's project is never built again: its row counts, its model would only take room.
    resources: rec.userId && rec.resources && rec.resources.length > 0 ? rec.resources : null,
    modelHistory: rec.userId && rec.modelHistory && rec.modelHistory.length > 0 ? rec.modelHistory : null,
    generationDurationMs: rec.durationMs,
    zipFileSize: rec.kept.zip.byteLength,
    // The zip was just made by this process's generator.
    generatorVersion: generatorVersion(),
    parentProjectId: rec.parentProjectId ?? null,
    // Stamped now, when it is answered, not when its row reaches the database with others (group commit):
    // rows written together keep the order they were answered in.
    createdAt: new Date(),
  };
  if (!rec.userId) {
    await writeGuestRow({ ...base, zipFileStatus: 'not_stored' });
    return { id };
  }

  const { plan } = rec.kept;
  const pending = !isPlanTrusted(plan.key);
  const key = await writeKeptRow({ row: { ...base, userId: rec.userId }, kept: rec.kept, pending });
  if (!key) return { id, notice: quotaFullNotice() };
  if (pending) await keepZip({ id, plan });
  return { id };
}
