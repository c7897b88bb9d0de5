// The field types of the resource model, one descriptor each: which options a field of the type takes,
// which defaults and unique fields make sense, what the wizard and the README call it, and which SQL
// types the CREATE TABLE importer reads as it. Validation, the wizard's editor, the importer and the
// generator (whose values per layer are in lib/generator/fields.ts, keyed by the same types) read these
// descriptors instead of switching on a type's name, so a new type is its descriptor, its values and
// its tests. Client-safe: the wizard's editor imports it.
import type { ResourceField } from './schema';

export const FIELD_TYPES = [
  'string',
  'text',
  'integer',
  'number',
  'decimal',
  'boolean',
  'timestamp',
  'date',
  'uuid',
  'email',
  'enum',
  'json',
  'reference',
] as const;
export type FieldType = (typeof FIELD_TYPES)[number];

/** A default as the model writes it. */
type DefaultValue = string | number | boolean;

export interface FieldTypeSpec {
  /** What the wizard's type list says of it, after its name. */
  hint: string;
  /** What `min` and `max` bound, when they may be given: a length in characters, a value, a whole value. */
  bounds?: 'length' | 'value' | 'whole';
  /** The most characters a value has when `max` does not say (its column's declared length). */
  maxLength?: number;
  /** The options of their own its fields take: `values` (an enum), `references` and `on_delete`, `precision` and `scale`. */
  values?: true;
  references?: true;
  digits?: true;
  /** Why `v` is not a default a field of the type takes, or null; a type without it takes no default. */
  defaultProblem?: (f: ResourceField, v: DefaultValue) => string | null;
  /** Kept and compared in lower case (a UUID, an e-mail address): the same value whatever the case it is sent in. */
  lowerCase?: true;
  /** Why a unique field of the type could hold only a few rows; null when it could hold many. */
  fewValues?: (f: ResourceField) => string | null;
  /** The SQL type names (upper case, without their length) the CREATE TABLE importer reads as it. */
  sqlNames: readonly string[];
  /** The types a field of this one may become keeping every value (a model change loses none), and when. */
  widensTo?: Partial<Record<FieldType, (after: ResourceField) => boolean>>;
}

/**
 * An e-mail address as the generated handlers take it: JSON Schema's format `email` as its validators
 * check it (a dot-atom, then a domain of labels with at least one dot). The OpenAPI document writes
 * it as the field's pattern and internal/resource/email.go holds the same expression.
 */
