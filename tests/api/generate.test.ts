import { describe, expect, it } from 'vitest';
import { count } from 'drizzle-orm';
import { getDb, schema } from '@/db';
import { guestRowsWritten } from '@/lib/history/record';
import { CATEGORIES, FEATURES, FRAMEWORKS, idsInCategory } from '@/lib/catalogue/features';
import { GET as features } from '@/app/features/route';
import { POST as generate } from '@/app/api/v1/generate/route';
import { POST as validate } from '@/app/api/v1/generate/validate/route';
import { frameworkModules } from '../utils/frameworks';
import { jsonRequest, getRequest, zipEntries } from '../utils/http';

const call = (handler: (r: Request, c: unknown) => Promise<Response>, req: Request) => handler(req, {});
const gen = (body: unknown) => call(generate, jsonRequest('/api/v1/generate', body));
const val = (body: unknown) => call(validate, jsonRequest('/api/v1/generate/validate', body));

async function expectClientError(res: Response, status = 400) {
  expect(res.status).toBe(status);
  expect(res.headers.get('content-type')).toContain('application/json');
  const body = await res.json();
  expect(typeof body.message).toBe('string');
  expect(body.message.length).toBeGreaterThan(0);
  return body;
}

describe('GET /features', () => {
  it('answers categories, descriptions and conflict rules', async () => {
    const res = await call(features, getRequest('/features'));
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(Object.keys(body.categories)).toEqual([...CATEGORIES]);
    expect(body.categories['Web Framework']).toEqual(idsInCategory('Web Framework'));
    expect(body.categories['Web Framework']).toEqual(expect.arrayContaining([...FRAMEWORKS, 'router']));
    expect(Object.keys(body.descriptions)).toHaveLength(FEATURES.length);
    expect(body.conflict_rules.exclusive_groups.map((g: { code: string }) => g.code)).toEqual([
      'MULTIPLE_FRAMEWORKS',
      'MULTIPLE_PRIMARY_DB',
      'MULTIPLE_ORMS',
    ]);
    const postgres = body.features.find((f: { id: string }) => f.id === 'postgresql');
    expect(postgres).toMatchObject({ name: 'PostgreSQL', recommended: true, available: true });
  });
});

describe('POST /api/v1/generate/validate', () => {
  it('answers a valid result with the adjusted features', async () => {
    const res = await val({ projectName: 'shop', framework: 'gin', features: ['postgresql', 'gorm'] });
    expect(res.status).toBe(200);
    const { validation_result } = await res.json();
    expect(validation_result).toMatchObject({
      is_valid: true,
      errors: [],
      warnings: [],
      adjusted_features: ['gin', 'postgresql', 'gorm', 'middleware', 'router', 'env', 'gitignore'],
      added_dependencies: ['middleware', 'router', 'env', 'gitignore'],
    });
  });

  it('answers 400 with the conflict, its features and suggestions', async () => {
    const res = await val({ projectName: 'shop', framework: 'gin', features: ['echo', 'postgresql', 'mysql'] });
    expect(res.status).toBe(400);
    const { validation_result } = await res.json();
    expect(validation_result.is_valid).toBe(false);
    const codes = validation_result.errors.map((e: { error_code: string }) => e.error_code);
    expect(codes.slice(0, 2)).toEqual(['MULTIPLE_FRAMEWORKS', 'MULTIPLE_PRIMARY_DB']);
    for (const e of validation_result.errors.slice(0, 2)) {
      expect(e).toHaveProperty('conflicts');
      expect(e.conflicting_features.length).toBe(2);
      expect(e.suggestions.length).toBeGreaterThan(0);
    }
  });

  it('reports a bad project name inside the validation result', async () => {
    const res = await val({ projectName: 'bad name', framework: 'gin', features: [] });
    expect(res.status).toBe(400);
    const { validation_result } = await res.json();
    expect(validation_result.errors[0].error_code).toBe('INVALID_PROJECT_NAME');
  });

  it('refuses a missing framework and wrong types with 400', async () => {
    await expectClientError(await val({ projectName: 'x', features: [] }));
    const body = await expectClientError(await val({ projectName: 'x', framework: 'gin', features: 'postgresql' }));
    expect(body.details[0].field).toBe('features');
  });
});

