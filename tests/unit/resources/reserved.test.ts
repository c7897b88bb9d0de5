// The packages and tables a resource may not take are the generated project's own, read from
// go-templates here so that the list in lib/resources/validate.ts cannot drift from the templates: a
// template that adds internal/<dir> or a table fails this test until the list has it.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { resourceNames } from '@/lib/resources/names';
import { PROJECT_FILES, PROJECT_PACKAGES, PROJECT_TABLES, RESOURCE_FILES, validateResources } from '@/lib/resources/validate';

const ROOT = path.join(process.cwd(), 'go-templates');

function walk(dir: string, visit: (full: string, entry: fs.Dirent) => void): void {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    visit(full, entry);
    if (entry.isDirectory()) walk(full, visit);
  }
}

/** Every directory (or file) under some part's files/internal/, as its path below internal/, and whether a resource's part writes it. */
function internalPaths(kind: 'directory' | 'file'): { path: string; perResource: boolean; notes: boolean }[] {
  const found = new Map<string, { path: string; perResource: boolean; notes: boolean }>();
  walk(ROOT, (full, entry) => {
    if (kind === 'directory' ? !entry.isDirectory() : !entry.isFile()) return;
    const rel = full.split(path.sep).join('/');
    const at = rel.indexOf('/files/internal/');
    if (at < 0) return;
    const below = rel.slice(at + '/files/internal/'.length);
    const perResource = rel.includes('/each-resource/');
    found.set(`${perResource}:${below}`, { path: below, perResource, notes: rel.includes('/without-resources/') });
  });
  return [...found.values()].sort((a, b) => a.path.localeCompare(b.path));
}

/** Every directory under internal/ but those named after a resource (`_package_`). */
const internalDirectories = () =>
  internalPaths('directory')
    .filter((d) => !d.path.includes('_package_'))
    .map((d) => d.path);

/** The tables the templates create outside tests. */
function createdTables(): string[] {
  const found = new Set<string>();
  walk(ROOT, (full, entry) => {
    if (!entry.isFile() || full.endsWith('_test.go') || !/\.(go|sql)$/.test(full)) return;
    for (const m of fs.readFileSync(full, 'utf8').matchAll(/create table (?:if not exists )?["`]?([a-z_][a-z0-9_]*)/gi)) found.add(m[1].toLowerCase());
  });
  return [...found].sort();
}

/** The notes example is what a model replaces: its package and table are the user's to take. */
const NOTES = ['notes', 'notes/notestest'];

describe('reserved packages and tables', () => {
  it('reserves every directory under internal/ in go-templates (but the notes example a model replaces)', () => {
    const dirs = internalDirectories();
    expect(dirs).toContain('auth');
    expect(dirs).toContain('notes');
    const missing = dirs.filter((d) => !NOTES.includes(d) && !PROJECT_PACKAGES.has(path.posix.basename(d)));
    expect(missing, 'add these to PROJECT_PACKAGES in lib/resources/validate.ts').toEqual([]);
  });

  it('knows where each resource gets files beside the project’s own, and reserves every own file there', () => {
    const files = internalPaths('file');
    const perResource = files.filter((f) => f.perResource && !f.path.includes('_package_')).map((f) => f.path);
    expect([...new Set(perResource)].sort()).toEqual([...RESOURCE_FILES].sort());
    const dirs = new Set(RESOURCE_FILES.map((f) => path.posix.dirname(f)));
    const own = files.filter((f) => !f.perResource && !f.notes && dirs.has(path.posix.dirname(f.path))).map((f) => f.path);
    expect(own.filter((f) => !PROJECT_FILES.has(f)), 'add these to PROJECT_FILES in lib/resources/validate.ts').toEqual([]);
    // internal/server/deps.go and helpers_test.go are the project's.
    for (const name of ['dep', 'helper', 'auth_handler']) {
      expect(validateResources([{ name, fields: [] }], new Set()).map((e) => e.error_code), name).toEqual(['RESERVED_RESOURCE']);
    }
  });

  it('reserves every table the templates create (but notes)', () => {
    const tables = createdTables();
    expect(tables).toEqual(expect.arrayContaining(['notes', 'schema_migrations', 'users']));
    const missing = tables.filter((t) => t !== 'notes' && !PROJECT_TABLES.has(t));
    expect(missing, 'add these to PROJECT_TABLES in lib/resources/validate.ts').toEqual([]);
  });

  it('refuses every resource whose package is one of them', () => {
    // A singular for each package that is a plural of one: `models` is the package of `model`.
    for (const pkg of PROJECT_PACKAGES) {
      const singular = pkg.replace(/ies$/, 'y').replace(/s$/, '');
      if (resourceNames(singular).pkg !== pkg) continue;
      const codes = validateResources([{ name: singular, fields: [{ name: 'nickname', type: 'string' }] }], new Set()).map((e) => e.error_code);
      expect(codes.length, singular).toBeGreaterThan(0);
    }
    const [users] = validateResources([{ name: 'app_user', fields: [{ name: 'nickname', type: 'string' }] }], new Set());
    expect(users).toBeUndefined();
  });
});
