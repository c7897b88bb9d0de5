// The field table: what each field type of the resource model becomes in Go, in SQL per dialect, in
// the API's documents and in tests. Templates name these values ({{@F.type}}, {{@F.validate}}, ...)
// and flags ({{@F?required}}); a value a field does not have skips the template's line for it, so no
// template holds an `if`. One entry per type, not code spread over the templates.
import { DECIMAL_TEXT, EMAIL_ADDRESS, digitsOf, fieldType, type FieldType } from '../resources/field-types';
import { onDeleteOf, type OnDelete, type Resource, type ResourceField, type ResourceModel } from '../resources/model';
import { goName, resourceNames, type ResourceNames } from '../resources/names';
import { protoBody, protoGoNames } from '../resources/proto-names';
import { graphqlResourceNames, schemaName } from '../resources/graphql-names';
import { toGo } from './gqlgen-names';
import { fieldGoNames } from './protobuf';
import type { FieldScope, ResourceScope } from './template';
import { SQLC_FIELD_VALUES, sqlcResourceValues, valueImports, type Dialect, type FieldTypes, type SqlcResourceValues } from './sqlc';

/** The import path of the resources' shared package, as templates write it. */
const RESOURCE_PKG = '{{@module}}/internal/resource';

interface TypeEntry {
  /** The Go type of a value (required fields); optional ones are pointers to it, but for json. */
  go: string;
  goImports?: string[];
  sql: { postgresql: string; mysql: string; sqlite: string };
  /**
   * The type a filter's parameter is cast to where the column's would refuse a value the filter takes:
   * a decimal's NUMERIC(p, s) overflows on more digits than it holds, which match no row instead.
   */
  cast?: Partial<Record<Dialect, string>>;
  /** Where a query string's value is read (absent: not filterable); `value` is the string, `%Name` the field's Go name. */
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
  equalImports?: string[];
  /** Its schema's type and format in the OpenAPI document; no type: any JSON value. */
  swagger: { type?: string; format?: string };
  /** A valid value in Go, `n` an int distinct for each value a test makes. */
  sample: (f: ResourceField) => string;
  sampleImports?: string[];
  /** The same valid value as JSON (the documents' examples, the HTTP probes), `n` keeping values apart. */
  json: (f: ResourceField, n: number) => unknown;
  /** How the README names the type. */
  readme: string;
  /** How the htmx pages' forms edit it (a web.Kind). */
  page: string;
  /** The web.Kind of an optional field, when not `page`'s: a checkbox cannot leave a boolean null. */
  pageOptional?: string;
  /** Its input always sends a value (a checkbox left unchecked is false): the form never marks it required. */
  pageNeverMissing?: true;
  /** A short text that can name a row in the pages' headings and selects (titleField). */
  names?: true;
  /** Its type in the gRPC door's proto file; an enum's is its own. */
  proto?: string;
  /** Its type in the GraphQL door's schema (a scalar the schema declares, or GraphQL's); an enum's is its own. */
  graphql?: string;
  /** Checks of a value `x` beyond its type and bounds, each refusing it with its message (an optional field's only when sent). */
  checks?: (f: ResourceField, x: string) => Check[];
  /** The lines of its schema in the OpenAPI document beyond type, format, enum and bounds. */
  schema?: (f: ResourceField) => string[];
  /** The lines of a list filter's schema beyond type, format and enum. */
  filterSchema?: () => string[];
  /** The statement giving the value `x` the one form every store keeps (a UUID in lower case), once valid. */
  normalize?: (f: ResourceField, x: string) => string;
  /** The statement giving a value `x` read from a database the form the API answers (a timestamp in UTC). */
  afterRead?: (x: string, f: ResourceField) => string;
  /** A default `literal` (defaultLiteral's) as a Go expression of the field's type, when the literal alone is untyped. */
  typed?: (literal: string, f: ResourceField) => string;
  /** Its Go value holds JSON's null itself: an optional field is not a pointer. */
  holdsNull?: true;
  /** What a driver store scans the column into, when not the field itself (`%v` the field). */
  scanTarget?: string;
  /** The Go type of sqlc's column, when not the field's (a pointer when `nullable`). */
  sqlcGo?: (d: Dialect, nullable: boolean) => string;
  /** SQLite keeps it as text: the expressions converting the field's value `v` to and from sqlc's column. */
  sqliteText?: { to: (v: string, required: boolean) => string; from: (v: string, required: boolean) => string };
  /** SQLite's rebuild of a table: the SQL expression of column `x`, of the type this one widens from, as this type keeps it. */
  sqliteWidened?: (x: string, f: ResourceField) => string;
}

/** A check of validateCode: the condition refusing a value, its message, the packages the condition names. */
interface Check {
  cond: string;
  message: string;
  imports?: string[];
}

/** Lower case, the form a UUID or an e-mail address is kept in. */
const LOWER_CASE = { normalize: (_f: ResourceField, x: string) => `${x} = strings.ToLower(${x})` };

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
    if (cast === 'int64') return `${f.min} + int64(n)%${f.max - f.min + 1}`;
    // A number spaced by a millionth of the range: a million samples apart (a unique field's), and the bound itself when there is no range.
    return f.max > f.min ? `${f.min} + ${f.max - f.min}*float64(n%1000000)/1000000` : `${f.min}`;
  }
  if (f.min !== undefined) return `${f.min} + ${n}`;
  if (f.max !== undefined) return `${f.max} - ${n}`;
  return n;
}

/** sizedSample's value as JSON. */
function sizedJSON(f: ResourceField, n: number): string {
  const word = f.name.replace(/_/g, '-');
  const min = f.min ?? 0;
  const max = f.max ?? 255;
  if (min <= word.length + 2 && max >= word.length + 12) return `${word}-${n}`;
  return String(n).padStart(Math.min(max, Math.max(min, 8)), '0');
}

/** A number inside the field's bounds as JSON, `n` keeping values apart (integers when `integer`). */
function boundedJSON(f: ResourceField, n: number, integer: boolean): number {
  const x = integer ? n : n + 0.5;
  if (f.min !== undefined && f.max !== undefined) return integer ? f.min + (n % (f.max - f.min + 1)) : f.min + ((f.max - f.min) * (n % 1_000_000)) / 1_000_000;
  if (f.min !== undefined) return f.min + x;
  if (f.max !== undefined) return f.max - x;
  return x;
}

/** The longest text of a decimal resource.ParseDecimal reads: 64 digits, a sign and a point. */
const DECIMAL_MAX_LENGTH = 66;

/** A value `x` as a method's receiver: a pointer's value in parentheses. */
const receiver = (x: string) => (x.startsWith('*') ? `(${x})` : x);

/** A required string's or text's check: not blank, as Go's strings.TrimSpace says. */
const notBlank = (f: ResourceField, x: string): Check[] => (f.required ? [{ cond: `strings.TrimSpace(${x}) == ""`, message: 'is required', imports: ['strings'] }] : []);

/**
 * A decimal inside the field's digits, `n` keeping values apart: n's last digits before the point and
 * after it, as Go code (`n` the Go variable) or as text (`n` a number).
 */
function decimalSample(f: ResourceField, n: 'go'): string;
function decimalSample(f: ResourceField, n: number): string;
function decimalSample(f: ResourceField, n: number | 'go'): string {
  const { precision, scale } = digitsOf(f);
  const whole = 10 ** Math.min(precision - scale, 9);
  const part = 10 ** Math.min(scale, 9);
  if (n === 'go') return scale === 0 ? `strconv.Itoa(n % ${whole})` : `fmt.Sprintf("%d.%0${scale}d", n%${whole}, n%${part})`;
  return scale === 0 ? String(n % whole) : `${n % whole}.${String(n % part).padStart(scale, '0')}`;
}

/**
 * A decimal's pattern in the document, what resource.ParseDecimal and Fits accept: leading zeros and
 * trailing zeros after the point are not counted.
 */
function decimalPattern(f: ResourceField): string {
  const { precision, scale } = digitsOf(f);
  const whole = precision - scale === 0 ? '0+' : `0*[0-9]{1,${precision - scale}}`;
  const fraction = scale === 0 ? String.raw`(\.0+)?` : String.raw`(\.[0-9]{1,${scale}}0*)?`;
  return `^-?${whole}${fraction}$`;
}

