// File storage for the zips of signed-in users' projects: a small interface with two backends.
// - database (default): a bytea table, works on PGlite and PostgreSQL and is shared by every instance;
// - s3: S3-compatible object storage (FILE_STORAGE=s3), signed with AWS Signature V4 over fetch.
import { getConfig } from '@/lib/config';
import { DatabaseStorage } from './database';
import { S3Storage } from './s3';

export interface FileStorage {
  readonly backend: 'database' | 's3';
  /** Stores `bytes` under `key`, replacing what was there. */
  put(key: string, bytes: Uint8Array): Promise<void>;
  /** The bytes under `key`, or null when there are none. */
  get(key: string): Promise<Uint8Array | null>;
  /** Removes the keys; keys that do not exist are ignored. */
  delete(keys: readonly string[]): Promise<void>;
  /**
   * Removes stored files that `isReferenced` does not claim and that are older than `olderThan`; the
   * backends that cannot list their files (s3 here) do nothing. Returns how many files and bytes went.
   */
  sweepOrphans?(olderThan: Date, limit: number): Promise<{ files: number; bytes: number }>;
}

const globalForStorage = globalThis as unknown as { __gostarterStorage?: FileStorage };

export function getStorage(): FileStorage {
  if (globalForStorage.__gostarterStorage) return globalForStorage.__gostarterStorage;
  const c = getConfig();
  const storage: FileStorage =
    c.FILE_STORAGE === 's3'
      ? new S3Storage({
          endpoint: c.S3_ENDPOINT!,
          region: c.S3_REGION,
          bucket: c.S3_BUCKET!,
          accessKeyId: c.S3_ACCESS_KEY_ID!,
          secretAccessKey: c.S3_SECRET_ACCESS_KEY!,
          prefix: c.S3_PREFIX,
          forcePathStyle: c.S3_FORCE_PATH_STYLE,
        })
      : new DatabaseStorage();
  globalForStorage.__gostarterStorage = storage;
  return storage;
}

/** Replaces the storage (tests). */
export function setStorage(storage: FileStorage | undefined): void {
  globalForStorage.__gostarterStorage = storage;
}

/** A fresh key for one stored version of a project's zip. */
export function projectFileKey(projectId: string): string {
  return `projects/${projectId}/${crypto.randomUUID()}.zip`;
}
