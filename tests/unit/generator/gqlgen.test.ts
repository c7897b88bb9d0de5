// lib/generator/gqlgen.ts against gqlgen v0.17.84: the notes and greeting examples of go-templates
// (written by gqlgen with the site's placeholders for the module), and fixtures gqlgen wrote with
// tests/go/gqlgen-schemas.ts --fixtures (json.go.txt is the JSON scalar's file they bind): the library (authors and books, ID bound to graphql.IntID, the
// Time, Int64, Date, Decimal and JSON scalars, resolver fields) and the kitchen (every construct of
// the subset, default values of each kind, lists, and names that exercise gqlgen's Go naming).
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { gqlgenConfig, gqlgenExec, gqlgenFiles, gqlgenModels, gqlgenModuleSortsAsPlaceholder, gqlgenResolvers, gqlgenSchema, type GqlSchema, type GqlgenOptions, type ResolversInput } from '../../../lib/generator/gqlgen';
import { ModelNames, toGo, toGoPrivate } from '../../../lib/generator/gqlgen-names';

const FIXTURES = path.join(__dirname, 'fixtures/gqlgen');
const GRAPHQL = path.join(__dirname, '../../../go-templates/features/graphql');
const read = (...p: string[]) => fs.readFileSync(path.join(...p), 'utf8');

interface Input {
  schema: GqlSchema;
  options: GqlgenOptions;
  resolvers: ResolversInput;
}
const input = (name: string) => JSON.parse(read(FIXTURES, name, 'input.json')) as Input;

/** The first of the directories that exists (the templates' layout may move a level). */
function firstDir(...candidates: string[]): string {
  const dir = candidates.map((c) => path.join(GRAPHQL, c)).find((d) => fs.existsSync(path.join(d, 'generated.go')));
  if (!dir) throw new Error(`none of ${candidates.join(', ')} holds generated.go`);
  return dir;
}

const PLACEHOLDERS: GqlgenOptions = { module: '{{@module}}', moduleIdent: '{{@moduleIdent}}' };
const FILES = ['schema.graphqls', 'generated.go', 'models_gen.go', 'schema.resolvers.go'] as const;

describe('gqlgen: the examples of go-templates', () => {
  const examples = [
    ['notes (with a router)', 'notes', firstDir('with-router/without-resources/files/internal/graph', 'with-router/files/internal/graph')],
    ['greeting (without a router)', 'hello', firstDir('without-router/without-resources/files/internal/graph', 'without-router/files/internal/graph')],
  ] as const;
  for (const [label, name, dir] of examples) {
    it(`writes ${label} as gqlgen did`, () => {
      const { schema, options, resolvers } = input(name);
      const files = gqlgenFiles(schema, options, resolvers);
      for (const f of FILES) expect(files[f], f).toBe(read(dir, f));
    });
  }

  it("writes go-templates' gqlgen.yml", () => {
    const { schema, options } = input('notes');
    const config = ['without-resources/files/internal/graph/gqlgen.yml', 'files/internal/graph/gqlgen.yml'].map((p) => path.join(GRAPHQL, p)).find((p) => fs.existsSync(p)) as string;
    expect(gqlgenConfig(schema, options)).toBe(fs.readFileSync(config, 'utf8'));
  });
});

