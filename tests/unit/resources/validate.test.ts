// The rules of a resource model (lib/resources/validate.ts) and how validateConfiguration joins them:
// every rule's error_code, and the resource and field it names.
import { describe, expect, it } from 'vitest';
import { FEATURES } from '@/lib/catalogue/features';
import { validateConfiguration } from '@/lib/catalogue/validate';
import { MAX_ENUM_VALUES, MAX_FIELDS, MAX_RESOURCES, NAME_MAX, type ResourceField, type ResourceModel } from '@/lib/resources/model';
import { FIELD_TYPES } from '@/lib/resources/field-types';
import { GO_KEYWORDS, GO_PREDECLARED, SQL_RESERVED, validateResources } from '@/lib/resources/validate';

const ALL = new Set(FEATURES.map((f) => f.id));
const CHI = new Set(['chi', 'postgresql', 'migrations', 'router']);

/** The library: an author, and a book that belongs to one, with an enum. */
const LIBRARY: ResourceModel = [
  {
    name: 'author',
    fields: [
      { name: 'full_name', type: 'string', required: true, max: 120 },
      { name: 'email', type: 'string', unique: true },
    ],
  },
  {
    name: 'book',
    fields: [
      { name: 'title', type: 'string', required: true },
      { name: 'author_id', type: 'reference', references: 'author', required: true },
      { name: 'genre', type: 'enum', values: ['fiction', 'science'] },
    ],
  },
];

/** The errors of a model, as [error_code, resource, field]. */
const problems = (model: ResourceModel, selected: ReadonlySet<string> = CHI) =>
  validateResources(model, selected).map((e) => [e.error_code, e.resource, e.field]);
/** A one-resource model of these fields. */
const withFields = (...fields: ResourceField[]): ResourceModel => [{ name: 'gadget', fields }];
const withResource = (name: string): ResourceModel => [{ name, fields: [{ name: 'label', type: 'string' }] }];

describe('validateResources: valid models', () => {
  it('passes the library example: a required reference and an enum', () => {
    expect(validateResources(LIBRARY, CHI)).toEqual([]);
  });

  it('passes a field of every type with the options each takes', () => {
    const fields: ResourceField[] = FIELD_TYPES.map((type) => {
      const name = type === 'reference' ? 'owner_id' : `a_${type}`;
      if (type === 'reference') return { name, type, references: 'owner', required: true };
      if (type === 'enum') return { name, type, values: ['low', 'high'], required: true };
      if (type === 'string' || type === 'text') return { name, type, min: 0, max: 500, unique: type === 'string' };
      if (type === 'integer') return { name, type, min: -10, max: 10 };
      if (type === 'number') return { name, type, min: -0.5, max: 99.5 };
      return { name, type };
    });
    const model: ResourceModel = [{ name: 'owner', fields: [{ name: 'label', type: 'string' }] }, { name: 'thing', fields }];
    expect(validateResources(model, CHI)).toEqual([]);
  });

  it('passes a chain of references and an optional self reference', () => {
    const model: ResourceModel = [
      { name: 'country', fields: [{ name: 'code', type: 'string', required: true }] },
      { name: 'city', fields: [{ name: 'country_id', type: 'reference', references: 'country', required: true }] },
      {
        name: 'person',
        fields: [
          { name: 'city_id', type: 'reference', references: 'city', required: true },
          { name: 'manager_id', type: 'reference', references: 'person' },
        ],
      },
      { name: 'loan_record', fields: [{ name: 'person_id', type: 'reference', references: 'person', required: true }] },
    ];
    expect(validateResources(model, CHI)).toEqual([]);
  });

  it('takes an empty model as none, and MAX_RESOURCES resources of MAX_FIELDS fields', () => {
    expect(validateResources([], new Set(['grpc']))).toEqual([]);
    expect(validateResources(undefined, CHI)).toEqual([]);
    const fields = Array.from({ length: MAX_FIELDS }, (_, i): ResourceField => ({ name: `field_${i}`, type: 'string' }));
    const model = Array.from({ length: MAX_RESOURCES }, (_, i) => ({ name: `thing_${i}`, fields }));
    expect(validateResources(model, CHI)).toEqual([]);
  });

  it('lets a `note` resource be the user’s own (a model replaces the notes example)', () => {
    expect(problems(withResource('note'))).toEqual([]);
  });
});

