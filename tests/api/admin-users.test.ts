// GET /api/admin/users and PUT /api/admin/users/{id}/role.
import { count } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { getDb, schema } from '@/db';
import { api, createVerifiedUser, PASSWORD, uniqueEmail } from '../utils/auth';
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
    await api.register({ email: `${tag}-b@example.com`, password: PASSWORD });
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

  it('pages: 25 and 50 per page, a page past the end is empty with the right totals', async () => {
    for (const size of ['10', '25', '50']) {
      const body = await (await admin.users(boss.token, { page_size: size })).json();
      expect(body.page_size).toBe(Number(size));
      expect(body.users.length).toBe(Math.min(Number(size), body.total));
    }
    const far = await (await admin.users(boss.token, { page: '9999' })).json();
    expect(far.users).toEqual([]);
    expect(far.page).toBe(9999);
    expect(far.total).toBeGreaterThan(0);
  });

  it.each(['3', '0', '11', '100', '-10', 'abc', '10.5', ''])('refuses page_size=%s with 400', async (size) => {
    const res = await admin.users(boss.token, { page_size: size });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ type: 'VALIDATION', code: 'INVALID_REQUEST' });
  });

  it.each(['0', '-1', 'x'])('refuses page=%s with 400', async (page) => {
    expect((await admin.users(boss.token, { page })).status).toBe(400);
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
