// With DATABASE_URL each worker's files use the worker's own database (tests/utils/databases.ts);
// without, each file uses a throw-away embedded database.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, inject } from 'vitest';
import { closeDb } from '@/db';
import { flushZips } from '@/lib/history/zip-writer';

// Generation tests make many zips from one address; the files that test the limit set their own rule.
process.env.RATE_LIMIT_GENERATE ??= 'off';
process.env.RATE_LIMIT_DIFF ??= 'off';

// From what the global setup provides, not from DATABASE_URL itself: a worker runs many files, and this
// runs before each.
const workerDatabase = inject('workerDatabases')[Number(process.env.VITEST_POOL_ID) - 1];
if (workerDatabase) process.env.DATABASE_URL = workerDatabase;
else if (!process.env.DATABASE_URL) process.env.DATA_DIR = fs.mkdtempSync(path.join(os.tmpdir(), 'gostarter-test-'));

afterAll(async () => {
  // Zips of the file's last generations may still be on their way to storage: let them land first.
  await flushZips();
  await closeDb();
});
