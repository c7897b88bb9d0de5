// Trust, second pass, as an attacker would try it: registering someone's address before or after them
// (an address from ADMIN_EMAILS too), resending codes, a leaked personal API token, racing the token
// ceiling, and a cookie session's writes from an origin of another scheme or port.
import { and, eq, gt, isNull } from 'drizzle-orm';
import { encode } from 'next-auth/jwt';
import { describe, expect, it } from 'vitest';
import { getDb, schema } from '@/db';
import { GET as generateGet } from '@/app/api/v1/generate/route';
import { POST as diffRoute } from '@/app/api/v1/generate/diff/route';
import { getAuthOptions } from '@/lib/auth/next-auth';
import { getAuthSecret } from '@/lib/auth/secret';
import { PEER_TLS_HEADER } from '@/lib/site/client-address';
import { admin, createAdmin } from '../utils/admin';
import { PASSWORD, api, endCooldown, expectStatus, createVerifiedUser, latestCode, mailsTo, newClient, postTo, uniqueEmail, type Client } from '../utils/auth';
import { BASE } from '../utils/http';
import { generateAs, history, listAs } from '../utils/history';

const ADMIN = uniqueEmail('boss');
process.env.ADMIN_EMAILS = ADMIN;

const { authTokens, registrationAttempts, users } = schema;
const SQUATTER_PASSWORD = 'Squ4tter!pw';

/** Every verification code mailed to `email`, oldest first. */
function codesTo(email: string): string[] {
  return mailsTo(email).flatMap((m) => /verification code is: (\d{6})/.exec(m.content)?.[1] ?? []);
}

async function accountOf(email: string) {
  const db = await getDb();
  const [u] = await db.select().from(users).where(eq(users.email, email));
  return u;
}

const register = (email: string, password: string, client: Client) => api.register({ email, password }, { client });
const verify = (email: string, otp: string, client: Client) => api.verify({ email, otp }, { client });

/** The owner, who reads the mailbox, and a squatter who does not; both verify what they can. */
async function expectOwnerWins(email: string, owner: Client, ownerCode: string, squatter: Client, squatterCode: string) {
  // Each code belongs to its own attempt and client: crossed, both fail and nothing is created.
  await expectStatus(await verify(email, ownerCode, squatter), 400, 'INVALID_OTP');
  await expectStatus(await verify(email, squatterCode, owner), 400, 'INVALID_OTP');
  expect(await accountOf(email)).toBeUndefined();

  const verified = await verify(email, ownerCode, owner);
  expect(verified.status).toBe(200);
  const { user, token } = await verified.json();
  expect(user.role).toBe(email === ADMIN ? 'admin' : 'user');

  // The account has the owner's password; the squatter's attempt went with the verification.
  await expectStatus(await api.login({ email, password: SQUATTER_PASSWORD }), 401, 'INVALID_CREDENTIALS');
  expect((await api.login({ email, password: PASSWORD })).status).toBe(200);
  await expectStatus(await verify(email, squatterCode, squatter), 400, 'INVALID_OTP');
  const db = await getDb();
  expect(await db.select().from(registrationAttempts).where(eq(registrationAttempts.email, email))).toHaveLength(0);
  if (email === ADMIN) expect((await admin.users(token)).status).toBe(200);
}

