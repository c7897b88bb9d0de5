// Every admin route: admins get an answer, signed-in users 403, callers without a token 401.
import { beforeAll, describe, expect, it } from 'vitest';
import { createVerifiedUser } from '../utils/auth';
import { admin, createAdmin, type Signed } from '../utils/admin';

let boss: Signed;
let plain: Signed;

beforeAll(async () => {
  boss = await createAdmin();
  plain = await createVerifiedUser();
});

const GETS = ['users', 'stats', 'analytics', 'projects', 'system', 'exportUsers', 'exportProjects', 'exportAll'] as const;

describe('admin routes', () => {
  it.each(GETS)('GET %s: 200 for an admin, 403 for a user, 401 without a token', async (name) => {
    const ok = await admin[name](boss.token);
    expect(ok.status, await ok.clone().text()).toBe(200);
    expect(ok.headers.get('cache-control')).toContain('no-store');

    const user = await admin[name](plain.token);
    expect(user.status).toBe(403);
    expect(await user.json()).toMatchObject({ type: 'FORBIDDEN', message: 'Admin access required' });

    const guest = await admin[name](undefined);
    expect(guest.status).toBe(401);
    expect(await guest.json()).toMatchObject({ type: 'UNAUTHORIZED', message: 'No authentication token found' });

    expect((await admin[name]('gst_not-a-real-token')).status).toBe(401);
  });

  it('PUT users/{id}/role: 403 for a user (nothing changes), 401 without a token', async () => {
    const target = await createVerifiedUser();
    const user = await admin.setRole(target.user.id, { role: 'admin' }, plain.token);
    expect(user.status).toBe(403);
    const self = await admin.setRole(plain.user.id, { role: 'admin' }, plain.token);
    expect(self.status).toBe(403);
    const guest = await admin.setRole(target.user.id, { role: 'admin' });
    expect(guest.status).toBe(401);
    expect(await guest.json()).toMatchObject({ message: 'No authentication token found' });
    expect((await (await admin.users(boss.token, { search: target.email })).json()).users[0].role).toBe('user');
    expect((await (await admin.users(boss.token, { search: plain.email })).json()).users[0].role).toBe('user');
  });

  it('GET access: a boolean for any signed-in user, 401 without a token', async () => {
    const a = await admin.access(boss.token);
    expect(a.status).toBe(200);
    expect(await a.json()).toEqual({ has_admin_access: true });
    const u = await admin.access(plain.token);
    expect(u.status).toBe(200);
    expect(await u.json()).toEqual({ has_admin_access: false });
    const g = await admin.access(undefined);
    expect(g.status).toBe(401);
    expect(await g.json()).toMatchObject({ type: 'UNAUTHORIZED', message: 'No authentication token found' });
  });

  it('GET /api/health: public, with the database status and latency', async () => {
    const res = await admin.health(undefined);
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body).toMatchObject({ status: expect.stringMatching(/^(ok|degraded)$/), database: { status: expect.stringMatching(/^(up|degraded)$/) } });
    expect(typeof body.database.latency_ms).toBe('number');
    expect(body.database.latency_ms).toBeGreaterThanOrEqual(0);
    expect(JSON.stringify(body)).not.toMatch(/version|instance/);
  });

  it('GET system: the real state of the API, the database and the file storage', async () => {
    const body = await (await admin.system(boss.token)).json();
    expect(body.status).toMatch(/^(ok|degraded)$/);
    expect(body.api).toMatchObject({ status: 'up', node_version: process.version });
    // Uptime counts from the start of the server's process, not from the first request that loaded the check.
    const processStart = Date.now() - process.uptime() * 1000;
    expect(Math.abs(Date.parse(body.api.started_at) - processStart)).toBeLessThan(1000);
    expect(Math.abs(body.api.uptime_seconds - process.uptime())).toBeLessThan(1.5);
    expect(body.database).toMatchObject({ status: expect.stringMatching(/^(up|degraded)$/), driver: process.env.DATABASE_URL ? 'postgresql' : 'pglite' });
    expect(body.database.size_bytes).toBeGreaterThan(0);
    expect(body.database.server_version).toMatch(/^\d+/);
    expect(body.storage).toMatchObject({ status: expect.stringMatching(/^(up|degraded)$/), backend: 'database' });
    expect(typeof body.storage.latency_ms).toBe('number');
  });
});
