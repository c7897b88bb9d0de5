// GET /api/history: the caller's projects with search, filters, sorting and pages; bad input is 400.
import { beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import { getDb, schema } from '@/db';
import { generatorVersion } from '@/lib/generator';
import { createVerifiedUser } from '../utils/auth';
import { generateAs, history, listAs, type Item } from '../utils/history';

const { generations } = schema;

let token: string;
let otherToken: string;
const ids: Record<string, string> = {};

// name, framework, features, created_at
const PROJECTS: [string, string, string[], string][] = [
  ['alpha-api', 'gin', ['postgresql', 'docker'], '2025-01-10T10:00:00Z'],
  ['Beta_Service', 'echo', ['logger'], '2025-01-11T23:30:00Z'],
  ['gamma', 'fiber', ['postgresql', 'gorm'], '2025-01-12T00:30:00Z'],
  ['delta-api', 'gin', [], '2025-02-01T12:00:00Z'],
  ['epsilon', 'echo', ['postgresql', 'gorm', 'docker'], '2025-03-05T08:00:00Z'],
];

const names = (items: Item[]) => items.map((p) => p.project_name);

beforeAll(async () => {
  const [a, b] = await Promise.all([createVerifiedUser(), createVerifiedUser()]);
  token = a.token;
  otherToken = b.token;
  for (const [name, framework, features] of PROJECTS) await generateAs(token, { projectName: name, framework, features });
  await generateAs(otherToken, { projectName: 'alpha-other', framework: 'gin' });
  await generateAs(undefined, { projectName: 'alpha-guest', framework: 'gin' });
  const db = await getDb();
  const rows = await db.select().from(generations).where(eq(generations.userId, a.user.id));
  for (const [name, , , created] of PROJECTS) {
    const row = rows.find((r) => r.projectName === name)!;
    ids[name] = row.id;
    await db.update(generations).set({ createdAt: new Date(created) }).where(eq(generations.id, row.id));
  }
  await db.update(generations).set({ zipFileStatus: 'expired', fileKey: null, fileStoredAt: null }).where(inArray(generations.id, [ids['delta-api']]));
});

describe('GET /api/history', () => {
  it('answers the caller’s projects, newest first, with the spec’s fields', async () => {
    const page = await listAs(token);
    expect(Object.keys(page).sort()).toEqual(['page', 'page_size', 'projects', 'total', 'total_pages']);
    expect(page).toMatchObject({ page: 1, page_size: 10, total: 5, total_pages: 1 });
    expect(names(page.projects)).toEqual(['epsilon', 'delta-api', 'gamma', 'Beta_Service', 'alpha-api']);
    const alpha = page.projects.find((p) => p.project_name === 'alpha-api')!;
    expect(Object.keys(alpha).sort()).toEqual(
      [
        'adjusted_features',
        'can_download',
        'can_regenerate',
        'can_upgrade',
        'created_at',
        'features',
        'file_expires_at',
        'framework',
        'generation_duration_ms',
        'generator_version',
        'has_resources',
        'id',
        'parent_project_created_at',
        'parent_project_id',
        'parent_project_name',
        'project_name',
        'zip_file_size',
        'zip_file_status',
      ].sort(),
    );
    expect(alpha).toMatchObject({
      id: ids['alpha-api'],
      framework: 'gin',
      features: ['postgresql', 'docker'],
      adjusted_features: ['gin', 'postgresql', 'docker', 'middleware', 'env', 'gitignore'],
      created_at: '2025-01-10T10:00:00.000Z',
      zip_file_status: 'available',
      can_download: true,
      can_regenerate: true,
      generator_version: generatorVersion(),
      parent_project_id: null,
      parent_project_name: null,
      parent_project_created_at: null,
      can_upgrade: false,
    });
    expect(alpha.zip_file_size).toBeGreaterThan(1000);
    expect(alpha.generation_duration_ms).toBeGreaterThan(0);
    const delta = page.projects.find((p) => p.project_name === 'delta-api')!;
    expect(delta).toMatchObject({ zip_file_status: 'expired', can_download: false, can_regenerate: true, file_expires_at: null });
  });

  it('never shows another user’s projects or guests’ generations', async () => {
    const mine = await listAs(token, { search: 'alpha' });
    expect(names(mine.projects)).toEqual(['alpha-api']);
    const theirs = await listAs(otherToken);
    expect(names(theirs.projects)).toEqual(['alpha-other']);
  });

  it('pages: sizes, totals, the last page, and a page far past the end', async () => {
    const p1 = await listAs(token, { page_size: '2' });
    expect(p1).toMatchObject({ page: 1, page_size: 2, total: 5, total_pages: 3 });
    expect(names(p1.projects)).toEqual(['epsilon', 'delta-api']);
    const p2 = await listAs(token, { page_size: '2', page: '2' });
    expect(names(p2.projects)).toEqual(['gamma', 'Beta_Service']);
    const p3 = await listAs(token, { page_size: '2', page: '3' });
    expect(names(p3.projects)).toEqual(['alpha-api']);
    const far = await listAs(token, { page_size: '2', page: '10000' });
    expect(far).toMatchObject({ projects: [], page: 10000, page_size: 2, total: 5, total_pages: 3 });
    const max = await listAs(token, { page_size: '100' });
    expect(max.projects).toHaveLength(5);
  });

  it('searches project names, any case, with LIKE wildcards taken literally', async () => {
    expect(names((await listAs(token, { search: 'API' })).projects)).toEqual(['delta-api', 'alpha-api']);
    expect(names((await listAs(token, { search: 'beta' })).projects)).toEqual(['Beta_Service']);
    expect(names((await listAs(token, { search: '_' })).projects)).toEqual(['Beta_Service']);
    expect((await listAs(token, { search: '%' })).total).toBe(0);
    expect((await listAs(token, { search: 'nothing-like-this' })).total_pages).toBe(0);
    // An empty search is no search.
    expect((await listAs(token, { search: '' })).total).toBe(5);
  });

  it('filters by framework: one, a comma list, a repeated parameter, both parameters together', async () => {
    expect(names((await listAs(token, { framework: 'gin' })).projects)).toEqual(['delta-api', 'alpha-api']);
    expect(names((await listAs(token, { frameworks: 'gin,fiber' })).projects)).toEqual(['delta-api', 'gamma', 'alpha-api']);
    expect((await listAs(token, 'frameworks=gin&frameworks=echo')).total).toBe(4);
    expect(names((await listAs(token, { framework: 'echo', frameworks: 'fiber' })).projects)).toEqual(['epsilon', 'gamma', 'Beta_Service']);
  });

  it('filters by features: projects containing all of them, dependencies included', async () => {
    expect(names((await listAs(token, { features: 'postgresql' })).projects)).toEqual(['epsilon', 'gamma', 'alpha-api']);
    expect(names((await listAs(token, { features: 'postgresql,gorm' })).projects)).toEqual(['epsilon', 'gamma']);
    expect(names((await listAs(token, 'features=docker&features=gorm')).projects)).toEqual(['epsilon']);
    expect((await listAs(token, { features: 'middleware' })).total).toBe(5);
    expect((await listAs(token, { features: 'grpc' })).total).toBe(0);
  });

  it('filters by file status', async () => {
    expect(names((await listAs(token, { status: 'expired' })).projects)).toEqual(['delta-api']);
    expect((await listAs(token, { status: 'available' })).total).toBe(4);
    expect((await listAs(token, { status: 'deleted' })).total).toBe(0);
    expect((await listAs(token, { status: 'error' })).total).toBe(0);
  });

  it('filters by dates: whole UTC days, inclusive, or exact instants', async () => {
    expect(names((await listAs(token, { date_from: '2025-01-11', date_to: '2025-01-12' })).projects)).toEqual(['gamma', 'Beta_Service']);
    expect(names((await listAs(token, { date_from: '2025-02-01' })).projects)).toEqual(['epsilon', 'delta-api']);
    expect(names((await listAs(token, { date_to: '2025-01-10' })).projects)).toEqual(['alpha-api']);
    expect(names((await listAs(token, { date_from: '2025-01-12', date_to: '2025-01-12' })).projects)).toEqual(['gamma']);
    expect(
      names((await listAs(token, { date_from: '2025-01-11T23:00:00Z', date_to: '2025-01-12T00:00:00Z' })).projects),
    ).toEqual(['Beta_Service']);
    // A local day given as instants with an offset: 12 January in UTC+02:00.
    expect(
      names((await listAs(token, { date_from: '2025-01-12T00:00:00+02:00', date_to: '2025-01-12T23:59:59.999+02:00' })).projects),
    ).toEqual(['gamma', 'Beta_Service']);
  });

  it('sorts by each column both ways; ties fall back to newest first', async () => {
    const sorted = async (sort_by: string, sort_order: string) => names((await listAs(token, { sort_by, sort_order })).projects);
    expect(await sorted('project_name', 'asc')).toEqual(['alpha-api', 'Beta_Service', 'delta-api', 'epsilon', 'gamma']);
    expect(await sorted('project_name', 'desc')).toEqual(['gamma', 'epsilon', 'delta-api', 'Beta_Service', 'alpha-api']);
    expect(await sorted('framework', 'asc')).toEqual(['epsilon', 'Beta_Service', 'gamma', 'delta-api', 'alpha-api']);
    expect(await sorted('framework', 'desc')).toEqual(['delta-api', 'alpha-api', 'gamma', 'epsilon', 'Beta_Service']);
    expect(await sorted('created_at', 'asc')).toEqual(['alpha-api', 'Beta_Service', 'gamma', 'delta-api', 'epsilon']);
    expect(await sorted('created_at', 'desc')).toEqual(['epsilon', 'delta-api', 'gamma', 'Beta_Service', 'alpha-api']);
    const all = (await listAs(token)).projects;
    const bySize = [...all].sort((a, b) => a.zip_file_size - b.zip_file_size || b.created_at.localeCompare(a.created_at));
    expect(await sorted('zip_file_size', 'asc')).toEqual(names(bySize));
    const sizes = (await listAs(token, { sort_by: 'zip_file_size', sort_order: 'desc' })).projects.map((p) => p.zip_file_size);
    expect(sizes).toEqual([...sizes].sort((a, b) => b - a));
  });

  it('combines search, filters, sorting and pages', async () => {
    const page = await listAs(token, { search: 'P', frameworks: 'gin,echo', features: 'docker', sort_by: 'project_name', sort_order: 'asc', page_size: '1' });
    expect(page).toMatchObject({ total: 2, total_pages: 2, page: 1 });
    expect(names(page.projects)).toEqual(['alpha-api']);
    const next = await listAs(token, { search: 'P', frameworks: 'gin,echo', features: 'docker', sort_by: 'project_name', sort_order: 'asc', page_size: '1', page: '2' });
    expect(names(next.projects)).toEqual(['epsilon']);
  });

  const BAD: [string, string][] = [
    ['page=0', 'page'],
    ['page=-1', 'page'],
    ['page=abc', 'page'],
    ['page=1.5', 'page'],
    ['page=', 'page'],
    ['page_size=0', 'page_size'],
    ['page_size=101', 'page_size'],
    ['page_size=1000', 'page_size'],
    ['sort_by=password_hash', 'sort_by'],
    ['sort_by=created_at;drop', 'sort_by'],
    ['sort_order=up', 'sort_order'],
    ['status=gone', 'status'],
    ['status=not_stored', 'status'],
    ['framework=django', 'framework'],
    ['frameworks=gin,mux', 'frameworks'],
    ['features=Not%20A%20Feature', 'features'],
    ['date_from=yesterday', 'date_from'],
    ['date_from=2025-02-30', 'date_from'],
    ['date_to=2025-13-01', 'date_to'],
    ['date_to=2025-01-01T25:00:00Z', 'date_to'],
    ['date_from=2025-01-01T10:00:00', 'date_from'],
    ['date_from=2025-02-01&date_to=2025-01-01', 'date_to'],
    [`search=${'x'.repeat(101)}`, 'search'],
  ];
  it.each(BAD)('answers 400 for %s', async (query, field) => {
    const res = await history.list(query, token);
    expect(res.status).toBe(400);
    const body = await res.json();
    expect(body).toMatchObject({ type: 'VALIDATION', code: 'INVALID_REQUEST' });
    expect(body.details.map((d: { field: string }) => d.field.split('.')[0])).toContain(field);
  });

  it('needs a sign-in: 401 without a token, 401 for a bad one', async () => {
    const none = await history.list('');
    expect(none.status).toBe(401);
    expect((await none.json()).message).toBe('No authentication token found');
    expect((await history.list('', 'gst_not-a-real-token')).status).toBe(401);
  });
});
