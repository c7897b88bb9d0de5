// POST /auth/login: one answer for every wrong sign-in, verification first, rate limits.
import { eq, like, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { getDb, schema } from '@/db';
import { PASSWORD, api, createVerifiedUser, newIp, uniqueEmail } from '../utils/auth';

async function expectError(res: Response, status: number, code?: string) {
  expect(res.status).toBe(status);
  const body = await res.json();
  expect(typeof body.message).toBe('string');
  if (code) expect(body.code).toBe(code);
  return body;
}

async function timed(fn: () => Promise<unknown>): Promise<number> {
  const started = performance.now();
  await fn();
  return performance.now() - started;
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

/**
 * A test that makes 50 to 100 password checks (an unknown e-mail costs one too, so that timing tells
 * nothing), each a deliberately slow hash: on a busy machine that takes longer than the default 30 s.
 */
const MANY_PASSWORD_CHECKS_MS = 120_000;

describe('POST /auth/login', () => {
  it('answers a bearer token that expires, and the user', async () => {
    const { email } = await createVerifiedUser(uniqueEmail('login'));
    const res = await api.login({ email, password: PASSWORD });
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const body = await res.json();
    expect(body).toMatchObject({ message: 'Login successful', tokenType: 'Bearer' });
    expect(body.token).toMatch(/^gst_[A-Za-z0-9_-]{43}$/);
    const ttl = new Date(body.expiresAt).getTime() - Date.now();
    expect(ttl).toBeGreaterThan(167 * 3_600_000);
    expect(ttl).toBeLessThanOrEqual(168 * 3_600_000);
    expect(body.user).toMatchObject({ email, role: 'user', isVerified: true, planType: 'Free' });
    expect(body.user).not.toHaveProperty('passwordHash');
    const me = await api.me({ token: body.token });
    expect((await me.json()).email).toBe(email);
  });

  it("answers 'Invalid credentials' alike for a wrong password and an unknown e-mail, in similar time", async () => {
    const { email } = await createVerifiedUser(uniqueEmail('same'));
    const wrong = await api.login({ email, password: 'Wr0ng!pass' });
    const unknown = await api.login({ email: uniqueEmail('nobody'), password: 'Wr0ng!pass' });
    const a = await expectError(wrong, 401, 'INVALID_CREDENTIALS');
    const b = await expectError(unknown, 401, 'INVALID_CREDENTIALS');
    expect(a).toEqual(b);
    expect(a.message).toBe('Invalid credentials');

    const wrongTimes: number[] = [];
    const unknownTimes: number[] = [];
    for (let i = 0; i < 3; i++) {
      wrongTimes.push(await timed(() => api.login({ email, password: `Wr0ng!pass${i}` })));
      unknownTimes.push(await timed(() => api.login({ email: uniqueEmail('nobody'), password: 'Wr0ng!pass' })));
    }
    // Without the stand-in bcrypt comparison an unknown e-mail would answer many times faster.
    expect(median(unknownTimes)).toBeGreaterThan(median(wrongTimes) * 0.5);
  });

  it('refuses an unverified account with EMAIL_NOT_VERIFIED and a way to get a new code', async () => {
    const email = uniqueEmail('unverified');
    await api.register({ email, password: PASSWORD });
    const body = await expectError(await api.login({ email, password: PASSWORD }), 403, 'EMAIL_NOT_VERIFIED');
    expect(body.message).toMatch(/verify your e-mail/i);
    expect(body.details).toMatchObject({ email, resend: 'POST /auth/resend-otp' });
    expect(body).not.toHaveProperty('token');
    // A wrong password does not reveal that the account waits for verification.
    await expectError(await api.login({ email, password: 'Wr0ng!pass' }), 401, 'INVALID_CREDENTIALS');
  });

  it('refuses malformed input with a clear 4xx', async () => {
    for (const body of [{}, { email: 'a@b.co' }, { password: PASSWORD }, { email: 'nope', password: PASSWORD }, { email: 'a@b.co', password: '' }, { email: 'a@b.co', password: 5 }, []]) {
      await expectError(await api.login(body), 400, 'INVALID_REQUEST');
    }
    await expectError(await api.login('{'), 400, 'INVALID_JSON');
    await expectError(await api.login({ email: 'a@b.co', password: 'x'.repeat(70_000) }), 413, 'BODY_TOO_LARGE');
    await expectError(await api.login({ email: 'a@b.co', password: 'x'.repeat(2000) }), 400, 'INVALID_REQUEST');
  });

  it('limits attempts per client address whatever the e-mail (RATE_LIMIT_LOGIN_IP, 50 per 15 minutes)', async () => {
    const { email } = await createVerifiedUser(uniqueEmail('limited'));
    const ip = newIp();
    for (let i = 0; i < 50; i++) await expectError(await api.login({ email: uniqueEmail('x'), password: 'Wr0ng!pass' }, { ip }), 401);
    // Even the right password is refused once the limit is reached.
    const limited = await api.login({ email, password: PASSWORD }, { ip });
    const body = await expectError(limited, 429, 'RATE_LIMITED');
    expect(body.message).toMatch(/Too many sign-in attempts/);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(800);
    // Another address is not affected.
    expect((await api.login({ email, password: PASSWORD }, { ip: newIp() })).status).toBe(200);

    // The window passes: allowed again.
    const db = await getDb();
    await db
      .update(schema.rateLimits)
      .set({ windowStart: sql`now() - interval '16 minutes'` })
      .where(eq(schema.rateLimits.key, `login:ip:${ip}`));
    expect((await api.login({ email, password: PASSWORD }, { ip })).status).toBe(200);
  }, MANY_PASSWORD_CHECKS_MS);

  it("limits a stranger's failures per e-mail and address together: the owner still signs in from elsewhere (RATE_LIMIT_LOGIN)", async () => {
    const { email } = await createVerifiedUser(uniqueEmail('target'));
    const stranger = newIp();
    for (let i = 0; i < 10; i++) await expectError(await api.login({ email, password: `Wr0ng!${i}aa` }, { ip: stranger }), 401);
    await expectError(await api.login({ email, password: PASSWORD }, { ip: stranger }), 429, 'RATE_LIMITED');
    expect((await api.login({ email, password: PASSWORD }, { ip: newIp() })).status).toBe(200);
  });

  it('stops guessing spread over many addresses at the per-e-mail ceiling (RATE_LIMIT_LOGIN_EMAIL, 100 per hour)', async () => {
    const { email } = await createVerifiedUser(uniqueEmail('spread'));
    for (let i = 0; i < 100; i++) await expectError(await api.login({ email, password: `Wr0ng!${i}aa` }, { ip: newIp() }), 401);
    await expectError(await api.login({ email, password: PASSWORD }, { ip: newIp() }), 429, 'RATE_LIMITED');
    // The counters live in the database, shared by every instance.
    const db = await getDb();
    const rows = await db.select().from(schema.rateLimits).where(like(schema.rateLimits.key, `login:email:${email}`));
    expect(rows[0].count).toBeGreaterThan(100);
  }, MANY_PASSWORD_CHECKS_MS);
});
