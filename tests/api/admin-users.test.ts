// GET and POST /api/admin/users, PUT /api/admin/users/{id}/role.
import { count, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { getDb, schema } from '@/db';
import { api, createVerifiedUser, latestCode, mailsTo, PASSWORD, uniqueEmail } from '../utils/auth';
import { admin, createAdmin, roleOf, type Signed } from '../utils/admin';
import { generateAs } from '../utils/history';

let boss: Signed;

beforeAll(async () => {
  boss = await createAdmin();
});

const SELF_DEMOTION = 'You cannot remove your own admin privileges. Ask another admin to change your role.';

describe('GET /api/admin/users', () => {
  it('answers a page with the spec’s fields, newest first, totals matching the database', async () => {
    const older = await createVerifiedUser(uniqueEmail('older'));
    const newer = await createVerifiedUser(uniqueEmail('newer'));
    await generateAs(newer.token, { projectName: 'counted-one', framework: 'gin', features: [] });
    await generateAs(newer.token, { projectName: 'counted-two', framework: 'echo', features: ['docker'] });

    const res = await admin.users(boss.token);
    expect(res.status).toBe(200);
    const body = await res.json();
    const db = await getDb();
    const [{ n }] = await db.select({ n: count() }).from(schema.users);
    expect(body).toMatchObject({ page: 1, page_size: 10, total: n, total_pages: Math.ceil(n / 10) });
    expect(Object.keys(body).sort()).toEqual(['page', 'page_size', 'total', 'total_pages', 'users']);
    expect(body.users.length).toBe(Math.min(10, n));
    const created = body.users.map((u: { created_at: string }) => Date.parse(u.created_at));
    expect([...created].sort((a, b) => b - a)).toEqual(created);
    expect(body.users[0]).toEqual({
      id: newer.user.id,
      email: newer.email,
      role: 'user',
      is_verified: true,
      created_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      projects_count: 2,
    });
    expect(body.users[1]).toMatchObject({ id: older.user.id, projects_count: 0 });
  });

  it('searches by part of the e-mail, any case, and reports unverified accounts', async () => {
    const tag = `srch${Date.now().toString(36)}`;
    const a = await createVerifiedUser(`${tag}-a@example.com`);
    // An account an admin invited is unverified until its owner sets a password; a sign-up not verified is no account.
    expect((await admin.createUser({ email: `${tag}-b@example.com`, role: 'user' }, boss.token)).status).toBe(201);
    await api.register({ email: `${tag}-c@example.com`, password: PASSWORD });
    const body = await (await admin.users(boss.token, { search: tag.toUpperCase(), page_size: '25' })).json();
    expect(body.total).toBe(2);
    expect(body.total_pages).toBe(1);
    const byEmail = Object.fromEntries(body.users.map((u: { email: string; is_verified: boolean }) => [u.email, u.is_verified]));
    expect(byEmail).toEqual({ [a.email]: true, [`${tag}-b@example.com`]: false });
    // LIKE wildcards are matched as typed.
    expect((await (await admin.users(boss.token, { search: '%' })).json()).total).toBe(0);
    // An empty search is no search.
    expect((await (await admin.users(boss.token, { search: '' })).json()).total).toBeGreaterThan(2);
  });

  it('pages: any size from 1 to 100 (the dashboard offers 10, 25, 50; the admin test page asks for 3), a page past the end is empty with the right totals', async () => {
    await createVerifiedUser(uniqueEmail('paging'));
    await createVerifiedUser(uniqueEmail('paging'));
    for (const size of ['1', '3', '10', '25', '50', '100']) {
      const body = await (await admin.users(boss.token, { page_size: size })).json();
      expect(body.page_size).toBe(Number(size));
      expect(body.users.length).toBe(Math.min(Number(size), body.total));
      expect(body.total_pages).toBe(Math.ceil(body.total / Number(size)));
    }
    // Page 2 of size 1 is the second newest account.
    const [first, second] = (await (await admin.users(boss.token, { page_size: '2' })).json()).users;
    const page2 = await (await admin.users(boss.token, { page: '2', page_size: '1' })).json();
    expect(page2.users.map((u: { id: string }) => u.id)).toEqual([second.id]);
    expect(first.id).not.toBe(second.id);
    const far = await (await admin.users(boss.token, { page: '9999' })).json();
    expect(far.users).toEqual([]);
    expect(far.page).toBe(9999);
    expect(far.total).toBeGreaterThan(0);
  });

  it.each(['0', '101', '1000', '-10', 'abc', '10.5', ''])('refuses page_size=%s with 400', async (size) => {
    const res = await admin.users(boss.token, { page_size: size });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ type: 'VALIDATION', code: 'INVALID_REQUEST' });
  });

  it.each(['0', '-1', 'x'])('refuses page=%s with 400', async (page) => {
    expect((await admin.users(boss.token, { page })).status).toBe(400);
  });
});

