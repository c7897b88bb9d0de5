// Configurations stored for a download link. A query string cannot carry a resource model, so the MCP
// tools (generate, add) store such a configuration and answer a link to it,
// GET /api/v1/generate/configurations/<key>, which generates its zip as POST /api/v1/generate does.
//
// The key is the SHA-256 of the configuration's JSON: the same configuration is stored once, under one
// key, and a key names nothing but the configuration it was computed from. Nobody reaches a stored
// configuration without knowing it whole already, and there is no list of keys to walk.
//
// The bytes are in file storage (lib/storage) under configurations/<key>; the stored_configurations
// table says which are stored and since when (object storage cannot list its files). A link expires
// FILE_RETENTION_DAYS after its configuration was last stored, as a kept zip does; storing it again
// renews it. The maintenance job removes the bytes of expired configurations, and their rows a
// retention period later: until then the link answers 410 (expired), then 404 as an unknown key.
import 'server-only';
import crypto from 'node:crypto';
import { and, eq, inArray, lt } from 'drizzle-orm';
import { z } from 'zod';
import { getDb, schema } from '@/db';
import { AppError } from '@/lib/api/errors';
import { parseWith } from '@/lib/api/handler';
import { getConfig } from '@/lib/config';
import { getStorage } from '@/lib/storage';
import { generateRequestSchema, type GenerateRequest } from './request';

const { storedConfigurations } = schema;

const DAY_MS = 86_400_000;

/** A link's key: the SHA-256 of the configuration's JSON, in lower-case hex. */
const configurationKeySchema = z
  .string()
  .regex(/^[0-9a-f]{64}$/)
  .describe('The SHA-256 of the stored configuration, in lower-case hex (64 characters)');

/** The route's parameters (the OpenAPI document's). */
export const configurationParamsSchema = z.object({ key: configurationKeySchema });

/** The link that downloads the zip of the configuration stored under `key`, on the site at `origin`. */
export function configurationUrl(origin: string, key: string): string {
  return `${origin}/api/v1/generate/configurations/${key}`;
}

/** Where the configuration of `key` is in file storage (and its row's key). */
const fileKey = (key: string) => `configurations/${key}`;

/**
 * The configuration as stored: checked by the schema of POST /api/v1/generate, whose parse writes the
 * keys in the schema's order, so that how a client ordered or spaced its JSON makes no other key.
 */
function configurationJson(configuration: GenerateRequest): string {
  const { allowDataLoss, ...rest } = parseWith(generateRequestSchema, configuration);
  return JSON.stringify(allowDataLoss ? { ...rest, allowDataLoss } : rest);
}

export interface StoredConfiguration {
  /** The link's key. */
  key: string;
  /** When the link expires, unless the configuration is stored again before. */
  expiresAt: Date;
}

/**
 * Stores a configuration for a link: written once per key; a configuration stored already is only
 * marked stored again, which renews its link. One larger than POST /api/v1/generate takes is refused.
 */
export async function storeConfiguration(configuration: GenerateRequest): Promise<StoredConfiguration> {
  const { MAX_BODY_BYTES, FILE_RETENTION_DAYS } = getConfig();
  const bytes = Buffer.from(configurationJson(configuration), 'utf8');
  if (bytes.byteLength > MAX_BODY_BYTES) {
    throw new AppError(
      'PAYLOAD_TOO_LARGE',
      `The configuration is ${bytes.byteLength} bytes of JSON: a stored configuration, as the body of POST /api/v1/generate, is at most ${MAX_BODY_BYTES}`,
      'CONFIGURATION_TOO_LARGE',
    );
  }
  const key = crypto.createHash('sha256').update(bytes).digest('hex');
  const db = await getDb();
  const now = new Date();
  const [row] = await db
    .insert(storedConfigurations)
    .values({ key: fileKey(key), size: bytes.byteLength, storedAt: now })
    .onConflictDoUpdate({ target: storedConfigurations.key, set: { storedAt: now } })
    .returning({ stored: storedConfigurations.stored });
  if (!row.stored) {
    // Two requests may both write it: the same bytes under the same key.
    await getStorage().put(fileKey(key), bytes);
    await db.update(storedConfigurations).set({ stored: true }).where(eq(storedConfigurations.key, fileKey(key)));
  }
  return { key, expiresAt: new Date(now.getTime() + FILE_RETENTION_DAYS * DAY_MS) };
}

/** How a refused link says what to do instead. */
function againText(): string {
  return `Download links of the MCP tools last ${getConfig().FILE_RETENTION_DAYS} days: call the generate tool again with the configuration for a new link, or POST the configuration to /api/v1/generate`;
}

/**
 * The configuration stored under a link's `key`. 404 for a key that names none (a malformed key names
 * none either); 410 once the link has expired, or its bytes are gone.
 */
export async function readStoredConfiguration(key: string, now = new Date()): Promise<GenerateRequest> {
  const notFound = () => new AppError('NOT_FOUND', `No configuration is stored under this key. ${againText()}.`, 'CONFIGURATION_NOT_FOUND');
  if (!configurationKeySchema.safeParse(key).success) throw notFound();
  const db = await getDb();
  const [row] = await db
    .select({ storedAt: storedConfigurations.storedAt })
    .from(storedConfigurations)
    .where(eq(storedConfigurations.key, fileKey(key)));
  if (!row) throw notFound();
  const expired = now.getTime() - new Date(row.storedAt).getTime() > getConfig().FILE_RETENTION_DAYS * DAY_MS;
  const bytes = expired ? null : await getStorage().get(fileKey(key));
  if (!bytes) throw new AppError('GONE', `This download link has expired. ${againText()}.`, 'CONFIGURATION_EXPIRED');
  return parseWith(generateRequestSchema, JSON.parse(Buffer.from(bytes).toString('utf8')));
}

/**
 * The maintenance job's part: removes the bytes of configurations not stored again for `retentionDays`
 * (at most `limit`), and forgets the rows of those removed a retention period before (at most `limit`).
 * Returns how many configurations' bytes went, and their size.
 */
export async function sweepExpiredConfigurations(now: Date, retentionDays: number, limit: number): Promise<{ configurations: number; bytes: number }> {
  const db = await getDb();
  const t = storedConfigurations;
  const expiredBefore = new Date(now.getTime() - retentionDays * DAY_MS);
  const forgetBefore = new Date(expiredBefore.getTime() - retentionDays * DAY_MS);
  const forgotten = db.select({ key: t.key }).from(t).where(and(eq(t.stored, false), lt(t.storedAt, forgetBefore))).limit(limit);
  await db.delete(t).where(inArray(t.key, forgotten));
  const expired = await db
    .select({ key: t.key, size: t.size })
    .from(t)
    .where(and(eq(t.stored, true), lt(t.storedAt, expiredBefore)))
    .orderBy(t.storedAt)
    .limit(limit);
  if (expired.length === 0) return { configurations: 0, bytes: 0 };
  const keys = expired.map((c) => c.key);
  // Bytes first: a failed delete leaves the rows, to be tried again by the next run. A configuration
  // stored again meanwhile is marked not stored with the others: its next store writes it again.
  await getStorage().delete(keys);
  await db.update(t).set({ stored: false }).where(inArray(t.key, keys));
  return { configurations: keys.length, bytes: expired.reduce((n, c) => n + c.size, 0) };
}
