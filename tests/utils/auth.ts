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
import { POST as forgotRoute } from '@/app/auth/forgot-password/route';
import { POST as resetRoute } from '@/app/auth/reset-password/route';
import { POST as changeRoute } from '@/app/auth/change-password/route';
import { POST as logoutAllRoute } from '@/app/auth/logout-all/route';
import { GET as listTokensRoute, POST as createTokenRoute } from '@/app/auth/tokens/route';
import { DELETE as revokeTokenRoute } from '@/app/auth/tokens/[id]/route';
import { PATCH as preferencesRoute } from '@/app/auth/preferences/route';
import { like } from 'drizzle-orm';
import { expect } from 'vitest';
import { getDb, schema } from '@/db';
import { outboxDir } from '@/lib/mail';
import { PEER_ADDRESS_HEADER } from '@/lib/site/client-address';
import { BASE } from './http';

// With PostgreSQL the setup keeps DATA_DIR unset: give these tests their own outbox and secret.
process.env.DATA_DIR ??= fs.mkdtempSync(path.join(os.tmpdir(), 'gostarter-auth-test-'));

export const PASSWORD = 'Str0ng!pass';

type Handler = (req: Request, ctx: unknown) => Promise<Response>;

/** A client's cookies, as a browser keeps them (the registration cookie binds a client to its sign-ups). */
export interface Client {
  cookies: Map<string, string>;
}

export const newClient = (): Client => ({ cookies: new Map() });

/** The client of calls that name none: one browser, shared by a test file. */
const sharedClient = newClient();

export interface CallOptions {
  ip?: string;
  token?: string;
  headers?: Record<string, string>;
  /** The client whose cookies go with the call and keep what it sets; a shared one when absent. */
  client?: Client;
}

/** A fresh client address, so one test's rate-limit counters never touch another's. */
export function newIp(): string {
  const b = crypto.randomBytes(3);
  return `10.${b[0]}.${b[1]}.${b[2]}`;
}

export function uniqueEmail(prefix = 'user'): string {
  return `${prefix}-${Date.now().toString(36)}-${crypto.randomBytes(4).toString('hex')}@example.com`;
}

/** The headers of a call: the connection's address as the server stamps it, the token, the client's cookies, extras. */
function headersFor(opts: CallOptions): Record<string, string> {
  const jar = [...(opts.client ?? sharedClient).cookies].map(([name, value]) => `${name}=${value}`);
  const extra = opts.headers?.cookie ?? opts.headers?.Cookie;
  const cookie = [...jar, ...(extra ? [extra] : [])].join('; ');
  return {
    [PEER_ADDRESS_HEADER]: opts.ip ?? newIp(),
    ...(opts.token !== undefined ? { Authorization: `Bearer ${opts.token}` } : {}),
    ...opts.headers,
    ...(cookie ? { cookie } : {}),
  };
}

/** Keeps the cookies an answer sets, in the call's client. */
function keepCookies(res: Response, opts: CallOptions): Response {
  for (const line of res.headers.getSetCookie()) {
    const [pair] = line.split(';');
    const i = pair.indexOf('=');
    if (i > 0) (opts.client ?? sharedClient).cookies.set(pair.slice(0, i).trim(), pair.slice(i + 1).trim());
  }
  return res;
}

export async function postTo(handler: Handler, urlPath: string, body: unknown, opts: CallOptions = {}, method = 'POST', ctx: unknown = {}) {
  const req = new Request(BASE + urlPath, {
    method,
    headers: { 'Content-Type': 'application/json', ...headersFor(opts) },
    body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
  });
  return keepCookies(await handler(req, ctx), opts);
}

export const api = {
  register: (body: unknown, opts?: CallOptions) => postTo(registerRoute as Handler, '/auth/register', body, opts),
  verify: (body: unknown, opts?: CallOptions) => postTo(verifyRoute as Handler, '/auth/verify-otp', body, opts),
  resend: (body: unknown, opts?: CallOptions) => postTo(resendRoute as Handler, '/auth/resend-otp', body, opts),
  login: (body: unknown, opts?: CallOptions) => postTo(loginRoute as Handler, '/auth/login', body, opts),
  logout: (opts: CallOptions = {}) => postTo(logoutRoute as Handler, '/auth/logout', undefined, opts),
  me: (opts: CallOptions = {}) => (meRoute as Handler)(new Request(BASE + '/auth/me', { headers: headersFor(opts) }), {}),
  forgot: (body: unknown, opts?: CallOptions) => postTo(forgotRoute as Handler, '/auth/forgot-password', body, opts),
  reset: (body: unknown, opts?: CallOptions) => postTo(resetRoute as Handler, '/auth/reset-password', body, opts),
  changePassword: (body: unknown, opts?: CallOptions) => postTo(changeRoute as Handler, '/auth/change-password', body, opts),
  logoutAll: (opts: CallOptions = {}) => postTo(logoutAllRoute as Handler, '/auth/logout-all', undefined, opts),
  preferences: (body: unknown, opts?: CallOptions) => postTo(preferencesRoute as Handler, '/auth/preferences', body, opts, 'PATCH'),
  listTokens: (opts: CallOptions = {}) => (listTokensRoute as Handler)(new Request(BASE + '/auth/tokens', { headers: headersFor(opts) }), {}),
  createToken: (body: unknown, opts?: CallOptions) => postTo(createTokenRoute as Handler, '/auth/tokens', body, opts),
  revokeToken: (id: string, opts?: CallOptions) =>
    postTo(revokeTokenRoute as Handler, `/auth/tokens/${id}`, undefined, opts, 'DELETE', { params: Promise.resolve({ id }) }),
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

/** The code of the newest verification (or password reset, or invitation) e-mail to `email`. */
export function latestCode(email: string, kind: 'verification' | 'password reset' | 'invitation' = 'verification'): string {
  const mails = mailsTo(email);
  const pattern = new RegExp(`${kind} code is: (\\d{6})`);
  for (let i = mails.length - 1; i >= 0; i--) {
    const m = pattern.exec(mails[i].content);
    if (m) return m[1];
  }
  throw new Error(`No ${kind} code in the outbox for ${email}`);
}

/** Registers, verifies and returns the sign-in answer (token, user). */
export async function createVerifiedUser(email = uniqueEmail(), password = PASSWORD) {
  const client = newClient();
  const reg = await api.register({ email, password }, { client });
  if (reg.status !== 201) throw new Error(`register answered ${reg.status}: ${await reg.text()}`);
  const res = await api.verify({ email, otp: latestCode(email) }, { client });
  if (res.status !== 200) throw new Error(`verify answered ${res.status}: ${await res.text()}`);
  const body = await res.json();
  return { email, password, token: body.token as string, user: body.user as { id: string; email: string; role: string } };
}

/** A 6-digit code that is not `code`. */
export function otherCode(code: string, n = 1): string {
  return String((Number(code) + n) % 1_000_000).padStart(6, '0');
}

/** Checks an error answer's status and code (any code when none is named); answers its body. */
export async function expectStatus(res: Response, expected: number, code?: string) {
  const body = await res.json();
  expect({ status: res.status, code: body.code }).toEqual({ status: expected, code: code ?? body.code });
  return body;
}

/** Ends the code cooldowns of `email` (the address's and its attempts'), as if a minute had passed. */
export async function endCooldown(email: string) {
  const db = await getDb();
  await db.delete(schema.rateLimits).where(like(schema.rateLimits.key, `otp-send:${email}%`));
}
