// A model change as a migration: the SQL taking a database from the tables of one model to those of the
// next (up) and back (down), per dialect, named after what it does. The statements give the columns,
// types and constraints the first migration of a project generated from the new model declares (the
// field table's values), so a grown database and a fresh one have the same catalogue, but for the order
// of columns on PostgreSQL (MySQL places an added column where a fresh table has it). A field added with
// a default fills the rows already there with it (a required one through a column default, dropped
// after: the first migration declares none). SQLite alters
// little in place: a changed table is rebuilt (created anew, its rows copied, the old one dropped), as
// SQLite's documentation describes, which the migration runner does with its foreign keys off.
import { diffModels, migrationName, type ModelChange } from '../resources/model-diff';
import type { ResourceField, ResourceModel } from '../resources/model';
import { resourceNames } from '../resources/names';
import { FIELD_TYPE_TABLE, modelScopes, orderedResources, type ModelScope } from './fields';
import type { Dialect } from './sqlc';
import type { FieldScope } from './template';

export interface Migration {
  name: string;
  up: string;
  down: string;
}

/** The order changes apply in: renames first, so that every other change names a resource and a field as the target model does. */
const ORDER: readonly ModelChange['kind'][] = ['renameResource', 'renameField', 'addResource', 'addField', 'alterField', 'dropField', 'dropResource'];

/** The migration from `before` to `after` in `dialect`; null when the tables do not change. */
export function migration(before: ResourceModel, after: ResourceModel, dialect: Dialect): Migration | null {
  const changes = inOrder(diffModels(before, after), after);
  if (changes.length === 0) return null;
  const write = dialect === 'sqlite' ? rebuilt : (c: readonly ModelChange[], b: ResourceModel, a: ResourceModel) => altered(WRITERS[dialect], c, b, a);
  return { name: migrationName(changes), up: write(changes, before, after), down: write(inverse(changes, before), after, before) };
}

/** The changes undoing `changes` (which take `before` on): each the other way round, naming resources as `before` does. */
function inverse(changes: readonly ModelChange[], before: ResourceModel): ModelChange[] {
  const renamed = new Map(changes.flatMap((c) => (c.kind === 'renameResource' ? [[c.to, c.from] as const] : [])));
  const back = (resource: string) => renamed.get(resource) ?? resource;
  const undone = changes.map((c): ModelChange => {
    switch (c.kind) {
      case 'renameResource':
        return { kind: 'renameResource', from: c.to, to: c.from };
      case 'addResource':
        return { kind: 'dropResource', resource: c.resource };
      case 'renameField':
        return { kind: 'renameField', resource: back(c.resource), from: c.to, to: c.from };
      case 'addField':
        return { kind: 'dropField', resource: back(c.resource), field: c.field };
      case 'alterField':
        return { kind: 'alterField', resource: back(c.resource), before: c.after, after: c.before };
      case 'dropField':
        return { kind: 'addField', resource: back(c.resource), field: c.field };
      case 'dropResource':
        return { kind: 'addResource', resource: c.resource };
    }
  });
  return inOrder(undone, before);
}

/** `changes` in ORDER, the tables created each after those it refers to (`model`'s order). */
function inOrder(changes: ModelChange[], model: ResourceModel): ModelChange[] {
  const rank = new Map(orderedResources(model).map((r, i) => [r.name, i]));
  const created = (c: ModelChange) => (c.kind === 'addResource' ? (rank.get(c.resource.name) ?? 0) : 0);
  return changes.sort((x, y) => ORDER.indexOf(x.kind) - ORDER.indexOf(y.kind) || created(x) - created(y));
}

/** Each resource's scope (its names, its fields' values) by name. */
function scopesByName(model: ResourceModel): Map<string, ModelScope> {
  const scopes = modelScopes(model);
  return new Map(orderedResources(model).map((r, i) => [r.name, scopes[i]]));
}

function fieldOf(scope: ModelScope, name: string): FieldScope {
  const f = scope.fields.find((x) => x.value('name') === name);
  if (!f) throw new Error(`no field ${name} in ${scope.names.name}`);
  return f;
}

/** A constraint or index the first migration names after a field: `<table>_<field>_key`, `_check`, `_idx`, `_fkey`. */
interface Named {
  name: string;
  kind: 'unique' | 'check' | 'index' | 'fkey';
  /** What it says of column `c`: `UNIQUE (c)`, `CHECK (...)`, `(c)`, `FOREIGN KEY (c) REFERENCES ...`. */
  body: string;
}

