// The account system tried as an attacker would (registering an address first or last:
// tests/api/hostile-registration.test.ts): recovering and
// changing passwords with bad codes and bad passwords, tokens of other users, forged client addresses,
// and answers that must not tell which addresses have accounts.
import { and, eq, isNull } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { encode } from 'next-auth/jwt';
import { getDb, schema } from '@/db';
import { GET as generateGet } from '@/app/api/v1/generate/route';
import { GET as maintenanceGet } from '@/app/api/maintenance/run/route';
import { getAuthSecret } from '@/lib/auth/secret';
import { PEER_ADDRESS_HEADER } from '@/lib/site/client-address';
import { PASSWORD, api, endCooldown, expectStatus, createVerifiedUser, latestCode, mailsTo, newIp, otherCode, uniqueEmail } from '../utils/auth';
import { BASE } from '../utils/http';
import { generateAs, history, listAs } from '../utils/history';

const ADMIN = uniqueEmail('boss');
process.env.ADMIN_EMAILS = ADMIN;
process.env.CRON_SECRET = 'cron-secret-for-the-hostile-suite';

const { users, otpCodes, authTokens, generations } = schema;
const NEW_PASSWORD = 'N3w!passw0rd';

async function liveTokens(userId: string) {
  const db = await getDb();
  return db.select().from(authTokens).where(and(eq(authTokens.userId, userId), isNull(authTokens.revokedAt)));
}

/** A verified account with a reset code waiting in its mailbox. */
async function withResetCode() {
  const account = await createVerifiedUser(uniqueEmail('reset'));
  await endCooldown(account.email);
  expect((await api.forgot({ email: account.email })).status).toBe(202);
  return { ...account, code: latestCode(account.email, 'password reset') };
}

describe('answers that do not tell which addresses have accounts', () => {
  async function threeAddresses() {
    const verified = (await createVerifiedUser(uniqueEmail('known'))).email;
    const pending = uniqueEmail('pending');
    await api.register({ email: pending, password: PASSWORD });
    return { unknown: uniqueEmail('nobody'), pending, verified };
  }

  it('verify-otp: the same status and body for unknown, pending and verified addresses, try after try', async () => {
    const addresses = await threeAddresses();
    for (let i = 0; i < 6; i++) {
      const answers = [];
      for (const email of Object.values(addresses)) {
        const res = await api.verify({ email, otp: '000000' === latestCodeOr(email) ? '111111' : '000000' });
        answers.push({ status: res.status, body: await res.json() });
      }
      expect(answers[1]).toEqual(answers[0]);
      expect(answers[2]).toEqual(answers[0]);
    }
    // Three registrations and 18 code checks, each a password-hash's work: past 30 s on a busy machine.
  }, 120_000);

  it('resend-otp: the same status and body for all three, and the same cooldown', async () => {
    const addresses = await threeAddresses();
    for (const email of Object.values(addresses)) await endCooldown(email);
    const first = await Promise.all(Object.values(addresses).map(async (email) => (await api.resend({ email })).status));
    expect(first).toEqual([200, 200, 200]);
    const second = await Promise.all(Object.values(addresses).map(async (email) => (await api.resend({ email })).status));
    expect(second).toEqual([429, 429, 429]);
    const bodies = await Promise.all(
      Object.values(addresses).map(async (email) => {
        await endCooldown(email);
        const body = await (await api.resend({ email })).json();
        return { ...body, email: undefined };
      }),
    );
    expect(bodies[1]).toEqual(bodies[0]);
    expect(bodies[2]).toEqual(bodies[0]);
  });

  it('forgot-password: always 202 with the same body; only the verified address gets a reset code', async () => {
    const addresses = await threeAddresses();
    for (const email of Object.values(addresses)) await endCooldown(email);
    const bodies = [];
    for (const email of Object.values(addresses)) {
      for (let i = 0; i < 2; i++) {
        const res = await api.forgot({ email }); // the second is inside the cooldown
        expect(res.status).toBe(202);
        bodies.push({ ...(await res.json()), email: undefined });
      }
    }
    expect(new Set(bodies.map((b) => JSON.stringify(b))).size).toBe(1);
    expect(bodies[0].resendAfterSeconds).toBe(60);
    expect(mailsTo(addresses.unknown)).toHaveLength(0);
    expect(mailsTo(addresses.pending).some((m) => m.content.includes('reset code'))).toBe(false);
    expect(mailsTo(addresses.verified).filter((m) => m.content.includes('password reset code is'))).toHaveLength(1);
  });
});

