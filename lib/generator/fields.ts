// The field table: what each field type of the resource model becomes in Go, in SQL per dialect, in
// the API's documents and in tests. Templates name these values ({{@F.type}}, {{@F.validate}}, ...)
// and flags ({{@F?required}}); a value a field does not have skips the template's line for it, so no
// template holds an `if`. One entry per type, not code spread over the templates.
import type { FieldType, Resource, ResourceField, ResourceModel } from '../resources/model';
import { goName, resourceNames, type ResourceNames } from '../resources/names';
import type { FieldScope, ResourceScope } from './template';
import { sqlcFieldValues, sqlcResourceValues, type FieldTypes } from './sqlc';

/** The import path of the resources' shared package, as templates write it. */
const RESOURCE_PKG = '{{@module}}/internal/resource';

interface TypeEntry {
  /** The Go type of a value (required fields); optional ones are pointers to it, but for json. */
  go: string;
  goImports?: string[];
  sql: { postgresql: string; mysql: string; sqlite: string };
  /** Where a query string's value is read (absent: not filterable); `value` is the string. */
  parse?: string;
  parseImports?: string[];
  /** How a value `v` is written in a query string (the tests' filters). */
  format: string;
  /** Whether lists sort on it. */
  sortable: boolean;
  /** The function ordering two values (memory store), as a Go function value. */
  compare?: string;
  compareImports?: string[];
  /** Whether two values are equal, `a` and `b`. */
  equal: string;
  swagger: { type: string; format?: string };
  /** A valid value in Go, `n` an int distinct for each value a test makes. */
  sample: (f: ResourceField) => string;
  sampleImports?: string[];
}

const STRING_LIKE = { go: 'string', equal: 'a == b', compare: 'cmp.Compare[string]', compareImports: ['cmp'] };

function sizedSample(f: ResourceField, word: string): string {
  // n keeps unique values apart; a length bound gets n's digits, zero-padded to a length inside it.
  const min = f.min ?? 0;
  const max = f.max ?? 255;
  if (min <= word.length + 2 && max >= word.length + 12) return `fmt.Sprintf("%s-%d", ${JSON.stringify(word)}, n)`;
  return `fmt.Sprintf("%0${Math.min(max, Math.max(min, 8))}d", n)`;
}

/** A number sample inside the field's bounds, `n` keeping values apart. */
function boundedSample(f: ResourceField, cast: string, offset: string): string {
  const n = `${cast}(n)${offset}`;
  if (f.min !== undefined && f.max !== undefined) {
    return cast === 'int64' ? `${f.min} + int64(n)%${f.max - f.min + 1}` : `${f.min} + math.Mod(float64(n), ${f.max - f.min})`;
  }
  if (f.min !== undefined) return `${f.min} + ${n}`;
  if (f.max !== undefined) return `${f.max} - ${n}`;
  return n;
}

