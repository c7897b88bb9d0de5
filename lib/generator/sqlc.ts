// What sqlc reads and writes for a resource: its query file (sqlc/<resources>.sql) and the Go that
// `sqlc generate` (v1.31.1, with the options of the sqlc feature's sqlc.yaml for resources) writes from
// it: <resources>.sql.go and <resources>_models.go in internal/queries. The queries have one shape,
// so sqlc's output is computed here exactly as sqlc lays it out (named parameters numbered as its
// engines number them, `*` expanded, gofmt's alignment); `sqlc diff` in a generated project proves it.
import type { Resource, ResourceField } from '../resources/model';
import { goName, resourceNames } from '../resources/names';
import { alignStructs } from './align';

export type Dialect = 'postgresql' | 'mysql' | 'sqlite';

/** What the field table (lib/generator/fields.ts, which calls this module) says of a field. */
export interface FieldTypes {
  /** The Go type of a value of the field, as the resource holds it (not a pointer). */
  go(f: ResourceField): string;
  filterable(f: ResourceField): boolean;
  sortable(f: ResourceField): boolean;
  sqlType(f: ResourceField, d: Dialect): string;
  /** The type a list filter's parameter is cast to (to be typed where it may be NULL): the column's, or one without its bounds. */
  castType(f: ResourceField, d: Dialect): string;
  /** sqlc's Go type of the field's column, when it is not the field's own (JSON's); a pointer when `nullable`. */
  sqlcGo(f: ResourceField, d: Dialect, nullable: boolean): string | undefined;
  /** For a field SQLite keeps as text (JSON), the expressions converting a value `v` to and from sqlc's column. */
  sqliteText(f: ResourceField): { to: (v: string, required: boolean) => string; from: (v: string, required: boolean) => string } | undefined;
}

/** sqlc's Go name of a column or parameter: each `_` word capitalised, `id` as `ID` (its only initialism). */
export function sqlcName(snake: string): string {
  return snake
    .split('_')
    .filter((w) => w !== '')
    .map((w) => (w === 'id' ? 'ID' : w[0].toUpperCase() + w.slice(1)))
    .join('');
}

/** sqlc's name of a function parameter: its Go name with a lower-case first word. */
function sqlcParamName(snake: string): string {
  const [first, ...rest] = snake.split('_').filter((w) => w !== '');
  return first + rest.map((w) => (w === 'id' ? 'ID' : w[0].toUpperCase() + w.slice(1))).join('');
}

/** The Go type sqlc gives a column of the field (pointers for NULL, from the config's overrides). */
function sqlcGoType(types: FieldTypes, f: ResourceField, dialect: Dialect, nullable = !f.required): string {
  // A date or a decimal is the resource's own type, through an override of sqlc.yaml (it scans and writes the column).
  return types.sqlcGo(f, dialect, nullable) ?? (nullable ? '*' : '') + types.go(f);
}

interface Column {
  name: string;
  go: string;
}


/** A query as sqlc sees it: name, kind, SQL as written and as sqlc rewrites it, its parameters. */
interface Query {
  name: string;
  kind: ':one' | ':many' | ':execrows' | ':exec' | ':execlastid';
  sql: string;
  /** The SQL of the generated constant: `*` expanded and named parameters numbered. */
  text: string;
  /** The struct's (or function's) parameters, in order, and the call's arguments. */
  params: Column[];
  args: string[];
}

/** The SQL of the resource's queries, as the .sql file holds them, and as sqlc rewrites them. */
/** A table's columns as its first migration orders them; a grown project's may differ (lib/generator/migrations.ts's columnOrders). */
const freshColumns = (r: Resource) => ['id', ...r.fields.map((f) => f.name), 'created_at', 'updated_at'];

