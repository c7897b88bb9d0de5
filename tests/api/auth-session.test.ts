// Tokens: /auth/me, /auth/logout, expiry and revocation, the browser session, and generations.
import crypto from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import { encode } from 'next-auth/jwt';
import { describe, expect, it } from 'vitest';
import { getDb, schema } from '@/db';
import { guestRowsWritten } from '@/lib/history/record';
import { POST as generateRoute } from '@/app/api/v1/generate/route';
import { getAuthOptions } from '@/lib/auth/next-auth';
import { getAuthSecret } from '@/lib/auth/secret';
import { PEER_ADDRESS_HEADER } from '@/lib/site/client-address';
import { api, createVerifiedUser, newClient, PASSWORD, postTo, uniqueEmail } from '../utils/auth';
import { BASE } from '../utils/http';

const { authTokens, users, generations } = schema;

async function expectError(res: Response, status: number, code?: string) {
  expect(res.status).toBe(status);
  const body = await res.json();
  expect(typeof body.message).toBe('string');
  if (code) expect(body.code).toBe(code);
  return body;
}

const sha256 = (s: string) => crypto.createHash('sha256').update(s).digest('hex');

const authOptions = () => getAuthOptions(new Request(BASE + '/api/auth/session'));

/** A next-auth credentials provider by the id it was given. */
async function provider(id: string) {
  return (await authOptions()).providers.find((p) => (p as unknown as { options?: { id?: string } }).options?.id === id);
}

/** A browser session cookie as next-auth writes it, wrapping `apiToken`. */
async function sessionCookie(apiToken: string, userId: string) {
  const jwt = await encode({ token: { sub: userId, apiToken }, secret: await getAuthSecret() });
  return `next-auth.session-token=${jwt}`;
}

describe('GET /auth/me', () => {
  it("answers 401 'No authentication token found' without a token", async () => {
    for (const headers of <Record<string, string>[]>[{}, { Authorization: 'Bearer ' }, { Authorization: 'Bearer null' }, { Authorization: 'Bearer undefined' }, { Authorization: 'Basic abc' }]) {
      const res = await api.me({ headers });
      const body = await expectError(res, 401, 'NO_TOKEN');
      expect(body.message).toBe('No authentication token found');
      expect(res.headers.get('www-authenticate')).toBe('Bearer');
    }
  });

  it('answers the user behind the token: id, email, name, role, createdAt, projectsCount, planType', async () => {
    const { email, token, user } = await createVerifiedUser(uniqueEmail('me'));
    const res = await api.me({ token });
    expect(res.status).toBe(200);
    const me = await res.json();
    expect(me).toEqual({
      id: user.id,
      email,
      name: email.split('@')[0],
      role: 'user',
      isVerified: true,
      createdAt: expect.any(String),
      projectsCount: 0,
      planType: 'Free',
      emailNotifications: true,
    });
    expect(Date.now() - new Date(me.createdAt).getTime()).toBeLessThan(60_000);
  });

  it('refuses garbage, unknown and expired tokens with 401', async () => {
    for (const token of ['garbage', 'gst_short', `gst_${'A'.repeat(43)}`, 'x'.repeat(5000), '"; drop table users; --']) {
      await expectError(await api.me({ token }), 401, 'INVALID_TOKEN');
    }
    const { token } = await createVerifiedUser(uniqueEmail('expiring'));
    const db = await getDb();
    await db.update(authTokens).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(authTokens.tokenHash, sha256(token)));
    await expectError(await api.me({ token }), 401, 'INVALID_TOKEN');
  });

  it('stores tokens only as hashes', async () => {
    const { token, user } = await createVerifiedUser(uniqueEmail('hashed'));
    const db = await getDb();
    const rows = await db.select().from(authTokens).where(eq(authTokens.userId, user.id));
    expect(rows).toHaveLength(1);
    expect(rows[0].tokenHash).toBe(sha256(token));
    expect(JSON.stringify(rows)).not.toContain(token.slice(4));
  });

  it('reads the role from the database on every request, not from the token', async () => {
    const { token, user } = await createVerifiedUser(uniqueEmail('promoted'));
    const db = await getDb();
    await db.update(users).set({ role: 'admin' }).where(eq(users.id, user.id));
    expect((await (await api.me({ token })).json()).role).toBe('admin');
    await db.update(users).set({ role: 'user' }).where(eq(users.id, user.id));
    expect((await (await api.me({ token })).json()).role).toBe('user');
  });

  it("gives each token its own user: another user's token never reaches this account", async () => {
    const a = await createVerifiedUser(uniqueEmail('alice'));
    const b = await createVerifiedUser(uniqueEmail('bob'));
    expect((await (await api.me({ token: a.token })).json()).email).toBe(a.email);
    expect((await (await api.me({ token: b.token })).json()).email).toBe(b.email);
    // Bob signing out leaves Alice signed in.
    expect((await api.logout({ token: b.token })).status).toBe(200);
    expect((await api.me({ token: a.token })).status).toBe(200);
    await expectError(await api.me({ token: b.token }), 401, 'INVALID_TOKEN');
  });
});

