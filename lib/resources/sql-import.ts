// CREATE TABLE statements (PostgreSQL, MySQL or SQLite) read into a resource model, with node-sql-parser.
// Pure apart from loading the dialect's parser, which is imported on first use: the wizard loads this
// module only when the user pastes statements, so neither the parser nor this code is in its first load.
//
// Tables become resources named by the singular of the table (`loan_records` -> `loan_record`); columns
// become fields, their types mapped to the field types; NOT NULL is `required`, UNIQUE `unique`,
// VARCHAR(n) `max: n`, REFERENCES x(id) or FOREIGN KEY a reference to the singular of x, CHECK (c IN (...))
// or MySQL's ENUM an enum. `id`, `created_at` and `updated_at` are left out (every resource has them).
// What cannot be read is said in `notes`, naming the table and the column; a statement that does not parse
// is an error with its line and column.
import pluralize from 'pluralize';
import { snakeCase, split } from 'change-case';
import { canonicalModel } from './canonical';
import { FIELD_TYPES, fieldType } from './field-types';
import { type FieldType, type Resource, type ResourceField, type ResourceModel } from './model';

/** node-sql-parser's names of the dialects read. */
export type SqlDialect = 'postgresql' | 'mysql' | 'sqlite';

export type SqlImport = { ok: true; resources: ResourceModel; notes: string[] } | { ok: false; error: string };

/** The columns every resource has already. */
const IMPLICIT = new Set(['id', 'created_at', 'updated_at']);

const TYPE_OF = new Map<string, FieldType>(FIELD_TYPES.flatMap((type) => fieldType(type).sqlNames.map((n) => [n, type] as const)));

/** A table's name as a resource's: snake case, the last word singular (`LoanRecords` -> `loan_record`). */
export function singularName(table: string): string {
  const words = split(snakeCase(table)).map((w) => w.toLowerCase());
  if (words.length === 0) return '';
  words[words.length - 1] = pluralize.singular(words[words.length - 1]);
  return words.join('_');
}

const columnName = (name: string) => snakeCase(name).toLowerCase();

// The parts of node-sql-parser's AST this reader looks at, loosely typed: its published types do not
// cover every dialect's shape (a PostgreSQL column name is an expression, MySQL's a string).
type Node = Record<string, unknown>;
const asNode = (v: unknown): Node | null => (v && typeof v === 'object' && !Array.isArray(v) ? (v as Node) : null);
const asList = (v: unknown): unknown[] => (Array.isArray(v) ? v : []);

/** A column reference's name: `{column: 'x'}` or `{column: {expr: {value: 'x'}}}`. */
function refName(ref: unknown): string | null {
  const col = asNode(ref)?.column;
  if (typeof col === 'string') return col;
  const value = asNode(asNode(col)?.expr)?.value;
  return typeof value === 'string' ? value : null;
}

const tableOf = (tables: unknown): string | null => {
  const t = asNode(asList(tables)[0])?.table;
  return typeof t === 'string' ? t : null;
};

/** The string values of an `IN (...)` list or an ENUM's list; null when one is not a string. */
function stringValues(list: unknown): string[] | null {
  const values = asList(asNode(list)?.value).map((v) => asNode(v)?.value);
  return values.length > 0 && values.every((v): v is string => typeof v === 'string') ? values : null;
}

/** `CHECK (col IN ('a', 'b'))`: the column and its values. */
function checkIn(definition: unknown): { column: string; values: string[] } | null {
  const expr = asNode(asList(definition)[0]);
  if (!expr || expr.type !== 'binary_expr' || String(expr.operator).toUpperCase() !== 'IN') return null;
  const column = refName(expr.left);
  const values = stringValues(expr.right);
  return column && values ? { column: columnName(column), values } : null;
}

interface Column {
  field: ResourceField;
  /** Options the table's constraints add after the column is read. */
  sqlName: string;
}

