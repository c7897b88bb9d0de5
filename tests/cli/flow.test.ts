// The command line on a real project: new, a user's commit, add, remove, upgrade to another generator
// version and a conflict, each merged by git with the user's edit kept and `go build ./...` passing;
// the refusals (dirty tree, unknown or conflicting features) with their exit codes; adopt in a project
// unzipped from the site.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import JSZip from 'jszip';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateProjectZip, generatorVersion } from '@/lib/generator';
import { specFromRequest } from '@/lib/generation/request';
import { gostarter, repositoryRoot, sh } from './helpers';

const BUILD_TIMEOUT = 240_000;
let tmp: string;

beforeAll(() => {
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'gostarter-cli-'));
});
afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));

const read = (dir: string, file: string) => fs.readFileSync(path.join(dir, file), 'utf8');
const projectFile = (dir: string) => JSON.parse(read(dir, 'gostarter.json'));
const lastMessage = (dir: string) => sh(dir, 'git', ['log', '-1', '--format=%B']);
const goBuild = (dir: string, offline = false) => sh(dir, 'go', ['build', './...'], offline ? { GOPROXY: 'off', GOFLAGS: '-mod=readonly' } : {});

/** A copy of go-templates with `edits` applied (file -> [before, after]): another generator version. */
function templatesWith(name: string, edits: Record<string, [string, string]>): string {
  const dir = path.join(tmp, name);
  fs.cpSync(path.join(repositoryRoot, 'go-templates'), dir, { recursive: true });
  for (const [file, [before, after]] of Object.entries(edits)) {
    const text = fs.readFileSync(path.join(dir, file), 'utf8');
    expect(text, `${file} holds the line the test changes`).toContain(before);
    fs.writeFileSync(path.join(dir, file), text.replace(before, after));
  }
  return dir;
}

const NOTES_TEMPLATE = 'features/router/without-resources/with-http-handlers/files/internal/server/notes.go';
const HEALTH_TEMPLATE = 'base/files/internal/health/health.go';
const WRITE_LIST = '\ts.writeJSON(w, r, http.StatusOK, notes.NewList(page, list))\n';
const USER_LINE = '\tw.Header().Set("X-Listed-By", "my-shop")\n';