export const FIELD_TYPE_TABLE: Record<FieldType, TypeEntry> = {
  string: {
    format: 'v',
    ...STRING_LIKE,
    sql: { postgresql: 'VARCHAR(%max)', mysql: 'VARCHAR(%max)', sqlite: 'VARCHAR(%max)' },
    parse: 'value, nil',
    sortable: true,
    swagger: { type: 'string' },
    sample: (f) => sizedSample(f, f.name.replace(/_/g, '-')),
    sampleImports: ['fmt'],
    json: sizedJSON,
    readme: 'string',
    names: true,
    page: 'Text',
    proto: 'string',
    graphql: 'String',
    checks: notBlank,
  },
  text: {
    format: 'v',
    ...STRING_LIKE,
    sql: { postgresql: 'TEXT', mysql: 'TEXT', sqlite: 'TEXT' },
    sortable: false,
    swagger: { type: 'string' },
    sample: (f) => sizedSample(f, f.name.replace(/_/g, '-')),
    sampleImports: ['fmt'],
    json: sizedJSON,
    readme: 'text',
    page: 'LongText',
    proto: 'string',
    graphql: 'String',
    checks: notBlank,
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
    json: (f, n) => boundedJSON(f, n, true),
    readme: 'integer (64-bit)',
    page: 'Integer',
    proto: 'int64',
    graphql: 'Int64',
    typed: (literal) => `int64(${literal})`,
  },
  number: {
    format: "strconv.FormatFloat(v, 'g', -1, 64)",
    go: 'float64',
    sql: { postgresql: 'DOUBLE PRECISION', mysql: 'DOUBLE', sqlite: 'REAL' },
    parse: 'resource.ParseNumber(value)',
    parseImports: [RESOURCE_PKG],
    sortable: true,
    compare: 'cmp.Compare[float64]',
    compareImports: ['cmp'],
    equal: 'a == b',
    swagger: { type: 'number', format: 'double' },
    sample: (f) => boundedSample(f, 'float64', ' + 0.5'),
    sampleImports: ['math'],
    json: (f, n) => boundedJSON(f, n, false),
    readme: 'number (64-bit float)',
    page: 'Number',
    proto: 'double',
    graphql: 'Float',
    // new() takes a typed value: a whole number's literal would be an untyped int.
    typed: (literal, f) => (Number.isInteger(f.default) ? `float64(${literal})` : literal),
  },
  decimal: {
    format: 'v.String()',
    go: 'resource.Decimal',
    goImports: [RESOURCE_PKG],
    // SQLite: TEXT affinity (the name holds TEXT), which keeps the digits as written; NUMERIC would make
    // them a 64-bit float. sqlc.yaml maps the name to resource.Decimal.
    sql: { postgresql: 'NUMERIC(%precision, %scale)', mysql: 'DECIMAL(%precision, %scale)', sqlite: 'DECIMAL_TEXT' },
    cast: { postgresql: 'NUMERIC' },
    parse: 'resource.ParseDecimalScale(value, %scale)',
    parseImports: [RESOURCE_PKG],
    sortable: false,
    equal: 'a.Cmp(b) == 0',
    swagger: { type: 'string', format: 'decimal' },
    // Valid by construction; ParseDecimal, not MustDecimal, which the service itself may not call.
    sample: (f) => `func() resource.Decimal {\n\td, _ := resource.ParseDecimal(${decimalSample(f, 'go')})\n\treturn d\n}()`,
    sampleImports: [RESOURCE_PKG, 'fmt', 'strconv'],
    json: (f, n) => decimalSample(f, n),
    readme: 'decimal (exact, as a string)',
    page: 'Decimal',
    proto: 'string',
    graphql: 'Decimal',
    checks: (f, x) => {
      const { precision, scale } = digitsOf(f);
      return [{ cond: `!${receiver(x)}.Fits(${precision}, ${scale})`, message: `must have at most ${precision - scale} digits before the point and ${scale} after it`, imports: [] }];
    },
    schema: (f) => [`pattern: '${decimalPattern(f)}'`, `maxLength: ${DECIMAL_MAX_LENGTH}`, 'description: An exact decimal written as a string, like "12.30"'],
    // A filter is a lookup: any decimal, the field's digits or not (one it cannot hold matches no row).
    filterSchema: () => [`pattern: '${DECIMAL_TEXT.source}'`, `maxLength: ${DECIMAL_MAX_LENGTH}`],
    normalize: (f, x) => `${x} = ${receiver(x)}.WithScale(${digitsOf(f).scale})`,
    // Written at the column's scale as every store answers it: pgx scans a NUMERIC zero without its
    // scale (0.00 as 0), and a Badger or MongoDB document written when the field was an integer holds
    // none.
    afterRead: (x, f) => `${x} = ${receiver(x)}.WithScale(${digitsOf(f).scale})`,
    typed: (literal) => `resource.MustDecimal(${literal})`,
    // An integer widened to a decimal: its digits, then the point and the scale's zeros (exact, not
    // through a float as printf would).
    sqliteWidened: (x, f) => (digitsOf(f).scale === 0 ? `CAST(${x} AS TEXT)` : `CAST(${x} AS TEXT) || '.${'0'.repeat(digitsOf(f).scale)}'`),
  },
  boolean: {
    format: 'strconv.FormatBool(v)',
    go: 'bool',
    sql: { postgresql: 'BOOLEAN', mysql: 'BOOLEAN', sqlite: 'BOOLEAN' },
    parse: 'strconv.ParseBool(value)',
    parseImports: ['strconv'],
    sortable: true,
    compare: 'compareBool',
    equal: 'a == b',
    swagger: { type: 'boolean' },
    sample: () => 'n%2 == 0',
    json: (_f, n) => n % 2 === 0,
    readme: 'boolean',
    page: 'Checkbox',
    pageOptional: 'YesNo',
    pageNeverMissing: true,
    proto: 'bool',
    graphql: 'Boolean',
  },
  timestamp: {
    format: 'v.Format(time.RFC3339Nano)',
    go: 'time.Time',
    goImports: ['time'],
    sql: { postgresql: 'TIMESTAMPTZ', mysql: 'DATETIME(6)', sqlite: 'DATETIME' },
    parse: 'resource.ParseTime(value)',
    parseImports: [RESOURCE_PKG],
    sortable: true,
    compare: 'time.Time.Compare',
    compareImports: ['time'],
    equal: 'a.Equal(b)',
    swagger: { type: 'string', format: 'date-time' },
    sample: () => 'time.Date(2024, 1, 1, 0, 0, n, 0, time.UTC)',
    sampleImports: ['time'],
    json: (_f, n) => new Date(Date.UTC(2024, 0, 1, 0, 0, n)).toISOString().replace('.000Z', 'Z'),
    readme: 'timestamp (RFC 3339)',
    page: 'Timestamp',
    proto: 'google.protobuf.Timestamp',
    graphql: 'Time',
    afterRead: (x) => `${x} = ${receiver(x)}.UTC()`,
  },
  date: {
    format: 'v.Format(resource.DateLayout)',
    go: 'resource.Date',
    goImports: [RESOURCE_PKG],
    sql: { postgresql: 'DATE', mysql: 'DATE', sqlite: 'DATE' },
    parse: 'resource.ParseDate(value)',
    parseImports: [RESOURCE_PKG],
    sortable: true,
    compare: 'compareDates',
    equal: 'a.Equal(b.Time)',
    swagger: { type: 'string', format: 'date' },
    sample: () => 'resource.Date{Time: time.Date(2024, 1, 1+n%365, 0, 0, 0, 0, time.UTC)}',
    sampleImports: ['time', RESOURCE_PKG],
    json: (_f, n) => new Date(Date.UTC(2024, 0, 1 + (n % 365))).toISOString().slice(0, 10),
    readme: 'date (YYYY-MM-DD)',
    page: 'Date',
    proto: 'string',
    graphql: 'Date',
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
    // A letter among the digits: the tests send it in upper case too.
    sample: () => 'fmt.Sprintf("00000000-0000-4000-a000-%012d", n)',
    sampleImports: ['fmt'],
    json: (_f, n) => `00000000-0000-4000-a000-${String(n).padStart(12, '0')}`,
    readme: 'UUID',
    names: true,
    page: 'UUID',
    proto: 'string',
    graphql: 'String',
    checks: (_f, x) => [{ cond: `!resource.IsUUID(${x})`, message: 'must be a UUID like 123e4567-e89b-42d3-a456-426614174000', imports: [RESOURCE_PKG] }],
    ...LOWER_CASE,
  },
  email: {
    format: 'v',
    ...STRING_LIKE,
    // RFC 5321's longest address; every store holds it as text.
    sql: { postgresql: 'VARCHAR(254)', mysql: 'VARCHAR(254)', sqlite: 'TEXT' },
    parse: 'resource.ParseEmail(value)',
    parseImports: [RESOURCE_PKG],
    sortable: true,
    swagger: { type: 'string', format: 'email' },
    sample: () => 'fmt.Sprintf("user-%d@example.com", n)',
    sampleImports: ['fmt'],
    json: (_f, n) => `user-${n}@example.com`,
    readme: 'e-mail address (kept in lower case)',
    names: true,
    page: 'Email',
    proto: 'string',
    graphql: 'String',
    checks: (_f, x) => [{ cond: `!resource.IsEmail(${x})`, message: 'must be an e-mail address like ada@example.com, of at most 254 characters', imports: [RESOURCE_PKG] }],
    schema: () => ['maxLength: 254', `pattern: '${EMAIL_PATTERN}'`],
    ...LOWER_CASE,
  },
  enum: {
    format: 'v',
    sql: { postgresql: 'VARCHAR(%enum)', mysql: 'VARCHAR(%enum)', sqlite: 'TEXT' },
    parse: 'resource.ParseOneOf(value, %NameValues)',
    parseImports: [RESOURCE_PKG],
    sortable: true,
    ...STRING_LIKE,
    swagger: { type: 'string' },
    sample: (f) => JSON.stringify(f.values?.[0] ?? ''),
    json: (f) => f.values?.[0] ?? '',
    readme: 'enum',
    names: true,
    page: 'Choice',
    checks: (f, x) => [{ cond: `!slices.Contains(${goName(f.name)}Values, ${x})`, message: `must be one of ${(f.values ?? []).join(', ')}`, imports: ['slices'] }],
  },
  json: {
    format: 'string(v)',
    go: 'json.RawMessage',
    goImports: ['encoding/json'],
    sql: { postgresql: 'JSONB', mysql: 'JSON', sqlite: 'TEXT' },
    sortable: false,
    equal: 'bytes.Equal(a, b)',
    equalImports: ['bytes'],
    swagger: {},
    sample: () => 'json.RawMessage(fmt.Sprintf(`{"n":%d}`, n))',
    sampleImports: ['encoding/json', 'fmt'],
    json: (_f, n) => ({ n }),
    readme: 'any JSON value',
    page: 'JSON',
    proto: 'google.protobuf.Value',
    graphql: 'JSON',
    checks: (f, x) => (f.required ? [{ cond: `len(${x}) == 0 || string(${x}) == "null"`, message: 'is required' }] : []),
    // JSON in one form (resource.CanonicalJSON), null as no value (SQL NULL, a field MongoDB leaves
    // out), which no unique index counts.
    normalize: (_f, x) => `${x} = resource.CanonicalJSON(${x})`,
    holdsNull: true,
    // database/sql cannot store NULL in a json.RawMessage, but can in the []byte it is.
    scanTarget: '(*[]byte)(&%v)',
    // pgx reads it as bytes; MySQL's engine writes json.RawMessage, which database/sql cannot scan a
    // NULL into, so the config makes a NULL one []byte; SQLite keeps TEXT.
    sqlcGo: (d, nullable) => (d === 'postgresql' || (d === 'mysql' && nullable) ? '[]byte' : d === 'mysql' ? 'json.RawMessage' : (nullable ? '*' : '') + 'string'),
    sqliteText: {
      to: (v, required) => (required ? `string(${v})` : `resource.JSONText(${v})`),
      from: (v, required) => (required ? `json.RawMessage(${v})` : `resource.JSONFromText(${v})`),
    },
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
    json: () => 1, // the id of a row created first (the probes create it and use its id)
    readme: 'reference (an id)',
    page: 'Reference',
    proto: 'int64',
    graphql: 'ID',
    checks: (_f, x) => [{ cond: `${x} <= 0`, message: 'must be a positive id' }],
    schema: (f) => (f.references ? ['minimum: 1', `description: The id of one of /api/v1/${resourceNames(f.references).path}`] : []),
  },
};

