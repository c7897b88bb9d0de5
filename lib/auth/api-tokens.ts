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

export async function createApiToken(userId: string, input: z.infer<typeof createApiTokenSchema>): Promise<CreatedApiToken> {
  const db = await getDb();
  const [{ n }] = await db.select({ n: count() }).from(authTokens).where(live(userId));
  if (n >= MAX_API_TOKENS) {
    throw new AppError('CONFLICT', `You already have ${MAX_API_TOKENS} API tokens: revoke one before creating another.`, 'TOO_MANY_TOKENS');
  }
  const expiresAt = new Date(Date.now() + input.expiresInDays * 86_400_000);
  const issued = await issueToken(userId, 'personal', { name: input.name, expiresAt });
  const [row] = await db.select(INFO).from(authTokens).where(eq(authTokens.id, issued.tokenId));
  const [user] = await db.select({ email: users.email, emailNotifications: users.emailNotifications }).from(users).where(eq(users.id, userId));
  if (user?.emailNotifications) await sendMailAfterResponse(securityNoticeMail(user.email, 'api-token-created', input.name));
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