/** What the first migration names after field `f` of table `t`, in the order they are added (an index before the foreign key that uses it). */
function namedAfter(t: string, f: FieldScope): Named[] {
  const c = f.value('name')!;
  const out: Named[] = [];
  if (f.flags.has('unique')) out.push({ name: `${t}_${c}_key`, kind: 'unique', body: `UNIQUE (${c})` });
  if (f.flags.has('enum')) out.push({ name: `${t}_${c}_check`, kind: 'check', body: `CHECK (${c} IN (${f.value('sqlValues')}))` });
  if (f.flags.has('reference')) {
    out.push({ name: `${t}_${c}_idx`, kind: 'index', body: `(${c})` });
    out.push({ name: `${t}_${c}_fkey`, kind: 'fkey', body: `FOREIGN KEY (${c}) REFERENCES ${f.value('refSnakes')} (id) ON DELETE ${f.value('onDelete')}` });
  }
  return out;
}

/** A default as a SQL literal. */
function literal(v: string | number | boolean): string {
  return typeof v === 'string' ? `'${v.replace(/'/g, "''")}'` : String(v).toUpperCase();
}

/** How PostgreSQL or MySQL says each change of a table in place. */
interface Writer {
  createTable(scope: ModelScope): string[];
  renameTable(from: string, to: string): string[];
  renameColumn(t: string, from: string, to: string): string[];
  /** The column of field `f` as ADD COLUMN declares it, NOT NULL with `fill` as its default when given. */
  column(f: FieldScope, fill?: string): string;
  /** Where ADD COLUMN puts a column that follows column `previous` in the first migration: MySQL there, PostgreSQL last. */
  placed(previous: string): string;
  dropDefault(t: string, c: string): string;
  /** The column's type and NULL as `f` has them. */
  modifyColumn(t: string, before: FieldScope, after: FieldScope): string[];
  add(t: string, n: Named): string;
  drop(t: string, n: Named): string;
  /** Renames a constraint or index from `from` to `to.name`; undefined where it cannot, which is dropped and added again. */
  rename(t: string, from: string, to: Named): string | undefined;
}

const POSTGRESQL: Writer = {
  // As go-templates/shared/sql-schema/with-resources/with-postgresql/each-resource/slots/schema.tables.txt writes it.
  createTable: ({ names, fields }) => [
    `CREATE TABLE IF NOT EXISTS ${names.snakes} (`,
    '    id BIGSERIAL PRIMARY KEY,',
    ...fields.map((f) => `    ${f.value('name')} ${f.value('pgType')} ${f.value('null')}${f.value('sqlInline')},`),
    '    created_at TIMESTAMPTZ NOT NULL DEFAULT now(),',
    '    updated_at TIMESTAMPTZ NOT NULL DEFAULT now()',
    ');',
    ...fields.filter((f) => f.flags.has('reference')).map((f) => `CREATE INDEX IF NOT EXISTS ${names.snakes}_${f.value('name')}_idx ON ${names.snakes} (${f.value('name')});`),
  ],
  renameTable: (from, to) => [`ALTER TABLE ${from} RENAME TO ${to};`, `ALTER SEQUENCE ${from}_id_seq RENAME TO ${to}_id_seq;`, `ALTER INDEX ${from}_pkey RENAME TO ${to}_pkey;`],
  renameColumn: (t, from, to) => [`ALTER TABLE ${t} RENAME COLUMN ${from} TO ${to};`],
  column: (f, fill) => `${f.value('name')} ${f.value('pgType')} ${fill === undefined ? f.value('null') : `NOT NULL DEFAULT ${fill}`}`,
  dropDefault: (t, c) => `ALTER TABLE ${t} ALTER COLUMN ${c} DROP DEFAULT;`,
  placed: () => '',
  modifyColumn: (t, before, after) => {
    const c = after.value('name')!;
    const out: string[] = [];
    if (before.value('pgType') !== after.value('pgType')) out.push(`ALTER TABLE ${t} ALTER COLUMN ${c} TYPE ${after.value('pgType')} USING ${c}::${after.value('pgType')};`);
    if (before.value('null') !== after.value('null')) out.push(`ALTER TABLE ${t} ALTER COLUMN ${c} ${after.flags.has('required') ? 'SET' : 'DROP'} NOT NULL;`);
    return out;
  },
  add: (t, n) => (n.kind === 'index' ? `CREATE INDEX IF NOT EXISTS ${n.name} ON ${t} ${n.body};` : `ALTER TABLE ${t} ADD CONSTRAINT ${n.name} ${n.body};`),
  drop: (t, n) => (n.kind === 'index' ? `DROP INDEX IF EXISTS ${n.name};` : `ALTER TABLE ${t} DROP CONSTRAINT ${n.name};`),
  rename: (t, from, to) => (to.kind === 'index' ? `ALTER INDEX ${from} RENAME TO ${to.name};` : `ALTER TABLE ${t} RENAME CONSTRAINT ${from} TO ${to.name};`),
};