function queries(types: FieldTypes, r: Resource, d: Dialect, columns = freshColumns(r)): Query[] {
  const n = resourceNames(r.name);
  const t = n.snakes;
  const fields = r.fields;
  const col = (name: string, go: string): Column => ({ name, go });
  const all = columns.join(', ');
  const qualified = columns.map((c) => `${t}.${c}`).join(', ');
  const now = d === 'postgresql' ? 'now()' : d === 'mysql' ? 'NOW(6)' : 'CURRENT_TIMESTAMP';
  const pos = (i: number) => (d === 'postgresql' ? `$${i}` : '?');
  const values = fields.map((f) => col(f.name, sqlcGoType(types, f, d)));

  const get: Query = {
    name: `Get${n.Name}`,
    kind: ':one',
    sql: `SELECT * FROM ${t} WHERE id = ${pos(1)};`,
    text: `SELECT ${all} FROM ${t} WHERE id = ${pos(1)}`,
    params: [col('id', 'int64')],
    args: ['id'],
  };

  // List: the sort (the API's spelling, `-field` for descending) is a column of a one-row table, so
  // every engine sees the parameter (sqlc's SQLite engine misses those of ORDER BY).
  const sortParam =
    d === 'postgresql'
      ? `sqlc.arg('list_sort')::text`
      : d === 'mysql'
        ? `TRIM(sqlc.arg('list_sort'))` // a bare parameter would be interface{} to sqlc's MySQL engine
        : `CAST(sqlc.arg('list_sort') AS TEXT)`;
  const filters = fields.filter((f) => types.filterable(f));
  const filterLines = filters.map((f, i) => {
    const narg = `sqlc.narg('${f.name}')`;
    const test =
      d === 'postgresql' ? `${narg}::${types.castType(f, 'postgresql')}` : d === 'mysql' ? narg : `CAST(${narg} AS ${types.castType(f, 'sqlite')})`;
    return `${i === 0 ? 'WHERE' : '    AND'} (${test} IS NULL OR ${t}.${f.name} = ${narg})`;
  });
  const orderLines: string[] = [];
  const sortColumns = [...fields.filter((f) => types.sortable(f)).map((f) => ({ name: f.name, nullable: !f.required })), { name: 'created_at', nullable: false }, { name: 'updated_at', nullable: false }];
  for (const c of sortColumns) {
    // PostgreSQL puts NULLs last in ascending order; the other stores (and the memory store) first.
    const [asc, desc] = d === 'postgresql' && c.nullable ? [' ASC NULLS FIRST', ' DESC NULLS LAST'] : ['', ' DESC'];
    orderLines.push(`    CASE WHEN list.sort = '${c.name}' THEN ${t}.${c.name} END${asc},`);
    orderLines.push(`    CASE WHEN list.sort = '-${c.name}' THEN ${t}.${c.name} END${desc},`);
  }
  orderLines.push(`    CASE WHEN list.sort LIKE '-%' THEN ${t}.id END DESC,`, `    ${t}.id`);
  const page =
    d === 'postgresql'
      ? `LIMIT sqlc.arg('list_limit')::bigint OFFSET sqlc.arg('list_offset')::bigint`
      : d === 'mysql'
        ? 'LIMIT ? OFFSET ?'
        : `LIMIT sqlc.arg('list_limit') OFFSET sqlc.arg('list_offset')`;
  const listSql = [`SELECT ${t}.* FROM ${t}, (SELECT ${sortParam} AS sort) AS list`, ...filterLines, 'ORDER BY', ...orderLines, page].join('\n');
  // Numbering: PostgreSQL and SQLite number each named parameter once, in the order sqlc walks the
  // statement (FROM, WHERE, then OFFSET before LIMIT); MySQL writes `?` for each use.
  const listParams = [
    col('list_sort', 'string'),
    ...filters.map((f) => col(f.name, sqlcGoType(types, f, d, true))),
    ...(d === 'mysql' ? [col('limit', 'int32'), col('offset', 'int32')] : [col('list_offset', 'int64'), col('list_limit', 'int64')]),
  ];
  let listText = listSql.replace(`${t}.*`, qualified);
  let listArgs: string[];
  if (d === 'mysql') {
    listText = listText.replace(/sqlc\.n?arg\('[a-z0-9_]+'\)/g, '?');
    listArgs = ['list_sort', ...filters.flatMap((f) => [f.name, f.name]), 'limit', 'offset'];
  } else {
    const number = new Map(listParams.map((p, i) => [p.name, i + 1]));
    listText = listText.replace(/sqlc\.n?arg\('([a-z0-9_]+)'\)/g, (_, name: string) => `${d === 'postgresql' ? '$' : '?'}${number.get(name)}`);
    listArgs = listParams.map((p) => p.name);
  }
  const list: Query = { name: `List${n.Names}`, kind: ':many', sql: `${listSql};`, text: listText, params: listParams, args: listArgs };

  const insertSql = [
    `INSERT INTO ${t} (`,
    ...fields.map((f) => `    ${f.name},`),
    '    created_at,',
    '    updated_at',
    ') VALUES (',
    ...fields.map((_, i) => `    ${pos(i + 1)},`),
    `    ${now},`,
    `    ${now}`,
    ')',
  ].join('\n');
  const create: Query =
    d === 'mysql'
      ? { name: `Create${n.Name}`, kind: ':execlastid', sql: `${insertSql};`, text: insertSql, params: values, args: fields.map((f) => f.name) }
      : {
          name: `Create${n.Name}`,
          kind: ':one',
          sql: `${insertSql}\nRETURNING *;`,
          text: `${insertSql}\nRETURNING ${all}`,
          params: values,
          args: fields.map((f) => f.name),
        };

  // PostgreSQL: the id is $1, so the fields keep their numbers whatever their count.
  const setLines = fields.map((f, i) => `    ${f.name} = ${pos(i + 2)},`);
  const updateSql = [`UPDATE ${t} SET`, ...setLines, `    updated_at = ${now}`, `WHERE id = ${pos(1)}`].join('\n');
  const updateParams = d === 'postgresql' ? [col('id', 'int64'), ...values] : [...values, col('id', 'int64')];
  const update: Query =
    d === 'mysql'
      ? { name: `Update${n.Name}`, kind: ':exec', sql: `${updateSql};`, text: updateSql, params: updateParams, args: updateParams.map((p) => p.name) }
      : {
          name: `Update${n.Name}`,
          kind: ':one',
          sql: `${updateSql}\nRETURNING *;`,
          text: `${updateSql}\nRETURNING ${all}`,
          params: updateParams,
          args: updateParams.map((p) => p.name),
        };

  const del: Query = {
    name: `Delete${n.Name}`,
    kind: ':execrows',
    sql: `DELETE FROM ${t} WHERE id = ${pos(1)};`,
    text: `DELETE FROM ${t} WHERE id = ${pos(1)}`,
    params: [col('id', 'int64')],
    args: ['id'],
  };
  return [get, list, create, update, del];
}

