import { describe, expect, it } from 'vitest';
import { CATEGORIES, FEATURES, FRAMEWORK_INFOS } from '@/lib/catalogue/features';
import { projectNameError, sanitizeProjectName } from '@/lib/catalogue/project-name';
import { validateConfiguration } from '@/lib/catalogue/validate';

const ALL = new Set(FEATURES.map((f) => f.id));
const codes = (r: ReturnType<typeof validateConfiguration>) => r.errors.map((e) => e.error_code);

describe('catalogue', () => {
  it('lists every id of the spec in its 13 categories (the 10 of the spec, Messaging & Jobs, Storage, Frontend), with the 9 recommended', () => {
    expect(CATEGORIES).toHaveLength(13);
    expect(FEATURES.map((f) => f.id)).toHaveLength(new Set(FEATURES.map((f) => f.id)).size);
    expect(FEATURES.filter((f) => f.recommended).map((f) => f.id).sort()).toEqual(
      ['config', 'docker', 'gorm', 'jwt-auth', 'logger', 'middleware', 'postgresql', 'readme', 'swagger'].sort(),
    );
    const db = FEATURES.filter((f) => f.category === 'Database').map((f) => f.id);
    expect(db).toEqual(['postgresql', 'mysql', 'mongodb', 'redis', 'sqlite', 'gorm', 'sqlc', 'migrations', 'db']);
  });
});

describe('validateConfiguration', () => {
  it('puts the framework first and always adds env, gitignore and middleware', () => {
    const r = validateConfiguration({ framework: 'gin', features: ['postgresql', 'redis'] }, ALL);
    expect(r.is_valid).toBe(true);
    expect(r.adjusted_features).toEqual(['gin', 'postgresql', 'redis', 'middleware', 'env', 'gitignore']);
    expect(r.added_dependencies).toEqual(['middleware', 'env', 'gitignore']);
  });

  it('adds the router to a data-access layer, which stores the resource it serves', () => {
    for (const layer of ['gorm', 'sqlc', 'db']) {
      const r = validateConfiguration({ framework: 'chi', features: ['postgresql', layer] }, ALL);
      expect(r.is_valid).toBe(true);
      expect(r.added_dependencies).toContain('router');
    }
    expect(validateConfiguration({ framework: 'chi', features: ['postgresql'] }, ALL).added_dependencies).not.toContain('router');
  });

  it('keeps a framework already in the list once, at the front', () => {
    const r = validateConfiguration({ framework: 'echo', features: ['docker', 'echo'] }, ALL);
    expect(r.adjusted_features.slice(0, 2)).toEqual(['echo', 'docker']);
    expect(r.adjusted_features.filter((f) => f === 'echo')).toHaveLength(1);
  });

  it('refuses two frameworks with the suggestions', () => {
    const r = validateConfiguration({ framework: 'gin', features: ['fiber'] }, ALL);
    expect(r.is_valid).toBe(false);
    const e = r.errors.find((x) => x.error_code === 'MULTIPLE_FRAMEWORKS')!;
    expect(e.message).toContain('Multiple frameworks selected');
    expect(e.conflicting_features).toEqual(['gin', 'fiber']);
    for (const f of FRAMEWORK_INFOS) expect(e.suggestions.join(' ')).toContain(f.name);
  });

  it('refuses two primary databases', () => {
    const r = validateConfiguration({ framework: 'gin', features: ['postgresql', 'mongodb'] }, ALL);
    const e = r.errors.find((x) => x.error_code === 'MULTIPLE_PRIMARY_DB')!;
    expect(e.message).toBe('Multiple primary databases selected: PostgreSQL, MongoDB');
    expect(e.suggestions).toEqual(['Choose only one primary database:', 'Relational: MySQL, PostgreSQL, or SQLite', 'NoSQL: MongoDB', 'Embedded key-value: Badger']);
  });

  it('refuses gorm with sqlc', () => {
    const r = validateConfiguration({ framework: 'fiber', features: ['postgresql', 'gorm', 'sqlc'] }, ALL);
    expect(codes(r)).toEqual(['MULTIPLE_ORMS']);
  });

  it('needs a SQL database for gorm, sqlc and migrations', () => {
    expect(codes(validateConfiguration({ framework: 'gin', features: ['gorm'] }, ALL))).toEqual(['REQUIRES_SQL_DATABASE']);
    expect(codes(validateConfiguration({ framework: 'gin', features: ['mongodb', 'sqlc'] }, ALL))).toEqual(['REQUIRES_SQL_DATABASE']);
    expect(codes(validateConfiguration({ framework: 'gin', features: ['migrations'] }, ALL))).toEqual(['REQUIRES_SQL_DATABASE']);
    expect(validateConfiguration({ framework: 'gin', features: ['sqlite', 'migrations'] }, ALL).is_valid).toBe(true);
  });

  it('adds proto with grpc and docker with docker-compose', () => {
    const r = validateConfiguration({ framework: 'gin', features: ['grpc', 'docker-compose'] }, ALL);
    expect(r.added_dependencies).toEqual(expect.arrayContaining(['proto', 'docker']));
  });

  it('warns, without failing, for redis beside a primary database', () => {
    const r = validateConfiguration({ framework: 'gin', features: ['redis', 'postgresql'] }, ALL);
    expect(r.is_valid).toBe(true);
    expect(r.warnings).toHaveLength(1);
    expect(validateConfiguration({ framework: 'gin', features: ['redis'] }, ALL).warnings).toEqual([]);
  });

  it('refuses unknown ids, duplicates, unknown frameworks and features not generated yet', () => {
    expect(codes(validateConfiguration({ framework: 'gin', features: ['cassandra'] }, ALL))).toEqual(['UNKNOWN_FEATURE']);
    expect(codes(validateConfiguration({ framework: 'gin', features: ['docker', 'docker'] }, ALL))).toEqual(['DUPLICATE_FEATURES']);
    expect(codes(validateConfiguration({ framework: 'mux', features: [] }, ALL))).toContain('INVALID_FRAMEWORK');
    const partial = new Set(['gin', 'env', 'gitignore', 'middleware']);
    const r = validateConfiguration({ framework: 'gin', features: ['websocket'] }, partial);
    expect(codes(r)).toEqual(['FEATURE_NOT_AVAILABLE']);
    expect(r.errors[0].message).toBe('Not available yet: WebSocket');
  });
});

