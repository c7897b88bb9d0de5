// Names of a model that the generated Go would declare twice or shadow (NAME_COLLIDES): read from
// go-templates by scripts/reserved-names.ts (reserved.json's `go`), checked by lib/resources/go-names.ts
// for the parts the selection composes. Each refused case here did not compile when generated (the
// package hidden by a variable, a type or constructor declared twice, a field named as a method).
import { describe, expect, it } from 'vitest';
import type { ResourceModel } from '@/lib/resources/model';
import { validateResources } from '@/lib/resources/validate';
import reserved from '@/lib/resources/reserved.json';
import { goTemplateNames, liveLocals } from '../../../scripts/go-template-names';

const title = [{ name: 'title', type: 'string' as const }];
const one = (name: string): ResourceModel => [{ name, fields: title }];
const errors = (model: ResourceModel, selected: string[]) => validateResources(model, new Set(selected));
const codes = (model: ResourceModel, selected: string[]) => errors(model, selected).map((e) => [e.error_code, e.resource, e.field]);

const CHI_PG = ['chi', 'postgresql', 'router'];
const SQLC = ['chi', 'postgresql', 'sqlc', 'router'];
const GORM = ['chi', 'postgresql', 'gorm', 'router'];

describe('NAME_COLLIDES: a resource’s package where generated code has its name', () => {
  it('refuses `item`: its package `items` is the variable the handlers list into', () => {
    const [e, ...rest] = errors(one('item'), CHI_PG);
    expect(rest).toEqual([]);
    expect([e.error_code, e.resource]).toEqual(['NAME_COLLIDES', 'item']);
    expect(e.message).toMatch(/^Resource 'item' would name its package `items`, which generated code uses as a variable name in `internal\/[a-z]+\/items\.go`$/);
    expect(e.suggestions).toEqual(['Choose a more specific name, e.g. `app_item`']);
  });

  it('refuses `runner` with sqlc, where main.go names the packages after its `runners`; not without', () => {
    const [e] = errors(one('runner'), SQLC);
    expect([e.error_code, e.resource]).toEqual(['NAME_COLLIDES', 'runner']);
    expect(e.message).toBe("Resource 'runner' would name its package `runners`, which generated code uses as a variable name in `cmd/server/main.go`");
    // Without sqlc, main.go imports no resource's package: the stores are internal/repository's.
    expect(codes(one('runner'), CHI_PG)).toEqual([]);
  });

  it('accepts near misses: a name holding `items`, a variable that no use of the package follows', () => {
    expect(codes(one('items_log'), CHI_PG)).toEqual([]);
    expect(codes(one('item_entry'), CHI_PG)).toEqual([]);
    // check<Name>References declares `problems` after the one use of the package (its parameter's type).
    expect(codes(one('problem'), CHI_PG)).toEqual([]);
  });
});

describe('NAME_COLLIDES: a resource’s own package declares its Go type', () => {
  it('refuses `input`, `list` and `store`: internal/<pkg> declares Input, List and Store', () => {
    for (const [name, type] of [['input', 'Input'], ['list', 'List'], ['store', 'Store']]) {
      const [e, ...rest] = errors(one(name), CHI_PG);
      expect(rest, name).toEqual([]);
      expect([e.error_code, e.resource], name).toEqual(['NAME_COLLIDES', name]);
      expect(e.message).toBe(`Resource '${name}' would declare \`${type}\` in its package \`internal/${name}s\`, which generated code declares there already`);
    }
  });

  it('refuses `sqlc_store` only where its package declares SQLCStore (sqlc), as a type of its own', () => {
    // goName spells `sqlc` as a word: SqlcStore, not SQLCStore.
    expect(codes(one('sqlc_store'), SQLC)).toEqual([]);
    expect(codes(one('decode_input'), CHI_PG)).toEqual([['NAME_COLLIDES', 'decode_input', undefined]]);
    expect(codes(one('input_item'), CHI_PG)).toEqual([]);
  });
});