const MYSQL: Writer = {
  // As go-templates/shared/sql-schema/with-resources/with-mysql/each-resource/slots/schema.tables.txt writes it.
  createTable: ({ names, fields }) => [
    `CREATE TABLE IF NOT EXISTS ${names.snakes} (`,
    '    id BIGINT NOT NULL AUTO_INCREMENT,',
    ...fields.map((f) => `    ${f.value('name')} ${f.value('mysqlType')} ${f.value('null')},`),
    '    created_at DATETIME(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6),',
    '    updated_at DATETIME(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6),',
    ...fields.flatMap((f) => namedAfter(names.snakes, f).map((n) => `    ${n.kind === 'index' ? `INDEX ${n.name} ${n.body}` : `CONSTRAINT ${n.name} ${n.body}`},`)),
    '    PRIMARY KEY (id)',
    ') CHARACTER SET utf8mb4 COLLATE utf8mb4_bin;',
  ],
  renameTable: (from, to) => [`RENAME TABLE ${from} TO ${to};`],
  renameColumn: (t, from, to) => [`ALTER TABLE ${t} RENAME COLUMN ${from} TO ${to};`],
  // A default in parentheses: MySQL takes no literal default on TEXT or JSON, an expression it does.
  column: (f, fill) => `${f.value('name')} ${f.value('mysqlType')} ${fill === undefined ? f.value('null') : `NOT NULL DEFAULT (${fill})`}`,
  dropDefault: (t, c) => `ALTER TABLE ${t} ALTER COLUMN ${c} DROP DEFAULT;`,
  // In the first migration's order, which sqlc's structs follow.
  placed: (previous) => ` AFTER ${previous}`,
  modifyColumn: (t, before, after) =>
    before.value('mysqlType') === after.value('mysqlType') && before.value('null') === after.value('null')
      ? []
      : [`ALTER TABLE ${t} MODIFY COLUMN ${after.value('name')} ${after.value('mysqlType')} ${after.value('null')};`],
  add: (t, n) => `ALTER TABLE ${t} ADD ${n.kind === 'index' ? `INDEX ${n.name} ${n.body}` : `CONSTRAINT ${n.name} ${n.body}`};`,
  drop: (t, n) => `ALTER TABLE ${t} DROP ${n.kind === 'fkey' ? 'FOREIGN KEY' : n.kind === 'check' ? 'CONSTRAINT' : 'INDEX'} ${n.name};`,
  // MySQL renames indexes, a unique key's included, but neither checks nor foreign keys.
  rename: (t, from, to) => (to.kind === 'index' || to.kind === 'unique' ? `ALTER TABLE ${t} RENAME INDEX ${from} TO ${to.name};` : undefined),
};

const WRITERS: Record<Exclude<Dialect, 'sqlite'>, Writer> = { postgresql: POSTGRESQL, mysql: MYSQL };

/** Renames (or drops and adds again) what is named after a field, from its old names to `to`'s. */
function renameNamed(w: Writer, t: string, from: Named[], to: Named[]): string[] {
  const pairs = from.map((n, i) => [n, to[i]] as const).filter(([a, b]) => a.name !== b.name);
  const renamed = pairs.map(([a, b]) => w.rename(t, a.name, b));
  const redone = pairs.filter((_, i) => renamed[i] === undefined);
  // Dropped, foreign keys first (an index they use cannot go before them); added, indexes first.
  const dropped = redone.map(([a]) => a).sort((a, b) => Number(b.kind === 'fkey') - Number(a.kind === 'fkey'));
  return [...renamed.filter((r): r is string => r !== undefined), ...dropped.map((n) => w.drop(t, n)), ...redone.map(([, b]) => w.add(t, b))];
}

