// Helpers for the account API tests: calling the /auth handlers in-process, reading the mail outbox.
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { POST as loginRoute } from '@/app/auth/login/route';
import { GET as meRoute } from '@/app/auth/me/route';
import { POST as logoutRoute } from '@/app/auth/logout/route';
import { POST as registerRoute } from '@/app/auth/register/route';
import { POST as resendRoute } from '@/app/auth/resend-otp/route';
import { POST as verifyRoute } from '@/app/auth/verify-otp/route';
import { outboxDir } from '@/lib/mail';
import { BASE } from './http';

// With PostgreSQL the setup keeps DATA_DIR unset: give these tests their own outbox and secret.
process.env.DATA_DIR ??= fs.mkdtempSync(path.join(os.tmpdir(), 'gostarter-auth-test-'));

export const PASSWORD = 'Str0ng!pass';

type Handler = (req: Request, ctx: unknown) => Promise<Response>;

export interface CallOptions {
  ip?: string;
  token?: string;
  headers?: Record<string, string>;
}

/** A fresh client address, so one test's rate-limit counters never touch another's. */
export function newIp(): string {
  const b = crypto.randomBytes(3);
  return `10.${b[0]}.${b[1]}.${b[2]}`;
}

export function uniqueEmail(prefix = 'user'): string {
  return `${prefix}-${Date.now().toString(36)}-${crypto.randomBytes(4).toString('hex')}@example.com`;
}

function headersFor(opts: CallOptions): Record<string, string> {
  return {
    'x-forwarded-for': opts.ip ?? newIp(),
    ...(opts.token !== undefined ? { Authorization: `Bearer ${opts.token}` } : {}),
    ...opts.headers,
  };
}

export function postTo(handler: Handler, urlPath: string, body: unknown, opts: CallOptions = {}) {
  const req = new Request(BASE + urlPath, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...headersFor(opts) },
    body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
  });
  return handler(req, {});
}

export const api = {
  register: (body: unknown, opts?: CallOptions) => postTo(registerRoute as Handler, '/auth/register', body, opts),
  verify: (body: unknown, opts?: CallOptions) => postTo(verifyRoute as Handler, '/auth/verify-otp', body, opts),
  resend: (body: unknown, opts?: CallOptions) => postTo(resendRoute as Handler, '/auth/resend-otp', body, opts),
  login: (body: unknown, opts?: CallOptions) => postTo(loginRoute as Handler, '/auth/login', body, opts),
  logout: (opts: CallOptions = {}) => postTo(logoutRoute as Handler, '/auth/logout', undefined, opts),
  me: (opts: CallOptions = {}) => (meRoute as Handler)(new Request(BASE + '/auth/me', { headers: headersFor(opts) }), {}),
};

/** Every message written to the outbox for `email`, oldest first. */
export function mailsTo(email: string): { file: string; content: string }[] {
  const dir = outboxDir();
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.eml') && f.includes(`-${email}-`))
    .sort()
    .map((f) => ({ file: path.join(dir, f), content: fs.readFileSync(path.join(dir, f), 'utf8') }));
}

/** The code of the newest verification e-mail to `email`. */
export function latestCode(email: string): string {
  const mails = mailsTo(email);
  for (let i = mails.length - 1; i >= 0; i--) {
    const m = /verification code is: (\d{6})/.exec(mails[i].content);
    if (m) return m[1];
  }
  throw new Error(`No verification code in the outbox for ${email}`);
}

/** Registers, verifies and returns the sign-in answer (token, user). */
export async function createVerifiedUser(email = uniqueEmail(), password = PASSWORD) {
  const reg = await api.register({ email, password });
  if (reg.status !== 201) throw new Error(`register answered ${reg.status}: ${await reg.text()}`);
  const res = await api.verify({ email, otp: latestCode(email) });
  if (res.status !== 200) throw new Error(`verify answered ${res.status}: ${await res.text()}`);
  const body = await res.json();
  return { email, password, token: body.token as string, user: body.user as { id: string; email: string; role: string } };
}

/** A 6-digit code that is not `code`. */
export function otherCode(code: string, n = 1): string {
  return String((Number(code) + n) % 1_000_000).padStart(6, '0');
}