export const FIELD_TYPE_TABLE: Record<Exclude<FieldType, 'reference'>, TypeEntry> & { reference: TypeEntry } = {
  string: {
    format: 'v',
    ...STRING_LIKE,
    sql: { postgresql: 'VARCHAR(%max)', mysql: 'VARCHAR(%max)', sqlite: 'VARCHAR(%max)' },
    parse: 'value, nil',
    sortable: true,
    swagger: { type: 'string' },
    sample: (f) => sizedSample(f, f.name.replace(/_/g, '-')),
    sampleImports: ['fmt'],
  },
  text: {
    format: 'v',
    ...STRING_LIKE,
    sql: { postgresql: 'TEXT', mysql: 'TEXT', sqlite: 'TEXT' },
    sortable: false,
    swagger: { type: 'string' },
    sample: (f) => sizedSample(f, f.name.replace(/_/g, '-')),
    sampleImports: ['fmt'],
  },
  integer: {
    format: 'strconv.FormatInt(v, 10)',
    go: 'int64',
    sql: { postgresql: 'BIGINT', mysql: 'BIGINT', sqlite: 'INTEGER' },
    parse: 'strconv.ParseInt(value, 10, 64)',
    parseImports: ['strconv'],
    sortable: true,
    compare: 'cmp.Compare[int64]',
    compareImports: ['cmp'],
    equal: 'a == b',
    swagger: { type: 'integer', format: 'int64' },
    sample: (f) => boundedSample(f, 'int64', ''),
  },
  number: {
    format: "strconv.FormatFloat(v, 'g', -1, 64)",
    go: 'float64',
    sql: { postgresql: 'DOUBLE PRECISION', mysql: 'DOUBLE', sqlite: 'REAL' },
    parse: 'strconv.ParseFloat(value, 64)',
    parseImports: ['strconv'],
    sortable: true,
    compare: 'cmp.Compare[float64]',
    compareImports: ['cmp'],
    equal: 'a == b',
    swagger: { type: 'number', format: 'double' },
    sample: (f) => boundedSample(f, 'float64', ' + 0.5'),
    sampleImports: ['math'],
  },
  boolean: {
    format: 'strconv.FormatBool(v)',
    go: 'bool',
    sql: { postgresql: 'BOOLEAN', mysql: 'BOOLEAN', sqlite: 'BOOLEAN' },
    parse: 'strconv.ParseBool(value)',
    parseImports: ['strconv'],
    sortable: true,
    compare: 'resource.CompareBool',
    compareImports: [RESOURCE_PKG],
    equal: 'a == b',
    swagger: { type: 'boolean' },
    sample: () => 'n%2 == 0',
  },
  timestamp: {
    format: 'v.Format(time.RFC3339Nano)',
    go: 'time.Time',
    goImports: ['time'],
    sql: { postgresql: 'TIMESTAMPTZ', mysql: 'DATETIME(6)', sqlite: 'DATETIME' },
    parse: 'time.Parse(time.RFC3339, value)',
    parseImports: ['time'],
    sortable: true,
    compare: 'time.Time.Compare',
    compareImports: ['time'],
    equal: 'a.Equal(b)',
    swagger: { type: 'string', format: 'date-time' },
    sample: () => 'time.Date(2024, 1, 1, 0, 0, n, 0, time.UTC)',
    sampleImports: ['time'],
  },
  date: {
    format: 'v.Format(resource.DateLayout)',
    go: 'resource.Date',
    goImports: [RESOURCE_PKG],
    sql: { postgresql: 'DATE', mysql: 'DATE', sqlite: 'DATE' },
    parse: 'resource.ParseDate(value)',
    parseImports: [RESOURCE_PKG],
    sortable: true,
    compare: 'resource.CompareDates',
    compareImports: [RESOURCE_PKG],
    equal: 'a.Equal(b.Time)',
    swagger: { type: 'string', format: 'date' },
    sample: () => 'resource.Date{Time: time.Date(2024, 1, 1+n%365, 0, 0, 0, 0, time.UTC)}',
    sampleImports: ['time', RESOURCE_PKG],
  },
  uuid: {
    format: 'v',
    go: 'string',
    sql: { postgresql: 'UUID', mysql: 'CHAR(36)', sqlite: 'TEXT' },
    parse: 'resource.ParseUUID(value)',
    parseImports: [RESOURCE_PKG],
    sortable: true,
    compare: 'cmp.Compare[string]',
    compareImports: ['cmp'],
    equal: 'a == b',
    swagger: { type: 'string', format: 'uuid' },
    sample: () => 'fmt.Sprintf("00000000-0000-4000-8000-%012d", n)',
    sampleImports: ['fmt'],
  },
  enum: {
    format: 'v',
    sql: { postgresql: 'VARCHAR(%enum)', mysql: 'VARCHAR(%enum)', sqlite: 'TEXT' },
    parse: 'value, nil',
    sortable: true,
    ...STRING_LIKE,
    swagger: { type: 'string' },
    sample: (f) => JSON.stringify(f.values?.[0] ?? ''),
  },
  json: {
    format: 'string(v)',
    go: 'json.RawMessage',
    goImports: ['encoding/json'],
    sql: { postgresql: 'JSONB', mysql: 'JSON', sqlite: 'TEXT' },
    sortable: false,
    equal: 'bytes.Equal(a, b)',
    swagger: { type: 'object' },
    sample: () => 'json.RawMessage(fmt.Sprintf(`{"n":%d}`, n))',
    sampleImports: ['encoding/json', 'fmt'],
  },
  reference: {
    format: 'strconv.FormatInt(v, 10)',
    go: 'int64',
    sql: { postgresql: 'BIGINT', mysql: 'BIGINT', sqlite: 'INTEGER' },
    parse: 'strconv.ParseInt(value, 10, 64)',
    parseImports: ['strconv'],
    sortable: true,
    compare: 'cmp.Compare[int64]',
    compareImports: ['cmp'],
    equal: 'a == b',
    swagger: { type: 'integer', format: 'int64' },
    sample: () => '0', // the tests create the referenced row and use its id
  },
};