describe('NAME_COLLIDES: two resources, or a resource and the project, in a shared package', () => {
  it('refuses `book` beside `new_book`: internal/memory would declare NewBookStore twice', () => {
    const model: ResourceModel = [...one('book'), ...one('new_book')];
    const [e, ...rest] = errors(model, ['chi', 'router']);
    expect(rest).toEqual([]);
    expect([e.error_code, e.resource]).toEqual(['NAME_COLLIDES', 'new_book']);
    expect(e.message).toBe("Resources 'book' and 'new_book' would both declare `NewBookStore` in `internal/memory`");
    // In either order, the later one is refused.
    expect(codes([...one('new_book'), ...one('book')], ['chi', 'router'])).toEqual([['NAME_COLLIDES', 'book', undefined]]);
  });

  it('refuses `date`: internal/listing compares dates with compareDates, a resource’s list with compare<Names>', () => {
    const [e] = errors(one('date'), ['chi', 'router']);
    expect(e.message).toBe("Resource 'date' would declare `compareDates` in `internal/listing`, which generated code declares there already");
  });

  it('accepts near misses: `book` beside `bookshelf`, `book_store` or `new_novel`', () => {
    for (const other of ['bookshelf', 'book_store', 'new_novel', 'novel_book']) {
      expect(codes([...one('book'), ...one(other)], ['chi', 'router']), other).toEqual([]);
      expect(codes([...one('book'), ...one(other)], SQLC), other).toEqual([]);
      expect(codes([...one('book'), ...one(other)], GORM), other).toEqual([]);
    }
  });
});

describe('NAME_COLLIDES: a field named as a member of the type holding the model’s fields', () => {
  const shelf = (field: string): ResourceModel => [{ name: 'shelf', fields: [{ name: field, type: 'string' }] }];

  it('refuses `table_name` with GORM, whose model has the method TableName(); not without GORM', () => {
    const [e, ...rest] = errors(shelf('table_name'), GORM);
    expect(rest).toEqual([]);
    expect([e.error_code, e.resource, e.field]).toEqual(['NAME_COLLIDES', 'shelf', 'table_name']);
    expect(e.message).toBe("Field 'table_name' of 'shelf' would be the Go field `TableName` of `models.Shelf`, which has a method `TableName` already");
    expect(e.suggestions).toEqual(['Choose a more specific name, e.g. `shelf_table_name`']);
    expect(codes(shelf('table_name'), CHI_PG)).toEqual([]);
    expect(codes(shelf('table_name'), SQLC)).toEqual([]);
  });

  it('accepts near misses with GORM: `table_names`, `tablename`, `name` (`table` is a reserved word of SQL)', () => {
    for (const field of ['table_names', 'tablename', 'name', 'table_label']) expect(codes(shelf(field), GORM), field).toEqual([]);
    expect(codes(shelf('table'), GORM)).toEqual([['RESERVED_NAME', 'shelf', 'table']]);
  });
});

describe('reserved.json’s Go names are the templates’', () => {
  const go = reserved.go;
  const space = (key: string) => go.namespaces.find((ns) => ns.in === key);
  const names = (list: unknown[]) => (list as [string, number[]][]).map(([name]) => name);

  it('holds what each resource declares in the packages it shares, and the project’s own there', () => {
    expect(names(space('internal/memory')!.patterns)).toEqual(expect.arrayContaining(['{{@R.Name}}Store', 'New{{@R.Name}}Store']));
    expect(names(space('internal/_package_')!.fixed)).toEqual(expect.arrayContaining(['Input', 'List', 'Store', 'ParseQuery', 'SQLCStore']));
    expect(names(space('internal/_package_')!.patterns)).toEqual(['{{@R.Name}}']);
    // sqlc's generated Go, as lib/generator/sqlc.ts writes it: read through the field table's values.
    expect(names(space('internal/queries')!.patterns)).toEqual(expect.arrayContaining(['{{@R.Name}}', 'Create{{@R.Name}}Params']));
    expect(names(space('internal/server.Deps')!.patterns)).toEqual(['{{@R.Names}}']);
  });

  it('holds the methods of the types of the model’s fields, and the parts writing them', () => {
    const models = space('internal/models.{{@R.Name}}')!;
    expect(models.methods).toEqual(['TableName']);
    expect(models.modelFields!.map((p) => go.parts[p])).toEqual(['features/gorm/with-resources']);
  });

  it('holds the variables of the files using a resource’s package, the notes example’s left out', () => {
    const variables = (file: string) => go.shadows.find((s) => s.file === file)!.names.filter((n) => n[1] === 'variable').map((n) => n[0]);
    expect(variables('cmd/server/main.go')).toContain('runners');
    expect(variables('internal/server/_resources_.go')).toContain('items');
    expect(go.parts.some((p) => p.includes('without-resources'))).toBe(false);
  });
});

