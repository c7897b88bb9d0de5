// gqlgen's output, written without gqlgen (the site has no Go toolchain when it generates a project),
// byte for byte as gqlgen v0.17.84 writes it in package graph (the module's internal/graph) with the
// configuration gqlgenConfig writes: the schema's text, gqlgen.yml, generated.go (the executable schema,
// single-file exec layout), models_gen.go and schema.resolvers.go (follow-schema layout, resolver
// bodies kept as gqlgen keeps them when it regenerates). The schemas are the subset lib/generator's
// projects use (gqlgen-schema.ts). The module path and its spelling inside identifiers are taken as
// given, so that they can be the site's placeholders ({{@module}}, {{@moduleIdent}}).
//
// The port follows gqlgen's own code: gqlgen-bind.ts (the binder, modelgen's models, codegen.Data),
// gqlgen-exec.ts (codegen's templates), gqlgen-models.ts (modelgen's and resolvergen's templates),
// gqlgen-names.ts (templates.ToGo). tests/unit/generator/gqlgen.test.ts holds it to files gqlgen wrote,
// and tests/go/gqlgen-schemas.ts to gqlgen itself on random schemas.
//
// Where the output depends on the module's spelling: the marshal functions of generated.go are sorted
// by their names, which spell the module (uniquenessKey); a placeholder sorts as a real module path does
// unless a GraphQL type's name is another type's name followed by `2` and more (`Book` and `Book2x`),
// where the first character of the module decides. The resolvers' imports sort the module's own
// packages among the standard library's (goimports' group of paths without a dot), by path. With
// placeholders, options.sortAs (the real names) orders both as gqlgen would for the real module;
// gqlgenModuleSortsAsPlaceholder tells whether a schema's generated.go needs it.

import { buildData, modelPath, scalarModel, uniquenessKey, type Model } from './gqlgen-bind';
import { renderExec } from './gqlgen-exec';
import { renderModels, renderResolvers, type ResolversInput } from './gqlgen-models';
import { renderSchema, type GqlSchema, type GqlgenOptions } from './gqlgen-schema';

export type { GqlArgument, GqlEnumType, GqlField, GqlInputField, GqlSchema, GqlType, GqlgenOptions } from './gqlgen-schema';
export type { ResolversInput } from './gqlgen-models';

/** schema.graphqls */
export function gqlgenSchema(schema: GqlSchema): string {
  return renderSchema(schema);
}

const CONFIG_HEAD = `# gqlgen's configuration (run it in this directory): from schema.graphqls, the executable schema
# (generated.go), its types (models_gen.go) and the resolvers to write (schema.resolvers.go, whose
# code gqlgen keeps when it regenerates), all in package graph.
schema:
  - schema.graphqls
exec:
  filename: generated.go
  package: graph
model:
  filename: models_gen.go
  package: graph
resolver:
  layout: follow-schema
  dir: .
  package: graph
  filename_template: "{name}.resolvers.go"
`;

/**
 * gqlgen.yml: the layout, then `models:` with the bindings of ID and of the scalars that have one, and
 * the fields of the types (not Query and Mutation) that resolvers answer.
 */
export function gqlgenConfig(schema: GqlSchema, options: GqlgenOptions): string {
  const entries: string[] = [];
  const model = (name: string, m: Model) => entries.push(`  ${name}:\n    model:\n      - ${modelPath(m, options.module)}\n`);
  if (schema.id) model('ID', { marshaler: schema.id.gqlgen });
  for (const t of schema.types) if (t.kind === 'scalar' && t.model) model(t.name, scalarModel(t.model));
  for (const t of schema.types) {
    if (t.kind !== 'object' || t.name === 'Query' || t.name === 'Mutation') continue;
    const fields = t.fields.filter((f) => f.resolver);
    if (fields.length > 0) entries.push(`  ${t.name}:\n    fields:\n${fields.map((f) => `      ${f.name}:\n        resolver: true\n`).join('')}`);
  }
  return CONFIG_HEAD + (entries.length > 0 ? `models:\n${entries.join('')}` : '');
}

/** generated.go */
export function gqlgenExec(schema: GqlSchema, options: GqlgenOptions): string {
  return renderExec(buildData(schema, options));
}

/** models_gen.go */
export function gqlgenModels(schema: GqlSchema, options: GqlgenOptions): string {
  return renderModels(buildData(schema, options));
}

/** schema.resolvers.go, with the given resolvers' bodies and the imports they use. */
export function gqlgenResolvers(schema: GqlSchema, options: GqlgenOptions, input: ResolversInput = {}): string {
  return renderResolvers(buildData(schema, options), input);
}

/** All five files, by their names in internal/graph. */
export function gqlgenFiles(schema: GqlSchema, options: GqlgenOptions, input: ResolversInput = {}): Record<string, string> {
  const data = buildData(schema, options);
  return {
    'schema.graphqls': renderSchema(schema),
    'gqlgen.yml': gqlgenConfig(schema, options),
    'generated.go': renderExec(data),
    'models_gen.go': renderModels(data),
    'schema.resolvers.go': renderResolvers(data, input),
  };
}

/**
 * Whether generated.go comes out the same, but for the spelling, with the real module as with the
 * placeholder: the marshal functions sort in the same order with either spelling.
 */
export function gqlgenModuleSortsAsPlaceholder(schema: GqlSchema, placeholder: GqlgenOptions, real: GqlgenOptions): boolean {
  // The references in each spelling's order, named alike.
  const order = (o: GqlgenOptions) => buildData(schema, o).refs.map(([, r]) => uniquenessKey(r, '\u0000'));
  return order(placeholder).join('\n') === order(real).join('\n');
}