describe('POST /auth/logout', () => {
  it('revokes the token it is called with, and only that one', async () => {
    const { email, token } = await createVerifiedUser(uniqueEmail('logout'));
    const second = (await (await api.login({ email, password: PASSWORD })).json()).token as string;
    const res = await api.logout({ token });
    expect(res.status).toBe(200);
    expect((await res.json()).message).toBe('Logged out');
    await expectError(await api.me({ token }), 401, 'INVALID_TOKEN');
    await expectError(await api.logout({ token }), 401, 'INVALID_TOKEN');
    expect((await api.me({ token: second })).status).toBe(200);
    const db = await getDb();
    const [row] = await db.select().from(authTokens).where(eq(authTokens.tokenHash, sha256(token)));
    expect(row.revokedAt).not.toBeNull();
  });

  it("answers 401 'No authentication token found' without a token", async () => {
    const body = await expectError(await api.logout(), 401, 'NO_TOKEN');
    expect(body.message).toBe('No authentication token found');
  });
});

describe('browser session', () => {
  it('authenticates API calls with the session cookie, and stops once its token is revoked', async () => {
    const { token, user, email } = await createVerifiedUser(uniqueEmail('cookie'));
    const cookie = await sessionCookie(token, user.id);
    const me = await api.me({ headers: { Cookie: cookie } });
    expect(me.status).toBe(200);
    expect((await me.json()).email).toBe(email);

    // A cross-site page cannot use the cookie to change anything.
    await expectError(await api.logout({ headers: { Cookie: cookie, Origin: 'https://evil.example', Host: 'localhost' } }), 403, 'CROSS_SITE_REQUEST');
    expect((await api.me({ headers: { Cookie: cookie } })).status).toBe(200);

    expect((await api.logout({ headers: { Cookie: cookie, Origin: BASE, Host: 'localhost' } })).status).toBe(200);
    await expectError(await api.me({ headers: { Cookie: cookie } }), 401, 'SESSION_EXPIRED');
  });

  it('refuses a session cookie signed with another secret', async () => {
    const { token, user } = await createVerifiedUser(uniqueEmail('forged'));
    const jwt = await encode({ token: { sub: user.id, apiToken: token }, secret: crypto.randomBytes(32).toString('hex') });
    await expectError(await api.me({ headers: { Cookie: `next-auth.session-token=${jwt}` } }), 401, 'SESSION_EXPIRED');
  });

  it('signs in through next-auth with the same rules, and signing out revokes the token', async () => {
    const { email } = await createVerifiedUser(uniqueEmail('web'));
    const options = await authOptions();
    const password = (await provider('password')) as unknown as {
      options: { authorize: (c: Record<string, string>, req: { headers: Record<string, string> }) => Promise<{ id: string; apiToken: string }> };
    };
    const req = { headers: { [PEER_ADDRESS_HEADER]: '10.200.0.1' } };

    await expect(password.options.authorize({ email, password: 'Wr0ng!pass' }, req)).rejects.toThrow(/"code":"INVALID_CREDENTIALS"/);
    const user = await password.options.authorize({ email: email.toUpperCase(), password: PASSWORD }, req);
    expect(user.apiToken).toMatch(/^gst_/);

    const db = await getDb();
    const [row] = await db.select().from(authTokens).where(eq(authTokens.tokenHash, sha256(user.apiToken)));
    expect(row.client).toBe('web');

    // Each read of the session checks the token; the session object never carries it.
    const jwt = await options.callbacks!.jwt!({ token: { sub: user.id, apiToken: user.apiToken }, user: undefined as never, account: null });
    expect(jwt.email).toBe(email);
    const session = await options.callbacks!.session!({ session: { expires: 'x', user: {} }, token: jwt } as never);
    expect(JSON.stringify(session)).not.toContain(user.apiToken);
    expect(session.user).toMatchObject({ id: user.id, email, role: 'user' });

    await options.events!.signOut!({ token: jwt, session: undefined as never });
    const [after] = await db.select().from(authTokens).where(and(eq(authTokens.tokenHash, sha256(user.apiToken)), isNull(authTokens.revokedAt)));
    expect(after).toBeUndefined();
    await expect(options.callbacks!.jwt!({ token: jwt, user: undefined as never, account: null })).rejects.toThrow();
  });

  it('refuses an unverified account through next-auth too', async () => {
    const email = uniqueEmail('webpending');
    const client = newClient();
    await api.register({ email, password: PASSWORD }, { client });
    const credentials = (await provider('password')) as unknown as {
      options: { authorize: (c: Record<string, string>, req: { headers: Record<string, string> }) => Promise<unknown> };
    };
    const cookie = [...client.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    await expect(credentials.options.authorize({ email, password: PASSWORD }, { headers: { cookie } })).rejects.toThrow(/EMAIL_NOT_VERIFIED/);
    await expect(credentials.options.authorize({ email, password: PASSWORD }, { headers: {} })).rejects.toThrow(/INVALID_CREDENTIALS/);
  });
});

describe('generations of signed-in users', () => {
  const generate = (opts: { token?: string; cookie?: string } = {}) =>
    postTo(generateRoute as never, '/api/v1/generate', { projectName: 'mine', framework: 'gin', features: [] }, {
      token: opts.token,
      headers: opts.cookie ? { Cookie: opts.cookie } : {},
    });

  it('records the user of a signed-in generation and counts it in projectsCount', async () => {
    const { token, user } = await createVerifiedUser(uniqueEmail('maker'));
    expect((await generate({ token })).status).toBe(200);
    expect((await generate({ cookie: await sessionCookie(token, user.id) })).status).toBe(200);
    const db = await getDb();
    const rows = await db.select().from(generations).where(eq(generations.userId, user.id));
    expect(rows).toHaveLength(2);
    expect((await (await api.me({ token })).json()).projectsCount).toBe(2);
  });

  it('records guests without a user, and refuses an invalid bearer token', async () => {
    const db = await getDb();
    // Written behind the answer: read once the rows on their way are written, as the admin's pages do.
    const guestRows = async () => {
      await guestRowsWritten();
      return (await db.select({ id: generations.id }).from(generations).where(isNull(generations.userId))).length;
    };
    const before = await guestRows();
    expect((await generate()).status).toBe(200);
    expect(await guestRows()).toBe(before + 1);
    await expectError(await generate({ token: 'gst_not-a-real-token' }), 401, 'INVALID_TOKEN');
    expect(await guestRows()).toBe(before + 1);
  });
});
