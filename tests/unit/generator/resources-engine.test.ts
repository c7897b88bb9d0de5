// The engine's resource parts: field lines, resource names, gofmt's struct alignment, the model's
// order, and a model project's files.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { alignStructs } from '../../../lib/generator/align';
import { modelScopes, orderedResources } from '../../../lib/generator/fields';
import { generateProjectFiles } from '../../../lib/generator';
import { parseTemplate, renderTemplate, type Values } from '../../../lib/generator/template';
import { resourceNames } from '../../../lib/resources/names';
import type { ResourceModel } from '../../../lib/resources/model';

const values = { projectName: 'demo', module: 'demo', framework: 'chi', frameworkName: 'chi' } as Values;

const LIBRARY: ResourceModel = [
  { name: 'book', fields: [{ name: 'title', type: 'string', required: true }, { name: 'author_id', type: 'reference', references: 'author', required: true }, { name: 'genre', type: 'enum', values: ['fiction', 'science'] }] },
  { name: 'author', fields: [{ name: 'full_name', type: 'string', required: true, max: 120 }, { name: 'email', type: 'string', unique: true }] },
];

describe('names', () => {
  it('spells a resource as the Go code, the tables and the routes need', () => {
    expect(resourceNames('loan_record')).toMatchObject({ Name: 'LoanRecord', Names: 'LoanRecords', name: 'loanRecord', pkg: 'loanrecords', snakes: 'loan_records', path: 'loan-records', label: 'loan record' });
    expect(resourceNames('person')).toMatchObject({ Names: 'People', path: 'people' });
  });
});

describe('field lines', () => {
  const [author] = modelScopes([LIBRARY[1]]);

  it('writes a line once per field that has its values, and not for the others', () => {
    const t = parseTemplate('t.go', 'type {{@R.Name}} struct {\n\t{{@F.Name}} {{@F.type}}\n}\nvar unique = []string{\n\t{{@F?unique}}"{{@F.name}}",\n}\n');
    expect(t.perResource).toBe(true);
    expect(renderTemplate(t, values, () => '', author)).toBe('type Author struct {\n\tFullName string\n\tEmail *string\n}\nvar unique = []string{\n\t"email",\n}\n');
  });

  it('indents a value of several lines like its line, and reports the imports the value needs', () => {
    const t = parseTemplate('t.go', 'func f() {\n\t{{@F.validate}}\n}\n');
    const imports = new Set<string>();
    const out = renderTemplate(t, values, () => '', author, (paths) => paths.forEach((p) => imports.add(p)));
    expect(out).toContain('\tif strings.TrimSpace(in.FullName) == "" {\n\t\tproblems.Add("full_name", "is required")\n\t}\n');
    expect(out).toContain('\tif in.Email != nil && utf8.RuneCountInString(*in.Email) > 255 {\n');
    expect([...imports].sort()).toEqual(['strings', 'unicode/utf8']);
  });

  it("writes a line with a resource's flag once, only for a resource with it ({{@R!flag}}: without it)", () => {
    const t = parseTemplate('t.go', 'func new{{@R.Name}}() {\n\tn := nextSample(){{@R?drawsSamples}}\n\t// no counter{{@R!drawsSamples}}\n}\n');
    expect(renderTemplate(t, values, () => '', author)).toBe('func newAuthor() {\n\tn := nextSample()\n}\n');
    // Fields whose samples take no counter: an enum and a reference.
    const [tag] = modelScopes([{ name: 'tag', fields: [{ name: 'kind', type: 'enum', values: ['a', 'b'] }, { name: 'tag_id', type: 'reference', references: 'tag' }] }]);
    expect(renderTemplate(t, values, () => '', tag)).toBe('func newTag() {\n\t// no counter\n}\n');
    expect(() => parseTemplate('t.go', 'x{{@R?noSuchFlag}}\n')).toThrow(/unknown resource flag/);
    expect(() => parseTemplate('t.go', 'x {{@F.nosuchValue}}\n')).toThrow(/unknown field value/);
    expect(() => parseTemplate('t.go', '{{@F?nosuchFlag}}x\n')).toThrow(/unknown field flag/);
    expect(() => parseTemplate('t.go', '{{@F.Name}}{{@R?drawsSamples}}\n')).toThrow(/one resource flag and no field/);
  });

  it('refuses a resource marker outside a template rendered per resource', () => {
    const t = parseTemplate('t.go', 'package {{@R.pkg}}\n');
    expect(() => renderTemplate(t, values, () => '')).toThrow(/each-resource/);
  });
});

describe('the model order', () => {
  it('puts a referenced resource before those referring to it, otherwise keeping the declared order', () => {
    expect(orderedResources(LIBRARY).map((r) => r.name)).toEqual(['author', 'book']);
  });
});