/** sqlc/<resources>.sql: the queries as the user reads and edits them. */
export function sqlcQueryFile(types: FieldTypes, r: Resource, d: Dialect, columns?: readonly string[]): string {
  return queryFile(queries(types, r, d, columns ? [...columns] : undefined));
}

function queryFile(list: readonly Query[]): string {
  // No comment heads the file: sqlc would take it for the first query's doc comment.
  return list.map((q) => `-- name: ${q.name} ${q.kind}\n${q.sql}`).join('\n\n') + '\n';
}

const HEADER = '// Code generated by sqlc. DO NOT EDIT.\n// versions:\n//   sqlc v1.31.1\n';

/** The import block sqlc writes: standard library, then the rest, each sorted. */
function importBlock(paths: Iterable<string>): string {
  const all = [...new Set(paths)].sort();
  const std = all.filter((p) => !p.split('/')[0].includes('.'));
  const other = all.filter((p) => p.split('/')[0].includes('.'));
  const groups = [std, other].filter((g) => g.length > 0).map((g) => g.map((p) => `\t"${p}"`).join('\n'));
  return `import (\n${groups.join('\n\n')}\n)\n`;
}

/** The imports of Go types; the resource package (a date) is added by the engine, which knows the module. */
function typeImports(goTypes: string[]): string[] {
  const out: string[] = [];
  for (const g of goTypes) {
    if (g.includes('time.')) out.push('time');
    if (g.includes('json.')) out.push('encoding/json');
  }
  return out;
}