export const EMAIL_ADDRESS = /^[a-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[a-z0-9!#$%&'*+/=?^_`{|}~-]+)*@(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)+[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/i;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * A decimal's digits: `precision` in all, `scale` of them after the point. At most 34 in all, as many
 * as MongoDB's Decimal128 holds exactly; a scale of at most 30, MySQL's largest.
 */
export const DECIMAL_DIGITS = { maxPrecision: 34, maxScale: 30, precision: 18, scale: 2 } as const;

/** A decimal field's digits, its model's or the defaults. */
export function digitsOf(f: Pick<ResourceField, 'precision' | 'scale'>): { precision: number; scale: number } {
  return { precision: f.precision ?? DECIMAL_DIGITS.precision, scale: f.scale ?? DECIMAL_DIGITS.scale };
}

/** A decimal written as the API takes it: digits, a point and digits, a sign; no exponent. */
export const DECIMAL_TEXT = /^-?[0-9]+(\.[0-9]+)?$/;

/**
 * The fewest values a unique integer's bounds may allow: the project's own tests create rows of the
 * resource with values apart, and a table of fewer would be full almost at once.
 */
const MIN_UNIQUE_VALUES = 100;

const outside = (f: ResourceField, n: number) => ((f.min !== undefined && n < f.min) || (f.max !== undefined && n > f.max) ? `${n} is outside ${f.min ?? 'any'} to ${f.max ?? 'any'}` : null);

/** A text default: a string without NUL or lone surrogates, then what `check` says of it. */
function textDefault(check: (f: ResourceField, v: string) => string | null) {
  return (f: ResourceField, v: DefaultValue): string | null => {
    if (typeof v !== 'string') return 'must be a string';
    if (!v.isWellFormed() || v.includes('\u0000')) return 'must be text without NUL characters or lone surrogates';
    return check(f, v);
  };
}

/** A string's or text's default: not blank when required, of a length its bounds allow, in characters (code points) as the handlers count them. */
function lengthDefault(maxLength?: number) {
  return textDefault((f, v) => {
    if (f.required && v.trim() === '') return 'must not be blank: the field is required';
    const length = [...v].length;
    const max = f.max ?? maxLength;
    return (f.min !== undefined && length < f.min) || (max !== undefined && length > max) ? `is ${length} characters long, outside ${f.min ?? 0} to ${max ?? 'any'}` : null;
  });
}

/** Why `v` is not a decimal the field's digits hold (leading zeros and zeros ending its fraction are no digits), or null. */
function decimalProblem(f: Pick<ResourceField, 'precision' | 'scale'>, v: string): string | null {
  const { precision, scale } = digitsOf(f);
  if (!DECIMAL_TEXT.test(v)) return 'must be a decimal written as a string, like "12.30"';
  const [whole, fraction = ''] = v.replace(/^-/, '').split('.');
  const digits = whole.replace(/^0+/, '').length;
  return digits > precision - scale || fraction.replace(/0+$/, '').length > scale ? `must have at most ${precision - scale} digits before the point and ${scale} after it` : null;
}

const FIELD_TYPE_SPECS = {
  string: { hint: 'up to 255 characters unless max says', bounds: 'length', maxLength: 255, defaultProblem: lengthDefault(255), widensTo: { text: () => true }, sqlNames: ['VARCHAR', 'CHAR', 'CHARACTER', 'CHARACTER VARYING', 'NVARCHAR', 'NCHAR', 'VARCHAR2', 'CITEXT', 'BPCHAR'] },
  text: { hint: 'any length', bounds: 'length', defaultProblem: lengthDefault(), sqlNames: ['TEXT', 'TINYTEXT', 'MEDIUMTEXT', 'LONGTEXT', 'CLOB'] },
  integer: {
    hint: '64-bit',
    bounds: 'whole',
    defaultProblem: (f, v) => (typeof v === 'number' && Number.isSafeInteger(v) ? outside(f, v) : 'must be a whole number'),
    fewValues: (f) =>
      f.min !== undefined && f.max !== undefined && f.max - f.min + 1 < MIN_UNIQUE_VALUES
        ? `is a unique integer from ${f.min} to ${f.max}: fewer than ${MIN_UNIQUE_VALUES} values, as many rows at most`
        : null,
    // Every int64 has 19 digits at most.
    widensTo: { decimal: (after) => digitsOf(after).precision - digitsOf(after).scale >= 19 },
    sqlNames: ['INT', 'INTEGER', 'SMALLINT', 'BIGINT', 'MEDIUMINT', 'TINYINT', 'INT2', 'INT4', 'INT8', 'SERIAL', 'BIGSERIAL', 'SMALLSERIAL', 'SERIAL4', 'SERIAL8'],
  },
  number: {
    hint: '64-bit float',
    bounds: 'value',
    defaultProblem: (f, v) => (typeof v === 'number' ? outside(f, v) : 'must be a number'),
    fewValues: (f) => (f.min !== undefined && f.min === f.max ? `is a unique number whose min and max are both ${f.min}: one row at most` : null),
    sqlNames: ['REAL', 'DOUBLE', 'DOUBLE PRECISION', 'FLOAT', 'FLOAT4', 'FLOAT8'],
  },
  decimal: {
    hint: 'exact, for money',
    digits: true,
    defaultProblem: textDefault(decimalProblem),
    sqlNames: ['NUMERIC', 'DECIMAL', 'DEC', 'MONEY'],
  },
  boolean: {
    hint: 'true or false',
    defaultProblem: (_f, v) => (typeof v === 'boolean' ? null : 'must be true or false'),
    fewValues: () => 'is a boolean: unique, its table could hold two rows',
    sqlNames: ['BOOLEAN', 'BOOL'],
  },
  timestamp: { hint: 'RFC 3339, kept in UTC', sqlNames: ['TIMESTAMP', 'TIMESTAMPTZ', 'DATETIME', 'TIMESTAMP WITH TIME ZONE', 'TIMESTAMP WITHOUT TIME ZONE'] },
  date: { hint: 'YYYY-MM-DD', sqlNames: ['DATE'] },
  uuid: {
    hint: 'kept in lower case',
    lowerCase: true,
    defaultProblem: textDefault((_f, v) => (UUID.test(v) ? null : 'must be a UUID like 123e4567-e89b-42d3-a456-426614174000')),
    sqlNames: ['UUID', 'UNIQUEIDENTIFIER'],
  },
  email: {
    hint: 'kept in lower case',
    maxLength: 254,
    lowerCase: true,
    defaultProblem: textDefault((_f, v) => (EMAIL_ADDRESS.test(v) && v.length <= 254 ? null : 'must be an e-mail address like ada@example.com')),
    sqlNames: [],
  },
  enum: {
    hint: 'one of its values',
    values: true,
    defaultProblem: textDefault((f, v) => (f.values?.includes(v) ? null : `must be one of the values (${(f.values ?? []).join(', ')})`)),
    fewValues: () => 'is an enum: unique, its table could hold one row per value',
    sqlNames: ['ENUM'],
  },
  json: { hint: 'any JSON value', sqlNames: ['JSON', 'JSONB'] },
  reference: { hint: 'the id of a row', references: true, sqlNames: [] },
} as const satisfies Record<FieldType, FieldTypeSpec>;

/** A type's descriptor, typed as the interface (the table's literal types say less to a reader). */
export function fieldType(type: FieldType): FieldTypeSpec {
  return FIELD_TYPE_SPECS[type];
}

/** The types whose fields take a default, as a sentence names them. */
export const DEFAULT_TYPES: readonly FieldType[] = FIELD_TYPES.filter((t) => fieldType(t).defaultProblem !== undefined);