describe('validateResources: names', () => {
  it('refuses names that are not lower snake case, control characters and NUL included (INVALID_NAME)', () => {
    for (const bad of ['Book', 'loan-record', 'loan__record', '_book', 'book_', '1book', 'bøok', 'book\u0000', 'bo\nok', 'a b', '']) {
      expect(problems(withResource(bad)), JSON.stringify(bad)).toEqual([['INVALID_NAME', bad, undefined]]);
      expect(problems(withFields({ name: bad, type: 'string' })), JSON.stringify(bad)).toEqual([['INVALID_NAME', 'gadget', bad]]);
    }
    const [error] = validateResources(withResource('bad\u0000name'), CHI);
    expect(error.message).toContain("'bad\\u0000name'");
  });

  it(`refuses names longer than ${NAME_MAX} characters (NAME_TOO_LONG)`, () => {
    const long = `a${'_b'.repeat(NAME_MAX)}`;
    expect(problems(withResource(long))).toEqual([['NAME_TOO_LONG', long, undefined]]);
    expect(problems(withFields({ name: long, type: 'text' }))).toEqual([['NAME_TOO_LONG', 'gadget', long]]);
    expect(problems(withResource('a'.repeat(NAME_MAX)))).toEqual([]);
  });

  it('refuses resource names that are plural or uncountable, suggesting an item (RESOURCE_NOT_SINGULAR)', () => {
    for (const name of ['news', 'data', 'series', 'books', 'loan_records', 'people']) {
      expect(problems(withResource(name)), name).toEqual([['RESOURCE_NOT_SINGULAR', name, undefined]]);
    }
    const [news] = validateResources(withResource('news'), CHI);
    expect(news.suggestions.join(' ')).toContain('news_item');
  });

  it('refuses Go keywords, predeclared identifiers, SQL reserved words and JSON literals as names (RESERVED_NAME)', () => {
    const words = ['select', 'from', 'where', 'order', 'group', 'user', 'table', 'key', 'index', 'default', 'check', 'references', 'func', 'type', 'string', 'len', 'nil', 'true', 'false', 'null'];
    for (const word of words) {
      expect(problems(withFields({ name: word, type: 'string' })), word).toEqual([['RESERVED_NAME', 'gadget', word]]);
    }
    for (const word of ['select', 'order', 'user', 'table', 'key', 'index', 'check', 'func', 'type', 'string', 'null', 'value', 'row']) {
      // `value` and `row` are free, but their tables (`values`, `rows`) are not.
      expect(problems(withResource(word)), word).toEqual([['RESERVED_NAME', word, undefined]]);
    }
    for (const word of [...GO_KEYWORDS, ...GO_PREDECLARED]) expect(problems(withFields({ name: word, type: 'string' }))[0]?.[0], word).toBe('RESERVED_NAME');
    for (const word of ['limit', 'offset', 'select', 'insert', 'update', 'delete', 'values', 'primary', 'foreign', 'unique', 'not', 'join', 'union', 'grant']) {
      expect(SQL_RESERVED.has(word), word).toBe(true);
    }
  });

  it('refuses the fields every resource has and the list’s query parameters (RESERVED_FIELD)', () => {
    for (const name of ['id', 'created_at', 'updated_at', 'limit', 'offset', 'sort']) {
      expect(problems(withFields({ name, type: 'string' })), name).toEqual([['RESERVED_FIELD', 'gadget', name]]);
    }
    // The Go field `ID` every resource has.
    expect(problems(withFields({ name: 'i_d', type: 'string' }))).toEqual([['DUPLICATE_FIELD', 'gadget', 'i_d']]);
  });

  it('refuses resources whose package, variable or table is the project’s own (RESERVED_RESOURCE)', () => {
    // `user` is reserved by SQL already; users is auth's table and package.
    for (const name of ['model', 'metric', 'migration', 'schema_migration', 'cache', 'server', 'config', 'auth', 'context', 'url', 'slice']) {
      expect(problems(withResource(name)), name).toEqual([['RESERVED_RESOURCE', name, undefined]]);
    }
  });
});

