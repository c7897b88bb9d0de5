// One-time codes, for verifying an address ('verify', pending accounts) and for setting a password
// ('reset': verified accounts, and accounts an admin created, which have none yet): 6 digits from a
// CSPRNG, stored as a bcrypt hash, valid 10 minutes, single use, 5 wrong tries. Every address, whether
// it has an account or not, takes the same path through sending and checking (a send slot, a try
// counter, one bcrypt operation), so neither the answers nor the time they take tell a stranger which
// addresses have accounts.
import 'server-only';
import crypto from 'node:crypto';
import bcrypt from 'bcryptjs';
import { and, eq } from 'drizzle-orm';
import { getDb, schema } from '@/db';
import type { CodePurpose } from '@/db/schema';
import { AppError } from '@/lib/api/errors';
import { getConfig } from '@/lib/config';
import { sendMailAfterResponse, type MailMessage } from '@/lib/mail';
import { passwordResetCodeMail, verificationCodeMail } from '@/lib/mail/templates';
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

function newCode(): string {
  return crypto.randomInt(0, 10 ** OTP_LENGTH).toString().padStart(OTP_LENGTH, '0');
}

const triesKey = (purpose: CodePurpose, email: string) => `otp-tries:${purpose}:${email}`;

type UserRow = typeof users.$inferSelect;

/**
 * The codes an account takes: a pending account that registered with a password proves its address
 * ('verify'); a verified account, or one an admin created (no password yet), sets a password ('reset'),
 * which for the latter also proves the address.
 */
export function codePurposeOf(user: Pick<UserRow, 'emailVerifiedAt' | 'passwordHash'>): CodePurpose {
  return user.emailVerifiedAt === null && user.passwordHash !== null ? 'verify' : 'reset';
}

/** At most one code per OTP_RESEND_COOLDOWN_SECONDS to one address, whatever the purpose. */
export function takeSendSlot(email: string): Promise<RateLimitResult> {
  const seconds = getConfig().OTP_RESEND_COOLDOWN_SECONDS;
  return hit(`otp-send:${email}`, seconds > 0 ? { max: 1, windowSeconds: seconds } : null);
}

/**
 * Sends `user` a fresh code for `purpose` (replacing any live one), or, when `user` is null (no account
 * eligible for this purpose), does the same hashing work and sends nothing. The try counter of the
 * address starts again either way. The caller has taken the send slot. `compose` words the mail when
 * the purpose's own (verification, reset) does not fit, as for an invitation.
 */
export async function sendCode(
  email: string,
  purpose: CodePurpose,
  user: { id: string } | null,
  compose?: (code: string, validMinutes: number) => MailMessage,
): Promise<void> {
  const code = newCode();
  const codeHash = await hashSecret(code);
  await resetLimit(triesKey(purpose, email));
  if (!user) return;
  const now = new Date();
  const expiresAt = new Date(now.getTime() + OTP_TTL_SECONDS * 1000);
  const db = await getDb();
  await db
    .insert(otpCodes)
    .values({ userId: user.id, purpose, codeHash, expiresAt, createdAt: now })
    .onConflictDoUpdate({ target: otpCodes.userId, set: { purpose, codeHash, expiresAt, createdAt: now } });
  const minutes = OTP_TTL_SECONDS / 60;
  const mail = compose
    ? compose(code, minutes)
    : purpose === 'verify'
      ? verificationCodeMail(email, code, minutes)
      : passwordResetCodeMail(email, code, minutes);
  await sendMailAfterResponse(mail);
}

/**
 * Checks `otp` for `purpose` and uses it up; answers the account. Every failure (unknown address, no
 * live code, expired, wrong) is the same 400 INVALID_OTP with the tries left, counted per address
 * whether it has an account or not; past 5 tries, OTP_ATTEMPTS_EXCEEDED until a new code is sent.
 */
export async function consumeCode(email: string, otp: string, purpose: CodePurpose, ip: string): Promise<UserRow> {
  const rule = getConfig().RATE_LIMIT_VERIFY;
  const limited = 'Too many code checks.';
  await enforce(`verify:ip:${ip}`, rule, limited);
  await enforce(`verify:email:${email}`, rule, limited);

  const db = await getDb();
  const [user] = await db.select().from(users).where(eq(users.email, email)).limit(1);
  const eligible = user && codePurposeOf(user) === purpose ? user : undefined;
  const [row] = await db
    .select()
    .from(otpCodes)
    .where(and(eq(otpCodes.userId, eligible?.id ?? NO_USER), eq(otpCodes.purpose, purpose)))
    .limit(1);
  // Take the try first (one atomic count), then compare: parallel guesses cannot exceed the limit.
  const tries = await hit(triesKey(purpose, email), { max: OTP_MAX_ATTEMPTS, windowSeconds: OTP_TTL_SECONDS });
  const matches = await bcrypt.compare(otp, row?.codeHash ?? (await getDummyHash()));

  if (!tries.allowed) {
    throw new AppError('VALIDATION', 'Too many wrong codes. Please request a new code.', 'OTP_ATTEMPTS_EXCEEDED', { attemptsLeft: 0 });
  }
  if (!eligible || !row || !matches || row.expiresAt <= new Date()) {
    const attemptsLeft = OTP_MAX_ATTEMPTS - tries.count;
    throw new AppError(
      'VALIDATION',
      attemptsLeft > 0 ? INVALID_OTP : `${INVALID_OTP}. That was the last try: please request a new code.`,
      attemptsLeft > 0 ? 'INVALID_OTP' : 'OTP_ATTEMPTS_EXCEEDED',
      { attemptsLeft },
    );
  }
  // Single use: only the request that deletes the row goes on.
  const [used] = await db
    .delete(otpCodes)
    .where(and(eq(otpCodes.userId, eligible.id), eq(otpCodes.codeHash, row.codeHash)))
    .returning({ userId: otpCodes.userId });
  if (!used) throw new AppError('VALIDATION', INVALID_OTP, 'INVALID_OTP', { attemptsLeft: OTP_MAX_ATTEMPTS - tries.count });
  await resetLimit(triesKey(purpose, email));
  return eligible;
}