function readColumn(table: string, def: Node, dialect: SqlDialect, notes: string[]): Column | null {
  const raw = refName(def.column);
  if (!raw) return null;
  const name = columnName(raw);
  if (IMPLICIT.has(name)) return null;
  const definition = asNode(def.definition) ?? {};
  const sqlType = String(definition.dataType ?? '').toUpperCase();
  let type = TYPE_OF.get(sqlType);
  // MySQL's boolean is TINYINT(1).
  if (sqlType === 'TINYINT' && definition.length === 1 && dialect === 'mysql') type = 'boolean';
  // BIT(1) is a flag too.
  if (sqlType === 'BIT' && (definition.length === 1 || definition.length === undefined)) type = 'boolean';
  if (!type) {
    notes.push(`${table}.${raw}: the type ${sqlType || '(none)'} has no field type; the column was left out.`);
    return null;
  }
  const field: ResourceField = { name, type };
  if (asNode(def.nullable)?.type === 'not null' || def.primary_key) field.required = true;
  if (def.unique || def.primary_key) field.unique = true;
  if (fieldType(type).maxLength !== undefined && typeof definition.length === 'number') field.max = definition.length;
  if (fieldType(type).digits && typeof definition.length === 'number') {
    field.precision = definition.length;
    if (typeof definition.scale === 'number') field.scale = definition.scale;
  }
  if (fieldType(type).values) {
    const values = stringValues(definition.expr);
    if (values) field.values = values;
    else {
      notes.push(`${table}.${raw}: the values of the ENUM could not be read; the column is text.`);
      field.type = 'text';
    }
  }
  const check = checkIn(asNode(def.check)?.definition);
  if (check && check.column === name && fieldType(type).bounds === 'length') {
    field.type = 'enum';
    field.values = check.values;
    delete field.max;
  }
  const ref = asNode(def.reference_definition);
  if (ref) reference(table, field, ref, notes);
  return { field, sqlName: name };
}

/** Turns a field into a reference to the singular of the referenced table. */
function reference(table: string, field: ResourceField, ref: Node, notes: string[]) {
  const target = tableOf(ref.table);
  if (!target) return;
  const targetColumn = refName(asList(ref.definition)[0]);
  if (targetColumn && columnName(targetColumn) !== 'id') {
    notes.push(`${table}.${field.name}: references ${target}(${targetColumn}); a reference points at the id, so it does here.`);
  }
  field.type = 'reference';
  field.references = singularName(target);
  // ON DELETE CASCADE or SET NULL; RESTRICT and NO ACTION are the model's default.
  const onDelete = asList(ref.on_action)
    .map((a) => asNode(a))
    .find((a) => a?.type === 'on delete');
  const action = String(asNode(onDelete?.value)?.value ?? '').toLowerCase();
  if (action === 'cascade') field.on_delete = 'cascade';
  else if (action === 'set null') field.on_delete = 'set_null';
  delete field.min;
  delete field.max;
  delete field.values;
  if (!field.name.endsWith('_id')) notes.push(`${table}.${field.name}: a reference's name ends in _id; rename the field.`);
}