/** The Go code that checks a field of `in` (an Input), adding to `problems`. */
function validateCode(f: ResourceField, Name: string): { code?: string; imports: string[] } {
  const v = `in.${Name}`;
  const entry = FIELD_TYPE_TABLE[f.type];
  const spec = fieldType(f.type);
  const optional = isPointer(f);
  const x = optional ? `*${v}` : v;
  const checks: Check[] = [...(entry.checks?.(f, x) ?? [])];
  if (spec.bounds === 'length') {
    const max = f.max ?? spec.maxLength;
    if (f.min !== undefined && f.min > 0) checks.push({ cond: `utf8.RuneCountInString(${x}) < ${f.min}`, message: `must be at least ${f.min} characters`, imports: ['unicode/utf8'] });
    if (max !== undefined) checks.push({ cond: `utf8.RuneCountInString(${x}) > ${max}`, message: `must be at most ${max} characters`, imports: ['unicode/utf8'] });
  } else if (spec.bounds) {
    if (f.min !== undefined) checks.push({ cond: `${x} < ${f.min}`, message: `must be at least ${f.min}` });
    if (f.max !== undefined) checks.push({ cond: `${x} > ${f.max}`, message: `must be at most ${f.max}` });
  }
  if (checks.length === 0) return { imports: [] };
  const block = (c: Check) => `if ${c.cond} {\n\tproblems.Add(${JSON.stringify(f.name)}, ${JSON.stringify(c.message)})\n}`;
  let code: string;
  if (!optional) code = checks.map(block).join('\n');
  // An optional field is checked only when sent: one check joins the nil test, several nest under it.
  else if (checks.length === 1) code = block({ ...checks[0], cond: `${v} != nil && ${checks[0].cond}` });
  else code = `if ${v} != nil {\n${checks.map(block).join('\n').replace(/^/gm, '\t')}\n}`;
  return { code, imports: [...new Set(checks.flatMap((c) => c.imports ?? []))] };
}

/** Whether the resource holds a pointer for the field: an optional one, but for a type whose value holds null itself. */
function isPointer(f: ResourceField): boolean {
  return !f.required && !FIELD_TYPE_TABLE[f.type].holdsNull;
}

function sqlType(f: ResourceField, dialect: Dialect): string {
  const entry = FIELD_TYPE_TABLE[f.type];
  const longest = Math.max(...(f.values ?? ['']).map((v) => v.length), 1);
  const { precision, scale } = digitsOf(f);
  return entry.sql[dialect]
    .replace('%max', String(f.max ?? fieldType(f.type).maxLength))
    .replace('%enum', String(longest))
    .replace('%precision', String(precision))
    .replace('%scale', String(scale));
}

/**
 * A required string's pattern: a character that is not white space as Go's strings.TrimSpace trims
 * it (unicode.IsSpace), which the handlers refuse alone. Not `\S`: JavaScript's \s differs from Go's
 * (U+0085, U+FEFF), and the document must say exactly what the handlers accept.
 */
const NOT_BLANK = String.raw`[^\t\n\v\f\r \u0085\u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000]`;

/** EMAIL_ADDRESS as the document's pattern: a YAML single-quoted string, its letters of either case. */
const EMAIL_PATTERN = EMAIL_ADDRESS.source.replace(/a-z/g, 'A-Za-z').replace(/'/g, "''");

/** The field's schema in docs/swagger.yaml (OpenAPI 3.0), one line per keyword. */
function swaggerSchema(f: ResourceField): string[] {
  const entry = FIELD_TYPE_TABLE[f.type];
  const spec = fieldType(f.type);
  const lines = entry.swagger.type ? [`type: ${entry.swagger.type}`] : [];
  if (entry.swagger.format) lines.push(`format: ${entry.swagger.format}`);
  // Quoted: a value such as `yes` or `off` would otherwise be a YAML boolean.
  if (f.values) lines.push(`enum: [${f.values.map((v) => JSON.stringify(v)).join(', ')}]`);
  if (spec.bounds === 'length') {
    if (f.min !== undefined && f.min > 0) lines.push(`minLength: ${f.min}`);
    else if (f.required) lines.push('minLength: 1', `pattern: '${NOT_BLANK}'`);
    const max = f.max ?? spec.maxLength;
    if (max !== undefined) lines.push(`maxLength: ${max}`);
  } else if (spec.bounds) {
    if (f.min !== undefined) lines.push(`minimum: ${f.min}`);
    if (f.max !== undefined) lines.push(`maximum: ${f.max}`);
  }
  lines.push(...(entry.schema?.(f) ?? []));
  if (f.default !== undefined) lines.push(`default: ${JSON.stringify(f.default)}`);
  return lines;
}

/**
 * A list filter's schema: the type, format and values a handler reads. Not the field's bounds: a
 * filter is a lookup, and a value outside them matches no row (200, an empty page).
 */
function filterSchema(f: ResourceField): string[] {
  const entry = FIELD_TYPE_TABLE[f.type];
  const lines = entry.swagger.type ? [`type: ${entry.swagger.type}`] : [];
  if (entry.swagger.format) lines.push(`format: ${entry.swagger.format}`);
  if (f.values) lines.push(`enum: [${f.values.map((v) => JSON.stringify(v)).join(', ')}]`);
  lines.push(...(entry.filterSchema?.() ?? []));
  return lines;
}

/** What deleting the row a reference names does, as the README says it. */
const READMES_ON_DELETE: Readonly<Record<OnDelete, string>> = {
  restrict: 'refused with 409 while this row names it (`restrict`)',
  cascade: 'deletes this row too (`cascade`)',
  set_null: 'empties this field (`set_null`)',
};

/** What the README says a field accepts beyond its type: bounds, uniqueness, values, the row it names. */
function readmeRules(f: ResourceField): string {
  const rules: string[] = [];
  const spec = fieldType(f.type);
  const unit = spec.bounds === 'length' ? ' characters' : '';
  const max = spec.bounds === 'length' ? (f.max ?? spec.maxLength) : f.max;
  const min = unit && f.min === 0 ? undefined : f.min;
  if (spec.bounds) {
    if (min !== undefined && max !== undefined) rules.push(`${min} to ${max}${unit}`);
    else if (min !== undefined) rules.push(`at least ${min}${unit}`);
    else if (max !== undefined) rules.push(`at most ${max}${unit}`);
  }
  if (spec.digits) {
    const { precision, scale } = digitsOf(f);
    rules.push(`at most ${precision - scale} digits before the point and ${scale} after it`);
  }
  if (f.values) rules.push(`one of ${f.values.map((v) => `\`${v}\``).join(', ')}`);
  if (spec.references && f.references) {
    const ref = resourceNames(f.references);
    rules.push(`the id of ${/^[aeiou]/.test(ref.label) ? 'an' : 'a'} ${ref.label} (\`/api/v1/${ref.path}\`; 400 when there is none)`);
    rules.push(`deleting that ${ref.label}: ${READMES_ON_DELETE[onDeleteOf(f)]}`);
  }
  if (f.unique) rules.push('unique (409 when another row has it)');
  if (f.default !== undefined) rules.push(`\`${JSON.stringify(f.default)}\` when left out`);
  return rules.join('; ');
}

/** The values resourceValues gives fields. */
const RESOURCE_VALUE_NAMES = ['bodySample', 'bodySampleString', 'formSample', 'grpcSample', 'gqlSample', 'decimalKeys', 'filterExample', 'requiredList'] as const;
type ResourceValues = Partial<Record<(typeof RESOURCE_VALUE_NAMES)[number], string>>;

/**
 * Values of the whole resource that the documents write on one line, given to its first field (the
 * example body), its first filterable field (a list's filter) or its first required field (the
 * required list): a line naming them is written once.
 */
function resourceValues(r: Resource): Map<ResourceField, ResourceValues> {
  const out = new Map<ResourceField, ResourceValues>(r.fields.map((f) => [f, {}]));
  const sample = r.fields.map((f) => [f.name, FIELD_TYPE_TABLE[f.type].json(f, 1)] as const);
  const body = JSON.stringify(Object.fromEntries(sample));
  // The same values as the htmx pages' form sends them: text as typed, other values as JSON.
  const form = new URLSearchParams(sample.map(([name, v]) => [name, typeof v === 'string' ? v : JSON.stringify(v)])).toString();
  // The same values as a Create request of the gRPC door (grpcurl's JSON): an enum's value by its proto name.
  const grpc = JSON.stringify({ [r.name]: protoBody(r, Object.fromEntries(sample)) });
  // The same values as the GraphQL door's input, the fields under their schema names.
  const gql = JSON.stringify(Object.fromEntries(sample.map(([name, v]) => [schemaName(name), v])));
  if (r.fields[0]) Object.assign(out.get(r.fields[0])!, { bodySample: body, bodySampleString: JSON.stringify(body), formSample: form, grpcSample: grpc, gqlSample: gql });
  const filterable = r.fields.find((f) => FIELD_TYPE_TABLE[f.type].parse);
  if (filterable) {
    const v = FIELD_TYPE_TABLE[filterable.type].json(filterable, 1);
    out.get(filterable)!.filterExample = `${filterable.name}=${encodeURIComponent(typeof v === 'string' ? v : JSON.stringify(v))}`;
  }
  // What a body must hold: a required field with a default may be left out.
  const required = r.fields.filter((f) => f.required && f.default === undefined);
  if (required[0]) out.get(required[0])!.requiredList = `[${required.map((f) => f.name).join(', ')}]`;
  // The keys of the decimal fields (the Badger store reads a JSON number there as their text).
  const decimals = r.fields.filter((f) => fieldType(f.type).digits);
  if (decimals[0]) out.get(decimals[0])!.decimalKeys = decimals.map((f) => JSON.stringify(f.name)).join(', ');
  return out;
}

