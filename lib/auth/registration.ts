// Registrations are attempts: no account exists until one is verified. Each attempt keeps its own
// password and its own code and belongs to the client that made it, named by an HttpOnly cookie that
// /auth/register sets (a browser, or any client that keeps cookies, needs nothing more). A code verifies
// only the attempt it was mailed for, and only from that attempt's client. So whoever registers an
// address first or last, the account goes to the one who reads its mailbox, with the password they
// chose: a squatter's attempt cannot be verified with the owner's code, nor the owner's with the
// squatter's. Answers are the same for every address, as everywhere in lib/auth.
import 'server-only';
import crypto from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { getDb, schema } from '@/db';
import { AppError } from '@/lib/api/errors';
import { getConfig } from '@/lib/config';
import { sendMailAfterResponse } from '@/lib/mail';
import { accountExistsMail, verificationCodeMail } from '@/lib/mail/templates';
import { formatWait } from '@/lib/format';
import { enforce, hit, resetLimit } from '@/lib/rate-limit';
import { parseCookies } from './cookies';
import { checkCode, enforceCodeCheckLimits, hashSecret, invalidCode, newCode, takeSendSlot } from './codes';
import { OTP_TTL_SECONDS } from './rules';

const { registrationAttempts, users } = schema;

/** The cookie naming a registering client; `__Host-` (Secure, this host only) over https. */
const CLIENT_COOKIE = 'gostarter-registration';
const SECURE_CLIENT_COOKIE = `__Host-${CLIENT_COOKIE}`;
const CLIENT_SHAPE = /^[A-Za-z0-9_-]{43}$/;
/** Attempts never verified go after a week, with their cookie. */
export const ATTEMPT_TTL_SECONDS = 7 * 24 * 3600;

export interface RegistrationMeta {
  /** Client address, for the per-address rate limits. */
  ip: string;
  /** The registration cookie's value, when the request carries a well-formed one. */
  client?: string;
}

/** The registering client a request names, from its cookie header (the Secure cookie first). */
export function registrationClientOf(cookieHeader: string | null | undefined): string | undefined {
  const cookies = parseCookies(cookieHeader ?? null);
  const value = cookies[SECURE_CLIENT_COOKIE] ?? cookies[CLIENT_COOKIE];
  return value && CLIENT_SHAPE.test(value) ? value : undefined;
}

/** The Set-Cookie value binding a client to its attempts. */
export function registrationCookie(client: string, https: boolean): string {
  const name = https ? SECURE_CLIENT_COOKIE : CLIENT_COOKIE;
  return `${name}=${client}; Path=/; Max-Age=${ATTEMPT_TTL_SECONDS}; HttpOnly; SameSite=Lax${https ? '; Secure' : ''}`;
}

/** What an attempt is stored under: the cookie's hash, so a database read gives no one a client's cookie. */
const clientHashOf = (client: string | undefined) => crypto.createHash('sha256').update(client ?? '').digest('hex');

/** The caller's own attempt at an address: only the client that made an attempt reaches it. */
const ownAttempt = (email: string, clientHash: string) => and(eq(registrationAttempts.email, email), eq(registrationAttempts.clientHash, clientHash));

const triesKey = (email: string, clientHash: string) => `otp-tries:attempt:${email}:${clientHash}`;
const sendSlot = (email: string, clientHash: string) => `${email}:${clientHash}`;

/**
 * Mails to one address for sign-up, whoever asks: each attempt has its own cooldown, and this ceiling
 * keeps many clients from flooding a mailbox.
 */
const takeAddressMail = (email: string) => hit(`otp-mail:${email}`, getConfig().RATE_LIMIT_RESEND);

async function accountOf(email: string): Promise<{ id: string } | undefined> {
  const db = await getDb();
  const [user] = await db.select({ id: users.id }).from(users).where(eq(users.email, email)).limit(1);
  return user;
}

function mailFor(email: string, code: string, hasAccount: boolean) {
  return hasAccount ? accountExistsMail(email) : verificationCodeMail(email, code, OTP_TTL_SECONDS / 60);
}

/**
 * Records the caller's attempt at `email` (a client registering the same address again replaces its own
 * password) and mails its code, or, when the address has an account, a note saying so. Inside the
 * attempt's cooldown the code already mailed stays valid and nothing is sent. Answers the client to
 * name in the cookie: the caller's, or a new one.
 */
