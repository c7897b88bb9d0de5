// Accounts: registration with a one-time code, verification, sign-in, password recovery and change,
// profile. Route handlers and the browser session (next-auth) both call these, so the rules live in
// one place.
import 'server-only';
import bcrypt from 'bcryptjs';
import { count, eq } from 'drizzle-orm';
import { getDb, schema } from '@/db';
import { AppError } from '@/lib/api/errors';
import { getConfig } from '@/lib/config';
import { sendMailAfterResponse } from '@/lib/mail';
import { invitationMail, securityNoticeMail, type SecurityNotice } from '@/lib/mail/templates';
import { enforce } from '@/lib/rate-limit';
import type { PublicUser, UserRole } from '@/lib/schemas/account';
import { consumeResetCode, getDummyHash, hashSecret, sendResetCode, takeSendSlot } from './codes';
import { attemptPasswordHash, registerAttempt, resendAttemptCode, verifyAttempt } from './registration';
import { PASSWORD_MAX_BYTES, utf8Length } from './rules';
import { displayName, issueToken, revokeAllTokens, type AuthUser } from './tokens';

const { users, generations } = schema;

export interface RequestMeta {
  /** Client address, for the per-address rate limits (lib/site/client-address). */
  ip: string;
  /** The registration cookie's client (lib/auth/registration), which binds a client to its sign-up attempts. */
  registrationClient?: string;
}

export type { PublicUser };

export interface SignIn {
  token: string;
  tokenId: string;
  expiresAt: Date;
  user: PublicUser;
}

const INVALID_CREDENTIALS = 'Invalid credentials';

const isAdminEmail = (email: string) => getConfig().ADMIN_EMAILS.has(email);

async function findUserByEmail(email: string) {
  const db = await getDb();
  const [user] = await db.select().from(users).where(eq(users.email, email)).limit(1);
  return user;
}

async function findUser(id: string) {
  const db = await getDb();
  const [user] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  if (!user) throw new AppError('UNAUTHORIZED', 'Invalid or expired token', 'INVALID_TOKEN');
  return user;
}

/** A security notice, unless the user turned e-mail notifications off. */
async function notify(user: { email: string; emailNotifications: boolean }, notice: SecurityNotice, detail?: string) {
  if (user.emailNotifications) await sendMailAfterResponse(securityNoticeMail(user.email, notice, detail));
}

// ---------------------------------------------------------------------------------------------------
// Registration and verification (attempts: lib/auth/registration.ts)

/**
 * Records a registration attempt and mails its code. The answer is the same whether the address is new,
 * being registered or taken, so a stranger learns nothing about it. Answers the client to keep in the
 * registration cookie.
 */
export async function register(input: { email: string; password: string }, meta: RequestMeta): Promise<{ email: string; client: string }> {
  const { client } = await registerAttempt(input, { ip: meta.ip, client: meta.registrationClient });
  return { email: input.email, client };
}

/** A new code for the caller's own attempt; the same answer and work for any address. */
export async function resendOtp(input: { email: string }, meta: RequestMeta): Promise<void> {
  await resendAttemptCode(input.email, { ip: meta.ip, client: meta.registrationClient });
}

/** Verifies the caller's attempt with its code, creating the account, and signs it in. */
export async function verifyOtp(input: { email: string; otp: string }, meta: RequestMeta, client: 'api' | 'web'): Promise<SignIn> {
  const user = await verifyAttempt(input, { ip: meta.ip, client: meta.registrationClient });
  return signIn(user.id, client);
}

// ---------------------------------------------------------------------------------------------------
// Sign-in

/**
 * Limits, so that guessing is slow and a stranger cannot lock a user out: per e-mail and address
 * together (RATE_LIMIT_LOGIN), per address (RATE_LIMIT_LOGIN_IP) and a higher ceiling per e-mail from
 * every address (RATE_LIMIT_LOGIN_EMAIL).
 */
async function enforceLoginLimits(email: string, ip: string): Promise<void> {
  const c = getConfig();
  const message = 'Too many sign-in attempts.';
  await enforce(`login:ip:${ip}`, c.RATE_LIMIT_LOGIN_IP, message);
  await enforce(`login:email-ip:${email}:${ip}`, c.RATE_LIMIT_LOGIN, message);
  await enforce(`login:email:${email}`, c.RATE_LIMIT_LOGIN_EMAIL, message);
}

export async function login(input: { email: string; password: string }, meta: RequestMeta, client: 'api' | 'web'): Promise<SignIn> {
  await enforceLoginLimits(input.email, meta.ip);
  const user = await findUserByEmail(input.email);
  // The caller's own sign-up, waiting for its code, is told so; nobody else's.
  const attempt = user ? undefined : await attemptPasswordHash(input.email, meta.registrationClient);
  // Always one bcrypt comparison, whether the address exists or not.
  const matches = await bcrypt.compare(input.password, user?.passwordHash ?? attempt ?? (await getDummyHash()));
  if (!matches || utf8Length(input.password) > PASSWORD_MAX_BYTES || !(user || attempt)) {
    throw new AppError('UNAUTHORIZED', INVALID_CREDENTIALS, 'INVALID_CREDENTIALS');
  }
  if (!user?.emailVerifiedAt) {
    throw new AppError(
      'FORBIDDEN',
      'Please verify your e-mail address before signing in: enter the code we sent you, or request a new one.',
      'EMAIL_NOT_VERIFIED',
      { email: input.email, verify: 'POST /auth/verify-otp', resend: 'POST /auth/resend-otp' },
    );
  }
  return signIn(user.id, client);
}

