// Accounts: registration with a one-time code, verification, sign-in, profile. Route handlers and the
// browser session (next-auth) both call these, so the rules live in one place.
import crypto from 'node:crypto';
import bcrypt from 'bcryptjs';
import { and, count, eq, gt, lt, sql } from 'drizzle-orm';
import { getDb, schema } from '@/db';
import type { UserRole } from '@/db/schema';
import { AppError } from '@/lib/api/errors';
import { getConfig } from '@/lib/config';
import { sendMail } from '@/lib/mail';
import { accountExistsMail, verificationCodeMail } from '@/lib/mail/templates';
import { enforce, formatWait, hit } from '@/lib/rate-limit';
import { OTP_LENGTH, OTP_MAX_ATTEMPTS, OTP_TTL_SECONDS, PASSWORD_MAX_BYTES, utf8Length } from './rules';
import { displayName, issueToken, type AuthUser } from './tokens';

const { users, otpCodes, generations } = schema;

export interface RequestMeta {
  /** Client address, for the per-IP rate limits. */
  ip: string;
}

export interface PublicUser {
  id: string;
  email: string;
  name: string;
  role: UserRole;
  isVerified: boolean;
  createdAt: string;
  projectsCount: number;
  planType: 'Free';
}

export interface SignIn {
  token: string;
  tokenId: string;
  expiresAt: Date;
  user: PublicUser;
}

export const INVALID_CREDENTIALS = 'Invalid credentials';
export const INVALID_OTP = 'Invalid OTP code';

// ---------------------------------------------------------------------------------------------------
// Hashing

const cost = () => getConfig().PASSWORD_HASH_COST;

export function hashSecret(value: string): Promise<string> {
  return bcrypt.hash(value, cost());
}

let dummyHash: Promise<string> | undefined;
/** Compared against when the e-mail is unknown, so a miss costs the same time as a wrong password. */
function getDummyHash(): Promise<string> {
  dummyHash ??= bcrypt.hash(crypto.randomBytes(16).toString('hex'), cost());
  return dummyHash;
}

function newCode(): string {
  return crypto.randomInt(0, 10 ** OTP_LENGTH).toString().padStart(OTP_LENGTH, '0');
}

const isAdminEmail = (email: string) => getConfig().ADMIN_EMAILS.has(email);

/** Counter of codes sent to one address: at most one per OTP_RESEND_COOLDOWN_SECONDS. */
async function takeSendSlot(email: string) {
  const seconds = getConfig().OTP_RESEND_COOLDOWN_SECONDS;
  return hit(`otp-send:${email}`, seconds > 0 ? { max: 1, windowSeconds: seconds } : null);
}

/** Replaces the user's code with a fresh one (tries back to 0, new expiry) and mails it. */
async function sendNewCode(user: { id: string; email: string }): Promise<void> {
  const code = newCode();
  const codeHash = await hashSecret(code);
  const now = new Date();
  const expiresAt = new Date(now.getTime() + OTP_TTL_SECONDS * 1000);
  const db = await getDb();
  await db
    .insert(otpCodes)
    .values({ userId: user.id, codeHash, attempts: 0, expiresAt, createdAt: now })
    .onConflictDoUpdate({ target: otpCodes.userId, set: { codeHash, attempts: 0, expiresAt, createdAt: now } });
  await deliver(verificationCodeMail(user.email, code, OTP_TTL_SECONDS / 60));
}

async function deliver(message: Parameters<typeof sendMail>[0]): Promise<void> {
  try {
    await sendMail(message);
  } catch (err) {
    console.error('Could not send mail:', err);
    throw new AppError('SERVER', 'Could not send the e-mail. Please try again in a moment.', 'MAIL_FAILED', null, undefined, 502);
  }
}

async function findUserByEmail(email: string) {
  const db = await getDb();
  const [user] = await db.select().from(users).where(eq(users.email, email)).limit(1);
  return user;
}

// ---------------------------------------------------------------------------------------------------
// Registration and verification

/**
 * Creates an unverified account and mails it a code. The answer is the same whether the address is new,
 * waiting for verification (the password is replaced and a new code sent) or already verified (the owner
 * gets a notice instead of a code), so a stranger learns nothing about the address.
 */
export async function register(input: { email: string; password: string }, meta: RequestMeta): Promise<{ email: string }> {
  await enforce(`register:ip:${meta.ip}`, getConfig().RATE_LIMIT_REGISTER, 'Too many registrations from your network.');
  const { email, password } = input;
  const passwordHash = await hashSecret(password);
  const db = await getDb();
  const [created] = await db
    .insert(users)
    .values({ email, passwordHash, role: isAdminEmail(email) ? 'admin' : 'user' })
    .onConflictDoNothing({ target: users.email })
    .returning({ id: users.id, email: users.email });
  const slot = await takeSendSlot(email);

  if (created) {
    await sendNewCode(created);
    return { email };
  }
  const existing = await findUserByEmail(email);
  if (!existing) throw new AppError('CONFLICT', 'The account changed while registering. Please try again.', 'REGISTER_RACE');
  if (!existing.emailVerifiedAt) {
    await db.update(users).set({ passwordHash, updatedAt: new Date() }).where(eq(users.id, existing.id));
    if (slot.allowed) await sendNewCode(existing);
  } else {
    await hashSecret(newCode()); // the same work as the other paths
    if (slot.allowed) await deliver(accountExistsMail(email));
  }
  return { email };
}

