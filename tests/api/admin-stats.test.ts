// GET /api/admin/stats, /api/admin/analytics and /api/admin/projects: figures computed from the data.
import { count, eq, isNotNull, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { getDb, schema } from '@/db';
import { api, createVerifiedUser, PASSWORD, uniqueEmail } from '../utils/auth';
import { admin, createAdmin, type Signed } from '../utils/admin';
import { generateAs, history, listAs } from '../utils/history';

let boss: Signed;

beforeAll(async () => {
  boss = await createAdmin();
});

async function stats() {
  const res = await admin.stats(boss.token);
  expect(res.status).toBe(200);
  return res.json();
}

describe('GET /api/admin/stats', () => {
  it('counts users and projects as the database holds them', async () => {
    const body = await stats();
    expect(Object.keys(body).sort()).toEqual(
      ['admin_users', 'recent_users', 'regular_users', 'total_projects', 'total_users', 'verification_rate', 'verified_users'].sort(),
    );
    const db = await getDb();
    const [{ users }] = await db.select({ users: count() }).from(schema.users);
    const [{ verified }] = await db.select({ verified: count() }).from(schema.users).where(isNotNull(schema.users.emailVerifiedAt));
    const [{ admins }] = await db.select({ admins: count() }).from(schema.users).where(eq(schema.users.role, 'admin'));
    const [{ projects }] = await db.select({ projects: count() }).from(schema.generations);
    const [{ recent }] = await db
      .select({ recent: count() })
      .from(schema.users)
      .where(sql`${schema.users.createdAt} >= now() - interval '7 days'`);
    expect(body).toEqual({
      total_users: users,
      verified_users: verified,
      admin_users: admins,
      regular_users: users - admins,
      recent_users: recent,
      total_projects: projects,
      verification_rate: Math.round((verified / users) * 1000) / 10,
    });
  });

  it('moves with new accounts, verifications, promotions and projects (guests’ included), not with unverified sign-ups', async () => {
    const before = await stats();
    // A registration not yet verified is no account; an account an admin invited is one, unverified.
    await api.register({ email: uniqueEmail('pending'), password: PASSWORD });
    expect((await admin.createUser({ email: uniqueEmail('invited'), role: 'user' }, boss.token)).status).toBe(201);
    const u = await createVerifiedUser();
    await admin.setRole(u.user.id, { role: 'admin' }, boss.token);
    await generateAs(u.token, { projectName: 'stats-user', framework: 'fiber', features: ['docker'] });
    await generateAs(undefined, { projectName: 'stats-guest', framework: 'gin', features: [] });
    const after = await stats();
    expect(after.total_users - before.total_users).toBe(2);
    expect(after.verified_users - before.verified_users).toBe(1);
    expect(after.admin_users - before.admin_users).toBe(1);
    expect(after.regular_users - before.regular_users).toBe(1);
    expect(after.recent_users - before.recent_users).toBe(2);
    expect(after.total_projects - before.total_projects).toBe(2);
    expect(after.verification_rate).toBe(Math.round((after.verified_users / after.total_users) * 1000) / 10);
    // One decimal.
    expect(Math.round(after.verification_rate * 10)).toBe(after.verification_rate * 10);
  });
});

describe('GET /api/admin/analytics', () => {
  it('computes framework shares and feature use over every project', async () => {
    const u = await createVerifiedUser();
    await generateAs(u.token, { projectName: 'an-one', framework: 'echo', features: ['postgresql', 'docker'] });
    await generateAs(undefined, { projectName: 'an-two', framework: 'echo', features: ['docker'] });

    const body = await (await admin.analytics(boss.token)).json();
    const db = await getDb();
    const frameworks = await db
      .select({ framework: schema.generations.framework, n: count() })
      .from(schema.generations)
      .groupBy(schema.generations.framework);
    const total = frameworks.reduce((s, r) => s + r.n, 0);
    expect(body.total_projects).toBe(total);
    expect(body.frameworks).toHaveLength(frameworks.length);
    for (const f of frameworks) {
      expect(body.frameworks).toContainEqual({ framework: f.framework, count: f.n, percent: Math.round((f.n / total) * 1000) / 10 });
    }
    const counts = body.frameworks.map((f: { count: number }) => f.count);
    expect([...counts].sort((a, b) => b - a)).toEqual(counts);
    const shareSum = body.frameworks.reduce((s: number, f: { percent: number }) => s + f.percent, 0);
    expect(Math.abs(shareSum - 100)).toBeLessThan(0.5);

    const [{ docker }] = await db
      .select({ docker: count() })
      .from(schema.generations)
      .where(sql`${schema.generations.features} @> '["docker"]'::jsonb`);
    const dockerRow = body.top_features.find((f: { feature: string }) => f.feature === 'docker');
    expect(dockerRow).toEqual({ feature: 'docker', count: docker, percent: Math.round((docker / total) * 1000) / 10 });
    expect(body.top_features.length).toBeLessThanOrEqual(10);
    expect(body.top_features.map((f: { feature: string }) => f.feature)).not.toContain('echo');

    const [{ signedIn }] = await db.select({ signedIn: count() }).from(schema.generations).where(isNotNull(schema.generations.userId));
    expect(body.projects_by_owner).toEqual({ signed_in: signedIn, anonymous: total - signedIn });
    expect(body.daily_projects).toHaveLength(30);
    expect(body.daily_projects.at(-1).date).toBe(new Date().toISOString().slice(0, 10));
    expect(body.daily_projects.at(-1).count).toBeGreaterThanOrEqual(2);
    expect(body.average_generation_ms).toBeGreaterThanOrEqual(0);
    expect(body.average_zip_size).toBeGreaterThan(0);
  });
});

describe('GET /api/admin/projects', () => {
  it('lists every owner’s projects newest first, with owner e-mails and guests marked', async () => {
    const u = await createVerifiedUser();
    const tag = `own${Date.now().toString(36)}`;
    await generateAs(u.token, { projectName: `${tag}-mine`, framework: 'gin', features: ['postgresql', 'docker', 'logger'] });
    await generateAs(undefined, { projectName: `${tag}-guest`, framework: 'fiber', features: [] });
    await generateAs(u.token, { projectName: `${tag}-gone`, framework: 'echo', features: [] });
    const gone = (await listAs(u.token, { search: `${tag}-gone` })).projects[0];
    expect((await history.delete(gone.id, u.token)).status).toBe(200);

    const res = await admin.projects(boss.token, { page: '1', page_size: '3' });
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(Object.keys(body).sort()).toEqual(['page', 'page_size', 'projects', 'total', 'total_pages']);
    const db = await getDb();
    const [{ n }] = await db.select({ n: count() }).from(schema.generations);
    expect(body).toMatchObject({ page: 1, page_size: 3, total: n, total_pages: Math.ceil(n / 3) });
    expect(body.projects.map((p: { project_name: string }) => p.project_name)).toEqual([`${tag}-gone`, `${tag}-guest`, `${tag}-mine`]);
    const [removed, guest, mine] = body.projects;
    expect(mine).toMatchObject({
      project_name: `${tag}-mine`,
      framework: 'gin',
      features: ['postgresql', 'docker', 'logger'],
      user_id: u.user.id,
      owner_email: u.email,
      owner_type: 'user',
      zip_file_status: 'available',
    });
    expect(mine.adjusted_features[0]).toBe('gin');
    expect(mine.zip_file_size).toBeGreaterThan(0);
    expect(guest).toMatchObject({ user_id: null, owner_email: null, owner_type: 'guest' });
    expect(removed).toMatchObject({ user_id: null, owner_email: null, owner_type: 'removed', zip_file_status: 'deleted' });

    const searched = await (await admin.projects(boss.token, { search: u.email })).json();
    expect(searched.projects.map((p: { project_name: string }) => p.project_name)).toEqual([`${tag}-mine`]);
    const byName = await (await admin.projects(boss.token, { search: tag, framework: 'fiber' })).json();
    expect(byName.projects.map((p: { project_name: string }) => p.project_name)).toEqual([`${tag}-guest`]);
  });

  it('refuses page sizes outside 1..100 and unknown frameworks (400)', async () => {
    const bad: Record<string, string>[] = [{ page_size: '0' }, { page_size: '101' }, { page_size: 'x' }, { page: '0' }, { framework: 'mux' }];
    for (const q of bad) {
      const res = await admin.projects(boss.token, q);
      expect(res.status, JSON.stringify(q)).toBe(400);
    }
  });
});