describe('POST /api/v1/generate', () => {
  for (const framework of FRAMEWORKS) {
    it(`answers a zip of a ${framework} project`, async () => {
      const res = await gen({ projectName: `svc-${framework}`, framework, features: ['postgresql', 'docker'] });
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('application/zip');
      expect(res.headers.get('content-disposition')).toBe(`attachment; filename="svc-${framework}.zip"`);
      const files = await zipEntries(res);
      const names = [...files.keys()];
      expect(names.every((n) => n.startsWith(`svc-${framework}/`) && !n.includes('..') && !n.endsWith('/'))).toBe(true);
      expect(files.get(`svc-${framework}/go.mod`)).toContain(`module svc-${framework}`);
      const { required, others } = frameworkModules(framework);
      if (required) expect(files.get(`svc-${framework}/go.mod`)).toContain(required);
      for (const other of others) expect(files.get(`svc-${framework}/go.mod`)).not.toContain(other);
      expect(files.get(`svc-${framework}/go.mod`)).toContain('github.com/jackc/pgx/v5');
      expect(files.has(`svc-${framework}/go.sum`)).toBe(true);
      expect(files.has(`svc-${framework}/Dockerfile`)).toBe(true);
      expect(files.get(`svc-${framework}/.env.example`)).toContain('DATABASE_URL=');
    });
  }

  it('gives byte-identical zips for the same request', async () => {
    const body = { projectName: 'same', framework: 'echo', features: ['postgresql', 'gorm', 'logger', 'makefile'] };
    const a = new Uint8Array(await (await gen(body)).arrayBuffer());
    const b = new Uint8Array(await (await gen(body)).arrayBuffer());
    expect(a.length).toBeGreaterThan(1000);
    expect(Buffer.compare(a, b)).toBe(0);
  });

  it('generates the same zip again from the project’s own gostarter.json posted as the body', async () => {
    const body = {
      projectName: 'again',
      framework: 'chi',
      features: ['docker-compose', 'postgresql'],
      resources: [{ name: 'book', fields: [{ name: 'title', type: 'string', required: true }] }],
    };
    const res = await gen(body);
    const first = new Uint8Array(await res.clone().arrayBuffer());
    const record = JSON.parse((await zipEntries(res)).get('again/gostarter.json')!);
    expect(record).toMatchObject({ projectName: 'again', framework: 'chi', features: ['postgresql', 'docker-compose'], resources: body.resources });
    expect(record.adjustedFeatures).toEqual(expect.arrayContaining(['chi', 'docker', 'router']));
    const again = new Uint8Array(await (await gen(record)).arrayBuffer());
    expect(Buffer.compare(first, again)).toBe(0);
  });

  it('records every generation, guests included', async () => {
    const db = await getDb();
    const before = (await db.select({ n: count() }).from(schema.generations))[0].n;
    await gen({ projectName: 'counted', framework: 'fiber', features: [] });
    // A guest's row is written behind the answer; what reads the rows waits for it.
    await guestRowsWritten();
    const after = (await db.select({ n: count() }).from(schema.generations))[0].n;
    expect(after).toBe(before + 1);
  });

  it('refuses a bad project name with details naming projectname', async () => {
    for (const projectName of ['', 'my app', '../../etc', 'a'.repeat(65), 'fmt', '-x']) {
      const body = await expectClientError(await gen({ projectName, framework: 'gin', features: [] }));
      expect(body.code).toBe('INVALID_PROJECT_NAME');
      expect(body.details).toHaveProperty('projectname');
    }
  });

  it('refuses an invalid configuration with the validation result, never a zip', async () => {
    const cases: [unknown, string][] = [
      [['cassandra'], 'UNKNOWN_FEATURE'],
      [['fiber'], 'MULTIPLE_FRAMEWORKS'],
      [['postgresql', 'postgresql'], 'DUPLICATE_FEATURES'],
      [['gorm'], 'REQUIRES_SQL_DATABASE'],
    ];
    for (const [features, code] of cases) {
      const body = await expectClientError(await gen({ projectName: 'x1', framework: 'gin', features }));
      expect(body.code).toBe('INVALID_CONFIGURATION');
      expect(body.validation_result.errors.map((e: { error_code: string }) => e.error_code)).toContain(code);
    }
  });

  it('generates the databases and sqlc on every framework', async () => {
    for (const [framework, features] of [['gin', ['mysql', 'sqlc', 'migrations']], ['echo', ['sqlite', 'gorm', 'db']], ['fiber', ['postgresql', 'sqlc']]] as const) {
      const res = await gen({ projectName: `db_${framework}`, framework, features });
      expect(res.status, `${framework} ${features.join(',')}`).toBe(200);
      expect(res.headers.get('content-type')).toBe('application/zip');
    }
  });

  it('refuses malformed bodies with a 4xx and a clear message', async () => {
    const body = await expectClientError(await call(generate, jsonRequest('/api/v1/generate', '{not json')));
    expect(body.code).toBe('INVALID_JSON');
    await expectClientError(await gen({ projectName: 'x3', features: [] }));
    await expectClientError(await gen({ projectName: 42, framework: 'gin', features: [] }));
    await expectClientError(await gen({ projectName: 'x4', framework: 'gin', features: [1, 2] }));
    await expectClientError(await gen(['gin']));
    await expectClientError(await gen({ projectName: 'x5', framework: 'gin', features: Array(101).fill('docker') }));
    const huge = { projectName: 'x6', framework: 'gin', features: [], padding: 'x'.repeat(70_000) };
    const tooLarge = await expectClientError(await gen(huge), 413);
    expect(tooLarge.code).toBe('BODY_TOO_LARGE');
  });
});
