// Recording a generation: a row for everyone (guests too: platform statistics), and for signed-in users
// the zip itself in file storage. The row insert and the upload run side by side, so a signed-in
// generation costs one insert of the row and one of the bytes.
import { eq } from 'drizzle-orm';
import { getDb, schema } from '@/db';
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
}

/** Records the generation; returns the new project's id. Throws when the row could not be written. */
export async function recordGeneration(rec: GenerationRecord): Promise<string> {
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
  };
  if (!rec.userId) {
    await db.insert(generations).values({ ...base, zipFileStatus: 'not_stored' });
    return id;
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
  return id;
}