export async function resendOtp(input: { email: string }, meta: RequestMeta): Promise<void> {
  await enforce(`resend:ip:${meta.ip}`, getConfig().RATE_LIMIT_RESEND, 'Too many code requests from your network.');
  const slot = await takeSendSlot(input.email);
  if (!slot.allowed) {
    throw new AppError(
      'RATE_LIMITED',
      `Please wait ${formatWait(slot.retryAfterSeconds)} before requesting a new code.`,
      'OTP_RESEND_COOLDOWN',
      { retryAfterSeconds: slot.retryAfterSeconds },
    ).withHeaders({ 'Retry-After': String(slot.retryAfterSeconds) });
  }
  const user = await findUserByEmail(input.email);
  if (user && !user.emailVerifiedAt) await sendNewCode(user);
}

/** Checks the code (one try used per call, 5 at most), marks the account verified and signs it in. */
export async function verifyOtp(input: { email: string; otp: string }, client: 'api' | 'web'): Promise<SignIn> {
  const user = await findUserByEmail(input.email);
  if (!user) {
    await bcrypt.compare(input.otp, await getDummyHash());
    throw new AppError('VALIDATION', INVALID_OTP, 'INVALID_OTP');
  }
  const db = await getDb();
  const now = new Date();
  // Take one try first (atomically), then compare: parallel guesses cannot exceed the limit.
  const [claimed] = await db
    .update(otpCodes)
    .set({ attempts: sql`${otpCodes.attempts} + 1` })
    .where(and(eq(otpCodes.userId, user.id), lt(otpCodes.attempts, OTP_MAX_ATTEMPTS), gt(otpCodes.expiresAt, now)))
    .returning({ codeHash: otpCodes.codeHash, attempts: otpCodes.attempts });

  if (!claimed) {
    const [row] = await db.select().from(otpCodes).where(eq(otpCodes.userId, user.id)).limit(1);
    if (row && row.expiresAt <= now) {
      throw new AppError('VALIDATION', 'The code has expired. Please request a new code.', 'OTP_EXPIRED');
    }
    if (row) {
      throw new AppError('VALIDATION', 'Too many wrong codes. Please request a new code.', 'OTP_ATTEMPTS_EXCEEDED', { attemptsLeft: 0 });
    }
    throw new AppError('VALIDATION', INVALID_OTP, 'INVALID_OTP');
  }

  if (!(await bcrypt.compare(input.otp, claimed.codeHash))) {
    const attemptsLeft = OTP_MAX_ATTEMPTS - claimed.attempts;
    throw new AppError(
      'VALIDATION',
      attemptsLeft > 0 ? INVALID_OTP : 'Invalid OTP code. That was the last try: please request a new code.',
      attemptsLeft > 0 ? 'INVALID_OTP' : 'OTP_ATTEMPTS_EXCEEDED',
      { attemptsLeft },
    );
  }

  // Single use: only the request that deletes the row goes on.
  const [used] = await db
    .delete(otpCodes)
    .where(and(eq(otpCodes.userId, user.id), eq(otpCodes.codeHash, claimed.codeHash)))
    .returning({ userId: otpCodes.userId });
  if (!used) throw new AppError('VALIDATION', INVALID_OTP, 'INVALID_OTP');

  const role: UserRole = isAdminEmail(user.email) ? 'admin' : user.role;
  await db
    .update(users)
    .set({ emailVerifiedAt: user.emailVerifiedAt ?? now, role, updatedAt: now })
    .where(eq(users.id, user.id));
  return signIn(user.id, client);
}

// ---------------------------------------------------------------------------------------------------
// Sign-in

export async function login(input: { email: string; password: string }, meta: RequestMeta, client: 'api' | 'web'): Promise<SignIn> {
  const rule = getConfig().RATE_LIMIT_LOGIN;
  const message = 'Too many sign-in attempts.';
  await enforce(`login:ip:${meta.ip}`, rule, message);
  await enforce(`login:email:${input.email}`, rule, message);

  const user = await findUserByEmail(input.email);
  // Always one bcrypt comparison, whether the address exists or not.
  const matches = await bcrypt.compare(input.password, user?.passwordHash ?? (await getDummyHash()));
  if (!user || !matches || utf8Length(input.password) > PASSWORD_MAX_BYTES) {
    throw new AppError('UNAUTHORIZED', INVALID_CREDENTIALS, 'INVALID_CREDENTIALS');
  }
  if (!user.emailVerifiedAt) {
    throw new AppError(
      'FORBIDDEN',
      'Please verify your e-mail address before signing in: enter the code we sent you, or request a new one.',
      'EMAIL_NOT_VERIFIED',
      { email: user.email, verify: 'POST /auth/verify-otp', resend: 'POST /auth/resend-otp' },
    );
  }
  return signIn(user.id, client);
}

async function signIn(userId: string, client: 'api' | 'web'): Promise<SignIn> {
  const issued = await issueToken(userId, client);
  return { ...issued, user: await getProfile(userId) };
}

// ---------------------------------------------------------------------------------------------------
// Profile

export async function getProfile(userId: string): Promise<PublicUser> {
  const db = await getDb();
  const [user] = await db.select().from(users).where(eq(users.id, userId)).limit(1);
  if (!user) throw new AppError('UNAUTHORIZED', 'Invalid or expired token', 'INVALID_TOKEN');
  const [{ n }] = await db.select({ n: count() }).from(generations).where(eq(generations.userId, userId));
  return toPublicUser(user, n);
}

export function toPublicUser(user: Omit<AuthUser, 'name'> & { name: string | null }, projectsCount: number): PublicUser {
  return {
    id: user.id,
    email: user.email,
    name: displayName(user),
    role: user.role,
    isVerified: user.emailVerifiedAt !== null,
    createdAt: user.createdAt.toISOString(),
    projectsCount,
    planType: 'Free',
  };
}
