// Writes lib/resources/reserved.json: what a resource may not take because the generated project has
// it already, read from go-templates (the directories under internal/, the tables, and the files in
// the directories where each resource gets files of its own). Validation (client-safe, no fs) reads
// the JSON; tests/unit/resources/reserved.test.ts fails until it is written again after a template
// adds one of them.
//
//   npx tsx scripts/reserved-names.ts
import fs from 'node:fs';
import path from 'node:path';

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
  return { packages: sorted(packages), tables: sorted(tables), resourceFiles, projectFiles };
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) {
  fs.writeFileSync(RESERVED_JSON, `${JSON.stringify(scanReserved(), null, 2)}\n`);
  console.log(`wrote ${path.relative(process.cwd(), RESERVED_JSON)}`);
}