const INVITATION_SUBJECT = 'You have been invited to Gostarter';
const NEW_PASSWORD = 'Inv1ted!pass';

async function userRow(email: string) {
  const db = await getDb();
  const [row] = await db.select().from(schema.users).where(eq(schema.users.email, email));
  return row;
}

describe('POST /api/admin/users', () => {
  it('creates an unverified account with the user role and no password, listed at once', async () => {
    const email = uniqueEmail('added');
    const res = await admin.createUser({ email }, boss.token);
    expect(res.status).toBe(201);
    const body = await res.json();
    expect(body).toEqual({
      user: { id: expect.any(String), email, role: 'user', is_verified: false, created_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/), projects_count: 0 },
      message: `${email} was added as a user. An invitation to set a password is on its way to this address.`,
    });
    const row = await userRow(email);
    expect(row).toMatchObject({ id: body.user.id, role: 'user', passwordHash: null, emailVerifiedAt: null });

    const list = await (await admin.users(boss.token, { search: email })).json();
    expect(list.users).toEqual([body.user]);

    // No password: nothing signs in, not even an empty one.
    for (const password of [PASSWORD, 'x']) {
      const login = await api.login({ email, password });
      expect(login.status).toBe(401);
      expect((await login.json()).code).toBe('INVALID_CREDENTIALS');
    }
  });

  it('stores the address trimmed and in lower case, and the role asked for', async () => {
    const email = uniqueEmail('added-admin');
    const res = await admin.createUser({ email: `  ${email.toUpperCase()} `, role: 'admin' }, boss.token);
    expect(res.status).toBe(201);
    expect((await res.json()).user).toMatchObject({ email, role: 'admin', is_verified: false });
    expect(await roleOf((await userRow(email)).id)).toBe('admin');
  });

  it('mails the owner an invitation: the code and a link to the reset page with the address', async () => {
    const email = uniqueEmail('invited');
    expect((await admin.createUser({ email }, boss.token)).status).toBe(201);
    const mails = mailsTo(email);
    expect(mails).toHaveLength(1);
    const { content } = mails[0];
    expect(content).toContain(`Subject: ${INVITATION_SUBJECT}`);
    expect(content).toMatch(/invitation code is: \d{6}/);
    expect(content).toContain(`http://localhost/forgot-password?email=${encodeURIComponent(email)}`);
    expect(content).toContain(`href="http://localhost/forgot-password?email=${encodeURIComponent(email)}"`);
    expect(content).toContain('valid for 10 minutes');
  });

  it('setting a password with the code verifies the account and makes it usable', async () => {
    const email = uniqueEmail('onboard');
    await admin.createUser({ email, role: 'admin' }, boss.token);
    const otp = latestCode(email, 'invitation');

    const reset = await api.reset({ email, otp, password: NEW_PASSWORD });
    expect(reset.status).toBe(200);
    // The answer says it was the account's first password: the sign-in page greets its owner as new.
    expect((await reset.json()).firstPassword).toBe(true);
    const row = await userRow(email);
    expect(row.emailVerifiedAt).toBeInstanceOf(Date);
    expect(row.passwordHash).not.toBeNull();
    expect(row.role).toBe('admin');
    // A first password is not a reset: no "your password was reset" notice.
    expect(mailsTo(email)).toHaveLength(1);
    // The code is used up.
    expect((await api.reset({ email, otp, password: NEW_PASSWORD })).status).toBe(400);

    const login = await api.login({ email, password: NEW_PASSWORD });
    expect(login.status).toBe(200);
    const { token, user } = await login.json();
    expect(user).toMatchObject({ email, isVerified: true, role: 'admin' });
    expect(await (await admin.access(token)).json()).toEqual({ has_admin_access: true });
    const listed = (await (await admin.users(boss.token, { search: email })).json()).users[0];
    expect(listed).toMatchObject({ email, is_verified: true });
  });

  it('an expired invitation is renewed on the reset page; registering the address does not replace the code', async () => {
    const email = uniqueEmail('renew');
    await admin.createUser({ email }, boss.token);
    const invitation = latestCode(email, 'invitation');

    // Registering the address changes nothing: the owner is told the account exists, the code still works.
    expect((await api.register({ email, password: PASSWORD })).status).toBe(201);
    expect((await userRow(email)).passwordHash).toBeNull();
    expect(latestCode(email, 'invitation')).toBe(invitation);
    // A verification code is never sent to it: verify-otp refuses the invitation code.
    expect((await api.verify({ email, otp: invitation })).status).toBe(400);

    // After the cooldown, "Send reset code" mails a new code, which replaces the invitation's.
    const db = await getDb();
    await db.delete(schema.rateLimits).where(eq(schema.rateLimits.key, `otp-send:${email}`));
    expect((await api.forgot({ email })).status).toBe(202);
    const fresh = latestCode(email, 'password reset');
    expect((await api.reset({ email, otp: fresh, password: NEW_PASSWORD })).status).toBe(200);
    expect((await api.login({ email, password: NEW_PASSWORD })).status).toBe(200);
  });

  it('answers 409 for an address that has an account, verified or invited, in any case, and mails nobody', async () => {
    const existing = await createVerifiedUser(uniqueEmail('taken'));
    const before = mailsTo(existing.email).length;
    for (const email of [existing.email, existing.email.toUpperCase()]) {
      const res = await admin.createUser({ email, role: 'admin' }, boss.token);
      expect(res.status).toBe(409);
      expect(await res.json()).toEqual({
        type: 'CONFLICT',
        code: 'USER_EXISTS',
        message: `An account with the e-mail ${existing.email} already exists.`,
        details: null,
      });
    }
    expect(mailsTo(existing.email)).toHaveLength(before);
    expect(await roleOf(existing.user.id)).toBe('user');

    const invited = uniqueEmail('twice');
    expect((await admin.createUser({ email: invited }, boss.token)).status).toBe(201);
    expect((await admin.createUser({ email: invited }, boss.token)).status).toBe(409);
    expect(mailsTo(invited)).toHaveLength(1);
  });

  it('refuses a bad e-mail, a bad role and a body that is not JSON (400), creating nothing', async () => {
    const db = await getDb();
    const [{ n: before }] = await db.select({ n: count() }).from(schema.users);
    for (const body of [{ email: 'not-an-email' }, { email: '' }, {}, { email: null }, { email: 'a@b' }, { email: `${'x'.repeat(250)}@example.com` }, { email: uniqueEmail('role'), role: 'owner' }, '{"email":']) {
      const res = await admin.createUser(body, boss.token);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect((await res.json()).type).toBe('VALIDATION');
    }
    const [{ n: after }] = await db.select({ n: count() }).from(schema.users);
    expect(after).toBe(before);
  });

  it('refuses a user who is not an admin (403) and a guest (401)', async () => {
    const member = await createVerifiedUser();
    const email = uniqueEmail('not-created');
    const forbidden = await admin.createUser({ email }, member.token);
    expect(forbidden.status).toBe(403);
    expect(await forbidden.json()).toMatchObject({ type: 'FORBIDDEN', message: 'Admin access required' });
    const guest = await admin.createUser({ email });
    expect(guest.status).toBe(401);
    expect(await guest.json()).toMatchObject({ type: 'UNAUTHORIZED', message: 'No authentication token found' });
    expect(await userRow(email)).toBeUndefined();
    expect(mailsTo(email)).toHaveLength(0);
  });
});