/** The Go code that checks a field of `in` (an Input), adding to `problems`. */
function validateCode(f: ResourceField, Name: string): { code?: string; imports: string[] } {
  const v = `in.${Name}`;
  const optional = !f.required && f.type !== 'json';
  const x = optional ? `*${v}` : v;
  const checks: string[] = [];
  const imports = new Set<string>();
  const check = (cond: string, message: string) => checks.push(`if ${cond} {\n\tproblems.Add(${JSON.stringify(f.name)}, ${JSON.stringify(message)})\n}`);
  if ((f.type === 'string' || f.type === 'text') && f.required) {
    check(`strings.TrimSpace(${v}) == ""`, 'is required');
    imports.add('strings');
  }
  if (f.type === 'string' || f.type === 'text') {
    if (f.min !== undefined && f.min > 0) check(`utf8.RuneCountInString(${x}) < ${f.min}`, `must be at least ${f.min} characters`);
    if (f.max !== undefined || f.type === 'string') check(`utf8.RuneCountInString(${x}) > ${f.max ?? 255}`, `must be at most ${f.max ?? 255} characters`);
    imports.add('unicode/utf8');
  }
  if (f.type === 'integer' || f.type === 'number') {
    if (f.min !== undefined) check(`${x} < ${f.min}`, `must be at least ${f.min}`);
    if (f.max !== undefined) check(`${x} > ${f.max}`, `must be at most ${f.max}`);
  }
  if (f.type === 'enum') {
    check(`!slices.Contains(${goName(f.name)}Values, ${x})`, `must be one of ${(f.values ?? []).join(', ')}`);
    imports.add('slices');
  }
  if (f.type === 'uuid') {
    check(`!resource.IsUUID(${x})`, 'must be a UUID like 123e4567-e89b-42d3-a456-426614174000');
    imports.add(RESOURCE_PKG);
  }
  if (f.type === 'reference') check(`${x} <= 0`, 'must be a positive id');
  if (f.type === 'json' && f.required) check(`len(${v}) == 0 || string(${v}) == "null"`, 'is required');
  if (checks.length === 0) return { imports: [] };
  const body = checks.join('\n');
  const code = optional ? `if ${v} != nil {\n${body.replace(/^/gm, '\t')}\n}` : body;
  return { code, imports: [...imports] };
}

function sqlType(f: ResourceField, dialect: 'postgresql' | 'mysql' | 'sqlite'): string {
  const entry = FIELD_TYPE_TABLE[f.type];
  const longest = Math.max(...(f.values ?? ['']).map((v) => v.length), 1);
  return entry.sql[dialect].replace('%max', String(f.max ?? 255)).replace('%enum', String(longest));
}

/** The scope of one field: its values and flags as the templates read them. */
/** `equal` of the field table with the two operands in place. */
function equalOf(entry: TypeEntry, a: string, b: string): string {
  return entry.equal.replace(/\ba\b/g, a).replace(/\bb\b/g, b);
}

