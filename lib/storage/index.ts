// File storage for kept zips (their selections' plans, lib/history/plans) and the configurations stored for
// download links (lib/generation/stored-configurations): a small interface with two backends.
// - database (default): a bytea table, works on PGlite and PostgreSQL and is shared by every instance;
// - s3: S3-compatible object storage (FILE_STORAGE=s3), requests signed by aws4fetch.
import 'server-only';
import { getConfig } from '@/lib/config';
import { DatabaseStorage } from './database';
import { S3Storage } from './s3';
import type { FileStorage } from './types';

export type { FileStorage };

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