function readTable(stmt: Node, dialect: SqlDialect, notes: string[]): Resource | null {
  const table = tableOf(stmt.table);
  if (!table) return null;
  if (stmt.query_expr || stmt.as) {
    notes.push(`${table}: CREATE TABLE ... AS has no columns to read; the table was left out.`);
    return null;
  }
  const fields: ResourceField[] = [];
  const byName = new Map<string, ResourceField>();
  const constraints: Node[] = [];
  for (const d of asList(stmt.create_definitions)) {
    const def = asNode(d);
    if (!def) continue;
    if (def.resource === 'column') {
      const col = readColumn(table, def, dialect, notes);
      if (col && !byName.has(col.sqlName)) {
        fields.push(col.field);
        byName.set(col.sqlName, col.field);
      }
    } else constraints.push(def);
  }
  for (const c of constraints) {
    const kind = String(c.constraint_type ?? '').toLowerCase();
    const columns = asList(c.definition)
      .map(refName)
      .filter((n): n is string => n !== null)
      .map(columnName);
    if (kind === 'foreign key') {
      const ref = asNode(c.reference_definition);
      const field = columns.length === 1 ? byName.get(columns[0]) : undefined;
      if (ref && field) reference(table, field, ref, notes);
      else if (columns.length > 1) notes.push(`${table}: the foreign key on (${columns.join(', ')}) spans several columns; it was left out.`);
    } else if (kind.startsWith('unique')) {
      const field = columns.length === 1 ? byName.get(columns[0]) : undefined;
      if (field) field.unique = true;
      else if (columns.length > 1) notes.push(`${table}: the unique constraint on (${columns.join(', ')}) spans several columns; it was left out.`);
    } else if (kind === 'check') {
      const check = checkIn(c.definition);
      const field = check ? byName.get(check.column) : undefined;
      if (check && field && (fieldType(field.type).bounds === 'length' || fieldType(field.type).values)) {
        field.type = 'enum';
        field.values = check.values;
        delete field.max;
      } else notes.push(`${table}: a CHECK constraint other than "column IN (...)" was left out.`);
    } else if (kind === 'primary key') {
      if (!(columns.length === 1 && columns[0] === 'id')) notes.push(`${table}: the primary key is id, every resource's; the declared one was left out.`);
    }
  }
  return { name: singularName(table), fields };
}

const LINE = /line (\d+), column (\d+)/;

function syntaxError(err: unknown): string {
  const e = err as { message?: string; location?: { start?: { line?: number; column?: number } } };
  const at = e.location?.start;
  const where = at?.line ? `line ${at.line}, column ${at.column}` : LINE.exec(e.message ?? '')?.[0];
  const found = /but (.+) found/.exec(e.message ?? '')?.[1];
  return `The statements could not be read${where ? ` at ${where}` : ''}${found ? `: ${found} was not expected there` : ''}.`;
}

/** Reads an AST (what node-sql-parser's astify answers) into a model; pure. */
export function modelFromAst(ast: unknown, dialect: SqlDialect): SqlImport {
  const notes: string[] = [];
  const resources: Resource[] = [];
  for (const s of Array.isArray(ast) ? ast : [ast]) {
    const stmt = asNode(s);
    if (!stmt) continue;
    if (stmt.type === 'create' && stmt.keyword === 'table') {
      const resource = readTable(stmt, dialect, notes);
      if (!resource) continue;
      if (resources.some((r) => r.name === resource.name)) notes.push(`${resource.name}: declared twice; the first one is kept.`);
      else resources.push(resource);
    } else notes.push(`A ${String(stmt.type ?? 'statement').toUpperCase()}${stmt.keyword ? ` ${String(stmt.keyword).toUpperCase()}` : ''} statement was skipped: only CREATE TABLE is read.`);
  }
  const names = new Set(resources.map((r) => r.name));
  for (const r of resources) {
    for (const f of r.fields) {
      if (fieldType(f.type).references && f.references && !names.has(f.references)) {
        notes.push(`${r.name}.${f.name}: references ${f.references}, which the statements do not create; add it to the model or change the field.`);
      }
    }
  }
  if (resources.length === 0) return { ok: false, error: 'No CREATE TABLE statement was found.' };
  return { ok: true, resources: canonicalModel(resources), notes };
}

async function loadParser(dialect: SqlDialect) {
  switch (dialect) {
    case 'postgresql':
      return (await import('node-sql-parser/build/postgresql')).Parser;
    case 'mysql':
      return (await import('node-sql-parser/build/mysql')).Parser;
    case 'sqlite':
      return (await import('node-sql-parser/build/sqlite')).Parser;
  }
}

/** Parses CREATE TABLE statements of a dialect into a model. Never throws: what it cannot read is said. */
export async function importCreateTables(sql: string, dialect: SqlDialect): Promise<SqlImport> {
  if (sql.trim() === '') return { ok: false, error: 'Paste one or more CREATE TABLE statements.' };
  let ast: unknown;
  try {
    const Parser = await loadParser(dialect);
    ast = new Parser().astify(sql, { database: dialect });
  } catch (err) {
    return { ok: false, error: syntaxError(err) };
  }
  return modelFromAst(ast, dialect);
}