/** `equal` of the field table with the two operands in place. */
function equalOf(entry: TypeEntry, a: string, b: string): string {
  // An operand a method is called on is a receiver: a pointer's value in parentheses.
  return entry.equal.replace(/\b([ab])\b(\.?)/g, (_, operand: string, dot: string) => (dot ? receiver(operand === 'a' ? a : b) + dot : operand === 'a' ? a : b));
}

/** The negation of equalOf, as a reader writes it (`a != b`, `!a.Equal(b)`). */
function notEqual(entry: TypeEntry, a: string, b: string): string {
  const equal = equalOf(entry, a, b);
  return equal.includes(' == ') ? equal.replace(' == ', ' != ') : `!${equal}`;
}

/**
 * A reference's on_delete as the tables' foreign keys say it (the handlers do the same on every store
 * first). restrict is NO ACTION: refused as RESTRICT would, but checked when the statement ends (or,
 * deferred, at commit), so SQLite's down migration may drop the tables in any order.
 */
const SQL_ON_DELETE: Readonly<Record<OnDelete, string>> = { restrict: 'NO ACTION', cascade: 'CASCADE', set_null: 'SET NULL' };

/** A reference of the model: the resource holding it and its field. */
interface Referrer {
  other: Resource;
  f: ResourceField;
}

/**
 * The references of the model by the resource they name, in `ordered`'s order (then the fields'). Why:
 * deleteRules read every field of the model for each resource (as the `referenced` flag did), 18,000
 * fields for a 30x20 model; once is enough (with the `referenced` set, about 2 ms of its composition).
 */
function referrersByName(ordered: readonly Resource[]): Map<string, Referrer[]> {
  const out = new Map<string, Referrer[]>();
  for (const other of ordered) {
    for (const f of other.fields) {
      if (!fieldType(f.type).references || f.references === undefined) continue;
      let list = out.get(f.references);
      if (!list) out.set(f.references, (list = []));
      list.push({ other, f });
    }
  }
  return out;
}

/**
 * The body of cascade<Resource> (internal/server/<resources>_references.go): for each reference of the
 * model to the resource (`referrers`, referrersByName's), what deleting a row of it does to the rows
 * naming it; and the packages it names.
 */
function deleteRules(referrers: readonly Referrer[]): { code: string; imports: string[] } {
  const blocks: string[] = [];
  const imports = new Set<string>();
  for (const { other, f } of referrers) {
    const p = resourceNames(other.name);
    const rule = onDeleteOf(f);
    const each = (removes: string, item: string, body: string[]) =>
      [
        `if err := eachReferring(ctx, s.deps.${p.Names}.List, ${JSON.stringify(f.name)}, id, ${removes}, func(${item ? `${item} ` : ''}${p.pkg}.${p.Name}) error {`,
        ...body.map((l) => `\t${l}`),
        `}); err != nil {`,
        `\treturn err`,
        `}`,
      ].join('\n');
    imports.add(`{{@module}}/internal/${p.pkg}`);
    if (rule === 'restrict') {
      imports.add(RESOURCE_PKG);
      blocks.push(each('false', '', [`return resource.Referenced(${JSON.stringify(p.labels)}, ${JSON.stringify(f.name)})`]));
    } else if (rule === 'cascade') {
      blocks.push(each('!check', 'item', [`return s.cascade${p.Name}(ctx, item.ID, check)`]));
    } else {
      // The row kept as it is, but for the reference emptied.
      const input = other.fields.filter((g) => g !== f).map((g) => `in.${goName(g.name)} = item.${goName(g.name)}`);
      const set = each('true', 'item', [`var in ${p.pkg}.Input`, ...input, `_, err := s.deps.${p.Names}.Update(ctx, item.ID, in)`, 'return err']);
      blocks.push(`if !check {\n${set.replace(/^/gm, '\t')}\n}`);
    }
  }
  // Its template's line is indented once: so is every line after the first.
  return { code: blocks.join('\n').replace(/\n/g, '\n\t'), imports: [...imports] };
}

/**
 * Whether `other` holds `item`'s value of a unique field (the memory and Badger stores): values that
 * are absent (nil, an optional JSON's null included: see normalize) clash with nothing, as NULL in SQL.
 */
function uniqueClash({ f, entry, Name, pointer }: FieldContext): string {
  const absent = pointer ? `other.${Name} != nil && item.${Name} != nil && ` : !f.required ? `len(item.${Name}) > 0 && ` : '';
  return absent + equalOf(entry, pointer ? `(*other.${Name})` : `other.${Name}`, pointer ? `(*item.${Name})` : `item.${Name}`);
}

/** A field's default as a Go literal, as the store keeps it (a UUID's or an e-mail's in lower case). */
function defaultLiteral(f: ResourceField): string | undefined {
  if (f.default === undefined) return undefined;
  if (typeof f.default !== 'string') return String(f.default);
  return JSON.stringify(fieldType(f.type).lowerCase ? f.default.toLowerCase() : f.default);
}

/** The code reading a query string's value of the field. */
function parseOf(c: FieldContext): string | undefined {
  return c.entry.parse?.replace('%Name', c.Name).replace('%scale', String(digitsOf(c.f).scale));
}

/** The statement `statement` makes of a value `x`, for a field held at `v`: under a nil test when it is a pointer. */
function onValue(pointer: boolean, v: string, statement: (x: string) => string): string {
  return pointer ? `if ${v} != nil {\n\t${statement(`*${v}`)}\n}` : statement(v);
}

/** What a field's values are made from. */
interface FieldContext {
  f: ResourceField;
  entry: TypeEntry;
  /** The field's Go name. */
  Name: string;
  /** Whether the resource holds a pointer (an optional field but JSON). */
  pointer: boolean;
  resource: ResourceNames;
  /** The resource a reference names. */
  ref?: ResourceNames;
  /** The field's place in its resource, and the title field of the resource a reference names (titleField). */
  index: number;
  refTitle: string;
  /** validateCode's answer, computed once: it gives a value and its imports. */
  validation(): { code?: string; imports: string[] };
}

type FieldValue = (c: FieldContext) => string | undefined;

/**
 * A reference to the resource itself (optional: validation refuses a required one). The tests' valid
 * input leaves it out (its row would need one of its own first, without end), so nothing filters on it.
 */
function refersToItself({ ref, resource }: Pick<FieldContext, 'ref' | 'resource'>): boolean {
  return ref?.snake === resource.snake;
}

/** The stores' tests of a reference: a missing row is refused; deleting the row named is refused, cascades or empties the field, as the schema's ON DELETE says. */
function storeReferenceTest({ f, Name, pointer, resource, ref }: FieldContext): string | undefined {
  if (!ref) return undefined;
  const set = (id: string) => `in.${Name} = ${pointer ? `ptr(${id})` : id}`;
  return [
    `t.Run(${JSON.stringify(f.name)}, func(t *testing.T) {`,
    `\tparent := create${ref.Name}(t, s)`,
    `\tin := new${resource.Name}Input(t, s)`,
    `\t${set('parent.ID')}`,
    `\tchild, err := repo.Create(ctx, in)`,
    `\tif err != nil {`,
    `\t\tt.Fatal(err)`,
    `\t}`,
    `\tin = new${resource.Name}Input(t, s) // unique fields apart from the child's`,
    `\t${set('int64(1 << 40)')}`,
    `\tvar invalid *resource.ValidationError`,
    `\tif _, err := repo.Create(ctx, in); !errors.As(err, &invalid) {`,
    `\t\tt.Errorf("create with a ${f.name} naming no ${ref.label}: err = %v, want a *resource.ValidationError", err)`,
    `\t}`,
    ...(onDeleteOf(f) === 'restrict'
      ? [
          `\tif err := New${ref.Name}Repository(s).Delete(ctx, parent.ID); err == nil {`,
          `\t\tt.Errorf("delete the ${ref.label} a ${f.name} names: deleted, want refused (ON DELETE NO ACTION)")`,
          `\t}`,
        ]
      : [`\tif err := New${ref.Name}Repository(s).Delete(ctx, parent.ID); err != nil {`, `\t\tt.Fatal(err)`, `\t}`]),
    ...{
      restrict: [
          `\tif got, err := repo.Get(ctx, child.ID); err != nil || ${pointer ? `got.${Name} == nil || *got.${Name}` : `got.${Name}`} != parent.ID {`,
          `\t\tt.Errorf("get after its ${ref.label} was refused deletion: %+v, %v; want it unchanged (ON DELETE NO ACTION)", got, err)`,
          `\t}`,
        ],
      cascade: [
          `\tif _, err := repo.Get(ctx, child.ID); !errors.Is(err, resource.ErrNotFound) {`,
          `\t\tt.Errorf("get after its ${ref.label} was deleted: err = %v, want ErrNotFound (ON DELETE CASCADE)", err)`,
          `\t}`,
        ],
      set_null: [
          `\tif got, err := repo.Get(ctx, child.ID); err != nil || got.${Name} != nil {`,
          `\t\tt.Errorf("get after its ${ref.label} was deleted: %+v, %v; want ${f.name} null (ON DELETE SET NULL)", got, err)`,
          `\t}`,
        ],
    }[onDeleteOf(f)],
    `})`,
  ].join('\n');
}

/** The field that names a row of `r` in the htmx pages' headings and selects: its first (required, if any) short text; '' when it has none (the id names it). */
function titleField(r: Resource): string {
  const short = r.fields.filter((f) => FIELD_TYPE_TABLE[f.type].names);
  return (short.find((f) => f.required) ?? short[0])?.name ?? '';
}