/** The newest verification code of an address, or '' when it has none (unknown or verified). */
function latestCodeOr(email: string): string {
  try {
    return latestCode(email);
  } catch {
    return '';
  }
}

describe('POST /auth/reset-password', () => {
  it('sets the new password and ends every sign-in, personal API tokens included', async () => {
    const { email, token, code, user } = await withResetCode();
    const personal = await (await api.createToken({ name: 'script', expiresInDays: 30 }, { token })).json();
    const res = await api.reset({ email, otp: code, password: NEW_PASSWORD });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ message: expect.stringMatching(/password has been reset/), firstPassword: false });
    expect(await liveTokens(user.id)).toHaveLength(0);
    await expectStatus(await api.me({ token }), 401, 'INVALID_TOKEN');
    await expectStatus(await api.me({ token: personal.token }), 401, 'INVALID_TOKEN');
    await expectStatus(await api.login({ email, password: PASSWORD }), 401, 'INVALID_CREDENTIALS');
    expect((await api.login({ email, password: NEW_PASSWORD })).status).toBe(200);
    expect(mailsTo(email).at(-1)!.content).toContain('Your password was reset');
  });

  it('refuses a wrong, an expired and a reused code, losing nothing', async () => {
    const { email, code, user } = await withResetCode();
    const wrong = await expectStatus(await api.reset({ email, otp: otherCode(code), password: NEW_PASSWORD }), 400, 'INVALID_OTP');
    expect(wrong.details.attemptsLeft).toBe(4);

    const db = await getDb();
    await db.update(otpCodes).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(otpCodes.userId, user.id));
    await expectStatus(await api.reset({ email, otp: code, password: NEW_PASSWORD }), 400, 'INVALID_OTP');
    expect((await api.login({ email, password: PASSWORD })).status).toBe(200);

    await endCooldown(email);
    await api.forgot({ email });
    const fresh = latestCode(email, 'password reset');
    expect((await api.reset({ email, otp: fresh, password: NEW_PASSWORD })).status).toBe(200);
    await expectStatus(await api.reset({ email, otp: fresh, password: 'An0ther!pass' }), 400, 'INVALID_OTP');
    expect((await api.login({ email, password: NEW_PASSWORD })).status).toBe(200);
  });

  it('kills the code after 5 wrong tries, even for the right one', async () => {
    const { email, code } = await withResetCode();
    for (let i = 1; i <= 5; i++) await api.reset({ email, otp: otherCode(code, i), password: NEW_PASSWORD });
    await expectStatus(await api.reset({ email, otp: code, password: NEW_PASSWORD }), 400, 'OTP_ATTEMPTS_EXCEEDED');
    expect((await api.login({ email, password: PASSWORD })).status).toBe(200);
  });

  it('answers an unknown address like a known one with a wrong code', async () => {
    const { email, code } = await withResetCode();
    const known = await api.reset({ email, otp: otherCode(code), password: NEW_PASSWORD });
    const unknown = await api.reset({ email: uniqueEmail('ghost'), otp: otherCode(code), password: NEW_PASSWORD });
    expect(unknown.status).toBe(known.status);
    expect(await unknown.json()).toEqual(await known.json());
  });

  it('refuses a new password that breaks the rules, keeping the code and the old password', async () => {
    const { email, code } = await withResetCode();
    for (const password of ['Sh0rt!', 'nouppercase1!', 'NOLOWERCASE1!', 'NoDigits!!', 'NoSpecial12', 'Aa1!' + 'x'.repeat(69)]) {
      const body = await expectStatus(await api.reset({ email, otp: code, password }), 400, 'INVALID_REQUEST');
      expect(body.details[0].field).toBe('password');
    }
    expect((await api.login({ email, password: PASSWORD })).status).toBe(200);
    expect((await api.reset({ email, otp: code, password: NEW_PASSWORD })).status).toBe(200);
  });

  it('does not accept a verification code as a reset code, nor a reset code at verify-otp', async () => {
    const { email, code } = await withResetCode();
    await expectStatus(await api.verify({ email, otp: code }), 400, 'INVALID_OTP');
    const pending = uniqueEmail('pendingreset');
    await api.register({ email: pending, password: PASSWORD });
    await expectStatus(await api.reset({ email: pending, otp: latestCode(pending), password: NEW_PASSWORD }), 400, 'INVALID_OTP');
  });
});