function fieldScope(f: ResourceField, model: ResourceModel, resource: ResourceNames): FieldScope {
  const entry = FIELD_TYPE_TABLE[f.type];
  const Name = goName(f.name);
  const pointer = !f.required && f.type !== 'json';
  const type = (pointer ? '*' : '') + entry.go;
  const flags = new Set<string>();
  if (f.required) flags.add('required');
  else flags.add('optional');
  if (pointer) flags.add('pointer');
  if (f.unique) flags.add('unique');
  if (f.type === 'enum') flags.add('enum');
  if (f.type === 'reference') flags.add('reference');
  if (entry.parse) flags.add('filterable');
  if (entry.sortable) flags.add('sortable');
  const values: Record<string, string | undefined> = {
    Name,
    name: f.name,
    label: f.name.replace(/_/g, ' '),
    type,
    elem: entry.go,
    validate: undefined,
    parse: entry.parse,
    compare: entry.compare,
    equal: entry.equal,
    sample: entry.sample(f),
    pgType: sqlType(f, 'postgresql'),
    mysqlType: sqlType(f, 'mysql'),
    sqliteType: sqlType(f, 'sqlite'),
    swaggerType: entry.swagger.type,
    swaggerFormat: entry.swagger.format,
    enumValues: f.values?.map((v) => JSON.stringify(v)).join(', '),
    enumDecl: f.values && `// ${Name}Values are the values ${f.name} takes.\nvar ${Name}Values = []string{${f.values.map((v) => JSON.stringify(v)).join(', ')}}\n`,
    filterCase: entry.parse && `case ${JSON.stringify(f.name)}:\n\tv, err = ${entry.parse}`,
    enumList: f.values?.join(', '),
    null: f.required ? 'NOT NULL' : 'NULL',
    // The memory store: a filter's match, the order of a sort, a unique field's clash.
    matchCase:
      entry.parse &&
      `case ${JSON.stringify(f.name)}:\n\tv, ok := value.(${entry.go})\n\treturn ok && ${pointer ? `item.${Name} != nil && ` : ''}${equalOf(entry, pointer ? `(*item.${Name})` : `item.${Name}`, 'v')}`,
    compareCase:
      entry.compare &&
      `case ${JSON.stringify(f.name)}:\n\treturn ${pointer ? `resource.ComparePointers(a.${Name}, b.${Name}, ${entry.compare})` : `${entry.compare}(a.${Name}, b.${Name})`}`,
    uniqueCheck: f.unique
      ? `for _, other := range s.items {\n\tif other.ID != item.ID && ${pointer ? `other.${Name} != nil && item.${Name} != nil && ` : ''}${equalOf(entry, pointer ? `*other.${Name}` : `other.${Name}`, pointer ? `*item.${Name}` : `item.${Name}`)} {\n\t\treturn ${resource.pkg}.${resource.Name}{}, resource.ErrConflict\n\t}\n}`
      : undefined,
    setSample: `in.${Name} = ${pointer ? `ptr[${entry.go}](${entry.sample(f)})` : entry.sample(f)}`,
    uniqueTest: f.unique
      ? `taken${Name} := asFields(t, create${resource.Name}(t, s))\nclash${Name} := valid()\nclash${Name}[${JSON.stringify(f.name)}] = taken${Name}[${JSON.stringify(f.name)}]\nexpectRefused(t, s, path, clash${Name}, http.StatusConflict, "")`
      : undefined,
    // A query string's form of the field's value in `item` (the tests' filters).
    filterTest:
      entry.parse &&
      `expectFound(t, s, path, ${JSON.stringify(f.name)}, url.QueryEscape(${entry.format.replace(/\bv\b/g, pointer ? `(*item.${Name})` : `item.${Name}`)}), item.ID, ${JSON.stringify(resource.snakes)})`,
  };
  const imports: Record<string, string[]> = {
    type: entry.goImports ?? [],
    elem: entry.goImports ?? [],
    parse: entry.parseImports ?? [],
    filterCase: entry.parseImports ?? [],
    compare: entry.compareImports ?? [],
    sample: entry.sampleImports ?? [],
    filterTest: ['net/url', 'strconv', 'time', RESOURCE_PKG],
    setSample: entry.sampleImports ?? [],
    compareCase: [...(entry.compareImports ?? []), RESOURCE_PKG],
    matchCase: entry.goImports ?? [],
    equal: f.type === 'json' ? ['bytes'] : [],
  };
  const validate = validateCode(f, Name);
  values.validate = validate.code;
  imports.validate = validate.imports;
  // A value's imports are those its code names (a bounded number's sample uses math, an unbounded one not).
  for (const [k, list] of Object.entries(imports)) {
    const code = values[k] ?? '';
    imports[k] = list.filter((p) => code.includes(`${p.split('/').pop()}.`));
  }
  if (f.type === 'reference' && f.references) {
    const ref = resourceNames(f.references);
    values.refName = ref.Name;
    values.refNames = ref.Names;
    values.refPkg = ref.pkg;
    values.refSnakes = ref.snakes;
    values.refLabel = ref.label;
    values.onDelete = f.required ? 'CASCADE' : 'SET NULL';
    imports.refPkg = [`{{@module}}/internal/${ref.pkg}`];
    const id = pointer ? `*in.${Name}` : `in.${Name}`;
    const check = `if _, err := s.deps.${ref.Names}.Get(ctx, ${id}); errors.Is(err, resource.ErrNotFound) {\n\tproblems.Add(${JSON.stringify(f.name)}, "names no ${ref.label}")\n} else if err != nil {\n\treturn fmt.Errorf("check ${f.name}: %w", err)\n}`;
    values.referenceCheck = pointer ? `if in.${Name} != nil {\n${check.replace(/^/gm, '\t')}\n}` : check;
    imports.referenceCheck = ['errors', 'fmt'];
    values.setReference = `in.${Name} = ${pointer ? `ptr(create${ref.Name}(t, s).ID)` : `create${ref.Name}(t, s).ID`}`;
    values.referenceTest = `dangling${Name} := valid()\ndangling${Name}[${JSON.stringify(f.name)}] = 1 << 40\nexpectRefused(t, s, path, dangling${Name}, http.StatusBadRequest, ${JSON.stringify(f.name)})`;
    void model;
  }
  return { values, flags, imports };
}