/** A field as the pages show and edit it: a web.Field literal with the API's bounds. */
function pageField({ f, entry, Name, ref, resource }: FieldContext): string {
  const spec = fieldType(f.type);
  const words = f.name.replace(/_/g, ' ').replace(ref ? / id$/ : /$^/, '');
  const parts = [`Name: ${JSON.stringify(f.name)}`, `Label: ${JSON.stringify(words[0].toUpperCase() + words.slice(1))}`];
  parts.push(`Kind: web.${(!f.required && entry.pageOptional) || entry.page}`);
  if (f.required && f.default === undefined && !entry.pageNeverMissing) parts.push('Required: true');
  if (spec.bounds === 'length') {
    if (f.min !== undefined) parts.push(`MinLength: ${f.min}`);
    if ((f.max ?? spec.maxLength) !== undefined) parts.push(`MaxLength: ${f.max ?? spec.maxLength}`);
  } else if (spec.bounds) {
    if (f.min !== undefined) parts.push(`Min: ${JSON.stringify(String(f.min))}`);
    if (f.max !== undefined) parts.push(`Max: ${JSON.stringify(String(f.max))}`);
  } else if (spec.maxLength !== undefined) parts.push(`MaxLength: ${spec.maxLength}`);
  if (spec.values) parts.push(`Options: web.Values(${resource.pkg}.${Name}Values)`);
  if (ref) parts.push(`Href: ${JSON.stringify(`/${ref.path}`)}`);
  if (entry.parse) parts.push('Filter: true');
  if (entry.sortable) parts.push('Sort: true');
  return `{${parts.join(', ')}},`;
}

/**
 * Every value a template can read of a field ({{@F.<name>}}), each computed when read: a project
 * reads those of its own store and documents, a small part of them.
 */