/** The statements of `changes` (taking `before` to `after`) altering tables in place: PostgreSQL, MySQL. */
function altered(w: Writer, changes: readonly ModelChange[], before: ResourceModel, after: ResourceModel): string {
  const old = scopesByName(before);
  const next = scopesByName(after);
  // Changes name resources as `after` does: the resource of `before` each was (a rename's old name).
  const was = new Map(changes.flatMap((c) => (c.kind === 'renameResource' ? [[c.to, c.from] as const] : [])));
  const oldScope = (resource: string) => old.get(was.get(resource) ?? resource)!;
  const out: string[] = [];
  for (const c of changes) {
    switch (c.kind) {
      case 'renameResource': {
        const [from, to] = [resourceNames(c.from).snakes, resourceNames(c.to).snakes];
        out.push(...w.renameTable(from, to));
        for (const f of old.get(c.from)!.fields) out.push(...renameNamed(w, to, namedAfter(from, f), namedAfter(to, f)));
        break;
      }
      case 'renameField': {
        const t = resourceNames(c.resource).snakes;
        const f = fieldOf(oldScope(c.resource), c.from);
        const renamed = namedAfter(t, f).map((n) => ({ ...n, name: n.name.replace(`${t}_${c.from}_`, `${t}_${c.to}_`), body: n.body.replace(`(${c.from}`, `(${c.to}`) }));
        out.push(...w.renameColumn(t, c.from, c.to), ...renameNamed(w, t, namedAfter(t, f), renamed));
        break;
      }
      case 'addResource':
        out.push(...w.createTable(next.get(c.resource.name)!));
        break;
      case 'addField': {
        const t = resourceNames(c.resource).snakes;
        const f = fieldOf(next.get(c.resource)!, c.field.name);
        // The rows already there read the default, as a body leaving the field out would (and as
        // MongoDB and Badger read a document written before it).
        const fill = c.field.default !== undefined ? literal(c.field.default) : undefined;
        const fields = next.get(c.resource)!.fields;
        const previous = fields[fields.indexOf(f) - 1]?.value('name') ?? 'id';
        if (c.field.required) {
          out.push(`ALTER TABLE ${t} ADD COLUMN ${w.column(f, fill)}${w.placed(previous)};`);
          if (fill !== undefined) out.push(w.dropDefault(t, c.field.name));
        } else {
          out.push(`ALTER TABLE ${t} ADD COLUMN ${w.column(f)}${w.placed(previous)};`);
          if (fill !== undefined) out.push(`UPDATE ${t} SET ${c.field.name} = ${fill};`);
        }
        out.push(...namedAfter(t, f).map((n) => w.add(t, n)));
        break;
      }
      case 'alterField':
        out.push(...alterColumn(w, resourceNames(c.resource).snakes, c.after, fieldOf(oldScope(c.resource), c.before.name), fieldOf(next.get(c.resource)!, c.after.name)));
        break;
      case 'dropField': {
        const t = resourceNames(c.resource).snakes;
        // Its foreign key and check first: MySQL refuses to drop a column they use.
        const named = namedAfter(t, fieldOf(oldScope(c.resource), c.field.name)).filter((n) => n.kind === 'fkey' || n.kind === 'check');
        out.push(...named.map((n) => w.drop(t, n)), `ALTER TABLE ${t} DROP COLUMN ${c.field.name};`);
        break;
      }
      case 'dropResource':
        break;
    }
  }
  // Tables go after those referring to them.
  const dropped = new Set(changes.flatMap((c) => (c.kind === 'dropResource' ? [c.resource.name] : [])));
  for (const r of orderedResources(before).reverse()) if (dropped.has(r.name)) out.push(`DROP TABLE IF EXISTS ${resourceNames(r.name).snakes};`);
  return `${out.join('\n')}\n`;
}