async function signIn(userId: string, client: 'api' | 'web'): Promise<SignIn> {
  const issued = await issueToken(userId, client);
  return { ...issued, user: await getProfile(userId) };
}

// ---------------------------------------------------------------------------------------------------
// Password recovery and change

/**
 * Mails a reset code to a verified account, or to one an admin created that has no password yet. The
 * caller always gets the same 202 answer, for unknown, pending and verified addresses alike, inside the
 * cooldown too (then nothing is sent).
 */
export async function forgotPassword(input: { email: string }, meta: RequestMeta): Promise<void> {
  await enforce(`resend:ip:${meta.ip}`, getConfig().RATE_LIMIT_RESEND, 'Too many code requests from your network.');
  const slot = await takeSendSlot(input.email);
  const user = await findUserByEmail(input.email);
  if (!slot.allowed) await getDummyHash();
  else await sendResetCode(input.email, user ?? null);
}

/**
 * Sets a new password with a reset code and ends every sign-in of the account. For an account an admin
 * created this is its first password, and the code proved the address: it becomes verified, as after
 * verify-otp.
 */
export async function resetPassword(input: { email: string; otp: string; password: string }, meta: RequestMeta): Promise<{ firstPassword: boolean }> {
  const user = await consumeResetCode(input.email, input.otp, meta.ip);
  const firstPassword = user.emailVerifiedAt === null;
  const now = new Date();
  const db = await getDb();
  await db
    .update(users)
    .set({
      passwordHash: await hashSecret(input.password),
      updatedAt: now,
      ...(firstPassword ? { emailVerifiedAt: now, role: isAdminEmail(user.email) ? ('admin' as const) : user.role } : {}),
    })
    .where(eq(users.id, user.id));
  await revokeAllTokens(user.id);
  // Nothing was reset on a first password: no security notice.
  if (!firstPassword) await notify(user, 'password-reset');
  return { firstPassword };
}

/**
 * Creates an account for `email` with `role` and no password, as an admin does: nobody can sign in to
 * it until its owner sets a password with the mailed invitation code on `setPasswordUrl` (the reset
 * page), which also confirms the address. Until then it is unverified, and removed after 7 days like
 * every account never verified. 409 USER_EXISTS when the address has an account.
 */
export async function createInvitedAccount(input: { email: string; role: UserRole }, setPasswordUrl: string): Promise<{ id: string }> {
  const db = await getDb();
  const [created] = await db
    .insert(users)
    .values({ email: input.email, passwordHash: null, role: input.role })
    .onConflictDoNothing({ target: users.email })
    .returning({ id: users.id });
  if (!created) throw new AppError('CONFLICT', `An account with the e-mail ${input.email} already exists.`, 'USER_EXISTS');
  // The invitation takes the address's send slot, so a reset request right after cannot replace its code.
  await takeSendSlot(input.email);
  await sendResetCode(input.email, created, (code, minutes) => invitationMail(input.email, code, minutes, setPasswordUrl));
  return created;
}

/** Changes the password of a signed-in user; every other sign-in ends, the caller's stays. */
export async function changePassword(
  userId: string,
  keepTokenId: string,
  input: { currentPassword: string; newPassword: string },
): Promise<void> {
  // A stolen session must not make guessing the current password cheap.
  await enforce(`change-password:${userId}`, getConfig().RATE_LIMIT_LOGIN, 'Too many password changes.');
  const user = await findUser(userId);
  if (!(await bcrypt.compare(input.currentPassword, user.passwordHash ?? (await getDummyHash())))) {
    throw new AppError('VALIDATION', 'The current password is not correct', 'INVALID_CURRENT_PASSWORD');
  }
  if (input.currentPassword === input.newPassword) {
    throw new AppError('VALIDATION', 'The new password must differ from the current one', 'SAME_PASSWORD');
  }
  const db = await getDb();
  await db.update(users).set({ passwordHash: await hashSecret(input.newPassword), updatedAt: new Date() }).where(eq(users.id, userId));
  await revokeAllTokens(userId, keepTokenId);
  await notify(user, 'password-changed');
}

/** Ends every sign-in of the user, the caller's own and personal API tokens included. */
export async function logoutEverywhere(userId: string): Promise<number> {
  const revoked = await revokeAllTokens(userId);
  await notify(await findUser(userId), 'signed-out-everywhere');
  return revoked;
}

// ---------------------------------------------------------------------------------------------------
// Profile

export async function getProfile(userId: string): Promise<PublicUser> {
  const user = await findUser(userId);
  const db = await getDb();
  const [{ n }] = await db.select({ n: count() }).from(generations).where(eq(generations.userId, userId));
  return toPublicUser(user, n);
}

export async function setPreferences(userId: string, prefs: { emailNotifications: boolean }): Promise<{ emailNotifications: boolean }> {
  const db = await getDb();
  await db.update(users).set({ emailNotifications: prefs.emailNotifications, updatedAt: new Date() }).where(eq(users.id, userId));
  return { emailNotifications: prefs.emailNotifications };
}

function toPublicUser(user: Omit<AuthUser, 'name'> & { name: string | null }, projectsCount: number): PublicUser {
  return {
    id: user.id,
    email: user.email,
    name: displayName(user),
    role: user.role,
    isVerified: user.emailVerifiedAt !== null,
    createdAt: user.createdAt.toISOString(),
    projectsCount,
    planType: 'Free',
    emailNotifications: user.emailNotifications,
  };
}