describe('PUT /api/admin/users/{id}/role', () => {
  it('promotes a user: the change shows on their next request, with the same token', async () => {
    const u = await createVerifiedUser();
    expect((await admin.stats(u.token)).status).toBe(403);
    expect(await (await admin.access(u.token)).json()).toEqual({ has_admin_access: false });

    const res = await admin.setRole(u.user.id, { role: 'admin' }, boss.token);
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body).toMatchObject({ changed: true, previous_role: 'user', user: { id: u.user.id, email: u.email, role: 'admin' } });
    expect(await roleOf(u.user.id)).toBe('admin');

    // Same token, next request: admin.
    expect(await (await admin.access(u.token)).json()).toEqual({ has_admin_access: true });
    expect((await admin.stats(u.token)).status).toBe(200);
    expect((await (await api.me({ token: u.token })).json()).role).toBe('admin');

    // And back: the next request is refused again, and the demoted user can no longer change roles.
    const back = await admin.setRole(u.user.id, { role: 'user' }, boss.token);
    expect(back.status).toBe(200);
    expect((await back.json()).changed).toBe(true);
    expect((await admin.stats(u.token)).status).toBe(403);
    expect(await (await admin.access(u.token)).json()).toEqual({ has_admin_access: false });
    const other = await createVerifiedUser();
    expect((await admin.setRole(other.user.id, { role: 'admin' }, u.token)).status).toBe(403);
    expect(await roleOf(other.user.id)).toBe('user');
  });

  it('does nothing when the user already has the role', async () => {
    const u = await createVerifiedUser();
    const res = await admin.setRole(u.user.id, { role: 'user' }, boss.token);
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ changed: false, previous_role: 'user', user: { role: 'user' } });
    // An admin keeping their own admin role is fine too.
    const self = await admin.setRole(boss.user.id, { role: 'admin' }, boss.token);
    expect(self.status).toBe(200);
    expect((await self.json()).changed).toBe(false);
  });

  it('refuses an admin demoting themself, and changes nothing', async () => {
    const res = await admin.setRole(boss.user.id, { role: 'user' }, boss.token);
    expect(res.status).toBe(403);
    expect(await res.json()).toMatchObject({ type: 'FORBIDDEN', code: 'CANNOT_DEMOTE_SELF', message: SELF_DEMOTION });
    expect(await roleOf(boss.user.id)).toBe('admin');
    expect((await admin.stats(boss.token)).status).toBe(200);
  });

  it('lets another admin demote an admin', async () => {
    const second = await createAdmin();
    const res = await admin.setRole(second.user.id, { role: 'user' }, boss.token);
    expect(res.status).toBe(200);
    expect(await roleOf(second.user.id)).toBe('user');
  });

  it('keeps one admin when two admins demote each other at the same moment', async () => {
    const a = await createAdmin();
    const b = await createAdmin();
    const [ra, rb] = await Promise.all([admin.setRole(b.user.id, { role: 'user' }, a.token), admin.setRole(a.user.id, { role: 'user' }, b.token)]);
    expect([ra.status, rb.status].sort()).toEqual([200, 403]);
    const roles = [await roleOf(a.user.id), await roleOf(b.user.id)];
    expect(roles.filter((r) => r === 'admin')).toHaveLength(1);
  });

  it('answers 404 for an unknown or malformed id', async () => {
    const unknown = await admin.setRole('00000000-0000-4000-8000-000000000000', { role: 'admin' }, boss.token);
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toMatchObject({ type: 'NOT_FOUND', code: 'USER_NOT_FOUND' });
    for (const id of ['not-a-uuid', '123', "1' or '1'='1"]) expect((await admin.setRole(id, { role: 'admin' }, boss.token)).status).toBe(404);
  });

  it('refuses a role other than user or admin, and a body that is not JSON (400)', async () => {
    const u = await createVerifiedUser();
    for (const body of [{ role: 'superuser' }, { role: 'ADMIN' }, {}, { role: null }, '{"role":']) {
      const res = await admin.setRole(u.user.id, body, boss.token);
      expect(res.status).toBe(400);
      expect((await res.json()).type).toBe('VALIDATION');
    }
    expect(await roleOf(u.user.id)).toBe('user');
  });
});