/** A field's column changed in place: what is named after it dropped, its type and NULL changed (a new required one filled with its default), the new field's added. */
function alterColumn(w: Writer, t: string, after: ResourceField, was: FieldScope, now: FieldScope): string[] {
  const c = after.name;
  const old = namedAfter(t, was);
  const next = namedAfter(t, now);
  const same = (n: Named) => next.some((m) => m.name === n.name && m.body === n.body);
  const dropping = old.filter((n) => !same(n)).sort((a, b) => Number(b.kind === 'fkey') - Number(a.kind === 'fkey'));
  const out = dropping.map((n) => w.drop(t, n));
  if (after.required && !was.flags.has('required') && after.default !== undefined) out.push(`UPDATE ${t} SET ${c} = ${literal(after.default)} WHERE ${c} IS NULL;`);
  out.push(...w.modifyColumn(t, was, now));
  out.push(...next.filter((n) => !old.some((m) => m.name === n.name && m.body === n.body)).map((n) => w.add(t, n)));
  return out;
}

/**
 * The statements of `changes` on SQLite: each table a change touches is built anew as the first
 * migration of `after` declares it, its rows copied from the old one (a renamed column from its old
 * name, an added required one as its default), then the old one dropped and the new one renamed.
 */
function rebuilt(changes: readonly ModelChange[], before: ResourceModel, after: ResourceModel): string {
  const old = scopesByName(before);
  const next = scopesByName(after);
  const was = new Map(changes.flatMap((c) => (c.kind === 'renameResource' ? [[c.to, c.from] as const] : [])));
  const touched = new Set<string>();
  const out: string[] = [];
  for (const c of changes) {
    if (c.kind === 'renameResource') {
      // ALTER TABLE ... RENAME rewrites the foreign keys of the tables referring to it (SQLite 3.26+).
      out.push(`ALTER TABLE ${resourceNames(c.from).snakes} RENAME TO ${resourceNames(c.to).snakes};`);
      touched.add(c.to);
    } else if (c.kind === 'renameField' || c.kind === 'addField' || c.kind === 'alterField' || c.kind === 'dropField') touched.add(c.resource);
  }
  for (const r of orderedResources(after)) {
    const scope = next.get(r.name)!;
    const t = scope.names.snakes;
    if (changes.some((c) => c.kind === 'addResource' && c.resource.name === r.name)) {
      out.push(...createSqliteTable(scope, t));
      continue;
    }
    if (!touched.has(r.name)) continue;
    const prior = old.get(was.get(r.name) ?? r.name)!;
    const renamedFrom = new Map(changes.flatMap((c) => (c.kind === 'renameField' && c.resource === r.name ? [[c.to, c.from] as const] : [])));
    const oldNames = new Set(prior.fields.map((f) => f.value('name')!));
    const retyped = new Set(changes.flatMap((c) => (c.kind === 'alterField' && c.resource === r.name && c.before.type !== c.after.type ? [c.after.name] : [])));
    const copied: [string, string][] = [];
    for (const f of r.fields) {
      const source = renamedFrom.get(f.name) ?? f.name;
      if (oldNames.has(source)) {
        // A value of the type it widened from, as its new type keeps it (an integer as a decimal's text).
        const widened = retyped.has(f.name) ? (FIELD_TYPE_TABLE[f.type].sqliteWidened?.(source, f) ?? source) : source;
        // A field made required takes its default where the row has none.
        copied.push([f.name, f.required && f.default !== undefined ? `COALESCE(${widened}, ${literal(f.default)})` : widened]);
      } else if (f.default !== undefined) copied.push([f.name, literal(f.default)]); // a new field: the rows there take its default
    }
    const columns = ['id', ...copied.map(([name]) => name), 'created_at', 'updated_at'];
    const values = ['id', ...copied.map(([, value]) => value), 'created_at', 'updated_at'];
    out.push(
      ...createSqliteTable(scope, `${t}_new`, t),
      `INSERT INTO ${t}_new (${columns.join(', ')}) SELECT ${values.join(', ')} FROM ${t};`,
      // AUTOINCREMENT never gives an id again, deleted rows' included: the new table goes on from the old one's last.
      `DELETE FROM sqlite_sequence WHERE name = '${t}_new';`,
      `INSERT INTO sqlite_sequence (name, seq) SELECT '${t}_new', seq FROM sqlite_sequence WHERE name = '${t}';`,
      `DROP TABLE ${t};`,
      `ALTER TABLE ${t}_new RENAME TO ${t};`,
      ...scope.fields.filter((f) => f.flags.has('reference')).map((f) => `CREATE INDEX IF NOT EXISTS ${t}_${f.value('name')}_idx ON ${t} (${f.value('name')});`),
    );
  }
  const dropped = new Set(changes.flatMap((c) => (c.kind === 'dropResource' ? [c.resource.name] : [])));
  for (const r of orderedResources(before).reverse()) if (dropped.has(r.name)) out.push(`DROP TABLE IF EXISTS ${resourceNames(r.name).snakes};`);
  return `${out.join('\n')}\n`;
}

