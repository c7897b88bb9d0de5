// lib/generator/gqlgen.ts against gqlgen v0.17.84 itself: random schemas of the subset the site writes
// (drawn with fast-check, the seed printed so that a failure replays) go into a scratch module with
// the schema's text and gqlgen.yml the emulator writes; `gqlgen generate` runs there twice, once on its
// own (generated.go, models_gen.go and the stub resolvers must be the emulator's byte for byte), then
// on the emulator's schema.resolvers.go with bodies, which it must leave as it is. Each schema is also
// written with the site's placeholders for the module, which must give the same files once replaced.
//
//   npx tsx tests/go/gqlgen-schemas.ts [--schemas 50] [--seed N] [--only K (the K-th schema alone)] [--dump (each to the temporary folder)]
//   npx tsx tests/go/gqlgen-schemas.ts --models 50 [--seed N]   (the schemas of random models, lib/generator/graphql-model.ts's, and of the committed ones)
//   npx tsx tests/go/gqlgen-schemas.ts --fixtures   (rewrites tests/unit/generator/fixtures/gqlgen/*/ with gqlgen, json.go.txt its JSON scalar)
//
// gqlgen is built once into the temporary folder (go build, a few minutes the first time).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import fc from 'fast-check';
import { gqlgenConfig, gqlgenExec, gqlgenModels, gqlgenResolvers, gqlgenSchema, type GqlField, type GqlInputField, type GqlSchema, type GqlType, type GqlgenOptions, type ResolversInput } from '../../lib/generator/gqlgen';
import { modelGraphQL } from '../../lib/generator/graphql-model';
import type { ResourceModel } from '../../lib/resources/model';
import { validateResources } from '../../lib/resources/validate';
import { modelArb } from '../utils/random-models';
import { run } from './command';
import { readModel } from './matrix';

const GQLGEN = 'github.com/99designs/gqlgen@v0.17.84';
const GO = fs.existsSync('/usr/local/go/bin/go') ? '/usr/local/go/bin/go' : 'go';
const FIXTURES = path.join(__dirname, '../unit/generator/fixtures/gqlgen');

/** The hand-written file of package graph that binds the JSON scalar (a type of the package). */
const JSON_GO = fs.readFileSync(path.join(FIXTURES, 'json.go.txt'), 'utf8');

/** A module requiring gqlgen, its go.sum, and the gqlgen binary built from it (once). */
interface Toolchain {
  gqlgen: string;
  requires: string;
  sum: string;
}

async function toolchain(): Promise<Toolchain> {
  const dir = path.join(os.tmpdir(), 'gostarter-gqlgen-v0.17.84');
  const binary = path.join(dir, 'gqlgen');
  fs.mkdirSync(dir, { recursive: true });
  if (!fs.existsSync(path.join(dir, 'go.sum'))) {
    fs.writeFileSync(path.join(dir, 'go.mod'), 'module build\n\ngo 1.26\n');
    fs.writeFileSync(path.join(dir, 'tools.go'), '//go:build tools\n\npackage build\n\nimport _ "github.com/99designs/gqlgen"\n');
    const got = await run(GO, ['get', GQLGEN], { cwd: dir, timeoutMs: 600_000 });
    if (got.code !== 0) throw new Error(`go get ${GQLGEN} failed:\n${got.output}`);
  }
  if (!fs.existsSync(binary)) {
    console.log(`building gqlgen into ${binary}`);
    const built = await run(GO, ['build', '-o', binary, 'github.com/99designs/gqlgen'], { cwd: dir, timeoutMs: 1_200_000 });
    if (built.code !== 0) throw new Error(`building gqlgen failed:\n${built.output}`);
  }
  const mod = fs.readFileSync(path.join(dir, 'go.mod'), 'utf8');
  return { gqlgen: binary, requires: mod.slice(mod.indexOf('require')), sum: fs.readFileSync(path.join(dir, 'go.sum'), 'utf8') };
}

/** The files gqlgen wrote (or a message saying why it did not). */
type Outcome = { files: Record<string, string> } | { error: string };

/**
 * Runs gqlgen in a scratch module holding the emulator's schema and config, the hand-written files of
 * package graph (resolver.go, json.go) and a package for each of the module's own imports the resolvers
 * use; `resolvers` is the schema.resolvers.go gqlgen finds there (none: it writes stubs).
 */
