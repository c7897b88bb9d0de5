// The shared models: what every active part declares in its manifest, gathered in composition order
// and rendered into the computed slots of the shared files (config.go, deps.go, .env.example, Makefile,
// .gitignore, README).
import type { ResourceModel } from '../resources/model';
import { modelProto } from './grpc-proto';
import { gqlgenFiles, type GqlgenOptions } from './gqlgen';
import { modelGraphQL, type ModelGraphQL } from './graphql-model';
import type { ConfigGroup, DepField, EnvVar, MakeTarget } from './manifest';
import { renderGrpcPbGo, renderPbGo, renderProto, type ProtoFile } from './protobuf';

interface EnvGroup {
  title: string;
  vars: EnvVar[];
}

interface TitledLines {
  title: string;
  lines: string[];
}

export interface Models {
  features: { name: string; description: string }[];
  env: EnvGroup[];
  config: ConfigGroup[];
  deps: DepField[];
  gitignore: TitledLines[];
  dockerignore: TitledLines[];
  makeTargets: MakeTarget[];
  /** Every output path, sorted. */
  paths: string[];
  /** The resource model: the proto file of its gRPC door and the GraphQL schema are written from it. */
  resources: ResourceModel;
  /** The module path and its spelling in gqlgen's identifiers (the GraphQL door's code names them). */
  module: GqlgenOptions;
}

/** The GraphQL door of a model, made once for the slots that write it. */
const graphqlDoors = new WeakMap<ResourceModel, ModelGraphQL>();
function graphqlOf(m: Models): ModelGraphQL {
  let door = graphqlDoors.get(m.resources);
  if (!door) graphqlDoors.set(m.resources, (door = modelGraphQL(m.resources)));
  return door;
}

/** gqlgen's five files for the door: binding the schema is the costly part, done once for all five. */
const gqlgenOutputs = new WeakMap<ResourceModel, Record<string, string>>();
function gqlgenOf(m: Models): Record<string, string> {
  let files = gqlgenOutputs.get(m.resources);
  if (!files) {
    const door = graphqlOf(m);
    const resolvers = Object.fromEntries([...door.resolvers].map(([key, body]) => [key, { body }]));
    gqlgenOutputs.set(m.resources, (files = gqlgenFiles(door.schema, m.module, { resolvers })));
  }
  return files;
}

/** The proto file of a model, made once for its three files. */
const protoFiles = new WeakMap<ResourceModel, ProtoFile>();
function protoOf(m: Models): ProtoFile {
  let file = protoFiles.get(m.resources);
  if (!file) protoFiles.set(m.resources, (file = modelProto(m.resources)));
  return file;
}

function titledLines(groups: TitledLines[]): string {
  return groups.map((g) => [`# ${g.title}`, ...g.lines].join('\n')).join('\n\n');
}

function mdCell(s: string): string {
  return s.replace(/\|/g, '\\|').replace(/\n/g, ' ');
}

function layout(paths: string[]): string {
  const lines: string[] = [];
  let open: string[] = [];
  for (const p of paths) {
    const parts = p.split('/');
    const dirs = parts.slice(0, -1);
    let common = 0;
    while (common < open.length && common < dirs.length && open[common] === dirs[common]) common++;
    for (let i = common; i < dirs.length; i++) lines.push(`${'  '.repeat(i)}${dirs[i]}/`);
    lines.push(`${'  '.repeat(dirs.length)}${parts[parts.length - 1]}`);
    open = dirs;
  }
  return ['```text', ...lines, '```'].join('\n');
}

export const COMPUTED: Record<string, (m: Models) => string> = {
  'config.fields': (m) => m.config.map((g) => `// ${g.doc}\n${g.field} ${g.type}`).join('\n'),
  'config.load': (m) => m.config.map((g) => `cfg.${g.field} = ${g.load}(e)`).join('\n'),
  'server.deps': (m) => m.deps.map((d) => `// ${d.doc}\n${d.field} ${d.type}`).join('\n'),
  env: (m) =>
    m.env
      .map((g) => [`# ${g.title}`, ...g.vars.map((v) => `# ${v.description}\n${v.name}=${v.value}`)].join('\n'))
      .join('\n\n'),
  gitignore: (m) => titledLines(m.gitignore),
  dockerignore: (m) => titledLines(m.dockerignore),
  'make.targets': (m) =>
    m.makeTargets
      .map((t) => [`.PHONY: ${t.name}`, `${t.name}: ## ${t.help}`, ...t.recipe.map((r) => `\t${r}`)].join('\n'))
      .join('\n\n'),
  'readme.features': (m) => m.features.map((f) => `- **${f.name}**: ${f.description}`).join('\n'),
  'readme.env': (m) =>
    [
      '| Variable | Value in .env.example | Description |',
      '| --- | --- | --- |',
      ...m.env.flatMap((g) => g.vars.map((v) => `| \`${v.name}\` | \`${mdCell(v.value)}\` | ${mdCell(v.description)} |`)),
    ].join('\n'),
  'readme.make': (m) =>
    ['| Target | What it does |', '| --- | --- |', ...m.makeTargets.map((t) => `| \`make ${t.name}\` | ${mdCell(t.help)} |`)].join('\n'),
  'readme.layout': (m) => layout(m.paths),
  // How the README regenerates the Go code of proto/: the Makefile's targets, or their commands without one.
  'readme.proto': (m) => {
    const targets = m.makeTargets.filter((t) => t.name === 'proto' || t.name === 'proto-grpc');
    return (m.paths.includes('Makefile') ? targets.map((t) => `make ${t.name}`) : targets.flatMap((t) => t.recipe)).join('\n');
  },
  // The model's proto file and its Go code, as protoc and the pinned plugins write them.
  'proto.api': (m) => renderProto(protoOf(m)),
  'proto.api-go': (m) => renderPbGo(protoOf(m)),
  'proto.api-grpc': (m) => renderGrpcPbGo(protoOf(m)),
  // The model's GraphQL schema, gqlgen's configuration and the Go gqlgen writes for them.
  'graph.schema': (m) => gqlgenOf(m)['schema.graphqls'],
  'graph.config': (m) => gqlgenOf(m)['gqlgen.yml'],
  'graph.generated': (m) => gqlgenOf(m)['generated.go'],
  'graph.models': (m) => gqlgenOf(m)['models_gen.go'],
  'graph.resolvers': (m) => gqlgenOf(m)['schema.resolvers.go'],
  'graph.complexity': (m) => graphqlOf(m).complexity.join('\n'),
  'graph.resolver': (m) => graphqlOf(m).resolverFields.join('\n'),
};
