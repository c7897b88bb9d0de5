// What every storage backend implements; its own module so index.ts (which picks a backend) and the
// backends do not import each other.
export interface StoredFile {
  key: string;
  bytes: Uint8Array;
}

export interface FileStorage {
  readonly backend: 'database' | 's3';
  /** Stores `bytes` under `key`, replacing what was there. */
  put(key: string, bytes: Uint8Array): Promise<void>;
  /**
   * Stores several files under keys never used before (projectFileKey makes them), in one go: the
   * backends that can do that cheaper than a `put` each (the database). Either all are stored or the
   * call throws; a key already there may make it throw.
   */
  putMany?(files: readonly StoredFile[]): Promise<void>;
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