async function gqlgen(tc: Toolchain, schema: GqlSchema, options: GqlgenOptions, resolvers: ResolversInput, withResolvers: boolean): Promise<Outcome> {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'gostarter-gqlgen-'));
  try {
    const graph = path.join(root, 'internal/graph');
    fs.mkdirSync(graph, { recursive: true });
    fs.writeFileSync(path.join(root, 'go.mod'), `module ${options.module}\n\ngo 1.26\n\n${tc.requires}`);
    fs.writeFileSync(path.join(root, 'go.sum'), tc.sum);
    for (const imp of resolvers.imports ?? []) {
      if (!imp.path.startsWith(`${options.module}/`)) continue;
      const name = imp.path.slice(imp.path.lastIndexOf('/') + 1);
      fs.mkdirSync(path.join(root, imp.path.slice(options.module.length + 1)), { recursive: true });
      fs.writeFileSync(path.join(root, imp.path.slice(options.module.length + 1), `${name}.go`), `package ${name}\n\n// Name is the package's name.\nfunc Name() string { return "${name}" }\n`);
    }
    fs.writeFileSync(path.join(graph, 'resolver.go'), 'package graph\n\ntype Resolver struct{}\n');
    // The scalar's own type, as the schema names it (the site's is JSONValue).
    for (const t of schema.types) if (t.kind === 'scalar' && t.model && 'own' in t.model) fs.writeFileSync(path.join(graph, 'json.go'), JSON_GO.replace(/\bJSON\b(?=[ ()])/g, t.model.own));
    fs.writeFileSync(path.join(graph, 'schema.graphqls'), gqlgenSchema(schema));
    fs.writeFileSync(path.join(graph, 'gqlgen.yml'), gqlgenConfig(schema, options));
    if (withResolvers) fs.writeFileSync(path.join(graph, 'schema.resolvers.go'), gqlgenResolvers(schema, options, resolvers));
    const r = await run(tc.gqlgen, ['generate'], { cwd: graph, env: { ...process.env, GOFLAGS: '-mod=mod', GOTOOLCHAIN: 'local' }, timeoutMs: 600_000 });
    if (r.code !== 0) return { error: `gqlgen failed:\n${r.output}` };
    const files: Record<string, string> = {};
    for (const name of ['generated.go', 'models_gen.go', 'schema.resolvers.go']) files[name] = fs.readFileSync(path.join(graph, name), 'utf8');
    return { files };
  } finally {
    fs.rmSync(root, { recursive: true, force: true });
  }
}

/** The first line where two texts differ, for the report. */
function firstDifference(got: string, want: string): string {
  const g = got.split('\n');
  const w = want.split('\n');
  const i = g.findIndex((line, k) => line !== w[k]);
  const at = i < 0 ? Math.min(g.length, w.length) : i;
  return `line ${at + 1}:\n  written: ${JSON.stringify(g[at])}\n  gqlgen:  ${JSON.stringify(w[at])}`;
}

const PLACEHOLDERS: GqlgenOptions = { module: '{{@module}}', moduleIdent: '{{@moduleIdent}}' };

