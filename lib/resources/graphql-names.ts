// The names a model declares in the schema of its GraphQL door (lib/generator/graphql-model.ts) and
// the Go names gqlgen writes for them in package graph: one place for both the schema and the
// validation that refuses a model whose schema or Go code would declare a name twice. Client-safe.
import { toGo } from '../generator/gqlgen-names';
import { fieldType } from './field-types';
import type { Resource, ResourceField, ResourceModel } from './model';
import { goName, plural, resourceNames } from './names';

/** A field's name in the schema: the API's `born_on` is `bornOn` (graph.SchemaName in Go does the same). */
export function schemaName(snake: string): string {
  return snake
    .split('_')
    .map((w, i) => (i > 0 && w ? w[0].toUpperCase() + w.slice(1) : w))
    .join('');
}

/** The types and root fields a resource declares, by role. */
export function graphqlResourceNames(resource: string) {
  const { Name } = resourceNames(resource);
  return {
    type: Name,
    input: `${Name}Input`,
    filter: `${Name}Filter`,
    connection: `${Name}Connection`,
    list: schemaName(plural(resource)),
    get: schemaName(resource),
    create: `create${Name}`,
    update: `update${Name}`,
    delete: `delete${Name}`,
  };
}

/** The enum type of an enum field: `BookGenre`. */
export function graphqlEnumName(resource: string, field: string): string {
  return resourceNames(resource).Name + goName(field);
}

/** The field of the row a reference names: `author_id` is `author`. */
export function referenceObjectName(f: ResourceField): string {
  return schemaName(f.name.replace(/_id$/, ''));
}

/** A reference of the model, seen from the resource it names. */
export interface Referrer {
  resource: Resource;
  field: ResourceField;
}

/**
 * The field of a resource listing the rows of `from` that refer to it through `field`: `books`, or
 * `booksByEditor` when `from` has more than one reference to it.
 */
export function reverseListName(from: Resource, field: ResourceField, target: string): string {
  const several = from.fields.filter((f) => fieldType(f.type).references && f.references === target).length > 1;
  const list = schemaName(plural(from.name));
  return several ? list + 'By' + goName(field.name.replace(/_id$/, '')) : list;
}

/** Each resource's referrers: the references of the model to it. */
export function referrersOf(model: ResourceModel): Map<string, Referrer[]> {
  const out = new Map<string, Referrer[]>();
  for (const r of model) {
    for (const f of r.fields) {
      if (!fieldType(f.type).references || f.references === undefined) continue;
      out.set(f.references, [...(out.get(f.references) ?? []), { resource: r, field: f }]);
    }
  }
  return out;
}

/** The schema's own types, besides the resources'. */
const GRAPHQL_SHARED_TYPES = ['Query', 'Mutation', 'PageInfo', 'Time', 'Int64', 'Date', 'Decimal', 'JSON', 'String', 'Int', 'Float', 'Boolean', 'ID'];

/**
 * The Go names package graph declares whatever the model: gqlgen's (generated.go), and those of the
 * files of go-templates/features/graphql (tests/unit/resources/graphql-names.test.ts holds this list to them).
 */
export const GRAPH_PACKAGE_DECLARES = [
  ...['Config', 'ResolverRoot', 'DirectiveRoot', 'ComplexityRoot', 'NewExecutableSchema', 'QueryResolver', 'MutationResolver'],
  ...['Resolver', 'Resource', 'ListArgs', 'DefaultFirst', 'PageCost', 'SchemaName', 'JSONValue', 'RequireToken', 'NewHandler', 'Playground'],
];

/**
 * The names the model's GraphQL schema or its Go code would declare twice, each with the resource that
 * declares it the second time: a resource `book_input` beside `book` (BookInput), a field `author`
 * beside the reference `author_id` (the row it names), `field_2` beside `field2` (both `field2`), an
 * enum value GraphQL forbids (`true`, `false`, `null`).
 */
export function graphqlNameClashes(model: ResourceModel): { name: string; resource: string }[] {
  const clashes: { name: string; resource: string }[] = [];
  const types = new Set<string>(GRAPHQL_SHARED_TYPES);
  const goNames = new Set<string>([...GRAPH_PACKAGE_DECLARES, ...GRAPHQL_SHARED_TYPES.map(toGo)]);
  const rootFields = new Set<string>();
  const declare = (set: Set<string>, resource: string, names: readonly string[]) => {
    for (const name of names) {
      if (set.has(name)) clashes.push({ name, resource });
      set.add(name);
    }
  };
  const referrers = referrersOf(model);
  for (const r of model) {
    const g = graphqlResourceNames(r.name);
    const enums = r.fields.filter((f) => fieldType(f.type).values).map((f) => ({ name: graphqlEnumName(r.name, f.name), values: f.values ?? [] }));
    const typeNames = [g.type, g.input, g.filter, g.connection, ...enums.map((e) => e.name)];
    declare(types, r.name, typeNames);
    // Each type is a Go type; each enum value a constant, and the enum a list of them; a type whose
    // fields resolvers answer (a reference, a list of the rows that refer to it) a resolver interface.
    declare(goNames, r.name, [
      ...typeNames.map(toGo),
      ...enums.flatMap((e) => [`All${toGo(e.name)}`, ...e.values.map((v) => toGo(e.name) + toGo(v))]),
      `${toGo(g.type)}Resolver`,
    ]);
    for (const e of enums) for (const v of e.values) if (['true', 'false', 'null'].includes(v)) clashes.push({ name: v, resource: r.name });
    declare(rootFields, r.name, [g.list, g.get, g.create, g.update, g.delete]);
    // The fields of the resource's type: one Go field each.
    const fields = new Set<string>();
    const goFields = new Set<string>();
    const field = (name: string) => {
      declare(fields, r.name, [name]);
      declare(goFields, r.name, [toGo(name)]);
    };
    for (const name of ['id', 'createdAt', 'updatedAt']) field(name);
    for (const f of r.fields) {
      field(schemaName(f.name));
      if (fieldType(f.type).references) field(referenceObjectName(f));
    }
    for (const { resource, field: f } of referrers.get(r.name) ?? []) field(reverseListName(resource, f, r.name));
    // gqlgen sorts its marshal functions by names that spell a type, `2`, then its Go type with the
    // module's path: `Book` beside `Book2x` would sort by the module's name, which the site fills in
    // after writing the code.
    for (const name of typeNames) {
      for (const other of types) if (other !== name && (other.startsWith(name + '2') || name.startsWith(other + '2'))) clashes.push({ name, resource: r.name });
    }
  }
  return clashes;
}