describe('POST /auth/change-password and /auth/logout-all', () => {
  it('refuses a wrong current password and changes nothing', async () => {
    const { email, token } = await createVerifiedUser(uniqueEmail('change'));
    await expectStatus(await api.changePassword({ currentPassword: 'Wr0ng!pass', newPassword: NEW_PASSWORD }, { token }), 400, 'INVALID_CURRENT_PASSWORD');
    await expectStatus(await api.changePassword({ currentPassword: PASSWORD, newPassword: 'weak' }, { token }), 400, 'INVALID_REQUEST');
    await expectStatus(await api.changePassword({ currentPassword: PASSWORD, newPassword: NEW_PASSWORD }), 401, 'NO_TOKEN');
    expect((await api.login({ email, password: PASSWORD })).status).toBe(200);
  });

  it('changes the password and ends every other sign-in, keeping the caller’s', async () => {
    const { email, token, user } = await createVerifiedUser(uniqueEmail('change'));
    const other = (await (await api.login({ email, password: PASSWORD })).json()).token;
    const personal = (await (await api.createToken({ name: 'ci' }, { token })).json()).token;
    expect((await api.changePassword({ currentPassword: PASSWORD, newPassword: NEW_PASSWORD }, { token })).status).toBe(200);
    expect((await api.me({ token })).status).toBe(200);
    await expectStatus(await api.me({ token: other }), 401, 'INVALID_TOKEN');
    await expectStatus(await api.me({ token: personal }), 401, 'INVALID_TOKEN');
    expect(await liveTokens(user.id)).toHaveLength(1);
    await expectStatus(await api.login({ email, password: PASSWORD }), 401, 'INVALID_CREDENTIALS');
    expect((await api.login({ email, password: NEW_PASSWORD })).status).toBe(200);
  });

  it('signs out everywhere: every token of the account, the caller’s too', async () => {
    const { email, token, user } = await createVerifiedUser(uniqueEmail('everywhere'));
    await api.login({ email, password: PASSWORD });
    await api.createToken({ name: 'ci' }, { token });
    const res = await api.logoutAll({ token });
    expect(await res.json()).toEqual({ message: 'Signed out everywhere', revoked: 3 });
    expect(await liveTokens(user.id)).toHaveLength(0);
    await expectStatus(await api.me({ token }), 401, 'INVALID_TOKEN');
  });
});