/**
 * The model's resources in the order the project lists them: every resource after those its
 * references name (validation refuses cycles between resources), otherwise as declared.
 */
export function orderedResources(model: ResourceModel): Resource[] {
  const byName = new Map(model.map((r) => [r.name, r]));
  const done = new Set<string>();
  const out: Resource[] = [];
  const visit = (r: Resource, path: Set<string>) => {
    if (done.has(r.name) || path.has(r.name)) return;
    path.add(r.name);
    for (const f of r.fields) {
      const target = f.type === 'reference' && f.references ? byName.get(f.references) : undefined;
      if (target && target !== r) visit(target, path);
    }
    path.delete(r.name);
    done.add(r.name);
    out.push(r);
  };
  model.forEach((r) => visit(r, new Set()));
  return out;
}

export interface ModelScope extends ResourceScope {
  names: ResourceNames;
}

/** Every resource's scope, in orderedResources' order. */
export function modelScopes(model: ResourceModel): ModelScope[] {
  return orderedResources(model).map((r) => ({
    names: resourceNames(r.name),
    lists: { required: r.fields.filter((f) => f.required).map((f) => JSON.stringify(f.name)).join(', ') },
    fields: r.fields.map((f, i) => withSqlc(fieldScope(f, model, resourceNames(r.name)), f, i === 0 ? r : undefined)),
  }));
}

/** The field table as lib/generator/sqlc.ts reads it. */
export const SQLC_FIELD_TYPES: FieldTypes = {
  go: (f) => FIELD_TYPE_TABLE[f.type].go,
  filterable: (f) => FIELD_TYPE_TABLE[f.type].parse !== undefined,
  sortable: (f) => FIELD_TYPE_TABLE[f.type].sortable,
  sqlType,
};

/**
 * A field's scope with what sqlc's files and the SQLC stores need (lib/generator/sqlc.ts); the first
 * field carries the resource's own (its query file, the Go sqlc writes from it), which templates
 * write on a line of their own.
 */
function withSqlc(scope: FieldScope, f: ResourceField, resource?: Resource): FieldScope {
  const parts = [sqlcFieldValues(f), ...(resource ? [sqlcResourceValues(SQLC_FIELD_TYPES, resource)] : [])];
  return {
    flags: scope.flags,
    values: Object.assign({}, scope.values, ...parts.map((p) => p.values)),
    imports: Object.assign({}, scope.imports, ...parts.map((p) => p.imports)),
  };
}
