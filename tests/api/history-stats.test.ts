// GET /api/history/stats, /dashboard and /cache-info: the caller's figures only.
import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { getDb, schema } from '@/db';
import { createVerifiedUser } from '../utils/auth';
import { generateAs, history, listAs } from '../utils/history';

const { generations } = schema;
const DAY = 86_400_000;
const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const todayStart = () => {
  const n = new Date();
  return Date.UTC(n.getUTCFullYear(), n.getUTCMonth(), n.getUTCDate());
};

let token: string;
let emptyToken: string;
let sizes: Record<string, number> = {};

// name, framework, features, days ago (created at noon UTC that day)
const PROJECTS: [string, string, string[], number][] = [
  ['s1', 'gin', ['postgresql', 'gorm', 'docker'], 0],
  ['s2', 'gin', ['postgresql', 'docker'], 0],
  ['s3', 'fiber', ['fiber', 'logger'], 1],
  ['s4', 'gin', ['postgresql', 'logger', 'config'], 3],
  ['s5', 'echo', ['postgresql', 'makefile', 'readme'], 29],
  ['s6', 'echo', ['docker'], 45],
];

beforeAll(async () => {
  const [a, b] = await Promise.all([createVerifiedUser(), createVerifiedUser()]);
  token = a.token;
  emptyToken = b.token;
  for (const [name, framework, features] of PROJECTS) {
    sizes[name] = (await generateAs(token, { projectName: name, framework, features })).byteLength;
  }
  const db = await getDb();
  const rows = await db.select().from(generations).where(eq(generations.userId, a.user.id));
  for (const [name, , , daysAgo] of PROJECTS) {
    const row = rows.find((r) => r.projectName === name)!;
    // Today's rows keep their real time (noon today may still be ahead).
    if (daysAgo > 0) await db.update(generations).set({ createdAt: new Date(todayStart() - daysAgo * DAY + 12 * 3_600_000) }).where(eq(generations.id, row.id));
  }
  // One expired file.
  const s6 = rows.find((r) => r.projectName === 's6')!;
  await db.update(generations).set({ zipFileStatus: 'expired', fileKey: null, fileStoredAt: null }).where(eq(generations.id, s6.id));
  sizes = { ...sizes };
});

describe('GET /api/history/stats', () => {
  it('answers totals, top framework, top features, distribution and 30 days of activity', async () => {
    const res = await history.stats(token);
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body.total_projects).toBe(6);
    expect(body.most_used_framework).toBe('gin');
    expect(body.framework_distribution).toEqual({ gin: 3, echo: 2, fiber: 1 });
    // Frameworks listed as features are not features; ties go alphabetically; five at most.
    expect(body.most_used_features).toEqual(['postgresql', 'docker', 'logger', 'config', 'gorm']);
    expect(body.feature_usage[0]).toEqual({ feature: 'postgresql', count: 4 });
    expect(body.recent_activity).toHaveLength(30);
    const today = todayStart();
    expect(body.recent_activity[29]).toEqual({ date: isoDay(today), count: 2 });
    expect(body.recent_activity[28]).toEqual({ date: isoDay(today - DAY), count: 1 });
    expect(body.recent_activity[26]).toEqual({ date: isoDay(today - 3 * DAY), count: 1 });
    expect(body.recent_activity[0]).toEqual({ date: isoDay(today - 29 * DAY), count: 1 });
    expect(body.recent_activity.reduce((n: number, d: { count: number }) => n + d.count, 0)).toBe(5);
  });

  it('answers zeros for a user without projects', async () => {
    const body = await (await history.stats(emptyToken)).json();
    expect(body).toMatchObject({ total_projects: 0, most_used_framework: null, most_used_features: [], framework_distribution: {} });
    expect(body.recent_activity).toHaveLength(30);
    expect(body.recent_activity.every((d: { count: number }) => d.count === 0)).toBe(true);
  });
});

describe('GET /api/history/dashboard', () => {
  it('answers counts, storage used and the five newest projects', async () => {
    const res = await history.dashboard(token);
    expect(res.status).toBe(200);
    const body = await res.json();
    const stored = ['s1', 's2', 's3', 's4', 's5'].reduce((n, k) => n + sizes[k], 0);
    expect(body).toMatchObject({
      total_projects: 6,
      projects_last_7_days: 4,
      projects_last_30_days: 5,
      available_files: 5,
      expired_files: 1,
      storage_used_bytes: stored,
      retention_days: 7,
      most_used_framework: 'gin',
    });
    const newest = (await listAs(token, { page_size: '5' })).projects;
    expect(body.recent_projects).toEqual(newest);
    expect(body.recent_projects.map((p: { project_name: string }) => p.project_name).slice(2)).toEqual(['s3', 's4', 's5']);
  });

  it('answers zeros for a user without projects', async () => {
    const body = await (await history.dashboard(emptyToken)).json();
    expect(body).toMatchObject({ total_projects: 0, available_files: 0, storage_used_bytes: 0, recent_projects: [], most_used_framework: null });
  });
});

describe('GET /api/history/cache-info', () => {
  it('answers the caller’s stored files, bytes, expired files and retention', async () => {
    const res = await history.cacheInfo(token);
    expect(res.status).toBe(200);
    const body = await res.json();
    const stored = ['s1', 's2', 's3', 's4', 's5'].reduce((n, k) => n + sizes[k], 0);
    expect(body).toMatchObject({
      storage_backend: 'database',
      retention_days: 7,
      files_stored: 5,
      bytes_stored: stored,
      expired_files: 1,
      deleted_files: 0,
      error_files: 0,
    });
    const expires = Date.parse(body.next_expiry_at);
    expect(expires).toBeGreaterThan(Date.now() + 6 * DAY);
    expect(expires).toBeLessThanOrEqual(Date.now() + 7 * DAY);
    const empty = await (await history.cacheInfo(emptyToken)).json();
    expect(empty).toMatchObject({ files_stored: 0, bytes_stored: 0, next_expiry_at: null });
  });
});
