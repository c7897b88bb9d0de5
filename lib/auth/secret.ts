// The key that encrypts browser sessions: AUTH_SECRET or NEXTAUTH_SECRET, else one generated on first
// use and kept in the database, so the app works with no configuration and every instance on one
// database accepts the same session cookies. A secret an earlier version kept in DATA_DIR/auth-secret
// is adopted, so existing sessions survive the move.
import 'server-only';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { getDb, schema } from '@/db';
import { getConfig } from '@/lib/config';

const SETTING = 'auth_secret';
let stored: Promise<string> | undefined;

export function getAuthSecret(): Promise<string> {
  const { AUTH_SECRET, NEXTAUTH_SECRET } = getConfig();
  const configured = AUTH_SECRET ?? NEXTAUTH_SECRET;
  if (configured) return Promise.resolve(configured);
  stored ??= readOrCreate().catch((err) => {
    stored = undefined;
    throw err;
  });
  return stored;
}

async function readOrCreate(): Promise<string> {
  const db = await getDb();
  const { appSettings } = schema;
  // The first instance to insert wins; the others read its value.
  await db
    .insert(appSettings)
    .values({ key: SETTING, value: legacySecret() ?? crypto.randomBytes(32).toString('base64url') })
    .onConflictDoNothing({ target: appSettings.key });
  const [row] = await db.select({ value: appSettings.value }).from(appSettings).where(eq(appSettings.key, SETTING)).limit(1);
  if (!row) throw new Error('Could not keep the session secret in the database; set AUTH_SECRET instead.');
  return row.value;
}

function legacySecret(): string | undefined {
  try {
    const value = fs.readFileSync(path.join(getConfig().dataDir, 'auth-secret'), 'utf8').trim();
    return value.length >= 32 ? value : undefined;
  } catch {
    return undefined;
  }
}