describe('e-mail notifications', () => {
  it('is a stored preference the security notices respect, except a new API token’s; codes are sent either way', async () => {
    const { email, token } = await createVerifiedUser(uniqueEmail('prefs'));
    const notices = (subject: string) => mailsTo(email).filter((m) => m.content.includes(`Subject: ${subject}`)).length;
    await api.createToken({ name: 'one' }, { token });
    await api.changePassword({ currentPassword: PASSWORD, newPassword: 'Ch4nged!pass' }, { token });
    expect(notices('Your Gostarter password was changed')).toBe(1);
    expect(notices('A new Gostarter API token was created')).toBe(1);

    const off = await api.preferences({ emailNotifications: false }, { token });
    expect(await off.json()).toEqual({ emailNotifications: false });
    expect((await (await api.me({ token })).json()).emailNotifications).toBe(false);
    await api.createToken({ name: 'two' }, { token });
    await api.changePassword({ currentPassword: 'Ch4nged!pass', newPassword: NEW_PASSWORD }, { token });
    expect(notices('Your Gostarter password was changed')).toBe(1);
    // A token is a new way into the projects: its owner hears of it whatever the preference.
    expect(notices('A new Gostarter API token was created')).toBe(2);
    const notice = mailsTo(email).at(-1)!.content;
    expect(notice).toContain('named "two"');
    expect(notice).toMatch(/Revoke/);
    await endCooldown(email);
    await api.forgot({ email });
    expect(latestCode(email, 'password reset')).toMatch(/^\d{6}$/);

    await expectStatus(await api.preferences({ emailNotifications: 'no' }, { token }), 400, 'INVALID_REQUEST');
    await expectStatus(await api.preferences({ emailNotifications: true }), 401, 'NO_TOKEN');
    expect((await (await api.me({ token })).json()).emailNotifications).toBe(false);
  });
});

describe('personal API tokens', () => {
  it('are shown once, stored hashed, listed with created and last used, and revocable', async () => {
    const { token } = await createVerifiedUser(uniqueEmail('pat'));
    const created = await api.createToken({ name: '  deploy script  ', expiresInDays: 365 }, { token });
    expect(created.status).toBe(201);
    const pat = await created.json();
    expect(pat).toMatchObject({ name: 'deploy script', lastUsedAt: null, token: expect.stringMatching(/^gst_/) });
    expect(new Date(pat.expiresAt).getTime() - Date.now()).toBeGreaterThan(364 * 86_400_000);
    const db = await getDb();
    const [row] = await db.select().from(authTokens).where(eq(authTokens.id, pat.id));
    expect(row.tokenHash).not.toContain(pat.token);
    expect(JSON.stringify(row)).not.toContain(pat.token.slice(4));

    expect((await history.list({}, pat.token)).status).toBe(200);
    const listed = (await (await api.listTokens({ token })).json()).tokens;
    expect(listed).toEqual([{ id: pat.id, name: 'deploy script', createdAt: pat.createdAt, lastUsedAt: expect.any(String), expiresAt: pat.expiresAt }]);
    expect(JSON.stringify(listed)).not.toContain(pat.token);

    // A use is recorded at most once a minute: a second call within it keeps the time, one after it moves it.
    const lastUsed = async () => (await db.select({ at: authTokens.lastUsedAt }).from(authTokens).where(eq(authTokens.id, pat.id)))[0].at!;
    const first = await lastUsed();
    expect((await history.list({}, pat.token)).status).toBe(200);
    expect(await lastUsed()).toEqual(first);
    const twoMinutesAgo = new Date(Date.now() - 120_000);
    await db.update(authTokens).set({ lastUsedAt: twoMinutesAgo }).where(eq(authTokens.id, pat.id));
    expect((await history.list({}, pat.token)).status).toBe(200);
    expect((await lastUsed()).getTime()).toBeGreaterThan(twoMinutesAgo.getTime() + 60_000);

    expect((await api.revokeToken(pat.id, { token })).status).toBe(200);
    await expectStatus(await history.list({}, pat.token), 401, 'INVALID_TOKEN');
    expect((await (await api.listTokens({ token })).json()).tokens).toEqual([]);
  });

  it('refuse bad names and lifetimes, and another user’s token id', async () => {
    const alice = await createVerifiedUser(uniqueEmail('alice'));
    const bob = await createVerifiedUser(uniqueEmail('bob'));
    for (const body of [{}, { name: '' }, { name: '   ' }, { name: 'x'.repeat(65) }, { name: 'ok', expiresInDays: 7 }, { name: 'ok', expiresInDays: '30' }]) {
      await expectStatus(await api.createToken(body, { token: alice.token }), 400, 'INVALID_REQUEST');
    }
    const pat = await (await api.createToken({ name: 'alice ci' }, { token: alice.token })).json();
    await expectStatus(await api.revokeToken(pat.id, { token: bob.token }), 404, 'NOT_FOUND');
    await expectStatus(await api.revokeToken('not-a-uuid', { token: bob.token }), 404, 'NOT_FOUND');
    expect((await api.me({ token: pat.token })).status).toBe(200);
    expect((await (await api.listTokens({ token: bob.token })).json()).tokens).toEqual([]);
  });

  it('at once with other users’ and revoked tokens, each call is answered for its own token', async () => {
    // Lookups that arrive together are made in one query: none may take another's answer.
    const alice = await createVerifiedUser(uniqueEmail('alice'));
    const bob = await createVerifiedUser(uniqueEmail('bob'));
    const revoked = await (await api.createToken({ name: 'old' }, { token: bob.token })).json();
    expect((await api.revokeToken(revoked.id, { token: bob.token })).status).toBe(200);
    const callers = [alice.token, bob.token, revoked.token, `gst_${'A'.repeat(43)}`, alice.token, revoked.token, bob.token];
    const answers = await Promise.all(Array.from({ length: 5 }, () => callers.map((token) => api.me({ token }))).flat());
    const seen = await Promise.all(answers.map(async (res) => (res.status === 200 ? ((await res.json()) as { email: string }).email : res.status)));
    const expected = [alice.email, bob.email, 401, 401, alice.email, 401, bob.email];
    expect(seen).toEqual(Array.from({ length: 5 }, () => expected).flat());
  });

  it('reach only their own user’s projects on every history route', async () => {
    const alice = await createVerifiedUser(uniqueEmail('alice'));
    const bob = await createVerifiedUser(uniqueEmail('bob'));
    const bobPat = (await (await api.createToken({ name: 'bob' }, { token: bob.token })).json()).token;
    await generateAs(alice.token, { projectName: 'alice-secret', framework: 'gin' });
    const [project] = (await listAs(alice.token)).projects;
    expect((await listAs(bobPat)).projects).toEqual([]);
    await expectStatus(await history.get(project.id, bobPat), 404);
    await expectStatus(await history.download(project.id, bobPat), 404);
    await expectStatus(await history.regenerate(project.id, bobPat), 404);
    await expectStatus(await history.duplicate({ original_project_id: project.id, new_project_name: 'stolen' }, bobPat), 404);
    await expectStatus(await history.delete(project.id, bobPat), 404);
    expect((await history.get(project.id, alice.token)).status).toBe(200);
  });
});

