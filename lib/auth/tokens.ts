// Sign-in tokens: opaque random strings handed to the client once, stored as SHA-256 hashes, with an
// expiry and a revocation time. The user's role is read from the database with every lookup.
import 'server-only';
import crypto from 'node:crypto';
import { and, eq, gt, inArray, isNull, lt, ne, or, sql } from 'drizzle-orm';
import { getDb, schema, type Db } from '@/db';
import type { TokenClient, UserRole } from '@/db/schema';
import { getConfig } from '@/lib/config';
import { groupCommit } from '@/lib/db/group-commit';

const { authTokens, users } = schema;

const PREFIX = 'gst_';
const TOKEN_SHAPE = /^gst_[A-Za-z0-9_-]{43}$/;

export interface AuthUser {
  id: string;
  email: string;
  name: string | null;
  role: UserRole;
  emailVerifiedAt: Date | null;
  emailNotifications: boolean;
  createdAt: Date;
}

export interface TokenAuth {
  user: AuthUser;
  tokenId: string;
  expiresAt: Date;
  /** What the token is: a sign-in ('api', 'web') reaches the account, a personal token only the API. */
  client: TokenClient;
}

export interface IssuedToken {
  token: string;
  tokenId: string;
  expiresAt: Date;
}

function hashToken(token: string): string {
  return crypto.createHash('sha256').update(token).digest('hex');
}

/** Issues a token; `within` is the transaction to write it in, when the caller holds one. */
export async function issueToken(
  userId: string,
  client: TokenClient,
  opts: { name?: string; expiresAt?: Date } = {},
  within?: Db,
): Promise<IssuedToken> {
  const token = PREFIX + crypto.randomBytes(32).toString('base64url');
  const expiresAt = opts.expiresAt ?? new Date(Date.now() + getConfig().AUTH_TOKEN_TTL_HOURS * 3_600_000);
  const db = within ?? (await getDb());
  const [row] = await db
    .insert(authTokens)
    .values({ userId, tokenHash: hashToken(token), client, expiresAt, name: opts.name ?? null })
    .returning({ id: authTokens.id });
  return { token, tokenId: row.id, expiresAt };
}

/** Personal tokens record their use at most once a minute (a script's every call need not write). */
const LAST_USE_STALE = or(isNull(authTokens.lastUsedAt), lt(authTokens.lastUsedAt, sql`now() - interval '1 minute'`))!;

/**
 * What a token's lookup reads: its hash (which caller an answer is for), the token and its user, and
 * whether its last use is old enough to record this one (read by the database's clock, as the write is).
 */
const TOKEN_AUTH = {
  tokenHash: authTokens.tokenHash,
  tokenId: authTokens.id,
  expiresAt: authTokens.expiresAt,
  client: authTokens.client,
  useToRecord: sql<boolean>`${LAST_USE_STALE}`,
  id: users.id,
  email: users.email,
  name: users.name,
  role: users.role,
  emailVerifiedAt: users.emailVerifiedAt,
  emailNotifications: users.emailNotifications,
  createdAt: users.createdAt,
};

/**
 * The live tokens among `hashes`, one answer per hash. Lookups that arrive while one is under way go
 * together in one query (group-commit.ts): under load, a signed-in request pays a share of a round trip.
 * Each answer still comes from a query that started after its request arrived, so a token revoked before
 * that is refused.
 */
const lookUpTokens = groupCommit(async (hashes: string[]) => {
  const db = await getDb();
  const rows = await db
    .select(TOKEN_AUTH)
    .from(authTokens)
    .innerJoin(users, eq(users.id, authTokens.userId))
    .where(and(inArray(authTokens.tokenHash, [...new Set(hashes)]), isNull(authTokens.revokedAt), gt(authTokens.expiresAt, new Date())));
  const byHash = new Map(rows.map((row) => [row.tokenHash, row]));
  return hashes.map((hash) => byHash.get(hash));
});

/** The user behind a token that exists, has not expired and was not revoked; null otherwise. */
export async function authenticateToken(token: unknown): Promise<TokenAuth | null> {
  if (typeof token !== 'string' || !TOKEN_SHAPE.test(token)) return null;
  const row = await lookUpTokens(hashToken(token));
  if (!row) return null;
  const { tokenHash, tokenId, expiresAt, client, useToRecord, ...user } = row;
  // Only when the lookup saw a stale use: within the minute, a script's call makes no second round trip.
  if (client === 'personal' && useToRecord) await touchPersonalToken(tokenId);
  return { user, tokenId, expiresAt, client };
}

/** Records the use of a personal token; of calls that arrive together, one writes (the condition again). */
async function touchPersonalToken(tokenId: string): Promise<void> {
  const db = await getDb();
  await db
    .update(authTokens)
    .set({ lastUsedAt: new Date() })
    .where(and(eq(authTokens.id, tokenId), LAST_USE_STALE));
}

export async function revokeToken(tokenId: string): Promise<void> {
  const db = await getDb();
  await db.update(authTokens).set({ revokedAt: new Date() }).where(and(eq(authTokens.id, tokenId), isNull(authTokens.revokedAt)));
}

/**
 * Ends every sign-in of a user, browser sessions and personal API tokens included (role change, password
 * reset or change, sign out everywhere), except `keep` (the request's own, on a password change).
 * Answers how many were live.
 */
export async function revokeAllTokens(userId: string, keep?: string): Promise<number> {
  const db = await getDb();
  const revoked = await db
    .update(authTokens)
    .set({ revokedAt: new Date() })
    .where(and(eq(authTokens.userId, userId), isNull(authTokens.revokedAt), keep ? ne(authTokens.id, keep) : undefined))
    .returning({ id: authTokens.id });
  return revoked.length;
}

export function displayName(user: { name: string | null; email: string }): string {
  return user.name ?? user.email.split('@')[0];
}

/** Revokes a token given its value (the browser session holds the value, not the id). */
export async function revokeTokenValue(token: unknown): Promise<void> {
  if (typeof token !== 'string' || !TOKEN_SHAPE.test(token)) return;
  const db = await getDb();
  await db.update(authTokens).set({ revokedAt: new Date() }).where(and(eq(authTokens.tokenHash, hashToken(token)), isNull(authTokens.revokedAt)));
}
