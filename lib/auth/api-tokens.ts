// Personal API tokens: named bearer tokens a signed-in user creates for curl and scripts. Shown once,
// stored hashed like every sign-in (lib/auth/tokens), listed with when they were created and last used,
// revocable one by one; a password reset or change and "sign out everywhere" end them too.
import 'server-only';
import { and, count, desc, eq, gt, isNull } from 'drizzle-orm';
import { z } from 'zod';
import { getDb, schema } from '@/db';
import { AppError } from '@/lib/api/errors';
import { sendMailAfterResponse } from '@/lib/mail';
import { securityNoticeMail } from '@/lib/mail/templates';
import type { ApiTokenInfo, CreatedApiToken } from '@/lib/schemas/account';
import type { createApiTokenSchema } from './rules';
import { issueToken } from './tokens';

const { authTokens, users } = schema;

/** Live tokens one user may hold; enough for every script, few enough to list on one screen. */
const MAX_API_TOKENS = 20;

const INFO = { id: authTokens.id, name: authTokens.name, createdAt: authTokens.createdAt, lastUsedAt: authTokens.lastUsedAt, expiresAt: authTokens.expiresAt };

const live = (userId: string) =>
  and(eq(authTokens.userId, userId), eq(authTokens.client, 'personal'), isNull(authTokens.revokedAt), gt(authTokens.expiresAt, new Date()));

export async function listApiTokens(userId: string): Promise<ApiTokenInfo[]> {
  const db = await getDb();
  const rows = await db
    .select(INFO)
    .from(authTokens)
    .where(live(userId))
    .orderBy(desc(authTokens.createdAt));
  return rows.map(toInfo);
}

/**
 * Creates a personal token, at most MAX_API_TOKENS live per user, and mails the owner a notice whatever
 * their preference: a token is a new way into their projects, and the notice says how to revoke it.
 */
export async function createApiToken(userId: string, input: z.infer<typeof createApiTokenSchema>): Promise<CreatedApiToken> {
  const db = await getDb();
  const expiresAt = new Date(Date.now() + input.expiresInDays * 86_400_000);
  const { issued, email } = await db.transaction(async (tx) => {
    // The user's row is the lock: one user's creations take turns, so no two count the same live tokens.
    const [user] = await tx.select({ email: users.email }).from(users).where(eq(users.id, userId)).for('update');
    const [{ n }] = await tx.select({ n: count() }).from(authTokens).where(live(userId));
    if (n >= MAX_API_TOKENS) {
      throw new AppError('CONFLICT', `You already have ${MAX_API_TOKENS} API tokens: revoke one before creating another.`, 'TOO_MANY_TOKENS');
    }
    return { issued: await issueToken(userId, 'personal', { name: input.name, expiresAt }, tx), email: user.email };
  });
  const [row] = await db.select(INFO).from(authTokens).where(eq(authTokens.id, issued.tokenId));
  await sendMailAfterResponse(securityNoticeMail(email, 'api-token-created', input.name));
  return { token: issued.token, ...toInfo(row) };
}

/** Revokes one of the caller's tokens; 404 for any id that is not a live token of theirs. */
export async function revokeApiToken(userId: string, id: string): Promise<void> {
  if (!z.uuid().safeParse(id).success) throw notFound();
  const db = await getDb();
  const revoked = await db
    .update(authTokens)
    .set({ revokedAt: new Date() })
    .where(and(eq(authTokens.id, id), live(userId)))
    .returning({ id: authTokens.id });
  if (revoked.length === 0) throw notFound();
}

const notFound = () => new AppError('NOT_FOUND', 'API token not found', 'NOT_FOUND');

function toInfo(r: { id: string; name: string | null; createdAt: Date; lastUsedAt: Date | null; expiresAt: Date }): ApiTokenInfo {
  return {
    id: r.id,
    name: r.name ?? '',
    createdAt: r.createdAt.toISOString(),
    lastUsedAt: r.lastUsedAt?.toISOString() ?? null,
    expiresAt: r.expiresAt.toISOString(),
  };
}
