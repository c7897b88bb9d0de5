// CREATE TABLE statements (PostgreSQL, MySQL or SQLite) read into a resource model, with node-sql-parser.
// Pure apart from loading the dialect's parser, which is imported on first use: the wizard loads this
// module only when the user pastes statements, so neither the parser nor this code is in its first load.
//
// Tables become resources named by the singular of the table (`loan_records` -> `loan_record`); columns
// become fields, their types mapped to the field types; NOT NULL is `required`, UNIQUE `unique`,
// VARCHAR(n) `max: n`, REFERENCES x(id) or FOREIGN KEY a reference to the singular of x (one the statements
// create or one already in the model), CHECK (c IN (...)) or MySQL's ENUM an enum, a CHECK bounding a
// column (BETWEEN, >=, >, <=, <; on char_length(c) for a string) its `min` and `max`. `id`, `created_at`
// and `updated_at` are left out (every resource has them), and so are DEFAULT clauses, with a note. What cannot be read is said in `notes`, naming
// the table and the column or the clause; a statement that does not parse is an error with its line and
// column. A paste over MAX_SQL_LENGTH, or with a comment or quote never closed, is refused before the
// parser sees it: it would hold the page for seconds (bench/sql-import.ts).
import pluralize from 'pluralize';
import { snakeCase, split } from 'change-case';
import { canonicalModel } from './canonical';
import { FIELD_TYPES, fieldType, type FieldType } from './field-types';
import { type Resource, type ResourceField, type ResourceModel } from './model';
import { unclosedOpening } from './sql-scan';

/** node-sql-parser's names of the dialects read. */
export type SqlDialect = 'postgresql' | 'mysql' | 'sqlite';

export type SqlImport = { ok: true; resources: ResourceModel; notes: string[] } | { ok: false; error: string };

/**
 * The longest paste read, in characters. The parser takes about 5 ms a kilobyte on the page's main thread,
 * more when it fails; the largest model the wizard takes (30 tables of 40 columns) is about 45 KB.
 */
export const MAX_SQL_LENGTH = 100_000;

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

/** `col IN ('a', 'b')`: the column and its values. */
function checkIn(expr: Node): { column: string; values: string[] } | null {
  if (expr.type !== 'binary_expr' || String(expr.operator).toUpperCase() !== 'IN') return null;
  const column = refName(expr.left);
  const values = stringValues(expr.right);
  return column && values ? { column: columnName(column), values } : null;
}

/** A number literal's value (node-sql-parser gives a negative or a fraction as a string), or null. */
function numberOf(v: unknown): number | null {
  const n = asNode(v);
  if (n?.type !== 'number') return null;
  const value = Number(n.value);
  return Number.isFinite(value) ? value : null;
}

/** What a bound applies to: a column's value, or its length in characters (`char_length(c)`). */
function boundSubject(v: unknown, dialect: SqlDialect): { column: string; length: boolean } | null {
  const n = asNode(v);
  if (n?.type === 'column_ref') {
    const column = refName(n);
    return column ? { column: columnName(column), length: false } : null;
  }
  if (n?.type !== 'function') return null;
  const fn = String(asNode(asList(asNode(n.name)?.name)[0])?.value ?? '').toLowerCase();
  // MySQL's LENGTH counts bytes, not characters: only CHAR_LENGTH says what `max` does there.
  const counts = fn === 'char_length' || fn === 'character_length' || (fn === 'length' && dialect !== 'mysql');
  const args = asList(asNode(n.args)?.value);
  const column = counts && args.length === 1 && asNode(args[0])?.type === 'column_ref' ? refName(args[0]) : null;
  return column ? { column: columnName(column), length: true } : null;
}

const FLIPPED: Record<string, string> = { '>': '<', '>=': '<=', '<': '>', '<=': '>=' };

