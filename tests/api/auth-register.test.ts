// POST /auth/register, /auth/verify-otp, /auth/resend-otp: rules of registration attempts, accounts and
// one-time codes (the squatter's and the owner's attempts: tests/api/hostile-accounts.test.ts).
import bcrypt from 'bcryptjs';
import { count, eq, like, or, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { getDb, schema } from '@/db';
import { PEER_TLS_HEADER } from '@/lib/site/client-address';
import { PASSWORD, api, createVerifiedUser, latestCode, mailsTo, newClient, newIp, otherCode, uniqueEmail } from '../utils/auth';

const { users, otpCodes, rateLimits, registrationAttempts } = schema;

async function userByEmail(email: string) {
  const db = await getDb();
  const [u] = await db.select().from(users).where(eq(users.email, email));
  return u;
}

/** The reset code waiting for the account of `email`. */
async function otpRow(email: string) {
  const u = await userByEmail(email);
  const db = await getDb();
  const [row] = await db.select().from(otpCodes).where(eq(otpCodes.userId, u.id));
  return row;
}

/** The registration attempts at `email` (one per client). */
async function attempts(email: string) {
  const db = await getDb();
  return db.select().from(registrationAttempts).where(eq(registrationAttempts.email, email));
}

/** Wrong tries counted against the codes of the attempts at `email`. */
async function triesUsed(email: string) {
  const db = await getDb();
  const rows = await db.select().from(rateLimits).where(like(rateLimits.key, `otp-tries:attempt:${email}:%`));
  return rows.reduce((n, r) => n + r.count, 0);
}

/** Accounts and attempts: what a refused registration must not add to. */
async function recordCount() {
  const db = await getDb();
  const [u] = await db.select({ n: count() }).from(users);
  const [a] = await db.select({ n: count() }).from(registrationAttempts);
  return u.n + a.n;
}

/** Ends the resend cooldowns of `email` (every client's) as if their windows had passed. */
async function endCooldown(email: string) {
  const db = await getDb();
  await db
    .update(rateLimits)
    .set({ windowStart: sql`now() - interval '1 day'` })
    .where(or(like(rateLimits.key, `otp-send:${email}%`), eq(rateLimits.key, `otp-mail:${email}`)));
}

async function expectError(res: Response, status: number, code?: string) {
  expect(res.status).toBe(status);
  const body = await res.json();
  expect(typeof body.message).toBe('string');
  expect(body.message.length).toBeGreaterThan(0);
  expect(body.type).toBeTruthy();
  if (code) expect(body.code).toBe(code);
  return body;
}

describe('POST /auth/register', () => {
  it('records an attempt, not an account: its own bcrypt hash and code, bound to the client by an HttpOnly cookie', async () => {
    const email = uniqueEmail('reg');
    const res = await api.register({ email, password: PASSWORD });
    expect(res.status).toBe(201);
    // resendAfterSeconds: the configured wait between two codes (60 s by default), which the forms count down.
    expect(await res.json()).toEqual({ message: 'Registration successful. Please check your email for verification code', email, resendAfterSeconds: 60 });
    const cookie = res.headers.get('set-cookie') ?? '';
    expect(cookie).toMatch(/^gostarter-registration=[A-Za-z0-9_-]{43}; Path=\/; Max-Age=604800; HttpOnly; SameSite=Lax$/);

    // No account until the code comes back.
    expect(await userByEmail(email)).toBeUndefined();
    const [attempt] = await attempts(email);
    expect(attempt.clientHash).toMatch(/^[0-9a-f]{64}$/);
    expect(cookie).not.toContain(attempt.clientHash);
    const hash = attempt.passwordHash;
    expect(hash).not.toContain(PASSWORD);
    expect(bcrypt.getRounds(hash)).toBeGreaterThanOrEqual(10);
    expect(await bcrypt.compare(PASSWORD, hash)).toBe(true);

    const mails = mailsTo(email);
    expect(mails).toHaveLength(1);
    const { file, content } = mails[0];
    expect(file).toContain(email);
    expect(content).toMatch(new RegExp(`^To: ${email}\\r$`, 'm'));
    expect(content).toContain('Subject: Your Gostarter verification code');
    expect(content).toContain('Content-Type: text/plain; charset=utf-8');
    expect(content).toContain('Content-Type: text/html; charset=utf-8');
    const code = latestCode(email);
    expect(code).toMatch(/^\d{6}$/);
    // The code and its validity in both parts.
    const [text, html] = content.split('Content-Type: text/html');
    expect(text).toContain(code);
    expect(text).toContain('10 minutes');
    expect(html).toContain(code);
    expect(html).toContain('10 minutes');

    // Stored hashed, with 10 minutes of validity.
    expect(attempt.codeHash).not.toContain(code);
    expect(await bcrypt.compare(code, attempt.codeHash)).toBe(true);
    const validFor = attempt.codeExpiresAt.getTime() - Date.now();
    expect(validFor).toBeGreaterThan(590_000);
    expect(validFor).toBeLessThanOrEqual(600_000);
  });

  it('sets a Secure, host-only cookie over https', async () => {
    const res = await api.register({ email: uniqueEmail('tls'), password: PASSWORD }, { client: newClient(), headers: { [PEER_TLS_HEADER]: '1' } });
    expect(res.status).toBe(201);
    expect(res.headers.get('set-cookie')).toMatch(/^__Host-gostarter-registration=[A-Za-z0-9_-]{43}; Path=\/; Max-Age=604800; HttpOnly; SameSite=Lax; Secure$/);
  });

  it('enforces every password rule on the server, creating nothing', async () => {
    const before = await recordCount();
    const cases: [string, RegExp][] = [
      ['Sh0rt!', /at least 8 characters/],
      ['nouppercase1!', /uppercase/],
      ['NOLOWERCASE1!', /lowercase/],
      ['NoDigits!!', /number/],
      ['NoSpecial123', /special/],
      ['', /at least 8 characters/],
    ];
    for (const [password, reason] of cases) {
      const body = await expectError(await api.register({ email: uniqueEmail('rules'), password }), 400, 'INVALID_REQUEST');
      expect(body.message).toContain('Please meet all password requirements');
      expect(body.message).toMatch(reason);
      expect(body.details[0].field).toBe('password');
    }
    // bcrypt reads 72 bytes: longer passwords are refused rather than silently cut.
    await expectError(await api.register({ email: uniqueEmail('long'), password: 'Aa1!' + 'x'.repeat(69) }), 400, 'INVALID_REQUEST');
    expect(await recordCount()).toBe(before);
  });

  it('refuses malformed input with a clear 4xx, never a 500, changing nothing', async () => {
    const before = await recordCount();
    for (const email of ['not-an-email', 'a@', '@b.c', 'a b@c.d', '', 'x'.repeat(250) + '@e.co', 42, null]) {
      const body = await expectError(await api.register({ email, password: PASSWORD }), 400, 'INVALID_REQUEST');
      expect(body.details[0].field).toBe('email');
    }
    await expectError(await api.register({ password: PASSWORD }), 400, 'INVALID_REQUEST');
    await expectError(await api.register({ email: uniqueEmail() }), 400, 'INVALID_REQUEST');
    await expectError(await api.register({}), 400, 'INVALID_REQUEST');
    await expectError(await api.register([uniqueEmail(), PASSWORD]), 400, 'INVALID_REQUEST');
    await expectError(await api.register('{"email":'), 400, 'INVALID_JSON');
    await expectError(await api.register(''), 400, 'INVALID_JSON');
    await expectError(await api.register({ email: uniqueEmail(), password: PASSWORD, pad: 'x'.repeat(70_000) }), 413, 'BODY_TOO_LARGE');
    expect(await recordCount()).toBe(before);
  });

  it('stores e-mails normalized: one account whatever the case', async () => {
    const local = uniqueEmail('Case');
    const mixed = `  ${local.toUpperCase()} `;
    const res = await api.register({ email: mixed, password: PASSWORD });
    expect(res.status).toBe(201);
    expect((await res.json()).email).toBe(local.toLowerCase());
    expect(await attempts(local.toLowerCase())).toHaveLength(1);

    expect((await api.register({ email: local.toLowerCase(), password: PASSWORD })).status).toBe(201);
    expect(await attempts(local.toLowerCase())).toHaveLength(1);

    // Verify and sign in with other spellings.
    const code = latestCode(local.toLowerCase());
    expect((await api.verify({ email: local.replace('case', 'CASE'), otp: code })).status).toBe(200);
    expect((await api.login({ email: local.toUpperCase(), password: PASSWORD })).status).toBe(200);
  });

  it('a client registering again replaces its own attempt: the newest password counts, the old code dies', async () => {
    const email = uniqueEmail('again');
    const first = await api.register({ email, password: PASSWORD });
    const firstBody = await first.json();
    const oldCode = latestCode(email);
    await endCooldown(email);

    const second = await api.register({ email, password: 'N3w!password' });
    expect(second.status).toBe(first.status);
    expect(await second.json()).toEqual(firstBody);
    expect(await attempts(email)).toHaveLength(1);
    const newCode = latestCode(email);
    expect(mailsTo(email)).toHaveLength(2);
    if (newCode !== oldCode) expect((await api.verify({ email, otp: oldCode })).status).toBe(400);
    expect((await api.verify({ email, otp: newCode })).status).toBe(200);
    await expectError(await api.login({ email, password: PASSWORD }), 401, 'INVALID_CREDENTIALS');
    expect((await api.login({ email, password: 'N3w!password' })).status).toBe(200);
    expect(await attempts(email)).toHaveLength(0);
  });

  it('inside the cooldown a second registration by the same client keeps the code already mailed', async () => {
    const email = uniqueEmail('double');
    await api.register({ email, password: PASSWORD });
    const code = latestCode(email);
    expect((await api.register({ email, password: 'N3w!password' })).status).toBe(201);
    expect(mailsTo(email)).toHaveLength(1);
    expect((await api.verify({ email, otp: code })).status).toBe(200);
    expect((await api.login({ email, password: 'N3w!password' })).status).toBe(200);
  });

  it('answers a registration of a verified e-mail like a new one, without touching the account', async () => {
    const { email } = await createVerifiedUser(uniqueEmail('taken'));
    const fresh = await api.register({ email: uniqueEmail('fresh'), password: PASSWORD });
    await endCooldown(email);
    const res = await api.register({ email, password: 'Att4cker!pw' });
    expect(res.status).toBe(fresh.status);
    expect(Object.keys(await res.json()).sort()).toEqual(Object.keys(await fresh.json()).sort());
    // No code for a stranger: the owner gets a notice instead; the password is unchanged.
    expect(await otpRow(email)).toBeUndefined();
    const last = mailsTo(email).at(-1)!;
    expect(last.content).toContain('You already have an account');
    expect(last.content).not.toMatch(/verification code is/);
    await expectError(await api.login({ email, password: 'Att4cker!pw' }), 401, 'INVALID_CREDENTIALS');
    expect((await api.login({ email, password: PASSWORD })).status).toBe(200);
  });

  it('limits registrations per client address (RATE_LIMIT_REGISTER, 10 per hour)', async () => {
    const ip = newIp();
    for (let i = 0; i < 10; i++) expect((await api.register({ email: uniqueEmail('flood'), password: PASSWORD }, { ip })).status).toBe(201);
    const before = await recordCount();
    const limited = await api.register({ email: uniqueEmail('flood'), password: PASSWORD }, { ip });
    const body = await expectError(limited, 429, 'RATE_LIMITED');
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(body.details.retryAfterSeconds).toBeGreaterThan(0);
    expect(await recordCount()).toBe(before);
    expect((await api.register({ email: uniqueEmail('other'), password: PASSWORD }, { ip: newIp() })).status).toBe(201);
  });
});

describe('POST /auth/verify-otp', () => {
  it('verifies the account once and answers a token', async () => {
    const email = uniqueEmail('verify');
    await api.register({ email, password: PASSWORD });
    const code = latestCode(email);
    const res = await api.verify({ email, otp: code });
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body.token).toMatch(/^gst_[A-Za-z0-9_-]{43}$/);
    expect(body.tokenType).toBe('Bearer');
    expect(body.user).toMatchObject({ email, isVerified: true, role: 'user', planType: 'Free', projectsCount: 0 });
    expect((await userByEmail(email)).emailVerifiedAt).not.toBeNull();
    expect(await attempts(email)).toHaveLength(0);
    expect((await api.me({ token: body.token })).status).toBe(200);

    // Single use.
    await expectError(await api.verify({ email, otp: code }), 400, 'INVALID_OTP');
  });

  it('kills the code after 5 wrong tries, even for the right code', async () => {
    const email = uniqueEmail('five');
    await api.register({ email, password: PASSWORD });
    const code = latestCode(email);
    for (let i = 1; i <= 5; i++) {
      const body = await expectError(await api.verify({ email, otp: otherCode(code, i) }), 400);
      expect(body.message).toMatch(/Invalid OTP code/);
      expect(body.details.attemptsLeft).toBe(5 - i);
    }
    const dead = await expectError(await api.verify({ email, otp: code }), 400, 'OTP_ATTEMPTS_EXCEEDED');
    expect(dead.message).toMatch(/request a new code/i);
    expect(await userByEmail(email)).toBeUndefined();
  });

  it('accepts the right code after 4 wrong tries', async () => {
    const email = uniqueEmail('four');
    await api.register({ email, password: PASSWORD });
    const code = latestCode(email);
    for (let i = 1; i <= 4; i++) await expectError(await api.verify({ email, otp: otherCode(code, i) }), 400, 'INVALID_OTP');
    expect((await api.verify({ email, otp: code })).status).toBe(200);
  });

  it('refuses an expired code with the answer of a wrong one (an expiry would tell that the address is pending)', async () => {
    const email = uniqueEmail('expired');
    await api.register({ email, password: PASSWORD });
    const code = latestCode(email);
    const db = await getDb();
    await db.update(registrationAttempts).set({ codeExpiresAt: new Date(Date.now() - 1000) }).where(eq(registrationAttempts.email, email));
    const body = await expectError(await api.verify({ email, otp: code }), 400, 'INVALID_OTP');
    expect(body.message).toBe('Invalid OTP code');
    expect(await userByEmail(email)).toBeUndefined();
  });

  it('refuses malformed codes with 400 without using a try', async () => {
    const email = uniqueEmail('shape');
    await api.register({ email, password: PASSWORD });
    for (const otp of ['12a456', '12345', '1234567', 'abcdef', '', ' ', '12 456', 123456, null, '１２３４５６']) {
      const body = await expectError(await api.verify({ email, otp }), 400, 'INVALID_REQUEST');
      expect(body.details[0].field).toBe('otp');
    }
    await expectError(await api.verify({ email }), 400, 'INVALID_REQUEST');
    await expectError(await api.verify({ otp: '123456' }), 400, 'INVALID_REQUEST');
    await expectError(await api.verify({ email: 'nope', otp: '123456' }), 400, 'INVALID_REQUEST');
    await expectError(await api.verify({ email, otp: '123456', pad: 'x'.repeat(70_000) }), 413);
    expect(await triesUsed(email)).toBe(0);
    expect((await api.verify({ email, otp: latestCode(email) })).status).toBe(200);
  });

  it('answers an unknown e-mail like a wrong code', async () => {
    const body = await expectError(await api.verify({ email: uniqueEmail('ghost'), otp: '123456' }), 400, 'INVALID_OTP');
    expect(body.message).toBe('Invalid OTP code');
  });
});