describe('registering an address before or after its owner', () => {
  it('squatter first: the owner registers a minute later, verifies with their code and keeps their password', async () => {
    for (const email of [uniqueEmail('victim'), ADMIN]) {
      const squatter = newClient();
      const owner = newClient();
      const first = await register(email, SQUATTER_PASSWORD, squatter);
      expect(first.status).toBe(201);
      const second = await register(email, PASSWORD, owner);
      expect(second.status).toBe(201);
      expect(await second.json()).toEqual(await first.json());
      // Each attempt's code was mailed to the address: the squatter's first, then the owner's.
      const [squatterCode, ownerCode] = codesTo(email);
      expect(ownerCode).toMatch(/^\d{6}$/);
      await expectOwnerWins(email, owner, ownerCode, squatter, squatterCode);
    }
  });

  it('squatter after the owner: the owner’s code still verifies the owner’s attempt, with the owner’s password', async () => {
    const email = uniqueEmail('victim-late');
    const owner = newClient();
    const squatter = newClient();
    expect((await register(email, PASSWORD, owner)).status).toBe(201);
    expect((await register(email, SQUATTER_PASSWORD, squatter)).status).toBe(201);
    const [ownerCode, squatterCode] = codesTo(email);
    await expectOwnerWins(email, owner, ownerCode, squatter, squatterCode);
  });

  it('a client without the registration cookie verifies nothing, even with the right code', async () => {
    const email = uniqueEmail('cookieless');
    const owner = newClient();
    await register(email, PASSWORD, owner);
    const code = latestCode(email);
    await expectStatus(await verify(email, code, newClient()), 400, 'INVALID_OTP');
    expect((await verify(email, code, owner)).status).toBe(200);
  });

  it('a forged registration cookie, of any shape, is no client: it verifies nothing and resends nothing', async () => {
    const email = uniqueEmail('forged-cookie');
    const owner = newClient();
    await register(email, PASSWORD, owner);
    const code = latestCode(email);
    const [[name]] = [...owner.cookies];
    for (const value of ['A'.repeat(43), 'x', '', `${[...owner.cookies][0][1]}x`, '../../etc']) {
      const forged: Client = { cookies: new Map([[name, value]]) };
      await expectStatus(await verify(email, code, forged), 400, 'INVALID_OTP');
    }
    const mailed = mailsTo(email).length;
    await endCooldown(email);
    expect((await api.resend({ email }, { client: { cookies: new Map([[name, 'A'.repeat(43)]]) } })).status).toBe(200);
    expect(mailsTo(email)).toHaveLength(mailed);
    expect((await verify(email, code, owner)).status).toBe(200);
  });

  it('resend mails a new code for the caller’s own attempt and leaves everyone else’s code valid', async () => {
    const email = uniqueEmail('resend');
    const owner = newClient();
    const squatter = newClient();
    await register(email, PASSWORD, owner);
    const ownerCode = latestCode(email);
    await register(email, SQUATTER_PASSWORD, squatter);
    await endCooldown(email);
    const mailed = mailsTo(email).length;

    // The squatter's resend re-mails the squatter's attempt (to the owner's mailbox) and nothing else.
    expect((await api.resend({ email }, { client: squatter })).status).toBe(200);
    expect(mailsTo(email)).toHaveLength(mailed + 1);
    const squatterCode = latestCode(email);
    // A resend from a client with no attempt sends nothing, with the same answer.
    const stranger = await api.resend({ email }, { client: newClient() });
    expect(stranger.status).toBe(200);
    expect(mailsTo(email)).toHaveLength(mailed + 1);

    await expectStatus(await verify(email, squatterCode, owner), 400, 'INVALID_OTP');
    expect((await verify(email, ownerCode, owner)).status).toBe(200);

    // The owner's own resend, on an address now taken, sends no code.
    await endCooldown(email);
    expect((await api.resend({ email }, { client: owner })).status).toBe(200);
    expect(mailsTo(email)).toHaveLength(mailed + 1);
  });

  it('sign-in tells only the attempt’s own client, with its own password, that the code is awaited', async () => {
    const email = uniqueEmail('awaiting');
    const owner = newClient();
    await register(email, PASSWORD, owner);
    const body = await expectStatus(await api.login({ email, password: PASSWORD }, { client: owner }), 403, 'EMAIL_NOT_VERIFIED');
    expect(body.details).toMatchObject({ email, resend: 'POST /auth/resend-otp' });
    await expectStatus(await api.login({ email, password: 'Wr0ng!pass' }, { client: owner }), 401, 'INVALID_CREDENTIALS');
    await expectStatus(await api.login({ email, password: PASSWORD }, { client: newClient() }), 401, 'INVALID_CREDENTIALS');
  });

  it('the browser’s code sign-in (next-auth) verifies only with the attempt’s own cookie', async () => {
    const email = uniqueEmail('web');
    const owner = newClient();
    await register(email, PASSWORD, owner);
    const code = latestCode(email);
    const options = await getAuthOptions(new Request(BASE + '/api/auth/session'));
    const otp = options.providers.find((p) => (p as unknown as { options?: { id?: string } }).options?.id === 'otp') as unknown as {
      options: { authorize: (c: Record<string, string>, req: { headers: Record<string, string> }) => Promise<{ id: string }> };
    };
    const cookieOf = (c: Client) => [...c.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    await expect(otp.options.authorize({ email, otp: code }, { headers: { cookie: cookieOf(newClient()) } })).rejects.toThrow(/INVALID_OTP/);
    const user = await otp.options.authorize({ email, otp: code }, { headers: { cookie: cookieOf(owner) } });
    expect(user.id).toBe((await accountOf(email)).id);
  });

  it('an address an admin invited gets no sign-up code; the invitation still sets the password', async () => {
    const boss = await createAdmin();
    const email = uniqueEmail('invited');
    expect((await admin.createUser({ email, role: 'user' }, boss.token)).status).toBe(201);
    const invitation = latestCode(email, 'invitation');
    const squatter = newClient();
    expect((await register(email, SQUATTER_PASSWORD, squatter)).status).toBe(201);
    expect(mailsTo(email).at(-1)!.content).toContain('You already have an account');
    expect(codesTo(email)).toHaveLength(0);
    expect((await api.reset({ email, otp: invitation, password: PASSWORD })).status).toBe(200);
    expect((await api.login({ email, password: PASSWORD })).status).toBe(200);
    await expectStatus(await api.login({ email, password: SQUATTER_PASSWORD }), 401, 'INVALID_CREDENTIALS');
  });
});

describe('a personal API token reaches the API, not the account', () => {
  async function personalToken(signIn: string) {
    const created = await api.createToken({ name: 'ci' }, { token: signIn });
    expect(created.status).toBe(201);
    return (await created.json()).token as string;
  }

  it('generates, reads and manages history, statistics and the diff', async () => {
    const { token } = await createVerifiedUser(uniqueEmail('scripts'));
    const pat = await personalToken(token);
    await generateAs(pat, { projectName: 'by-token', framework: 'chi', features: [] });
    const page = await listAs(pat);
    expect(page.projects.map((p) => p.project_name)).toContain('by-token');
    expect((await history.stats(pat)).status).toBe(200);
    const get = await generateGet(new Request(`${BASE}/api/v1/generate?framework=gin&projectName=by-get`, { headers: { Authorization: `Bearer ${pat}` } }), {});
    expect(get.status).toBe(200);
    const diff = await postTo(diffRoute as never, '/api/v1/generate/diff', {
      from: { projectName: 'x', framework: 'gin', features: [] },
      to: { projectName: 'x', framework: 'gin', features: ['docker'] },
    }, { token: pat });
    expect(diff.status).toBe(200);
    expect((await history.delete(page.projects[0].id, pat)).status).toBe(200);
  });

  it('cannot mint or list tokens, change the password or preferences, sign out everywhere, or reach admin routes', async () => {
    const boss = await createAdmin(uniqueEmail('boss-pat'));
    const pat = await personalToken(boss.token);
    const db = await getDb();
    const [row] = await db.select({ id: authTokens.id }).from(authTokens).where(and(eq(authTokens.userId, boss.user.id), eq(authTokens.client, 'personal')));
    const mailsBefore = mailsTo(boss.email).length;
    const refusals = [
      await api.createToken({ name: 'forever', expiresInDays: 365 }, { token: pat }),
      await api.listTokens({ token: pat }),
      await api.revokeToken(row.id, { token: pat }),
      await api.preferences({ emailNotifications: false }, { token: pat }),
      await api.changePassword({ currentPassword: PASSWORD, newPassword: 'T4ken!owned' }, { token: pat }),
      await api.logoutAll({ token: pat }),
      await admin.users(pat),
      await admin.stats(pat),
      await admin.createUser({ email: uniqueEmail('minion'), role: 'admin' }, pat),
    ];
    for (const res of refusals) {
      const body = await expectStatus(res, 403, 'PERSONAL_TOKEN_NOT_ALLOWED');
      expect(body.message).toMatch(/personal API token/i);
    }
    expect(await (await admin.access(pat)).json()).toEqual({ has_admin_access: false });
    // Nothing changed: one personal token, the password, the preference, no new mail.
    const live = await db
      .select()
      .from(authTokens)
      .where(and(eq(authTokens.userId, boss.user.id), eq(authTokens.client, 'personal'), isNull(authTokens.revokedAt), gt(authTokens.expiresAt, new Date())));
    expect(live).toHaveLength(1);
    expect((await api.login({ email: boss.email, password: PASSWORD })).status).toBe(200);
    expect((await accountOf(boss.email)).emailNotifications).toBe(true);
    expect(mailsTo(boss.email)).toHaveLength(mailsBefore);
    // The owner's own sign-in still manages all of it.
    expect((await api.listTokens({ token: boss.token })).status).toBe(200);
  });
});

describe('the token ceiling under concurrency', () => {
  it('40 simultaneous creations leave exactly 20 live tokens', async () => {
    const { token, user } = await createVerifiedUser(uniqueEmail('race'));
    const answers = await Promise.all(Array.from({ length: 40 }, (_, i) => api.createToken({ name: `t${i}` }, { token })));
    const statuses = answers.map((r) => r.status).sort();
    expect(statuses.filter((s) => s === 201)).toHaveLength(20);
    expect(statuses.filter((s) => s === 409)).toHaveLength(20);
    const db = await getDb();
    const live = await db
      .select()
      .from(authTokens)
      .where(and(eq(authTokens.userId, user.id), eq(authTokens.client, 'personal'), isNull(authTokens.revokedAt)));
    expect(live).toHaveLength(20);
  });
});

describe('the Origin of a cookie session’s writes', () => {
  it('must match the site’s scheme, host and port', async () => {
    const { token, user } = await createVerifiedUser(uniqueEmail('origin'));
    const jwt = await encode({ token: { sub: user.id, apiToken: token }, secret: await getAuthSecret() });
    const session = `next-auth.session-token=${jwt}`;
    const prefs = (origin: string, tls = false) =>
      api.preferences({ emailNotifications: false }, { headers: { Cookie: session, Origin: origin, Host: 'localhost', ...(tls ? { [PEER_TLS_HEADER]: '1' } : {}) } });
    for (const origin of ['https://localhost', 'http://localhost:8080', 'http://localhost.evil.example', 'null']) {
      await expectStatus(await prefs(origin), 403, 'CROSS_SITE_REQUEST');
    }
    await expectStatus(await prefs('http://localhost', true), 403, 'CROSS_SITE_REQUEST');
    // A forwarded host counts only from trusted proxies (TRUSTED_PROXY_HOPS is 0 here): a client's own is ignored.
    const forwarded = await api.preferences(
      { emailNotifications: false },
      { headers: { Cookie: session, Origin: 'http://evil.example', Host: 'localhost', 'X-Forwarded-Host': 'evil.example', 'X-Forwarded-Proto': 'http' } },
    );
    await expectStatus(forwarded, 403, 'CROSS_SITE_REQUEST');
    expect((await accountOf(user.email)).emailNotifications).toBe(true);
    expect((await prefs('http://localhost')).status).toBe(200);
    expect((await prefs('https://localhost', true)).status).toBe(200);
  });
});