describe('struct alignment', () => {
  const squash = (src: string) => src.replace(/(?<=\S) {2,}(?=\S)/g, ' ');
  const cases = [
    'type T struct {\n\tID        int64     `json:"id"`\n\tTitle     *string   `json:"title"`\n\tCreatedAt time.Time `json:"created_at"`\n}\n',
    'type T struct {\n\tID int64 `json:"id"`\n\t// Title is long.\n\tLongTitleName *string `json:"long_title_name"`\n\tX             int\n\tBody          json.RawMessage `json:"body"`\n\n\tCreatedAt time.Time `json:"created_at"`\n\tY         int       // comment\n}\n',
    'type E struct {\n\tlookup func(key string) (string, bool)\n\terrs   []error\n}\n',
  ];
  it.each(cases)('matches gofmt: %#', (formatted) => {
    expect(alignStructs(squash(formatted))).toBe(formatted);
  });

  it('agrees with the gofmt of this machine', () => {
    let gofmt: string;
    try {
      gofmt = execFileSync('gofmt', ['-h'], { stdio: 'pipe' }).toString();
    } catch (err) {
      gofmt = String((err as { stderr?: Buffer }).stderr ?? '');
    }
    if (!gofmt.includes('usage')) return; // no Go here: the cases above still hold the rule
    for (const formatted of cases) {
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'align-'));
      const file = path.join(dir, 'a.go');
      fs.writeFileSync(file, `package a\n\n${squash(formatted)}`);
      expect(alignStructs(squash(formatted))).toBe(execFileSync('gofmt', [file]).toString().slice('package a\n\n'.length));
    }
  });
});

describe('a model project', () => {
  const files = generateProjectFiles({ projectName: 'library', framework: 'chi', features: ['chi', 'router', 'middleware', 'env', 'gitignore'], resources: LIBRARY });
  const paths = files.map((f) => f.path);

  it('has a package, a memory store, handlers, routes and tests per resource, and no notes', () => {
    for (const p of ['internal/authors/authors.go', 'internal/books/books.go', 'internal/memory/books.go', 'internal/server/books.go', 'internal/server/books_routes.go', 'internal/server/books_test.go']) {
      expect(paths).toContain(p);
    }
    expect(paths.filter((p) => p.includes('notes'))).toEqual([]);
  });

  it('routes every resource under /api/v1/<plural>', () => {
    const routes = files.find((f) => f.path === 'internal/server/books_routes.go')!.content;
    expect(routes).toContain('resource.Post("/api/v1/books", s.createBook)');
    const main = files.find((f) => f.path === 'cmd/server/main.go')!.content;
    expect(main).toContain('deps.Authors = memory.NewAuthorStore()');
  });

  it('is another project than the notes project, and the same model gives the same bytes', () => {
    const again = generateProjectFiles({ projectName: 'library', framework: 'chi', features: ['chi', 'router', 'middleware', 'env', 'gitignore'], resources: structuredClone(LIBRARY) });
    expect(again).toEqual(files);
    const notes = generateProjectFiles({ projectName: 'library', framework: 'chi', features: ['chi', 'router', 'middleware', 'env', 'gitignore'] });
    expect(notes.map((f) => f.path)).toContain('internal/notes/notes.go');
  });
});

describe('a model project with htmx', () => {
  const files = generateProjectFiles({ projectName: 'library', framework: 'gin', features: ['gin', 'router', 'htmx', 'readme', 'middleware', 'env', 'gitignore'], resources: LIBRARY });
  const file = (p: string) => files.find((f) => f.path === p)?.content ?? '';

  it('gives each resource its pages over the API’s store, and no notes pages', () => {
    expect(files.map((f) => f.path).filter((p) => p.startsWith('internal/web/') || p.includes('pages'))).toEqual(
      expect.arrayContaining(['internal/web/resources.go', 'internal/web/resources_templ.go', 'internal/server/books_pages.go', 'internal/server/books_pages_routes.go', 'internal/server/books_pages_test.go']),
    );
    expect(files.map((f) => f.path).filter((p) => p.includes('notes'))).toEqual([]);
    const pages = file('internal/server/books_pages.go');
    expect(pages).toContain('Store:      s.deps.Books,');
    expect(pages).toContain('Decode:     books.DecodeInput,');
    expect(pages).toContain('Check:      s.checkBookReferences,');
    // The title field names a row; a reference lists the rows it may name, each by its own title field.
    expect(pages).toContain('Title:      "title",');
    expect(pages).toContain('{Name: "author_id", Label: "Author", Kind: web.Reference, Required: true, Href: "/authors", Filter: true, Sort: true},');
    expect(pages).toContain('{Name: "genre", Label: "Genre", Kind: web.Choice, Options: web.Values(books.GenreValues), Filter: true, Sort: true},');
    expect(pages).toContain('web.ReferenceOptions(ctx, &fields[1], s.deps.Authors.List, "full_name")');
  });

  it('links every resource from the navigation, and registers its pages with the guard of its API', () => {
    expect(file('internal/web/web.go')).toContain('{Path: "/authors", Title: "Authors"},');
    const routes = file('internal/server/books_pages_routes.go');
    expect(routes).toContain('group := s.engine.Group("/books", guard...)');
    expect(file('README.md')).toContain("curl -si localhost:8080/books -d 'title=title-1&author_id=1&genre=fiction'");
  });
});
