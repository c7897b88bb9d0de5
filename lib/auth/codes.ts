// One-time codes: the sign-up code of a registration attempt (lib/auth/registration.ts) and the reset
// code of an account (a verified one, or one an admin created, which has no password yet): 6 digits from
// a CSPRNG, stored as a bcrypt hash, valid 10 minutes, single use, 5 wrong tries. Every address, whether
// it has an account or not, takes the same path through sending and checking (a send slot, a try
// counter, one bcrypt operation), so neither the answers nor the time they take tell a stranger which
// addresses have accounts.
import 'server-only';
import crypto from 'node:crypto';
import bcrypt from 'bcryptjs';
import { and, eq } from 'drizzle-orm';
import { getDb, schema } from '@/db';
import { AppError } from '@/lib/api/errors';
import { getConfig } from '@/lib/config';
import { sendMailAfterResponse, type MailMessage } from '@/lib/mail';
import { passwordResetCodeMail } from '@/lib/mail/templates';
import type { CodeSent } from '@/lib/schemas/account';
import { enforce, hit, resetLimit, type RateLimitResult } from '@/lib/rate-limit';
import { OTP_LENGTH, OTP_MAX_ATTEMPTS, OTP_TTL_SECONDS } from './rules';

const { otpCodes, users } = schema;

const INVALID_OTP = 'Invalid OTP code';

/** Stands in for a user id when the address has no account, so the code lookup still runs. */
const NO_USER = '00000000-0000-0000-0000-000000000000';

export const hashSecret = (value: string) => bcrypt.hash(value, getConfig().PASSWORD_HASH_COST);

let dummyHash: Promise<string> | undefined;
/** Compared against when there is no real hash, so a miss costs the same time as a wrong guess. */
export function getDummyHash(): Promise<string> {
  dummyHash ??= hashSecret(crypto.randomBytes(16).toString('hex'));
  return dummyHash;
}

/** A fresh code and its hash. */
export async function newCode(): Promise<{ code: string; codeHash: string; expiresAt: Date }> {
  const code = crypto.randomInt(0, 10 ** OTP_LENGTH).toString().padStart(OTP_LENGTH, '0');
  return { code, codeHash: await hashSecret(code), expiresAt: new Date(Date.now() + OTP_TTL_SECONDS * 1000) };
}

/** At most one code per OTP_RESEND_COOLDOWN_SECONDS for one `slot` (an address, or a registration attempt). */
export function takeSendSlot(slot: string): Promise<RateLimitResult> {
  const seconds = getConfig().OTP_RESEND_COOLDOWN_SECONDS;
  return hit(`otp-send:${slot}`, seconds > 0 ? { max: 1, windowSeconds: seconds } : null);
}

/** The answer of a route that mails a code, with the wait before the next one (the send slot's). */
export function codeSent(message: string, email: string): CodeSent {
  return { message, email, resendAfterSeconds: getConfig().OTP_RESEND_COOLDOWN_SECONDS };
}

/** The limits of code checks, per client address and per e-mail, whatever the code is for. */
export async function enforceCodeCheckLimits(email: string, ip: string): Promise<void> {
  const rule = getConfig().RATE_LIMIT_VERIFY;
  const limited = 'Too many code checks.';
  await enforce(`verify:ip:${ip}`, rule, limited);
  await enforce(`verify:email:${email}`, rule, limited);
}

/**
 * Checks `otp` against a stored code (or, when there is none, against a dummy, for the same work),
 * counting the try under `triesKey` first (one atomic count, so parallel guesses cannot exceed the
 * limit); answers the tries left. Every failure (nothing stored, expired, wrong) is the same 400 INVALID_OTP with the tries
 * left; past 5 tries OTP_ATTEMPTS_EXCEEDED, until a new code is sent.
 */
export async function checkCode(triesKey: string, otp: string, stored: { codeHash: string; expiresAt: Date } | undefined): Promise<number> {
  const tries = await hit(triesKey, { max: OTP_MAX_ATTEMPTS, windowSeconds: OTP_TTL_SECONDS });
  const matches = await bcrypt.compare(otp, stored?.codeHash ?? (await getDummyHash()));
  if (!tries.allowed) {
    throw new AppError('VALIDATION', 'Too many wrong codes. Please request a new code.', 'OTP_ATTEMPTS_EXCEEDED', { attemptsLeft: 0 });
  }
  const attemptsLeft = OTP_MAX_ATTEMPTS - tries.count;
  if (!stored || !matches || stored.expiresAt <= new Date()) throw invalidCode(attemptsLeft);
  return attemptsLeft;
}

export function invalidCode(attemptsLeft: number): AppError {
  return new AppError(
    'VALIDATION',
    attemptsLeft > 0 ? INVALID_OTP : `${INVALID_OTP}. That was the last try: please request a new code.`,
    attemptsLeft > 0 ? 'INVALID_OTP' : 'OTP_ATTEMPTS_EXCEEDED',
    { attemptsLeft },
  );
}

const resetTriesKey = (email: string) => `otp-tries:reset:${email}`;

type UserRow = typeof users.$inferSelect;

/**
 * Sends `user` a fresh reset code (replacing any live one), or, when `user` is null (the address has no
 * account), does the same hashing work and sends nothing. The try counter of the address starts again
 * either way. The caller has taken the send slot. `compose` words the mail when the reset mail does not
 * fit, as for an invitation.
 */
export async function sendResetCode(
  email: string,
  user: { id: string } | null,
  compose: (code: string, validMinutes: number) => MailMessage = (code, minutes) => passwordResetCodeMail(email, code, minutes),
): Promise<void> {
  const { code, codeHash, expiresAt } = await newCode();
  await resetLimit(resetTriesKey(email));
  if (!user) return;
  const db = await getDb();
  await db
    .insert(otpCodes)
    .values({ userId: user.id, codeHash, expiresAt, createdAt: new Date() })
    .onConflictDoUpdate({ target: otpCodes.userId, set: { codeHash, expiresAt, createdAt: new Date() } });
  await sendMailAfterResponse(compose(code, OTP_TTL_SECONDS / 60));
}

/** Checks a reset code (checkCode) and uses it up; answers the account. */
export async function consumeResetCode(email: string, otp: string, ip: string): Promise<UserRow> {
  await enforceCodeCheckLimits(email, ip);
  const db = await getDb();
  const [user] = await db.select().from(users).where(eq(users.email, email)).limit(1);
  const [row] = await db
    .select()
    .from(otpCodes)
    .where(eq(otpCodes.userId, user?.id ?? NO_USER))
    .limit(1);
  const attemptsLeft = await checkCode(resetTriesKey(email), otp, row);
  if (!user || !row) throw invalidCode(attemptsLeft); // checkCode refused a missing row already
  // Single use: only the request that deletes the row goes on.
  const [used] = await db
    .delete(otpCodes)
    .where(and(eq(otpCodes.userId, user.id), eq(otpCodes.codeHash, row.codeHash)))
    .returning({ userId: otpCodes.userId });
  if (!used) throw invalidCode(attemptsLeft);
  await resetLimit(resetTriesKey(email));
  return user;
}