describe('validateResources: duplicates', () => {
  it('refuses a resource declared twice, and two whose package, table or route would be one (DUPLICATE_RESOURCE)', () => {
    expect(problems([...withResource('book'), ...withResource('book')])).toEqual([['DUPLICATE_RESOURCE', 'book', undefined]]);
    // Both live in package internal/loanrecords.
    expect(problems([...withResource('loan_record'), ...withResource('loanrecord')])).toEqual([['DUPLICATE_RESOURCE', 'loanrecord', undefined]]);
    // Both are the Go type URLLink.
    expect(problems([...withResource('url_link'), ...withResource('u_r_l_link')])).toEqual([['DUPLICATE_RESOURCE', 'u_r_l_link', undefined]]);
  });

  it('refuses a field declared twice, and two with the same Go name (DUPLICATE_FIELD)', () => {
    expect(problems(withFields({ name: 'title', type: 'string' }, { name: 'title', type: 'text' }))).toEqual([['DUPLICATE_FIELD', 'gadget', 'title']]);
    const [dup] = validateResources(withFields({ name: 'api_key', type: 'string' }, { name: 'a_p_i_key', type: 'string' }), CHI);
    expect([dup.error_code, dup.resource, dup.field]).toEqual(['DUPLICATE_FIELD', 'gadget', 'a_p_i_key']);
    expect(dup.message).toContain('APIKey');
  });
});

describe('validateResources: references', () => {
  it('wants a reference named `<something>_id` (INVALID_REFERENCE_NAME)', () => {
    const model: ResourceModel = [...withResource('author'), { name: 'book', fields: [{ name: 'author', type: 'reference', references: 'author' }] }];
    expect(problems(model)).toEqual([['INVALID_REFERENCE_NAME', 'book', 'author']]);
  });

  it('wants `references` on a reference (MISSING_REFERENCE_TARGET), naming a resource of the model (UNKNOWN_REFERENCE)', () => {
    expect(problems(withFields({ name: 'owner_id', type: 'reference' }))).toEqual([['MISSING_REFERENCE_TARGET', 'gadget', 'owner_id']]);
    expect(problems(withFields({ name: 'owner_id', type: 'reference', references: 'owner' }))).toEqual([['UNKNOWN_REFERENCE', 'gadget', 'owner_id']]);
  });

  it('refuses `references` on any other type (REFERENCES_NOT_ALLOWED)', () => {
    expect(problems([...withResource('owner'), { name: 'gadget', fields: [{ name: 'owner_id', type: 'integer', references: 'owner' }] }])).toEqual([
      ['REFERENCES_NOT_ALLOWED', 'gadget', 'owner_id'],
    ]);
  });

  it('refuses a cycle of required references, a resource requiring itself included, naming it (REQUIRED_REFERENCE_CYCLE)', () => {
    const self: ResourceModel = [{ name: 'node', fields: [{ name: 'parent_id', type: 'reference', references: 'node', required: true }] }];
    expect(problems(self)).toEqual([['REQUIRED_REFERENCE_CYCLE', 'node', 'parent_id']]);
    const ring: ResourceModel = [
      { name: 'alpha', fields: [{ name: 'beta_id', type: 'reference', references: 'beta', required: true }] },
      { name: 'beta', fields: [{ name: 'gamma_id', type: 'reference', references: 'gamma', required: true }] },
      { name: 'gamma', fields: [{ name: 'alpha_id', type: 'reference', references: 'alpha', required: true }] },
      { name: 'delta', fields: [{ name: 'alpha_id', type: 'reference', references: 'alpha', required: true }] },
    ];
    const errors = validateResources(ring, CHI);
    expect(errors.map((e) => [e.error_code, e.resource, e.field])).toEqual([['REQUIRED_REFERENCE_CYCLE', 'alpha', 'beta_id']]);
    expect(errors[0].message).toContain('alpha.beta_id → beta.gamma_id → gamma.alpha_id → alpha');
  });

  it('refuses a cycle between resources through optional references, and keeps a resource referring to itself (REFERENCE_CYCLE)', () => {
    // A department's manager is an employee of a department: each table would need the other first.
    const pair: ResourceModel = [
      { name: 'department', fields: [{ name: 'manager_id', type: 'reference', references: 'employee' }] },
      { name: 'employee', fields: [{ name: 'department_id', type: 'reference', references: 'department', required: true }] },
    ];
    const errors = validateResources(pair, CHI);
    expect(errors.map((e) => [e.error_code, e.resource, e.field])).toEqual([['REFERENCE_CYCLE', 'department', 'manager_id']]);
    expect(errors[0].message).toContain('department.manager_id → employee.department_id → department');
    const tree: ResourceModel = [{ name: 'category', fields: [{ name: 'parent_id', type: 'reference', references: 'category' }] }];
    expect(problems(tree)).toEqual([]);
  });
});