describe('gqlgen: fixtures gqlgen wrote', () => {
  for (const name of ['library', 'kitchen']) {
    const { schema, options, resolvers } = input(name);
    const dir = path.join(FIXTURES, name);

    it(`${name}: the schema and gqlgen.yml gqlgen ran on`, () => {
      expect(gqlgenSchema(schema)).toBe(read(dir, 'schema.graphqls'));
      expect(gqlgenConfig(schema, options)).toBe(read(dir, 'gqlgen.yml'));
    });

    it(`${name}: generated.go, models_gen.go and schema.resolvers.go as gqlgen wrote them`, () => {
      expect(gqlgenExec(schema, options)).toBe(read(dir, 'generated.go.txt'));
      expect(gqlgenModels(schema, options)).toBe(read(dir, 'models_gen.go.txt'));
      expect(gqlgenResolvers(schema, options, resolvers)).toBe(read(dir, 'schema.resolvers.go.txt'));
    });

    it(`${name}: the same files with the site's placeholders for the module`, () => {
      const real = (s: string) => s.replaceAll(PLACEHOLDERS.moduleIdent, options.moduleIdent).replaceAll(PLACEHOLDERS.module, options.module);
      expect(real(gqlgenExec(schema, PLACEHOLDERS))).toBe(read(dir, 'generated.go.txt'));
      expect(real(gqlgenModels(schema, PLACEHOLDERS))).toBe(read(dir, 'models_gen.go.txt'));
      expect(real(gqlgenConfig(schema, PLACEHOLDERS))).toBe(read(dir, 'gqlgen.yml'));
      expect(gqlgenModuleSortsAsPlaceholder(schema, PLACEHOLDERS, options)).toBe(true);
    });
  }

  it("clash: sorts generated.go's functions by names that spell the module, as gqlgen does", () => {
    // NItem2bookshopᚋ… sorts before NItem2box2bookshopᚋ…, NItem2{{@moduleIdent}}ᚋ… after it.
    const { schema, options } = input('clash');
    const dir = path.join(FIXTURES, 'clash');
    expect(gqlgenExec(schema, options)).toBe(read(dir, 'generated.go.txt'));
    expect(gqlgenModels(schema, options)).toBe(read(dir, 'models_gen.go.txt'));
    expect(gqlgenResolvers(schema, options)).toBe(read(dir, 'schema.resolvers.go.txt'));
    const real = gqlgenExec(schema, PLACEHOLDERS).replaceAll(PLACEHOLDERS.moduleIdent, options.moduleIdent);
    expect(real).not.toBe(read(dir, 'generated.go.txt'));
    expect(gqlgenModuleSortsAsPlaceholder(schema, PLACEHOLDERS, options)).toBe(false);
    expect(gqlgenModuleSortsAsPlaceholder(schema, PLACEHOLDERS, { module: 'zoo', moduleIdent: 'zoo' })).toBe(true);
    // With the real names to sort by, the placeholders give gqlgen's file.
    const sorted = gqlgenExec(schema, { ...PLACEHOLDERS, sortAs: options }).replaceAll(PLACEHOLDERS.moduleIdent, options.moduleIdent);
    expect(sorted).toBe(read(dir, 'generated.go.txt'));
  });

  it("sorts the resolvers' imports of the module's own packages with the standard library's, by path", () => {
    // goimports puts a path without a dot in its first element in the standard library's group: where
    // `bookshop/internal/authors` goes depends on the module's name, so a placeholder cannot stand in.
    const { schema, options, resolvers } = input('library');
    const withPlaceholder = gqlgenResolvers(schema, PLACEHOLDERS, { ...resolvers, imports: (resolvers.imports ?? []).map((i) => ({ ...i, path: i.path.replace(options.module, PLACEHOLDERS.module) })) });
    expect(withPlaceholder).toContain('\t"strconv"\n\t"{{@module}}/internal/authors"\n\n');
    expect(read(FIXTURES, 'library', 'schema.resolvers.go.txt')).toContain('import (\n\t"bookshop/internal/authors"\n\t"context"\n');
    // With the real names to sort by, the placeholders give gqlgen's file.
    const placed = { ...resolvers, imports: (resolvers.imports ?? []).map((i) => ({ ...i, path: i.path.replace(options.module, PLACEHOLDERS.module) })) };
    const sorted = gqlgenResolvers(schema, { ...PLACEHOLDERS, sortAs: options }, placed).replaceAll(PLACEHOLDERS.module, options.module);
    expect(sorted).toBe(read(FIXTURES, 'library', 'schema.resolvers.go.txt'));
  });
});

describe('gqlgen: Go names (templates.ToGo)', () => {
  it('spells the initialisms in capitals and splits words as gqlgen does', () => {
    const cases: [string, string][] = [
      ['id', 'ID'],
      ['authorId', 'AuthorID'],
      ['isbn10', 'Isbn10'],
      ['field2', 'Field2'],
      ['uuidValue', 'UUIDValue'],
      ['jsonData', 'JSONData'],
      ['apiKey', 'APIKey'],
      ['url', 'URL'],
      ['httpsURL', 'HTTPSURL'],
      ['id2', 'ID2'],
      ['ids', 'Ids'],
      ['type', 'Type'],
      ['paper_back', 'PaperBack'],
      ['HTTPS_proxy', 'HTTPSProxy'],
      ['a1_2', 'A1_2'],
      ['IDentity', 'IDentity'],
      ['userID', 'UserID'],
      ['_', '_'],
    ];
    for (const [name, go] of cases) expect(toGo(name), name).toBe(go);
  });

  it('writes arguments unexported, Go keywords suffixed', () => {
    expect(toGoPrivate('orderBy')).toBe('orderBy');
    expect(toGoPrivate('ID')).toBe('id');
    expect(toGoPrivate('type')).toBe('typeArg');
    expect(toGoPrivate('func')).toBe('funcArg');
    expect(toGoPrivate('interface')).toBe('interfaceArg');
    expect(toGoPrivate('apiKey')).toBe('apiKey');
  });

  it('gives a colliding model name another spelling', () => {
    const names = new ModelNames();
    expect(names.name('BookGenre')).toBe('BookGenre');
    expect(names.name('Book')).toBe('Book');
    expect(names.name('Book', 'genre')).toBe('Bookgenre');
    expect(names.name('BookGenre')).toBe('BookGenre');
  });
});

describe('gqlgen: what the emulation refuses', () => {
  const base = input('hello').schema;
  it('a schema without Query, a field of an unknown type, Subscription', () => {
    expect(() => gqlgenExec({ types: [] }, PLACEHOLDERS)).toThrow(/no Query/);
    expect(() => gqlgenExec({ types: [{ kind: 'object', name: 'Query', fields: [{ name: 'x', type: 'Nope' }] }] }, PLACEHOLDERS)).toThrow(/unknown type Nope/);
    expect(() => gqlgenExec({ types: [...base.types, { kind: 'object', name: 'Subscription', fields: [{ name: 'x', type: 'Int' }] }] }, PLACEHOLDERS)).toThrow(/subscriptions/);
  });

  it('a body for a field no resolver answers', () => {
    expect(() => gqlgenResolvers(base, PLACEHOLDERS, { resolvers: { 'Query.nope': { body: 'return "", nil' } } })).toThrow(/Query.nope/);
  });
});