describe('scripts/go-template-names.ts', () => {
  const source = [
    'package store',
    '',
    'import (',
    '\tnames "example.com/x/v2/naming"',
    '\t"github.com/jackc/pgx/v5/pgxpool"',
    '\t"{{@module}}/internal/{{@R.pkg}}"',
    ')',
    '',
    'type (',
    '\t{{@R.Name}}Store struct {',
    '\t\tmu    sync.Mutex',
    '\t\titems []{{@R.pkg}}.{{@R.Name}}',
    '\t\t*table[{{@R.pkg}}.{{@R.Name}}]',
    '\t}',
    '\tkey string',
    ')',
    '',
    'const (',
    '\tfirst = iota',
    '\tsecond, third = 2, 3',
    ')',
    '',
    'var registry = map[string]int{}',
    '',
    'func (s *{{@R.Name}}Store) List(ctx context.Context, q Query) (found []int, err error) {',
    '\tfor i, row := range s.items {',
    '\t\t_ = i',
    '\t}',
    '\tlate := 1',
    '\t{{@slot:store.more}}',
    '\treturn nil, nil',
    '}',
    '',
    'func ({{@R.Name}}Store) Close() {}',
    '',
    'func helper(a, b int, rest ...string) {',
    '\tshadowed := {{@R.pkg}}.New()',
    '\tcallback := func(inner string) bool { return inner == "" }',
    '\t_, _ = shadowed, callback',
    '}',
  ].join('\n');
  const found = goTemplateNames(source);

  it('reads package-level names, grouped declarations included, and methods by their receiver’s type', () => {
    expect(found.packageName).toBe('store');
    expect(found.packageLevel).toEqual(['{{@R.Name}}Store', 'key', 'first', 'second', 'third', 'registry', 'helper']);
    expect(found.methods).toEqual([
      { type: '{{@R.Name}}Store', name: 'List' },
      { type: '{{@R.Name}}Store', name: 'Close' },
    ]);
    expect(found.structs).toEqual([{ type: '{{@R.Name}}Store', fields: ['mu', 'items', 'table'], modelFields: false }]);
    expect(found.imports).toEqual(['names', 'pgxpool']);
    expect(found.usesResourcePackage).toBe(true);
    expect(found.slots.map((s) => [s.name, s.packageLevel])).toEqual([['store.more', false]]);
  });

  it('reads local names: receivers, parameters, named results, range variables, `:=`', () => {
    expect(found.locals.map((l) => l.name).sort()).toEqual(['a', 'b', 'callback', 'ctx', 'err', 'found', 'i', 'inner', 'late', 'q', 'rest', 's', 'row', 'shadowed'].sort());
  });

  it('keeps the locals a use of a resource’s package follows in their scope', () => {
    // helper's parameters and `shadowed` precede `{{@R.pkg}}.New()`; List's do only if its slot names the package.
    expect(liveLocals(found, () => false).sort()).toEqual(['a', 'b', 'rest']);
    expect(liveLocals(found, (slot) => slot === 'store.more').sort()).toEqual(['a', 'b', 'ctx', 'err', 'found', 'late', 'q', 'rest', 's'].sort());
  });
});