describe('validateResources: enums and bounds', () => {
  it(`wants 1 to ${MAX_ENUM_VALUES} distinct lower snake case values on an enum, and on nothing else`, () => {
    expect(problems(withFields({ name: 'kind', type: 'enum' }))).toEqual([['ENUM_VALUES_REQUIRED', 'gadget', 'kind']]);
    expect(problems(withFields({ name: 'kind', type: 'enum', values: [] }))).toEqual([['ENUM_VALUES_REQUIRED', 'gadget', 'kind']]);
    const many = Array.from({ length: MAX_ENUM_VALUES + 1 }, (_, i) => `v${i}`);
    expect(problems(withFields({ name: 'kind', type: 'enum', values: many }))).toEqual([['TOO_MANY_ENUM_VALUES', 'gadget', 'kind']]);
    expect(problems(withFields({ name: 'kind', type: 'enum', values: ['In Stock', 'x\u0000'] }))).toEqual([['INVALID_ENUM_VALUE', 'gadget', 'kind']]);
    expect(problems(withFields({ name: 'kind', type: 'enum', values: ['low', 'low'] }))).toEqual([['DUPLICATE_ENUM_VALUE', 'gadget', 'kind']]);
    expect(problems(withFields({ name: 'kind', type: 'string', values: ['low'] }))).toEqual([['VALUES_NOT_ALLOWED', 'gadget', 'kind']]);
  });

  it('refuses unique on a boolean or an enum, whose few values could tell only that many rows apart', () => {
    expect(problems(withFields({ name: 'active', type: 'boolean', unique: true }))).toEqual([['UNIQUE_NOT_ALLOWED', 'gadget', 'active']]);
    expect(problems(withFields({ name: 'kind', type: 'enum', values: ['a', 'b'], unique: true }))).toEqual([['UNIQUE_NOT_ALLOWED', 'gadget', 'kind']]);
    for (const type of ['string', 'text', 'integer', 'number', 'timestamp', 'date', 'uuid', 'json'] as const) expect(problems(withFields({ name: 'thing', type, unique: true })), type).toEqual([]);
    // Bounds that leave fewer than 100 integers, or a single number.
    expect(problems(withFields({ name: 'seat_no', type: 'integer', min: 14, max: 15, unique: true }))).toEqual([['UNIQUE_NOT_ALLOWED', 'gadget', 'seat_no']]);
    expect(problems(withFields({ name: 'seat_no', type: 'integer', min: 1, max: 100, unique: true }))).toEqual([]);
    expect(problems(withFields({ name: 'seat_no', type: 'integer', min: 1, max: 10 }))).toEqual([]);
    expect(problems(withFields({ name: 'price', type: 'number', min: 5, max: 5, unique: true }))).toEqual([['UNIQUE_NOT_ALLOWED', 'gadget', 'price']]);
    expect(problems(withFields({ name: 'price', type: 'number', min: 5, max: 6, unique: true }))).toEqual([]);
  });

  it('takes on_delete on references only: set_null on an optional one, cascade to another resource', () => {
    const owner = { name: 'owner', fields: [{ name: 'label', type: 'string' as const }] };
    const refs = (...fields: ResourceField[]): ResourceModel => [owner, { name: 'gadget', fields }];
    for (const on_delete of ['restrict', 'cascade', 'set_null'] as const) {
      expect(problems(refs({ name: 'owner_id', type: 'reference', references: 'owner', on_delete })), on_delete).toEqual([]);
    }
    expect(problems(refs({ name: 'owner_id', type: 'reference', references: 'owner', required: true, on_delete: 'cascade' }))).toEqual([]);
    expect(problems(refs({ name: 'owner_id', type: 'reference', references: 'owner', required: true, on_delete: 'set_null' }))).toEqual([['ON_DELETE_NOT_ALLOWED', 'gadget', 'owner_id']]);
    expect(problems(refs({ name: 'label', type: 'string', on_delete: 'cascade' }))).toEqual([['ON_DELETE_NOT_ALLOWED', 'gadget', 'label']]);
    expect(problems(refs({ name: 'parent_id', type: 'reference', references: 'gadget', on_delete: 'set_null' }))).toEqual([]);
    expect(problems(refs({ name: 'parent_id', type: 'reference', references: 'gadget', on_delete: 'cascade' }))).toEqual([['ON_DELETE_NOT_ALLOWED', 'gadget', 'parent_id']]);
  });

  it('takes a default the field itself would take, on scalar fields that are not unique', () => {
    const ok: ResourceField[] = [
      { name: 'title', type: 'string', required: true, max: 20, default: 'untitled' },
      { name: 'count', type: 'integer', min: 1, max: 5, default: 3 },
      { name: 'ratio', type: 'number', default: 0.5 },
      { name: 'done', type: 'boolean', default: false },
      { name: 'state', type: 'enum', values: ['open', 'closed'], default: 'open' },
      { name: 'contact', type: 'email', default: 'team@example.com' },
      { name: 'ref', type: 'uuid', default: '123e4567-e89b-42d3-a456-426614174000' },
      { name: 'price', type: 'decimal', precision: 4, scale: 2, default: '0012.300' }, // leading zeros and zeros ending the fraction are no digits
    ];
    for (const f of ok) expect(problems(withFields(f)), f.name).toEqual([]);
    const bad: [ResourceField, string][] = [
      [{ name: 'title', type: 'string', max: 3, default: 'toolong' }, 'INVALID_DEFAULT'],
      [{ name: 'title', type: 'string', required: true, default: '  ' }, 'INVALID_DEFAULT'],
      [{ name: 'title', type: 'string', default: 'a\u0000b' }, 'INVALID_DEFAULT'],
      [{ name: 'title', type: 'string', default: 3 }, 'INVALID_DEFAULT'],
      [{ name: 'count', type: 'integer', default: 1.5 }, 'INVALID_DEFAULT'],
      [{ name: 'count', type: 'integer', min: 1, default: 0 }, 'INVALID_DEFAULT'],
      [{ name: 'done', type: 'boolean', default: 'yes' }, 'INVALID_DEFAULT'],
      [{ name: 'state', type: 'enum', values: ['open'], default: 'shut' }, 'INVALID_DEFAULT'],
      [{ name: 'contact', type: 'email', default: 'team' }, 'INVALID_DEFAULT'],
      [{ name: 'ref', type: 'uuid', default: 'not-a-uuid' }, 'INVALID_DEFAULT'],
      [{ name: 'code', type: 'string', unique: true, default: 'a' }, 'DEFAULT_NOT_ALLOWED'],
      [{ name: 'seen_at', type: 'timestamp', default: '2024-01-01T00:00:00Z' }, 'DEFAULT_NOT_ALLOWED'],
      [{ name: 'extra', type: 'json', default: 'x' }, 'DEFAULT_NOT_ALLOWED'],
      [{ name: 'price', type: 'decimal', default: 12.5 }, 'INVALID_DEFAULT'], // a JSON number may be rounded: a string
      [{ name: 'price', type: 'decimal', default: '1e3' }, 'INVALID_DEFAULT'],
      [{ name: 'price', type: 'decimal', precision: 4, scale: 2, default: '123.4' }, 'INVALID_DEFAULT'],
      [{ name: 'price', type: 'decimal', precision: 4, scale: 2, default: '1.234' }, 'INVALID_DEFAULT'],
    ];
    for (const [f, code] of bad) expect(problems(withFields(f)), `${f.name} ${JSON.stringify(f.default)}`).toEqual([[code, 'gadget', f.name]]);
  });

  it('takes precision and scale on decimals only: precision 1 to 34, scale 0 to 30 and at most the precision', () => {
    for (const f of [{}, { precision: 1, scale: 0 }, { precision: 34, scale: 30 }, { precision: 12 }, { scale: 4 }, { precision: 2, scale: 2 }]) {
      expect(problems(withFields({ name: 'price', type: 'decimal', ...f })), JSON.stringify(f)).toEqual([]);
    }
    for (const f of [{ precision: 0 }, { precision: 35 }, { precision: 10.5 }, { scale: -1 }, { precision: 34, scale: 31 }, { precision: 3, scale: 4 }, { precision: 1 }]) {
      expect(problems(withFields({ name: 'price', type: 'decimal', ...f })), JSON.stringify(f)).toEqual([['INVALID_DIGITS', 'gadget', 'price']]);
    }
    expect(problems(withFields({ name: 'rating', type: 'number', precision: 4 }))).toEqual([['DIGITS_NOT_ALLOWED', 'gadget', 'rating']]);
    expect(problems(withFields({ name: 'price', type: 'decimal', min: 0 }))).toEqual([['BOUNDS_NOT_ALLOWED', 'gadget', 'price']]);
  });

  it('takes min and max on strings and texts (lengths) and integers and numbers (values) only, min <= max', () => {
    for (const type of ['boolean', 'timestamp', 'date', 'uuid', 'json'] as const) {
      expect(problems(withFields({ name: 'thing', type, max: 3 })), type).toEqual([['BOUNDS_NOT_ALLOWED', 'gadget', 'thing']]);
    }
    expect(problems(withFields({ name: 'kind', type: 'enum', values: ['a'], min: 1 }))).toEqual([['BOUNDS_NOT_ALLOWED', 'gadget', 'kind']]);
    expect(problems(withFields({ name: 'title', type: 'string', min: -1 }))).toEqual([['INVALID_BOUND', 'gadget', 'title']]);
    expect(problems(withFields({ name: 'title', type: 'text', max: 2.5 }))).toEqual([['INVALID_BOUND', 'gadget', 'title']]);
    expect(problems(withFields({ name: 'stock', type: 'integer', min: 0.5 }))).toEqual([['INVALID_BOUND', 'gadget', 'stock']]);
    expect(problems(withFields({ name: 'stock', type: 'integer', max: 2 ** 60 }))).toEqual([['INVALID_BOUND', 'gadget', 'stock']]);
    expect(problems(withFields({ name: 'title', type: 'string', min: 10, max: 5 }))).toEqual([['MIN_ABOVE_MAX', 'gadget', 'title']]);
    expect(problems(withFields({ name: 'price', type: 'number', min: 1.5, max: 1.25 }))).toEqual([['MIN_ABOVE_MAX', 'gadget', 'price']]);
    expect(problems(withFields({ name: 'price', type: 'number', min: -1.5, max: -1.5 }))).toEqual([]);
  });
});

