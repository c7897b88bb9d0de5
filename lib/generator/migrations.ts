// A model change as a migration: the SQL taking a database from the tables of one model to those of the
// next (up) and back (down), per dialect, named after what it does. The statements name the same
// columns, types and constraints as the first migration of a project generated from the new model (the
// field table's values), so a grown database and a fresh one have the same catalogue but for the order
// of columns. A required field added with a default fills the rows already there with it, then drops
// the column default the first migration does not declare.
import { diffModels, migrationName, type ModelChange } from '../resources/model-diff';
import type { Resource, ResourceField, ResourceModel } from '../resources/model';
import { resourceNames } from '../resources/names';
import { modelScopes, orderedResources, type ModelScope } from './fields';
import type { FieldScope } from './template';

export interface Migration {
  name: string;
  up: string;
  down: string;
}

/** The migration from `before` to `after` on PostgreSQL; null when the tables do not change. */
export function postgresMigration(before: ResourceModel, after: ResourceModel): Migration | null {
  const changes = diffModels(before, after).sort((x, y) => ORDER.indexOf(x.kind) - ORDER.indexOf(y.kind));
  if (changes.length === 0) return null;
  return {
    name: migrationName(changes),
    up: statements(changes, before, after),
    down: statements(inverse(changes), after, before),
  };
}

/** The order changes apply in: renames first, so that every other change names a resource and a field as the target model does. */
const ORDER: readonly ModelChange['kind'][] = ['renameResource', 'renameField', 'addResource', 'addField', 'alterField', 'dropField', 'dropResource'];

/** The changes undoing `changes`: each the other way round, naming resources as the model before them does. */
function inverse(changes: readonly ModelChange[]): ModelChange[] {
  const renamed = new Map(changes.flatMap((c) => (c.kind === 'renameResource' ? [[c.to, c.from] as const] : [])));
  const back = (resource: string) => renamed.get(resource) ?? resource;
  return changes
    .map((c): ModelChange => {
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
    })
    .sort((x, y) => ORDER.indexOf(x.kind) - ORDER.indexOf(y.kind));
}

/** The scope of each resource of a model by name: its names and its fields' values. */
function scopesByName(model: ResourceModel): Map<string, ModelScope> {
  const scopes = modelScopes(model);
  return new Map(orderedResources(model).map((r, i) => [r.name, scopes[i]]));
}

const fieldOf = (scope: ModelScope, name: string): FieldScope => {
  const f = scope.fields.find((x) => x.value('name') === name);
  if (!f) throw new Error(`no field ${name} in ${scope.names.name}`);
  return f;
};

/** The constraints and index PostgreSQL names after a field: unique, the enum's check, the reference's key and its index. */
function namedAfter(f: FieldScope): { constraints: string[]; index: boolean } {
  const constraints = [f.flags.has('unique') && 'key', f.flags.has('enum') && 'check', f.flags.has('reference') && 'fkey'].filter((x): x is string => typeof x === 'string');
  return { constraints, index: f.flags.has('reference') };
}

/** CREATE TABLE as the first migration writes it (go-templates/shared/sql-schema/.../schema.tables.txt). */
function createTable(scope: ModelScope): string {
  const t = scope.names.snakes;
  const columns = ['    id BIGSERIAL PRIMARY KEY,', ...scope.fields.map((f) => `    ${column(f)},`), '    created_at TIMESTAMPTZ NOT NULL DEFAULT now(),', '    updated_at TIMESTAMPTZ NOT NULL DEFAULT now()'];
  const indexes = scope.fields.filter((f) => f.flags.has('reference')).map((f) => createIndex(t, f));
  return [`CREATE TABLE IF NOT EXISTS ${t} (\n${columns.join('\n')}\n);`, ...indexes].join('\n');
}

const column = (f: FieldScope) => `${f.value('name')} ${f.value('pgType')} ${f.value('null')}${f.value('sqlInline')}`;
const createIndex = (t: string, f: FieldScope) => `CREATE INDEX IF NOT EXISTS ${t}_${f.value('name')}_idx ON ${t} (${f.value('name')});`;

/** A default as a SQL literal. */
function literal(v: string | number | boolean): string {
  return typeof v === 'string' ? `'${v.replace(/'/g, "''")}'` : String(v).toUpperCase();
}