function lowerFirst(s: string): string {
  return s[0].toLowerCase() + s.slice(1);
}

/** The arguments of a call as sqlc writes them: on the line up to three, else one per line. */
function callArgs(args: string[]): string {
  if (args.length <= 3) return args.join(', ');
  return '\n' + args.map((a) => `\t\t${a},\n`).join('') + '\t';
}

/** internal/queries/<resources>.sql.go as sqlc writes it. */
export function sqlcQueryGo(types: FieldTypes, r: Resource, d: Dialect, columns: readonly string[] = freshColumns(r)): string {
  return queryGo(r, d, columns, queries(types, r, d, [...columns]));
}

/** sqlcQueryGo of the resource's queries `list`, read from columns `columns`. */
function queryGo(r: Resource, d: Dialect, columns: readonly string[], list: readonly Query[]): string {
  const n = resourceNames(r.name);
  const pgx = d === 'postgresql';
  const [queryRow, query, exec] = pgx ? ['QueryRow', 'Query', 'Exec'] : ['QueryRowContext', 'QueryContext', 'ExecContext'];
  const scan = (indent: string) => columns.map((c) => `${indent}&i.${sqlcName(c)},`).join('\n');
  const imports = ['context'];
  const parts: string[] = [];
  for (const q of [...list].sort((a, b) => (a.name < b.name ? -1 : 1))) {
    const constName = lowerFirst(q.name);
    let out = `const ${constName} = \`-- name: ${q.name} ${q.kind}\n${q.text}\n\`\n\n`;
    let signature: string;
    let args: string[];
    if (q.params.length === 1) {
      const p = q.params[0];
      signature = `${sqlcParamName(p.name)} ${p.go}`;
      args = [sqlcParamName(p.name)];
      imports.push(...typeImports([p.go]));
    } else {
      const struct = `${q.name}Params`;
      out += `type ${struct} struct {\n${q.params.map((p) => `\t${sqlcName(p.name)} ${p.go} \`json:"${p.name}"\``).join('\n')}\n}\n\n`;
      signature = `arg ${struct}`;
      args = q.args.map((a) => `arg.${sqlcName(a)}`);
      imports.push(...typeImports(q.params.map((p) => p.go)));
    }
    const call = `ctx, ${constName}${args.length === 0 ? '' : args.length <= 3 ? ', ' : ','}${callArgs(args)}`;
    const fn = `func (q *Queries) ${q.name}(ctx context.Context, ${signature})`;
    switch (q.kind) {
      case ':one':
        out += `${fn} (${n.Name}, error) {\n\trow := q.db.${queryRow}(${call})\n\tvar i ${n.Name}\n\terr := row.Scan(\n${scan('\t\t')}\n\t)\n\treturn i, err\n}\n`;
        break;
      case ':many':
        out +=
          `${fn} ([]${n.Name}, error) {\n\trows, err := q.db.${query}(${call})\n\tif err != nil {\n\t\treturn nil, err\n\t}\n\tdefer rows.Close()\n` +
          `\tvar items []${n.Name}\n\tfor rows.Next() {\n\t\tvar i ${n.Name}\n\t\tif err := rows.Scan(\n${scan('\t\t\t')}\n\t\t); err != nil {\n\t\t\treturn nil, err\n\t\t}\n\t\titems = append(items, i)\n\t}\n` +
          (pgx ? '' : '\tif err := rows.Close(); err != nil {\n\t\treturn nil, err\n\t}\n') +
          '\tif err := rows.Err(); err != nil {\n\t\treturn nil, err\n\t}\n\treturn items, nil\n}\n';
        break;
      case ':execrows':
        out += `${fn} (int64, error) {\n\tresult, err := q.db.${exec}(${call})\n\tif err != nil {\n\t\treturn 0, err\n\t}\n\treturn result.RowsAffected()${pgx ? ', nil' : ''}\n}\n`;
        break;
      case ':execlastid':
        out += `${fn} (int64, error) {\n\tresult, err := q.db.${exec}(${call})\n\tif err != nil {\n\t\treturn 0, err\n\t}\n\treturn result.LastInsertId()\n}\n`;
        break;
      case ':exec':
        out += `${fn} error {\n\t_, err := q.db.${exec}(${call})\n\treturn err\n}\n`;
        break;
    }
    parts.push(out);
  }
  return alignStructs(`${HEADER}// source: ${n.snakes}.sql\n\npackage queries\n\n${importBlock(imports)}\n${parts.join('\n')}`);
}