describe('validateResources: size and features', () => {
  it(`refuses more than ${MAX_RESOURCES} resources (TOO_MANY_RESOURCES) and more than ${MAX_FIELDS} fields (TOO_MANY_FIELDS)`, () => {
    const model = Array.from({ length: MAX_RESOURCES + 1 }, (_, i) => ({ name: `thing_${i}`, fields: [] }));
    expect(problems(model)).toEqual([['TOO_MANY_RESOURCES', undefined, undefined]]);
    const fields = Array.from({ length: MAX_FIELDS + 1 }, (_, i): ResourceField => ({ name: `field_${i}`, type: 'string' }));
    expect(problems([{ name: 'wide', fields }])).toEqual([['TOO_MANY_FIELDS', 'wide', undefined]]);
  });

  it('refuses a resource without fields (NO_FIELDS)', () => {
    expect(problems([{ name: 'gadget', fields: [] }])).toEqual([['NO_FIELDS', 'gadget', undefined]]);
  });

  it('answers a model of 100 resources of 100 bad fields with its size alone', () => {
    const fields = Array.from({ length: 100 }, (_, i): ResourceField => ({ name: `Bad Field ${i}`, type: 'enum', min: 3 }));
    const model = Array.from({ length: 100 }, (_, i) => ({ name: `Bad ${i}`, fields }));
    const codes = new Set(problems(model).map((p) => p[0]));
    expect([...codes].sort()).toEqual(['TOO_MANY_FIELDS', 'TOO_MANY_RESOURCES']);
  });

  it('lists at most 100 errors, and says how many more there are', () => {
    const fields = Array.from({ length: MAX_FIELDS }, (_, i): ResourceField => ({ name: `Field${i}`, type: 'string' }));
    const model = Array.from({ length: 10 }, (_, i) => ({ name: `thing_${i}`, fields }));
    const result = validateConfiguration({ framework: 'chi', features: [], resources: model }, ALL);
    expect(result.errors).toHaveLength(100);
    expect(result.warnings.join(' ')).toContain('300 more problems');
  });

  it('serves a model on every door: no feature refuses one', () => {
    for (const id of ['gorm', 'sqlc', 'mongodb', 'badger', 'htmx', 'graphql']) expect(validateResources(LIBRARY, new Set(['chi', id])), id).toEqual([]);
    expect(validateResources(LIBRARY, new Set(['chi', 'grpc', 'proto']))).toEqual([]);
  });
});

