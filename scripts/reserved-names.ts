// Writes lib/resources/reserved.json: what a resource may not take because the generated project has
// it already, read from go-templates (the directories under internal/, the tables, the files in the
// directories where each resource gets files of its own, and the Go names the templates declare).
// Validation (client-safe, no fs) reads the JSON; tests/unit/resources/reserved.test.ts fails until it
// is written again after a template adds one of them.
//
//   npx tsx scripts/reserved-names.ts
import fs from 'node:fs';
import path from 'node:path';
import { goTemplateNames, importName, liveAfter, liveLocals, type GoNames } from './go-template-names';
import { modelScopes } from '../lib/generator/fields';
import { parseTemplate, renderTemplate, type Values } from '../lib/generator/template';
import { type Resource, type ResourceField } from '../lib/resources/model';
import { FIELD_TYPES } from '../lib/resources/field-types';
import type { GoNamespace, GoReserved } from '../lib/resources/go-names';

const ROOT = path.join(process.cwd(), 'go-templates');
const RESERVED_JSON = path.join(process.cwd(), 'lib', 'resources', 'reserved.json');

function walk(dir: string, visit: (full: string, entry: fs.Dirent) => void): void {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    visit(full, entry);
    if (entry.isDirectory()) walk(full, visit);
  }
}

interface InternalPath {
  /** Below internal/. */
  path: string;
  /** Written once per resource (an each-resource/ part). */
  perResource: boolean;
  /** The notes example's, which a model replaces. */
  notes: boolean;
}

function internalPaths(kind: 'directory' | 'file'): InternalPath[] {
  const found = new Map<string, InternalPath>();
  walk(ROOT, (full, entry) => {
    if (kind === 'directory' ? !entry.isDirectory() : !entry.isFile()) return;
    const rel = full.split(path.sep).join('/');
    const at = rel.indexOf('/files/internal/');
    if (at < 0) return;
    const below = rel.slice(at + '/files/internal/'.length);
    const perResource = rel.includes('/each-resource/');
    const notes = rel.includes('/without-resources/');
    const key = `${perResource}:${below}`;
    const seen = found.get(key);
    // A path the notes and a model both have is the project's, whoever else writes it.
    found.set(key, { path: below, perResource, notes: notes && (seen?.notes ?? true) });
  });
  return [...found.values()];
}

const sorted = (xs: Iterable<string>) => [...new Set(xs)].sort();

export interface Reserved {
  /** Packages (directory names under internal/) of the project, the notes example's left out. */
  packages: string[];
  /** Tables the project creates, the notes' left out. */
  tables: string[];
  /** The files a resource gets beside others (`_resources_` its plural snake name). */
  resourceFiles: string[];
  /** The project's own files in those directories. */
  projectFiles: string[];
  /** The Go names of the templates a resource's names could collide with (see scanGoNames). */
  go: GoReserved;
}

