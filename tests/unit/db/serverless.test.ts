// On a serverless host the embedded database cannot work (no disk that outlives the process): without
// DATABASE_URL the app must stop at start with a message saying so, not write to a temporary disk and
// lose every account.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { serverlessHost } from '@/db';

describe('the embedded database on a serverless host', () => {
  it('is refused at start with a clear error on Vercel', () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gostarter-serverless-'));
    try {
      const env: NodeJS.ProcessEnv = { ...process.env, VERCEL: '1', DATABASE_URL: '', DATA_DIR: dataDir };
      const r = spawnSync('npx', ['tsx', '--conditions=react-server', '-e', "import('./db/index.ts').then((m) => (m.getDb ?? m.default.getDb)()).then(() => console.log('opened'))"], { env, encoding: 'utf8' });
      expect(r.stdout).not.toContain('opened');
      expect(r.stderr).toContain('the embedded database (PGlite) cannot run on Vercel');
      expect(r.stderr).toContain('Set DATABASE_URL to a PostgreSQL database');
      expect(fs.existsSync(path.join(dataDir, 'pglite'))).toBe(false);
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('names the host from the variables each sets', () => {
    expect(serverlessHost({ VERCEL: '1' })).toBe('Vercel');
    expect(serverlessHost({ AWS_LAMBDA_FUNCTION_NAME: 'fn' })).toBe('AWS Lambda');
    expect(serverlessHost({})).toBeNull();
  });
});