describe('forged client addresses', () => {
  /** 200 calls from one connection, each claiming another X-Forwarded-For: the limit still counts them as one client. */
  async function forged(call: (headers: Record<string, string>, i: number) => Promise<Response>) {
    const peer = newIp();
    const statuses: number[] = [];
    for (let i = 0; i < 200; i++) {
      const res = await call({ [PEER_ADDRESS_HEADER]: peer, 'x-forwarded-for': newIp(), 'x-real-ip': newIp() }, i);
      statuses.push(res.status);
    }
    return statuses;
  }
  const firstRefusal = (statuses: number[]) => statuses.indexOf(429);

  it('register (10 per hour), login (50 per 15 minutes), resend and forgot-password (10 per hour), verify-otp (30 per 15 minutes)', async () => {
    const target = await createVerifiedUser(uniqueEmail('forged'));
    const opts = (headers: Record<string, string>) => ({ ip: headers[PEER_ADDRESS_HEADER], headers });
    expect(firstRefusal(await forged((h) => api.register({ email: uniqueEmail('f'), password: PASSWORD }, opts(h))))).toBe(10);
    expect(firstRefusal(await forged((h) => api.login({ email: uniqueEmail('f'), password: PASSWORD }, opts(h))))).toBe(50);
    expect(firstRefusal(await forged((h, i) => api.login({ email: target.email, password: `Wr0ng!${i}aa` }, opts(h))))).toBe(10);
    expect(firstRefusal(await forged((h) => api.resend({ email: uniqueEmail('f') }, opts(h))))).toBe(10);
    expect(firstRefusal(await forged((h) => api.forgot({ email: uniqueEmail('f') }, opts(h))))).toBe(10);
    expect(firstRefusal(await forged((h) => api.verify({ email: uniqueEmail('f'), otp: '123456' }, opts(h))))).toBe(30);
    expect(firstRefusal(await forged((h) => api.reset({ email: uniqueEmail('f'), otp: '123456', password: NEW_PASSWORD }, opts(h))))).toBe(30);
  }, 120_000);

  it('verify-otp is limited per e-mail across addresses (30 per 15 minutes)', async () => {
    const email = uniqueEmail('spray');
    const statuses = [];
    for (let i = 0; i < 31; i++) statuses.push((await api.verify({ email, otp: '123456' }, { ip: newIp() })).status);
    expect(firstRefusal(statuses)).toBe(30);
  });
});