describe('POST /auth/resend-otp', () => {
  it('holds a cooldown, then sends a fresh code that replaces the old one', async () => {
    const email = uniqueEmail('resend');
    await api.register({ email, password: PASSWORD });
    const oldCode = latestCode(email);

    const early = await api.resend({ email });
    const body = await expectError(early, 429, 'OTP_RESEND_COOLDOWN');
    expect(body.message).toMatch(/Please wait \d+ seconds? before requesting a new code/);
    expect(Number(early.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(Number(early.headers.get('retry-after'))).toBeLessThanOrEqual(60);
    expect(body.details.retryAfterSeconds).toBe(Number(early.headers.get('retry-after')));
    expect(mailsTo(email)).toHaveLength(1);

    // Two wrong tries on the old code, then the cooldown ends.
    await api.verify({ email, otp: otherCode(oldCode, 1) });
    await api.verify({ email, otp: otherCode(oldCode, 2) });
    await endCooldown(email);
    const res = await api.resend({ email });
    expect(res.status).toBe(200);
    const sent = await res.json();
    expect(sent.message).toBeTruthy();
    expect(sent.resendAfterSeconds).toBe(60);
    expect(mailsTo(email)).toHaveLength(2);
    const newCode = latestCode(email);
    expect(await triesUsed(email)).toBe(0);
    if (newCode !== oldCode) await expectError(await api.verify({ email, otp: oldCode }), 400, 'INVALID_OTP');
    expect((await api.verify({ email, otp: newCode })).status).toBe(200);
  });

  it('gives a new code after the old one died of wrong tries', async () => {
    const email = uniqueEmail('revive');
    await api.register({ email, password: PASSWORD });
    const code = latestCode(email);
    for (let i = 1; i <= 5; i++) await api.verify({ email, otp: otherCode(code, i) });
    await endCooldown(email);
    expect((await api.resend({ email })).status).toBe(200);
    expect((await api.verify({ email, otp: latestCode(email) })).status).toBe(200);
  });

  it('answers unknown and verified e-mails the same way, sending nothing', async () => {
    const ghost = uniqueEmail('ghost');
    const { email: verified } = await createVerifiedUser(uniqueEmail('done'));
    await endCooldown(verified);
    const pending = uniqueEmail('pending');
    await api.register({ email: pending, password: PASSWORD });
    await endCooldown(pending);

    const answers = [];
    for (const email of [ghost, verified, pending]) {
      const res = await api.resend({ email });
      answers.push({ status: res.status, keys: Object.keys(await res.json()).sort() });
    }
    expect(answers[0]).toEqual(answers[2]);
    expect(answers[1]).toEqual(answers[2]);
    expect(mailsTo(ghost)).toHaveLength(0);
    expect(mailsTo(verified).filter((m) => /verification code is/.test(m.content))).toHaveLength(1);
    expect(mailsTo(pending)).toHaveLength(2);
    // The cooldown applies to every address alike.
    await expectError(await api.resend({ email: ghost }), 429, 'OTP_RESEND_COOLDOWN');
  });

  it('refuses malformed input with 400', async () => {
    for (const body of [{}, { email: 'nope' }, { email: 7 }, [], 'x']) {
      const res = await api.resend(body);
      expect([400]).toContain(res.status);
    }
  });

  it('limits code requests per client address (RATE_LIMIT_RESEND, 10 per hour)', async () => {
    const ip = newIp();
    for (let i = 0; i < 10; i++) expect((await api.resend({ email: uniqueEmail('many') }, { ip })).status).toBe(200);
    await expectError(await api.resend({ email: uniqueEmail('many') }, { ip }), 429, 'RATE_LIMITED');
    expect((await api.resend({ email: uniqueEmail('many') }, { ip: newIp() })).status).toBe(200);
  });
});
