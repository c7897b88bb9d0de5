// A resource model as the GraphQL schema of its door (internal/graph/schema.graphqls) and what the
// code around gqlgen's needs of it: per resource a type with every field (a reference also as the row
// it names, and on the resource named, the rows referring to it in pages), its input, its filter, its
// page (a connection), a list and a get field on Query, create/update/delete mutations; the body of
// each resolver (each calls graph.Resource, which goes through the API's store and validation); and
// the complexity of each list field. lib/generator/gqlgen.ts writes the Go gqlgen writes for it.
import { fieldType } from '../resources/field-types';
import {
  graphqlEnumName,
  graphqlResourceNames,
  referenceObjectName,
  referrersOf,
  reverseListName,
  schemaName,
} from '../resources/graphql-names';
import type { Resource, ResourceField, ResourceModel } from '../resources/model';
import { resourceNames } from '../resources/names';
import { FIELD_TYPE_TABLE, orderedResources } from './fields';
import { toGo } from './gqlgen-names';
import type { GqlArgument, GqlEnumType, GqlField, GqlInputField, GqlSchema, GqlType } from './gqlgen';

/** The scalars the schema may declare, with their binding (gqlgen.yml) and what they hold. */
const SCALARS: Readonly<Record<string, Extract<GqlType, { kind: 'scalar' }>>> = {
  Time: { kind: 'scalar', name: 'Time', description: 'An RFC 3339 date and time, kept in UTC.', model: { gqlgen: 'Time' } },
  Int64: { kind: 'scalar', name: 'Int64', description: 'A 64-bit integer.', model: { gqlgen: 'Int64' } },
  Date: { kind: 'scalar', name: 'Date', description: 'A date, YYYY-MM-DD.', model: { gqlgen: 'String' } },
  Decimal: { kind: 'scalar', name: 'Decimal', description: 'An exact decimal number, as text ("12.50").', model: { gqlgen: 'String' } },
  JSON: { kind: 'scalar', name: 'JSON', description: 'Any JSON value.', model: { own: 'JSONValue', nilable: true } },
};

/** The arguments of a list field: a page, an order and, when the resource has fields to filter on, a filter. */
function listArgs(r: Resource): GqlArgument[] {
  const args: GqlArgument[] = [
    { name: 'first', type: 'Int', default: '20' },
    { name: 'after', type: 'String' },
    { name: 'orderBy', type: 'String' },
  ];
  if (filterable(r).length > 0) args.push({ name: 'filter', type: graphqlResourceNames(r.name).filter });
  return args;
}

const filterable = (r: Resource) => r.fields.filter((f) => FIELD_TYPE_TABLE[f.type].parse);

/** The code around gqlgen's for a model's GraphQL door. */
export interface ModelGraphQL {
  schema: GqlSchema;
  /** The body of each resolver, by `Type.field` (gofmt's, as at the top level). */
  resolvers: Map<string, string>;
  /** The lines of graph.NewHandler setting each list field's complexity (schema.Complexity). */
  complexity: string[];
  /** The fields of graph.Resolver, a graph.Resource per resource, aligned as gofmt aligns them. */
  resolverFields: string[];
}