export async function registerAttempt(input: { email: string; password: string }, meta: RegistrationMeta): Promise<{ client: string }> {
  await enforce(`register:ip:${meta.ip}`, getConfig().RATE_LIMIT_REGISTER, 'Too many registrations from your network.');
  const { email } = input;
  const client = meta.client ?? crypto.randomBytes(32).toString('base64url');
  const clientHash = clientHashOf(client);
  const [passwordHash, code] = await Promise.all([hashSecret(input.password), newCode()]);
  const mail = (await takeSendSlot(sendSlot(email, clientHash))).allowed && (await takeAddressMail(email)).allowed;
  const db = await getDb();
  await db
    .insert(registrationAttempts)
    .values({ email, clientHash, passwordHash, codeHash: code.codeHash, codeExpiresAt: code.expiresAt })
    .onConflictDoUpdate({
      target: [registrationAttempts.email, registrationAttempts.clientHash],
      set: mail ? { passwordHash, codeHash: code.codeHash, codeExpiresAt: code.expiresAt } : { passwordHash },
    });
  const account = await accountOf(email);
  if (mail) {
    await resetLimit(triesKey(email, clientHash));
    await sendMailAfterResponse(mailFor(email, code.code, account !== undefined));
  }
  return { client };
}

/**
 * A new code for the caller's own attempt at `email`. Without one (another client's attempt, no cookie,
 * an address with an account) the same work and answer, and nothing is sent.
 */
export async function resendAttemptCode(email: string, meta: RegistrationMeta): Promise<void> {
  await enforce(`resend:ip:${meta.ip}`, getConfig().RATE_LIMIT_RESEND, 'Too many code requests from your network.');
  const clientHash = clientHashOf(meta.client);
  const slot = await takeSendSlot(sendSlot(email, clientHash));
  if (!slot.allowed) {
    throw new AppError('RATE_LIMITED', `Please wait ${formatWait(slot.retryAfterSeconds)} before requesting a new code.`, 'OTP_RESEND_COOLDOWN', {
      retryAfterSeconds: slot.retryAfterSeconds,
    }).withHeaders({ 'Retry-After': String(slot.retryAfterSeconds) });
  }
  const code = await newCode();
  await resetLimit(triesKey(email, clientHash));
  const db = await getDb();
  const [attempt] = await db
    .update(registrationAttempts)
    .set({ codeHash: code.codeHash, codeExpiresAt: code.expiresAt })
    .where(ownAttempt(email, clientHash))
    .returning({ id: registrationAttempts.id });
  const account = await accountOf(email);
  if (attempt && !account && (await takeAddressMail(email)).allowed) await sendMailAfterResponse(mailFor(email, code.code, false));
}

/**
 * Verifies the caller's attempt at `email` with its code: the account is created, verified, with the
 * attempt's password (an admin when the address is in ADMIN_EMAILS), and the address's other attempts
 * go. Any failure, an address that has an account meanwhile included, is INVALID_OTP.
 */
export async function verifyAttempt(input: { email: string; otp: string }, meta: RegistrationMeta): Promise<{ id: string }> {
  const { email } = input;
  await enforceCodeCheckLimits(email, meta.ip);
  const clientHash = clientHashOf(meta.client);
  const db = await getDb();
  const [attempt] = await db
    .select()
    .from(registrationAttempts)
    .where(ownAttempt(email, clientHash))
    .limit(1);
  const attemptsLeft = await checkCode(triesKey(email, clientHash), input.otp, attempt && { codeHash: attempt.codeHash, expiresAt: attempt.codeExpiresAt });
  if (!attempt) throw invalidCode(attemptsLeft); // checkCode refused a missing attempt already
  const created = await db.transaction(async (tx) => {
    // Single use: only the request that deletes the attempt with this code goes on.
    const [used] = await tx
      .delete(registrationAttempts)
      .where(and(eq(registrationAttempts.id, attempt.id), eq(registrationAttempts.codeHash, attempt.codeHash)))
      .returning({ id: registrationAttempts.id });
    if (!used) return undefined;
    const now = new Date();
    const [user] = await tx
      .insert(users)
      .values({ email, passwordHash: attempt.passwordHash, emailVerifiedAt: now, role: getConfig().ADMIN_EMAILS.has(email) ? 'admin' : 'user' })
      .onConflictDoNothing({ target: users.email })
      .returning({ id: users.id });
    if (user) await tx.delete(registrationAttempts).where(eq(registrationAttempts.email, email));
    return user;
  });
  if (!created) throw invalidCode(attemptsLeft);
  await resetLimit(triesKey(email, clientHash));
  return created;
}

/** The password hash of the caller's own attempt at `email`, for sign-in to say it waits for its code. */
export async function attemptPasswordHash(email: string, client: string | undefined): Promise<string | undefined> {
  if (!client) return undefined;
  const db = await getDb();
  const [attempt] = await db
    .select({ passwordHash: registrationAttempts.passwordHash })
    .from(registrationAttempts)
    .where(ownAttempt(email, clientHashOf(client)))
    .limit(1);
  return attempt?.passwordHash;
}