export function scanReserved(): Reserved {
  const dirs = internalPaths('directory').filter((d) => !d.path.includes('_package_'));
  const notesOnly = new Set(dirs.filter((d) => d.notes).map((d) => d.path));
  for (const d of dirs) if (!d.notes) notesOnly.delete(d.path);
  const packages = sorted(dirs.filter((d) => !notesOnly.has(d.path)).map((d) => path.posix.basename(d.path)));
  // Packages outside internal/ (migrations/) meet a resource's package in the same imports.
  walk(ROOT, (full, entry) => {
    const rel = full.split(path.sep).join('/');
    const m = /\/files\/([a-z][a-z0-9_]*)\/[^/]+\.go$/.exec(rel);
    if (entry.isFile() && m && m[1] !== 'internal' && m[1] !== 'cmd') packages.push(m[1]);
  });
  // `resource` is the package every resource shares, whose name no variable may shadow.
  packages.push('resource');

  const tables = new Set<string>();
  walk(ROOT, (full, entry) => {
    if (!entry.isFile() || full.endsWith('_test.go') || full.includes(`${path.sep}without-resources${path.sep}`) || !/\.(go|sql)$/.test(full)) return;
    for (const m of fs.readFileSync(full, 'utf8').matchAll(/create table (?:if not exists )?["`]?([a-z_][a-z0-9_]*)/gi)) tables.add(m[1].toLowerCase());
  });
  tables.delete('notes');

  const files = internalPaths('file');
  const resourceFiles = sorted(files.filter((f) => f.perResource && !f.path.includes('_package_')).map((f) => f.path));
  const resourceDirs = new Set(resourceFiles.map((f) => path.posix.dirname(f)));
  const projectFiles = sorted(files.filter((f) => !f.perResource && !f.notes && resourceDirs.has(path.posix.dirname(f.path))).map((f) => f.path));
  return { packages: sorted(packages), tables: sorted(tables), resourceFiles, projectFiles, go: scanGoNames() };
}

// ---- Go names -----------------------------------------------------------------------------------
//
// A name is kept with the parts of go-templates that write it (indices into `parts`), so that validation
// (lib/resources/go-names.ts) refuses a collision only when the selection composes those parts. Names
// keep their markers: `New{{@R.Name}}Store` is a pattern that each resource fills in.

/** Which parts declare a name. */
type Named = [string, number[]];
type Shadow = GoReserved['shadows'][number]['names'][number];

/**
 * The resource the templates are read for: every spelling of its name unlike anything else in
 * go-templates, so that the rendered text gives its markers back (`QxSentinelStore` is
 * `{{@R.Name}}Store`), and a field of every type, required and optional, unique, an enum and a
 * reference, so that every line and value of the field table is written. The fields' names hold `fz`:
 * a Go name holding it is the field's, not the project's.
 */
const SENTINEL: Resource = {
  name: 'qx_sentinel',
  fields: [
    ...FIELD_TYPES.filter((type) => type !== 'reference' && type !== 'enum').flatMap((type): ResourceField[] => [
      { name: `fz_${type}_req`, type, required: true },
      { name: `fz_${type}_opt`, type },
    ]),
    { name: 'fz_unique', type: 'string', unique: true },
    { name: 'fz_enum', type: 'enum', values: ['fz_one', 'fz_two'], required: true },
    { name: 'fz_ref_id', type: 'reference', references: 'qx_sentinel' },
  ],
};
const FIELD_DERIVED = /fz/i;
const SENTINEL_SCOPE = modelScopes([SENTINEL])[0];
/** The sentinel's spellings, longest first, and the marker each stands for. */
const SPELLINGS = Object.entries(SENTINEL_SCOPE.names)
  .map(([key, value]) => [value, `{{@R.${key}}}`] as const)
  .sort((a, b) => b[0].length - a[0].length);
const unrender = (text: string) => SPELLINGS.reduce((t, [value, marker]) => t.split(value).join(marker), text);
/** The project's values stay markers: `{{@module}}`. */
const VALUES = new Proxy({}, { get: (_, name) => `{{@${String(name)}}}` }) as Values;

/**
 * A template of go-templates as the generator writes it for the sentinel (field lines and values of
 * the field table in place, slots left as markers), its markers given back: what the names are read from.
 */
function rendered(source: string, text: string): { text: string; imports: string[] } {
  const imports: string[] = [];
  const out = renderTemplate(parseTemplate(source, text), VALUES, (name) => `{{@slot:${name}}}`, SENTINEL_SCOPE, (paths) => imports.push(...paths));
  return { text: unrender(out), imports: imports.map(unrender) };
}

interface GoTemplate {
  /** The part's directory under go-templates, each-resource/ left out. */
  part: string;
  names: GoNames;
  /** Where a snippet is written: whether a resource's package is named after its own level in its function. */
  followedByUse?: boolean;
}

/** The part of a template (its directory under go-templates up to files/, slots/ or manifest.json) and its path below. */
function partOf(rel: string): { part: string; kind: string; below: string } | null {
  const m = /^(.*?)\/(files|slots)\/(.*)$/.exec(rel) ?? /^(.*)\/()(manifest\.json)$/.exec(rel);
  return m && { part: m[1].split('/').filter((d) => d !== 'each-resource').join('/'), kind: m[2], below: m[3] };
}

/** A name a resource's name fills (not a field's: those are the field table's, and fields are not checked here). */
const isPattern = (name: string) => name.includes('{{@R.');
/** A name a package of a resource could be (lower case letters and digits). */
const PACKAGE_SHAPE = /^[a-z][a-z0-9]*$/;
/** What each spelling of a resource's name can be (lib/resources/names.ts). */
const SPELLING_SHAPES: Record<string, string> = {
  Name: '[A-Z][A-Za-z0-9]*',
  Names: '[A-Z][A-Za-z0-9]*',
  name: '[a-z][A-Za-z0-9]*',
  names: '[a-z][A-Za-z0-9]*',
  pkg: '[a-z][a-z0-9]*',
};
/** A pattern as a regular expression: the fixed names it could spell. */
function shapeOf(pattern: string): RegExp {
  // Split at the markers, whose keys are then at the odd places.
  const pieces = pattern.split(/\{\{@R\.([A-Za-z]+)\}\}/);
  return new RegExp(`^${pieces.map((p, n) => (n % 2 === 1 ? (SPELLING_SHAPES[p] ?? '[A-Za-z0-9_-]+') : p.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))).join('')}$`);
}
const byName = <T extends [string, ...unknown[]]>(a: T, b: T) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0);

/** Names and the parts declaring each. */
class Names {
  readonly #map = new Map<string, Set<number>>();
  add(name: string, part: number): void {
    if (FIELD_DERIVED.test(name)) return;
    const parts = this.#map.get(name) ?? new Set();
    this.#map.set(name, parts.add(part));
  }
  entries(keep: (name: string) => boolean = () => true): Named[] {
    return [...this.#map]
      .filter(([name]) => keep(name))
      .map(([name, parts]): Named => [name, [...parts].sort((a, b) => a - b)])
      .sort(byName);
  }
}

interface Manifest {
  imports?: Record<string, string[]>;
  deps?: { field: string; import?: string }[];
}

/**
 * The Go names of go-templates that a model's names meet, the notes example's (without-resources/)
 * left out, each template read as the generator writes it for a sentinel resource:
 * - each package's package-level names and each type's fields and methods, fixed or filled per resource;
 * - for each file that imports resources' packages (a template naming `{{@R.pkg}}`, a slot writing it
 *   into the file, a manifest adding the import): its local names that such a use follows in their
 *   scope, its package's package-level names and its other imports.
 */
export function scanGoNames(): GoReserved {
  const files = new Map<string, { part: string; text: string; imports: string[] }[]>();
  const snippets = new Map<string, { part: string; text: string; imports: string[] }[]>();
  const manifests: { part: string; manifest: Manifest }[] = [];
  const partKeys = new Set<string>();
  walk(ROOT, (full, entry) => {
    if (!entry.isFile()) return;
    const rel = path.relative(ROOT, full).split(path.sep).join('/');
    const at = partOf(rel);
    if (!at || rel.split('/').includes('without-resources')) return;
    if (at.below === 'manifest.json') {
      manifests.push({ part: at.part, manifest: JSON.parse(fs.readFileSync(full, 'utf8')) });
    } else if (rel.endsWith('.go')) {
      const text = fs.readFileSync(full, 'utf8');
      if (FIELD_DERIVED.test(text) || text.includes(SENTINEL.name)) throw new Error(`${rel} holds \`fz\` or \`${SENTINEL.name}\`: choose other names for the sentinel of scripts/reserved-names.ts`);
      const [map, key] = at.kind === 'slots' ? [snippets, at.below.replace(/\.go$/, '')] : [files, at.below];
      map.set(key, [...(map.get(key) ?? []), { part: at.part, ...rendered(rel, text) }]);
    } else return;
    partKeys.add(at.part);
  });
  const parts = sorted(partKeys);
  const indexOf = new Map(parts.map((p, i) => [p, i]));
  const part = (key: string) => indexOf.get(key)!;
  const modelField = (name: string) => FIELD_DERIVED.test(name);

  const read = new Map<string, GoTemplate[]>();
  for (const [file, list] of files) read.set(file, list.map((t) => ({ part: t.part, names: goTemplateNames(t.text, { modelField }) })));
  // A snippet is read as it stands where its slot is: at package level, or inside a function.
  const snippetUses = new Set([...snippets].filter(([, list]) => list.some((s) => goTemplateNames(s.text).usesResourcePackage)).map(([slot]) => slot));
  const places = new Map<string, { file: string; packageLevel: boolean }[]>();
  for (const [file, list] of read) {
    for (const t of list) for (const s of t.names.slots) if (!places.get(s.name)?.some((p) => p.file === file)) places.set(s.name, [...(places.get(s.name) ?? []), { file, packageLevel: s.packageLevel }]);
  }
  const written = new Map<string, GoTemplate[]>();
  for (const [slot, list] of snippets) {
    for (const { file, packageLevel } of places.get(slot) ?? []) {
      const names = list.map((s) => ({ part: s.part, names: goTemplateNames(s.text, { packageLevel, modelField }), each: s.text.includes('{{@R.') }));
      names.forEach((n, i) => {
        // Its locals meet a use after it: another snippet's of the slot (or its own again, for the next resource), or the file's.
        const others = names.some((o, j) => o.names.usesResourcePackage && (j !== i || o.each));
        const hostUses = (read.get(file) ?? []).some((h) =>
          h.names.slots.some((m) => m.name === slot && liveAfter(h.names, m.at, m.blocks[m.blocks.length - 1] ?? -1, (s) => snippetUses.has(s))),
        );
        written.set(file, [...(written.get(file) ?? []), { part: n.part, names: n.names, followedByUse: others || hostUses }]);
      });
    }
  }
  const templatesOf = (file: string) => [...(read.get(file) ?? []), ...(written.get(file) ?? [])];
  const allFiles = sorted([...read.keys(), ...written.keys()]);
  // A package is its directory; an external test package (`package x_test`) is another.
  const packageOf = (file: string) => `${path.posix.dirname(file)}${(read.get(file) ?? []).some((t) => t.names.packageName?.endsWith('_test')) ? '_test' : ''}`;

  // Namespaces: a package's package-level names; a type's fields and methods (`internal/server.Deps`).
  const spaces = new Map<string, { fixed: Names; patterns: Names; methods: Set<string>; modelFields: Set<number> }>();
  const space = (key: string) => {
    let s = spaces.get(key);
    if (!s) spaces.set(key, (s = { fixed: new Names(), patterns: new Names(), methods: new Set(), modelFields: new Set() }));
    return s;
  };
  const declare = (key: string, name: string, p: number) => (isPattern(name) ? space(key).patterns : space(key).fixed).add(name, p);
  for (const file of allFiles) {
    const pkg = packageOf(file);
    for (const t of templatesOf(file)) {
      const p = part(t.part);
      for (const name of t.names.packageLevel) declare(pkg, name, p);
      for (const s of t.names.structs) {
        if (FIELD_DERIVED.test(s.type)) continue;
        for (const field of s.fields) declare(`${pkg}.${s.type}`, field, p);
        if (s.modelFields) space(`${pkg}.${s.type}`).modelFields.add(p);
      }
      for (const m of t.names.methods) {
        if (FIELD_DERIVED.test(m.type)) continue;
        declare(`${pkg}.${m.type}`, m.name, p);
        space(`${pkg}.${m.type}`).methods.add(m.name);
      }
    }
  }
  // The fields of server.Deps that manifests add (`{{@R.Names}}` per resource).
  for (const m of manifests) for (const d of m.manifest.deps ?? []) declare('internal/server.Deps', d.field, part(m.part));

  const namespaces: GoNamespace[] = [];
  for (const [key, s] of [...spaces].sort(byName)) {
    const patterns = s.patterns.entries();
    // Of the fixed names, those a pattern could spell; all of a type whose fields are the model's.
    const shapes = patterns.map(([p]) => shapeOf(p));
    const fixed = s.fixed.entries((name) => s.modelFields.size > 0 || shapes.some((re) => re.test(name)));
    if (patterns.length === 0 && (s.modelFields.size === 0 || fixed.length === 0)) continue;
    const methods = fixed.map(([name]) => name).filter((name) => s.methods.has(name));
    namespaces.push({
      in: key,
      perResource: key.includes('_package_') || key.includes('{{@R.'),
      fixed,
      patterns,
      ...(methods.length > 0 ? { methods } : {}),
      ...(s.modelFields.size > 0 ? { modelFields: [...s.modelFields].sort((a, b) => a - b) } : {}),
    });
  }

  // The files importing resources' packages, and by which parts; the other imports.
  const importedIn = new Map<string, Set<number>>();
  const imports = (file: string, p: number) => importedIn.set(file, (importedIn.get(file) ?? new Set()).add(p));
  const importNames = new Map<string, Names>();
  const addImport = (file: string, spec: string, p: number) => {
    const [alias, importPath = alias] = spec.split(/\s+/);
    if (importPath === '{{@module}}/internal/{{@R.pkg}}') return imports(file, p);
    if (!importNames.has(file)) importNames.set(file, new Names());
    importNames.get(file)!.add(alias === importPath ? importName(importPath) : alias, p);
  };
  for (const file of allFiles) {
    for (const t of templatesOf(file)) if (t.names.usesResourcePackage) imports(file, part(t.part));
    for (const t of files.get(file) ?? []) for (const spec of t.imports) addImport(file, spec, part(t.part));
  }
  for (const { part: key, manifest } of manifests) {
    for (const [file, list] of Object.entries(manifest.imports ?? {})) for (const spec of list) addImport(file, spec, part(key));
    for (const d of manifest.deps ?? []) if (d.import) addImport('internal/server/deps.go', d.import, part(key));
  }
  const shadows: GoReserved['shadows'] = [];
  for (const file of sorted(importedIn.keys())) {
    const variables = new Names();
    const declarations = new Names();
    const imported = importNames.get(file) ?? new Names();
    for (const t of templatesOf(file)) {
      for (const name of liveLocals(t.names, (slot) => snippetUses.has(slot), t.followedByUse)) variables.add(name, part(t.part));
      for (const name of t.names.imports) imported.add(name, part(t.part));
    }
    for (const other of allFiles.filter((f) => packageOf(f) === packageOf(file))) {
      for (const t of templatesOf(other)) for (const name of t.names.packageLevel) declarations.add(name, part(t.part));
    }
    const keep = (name: string) => PACKAGE_SHAPE.test(name);
    shadows.push({
      file,
      importedIn: [...importedIn.get(file)!].sort((a, b) => a - b),
      names: [
        ...variables.entries(keep).map(([name, ps]): Shadow => [name, 'variable', ps]),
        ...declarations.entries(keep).map(([name, ps]): Shadow => [name, 'declaration', ps]),
        ...imported.entries(keep).map(([name, ps]): Shadow => [name, 'import', ps]),
      ],
    });
  }

  const shared: Record<string, string[]> = {};
  for (const id of sorted(fs.readdirSync(path.join(ROOT, 'shared')))) {
    const manifest = path.join(ROOT, 'shared', id, 'manifest.json');
    if (fs.existsSync(manifest)) shared[id] = JSON.parse(fs.readFileSync(manifest, 'utf8')).sharedBy ?? [];
  }
  // Only the parts some name is declared by, numbered again.
  const used = sorted(
    [...namespaces.flatMap((ns) => [...ns.fixed, ...ns.patterns].flatMap(([, ps]) => ps).concat(ns.modelFields ?? [])), ...shadows.flatMap((s) => [...s.importedIn, ...s.names.flatMap(([, , ps]) => ps)])].map(
      (p) => parts[p],
    ),
  );
  const renumber = (ps: number[]) => ps.map((p) => used.indexOf(parts[p]));
  const again = (list: Named[]) => list.map(([name, ps]): Named => [name, renumber(ps)]);
  return {
    parts: used,
    shared,
    namespaces: namespaces.map((ns) => ({ ...ns, fixed: again(ns.fixed), patterns: again(ns.patterns), ...(ns.modelFields ? { modelFields: renumber(ns.modelFields) } : {}) })),
    shadows: shadows.map((s) => ({ ...s, importedIn: renumber(s.importedIn), names: s.names.map(([name, kind, ps]): Shadow => [name, kind, renumber(ps)]) })),
  };
}

/** JSON.stringify's indented form, but a list of numbers, or of lists, on one line (`["items", "variable", [3, 7]]`). */
function stringify(value: unknown, indent = ''): string {
  const inner = `${indent}  `;
  if (Array.isArray(value)) {
    if (value.length === 0) return '[]';
    if (value.every((v) => typeof v === 'number') || value.some(Array.isArray)) return JSON.stringify(value).replace(/,/g, ', ');
    return `[\n${value.map((v) => inner + stringify(v, inner)).join(',\n')}\n${indent}]`;
  }
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value);
    if (entries.length === 0) return '{}';
    return `{\n${entries.map(([k, v]) => `${inner}${JSON.stringify(k)}: ${stringify(v, inner)}`).join(',\n')}\n${indent}}`;
  }
  return JSON.stringify(value);
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) {
  fs.writeFileSync(RESERVED_JSON, `${stringify(scanReserved())}\n`);
  console.log(`wrote ${path.relative(process.cwd(), RESERVED_JSON)}`);
}