describe('gostarter on a real project', () => {
  it('grows and upgrades a project, keeping the user\'s edit, building after each step', { timeout: BUILD_TIMEOUT * 2 }, () => {
    const made = gostarter(tmp, ['new', 'shop', '--framework', 'chi', '--features', 'postgresql,router', '--json']);
    expect(made.code, made.stderr).toBe(0);
    const dir = path.join(tmp, 'shop');
    expect(made.json).toMatchObject({ ok: true, command: 'new', dir, configuration: { framework: 'chi', features: ['postgresql', 'router'] } });
    // main and gostarter start at the one pristine commit.
    expect(sh(dir, 'git', ['rev-parse', 'main'])).toBe(sh(dir, 'git', ['rev-parse', 'gostarter']));
    expect(sh(dir, 'git', ['status', '--porcelain'])).toBe('');
    expect(projectFile(dir)).toMatchObject({ projectName: 'shop', framework: 'chi', features: ['postgresql', 'router'], generatorVersion: generatorVersion() });
    goBuild(dir);

    // The user's own change to a generated handler.
    const notes = path.join(dir, 'internal/server/notes.go');
    expect(read(dir, 'internal/server/notes.go')).toContain(WRITE_LIST);
    fs.writeFileSync(notes, read(dir, 'internal/server/notes.go').replace(WRITE_LIST, USER_LINE + WRITE_LIST));
    sh(dir, 'git', ['commit', '-qam', 'List notes with my header']);

    const added = gostarter(dir, ['add', 'redis']);
    expect(added.code, added.stderr).toBe(0);
    expect(added.stdout).toContain('merged into main');
    expect(read(dir, 'internal/server/notes.go')).toContain(USER_LINE);
    expect(fs.existsSync(path.join(dir, 'internal/cache/cache.go'))).toBe(true);
    expect(projectFile(dir).features).toEqual(['postgresql', 'redis', 'router']);
    expect(lastMessage(dir)).toMatch(/^gostarter add redis\n/);
    expect(sh(dir, 'git', ['log', '-1', '--format=%P']).trim().split(' ')).toHaveLength(2);
    goBuild(dir);

    // Refusals leave everything as it was.
    const head = sh(dir, 'git', ['rev-parse', 'HEAD']);
    const unknown = gostarter(dir, ['add', 'redsi', '--json']);
    expect(unknown.code).toBe(3);
    expect(unknown.json.error.code).toBe('UNKNOWN_FEATURE');
    expect(unknown.json.error.validation.errors[0].suggestions[0]).toBe('Did you mean redis?');
    const conflicting = gostarter(dir, ['add', 'mysql']);
    expect(conflicting.code).toBe(3);
    expect(conflicting.stderr).toContain('MULTIPLE_PRIMARY_DB');
    const notThere = gostarter(dir, ['remove', 'docker']);
    expect(notThere.code).toBe(3);
    expect(notThere.stderr).toContain('docker is not in the project');
    fs.appendFileSync(path.join(dir, 'go.mod'), '\n');
    const dirty = gostarter(dir, ['add', 'docker', '--json']);
    expect(dirty.code).toBe(4);
    expect(dirty.json.error).toMatchObject({ code: 'DIRTY_TREE', files: ['go.mod'] });
    sh(dir, 'git', ['checkout', 'go.mod']);
    expect(sh(dir, 'git', ['rev-parse', 'HEAD'])).toBe(head);
    expect(sh(dir, 'git', ['rev-parse', 'gostarter'])).not.toBe(head);

    const removed = gostarter(dir, ['remove', 'redis', '--json']);
    expect(removed.code, removed.stdout).toBe(0);
    expect(removed.json).toMatchObject({ changed: true, after: { features: ['postgresql', 'router'] } });
    expect(removed.json.changedFiles).toContain('internal/cache/cache.go');
    expect(fs.existsSync(path.join(dir, 'internal/cache'))).toBe(false);
    expect(read(dir, 'internal/server/notes.go')).toContain(USER_LINE);
    expect(lastMessage(dir)).toMatch(/^gostarter remove redis\n/);
    goBuild(dir);

    // Another generator: a line near (not on) the user's, and one in a file the user never touched.
    const v2 = templatesWith('templates-v2', {
      [NOTES_TEMPLATE]: ['\tlist, err := s.deps.Notes.List(', '\t// The page as the store returns it (generator v2).\n\tlist, err := s.deps.Notes.List('],
      [HEALTH_TEMPLATE]: ['// Package health runs the readiness checks', '// Package health (v2) runs the readiness checks'],
    });
    const v2Version = gostarter(tmp, ['--version', '--json'], { GOSTARTER_TEMPLATES: v2 }).json.generatorVersion;
    expect(v2Version).toMatch(/^[0-9a-f]{12}$/);
    expect(v2Version).not.toBe(generatorVersion());
    const upgraded = gostarter(dir, ['upgrade', '--json'], { GOSTARTER_TEMPLATES: v2 });
    expect(upgraded.code, upgraded.stdout).toBe(0);
    expect(upgraded.json).toMatchObject({ changed: true, before: { generatorVersion: generatorVersion() }, after: { generatorVersion: v2Version } });
    const handler = read(dir, 'internal/server/notes.go');
    expect(handler).toContain(USER_LINE);
    expect(handler).toContain('(generator v2)');
    expect(read(dir, 'internal/health/health.go')).toContain('// Package health (v2)');
    expect(projectFile(dir)).toMatchObject({ generatorVersion: v2Version, features: ['postgresql', 'router'] });
    expect(lastMessage(dir)).toContain(`Generator: ${generatorVersion()} -> ${v2Version}`);
    // Every module it needs was fetched by the builds above: go.sum is complete, no network needed.
    goBuild(dir, true);
    expect(gostarter(dir, ['upgrade'], { GOSTARTER_TEMPLATES: v2 }).stdout).toContain('Nothing to change');

    // The user rewrites the line the next generator changes too: git stops on it, exit 5.
    fs.writeFileSync(notes, handler.replace('(generator v2)', '(mine)'));
    sh(dir, 'git', ['commit', '-qam', 'My comment']);
    const v3 = templatesWith('templates-v3', { [NOTES_TEMPLATE]: ['\tlist, err := s.deps.Notes.List(', '\t// The page as the store returns it (generator v3).\n\tlist, err := s.deps.Notes.List('] });
    const conflict = gostarter(dir, ['upgrade', '--json'], { GOSTARTER_TEMPLATES: v3 });
    expect(conflict.code).toBe(5);
    expect(conflict.json.error).toMatchObject({ code: 'MERGE_CONFLICTS', conflicts: ['internal/server/notes.go'] });
    expect(read(dir, 'internal/server/notes.go')).toMatch(/<<<<<<< HEAD[\s\S]*\(mine\)[\s\S]*=======[\s\S]*\(generator v3\)/);
  });

  it('adopts a project unzipped from the site, then grows it', { timeout: BUILD_TIMEOUT }, async () => {
    const { spec } = specFromRequest({ projectName: 'unzipped', framework: 'chi', features: ['router'] }, 'https://gostarter.example.com');
    const unzip = async (into: string) => {
      const zip = await JSZip.loadAsync(await generateProjectZip(spec));
      for (const entry of Object.values(zip.files)) {
        if (entry.dir) continue;
        const file = path.join(into, entry.name);
        fs.mkdirSync(path.dirname(file), { recursive: true });
        fs.writeFileSync(file, await entry.async('uint8array'), { mode: entry.unixPermissions as number });
      }
      return path.join(into, spec.projectName);
    };

    // Another generator made it: adopt says so and leaves the folder alone.
    const other = await unzip(path.join(tmp, 'other'));
    fs.writeFileSync(path.join(other, 'gostarter.json'), read(other, 'gostarter.json').replace(generatorVersion(), '0123456789ab'));
    const mismatch = gostarter(other, ['adopt']);
    expect(mismatch.code).toBe(6);
    expect(mismatch.stderr).toContain('made by generator 0123456789ab');
    expect(mismatch.stderr).toContain('--server');
    expect(fs.existsSync(path.join(other, '.git'))).toBe(false);

    const dir = await unzip(path.join(tmp, 'site'));
    const before = read(dir, 'README.md');
    const adopted = gostarter(dir, ['adopt', '--json']);
    expect(adopted.code, adopted.stdout).toBe(0);
    expect(adopted.json).toMatchObject({ initialized: true, branch: 'main', configuration: { projectName: 'unzipped', features: ['router'] } });
    expect(sh(dir, 'git', ['status', '--porcelain'])).toBe('');
    expect(read(dir, 'README.md')).toBe(before);
    // The pristine tree is the zip's, to the byte, so the adopting merge changed nothing.
    expect(sh(dir, 'git', ['diff', 'gostarter', 'main', '--stat'])).toBe('');
    expect(gostarter(dir, ['adopt']).code).toBe(4);

    // An untracked file where the generation puts one: git refuses the merge, the next run makes it.
    fs.writeFileSync(path.join(dir, 'Dockerfile'), 'FROM scratch\n');
    const blocked = gostarter(dir, ['add', 'docker']);
    expect(blocked.code).toBe(4);
    expect(blocked.stderr).toContain('untracked working tree files would be overwritten');
    fs.rmSync(path.join(dir, 'Dockerfile'));
    const added = gostarter(dir, ['add', 'docker']);
    expect(added.code, added.stderr).toBe(0);
    expect(added.stdout).toContain('Dockerfile');
    expect(fs.existsSync(path.join(dir, 'Dockerfile'))).toBe(true);
    // The site's address stays in $schema: the merge brought only the feature.
    expect(projectFile(dir)).toMatchObject({ $schema: 'https://gostarter.example.com/schemas/gostarter.json', features: ['router', 'docker'] });
    goBuild(dir);
  });

  // Thirteen runs of the command line (a new project among them), each a Node.js process of its own: past
  // the default 30 s when the machine is busy.
  it('moves a project to a new model with a new migration, and refuses a loss until --allow-data-loss', { timeout: 120_000 }, () => {
    const write = (name: string, model: unknown) => {
      fs.writeFileSync(path.join(tmp, name), JSON.stringify(model));
      return path.join(tmp, name);
    };
    const v1 = [{ name: 'book', fields: [{ name: 'title', type: 'string', required: true }, { name: 'isbn', type: 'string', unique: true }] }];
    const made = gostarter(tmp, ['new', 'bookshop', '--framework', 'chi', '--features', 'sqlite', '--resources', write('v1.json', v1)]);
    expect(made.code, made.stderr).toBe(0);
    const dir = path.join(tmp, 'bookshop');
    const first = read(dir, 'migrations/0001_create_resources.up.sql');

    const v2 = structuredClone(v1);
    v2[0].fields.push({ name: 'stock', type: 'integer', required: true, default: 0 } as (typeof v2)[0]['fields'][number]);
    const grown = gostarter(dir, ['model', write('v2.json', v2)]);
    expect(grown.code, grown.stderr).toBe(0);
    expect(grown.stdout).toContain('Model:\n  add book.stock (integer, required, default 0)');
    expect(grown.stdout).toContain('New migration: migrations/0003_add_stock_to_book.up.sql, migrations/0003_add_stock_to_book.down.sql');
    expect(grown.stdout).toContain('Next: go run ./cmd/migrate up');
    // The migration the database already ran stays as it was; the new one is next to it, merged.
    expect(read(dir, 'migrations/0001_create_resources.up.sql')).toBe(first);
    expect(read(dir, 'migrations/0003_add_stock_to_book.up.sql')).toContain('stock');
    expect(projectFile(dir)).toMatchObject({ resources: v2, modelHistory: [v1] });
    expect(lastMessage(dir)).toMatch(/^Merge branch 'gostarter'|gostarter model/);

    // Dropping isbn would lose its values: refused, in words, nothing changed; accepted with the option.
    const v3 = structuredClone(v2);
    v3[0].fields.splice(1, 1);
    const refused = gostarter(dir, ['model', write('v3.json', v3), '--json']);
    expect(refused.code).toBe(3);
    expect(refused.json.error.validation.errors[0]).toMatchObject({ error_code: 'DATA_LOSS', message: expect.stringContaining('the isbn of every book is deleted with its column') });
    expect(refused.json.error.validation.errors[0].suggestions.join(' ')).toContain('--allow-data-loss');
    expect(sh(dir, 'git', ['status', '--porcelain'])).toBe('');
    const accepted = gostarter(dir, ['model', path.join(tmp, 'v3.json'), '--allow-data-loss', '--json']);
    expect(accepted.code, accepted.stderr).toBe(0);
    expect(accepted.json.modelChange).toMatchObject({ changes: ['drop book.isbn'], data_loss: ['the isbn of every book is deleted with its column'], run: 'go run ./cmd/migrate up' });
    expect(read(dir, 'migrations/0004_drop_isbn_from_book.up.sql')).toContain('DROP TABLE books');
    expect(projectFile(dir).modelHistory).toEqual([v1, v2]);
  });

  it('diffs, validates and lists without touching the project, and answers usage errors with 2', { timeout: 120_000 }, () => {
    const dir = path.join(tmp, 'shop');
    const diff = gostarter(dir, ['diff', '--to', 'postgresql,router,docker']);
    expect(diff.code).toBe(0);
    expect(diff.stdout).toContain('diff --git a/Dockerfile b/Dockerfile');
    expect(gostarter(dir, ['validate']).stdout).toContain('Valid: chi, postgresql, router');
    const invalid = gostarter(tmp, ['validate', '--framework', 'chi', '--features', 'postgresql,mongodb', '--json']);
    expect(invalid.code).toBe(3);
    expect(invalid.json.validation.errors[0].error_code).toBe('MULTIPLE_PRIMARY_DB');
    const features = gostarter(tmp, ['features', '--json']);
    expect(features.json.features.find((f: { id: string }) => f.id === 'redis')).toMatchObject({ available: true });
    expect(gostarter(tmp, ['frobnicate']).code).toBe(2);
    expect(gostarter(tmp, ['new', 'x', '--framework', 'chi', '--to', 'y']).code).toBe(2);
    // Only node on PATH: no git (refused before anything is written), then git but no Go (a warning).
    const bin = path.join(tmp, 'bin');
    fs.mkdirSync(bin);
    fs.symlinkSync(process.execPath, path.join(bin, 'node'));
    const noGit = gostarter(tmp, ['new', 'lonely', '--framework', 'chi'], { PATH: bin });
    expect(noGit.code).toBe(4);
    expect(noGit.stderr).toContain('git is not installed');
    expect(fs.existsSync(path.join(tmp, 'lonely'))).toBe(false);
    expect(gostarter(dir, ['add', 'docker', '--json'], { PATH: bin }).json.error.code).toBe('GIT_MISSING');
    fs.symlinkSync(sh(tmp, 'which', ['git']).trim(), path.join(bin, 'git'));
    const noGo = gostarter(tmp, ['new', 'lonely', '--framework', 'chi'], { PATH: bin });
    expect(noGo.code, noGo.stderr).toBe(0);
    expect(noGo.stderr).toContain('warning: Go is not installed');
    const taken = gostarter(tmp, ['new', 'shop', '--framework', 'chi', '--json']);
    expect(taken.code).toBe(4);
    expect(taken.json.error.code).toBe('FOLDER_NOT_EMPTY');
  });
});