describe('writes a cookie session cannot be tricked into', () => {
  it('GET /api/v1/generate records to an account only with a bearer token', async () => {
    const { token, user } = await createVerifiedUser(uniqueEmail('getgen'));
    const jwt = await encode({ token: { sub: user.id, apiToken: token }, secret: await getAuthSecret() });
    const get = (headers: Record<string, string>, name: string) =>
      generateGet(new Request(`${BASE}/api/v1/generate?framework=gin&projectName=${name}`, { headers }), {});
    expect((await get({ Cookie: `next-auth.session-token=${jwt}` }, 'from-cookie')).status).toBe(200);
    expect((await get({ Authorization: `Bearer ${token}` }, 'from-bearer')).status).toBe(200);
    const db = await getDb();
    const rows = await db.select({ name: generations.projectName }).from(generations).where(eq(generations.userId, user.id));
    expect(rows.map((r) => r.name)).toEqual(['from-bearer']);
  });

  it('GET /api/maintenance/run accepts only the cron secret, not an admin session', async () => {
    const admin = await createVerifiedUser(uniqueEmail('cronadmin'));
    const db = await getDb();
    await db.update(users).set({ role: 'admin' }).where(eq(users.id, admin.user.id));
    const jwt = await encode({ token: { sub: admin.user.id, apiToken: admin.token }, secret: await getAuthSecret() });
    const run = (headers: Record<string, string>) => maintenanceGet(new Request(`${BASE}/api/maintenance/run`, { headers }), {});
    await expectStatus(await run({ Cookie: `next-auth.session-token=${jwt}` }), 401, 'CRON_SECRET_REQUIRED');
    await expectStatus(await run({ Authorization: `Bearer ${admin.token}` }), 401, 'CRON_SECRET_REQUIRED');
    expect((await run({ Authorization: `Bearer ${process.env.CRON_SECRET}` })).status).toBe(200);
  });
});

describe('zero-config instances', () => {
  it('keep the generated session secret in the database, so a second instance accepts the first one’s cookies', async () => {
    const first = await getAuthSecret();
    const db = await getDb();
    const [row] = await db.select().from(schema.appSettings).where(eq(schema.appSettings.key, 'auth_secret'));
    expect(row.value).toBe(first);
    const { vi } = await import('vitest');
    vi.resetModules();
    const second = await import('@/lib/auth/secret');
    expect(await second.getAuthSecret()).toBe(first);
    const { token, user } = await createVerifiedUser(uniqueEmail('instances'));
    const cookie = `next-auth.session-token=${await encode({ token: { sub: user.id, apiToken: token }, secret: first })}`;
    const { GET: meOnSecondInstance } = await import('@/app/auth/me/route');
    expect((await meOnSecondInstance(new Request(`${BASE}/auth/me`, { headers: { Cookie: cookie } }), {})).status).toBe(200);
  });
});