/** internal/queries/<resources>_models.go: the table's struct, as sqlc writes it. */
export function sqlcModelsGo(types: FieldTypes, r: Resource, d: Dialect, columns: readonly string[] = freshColumns(r)): string {
  const n = resourceNames(r.name);
  const byName = new Map(r.fields.map((f) => [f.name, f]));
  const fields: Column[] = columns.map((c) => ({ name: c, go: byName.has(c) ? sqlcGoType(types, byName.get(c)!, d) : c === 'id' ? 'int64' : 'time.Time' }));
  const struct = `type ${n.Name} struct {\n${fields.map((c) => `\t${sqlcName(c.name)} ${c.go} \`json:"${c.name}"\``).join('\n')}\n}\n`;
  return alignStructs(`${HEADER}\npackage queries\n\n${importBlock(typeImports(fields.map((c) => c.go)))}\n${struct}`);
}

const RESOURCE_PKG = '{{@module}}/internal/resource';
const QUERIES_PKG = '{{@module}}/internal/queries';

/** Whether a character is one of a regular expression's \w: [A-Za-z0-9_]. */
const isWordChar = (c: number) => (c >= 97 && c <= 122) || (c >= 65 && c <= 90) || (c >= 48 && c <= 57) || c === 95;

/** Whether `code` holds `name` (`resource.`) at a word's start, as /\bresource\./ finds it, with indexOf. */
function namesAtWordStart(code: string, name: string): boolean {
  for (let at = code.indexOf(name); at >= 0; at = code.indexOf(name, at + 1)) if (at === 0 || !isWordChar(code.charCodeAt(at - 1))) return true;
  return false;
}

/**
 * The packages a piece of Go code names, among those the SQLC stores use. Every SQLC value of a large
 * model is read for them (its query Go of 12 kB each resource): indexOf, not a regular expression each.
 */
function importsOf(code: string): string[] {
  const out: string[] = [];
  if (namesAtWordStart(code, 'resource.')) out.push(RESOURCE_PKG);
  if (namesAtWordStart(code, 'queries.')) out.push(QUERIES_PKG);
  if (namesAtWordStart(code, 'json.')) out.push('encoding/json');
  if (namesAtWordStart(code, 'time.')) out.push('time');
  return out;
}

/**
 * The values of a whole resource, each computed when a template reads it (a project has one dialect,
 * and sqlc's files only with the sqlc feature); valueImports gives a value's imports.
 */
export type SqlcResourceValues = Readonly<Record<string, () => string | undefined>>;

/** The packages a value names, outside its raw strings (a query's SQL). */
export const valueImports = (v: string) => importsOf(v.includes('`') ? v.replace(/`[^`]*`/g, '') : v);

