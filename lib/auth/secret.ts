// The key that encrypts browser sessions: AUTH_SECRET or NEXTAUTH_SECRET, else one generated on first
// use and kept in DATA_DIR/auth-secret, so the app works with no configuration. Several instances
// behind one database need the same secret: set AUTH_SECRET for them.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { getConfig } from '@/lib/config';

let generated: string | undefined;

export function getAuthSecret(): string {
  const { AUTH_SECRET, NEXTAUTH_SECRET, dataDir } = getConfig();
  const configured = AUTH_SECRET ?? NEXTAUTH_SECRET;
  if (configured) return configured;
  generated ??= readOrCreate(path.join(dataDir, 'auth-secret'));
  return generated;
}

function readOrCreate(file: string): string {
  const existing = read(file);
  if (existing) return existing;
  fs.mkdirSync(path.dirname(file), { recursive: true });
  try {
    fs.writeFileSync(file, crypto.randomBytes(32).toString('base64url') + '\n', { flag: 'wx', mode: 0o600 });
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
  }
  const created = read(file);
  if (!created) throw new Error(`Could not create the session secret in ${file}; set AUTH_SECRET instead.`);
  return created;
}

function read(file: string): string | undefined {
  try {
    const value = fs.readFileSync(file, 'utf8').trim();
    return value.length >= 32 ? value : undefined;
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw err;
  }
}