/** The schema of a model's GraphQL door, its resolvers and the complexity of its lists. */
export function modelGraphQL(model: ResourceModel): ModelGraphQL {
  const ordered = orderedResources(model);
  const referrers = referrersOf(ordered);
  const used = new Set<string>(['Time']);
  const types: GqlType[] = [];
  const resolvers = new Map<string, string>();
  const complexity: string[] = [];
  const query: GqlField[] = [];
  const mutation: GqlField[] = [];

  for (const r of ordered) {
    const n = resourceNames(r.name);
    const g = graphqlResourceNames(r.name);
    const enums: GqlEnumType[] = [];
    const typeOf = (f: ResourceField): string => {
      const scalar = FIELD_TYPE_TABLE[f.type].graphql;
      if (scalar) {
        if (scalar in SCALARS) used.add(scalar);
        return scalar;
      }
      const name = graphqlEnumName(r.name, f.name);
      if (!enums.some((e) => e.name === name)) {
        enums.push({ kind: 'enum', name, description: `A value of ${n.label} ${schemaName(f.name)}.`, values: (f.values ?? []).map((v) => ({ name: v })) });
      }
      return name;
    };
    const rows = `r.Resolver.${n.Names}`;
    const fields: GqlField[] = [{ name: 'id', type: 'ID!' }];
    for (const f of r.fields) {
      const name = schemaName(f.name);
      fields.push({ name, type: typeOf(f) + (f.required ? '!' : '') });
      if (!fieldType(f.type).references || f.references === undefined) continue;
      const target = graphqlResourceNames(f.references);
      const object = referenceObjectName(f);
      const id = `obj.${toGo(name)}`;
      fields.push({ name: object, type: target.type, description: `The ${resourceNames(f.references).label} ${name} names.`, resolver: true });
      resolvers.set(
        `${g.type}.${object}`,
        f.required
          ? `return r.Resolver.${resourceNames(f.references).Names}.Get(ctx, int64(${id}))`
          : `if ${id} == nil {\n\treturn nil, nil\n}\nreturn r.Resolver.${resourceNames(f.references).Names}.Get(ctx, int64(*${id}))`,
      );
    }
    fields.push({ name: 'createdAt', type: 'Time!' }, { name: 'updatedAt', type: 'Time!' });
    for (const { resource: from, field: f } of referrers.get(r.name) ?? []) {
      const name = reverseListName(from, f, r.name);
      const other = graphqlResourceNames(from.name);
      const args = listArgs(from);
      fields.push({ name, type: `${other.connection}!`, description: `The ${resourceNames(from.name).labels} whose ${schemaName(f.name)} names this ${n.label}, in pages.`, args, resolver: true });
      resolvers.set(`${g.type}.${name}`, listBody(`r.Resolver.${resourceNames(from.name).Names}`, other.connection, args, `Reference: ${JSON.stringify(f.name)}, ID: int64(obj.ID)`));
      complexity.push(complexityLine(`${toGo(g.type)}.${toGo(name)}`, args, other.filter));
    }

    const inputFields: GqlInputField[] = r.fields.map((f) => ({ name: schemaName(f.name), type: typeOf(f) + (f.required && f.default === undefined ? '!' : '') }));
    const filterFields: GqlInputField[] = filterable(r).map((f) => ({ name: schemaName(f.name), type: typeOf(f) }));
    types.push(
      ...enums,
      { kind: 'object', name: g.type, description: `A ${n.label}: a row of /api/v1/${n.path} (internal/${n.pkg}).`, fields },
      {
        kind: 'input',
        name: g.input,
        description: `What ${g.create} and ${g.update} take: the fields of a ${n.label}; one left out takes its default, or is null.`,
        fields: inputFields,
      },
    );
    if (filterFields.length > 0) types.push({ kind: 'input', name: g.filter, description: `The ${n.labels} whose fields equal these.`, fields: filterFields });
    types.push({ kind: 'object', name: g.connection, description: `A page of ${n.labels}.`, fields: [{ name: 'nodes', type: `[${g.type}!]!` }, { name: 'pageInfo', type: 'PageInfo!' }] });

    const args = listArgs(r);
    query.push(
      {
        name: g.list,
        type: `${g.connection}!`,
        description: `The ${n.labels}, in pages of first (at most 100) after the cursor after, ordered by orderBy (a field, -field descending; newest first by default).`,
        args,
      },
      { name: g.get, type: g.type, description: `The ${n.label} with the id, or null.`, args: [{ name: 'id', type: 'ID!' }] },
    );
    resolvers.set(`Query.${g.list}`, listBody(rows, g.connection, args));
    resolvers.set(`Query.${g.get}`, `return ${rows}.Get(ctx, int64(id))`);
    complexity.push(complexityLine(`Query.${toGo(g.list)}`, args, g.filter));
    mutation.push(
      { name: g.create, type: `${g.type}!`, description: `Creates a ${n.label}.`, args: [{ name: 'input', type: `${g.input}!` }] },
      { name: g.update, type: `${g.type}!`, description: `Replaces the ${n.label} with the id.`, args: [{ name: 'id', type: 'ID!' }, { name: 'input', type: `${g.input}!` }] },
      { name: g.delete, type: 'Boolean!', description: `Deletes the ${n.label} with the id: true once deleted.`, args: [{ name: 'id', type: 'ID!' }] },
    );
    resolvers.set(`Mutation.${g.create}`, `return ${rows}.Create(ctx, input)`);
    resolvers.set(`Mutation.${g.update}`, `return ${rows}.Update(ctx, int64(id), input)`);
    resolvers.set(`Mutation.${g.delete}`, `return ${rows}.Delete(ctx, int64(id))`);
  }

  const schema: GqlSchema = {
    comment: [
      'The schema of /graphql, written from your resources: the code of this package around it (resources.go)',
      'serves each through the API\'s store and validation. After changing it, regenerate the code of this',
      'package (see resolver.go) and write the resolvers gqlgen adds to schema.resolvers.go.',
    ],
    types: [
      ...Object.values(SCALARS).filter((s) => used.has(s.name)),
      {
        kind: 'object',
        name: 'PageInfo',
        description: 'Where a page ends: the cursor to ask for the next one with (after), and whether more rows follow.',
        fields: [
          { name: 'hasNextPage', type: 'Boolean!' },
          { name: 'endCursor', type: 'String' },
        ],
      },
      ...types,
      { kind: 'object', name: 'Query', fields: query },
      { kind: 'object', name: 'Mutation', fields: mutation },
    ],
    id: { gqlgen: 'IntID' },
  };
  // A resolver reaches graph.Resolver's fields through its embedded *Resolver (r.Books), but for a
  // field its own type's method of that name hides (queryResolver.Books): r.Resolver.Books there.
  const methods = new Map<string, Set<string>>();
  for (const key of resolvers.keys()) {
    const [type, field] = key.split('.');
    methods.set(type, (methods.get(type) ?? new Set()).add(toGo(field)));
  }
  for (const [key, body] of resolvers) {
    const own = methods.get(key.split('.')[0])!;
    resolvers.set(key, body.replace(/\br\.Resolver\.(\w+)/g, (whole, name: string) => (own.has(name) ? whole : `r.${name}`)));
  }
  const width = Math.max(...ordered.map((r) => resourceNames(r.name).Names.length));
  const resolverFields = ordered.map((r) => {
    const n = resourceNames(r.name);
    return `${n.Names.padEnd(width)} *Resource[${n.pkg}.${n.Name}, ${n.pkg}.Input, ${toGo(graphqlResourceNames(r.name).type)}]`;
  });
  return { schema, resolvers, complexity, resolverFields };
}

/** A list field's resolver: the page of rows its arguments select, as the resource's connection. */
function listBody(rows: string, connection: string, args: readonly GqlArgument[], scope?: string): string {
  const values = args.map((a) => `${toGo(a.name)}: ${a.name}`);
  if (scope) values.push(scope);
  return [
    `nodes, page, err := ${rows}.List(ctx, ListArgs{${values.join(', ')}})`,
    'if err != nil {',
    '\treturn nil, err',
    '}',
    `return &${toGo(connection)}{Nodes: nodes, PageInfo: page}, nil`,
  ].join('\n');
}

/** graph.NewHandler's line giving a list field (`Query.Books`) the complexity of its page. */
function complexityLine(field: string, args: readonly GqlArgument[], filter: string): string {
  const params = ['child int', 'first *int', '_ *string', '_ *string'];
  if (args.some((a) => a.name === 'filter')) params.push(`_ *${toGo(filter)}`);
  return `schema.Complexity.${field} = func(${params.join(', ')}) int {\n\treturn PageCost(child, first)\n}`;
}