/** `c BETWEEN a AND b`, `c >= a`, `a < c`, ...: the subject and its bounds, inclusive or not. */
function checkBounds(expr: Node, dialect: SqlDialect): { column: string; length: boolean; min?: number; max?: number; strict: boolean } | null {
  if (expr.type !== 'binary_expr') return null;
  const op = String(expr.operator).toUpperCase();
  if (op === 'BETWEEN') {
    const subject = boundSubject(expr.left, dialect);
    const [lo, hi] = asList(asNode(expr.right)?.value).map(numberOf);
    return subject && lo !== null && hi !== null && lo !== undefined && hi !== undefined ? { ...subject, min: lo, max: hi, strict: false } : null;
  }
  if (!(op in FLIPPED)) return null;
  // `5 >= c` is `c <= 5`.
  const [left, right, o] = numberOf(expr.left) !== null ? [expr.right, expr.left, FLIPPED[op]] : [expr.left, expr.right, op];
  const subject = boundSubject(left, dialect);
  const value = numberOf(right);
  if (!subject || value === null) return null;
  return o.startsWith('>') ? { ...subject, min: value, strict: o === '>' } : { ...subject, max: value, strict: o === '<' };
}

/** The parts of `a AND b AND ...`, each carried or not on its own. */
function conjuncts(expr: Node): Node[] {
  if (expr.type === 'binary_expr' && String(expr.operator).toUpperCase() === 'AND') {
    return [asNode(expr.left), asNode(expr.right)].flatMap((e) => (e ? conjuncts(e) : []));
  }
  return [expr];
}

/** Carries one part of a CHECK onto its field; the reason it cannot when it cannot. */
function carryCheckPart(expr: Node, byName: Map<string, ResourceField>, dialect: SqlDialect): string | null {
  const inList = checkIn(expr);
  if (inList) {
    const field = byName.get(inList.column);
    if (!field) return `${inList.column} is not a field here`;
    if (fieldType(field.type).bounds !== 'length' && !fieldType(field.type).values) return `a ${field.type} field takes no list of values`;
    field.type = 'enum';
    field.values = inList.values;
    delete field.min;
    delete field.max;
    return null;
  }
  const b = checkBounds(expr, dialect);
  if (!b) return 'the model has no rule like it';
  const field = byName.get(b.column);
  if (!field) return `${b.column} is not a field here`;
  const bounds = fieldType(field.type).bounds;
  if (b.length ? bounds !== 'length' : bounds !== 'whole' && bounds !== 'value') return `a ${field.type} field takes no such bound`;
  let { min, max } = b;
  if (bounds === 'value') {
    // A number's min and max are included: `> 0` cannot be said without letting 0 in.
    if (b.strict) return `the bounds of a ${field.type} field are inclusive`;
  } else {
    // Whole values (an integer, a length): `> 0` is `>= 1`, `<= 4.5` is `<= 4`.
    if (min !== undefined) min = b.strict ? Math.floor(min) + 1 : Math.ceil(min);
    if (max !== undefined) max = b.strict ? Math.ceil(max) - 1 : Math.floor(max);
  }
  // Another bound already there (VARCHAR(n), an earlier CHECK): both hold, so the narrower one does.
  if (min !== undefined) field.min = field.min === undefined ? min : Math.max(field.min, min);
  if (max !== undefined) field.max = field.max === undefined ? max : Math.min(field.max, max);
  return null;
}

/** Carries a CHECK constraint's parts onto the fields; a note names each part that is not carried. */
function carryCheck(table: string, check: Node, byName: Map<string, ResourceField>, dialect: SqlDialect, text: (expr: Node) => string, notes: string[]) {
  const expr = asNode(asList(check.definition)[0]);
  if (!expr) return;
  const named = typeof check.constraint === 'string' ? ` ${check.constraint}` : '';
  for (const part of conjuncts(expr)) {
    const why = carryCheckPart(part, byName, dialect);
    if (why) notes.push(`${table}: CHECK${named} (${text(part)}) was left out: ${why}.`);
  }
}

interface Column {
  field: ResourceField;
  sqlName: string;
  /** A CHECK written with the column, carried once every column is read. */
  check: Node | null;
}