/** A field's value written to its column: SQLite keeps JSON as TEXT. */
function toColumn(types: FieldTypes, f: ResourceField, d: Dialect): string {
  const v = `in.${goNameOf(f)}`;
  const text = d === 'sqlite' ? types.sqliteText(f) : undefined;
  return text ? text.to(v, !!f.required) : v;
}

/** A column's value as the field holds it. */
function fromColumn(types: FieldTypes, f: ResourceField, d: Dialect): string {
  const v = `row.${sqlcName(f.name)}`;
  const text = d === 'sqlite' ? types.sqliteText(f) : undefined;
  return text ? text.from(v, !!f.required) : v;
}

const goNameOf = (f: ResourceField) => goName(f.name);

/** The values of one field the SQLC stores use ({{@F.sqlcIn}}, ...); valueImports gives a value's imports. */
export const SQLC_FIELD_VALUES: Readonly<Record<string, (types: FieldTypes, f: ResourceField) => string>> = {
  sqlcName: (_types, f) => sqlcName(f.name),
  sqlcIn: (types, f) => toColumn(types, f, 'postgresql'),
  sqlcInLite: (types, f) => toColumn(types, f, 'sqlite'),
  sqlcOut: (types, f) => `item.${goNameOf(f)} = ${fromColumn(types, f, 'postgresql')}`,
  sqlcOutLite: (types, f) => `item.${goNameOf(f)} = ${fromColumn(types, f, 'sqlite')}`,
};

const SUFFIX: Record<Dialect, string> = { postgresql: 'Pg', mysql: 'My', sqlite: 'Lite' };

/**
 * The values of a whole resource, carried by its first field (a template line holding one is written
 * once): the files sqlc reads and writes, and the create call's argument (a struct, or the value
 * itself when the query has one parameter, as sqlc generates it).
 */
export function sqlcResourceValues(types: FieldTypes, r: Resource, columns?: readonly string[]): SqlcResourceValues {
  const n = resourceNames(r.name);
  const values: Record<string, () => string | undefined> = {};
  for (const d of ['postgresql', 'mysql', 'sqlite'] as const) {
    const x = SUFFIX[d];
    // The query file and the Go sqlc writes from it share the queries, made once (with importsOf's
    // indexOf, about 3 ms less of a 30x20 model's composition with sqlc).
    let list: Query[] | undefined;
    const listed = () => (list ??= queries(types, r, d, columns ? [...columns] : undefined));
    values[`sqlcQueryFile${x}`] = () => queryFile(listed());
    values[`sqlcQueryGo${x}`] = () => queryGo(r, d, columns ?? freshColumns(r), listed());
    values[`sqlcModelsGo${x}`] = () => sqlcModelsGo(types, r, d, columns);
    const single = r.fields.length === 1;
    values[`sqlcCreateType${x}`] = () => (single ? sqlcGoType(types, r.fields[0], d) : `queries.Create${n.Name}Params`);
    values[`sqlcCreateBody${x}`] = () =>
      single
        ? `return ${toColumn(types, r.fields[0], d)}`
        : [`var arg queries.Create${n.Name}Params`, ...r.fields.map((f) => `arg.${sqlcName(f.name)} = ${toColumn(types, f, d)}`), 'return arg'].join('\n');
  }
  // A list filter's value, of the type ParseQuery reads it as, becomes the query's parameter; without
  // a field to filter on, ParseQuery takes no filter and there is no loop.
  values.sqlcListFilters = () => {
    const cases = r.fields
      .filter((f) => types.filterable(f))
      .map((f) => `\tcase ${JSON.stringify(f.name)}:\n\t\tif v, ok := f.Value.(${types.go(f)}); ok {\n\t\t\targ.${sqlcName(f.name)} = &v\n\t\t}`);
    return cases.length > 0 ? `for _, f := range q.Filters {\n\tswitch f.Field {\n${cases.join('\n')}\n\t}\n}` : undefined;
  };
  return values;
}