const FIELD_VALUES: Readonly<Record<string, FieldValue>> = {
  Name: (c) => c.Name,
  name: (c) => c.f.name,
  label: (c) => c.f.name.replace(/_/g, ' '),
  type: (c) => (c.pointer ? '*' : '') + c.entry.go,
  elem: (c) => c.entry.go,
  validate: (c) => c.validation().code,
  parse: parseOf,
  compare: (c) => c.entry.compare,
  equal: (c) => c.entry.equal,
  sample: (c) => c.entry.sample(c.f),
  pgType: (c) => sqlType(c.f, 'postgresql'),
  mysqlType: (c) => sqlType(c.f, 'mysql'),
  sqliteType: (c) => sqlType(c.f, 'sqlite'),
  swaggerType: (c) => c.entry.swagger.type,
  swaggerFormat: (c) => c.entry.swagger.format,
  enumValues: (c) => c.f.values?.map((v) => JSON.stringify(v)).join(', '),
  enumDecl: ({ f, Name }) => f.values && `// ${Name}Values are the values ${f.name} takes.\nvar ${Name}Values = []string{${f.values.map((v) => JSON.stringify(v)).join(', ')}}\n`,
  filterCase: (c) => c.entry.parse && `case ${JSON.stringify(c.f.name)}:\n\tv, err = ${parseOf(c)}`,
  // The value a field left out of a create or replace takes, set before the body is read.
  setDefault: ({ f, Name, pointer }) => {
    const literal = defaultLiteral(f);
    if (literal === undefined) return undefined;
    const typed = FIELD_TYPE_TABLE[f.type].typed?.(literal, f) ?? literal;
    return pointer ? `in.${Name} = new(${typed})` : `in.${Name} = ${typed}`;
  },
  // What the store keeps of a valid value, so that every store compares values alike (a UUID in lower case).
  normalize: ({ f, entry, Name, pointer }) => entry.normalize && onValue(pointer, `in.${Name}`, (x) => entry.normalize!(f, x)),
  enumList: (c) => c.f.values?.join(', '),
  // The documents: docs/swagger.yaml's property and list filter, the README's row, the examples.
  swaggerProperty: ({ f }) => [`${f.name}:`, ...[...swaggerSchema(f), ...(f.required ? [] : ['nullable: true'])].map((l) => `  ${l}`)].join('\n'),
  swaggerFilter: ({ f, entry, resource }) =>
    entry.parse &&
    [`- name: ${f.name}`, '  in: query', `  description: Only the ${resource.labels} whose ${f.name} is this value`, '  schema:', ...filterSchema(f).map((l) => `    ${l}`)].join('\n'),
  postmanFilter: ({ f, entry, resource }) =>
    entry.parse && JSON.stringify({ key: f.name, value: '', description: `Only the ${resource.labels} whose ${f.name} is this value`, disabled: true }, null, 2) + ',',
  readmeType: (c) => c.entry.readme,
  readmeRequired: (c) => (c.f.required ? 'yes' : 'no'),
  readmeRules: (c) => readmeRules(c.f),
  readmeQuery: ({ entry }) => [entry.parse && 'filter', entry.sortable && 'sort'].filter(Boolean).join(', '),
  null: (c) => (c.f.required ? 'NOT NULL' : 'NULL'),
  // SQLite's column: an optional one says nothing of NULL (sqlc's SQLite engine types a column
  // declared NULL as interface{}).
  sqliteColumn: ({ f }) => `${f.name} ${sqlType(f, 'sqlite')}${f.required ? ' NOT NULL' : ''}`,
  // Where a driver store scans the column.
  scanTarget: ({ entry, Name }) => (entry.scanTarget ? entry.scanTarget.replace('%v', `item.${Name}`) : `&item.${Name}`),
  // The driver stores' description of the column: its name and the table a reference names.
  tableField: ({ f, ref }) => (ref ? `{name: ${JSON.stringify(f.name)}, references: ${JSON.stringify(ref.snakes)}}` : `{name: ${JSON.stringify(f.name)}}`),
  // SQL: an enum's values as literals (its CHECK), and the constraints PostgreSQL and SQLite declare
  // on the column, named as PostgreSQL would (<table>_<column>_key, _check, _fkey): the stores read
  // the field a violated constraint is about from its name. MySQL declares them in the table.
  sqlValues: ({ f }) => f.values?.map((v) => `'${v.replace(/'/g, "''")}'`).join(', '),
  sqlInline: ({ f, resource, ref }) =>
    [
      f.unique ? ` CONSTRAINT ${resource.snakes}_${f.name}_key UNIQUE` : '',
      f.values ? ` CONSTRAINT ${resource.snakes}_${f.name}_check CHECK (${f.name} IN (${f.values.map((v) => `'${v.replace(/'/g, "''")}'`).join(', ')}))` : '',
      ref ? ` CONSTRAINT ${resource.snakes}_${f.name}_fkey REFERENCES ${ref.snakes} (id) ON DELETE ${SQL_ON_DELETE[onDeleteOf(f)]}` : '',
    ].join(''),
  // The memory store: a filter's match, the order of a sort, a unique field's clash.
  matchCase: ({ f, entry, Name, pointer }) =>
    entry.parse &&
    `case ${JSON.stringify(f.name)}:\n\tv, ok := value.(${entry.go})\n\treturn ok && ${pointer ? `item.${Name} != nil && ` : ''}${equalOf(entry, pointer ? `(*item.${Name})` : `item.${Name}`, 'v')}`,
  compareCase: ({ f, entry, Name, pointer }) =>
    entry.compare &&
    `case ${JSON.stringify(f.name)}:\n\treturn ${pointer ? `comparePointers(a.${Name}, b.${Name}, ${entry.compare})` : `${entry.compare}(a.${Name}, b.${Name})`}`,
  uniqueCheck: (c) =>
    c.f.unique
      ? `for _, other := range s.items {\n\tif other.ID != item.ID && ${uniqueClash(c)} {\n\t\treturn ${c.resource.pkg}.${c.resource.Name}{}, resource.Conflict(${JSON.stringify(c.f.name)})\n\t}\n}`
      : undefined,
  // The Badger store: a write refused when another item holds a unique field's value.
  uniqueScan: (c) =>
    c.f.unique
      ? `if err := s.unique(txn, ${JSON.stringify(c.f.name)}, item.ID, func(other ${c.resource.pkg}.${c.resource.Name}) bool {\n\treturn ${uniqueClash(c)}\n}); err != nil {\n\treturn err\n}`
      : undefined,
  // The MongoDB document: an optional field left out is absent, so that a unique index skips it; but
  // for one with a default (never unique), kept as null: a document lacking it is one written before
  // the field was added, which reads at the default.
  bsonTag: ({ f }) => (f.required || f.default !== undefined ? f.name : `${f.name},omitempty`),
  // The MongoDB repository: the unique index of a unique field, created at start.
  mongoUniqueIndex: ({ f }) => (f.unique ? `if err := r.uniqueIndex(ctx, ${JSON.stringify(f.name)}); err != nil {\n\treturn nil, err\n}` : undefined),
  // The GORM model: the column of migrations/ and what its definition says.
  gormTag: ({ f }) => {
    const spec = fieldType(f.type);
    return [`column:${f.name}`, f.required && 'not null', f.unique && 'unique', spec.bounds === 'length' && spec.maxLength && `size:${f.max ?? spec.maxLength}`].filter(Boolean).join(';');
  },
  // A value as the API answers it, whatever form the driver read it in (a timestamp in UTC whatever its
  // zone, a decimal at its scale).
  afterRead: ({ f, entry, Name, pointer }) => entry.afterRead && onValue(pointer, `item.${Name}`, (x) => entry.afterRead!(x, f)),
  setSample: (c) => (refersToItself(c) ? undefined : `in.${c.Name} = ${c.pointer ? `ptr[${c.entry.go}](${c.entry.sample(c.f)})` : c.entry.sample(c.f)}`),
  uniqueTest: ({ f, Name, resource }) =>
    f.unique
      ? `taken${Name} := asFields(t, create${resource.Name}(t, s))\nclash${Name} := valid()\nclash${Name}[${JSON.stringify(f.name)}] = taken${Name}[${JSON.stringify(f.name)}]\nexpectRefused(t, s, path, clash${Name}, http.StatusConflict, ${JSON.stringify(f.name)})`
      : undefined,
  // A query string's form of the field's value in `item` (the tests' filters).
  filterTest: ({ f, entry, Name, pointer, resource, ref }) =>
    refersToItself({ ref, resource })
      ? undefined
      : entry.parse &&
        `expectFound(t, s, path, ${JSON.stringify(f.name)}, url.QueryEscape(${entry.format.replace(/\bv\b/g, pointer ? `(*item.${Name})` : `item.${Name}`)}), item.ID, ${JSON.stringify(resource.snakes)})`,
  // The stores' tests: filtering on the value `first` holds lists it; a unique value taken is a conflict.
  storeFilterTest: ({ f, entry, Name, pointer, resource, ref }) =>
    refersToItself({ ref, resource })
      ? undefined
      : entry.parse &&
        `if items, err := repo.List(ctx, resource.Query{Limit: resource.MaxLimit, Sort: "id", Filters: []resource.Filter{{Field: ${JSON.stringify(f.name)}, Value: ${pointer ? '*' : ''}first.${Name}}}}); err != nil || !slices.ContainsFunc(items, func(item ${resource.pkg}.${resource.Name}) bool { return item.ID == first.ID }) {\n\tt.Errorf("list filtered on ${f.name}: %d ${resource.labels}, %v; want the first among them", len(items), err)\n}`,
  storeUniqueTest: ({ f, Name, resource }) =>
    f.unique
      ? [
          `t.Run(${JSON.stringify(f.name + ' taken')}, func(t *testing.T) {`,
          `\tin := new${resource.Name}Input(t, s)`,
          `\tin.${Name} = second.${Name}`,
          `\tvar conflict *resource.ConflictError`,
          `\tif _, err := repo.Create(ctx, in); !errors.As(err, &conflict) || conflict.Field != ${JSON.stringify(f.name)} {`,
          `\t\tt.Errorf("create with a ${f.name} taken: err = %v, want a *resource.ConflictError naming ${f.name}", err)`,
          `\t}`,
          `\tif _, err := repo.Update(ctx, first.ID, in); !errors.As(err, &conflict) || conflict.Field != ${JSON.stringify(f.name)} {`,
          `\t\tt.Errorf("update to a ${f.name} taken: err = %v, want a *resource.ConflictError naming ${f.name}", err)`,
          `\t}`,
          `})`,
        ].join('\n')
      : undefined,
  // A reference: the resource it names, and the code and tests that check it names a row.
  // The htmx pages: the field as its forms and lists show it, and the rows a reference may name.
  pageField: pageField,
  pageOptions: ({ ref, index, refTitle }) =>
    ref && `if err := web.ReferenceOptions(ctx, &fields[${index}], s.deps.${ref.Names}.List, ${JSON.stringify(refTitle)}); err != nil {\n\treturn nil, err\n}`,
  refName: (c) => c.ref?.Name,
  refNames: (c) => c.ref?.Names,
  refPkg: (c) => c.ref?.pkg,
  refSnakes: (c) => c.ref?.snakes,
  refLabel: (c) => c.ref?.label,
  onDelete: (c) => (c.ref ? SQL_ON_DELETE[onDeleteOf(c.f)] : undefined),
  referenceCheck: ({ f, Name, pointer, ref }) => {
    if (!ref) return undefined;
    const id = pointer ? `*in.${Name}` : `in.${Name}`;
    const check = `if _, err := s.deps.${ref.Names}.Get(ctx, ${id}); errors.Is(err, resource.ErrNotFound) {\n\tproblems.Add(${JSON.stringify(f.name)}, "names no ${ref.label}")\n} else if err != nil {\n\treturn fmt.Errorf("check ${f.name}: %w", err)\n}`;
    return pointer ? `if in.${Name} != nil {\n${check.replace(/^/gm, '\t')}\n}` : check;
  },
  setReference: (c) => (c.ref && !refersToItself(c) ? `in.${c.Name} = ${c.pointer ? `ptr(create${c.ref.Name}(t, s).ID)` : `create${c.ref.Name}(t, s).ID`}` : undefined),
  // A UUID or an e-mail address sent in upper case is kept in lower case, and names the same value as a unique field's.
  caseTest: ({ f, Name, pointer, resource }) =>
    fieldType(f.type).lowerCase
      ? [
          `upper${Name} := valid()`,
          `upper${Name}[${JSON.stringify(f.name)}] = strings.ToUpper(upper${Name}[${JSON.stringify(f.name)}].(string))`,
          `var created${Name} ${resource.pkg}.${resource.Name}`,
          `if res := callResource(t, s, http.MethodPost, path, upper${Name}, &created${Name}); res.StatusCode != http.StatusCreated || ${pointer ? `created${Name}.${Name} == nil || *` : ''}created${Name}.${Name} != strings.ToLower(upper${Name}[${JSON.stringify(f.name)}].(string)) {`,
          `\tt.Errorf("create with ${f.name} in upper case: %d %+v, want 201 and it in lower case", res.StatusCode, created${Name})`,
          `}`,
          ...(f.unique
            ? [
                `upperClash${Name} := valid() // its other unique fields apart`,
                `upperClash${Name}[${JSON.stringify(f.name)}] = upper${Name}[${JSON.stringify(f.name)}]`,
                `expectRefused(t, s, path, upperClash${Name}, http.StatusConflict, ${JSON.stringify(f.name)})`,
              ]
            : []),
        ].join('\n')
      : undefined,
  // Deleting the row a reference names does what its on_delete says, through the API.
  onDeleteTest: ({ f, ref, resource }) => {
    if (!ref) return undefined;
    const rule = onDeleteOf(f);
    const field = JSON.stringify(f.name);
    return [
      `t.Run(${JSON.stringify(`delete the ${ref.label} a ${f.name} names (${rule})`)}, func(t *testing.T) {`,
      `\tparent := create${ref.Name}(t, s)`,
      `\tbody := valid()`,
      `\tbody[${field}] = parent.ID`,
      `\tvar child ${resource.pkg}.${resource.Name}`,
      `\tif res := callResource(t, s, http.MethodPost, path, body, &child); res.StatusCode != http.StatusCreated {`,
      `\t\tt.Fatalf("create a ${resource.label} naming it: %d", res.StatusCode)`,
      `\t}`,
      `\tparentPath := fmt.Sprintf("/api/v1/${ref.path}/%d", parent.ID)`,
      `\tchildPath := fmt.Sprintf("%s/%d", path, child.ID)`,
      ...{
        restrict: [
          `\tif code, message := errorOf(t, s, http.MethodDelete, parentPath, nil); code != http.StatusConflict || !strings.Contains(message, ${field}) {`,
          `\t\tt.Errorf("DELETE %s: %d %q, want 409 naming ${f.name}", parentPath, code, message)`,
          `\t}`,
          `\tfor _, p := range []string{parentPath, childPath} {`,
          `\t\tif res := callResource(t, s, http.MethodGet, p, nil, nil); res.StatusCode != http.StatusOK {`,
          `\t\t\tt.Errorf("GET %s after a refused delete: %d, want 200", p, res.StatusCode)`,
          `\t\t}`,
          `\t}`,
        ],
        cascade: [
          `\tif res := callResource(t, s, http.MethodDelete, parentPath, nil, nil); res.StatusCode != http.StatusNoContent {`,
          `\t\tt.Fatalf("DELETE %s: %d, want 204", parentPath, res.StatusCode)`,
          `\t}`,
          `\tif code, _ := errorOf(t, s, http.MethodGet, childPath, nil); code != http.StatusNotFound {`,
          `\t\tt.Errorf("GET %s after its ${ref.label} was deleted: %d, want 404 (cascade)", childPath, code)`,
          `\t}`,
        ],
        set_null: [
          `\tif res := callResource(t, s, http.MethodDelete, parentPath, nil, nil); res.StatusCode != http.StatusNoContent {`,
          `\t\tt.Fatalf("DELETE %s: %d, want 204", parentPath, res.StatusCode)`,
          `\t}`,
          `\tvar got map[string]any`,
          `\tif res := callResource(t, s, http.MethodGet, childPath, nil, &got); res.StatusCode != http.StatusOK || got[${field}] != nil {`,
          `\t\tt.Errorf("GET %s after its ${ref.label} was deleted: %d %v, want ${f.name} null", childPath, res.StatusCode, got)`,
          `\t}`,
        ],
      }[rule],
      `})`,
    ].join('\n');
  },
  // A field left out of a create takes its default.
  defaultTest: ({ f, entry, Name, pointer, resource }) => {
    const literal = defaultLiteral(f);
    if (literal === undefined) return undefined;
    const typed = entry.typed?.(literal, f) ?? literal;
    return [
      `without${Name} := valid()`,
      `delete(without${Name}, ${JSON.stringify(f.name)})`,
      `var defaulted${Name} ${resource.pkg}.${resource.Name}`,
      `if res := callResource(t, s, http.MethodPost, path, without${Name}, &defaulted${Name}); res.StatusCode != http.StatusCreated || ${pointer ? `defaulted${Name}.${Name} == nil || ` : ''}${notEqual(entry, `${pointer ? '*' : ''}defaulted${Name}.${Name}`, typed)} {`,
      `\tt.Errorf("create without ${f.name}: %d %+v, want 201 and ${f.name} %v", res.StatusCode, defaulted${Name}, ${typed})`,
      `}`,
    ].join('\n');
  },
  // The stores' tests: a decimal's zero reads at its scale, as the column keeps it (pgx reads a
  // NUMERIC 0.00 as 0); the row is deleted again.
  storeScaleTest: ({ f, Name, pointer, resource }) => {
    if (!fieldType(f.type).digits) return undefined;
    const zero = zeroAtScale(f);
    const v = (x: string) => (pointer ? `${x} == nil || ${x}.String() != "${zero}"` : `${x}.String() != "${zero}"`);
    // ParseDecimal, not MustDecimal: a project whose service never calls MustDecimal (no decimal default) has none.
    return [
      `zero${Name} := new${resource.Name}Input(t, s)`,
      `zero${Name}Value, _ := resource.ParseDecimal("${zero}")`,
      `zero${Name}.${Name} = ${pointer ? `&zero${Name}Value` : `zero${Name}Value`}`,
      `if got, err := repo.Create(ctx, zero${Name}); err != nil {`,
      `	t.Errorf("create with ${f.name} ${zero}: %v", err)`,
      `} else {`,
      `	if read, err := repo.Get(ctx, got.ID); err != nil || ${v('got.' + Name)} || ${v('read.' + Name)} {`,
      `		t.Errorf("${f.name} ${zero} answered as %v, read as %v (%v); want ${zero}, as its column keeps it", got.${Name}, read.${Name}, err)`,
      `	}`,
      `	if err := repo.Delete(ctx, got.ID); err != nil {`,
      `		t.Fatal(err)`,
      `	}`,
      `}`,
    ].join('\n');
  },
  // The same over HTTP (`path`, `valid`), the row kept.
  scaleTest: ({ f, Name, pointer, resource }) => {
    if (!fieldType(f.type).digits) return undefined;
    const zero = zeroAtScale(f);
    const got = `withZero${Name}`;
    return [
      `zero${Name} := valid()`,
      `zero${Name}[${JSON.stringify(f.name)}] = "${zero}"`,
      `var ${got} ${resource.pkg}.${resource.Name}`,
      `if res := callResource(t, s, http.MethodPost, path, zero${Name}, &${got}); res.StatusCode != http.StatusCreated || ${pointer ? `${got}.${Name} == nil || ` : ''}${got}.${Name}.String() != "${zero}" {`,
      `	t.Errorf("create with ${f.name} ${zero}: %d, %v; want ${zero}, as its column keeps it", res.StatusCode, ${got}.${Name})`,
      `}`,
    ].join('\n');
  },
  // The Badger store's test: an item written when the decimal field was an integer holds a JSON
  // number there, which reads as that decimal at the field's scale (`ctx` the test's).
  earlierNumberJSONTest: ({ f, Name, pointer, resource }) => {
    if (!fieldType(f.type).digits) return undefined;
    const want = `-7${zeroAtScale(f).slice(1)}`;
    const wrong = (x: string) => (pointer ? `${x} == nil || ${x}.String() != "${want}"` : `${x}.String() != "${want}"`);
    return [
      `t.Run("${f.name} an integer then", func(t *testing.T) {`,
      `	s := openTestDB(t)`,
      `	store := open${resource.Name}Store(s)`,
      `	item := create${resource.Name}(t, s)`,
      `	s.rewrite(store.key(item.ID), item, func(fields map[string]json.RawMessage) { fields[${JSON.stringify(f.name)}] = json.RawMessage("-7") })`,
      `	if got, err := store.Get(ctx, item.ID); err != nil || ${wrong('got.' + Name)} {`,
      `		t.Errorf("get: ${f.name} = %v, %v; want ${want}", got.${Name}, err)`,
      `	}`,
      `	if items, err := store.List(ctx, resource.Query{Limit: 10, Sort: "id"}); err != nil || len(items) != 1 || ${wrong('items[0].' + Name)} {`,
      `		t.Errorf("list: %+v, %v; want ${f.name} ${want}", items, err)`,
      `	}`,
      `})`,
    ].join('\n');
  },
  // The MongoDB repository's test: a document written when the decimal field was an integer holds an
  // int32, an int64 or a double (the mongo shell's numbers) there, which decodes as that decimal at
  // the field's scale (`now` the test's).
  earlierNumberBSONTest: ({ f, Name, pointer, resource }) => {
    if (!fieldType(f.type).digits) return undefined;
    const want = `-7${zeroAtScale(f).slice(1)}`;
    return [
      `for _, number := range []any{int32(-7), int64(-7), float64(-7)} {`,
      `	doc, err := decode${resource.Name}Document(earlierDocument(t, new${resource.Name}Document(1, sample${resource.Name}Input(), now, now), func(fields bson.M) { fields[${JSON.stringify(f.name)}] = number }))`,
      `	if err != nil || ${pointer ? `doc.${Name} == nil || ` : ''}doc.${Name}.String() != "${want}" {`,
      `		t.Errorf("decode a document whose ${f.name} is the %T -7: %v, %v; want ${want}", number, doc.${Name}, err)`,
      `	}`,
      `}`,
    ].join('\n');
  },
  // The stores' tests: a record `got` stored without the field, by a version before the field was
  // added, reads with its default (`how` says which read).
  absentDefaultTest: ({ f, entry, Name, pointer }) => {
    const literal = defaultLiteral(f);
    if (literal === undefined) return undefined;
    const typed = entry.typed?.(literal, f) ?? literal;
    const wrong = `t.Errorf("%s: ${f.name} = %v, want its default %v", how, ${pointer ? '*' : ''}got.${Name}, ${typed})`;
    if (!pointer) return `if ${notEqual(entry, `got.${Name}`, typed)} {\n\t${wrong}\n}`;
    return `if got.${Name} == nil {\n\tt.Errorf("%s: ${f.name} is null, want its default %v", how, ${typed})\n} else if ${notEqual(entry, `*got.${Name}`, typed)} {\n\t${wrong}\n}`;
  },
  referenceTest: ({ f, Name, ref }) =>
    ref && `dangling${Name} := valid()\ndangling${Name}[${JSON.stringify(f.name)}] = 1 << 40\nexpectRefused(t, s, path, dangling${Name}, http.StatusBadRequest, ${JSON.stringify(f.name)})`,
  storeReferenceTest,
};

