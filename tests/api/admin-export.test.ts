// CSV exports and the whole-data zip: parsed back and compared with the database.
import JSZip from 'jszip';
import { asc, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { getDb, schema } from '@/db';
import { parseCsv } from '@/lib/admin/csv';
import { createVerifiedUser } from '../utils/auth';
import { admin, createAdmin, type Signed } from '../utils/admin';
import { generateAs } from '../utils/history';

let boss: Signed;
let maker: Signed;

beforeAll(async () => {
  boss = await createAdmin();
  maker = await createVerifiedUser();
  await generateAs(maker.token, { projectName: 'csv-export-one', framework: 'gin', features: ['postgresql', 'docker'] });
  await generateAs(undefined, { projectName: 'csv-export-guest', framework: 'echo', features: [] });
});

function expectAttachment(res: Response, pattern: RegExp, type: string) {
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toContain(type);
  const disposition = res.headers.get('content-disposition') ?? '';
  expect(disposition).toMatch(/^attachment; filename="/);
  expect(disposition).toMatch(pattern);
}

async function csvOf(res: Response): Promise<{ text: string; rows: string[][] }> {
  const text = await res.text();
  return { text, rows: parseCsv(text) };
}

describe('GET /api/admin/export/users.csv', () => {
  it('has a header row and one row per user, matching the database', async () => {
    const res = await admin.exportUsers(boss.token);
    expectAttachment(res, /gostarter-users-\d{4}-\d{2}-\d{2}\.csv"$/, 'text/csv');
    const { text, rows } = await csvOf(res);
    expect(text.endsWith('\r\n')).toBe(true);
    expect(rows[0]).toEqual(['id', 'email', 'role', 'is_verified', 'created_at', 'projects_count']);
    const db = await getDb();
    const users = await db
      .select({
        id: schema.users.id,
        email: schema.users.email,
        role: schema.users.role,
        verified: schema.users.emailVerifiedAt,
        createdAt: schema.users.createdAt,
        projects: sql<number>`(select count(*) from ${schema.generations} as g where g.user_id = ${schema.users}.id)::int`,
      })
      .from(schema.users)
      .orderBy(asc(schema.users.createdAt), asc(schema.users.id));
    const data = rows.slice(1);
    expect(data).toHaveLength(users.length);
    expect(data).toEqual(
      users.map((u) => [u.id, u.email, u.role, String(u.verified !== null), u.createdAt.toISOString(), String(u.projects)]),
    );
    expect(data.find((r) => r[0] === maker.user.id)).toEqual([maker.user.id, maker.email, 'user', 'true', expect.any(String), '1']);
    expect(data.find((r) => r[0] === boss.user.id)?.[2]).toBe('admin');
  });

  it('streams in batches without losing or repeating a row', async () => {
    const { usersCsvStream } = await import('@/lib/admin');
    const small = parseCsv(await new Response(usersCsvStream(2)).text());
    const big = parseCsv(await new Response(usersCsvStream(1000)).text());
    expect(small).toEqual(big);
    expect(new Set(small.slice(1).map((r) => r[0])).size).toBe(small.length - 1);
  });
});

describe('GET /api/admin/export/projects.csv', () => {
  it('has a header row and one row per project, guests’ included', async () => {
    const res = await admin.exportProjects(boss.token);
    expectAttachment(res, /gostarter-projects-\d{4}-\d{2}-\d{2}\.csv"$/, 'text/csv');
    const { rows } = await csvOf(res);
    expect(rows[0]).toEqual([
      'id',
      'project_name',
      'framework',
      'features',
      'adjusted_features',
      'owner_type',
      'owner_email',
      'user_id',
      'created_at',
      'generation_duration_ms',
      'zip_file_size',
      'zip_file_status',
    ]);
    const db = await getDb();
    const projects = await db.select().from(schema.generations).orderBy(asc(schema.generations.createdAt), asc(schema.generations.id));
    const data = rows.slice(1);
    expect(data.map((r) => r[0])).toEqual(projects.map((p) => p.id));
    const mine = projects.find((p) => p.projectName === 'csv-export-one' && p.userId === maker.user.id)!;
    const row = data.find((r) => r[0] === mine.id)!;
    expect(row).toEqual([
      mine.id,
      'csv-export-one',
      'gin',
      'postgresql docker',
      mine.adjustedFeatures.join(' '),
      'user',
      maker.email,
      maker.user.id,
      mine.createdAt.toISOString(),
      String(mine.generationDurationMs),
      String(mine.zipFileSize),
      'available',
    ]);
    const [guest] = await db.select().from(schema.generations).where(eq(schema.generations.projectName, 'csv-export-guest')).limit(1);
    expect(data.find((r) => r[0] === guest.id)?.slice(5, 8)).toEqual(['guest', '', '']);
  });
});

describe('GET /api/admin/export/all.zip', () => {
  it('holds users.csv, projects.csv and summary.json with the current figures', async () => {
    const res = await admin.exportAll(boss.token);
    expectAttachment(res, /gostarter-export-\d{4}-\d{2}-\d{2}\.zip"$/, 'application/zip');
    const zip = await JSZip.loadAsync(await res.arrayBuffer());
    expect(Object.keys(zip.files).sort()).toEqual(['README.txt', 'projects.csv', 'summary.json', 'users.csv']);
    const users = parseCsv(await zip.file('users.csv')!.async('string'));
    const projects = parseCsv(await zip.file('projects.csv')!.async('string'));
    const summary = JSON.parse(await zip.file('summary.json')!.async('string'));
    const stats = await (await admin.stats(boss.token)).json();
    expect(summary.stats).toEqual(stats);
    expect(users.length - 1).toBe(stats.total_users);
    expect(projects.length - 1).toBe(stats.total_projects);
    expect(summary.analytics.total_projects).toBe(stats.total_projects);
  });
});