/** The statements applying `changes`, which take `before` to `after`. */
function statements(changes: readonly ModelChange[], before: ResourceModel, after: ResourceModel): string {
  const old = scopesByName(before);
  const next = scopesByName(after);
  // Changes name resources as `after` does: the resource of `before` each was (a rename's old name).
  const was = new Map(changes.flatMap((c) => (c.kind === 'renameResource' ? [[c.to, c.from] as const] : [])));
  const oldScope = (resource: string) => old.get(was.get(resource) ?? resource)!;
  const out: string[] = [];
  const dropped: Resource[] = [];
  for (const c of changes) {
    switch (c.kind) {
      case 'renameResource': {
        const [from, to] = [resourceNames(c.from).snakes, resourceNames(c.to).snakes];
        out.push(`ALTER TABLE ${from} RENAME TO ${to};`, `ALTER SEQUENCE ${from}_id_seq RENAME TO ${to}_id_seq;`, `ALTER INDEX ${from}_pkey RENAME TO ${to}_pkey;`);
        for (const f of old.get(c.from)!.fields) out.push(...renameNamed(to, from, to, f.value('name')!, f.value('name')!, f));
        break;
      }
      case 'addResource':
        out.push(createTable(next.get(c.resource.name)!));
        break;
      case 'renameField': {
        const t = resourceNames(c.resource).snakes;
        out.push(`ALTER TABLE ${t} RENAME COLUMN ${c.from} TO ${c.to};`, ...renameNamed(t, t, t, c.from, c.to, fieldOf(oldScope(c.resource), c.from)));
        break;
      }
      case 'addField': {
        const t = resourceNames(c.resource).snakes;
        const f = fieldOf(next.get(c.resource)!, c.field.name);
        out.push(...addColumn(t, c.field, f));
        break;
      }
      case 'alterField':
        out.push(...alterColumn(resourceNames(c.resource).snakes, c.before, c.after, fieldOf(oldScope(c.resource), c.before.name), fieldOf(next.get(c.resource)!, c.after.name)));
        break;
      case 'dropField':
        out.push(`ALTER TABLE ${resourceNames(c.resource).snakes} DROP COLUMN ${c.field.name};`);
        break;
      case 'dropResource':
        dropped.push(c.resource);
        break;
    }
  }
  // Tables go after those referring to them.
  const order = orderedResources(before).map((r) => r.name);
  dropped.sort((a, b) => order.indexOf(b.name) - order.indexOf(a.name));
  for (const r of dropped) out.push(`DROP TABLE IF EXISTS ${resourceNames(r.name).snakes};`);
  return `${out.join('\n')}\n`;
}

/** Renames what PostgreSQL names after a field of table `t` (called `from` in table `fromTable`, now `to` in `toTable`). */
function renameNamed(t: string, fromTable: string, toTable: string, from: string, to: string, f: FieldScope): string[] {
  if (fromTable === toTable && from === to) return [];
  const { constraints, index } = namedAfter(f);
  return [
    ...constraints.map((s) => `ALTER TABLE ${t} RENAME CONSTRAINT ${fromTable}_${from}_${s} TO ${toTable}_${to}_${s};`),
    ...(index ? [`ALTER INDEX ${fromTable}_${from}_idx RENAME TO ${toTable}_${to}_idx;`] : []),
  ];
}

/** ADD COLUMN: a required field's default fills the rows already there, then goes (the first migration declares none). */
function addColumn(t: string, field: ResourceField, f: FieldScope): string[] {
  const filled = field.required && field.default !== undefined;
  const def = filled ? `${f.value('name')} ${f.value('pgType')} NOT NULL DEFAULT ${literal(field.default!)}${f.value('sqlInline')}` : column(f);
  return [
    `ALTER TABLE ${t} ADD COLUMN ${def};`,
    ...(filled ? [`ALTER TABLE ${t} ALTER COLUMN ${field.name} DROP DEFAULT;`] : []),
    ...(f.flags.has('reference') ? [createIndex(t, f)] : []),
  ];
}

/** A field's column changed in place: its named constraints dropped, its type and NULL changed, its constraints added again as the new field has them. */
function alterColumn(t: string, before: ResourceField, after: ResourceField, was: FieldScope, now: FieldScope): string[] {
  const c = after.name;
  const out: string[] = [];
  const old = namedAfter(was);
  out.push(...old.constraints.map((s) => `ALTER TABLE ${t} DROP CONSTRAINT ${t}_${c}_${s};`));
  if (old.index) out.push(`DROP INDEX IF EXISTS ${t}_${c}_idx;`);
  if (was.value('pgType') !== now.value('pgType')) out.push(`ALTER TABLE ${t} ALTER COLUMN ${c} TYPE ${now.value('pgType')} USING ${c}::${now.value('pgType')};`);
  if (after.required && !before.required) {
    if (after.default !== undefined) out.push(`UPDATE ${t} SET ${c} = ${literal(after.default)} WHERE ${c} IS NULL;`);
    out.push(`ALTER TABLE ${t} ALTER COLUMN ${c} SET NOT NULL;`);
  } else if (!after.required && before.required) out.push(`ALTER TABLE ${t} ALTER COLUMN ${c} DROP NOT NULL;`);
  const inline = now.value('sqlInline') ?? '';
  // The inline constraints as table constraints: `CONSTRAINT name UNIQUE` -> `ADD CONSTRAINT name UNIQUE (c)`.
  for (const m of inline.matchAll(/ CONSTRAINT (\S+) (UNIQUE|CHECK \(.*?\)\)|REFERENCES .*?)(?= CONSTRAINT |$)/g)) {
    const [, name, rule] = m;
    if (rule === 'UNIQUE') out.push(`ALTER TABLE ${t} ADD CONSTRAINT ${name} UNIQUE (${c});`);
    else if (rule.startsWith('CHECK')) out.push(`ALTER TABLE ${t} ADD CONSTRAINT ${name} ${rule};`);
    else out.push(`ALTER TABLE ${t} ADD CONSTRAINT ${name} FOREIGN KEY (${c}) ${rule};`);
  }
  if (now.flags.has('reference')) out.push(createIndex(t, now));
  return out;
}
