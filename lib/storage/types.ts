// What every storage backend implements; its own module so index.ts (which picks a backend) and the
// backends do not import each other.
export interface FileStorage {
  readonly backend: 'database' | 's3';
  /** Stores `bytes` under `key`, replacing what was there. */
  put(key: string, bytes: Uint8Array): Promise<void>;
  /** The bytes under `key`, or null when there are none. */
  get(key: string): Promise<Uint8Array | null>;
  /** Removes the keys; keys that do not exist are ignored. */
  delete(keys: readonly string[]): Promise<void>;
  /**
   * Removes stored files that no project or plan row points to and that are older than `olderThan`; the
   * backends that cannot list their files (s3 here) do not have it. Returns how many files and bytes went.
   */
  sweepOrphans?(olderThan: Date, limit: number): Promise<{ files: number; bytes: number }>;
}
