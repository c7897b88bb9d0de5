// Recording a generation: a row for everyone (guests too: platform statistics), and for signed-in users
// the zip itself in file storage. The row insert and the upload run side by side, so a signed-in
// generation costs one insert of the row and one of the bytes. Kept zips count against the user's
// STORAGE_QUOTA_MB: past it the project is recorded (and can be regenerated later) but its zip is not kept.
import 'server-only';
import { and, eq, sql } from 'drizzle-orm';
import { getDb, schema } from '@/db';
import { getConfig } from '@/lib/config';
import { generatorVersion } from '@/lib/generator';
import { getStorage, projectFileKey } from '@/lib/storage';

const { generations } = schema;

export interface GenerationRecord {
  userId: string | null;
  projectName: string;
  framework: string;
  /** The features as requested. */
  features: string[];
  /** The validated list the zip was built from (framework first, dependencies added). */
  adjustedFeatures: string[];
  durationMs: number;
  zip: Uint8Array;
  /** The history project it was grown from (POST /api/history/{id}/grow). */
  parentProjectId?: string;
}

export interface RecordedGeneration {
  id: string;
  /** For a signed-in user: whether the zip was kept; otherwise `notice` says why not. */
  notice?: string;
}

export const quotaBytes = () => getConfig().STORAGE_QUOTA_MB * 1024 * 1024;

export function quotaFullNotice(): string {
  return (
    `Your storage quota of ${getConfig().STORAGE_QUOTA_MB} MB is full, so this zip was downloaded but not kept: ` +
    'the project is in your history and can be regenerated once you delete older projects.'
  );
}

/**
 * Whether `bytes` more fit in the user's quota. Two generations at the same instant may both fit and
 * overshoot by one zip: a bound on storage, not an accounting ledger.
 */
export async function hasRoomFor(userId: string, bytes: number): Promise<boolean> {
  const db = await getDb();
  const [row] = await db
    .select({ used: sql<number>`coalesce(sum(${generations.zipFileSize}), 0)::float8` })
    .from(generations)
    .where(and(eq(generations.userId, userId), eq(generations.zipFileStatus, 'available')));
  return Number(row.used) + bytes <= quotaBytes();
}

/** Records the generation. Throws when the row could not be written. */
export async function recordGeneration(rec: GenerationRecord): Promise<RecordedGeneration> {
  const db = await getDb();
  const id = crypto.randomUUID();
  const base = {
    id,
    userId: rec.userId,
    projectName: rec.projectName,
    framework: rec.framework,
    features: rec.features,
    adjustedFeatures: rec.adjustedFeatures,
    generationDurationMs: rec.durationMs,
    zipFileSize: rec.zip.byteLength,
    // The zip was just made by this process's generator.
    generatorVersion: generatorVersion(),
    parentProjectId: rec.parentProjectId ?? null,
  };
  if (!rec.userId) {
    await db.insert(generations).values({ ...base, zipFileStatus: 'not_stored' });
    return { id };
  }
  if (!(await hasRoomFor(rec.userId, rec.zip.byteLength))) {
    await db.insert(generations).values({ ...base, zipFileStatus: 'not_stored' });
    return { id, notice: quotaFullNotice() };
  }

  const key = projectFileKey(id);
  const storage = getStorage();
  const [row, file] = await Promise.allSettled([
    db.insert(generations).values({ ...base, zipFileStatus: 'available', fileKey: key, fileStoredAt: new Date() }),
    storage.put(key, rec.zip),
  ]);
  if (row.status === 'rejected') {
    if (file.status === 'fulfilled') await storage.delete([key]).catch(() => undefined);
    throw row.reason;
  }
  if (file.status === 'rejected') {
    console.error('Could not store the zip of project', id, file.reason);
    await db.update(generations).set({ zipFileStatus: 'error', fileKey: null, fileStoredAt: null }).where(eq(generations.id, id));
  }
  return { id };
}