/** The imports a value's code may need: those it names are added to the file that uses the value (a bounded number's sample uses math, an unbounded one not). */
const FIELD_IMPORTS: Readonly<Record<string, (c: FieldContext) => readonly string[]>> = {
  type: (c) => c.entry.goImports ?? [],
  elem: (c) => c.entry.goImports ?? [],
  parse: (c) => c.entry.parseImports ?? [],
  filterCase: (c) => c.entry.parseImports ?? [],
  compare: (c) => c.entry.compareImports ?? [],
  sample: (c) => c.entry.sampleImports ?? [],
  filterTest: () => ['net/url', 'strconv', 'time', RESOURCE_PKG],
  // A unique field's clash compares its values as `equal` does.
  uniqueCheck: (c) => c.entry.equalImports ?? [],
  uniqueScan: () => ['bytes'],
  setSample: (c) => c.entry.sampleImports ?? [],
  compareCase: (c) => [...(c.entry.compareImports ?? []), RESOURCE_PKG],
  matchCase: (c) => c.entry.goImports ?? [],
  equal: (c) => c.entry.equalImports ?? [],
  storeFilterTest: () => ['slices', RESOURCE_PKG],
  storeUniqueTest: () => ['errors', 'testing', RESOURCE_PKG],
  storeScaleTest: () => [RESOURCE_PKG],
  scaleTest: () => ['net/http'],
  earlierNumberJSONTest: () => ['encoding/json', 'testing', RESOURCE_PKG],
  earlierNumberBSONTest: () => ['go.mongodb.org/mongo-driver/v2/bson'],
  // A decimal's default is resource.MustDecimal's.
  absentDefaultTest: () => [RESOURCE_PKG],
  validate: (c) => c.validation().imports,
  normalize: () => ['strings', RESOURCE_PKG],
  caseTest: () => ['strings'],
  onDeleteTest: () => ['strings', 'fmt', 'testing'],
};

/** A reference's imports, all of them needed. */
const REFERENCE_IMPORTS: Readonly<Record<string, (ref: ResourceNames) => readonly string[]>> = {
  refPkg: (ref) => [`{{@module}}/internal/${ref.pkg}`],
  referenceCheck: () => ['errors', 'fmt'],
  storeReferenceTest: () => ['errors', 'testing', RESOURCE_PKG],
};

/** By import path: what namesPackage looks for, `name.` (or, for a name that is not an identifier, the regular expression). */
const PACKAGE_USES = new Map<string, string | RegExp>();

/** Whether a character is one of a regular expression's \w or a dot. */
const isWordOrDot = (c: number) => (c >= 97 && c <= 122) || (c >= 65 && c <= 90) || (c >= 48 && c <= 57) || c === 95 || c === 46;

/**
 * Whether `code` names the package at import path `p` as a word of its own: `strings.` is not in
 * `storestrings.` (`(?<![\w.])strings\.`). With indexOf, not a regular expression: a large model's Go
 * values are asked for their imports tens of thousands of times, most of them short.
 */
function namesPackage(code: string, p: string): boolean {
  let use = PACKAGE_USES.get(p);
  if (use === undefined) {
    const name = p.slice(p.lastIndexOf('/') + 1);
    PACKAGE_USES.set(p, (use = /^\w+$/.test(name) ? `${name}.` : new RegExp(`(?<![\\w.])${name}\\.`)));
  }
  if (typeof use !== 'string') return use.test(code);
  for (let at = code.indexOf(use); at >= 0; at = code.indexOf(use, at + 1)) if (at === 0 || !isWordOrDot(code.charCodeAt(at - 1))) return true;
  return false;
}

/**
 * The scope of one field: its flags, and its values as the templates read them: those of the
 * resource's sqlc files (`sqlc`, on its first field), of the SQLC stores, of the whole resource, and
 * of FIELD_VALUES. A class, as a large model makes thousands: its methods are shared, not closures.
 *
 * A value is computed each time a template line reads it, not kept: a line reads each of its values
 * once (renderFieldLine), and four in five values of a 30x20 model are read by one line only. Why: the
 * values kept for the whole composition (18,000 for 30x20, in a map per field) were the largest part
 * of what its garbage collections copied: about 3 ms less of a 30x20 model's composition (of about 30).
 */
class Field implements FieldScope, FieldContext {
  readonly f: ResourceField;
  readonly entry: TypeEntry;
  readonly Name: string;
  readonly pointer: boolean;
  readonly resource: ResourceNames;
  readonly ref?: ResourceNames;
  readonly index: number;
  readonly refTitle: string;
  readonly flags: ReadonlySet<string>;
  readonly flagBits: number;
  /** resourceValues of the resource, computed when a template first reads one of them. */
  readonly #whole: () => ReadonlyMap<ResourceField, Readonly<Record<string, string>>>;
  readonly #sqlc?: SqlcResourceValues;
  #validation?: ReturnType<typeof validateCode>;

  constructor(
    f: ResourceField,
    resource: ResourceNames,
    whole: () => ReadonlyMap<ResourceField, Readonly<Record<string, string>>>,
    at: { index: number; refTitle: string },
    sqlc?: SqlcResourceValues,
  ) {
    this.f = f;
    this.index = at.index;
    this.refTitle = at.refTitle;
    this.entry = FIELD_TYPE_TABLE[f.type];
    this.Name = goName(f.name);
    this.pointer = isPointer(f);
    this.resource = resource;
    this.ref = fieldType(f.type).references && f.references ? resourceNames(f.references) : undefined;
    this.#whole = whole;
    this.#sqlc = sqlc;
    let bits = f.required ? FLAG.required : FLAG.optional;
    if (this.pointer) bits |= FLAG.pointer;
    if (f.unique) bits |= FLAG.unique;
    if (f.default !== undefined) bits |= FLAG.default;
    if (fieldType(f.type).values) bits |= FLAG.enum;
    if (this.ref) bits |= FLAG.reference;
    if (this.entry.parse) bits |= FLAG.filterable;
    if (this.entry.sortable) bits |= FLAG.sortable;
    this.flagBits = bits;
    this.flags = flagSet(bits);
  }