describe('project names', () => {
  it('accepts letters, digits, underscores and hyphens', () => {
    for (const ok of ['MyProject', 'go-microservice', 'api_v2', '9lives']) expect(projectNameError(ok)).toBeNull();
  });

  it('refuses empty, odd, oversized and reserved names', () => {
    expect(projectNameError('')).toBe('This field is required');
    expect(projectNameError('my app')).toBe('Project name can only contain letters, numbers, underscores and hyphens');
    expect(projectNameError('../etc')).not.toBeNull();
    expect(projectNameError('-flag')).not.toBeNull();
    expect(projectNameError('a'.repeat(65))).toMatch(/at most 64/);
    expect(projectNameError('fmt')).toMatch(/reserved/);
    expect(projectNameError('NUL')).toMatch(/reserved/);
  });

  it('strips characters outside the allowed set', () => {
    expect(sanitizeProjectName('my app!')).toBe('myapp');
  });
});

describe('largestValidFeatures', () => {
  it('takes every available feature that keeps the configuration valid', async () => {
    const { largestValidFeatures } = await import('@/lib/catalogue/largest');
    const largest = largestValidFeatures('gin', ALL);
    expect(validateConfiguration({ framework: 'gin', features: largest }, ALL).is_valid).toBe(true);
    expect(largest).toContain('postgresql');
    expect(largest).not.toContain('mysql');
    expect(largest).not.toContain('badger');
    expect(largest).toContain('gorm');
    expect(largest).not.toContain('sqlc');
    expect(largest).not.toContain('gin');
    expect(largest).toHaveLength(FEATURES.length - FRAMEWORK_INFOS.length - 4 /* other primary databases */ - 1 /* sqlc */);
  });
});

describe('validateConfiguration: a grown model', () => {
  const v1 = [{ name: 'book', fields: [{ name: 'title', type: 'string' as const, required: true }, { name: 'isbn', type: 'string' as const }] }];
  const v2 = [{ name: 'book', fields: [{ name: 'title', type: 'string' as const, required: true }] }];
  const grown = (extra: object) => validateConfiguration({ framework: 'gin', features: ['postgresql'], resources: v2, modelHistory: [v1], ...extra }, ALL);

  it('refuses a change that loses data, in words, unless allowed; then warns', () => {
    const refused = grown({});
    expect(refused.errors.map((e) => [e.error_code, e.message])).toEqual([['DATA_LOSS', 'This change of model would lose data: the isbn of every book is deleted with its column']]);
    const allowed = grown({ allowDataLoss: true });
    expect(allowed.is_valid).toBe(true);
    expect(allowed.warnings).toContain('This change of model loses data: the isbn of every book is deleted with its column');
  });

  it('gives a grown SQL project versioned migrations, and refuses an earlier model that is not one', () => {
    expect(grown({ allowDataLoss: true }).added_dependencies).toContain('migrations');
    const bad = validateConfiguration({ framework: 'gin', features: ['postgresql'], resources: v2, modelHistory: [[{ name: 'func', fields: [] }]] }, ALL);
    expect(bad.errors.map((e) => e.error_code)).toContain('INVALID_MODEL_HISTORY');
  });
});