/** gqlgen's spelling of a module path inside identifiers. */
const identOf = (module: string) => module.replace(/\//g, 'ᚋ').replace(/\./g, 'ᚗ').replace(/-/g, 'ᚑ');

/** What differs between the emulator and gqlgen on a schema; empty when nothing does. */
async function compare(tc: Toolchain, schema: GqlSchema, options: GqlgenOptions, resolvers: ResolversInput): Promise<string[]> {
  const problems: string[] = [];
  const written = {
    'generated.go': gqlgenExec(schema, options),
    'models_gen.go': gqlgenModels(schema, options),
    'schema.resolvers.go': gqlgenResolvers(schema, options),
  };
  // The same files with the site's placeholders, replaced by the module afterwards.
  const unplace = (s: string) => s.replaceAll(PLACEHOLDERS.moduleIdent, options.moduleIdent).replaceAll(PLACEHOLDERS.module, options.module);
  const placed = {
    'generated.go': unplace(gqlgenExec(schema, PLACEHOLDERS)),
    'models_gen.go': unplace(gqlgenModels(schema, PLACEHOLDERS)),
    'schema.resolvers.go': unplace(gqlgenResolvers(schema, PLACEHOLDERS)),
  };
  for (const [name, text] of Object.entries(placed)) if (text !== written[name as keyof typeof written]) problems.push(`${name} written with placeholders differs, ${firstDifference(text, written[name as keyof typeof written])}`);
  // The resolvers with bodies importing the module's packages need the real names to sort by.
  const placedImports = (resolvers.imports ?? []).map((i) => ({ ...i, path: i.path.startsWith(`${options.module}/`) ? PLACEHOLDERS.module + i.path.slice(options.module.length) : i.path }));
  const placedBodies = unplace(gqlgenResolvers(schema, { ...PLACEHOLDERS, sortAs: options }, { ...resolvers, imports: placedImports }));
  if (placedBodies !== gqlgenResolvers(schema, options, resolvers)) problems.push(`schema.resolvers.go with bodies written with placeholders differs, ${firstDifference(placedBodies, gqlgenResolvers(schema, options, resolvers))}`);
  const fresh = await gqlgen(tc, schema, options, resolvers, false);
  if ('error' in fresh) return [...problems, fresh.error];
  for (const [name, text] of Object.entries(written)) if (text !== fresh.files[name]) problems.push(`${name} differs from gqlgen's, ${firstDifference(text, fresh.files[name])}`);
  const withBodies = gqlgenResolvers(schema, options, resolvers);
  const again = await gqlgen(tc, schema, options, resolvers, true);
  if ('error' in again) return [...problems, again.error];
  if (again.files['schema.resolvers.go'] !== withBodies) problems.push(`schema.resolvers.go with bodies is not what gqlgen leaves, ${firstDifference(withBodies, again.files['schema.resolvers.go'])}`);
  return problems;
}

// ---- random schemas of the subset -------------------------------------------------------------------

const WORDS = ['author', 'book', 'loan_record', 'member', 'shelf', 'gadget', 'order', 'line', 'item', 'note', 'tag', 'city', 'user', 'account', 'event', 'api_key', 'url_link', 'http_log', 'id_card'];
const FIELD_NAMES = ['URLPath', 'iOS', 'x', 'HTMLBody', 'title', 'fullName', 'email', 'isbn10', 'field2', 'uuidValue', 'jsonData', 'apiKey', 'url', 'httpsURL', 'id2', 'type', 'interface', 'func', 'name', 'label', 'count', 'ratio', 'inPrint', 'createdAt', 'publishedOn', 'amount', 'extra', 'ok', 'htmlBody', 'ipAddress', 'userID', 'xmlData', 'sqlQuery', 'select', 'map', 'range', 'ttlSeconds', 'cpuLoad'];
const ENUM_VALUES = ['fiction', 'science', 'paper_back', 'hard_cover', 'draft', 'published', 'low', 'high', 'url', 'type', 'http_only', 'a1', 'big_v2'];
const pascal = (s: string) => s.replace(/(^|_)(\w)/g, (_, __, c: string) => c.toUpperCase());

const description = fc.option(fc.constantFrom('A description.', 'What it "is" (quoted).', 'Backslash \\ and braces {id}.', 'Ünïcode — text.'), { nil: undefined });

interface Drawn {
  schema: GqlSchema;
  options: GqlgenOptions;
  resolvers: ResolversInput;
}

/** A schema of resources as the site writes them: rows, their inputs and filters, pages, references. */
const schemaArb: fc.Arbitrary<Drawn> = fc
  .record({
    module: fc.constantFrom('verify-app', 'bookshop', 'app2', 'my_svc', 'z-9', 'alpha-beta-gamma'),
    id: fc.constantFrom(undefined, 'IntID' as const, 'Int64' as const, 'ID' as const),
    scalars: fc.subarray(['Time', 'Int64', 'Date', 'Decimal', 'JSON'] as const),
    int64Bound: fc.boolean(),
    enums: fc.uniqueArray(fc.record({ name: fc.constantFrom('BookGenre', 'Status', 'Level', 'Kind', 'HttpMethod', 'JsonFormat'), values: fc.uniqueArray(fc.constantFrom(...ENUM_VALUES), { minLength: 1, maxLength: 4 }), description, valueDescriptions: fc.array(description, { maxLength: 4 }) }), { selector: (e) => e.name, maxLength: 2 }),
    resources: fc.uniqueArray(
      fc.record({
        word: fc.constantFrom(...WORDS),
        fields: fc.uniqueArray(
          fc.record({ name: fc.constantFrom(...FIELD_NAMES), kind: fc.nat(20), nonNull: fc.boolean(), list: fc.nat(5), description, default: fc.boolean(), args: fc.nat(6), resolver: fc.nat(4) }),
          { selector: (x) => x.name.toLowerCase(), maxLength: 8 },
        ),
        description,
        withInput: fc.boolean(),
        withFilter: fc.boolean(),
      }),
      { selector: (r) => r.word, minLength: 1, maxLength: 3 },
    ),
    references: fc.array(fc.tuple(fc.nat(2), fc.nat(2)), { maxLength: 2 }),
    hello: fc.boolean(),
    search: fc.boolean(),
    mutation: fc.boolean(),
    bodies: fc.array(fc.nat(5), { minLength: 40, maxLength: 40 }),
  })
  .map((d): Drawn => {
    const types: GqlType[] = [];
    const scalars: string[] = [...d.scalars];
    for (const s of d.scalars) {
      if (s === 'Time') types.push({ kind: 'scalar', name: 'Time', description: 'An RFC 3339 date and time, kept in UTC.' });
      if (s === 'Int64') types.push({ kind: 'scalar', name: 'Int64', ...(d.int64Bound ? { model: { gqlgen: 'Int64' as const } } : {}) });
      if (s === 'Date') types.push({ kind: 'scalar', name: 'Date', description: 'A date, YYYY-MM-DD.', model: { gqlgen: 'String' } });
      if (s === 'Decimal') types.push({ kind: 'scalar', name: 'Decimal' });
      if (s === 'JSON') types.push({ kind: 'scalar', name: 'JSON', description: 'Any JSON value.', model: { own: 'JSON', nilable: true } });
    }
    const enums = d.enums.map((e) => e.name);
    for (const e of d.enums) types.push({ kind: 'enum', name: e.name, description: e.description, values: e.values.map((v, i) => ({ name: v, description: e.valueDescriptions[i] })) });
    const names = d.resources.map((r) => pascal(r.word));
    const leaf = ['String', 'Int', 'Float', 'Boolean', 'ID', ...scalars, ...enums];
    const defaults: Record<string, string> = { String: '"text"', Int: '20', Float: '2.5', Boolean: 'true', ID: '"7"', Int64: '64', Date: '"2024-01-31"', Decimal: '"12.50"', Time: '"2024-01-31T10:00:00Z"' };
    const resourceFields = d.resources.map((r) =>
      r.fields.map((x) => {
        const base = leaf[x.kind % leaf.length];
        const type = x.list === 0 ? `[${base}!]!` : x.list === 1 ? `[${base}]` : `${base}${x.nonNull ? '!' : ''}`;
        const e = d.enums.find((en) => en.name === base);
        const dflt = x.default && x.list > 1 ? (e ? e.values[0] : defaults[base]) : undefined;
        // Some fields take arguments (described or not, with defaults), some a resolver answers.
        const args = x.args === 0 ? [{ name: 'format', type: 'String', default: '"short"', description: 'How to write it.' }, { name: 'limit', type: 'Int' }] : x.args === 1 ? [{ name: 'unit', type: enums[0] ?? 'String' }] : undefined;
        return { name: x.name, type, description: x.description, default: dflt, args, resolver: x.resolver === 0 };
      }),
    );
    const page = (filter?: string) => [{ name: 'first', type: 'Int', default: '20' }, { name: 'after', type: 'String' }, { name: 'orderBy', type: 'String' }, ...(filter ? [{ name: 'filter', type: filter }] : [])];
    names.forEach((n, i) => {
      const r = d.resources[i];
      const fields: GqlField[] = [{ name: 'id', type: 'ID!' }, ...resourceFields[i].map((x) => ({ name: x.name, type: x.type, description: x.description, args: x.args, resolver: x.resolver }))];
      for (const [from, to] of d.references) {
        if (from % names.length !== i || fields.length > 10) continue;
        const target = names[to % names.length];
        const fieldName = `${target.charAt(0).toLowerCase()}${target.slice(1)}`;
        if (fields.some((x) => [fieldName.toLowerCase(), `${fieldName.toLowerCase()}id`].includes(x.name.toLowerCase()))) continue;
        fields.push({ name: `${fieldName}Id`, type: 'ID' }, { name: fieldName, type: target, description: `The ${fieldName} of the ${fieldName}Id.`, resolver: true });
        const back = `${n.charAt(0).toLowerCase()}${n.slice(1)}s`;
        const targetType = types.find((t) => t.name === target);
        if (targetType?.kind === 'object' && !targetType.fields.some((x) => x.name === back)) {
          (targetType.fields as GqlField[]).push({ name: back, type: `${n}Connection!`, args: page(r.withFilter ? `${n}Filter` : undefined), resolver: true });
        }
      }
      types.push({ kind: 'object', name: n, description: r.description, fields });
      const inputFields: GqlInputField[] = resourceFields[i].map((x) => ({ name: x.name, type: x.type, description: x.description, default: x.default }));
      if (r.withInput && inputFields.length > 0) types.push({ kind: 'input', name: `${n}Input`, fields: inputFields });
      if (r.withFilter) types.push({ kind: 'input', name: `${n}Filter`, fields: [{ name: 'id', type: 'ID' }, ...inputFields.map((x) => ({ name: x.name, type: x.type.replace(/!$/, '') }))] });
      types.push({ kind: 'object', name: `${n}Connection`, fields: [{ name: 'nodes', type: `[${n}!]!` }, { name: 'pageInfo', type: 'PageInfo!' }] });
    });
    // Object types may have gained back references after they were pushed: fine, they are shared objects.
    types.push({ kind: 'object', name: 'PageInfo', fields: [{ name: 'hasNextPage', type: 'Boolean!' }, { name: 'endCursor', type: 'String' }] });
    const query: GqlField[] = d.hello ? [{ name: 'hello', type: 'String!', description: 'A greeting.', args: [{ name: 'name', type: 'String' }] }] : [];
    const mutation: GqlField[] = [];
    names.forEach((n, i) => {
      const lower = `${n.charAt(0).toLowerCase()}${n.slice(1)}`;
      const r = d.resources[i];
      query.push({ name: `${lower}s`, type: `${n}Connection!`, args: page(r.withFilter ? `${n}Filter` : undefined) }, { name: lower, type: n, args: [{ name: 'id', type: 'ID!' }] });
      if (r.withInput && resourceFields[i].length > 0) {
        mutation.push({ name: `create${n}`, type: `${n}!`, args: [{ name: 'input', type: `${n}Input!` }] }, { name: `update${n}`, type: `${n}!`, args: [{ name: 'id', type: 'ID!' }, { name: 'input', type: `${n}Input!` }] });
      }
      mutation.push({ name: `delete${n}`, type: 'Boolean!', description: 'True once deleted.', args: [{ name: 'id', type: 'ID!' }] });
    });
    // A search with an input of its own, answering a list that may hold nulls.
    if (d.search) {
      types.push({ kind: 'input', name: 'SearchOptions', description: 'How to search.', fields: [{ name: 'first', type: 'Int', default: '20' }, { name: 'kinds', type: `[${enums[0] ?? 'String'}!]` }, { name: 'page', type: names.length > 1 && d.resources[0].withFilter ? `${names[0]}Filter` : 'String' }] });
      query.push({ name: 'search', type: `[${names[0]}]`, args: [{ name: 'options', type: 'SearchOptions!' }, { name: 'text', type: 'String', default: '"a"' }] });
    }
    types.push({ kind: 'object', name: 'Query', fields: query });
    if (d.mutation) types.push({ kind: 'object', name: 'Mutation', fields: mutation });
    const schema: GqlSchema = { types, ...(d.id ? { id: { gqlgen: d.id } } : {}) };

    // Bodies: gqlgen's stub, or code using the standard library, the module's own packages, gqlparser.
    const resolvers: Record<string, { body?: string; comment?: string[] }> = {};
    let k = 0;
    for (const t of types) {
      if (t.kind !== 'object') continue;
      for (const x of t.fields) {
        if (!(t.name === 'Query' || t.name === 'Mutation' || x.resolver)) continue;
        const pick = d.bodies[k++ % d.bodies.length];
        const key = `${t.name}.${x.name}`;
        if (pick === 1) resolvers[key] = { body: 'panic(errors.New("todo " + strconv.Itoa(len(os.Args))))' };
        else if (pick === 2) resolvers[key] = { body: `if ctx == nil {\n\tpanic(store.Name())\n}\npanic(gqlerror.Errorf("todo"))`, comment: ['A resolver of our own.'] };
        else if (pick === 3) resolvers[key] = { body: '// Nothing yet.\nx := len(os.Args)\n\nif x > 0 {\n\tpanic(strconv.Itoa(x))\n}\npanic("todo")' };
      }
    }
    const options = { module: d.module, moduleIdent: identOf(d.module) };
    return {
      schema,
      options,
      resolvers: {
        imports: [{ path: 'errors' }, { path: 'os' }, { path: 'strconv' }, { path: `${d.module}/internal/store` }, { path: 'github.com/vektah/gqlparser/v2/gqlerror' }],
        resolvers,
      },
    };
  });

async function writeFixtures(tc: Toolchain): Promise<void> {
  for (const name of fs.readdirSync(FIXTURES)) {
    const dir = path.join(FIXTURES, name);
    if (!fs.existsSync(path.join(dir, 'input.json'))) continue;
    const input = JSON.parse(fs.readFileSync(path.join(dir, 'input.json'), 'utf8')) as { schema: GqlSchema; options: GqlgenOptions; resolvers: ResolversInput };
    // The site's placeholders are not module paths gqlgen takes: those fixtures are checked against go-templates.
    if (input.options.module.includes('{')) continue;
    const out = await gqlgen(tc, input.schema, input.options, input.resolvers, true);
    if ('error' in out) throw new Error(`${name}: ${out.error}`);
    fs.writeFileSync(path.join(dir, 'schema.graphqls'), gqlgenSchema(input.schema));
    fs.writeFileSync(path.join(dir, 'gqlgen.yml'), gqlgenConfig(input.schema, input.options));
    // .txt: Go's tools leave the fixtures alone.
    for (const [file, text] of Object.entries(out.files)) fs.writeFileSync(path.join(dir, `${file}.txt`), text);
    console.log(`${name}: written by gqlgen`);
  }
}

/**
 * The GraphQL door's schema of random models (tests/utils/random-models.ts) and of the committed ones,
 * as the site writes them, through gqlgen: the models validation refuses with graphql are left out.
 */
async function compareModels(tc: Toolchain, count: number, seed: number): Promise<void> {
  const models: [string, ResourceModel][] = ['library', 'alltypes', 'edges'].map((name) => [name, readModel(path.join(__dirname, 'models', `${name}.json`))]);
  fc.sample(modelArb(), { numRuns: count, seed }).forEach((model, i) => models.push([`random ${i + 1}`, model]));
  console.log(`${models.length} models (seed ${seed}: --seed ${seed} replays them) through gqlgen v0.17.84`);
  const options = { module: 'verify-app', moduleIdent: identOf('verify-app') };
  let failed = 0;
  let refused = 0;
  for (const [name, model] of models) {
    if (validateResources(model, new Set(['chi', 'router', 'graphql'])).length > 0) {
      refused++;
      continue;
    }
    // gqlgen's stubs: the bodies call package graph's code around gqlgen's, which the scratch module
    // has not (the matrix's files column regenerates whole projects, bodies included).
    let problems: string[];
    try {
      problems = await compare(tc, modelGraphQL(model).schema, options, {});
    } catch (err) {
      problems = [`the emulator refused it: ${(err as Error).message}`];
    }
    if (problems.length > 0) {
      failed++;
      console.log(`FAIL ${name}: ${JSON.stringify(model)}\n${problems.join('\n')}\n`);
    } else process.stdout.write('.');
  }
  console.log(`\n${models.length - refused - failed}/${models.length - refused} models' schemas written as gqlgen writes them (${refused} refused by validation)`);
  if (failed > 0) process.exit(1);
}

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const option = (name: string, fallback: number) => (args.includes(name) ? Number(args[args.indexOf(name) + 1]) : fallback);
  const tc = await toolchain();
  if (args.includes('--fixtures')) return writeFixtures(tc);
  const seed = option('--seed', Date.now() % 2 ** 31);
  if (args.includes('--models')) return compareModels(tc, option('--models', 50), seed);
  const count = option('--schemas', 50);
  const drawn = fc.sample(schemaArb, { numRuns: count, seed });
  console.log(`${count} schemas (seed ${seed}: --seed ${seed} replays them) through gqlgen v0.17.84`);
  let failed = 0;
  const only = option('--only', 0);
  for (const [i, d] of drawn.entries()) {
    if (only && i + 1 !== only) continue;
    if (args.includes('--dump')) fs.writeFileSync(path.join(os.tmpdir(), `gqlgen-schema-${i + 1}.json`), JSON.stringify(d, null, 2));
    let problems: string[];
    try {
      problems = await compare(tc, d.schema, d.options, d.resolvers);
    } catch (err) {
      problems = [`the emulator refused it: ${(err as Error).message}`];
    }
    if (problems.length > 0) {
      failed++;
      console.log(`FAIL schema ${i + 1} (module ${d.options.module}):\n${gqlgenSchema(d.schema)}\n${problems.join('\n')}\n`);
    } else process.stdout.write('.');
  }
  const ran = only ? 1 : count;
  console.log(`\n${ran - failed}/${ran} schemas written as gqlgen writes them`);
  if (failed > 0) process.exit(1);
}

void main();