/**
 * CREATE TABLE as go-templates/shared/sql-schema/with-resources/with-sqlite/each-resource/slots/schema.tables.txt
 * writes it, under the name `as` (a rebuild's new table), its constraints named after `t`; a fresh
 * table's indexes with it, a rebuilt one's once it has its name.
 */
function createSqliteTable(scope: ModelScope, as: string, t = as): string[] {
  const fields = scope.fields;
  return [
    `CREATE TABLE IF NOT EXISTS ${as} (`,
    '    id INTEGER PRIMARY KEY AUTOINCREMENT,',
    ...fields.map((f) => `    ${f.value('sqliteColumn')}${f.value('sqlInline')},`),
    '    created_at DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,',
    '    updated_at DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP',
    ');',
    ...(as === t ? fields.filter((f) => f.flags.has('reference')).map((f) => `CREATE INDEX IF NOT EXISTS ${t}_${f.value('name')}_idx ON ${t} (${f.value('name')});`) : []),
  ];
}

/** The version of a project's first model change: 0001 creates the resources' tables, 0002 the users'. */
const FIRST_CHANGE = 3;

/**
 * The migrations of a project whose model went through `models` (oldest first, the last its model
 * now), after the first one (which creates the tables of `models[0]`): one pair per change of model,
 * numbered from FIRST_CHANGE on.
 */
export function modelMigrations(models: readonly ResourceModel[], dialect: Dialect): { path: string; content: string }[] {
  const out: { path: string; content: string }[] = [];
  let version = FIRST_CHANGE;
  for (let i = 1; i < models.length; i++) {
    const m = migration(models[i - 1], models[i], dialect);
    if (!m) continue;
    const base = `migrations/${String(version++).padStart(4, '0')}_${m.name}`;
    out.push({ path: `${base}.up.sql`, content: m.up }, { path: `${base}.down.sql`, content: m.down });
  }
  return out;
}

/**
 * The columns of each table (by resource) in the order sqlc reads them from the migrations of `models`,
 * which its structs and `*` follow: PostgreSQL puts an added column last, and so does sqlc's MySQL
 * engine (it reads no AFTER, which the database itself follows); SQLite builds the table anew in the
 * first migration's order.
 */
export function columnOrders(models: readonly ResourceModel[], dialect: Dialect): Map<string, string[]> {
  const fresh = (r: { fields: readonly ResourceField[] }) => ['id', ...r.fields.map((f) => f.name), 'created_at', 'updated_at'];
  const last = models[models.length - 1];
  if (dialect === 'sqlite') return new Map(last.map((r) => [r.name, fresh(r)]));
  let orders = new Map(models[0].map((r) => [r.name, fresh(r)]));
  for (let i = 1; i < models.length; i++) {
    const next = new Map<string, string[]>();
    const changes = diffModels(models[i - 1], models[i]);
    const renamedFrom = new Map(changes.flatMap((c) => (c.kind === 'renameResource' ? [[c.to, c.from] as const] : [])));
    for (const r of models[i]) {
      const before = orders.get(renamedFrom.get(r.name) ?? r.name);
      if (!before) {
        next.set(r.name, fresh(r));
        continue;
      }
      const fieldRenames = new Map(changes.flatMap((c) => (c.kind === 'renameField' && c.resource === r.name ? [[c.from, c.to] as const] : [])));
      const names = new Set(fresh(r));
      const kept = before.map((c) => fieldRenames.get(c) ?? c).filter((c) => names.has(c));
      next.set(r.name, [...kept, ...fresh(r).filter((c) => !kept.includes(c))]);
    }
    orders = next;
  }
  return orders;
}

const SQL_DIALECTS: readonly Dialect[] = ['postgresql', 'mysql', 'sqlite'];

/** The SQL dialect a project's features choose; undefined without a SQL database. */
export const sqlDialectOf = (features: readonly string[]): Dialect | undefined => SQL_DIALECTS.find((d) => features.includes(d));