describe('validateConfiguration with resources', () => {
  it('adds the router for a model, shown as an added dependency', () => {
    const r = validateConfiguration({ framework: 'chi', features: ['postgresql', 'migrations'], resources: LIBRARY }, ALL);
    expect(r.is_valid).toBe(true);
    expect(r.added_dependencies).toContain('router');
    expect(r.adjusted_features).toContain('router');
    const chosen = validateConfiguration({ framework: 'chi', features: ['router'], resources: LIBRARY }, ALL);
    expect(chosen.added_dependencies).not.toContain('router');
  });

  it('takes an empty model as none: no router added, nothing refused', () => {
    const none = validateConfiguration({ framework: 'chi', features: ['grpc'] }, ALL);
    const empty = validateConfiguration({ framework: 'chi', features: ['grpc'], resources: [] }, ALL);
    expect(empty).toEqual(none);
    expect(empty.added_dependencies).not.toContain('router');
  });

  it('refuses a model whose proto file would declare a name twice, or whose field a List request of gRPC has', () => {
    const errors = (model: ResourceModel) => validateResources(model, new Set(['chi', 'grpc', 'proto'])).map((e) => [e.error_code, e.resource, e.field]);
    expect(errors([...LIBRARY, { name: 'book_input', fields: [{ name: 'x', type: 'string' }] }])).toEqual([['PROTO_NAME_CLASH', 'book_input', undefined]]);
    expect(errors([{ name: 'book', fields: [{ name: 'state', type: 'enum', values: ['new', 'unspecified'] }] }])).toEqual([['PROTO_NAME_CLASH', 'book', undefined]]);
    expect(errors([{ name: 'book', fields: [{ name: 'title', type: 'string' }] }, { name: 'book_service_client', fields: [{ name: 'x', type: 'string' }] }])).toEqual([['PROTO_NAME_CLASH', 'book_service_client', undefined]]);
    expect(errors([{ name: 'book', fields: [{ name: 'order_by', type: 'string' }] }])).toEqual([['RESERVED_FIELD', 'book', 'order_by']]);
    // Without Protocol Buffers, there is no proto file.
    expect(validateResources([{ name: 'book', fields: [{ name: 'order_by', type: 'string' }] }], new Set(['chi']))).toEqual([]);
  });

  it('refuses a model whose GraphQL schema or its Go code would declare a name twice', () => {
    const errors = (model: ResourceModel) => validateResources(model, new Set(['chi', 'graphql'])).map((e) => [e.error_code, e.resource]);
    const one = (name: string, fields: ResourceField[]) => ({ name, fields });
    // A type of another resource's (BookInput), a root type (Query), a scalar (Time), package graph's own (Resource).
    for (const name of ['book_input', 'query', 'time', 'resource', 'page_info', 'book_connection']) {
      expect(errors([...LIBRARY, one(name, [{ name: 'x', type: 'string' }])]), name).toContainEqual(['GRAPHQL_NAME_CLASH', name]);
    }
    // Two fields of one type: a field beside the row a reference names, two spellings of one name.
    expect(errors([...LIBRARY, one('loan', [{ name: 'book', type: 'string' }, { name: 'book_id', type: 'reference', references: 'book' }])])).toEqual([['GRAPHQL_NAME_CLASH', 'loan']]);
    expect(errors([one('item', [{ name: 'field_2x', type: 'string' }, { name: 'field2x', type: 'string' }])])).toContainEqual(['GRAPHQL_NAME_CLASH', 'item']);
    // An enum value GraphQL has for itself; an enum constant another type's name (BookGenreFiction).
    expect(errors([one('flag', [{ name: 'state', type: 'enum', values: ['true', 'unknown'] }])])).toEqual([['GRAPHQL_NAME_CLASH', 'flag']]);
    expect(errors([...LIBRARY, one('book_genre_fiction', [{ name: 'x', type: 'string' }])])).toEqual([['GRAPHQL_NAME_CLASH', 'book_genre_fiction']]);
    // A type named another's followed by 2: gqlgen's order of its functions would depend on the project's name.
    expect(errors([...LIBRARY, one('book2_copy', [{ name: 'x', type: 'string' }])])).toEqual([['GRAPHQL_NAME_CLASH', 'book2_copy']]);
    // Without GraphQL, there is no schema.
    expect(validateResources([...LIBRARY, one('book_input', [{ name: 'x', type: 'string' }])], new Set(['chi']))).toEqual([]);
  });

  it('joins the model’s errors to the features’ errors', () => {
    const r = validateConfiguration({ framework: 'gin', features: ['postgresql', 'mysql', 'graphql'], resources: withResource('select') }, ALL);
    expect(r.is_valid).toBe(false);
    expect(r.errors.map((e) => e.error_code)).toEqual(['MULTIPLE_PRIMARY_DB', 'RESERVED_NAME']);
    expect(r.errors[1]).toMatchObject({ resource: 'select' });
    expect(r.errors[0]).not.toHaveProperty('resource');
  });
});