  validation(): ReturnType<typeof validateCode> {
    return (this.#validation ??= validateCode(this.f, this.Name));
  }

  value(name: string): string | undefined {
    const id = FIELD_VALUE_IDS.get(name);
    return id === undefined ? undefined : this.valueAt(id);
  }

  /** The sources in order: the resource's sqlc files (first field), the SQLC stores', the whole resource's, the field table's. */
  valueAt(id: number): string | undefined {
    const source = VALUE_SOURCES[id];
    if (source.sqlcResource && this.#sqlc) return this.#sqlc[source.name]();
    if (source.sqlcField) return source.sqlcField(SQLC_FIELD_TYPES, this.f);
    if (source.resource) {
      const whole = this.#whole().get(this.f)!;
      if (Object.hasOwn(whole, source.name)) return whole[source.name];
    }
    return source.field?.(this);
  }

  imports(name: string): readonly string[] | undefined {
    const id = FIELD_VALUE_IDS.get(name);
    return id === undefined ? undefined : this.importsAt(id, this.valueAt(id));
  }

  /** The imports of value `id`, whose code is `code` (its value). */
  importsAt(id: number, code: string | undefined): readonly string[] | undefined {
    const source = VALUE_SOURCES[id];
    if ((source.sqlcResource && this.#sqlc) || source.sqlcField) return code === undefined ? undefined : valueImports(code);
    if (this.ref && source.referenceImports) return source.referenceImports(this.ref);
    if (!source.imports) return undefined;
    const candidates = source.imports(this);
    if (candidates.length === 0) return NO_IMPORTS;
    const v = code ?? '';
    return candidates.filter((p) => namesPackage(v, p));
  }
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
      const target = fieldType(f.type).references && f.references ? byName.get(f.references) : undefined;
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

/**
 * Every resource's scope, in orderedResources' order; `columns`, each table's columns in the order its
 * database has them where a grown project's migrations changed it (sqlc's structs follow it).
 */
export function modelScopes(model: ResourceModel, columns?: ReadonlyMap<string, readonly string[]>): ModelScope[] {
  const ordered = orderedResources(model);
  const referrers = referrersByName(ordered);
  const referenced = new Set(model.flatMap((other) => other.fields.flatMap((f) => (fieldType(f.type).references ? [f.references] : []))));
  const titles = new Map(model.map((r) => [r.name, titleField(r)]));
  return ordered.map((r) => {
    const names = resourceNames(r.name);
    // Only the documents and the Badger store read them: computed when a template first does (the
    // sample bodies of a 30x20 model took about 2 ms of a composition that reads none).
    let values: Map<ResourceField, ResourceValues> | undefined;
    const whole = () => (values ??= resourceValues(r));
    // What sqlc's files and the SQLC stores need (lib/generator/sqlc.ts); the first field carries the
    // resource's own (its query file, the Go sqlc writes from it), which templates write on a line of
    // their own.
    const sqlc = sqlcResourceValues(SQLC_FIELD_TYPES, r, columns?.get(r.name));
    const rules = deleteRules(referrers.get(r.name) ?? []);
    const fields = r.fields.map((f, i) => new Field(f, names, whole, { index: i, refTitle: titles.get(f.references ?? '') ?? '' }, i === 0 ? sqlc : undefined));
    return {
      names,
      lists: {
        required: r.fields.filter((f) => f.required && f.default === undefined).map((f) => JSON.stringify(f.name)).join(', '),
        nonNull: r.fields.filter((f) => f.required && f.default !== undefined).map((f) => JSON.stringify(f.name)).join(', '),
        deleteRules: rules.code,
        title: titles.get(r.name) ?? '',
        ...protoValues(r.name),
        ...graphqlValues(r),
      },
      listImports: { deleteRules: rules.imports },
      flags: new Set(
        [
          // The field's sample as its templates read it (FIELD_VALUES.sample).
          fields.some((f) => /\bn\b/.test(f.valueAt(SAMPLE_ID)!)) && 'drawsSamples',
          r.fields.some((f) => f.unique) && 'hasUnique',
          referenced.has(r.name) && 'referenced',
        ].filter((flag): flag is string => typeof flag === 'string'),
      ),
      fields,
    };
  });
}

/**
 * The Go names of a resource's gRPC door (lib/generator/grpc-proto.ts), as protoc's plugins write them:
 * `Proto` its message and service (`Book`, `BookService`), `Protos` in its List method and response
 * (`ListBooks`), `protoInput` the input's field of its Create and Update requests (`req.GetBook()`),
 * `protoList` the rows' field of its List response.
 */
function protoValues(resource: string): Record<string, string> {
  const { Name, Names } = protoGoNames(resource);
  const n = resourceNames(resource);
  return { Proto: Name, Protos: Names, protoInput: fieldGoNames([{ name: n.snake }])[0], protoList: fieldGoNames([{ name: n.snakes }])[0] };
}

/**
 * The names of a resource in its GraphQL door (lib/generator/graphql-model.ts): `Gql` its type
 * (`Book`, and `createBook`), `GqlGo` the Go type gqlgen writes for it, `gqlList` and `gqlGet` its
 * fields on Query, `gqlFields` the selection of its own fields (no reference's row).
 */
function graphqlValues(r: Resource): Record<string, string> {
  const g = graphqlResourceNames(r.name);
  const fields = ['id', ...r.fields.map((f) => schemaName(f.name)), 'createdAt', 'updatedAt'];
  return { Gql: g.type, GqlGo: toGo(g.type), gqlList: g.list, gqlGet: g.get, gqlFields: fields.join(' ') };
}

/** The field table as lib/generator/sqlc.ts reads it. */
export const SQLC_FIELD_TYPES: FieldTypes = {
  go: (f) => FIELD_TYPE_TABLE[f.type].go,
  filterable: (f) => FIELD_TYPE_TABLE[f.type].parse !== undefined,
  sortable: (f) => FIELD_TYPE_TABLE[f.type].sortable,
  sqlType,
  castType: (f, d) => FIELD_TYPE_TABLE[f.type].cast?.[d] ?? sqlType(f, d),
  sqlcGo: (f, d, nullable) => FIELD_TYPE_TABLE[f.type].sqlcGo?.(d, nullable),
  sqliteText: (f) => FIELD_TYPE_TABLE[f.type].sqliteText,
};

/** A decimal field's zero written at its scale, as its column keeps it: 0.00. */
function zeroAtScale(f: ResourceField): string {
  const { scale } = digitsOf(f);
  return scale === 0 ? '0' : `0.${'0'.repeat(scale)}`;
}

/** The flags a field's template lines may ask for ({{@F?flag}}), as Field sets them. */
const FLAG_NAMES = ['required', 'optional', 'pointer', 'unique', 'default', 'enum', 'reference', 'filterable', 'sortable'] as const;
/** Each flag's bit in a field's flagBits: a template's field line tests a mask, not names (templates are checked against its keys as they load). */
export const FIELD_FLAG_BITS: ReadonlyMap<string, number> = new Map(FLAG_NAMES.map((name, i) => [name, 1 << i]));
const FLAG = Object.fromEntries(FIELD_FLAG_BITS) as Record<(typeof FLAG_NAMES)[number], number>;

/** The flags of each combination of bits, one set shared by the fields that have it. */
const FLAG_SETS = new Map<number, ReadonlySet<string>>();
function flagSet(bits: number): ReadonlySet<string> {
  let set = FLAG_SETS.get(bits);
  if (!set) FLAG_SETS.set(bits, (set = new Set(FLAG_NAMES.filter((name) => bits & FLAG[name]))));
  return set;
}

/**
 * Every value a template may read of a field ({{@F.name}}): the field table's, sqlc's, and those of the
 * whole resource its fields carry (resourceValues', sqlc's files); templates are checked against it
 * (FIELD_VALUE_IDS) as they load, so a misspelt value fails loudly instead of skipping its line.
 */
const FIELD_VALUE_NAMES: ReadonlySet<string> = new Set([
  ...Object.keys(FIELD_VALUES),
  ...Object.keys(SQLC_FIELD_VALUES),
  ...Object.keys(sqlcResourceValues(SQLC_FIELD_TYPES, { name: 'sentinel', fields: [] })),
  ...RESOURCE_VALUE_NAMES,
]);

/** Each value's id, its index in FIELD_VALUE_LIST: templates name a value by id (Field.valueAt). */
const FIELD_VALUE_LIST: readonly string[] = [...FIELD_VALUE_NAMES];
export const FIELD_VALUE_IDS: ReadonlyMap<string, number> = new Map(FIELD_VALUE_LIST.map((name, i) => [name, i]));

/**
 * Where each value (by id) comes from, looked up once: a field reads its values by id, tens of
 * thousands in a large model, and four lookups by name for each took about 6 ms of a 30x20 model's
 * composition.
 */
const SQLC_RESOURCE_VALUES: ReadonlySet<string> = new Set(Object.keys(sqlcResourceValues(SQLC_FIELD_TYPES, { name: 'sentinel', fields: [] })));
const VALUE_SOURCES = FIELD_VALUE_LIST.map((name) => ({
  name,
  sqlcResource: SQLC_RESOURCE_VALUES.has(name),
  resource: (RESOURCE_VALUE_NAMES as readonly string[]).includes(name),
  sqlcField: Object.hasOwn(SQLC_FIELD_VALUES, name) ? SQLC_FIELD_VALUES[name] : undefined,
  field: Object.hasOwn(FIELD_VALUES, name) ? FIELD_VALUES[name] : undefined,
  // Its imports: a reference's, or those of the field table that its code names.
  referenceImports: Object.hasOwn(REFERENCE_IMPORTS, name) ? REFERENCE_IMPORTS[name] : undefined,
  imports: Object.hasOwn(FIELD_IMPORTS, name) ? FIELD_IMPORTS[name] : undefined,
}));
const NO_IMPORTS: readonly string[] = Object.freeze([]);
const SAMPLE_ID = FIELD_VALUE_IDS.get('sample')!;