function readColumn(table: string, def: Node, dialect: SqlDialect, text: (expr: Node) => string, notes: string[]): Column | null {
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
  const ref = asNode(def.reference_definition);
  if (ref) reference(table, field, ref, notes);
  // A column's DEFAULT is the database's, which the generated handlers never rely on; the editor has no
  // default either. Said, so that nobody takes it as carried (DEFAULT NULL says nothing: it is every column's).
  const byDefault = asNode(asNode(def.default_val)?.value);
  if (byDefault && byDefault.type !== 'null') {
    notes.push(`${table}.${raw}: DEFAULT ${text(byDefault)} was left out: a field's default is set in gostarter.json (its "default").`);
  }
  return { field, sqlName: name, check: asNode(def.check) };
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

function readTable(stmt: Node, dialect: SqlDialect, text: (expr: Node) => string, notes: string[]): Resource | null {
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
      const col = readColumn(table, def, dialect, text, notes);
      if (col && !byName.has(col.sqlName)) {
        fields.push(col.field);
        byName.set(col.sqlName, col.field);
        if (col.check) constraints.push(col.check);
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
      carryCheck(table, c, byName, dialect, text, notes);
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

interface ImportOptions {
  /** The model the tables are added to: a reference to one of its resources is kept without a note. */
  model?: ResourceModel;
  /** An expression as SQL, to name a clause left out (the parser's exprToSQL); its operator alone without. */
  text?: (expr: Node) => string;
}

/** Reads an AST (what node-sql-parser's astify answers) into a model; pure. */
export function modelFromAst(ast: unknown, dialect: SqlDialect, options: ImportOptions = {}): SqlImport {
  const text = options.text ?? ((expr: Node) => `... ${String(expr.operator ?? expr.type)} ...`);
  const notes: string[] = [];
  const resources: Resource[] = [];
  for (const s of Array.isArray(ast) ? ast : [ast]) {
    const stmt = asNode(s);
    if (!stmt) continue;
    if (stmt.type === 'create' && stmt.keyword === 'table') {
      const resource = readTable(stmt, dialect, text, notes);
      if (!resource) continue;
      if (resources.some((r) => r.name === resource.name)) notes.push(`${resource.name}: declared twice; the first one is kept.`);
      else resources.push(resource);
    } else notes.push(`A ${String(stmt.type ?? 'statement').toUpperCase()}${stmt.keyword ? ` ${String(stmt.keyword).toUpperCase()}` : ''} statement was skipped: only CREATE TABLE is read.`);
  }
  const names = new Set([...resources, ...(options.model ?? [])].map((r) => r.name));
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
  const m =
    dialect === 'postgresql' ? await import('node-sql-parser/build/postgresql') : dialect === 'mysql' ? await import('node-sql-parser/build/mysql') : await import('node-sql-parser/build/sqlite');
  // The builds are CommonJS: bundlers expose Parser on the module, plain Node (a script, a benchmark) on its default.
  return m.Parser ?? (m as unknown as { default: typeof m }).default.Parser;
}

/**
 * Parses CREATE TABLE statements of a dialect into a model, to be added to `model` (the wizard's). Never
 * throws: what it cannot read is said. Input the parser would take seconds over is refused before it.
 */
export async function importCreateTables(sql: string, dialect: SqlDialect, model: ResourceModel = []): Promise<SqlImport> {
  if (sql.trim() === '') return { ok: false, error: 'Paste one or more CREATE TABLE statements.' };
  if (sql.length > MAX_SQL_LENGTH) {
    return {
      ok: false,
      error: `The statements are ${Math.ceil(sql.length / 1000)} KB long; the import reads ${MAX_SQL_LENGTH / 1000} KB at most. Paste the CREATE TABLE statements alone, or a few tables at a time.`,
    };
  }
  const open = unclosedOpening(sql, dialect);
  if (open) return { ok: false, error: `The statements could not be read: ${open.what} opened at line ${open.line}, column ${open.column} is not closed.` };
  let ast: unknown;
  let parser: InstanceType<Awaited<ReturnType<typeof loadParser>>>;
  try {
    parser = new (await loadParser(dialect))();
    ast = parser.astify(sql, { database: dialect });
  } catch (err) {
    return { ok: false, error: syntaxError(err) };
  }
  const text = (expr: Node) => {
    try {
      return parser.exprToSQL(expr, { database: dialect });
    } catch {
      return `... ${String(expr.operator ?? expr.type)} ...`;
    }
  };
  return modelFromAst(ast, dialect, { model, text });
}
