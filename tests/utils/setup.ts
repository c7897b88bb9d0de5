// Without DATABASE_URL the API tests use a throw-away embedded database.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll } from 'vitest';
import { closeDb } from '@/db';
import { flushZips } from '@/lib/history/zip-writer';

// Generation tests make many zips from one address; the files that test the limit set their own rule.
process.env.RATE_LIMIT_GENERATE ??= 'off';
process.env.RATE_LIMIT_DIFF ??= 'off';

if (!process.env.DATABASE_URL) {
  process.env.DATA_DIR = fs.mkdtempSync(path.join(os.tmpdir(), 'gostarter-test-'));
}

afterAll(async () => {
  // Zips of the file's last generations may still be on their way to storage: let them land first.
  await flushZips();
  await closeDb();
});
