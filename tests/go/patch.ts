// Checks the patches of GET /api/v1/generate/diff with real git. For each pair of configurations the
// `from` zip is unpacked (with its entries' modes) into a repository and committed; the patch, as the
// route answers it, must `git apply` there and leave exactly the `to` zip: the same paths, the same bytes,
// the same executable bits. Then, in a fresh copy where the user has committed changes of their own (a
// new file and an edited line in a file the patch does not touch), `git apply -3` must succeed and keep
// them; and where the user edited a line the patch holds as context, plain `git apply` must refuse and
// `git apply -3` merge both changes (the patch's index lines name the blobs it was made from). A synthetic pair runs the diff module itself on what generated projects do not hold today:
// binary files, a mode change, files without a final newline, empty files, names git quotes.
//
//   npx tsx --conditions=react-server tests/go/patch.ts          the representative pairs (npm test)
//   npx tsx --conditions=react-server tests/go/patch.ts --all    every pair (npm run test:go:patch)
//   options: --keep (keep the repositories)
//
// react-server: the route's modules carry the server-only marker, which throws under plain Node.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { GET as diffGet, POST as diffPost } from '../../app/api/v1/generate/diff/route';
import { largestValidFeatures } from '../../lib/catalogue/largest';
import { toProjectSpec } from '../../lib/generation';
import { historyAfter } from '../../lib/generation/request';
import { diffProjects, type ProjectFile } from '../../lib/generation/diff';
import { generateProjectZip, implementedFeatureIds } from '../../lib/generator';
import type { ResourceModel } from '../../lib/resources/model';
import { commitTree, compareTrees, git, mustGit, readTree, zipTree, type Tree } from '../utils/git-tree';
import { FRAMEWORKS } from './matrix';

// Many patches from one address: the limit is not what this checks (and needs no database when off).
process.env.RATE_LIMIT_GENERATE = 'off';
process.env.RATE_LIMIT_DIFF = 'off';

interface Side {
  projectName: string;
  framework: string;
  features: string[];
  resources?: ResourceModel;
  /** A model change that loses data (a resource removed) is refused unless the request accepts it. */
  allowDataLoss?: boolean;
}

/** A user's own change to a generated file (a handler), which the patch must leave in place. */
interface UserEdit {
  path: string;
  edit: (text: string) => string;
}

interface Pair {
  name: string;
  from: Side;
  to: Side;
  representative: boolean;
  userEdit?: UserEdit;
}

/** The library model of the documentation: authors, and books that reference them. */
const LIBRARY: ResourceModel = JSON.parse(fs.readFileSync(path.join(import.meta.dirname, 'models', 'library.json'), 'utf8'));

/** The model grown as a user grows it: a field added to a resource, a resource added. */
function grownModels(): { withField: ResourceModel; withResource: ResourceModel } {
  const withField = structuredClone(LIBRARY);
  withField.find((r) => r.name === 'book')!.fields.push({ name: 'pages', type: 'integer', min: 1 });
  const withResource: ResourceModel = [
    ...structuredClone(LIBRARY),
    { name: 'loan', fields: [{ name: 'book_id', type: 'reference', references: 'book', required: true }, { name: 'due_on', type: 'date', required: true }] },
  ];
  return { withField, withResource };
}

/** A line of the user's own in the book handler's create: the patches of a grown model keep it. */
const EDITED_HANDLER: UserEdit = {
  path: 'internal/server/books.go',
  edit: (text) => {
    const at = text.indexOf('\n', text.indexOf('func (s *Server) createBook('));
    if (at < 0) throw new Error('no createBook handler to edit');
    return `${text.slice(0, at + 1)}\t// Our own audit line, kept across regenerations.\n${text.slice(at + 1)}`;
  },
};

/** A tree as git sees it: bytes and the executable bit by path. */

function pairs(): Pair[] {
  const out: Pair[] = [];
  for (const fw of FRAMEWORKS) {
    const rep = fw === 'gin';
    const side = (features: string[], framework: string = fw, projectName = 'patched'): Side => ({ projectName, framework, features });
    const largest = largestValidFeatures(fw, implementedFeatureIds());
    out.push(
      { name: `${fw}-add`, from: side(['postgresql']), to: side(['postgresql', 'gorm', 'docker-compose', 'makefile']), representative: rep },
      { name: `${fw}-remove`, from: side(['postgresql', 'gorm', 'docker', 'swagger', 'makefile']), to: side(['postgresql']), representative: rep },
      { name: `${fw}-postgresql-to-mysql`, from: side(['postgresql', 'gorm', 'migrations', 'db']), to: side(['mysql', 'gorm', 'migrations', 'db']), representative: rep },
      { name: `${fw}-base-to-largest`, from: side([]), to: side(largest), representative: rep },
      { name: `${fw}-largest-to-base`, from: side(largest), to: side([]), representative: false },
    );
  }
  // The user's domain changes: the patch merges over their own edit of a generated handler.
  const { withField, withResource } = grownModels();
  const model = (resources: ResourceModel | undefined, features = ['postgresql', 'migrations']): Side => ({ projectName: 'library', framework: 'chi', features, resources });
  out.push(
    { name: 'chi-model-field-added', from: model(LIBRARY), to: model(withField), representative: true, userEdit: EDITED_HANDLER },
    { name: 'chi-model-resource-added', from: model(LIBRARY), to: model(withResource), representative: true, userEdit: EDITED_HANDLER },
    { name: 'chi-model-resource-removed', from: model(withResource), to: { ...model(LIBRARY), allowDataLoss: true }, representative: false, userEdit: EDITED_HANDLER },
    { name: 'chi-notes-to-model', from: model(undefined), to: model(LIBRARY), representative: false },
  );
  const [first, second] = FRAMEWORKS;
  if (second) {
    out.push({
      name: `${first}-to-${second}-renamed`,
      from: { projectName: 'patched', framework: first, features: ['postgresql', 'docker'] },
      to: { projectName: 'patched-too', framework: second, features: ['postgresql', 'docker', 'makefile'] },
      representative: false,
    });
  }
  return out;
}

/** The paths a git patch changes. */
function touchedPaths(patch: string): Set<string> {
  return new Set([...patch.matchAll(/^diff --git a\/(.+) b\/\1$/gm)].map((m) => m[1]));
}

/**
 * A line of a modified file that the patch keeps as context, three lines before its change: the old and
 * the new line number (1-based). Editing it makes plain `git apply` refuse the hunk, while a three-way
 * merge takes both changes (two unchanged lines lie between them).
 */
function contextLine(patch: string): { path: string; oldLine: number; newLine: number } | null {
  for (const section of patch.split(/^(?=diff --git )/m)) {
    const path = /^diff --git a\/(.+) b\/\1\n/.exec(section)?.[1];
    if (!path || /^(new|deleted) file mode /m.test(section) || section.includes('\nGIT binary patch\n')) continue;
    for (const hunk of section.matchAll(/^@@ -(\d+),\d+ \+(\d+),\d+ @@\n((?:[ +\\-].*\n?)*)/gm)) {
      const lines = hunk[3].split('\n');
      if (lines.slice(0, 4).every((l) => l.startsWith(' ')) || !lines.slice(0, 3).every((l) => l.startsWith(' '))) continue;
      return { path, oldLine: Number(hunk[1]), newLine: Number(hunk[2]) };
    }
  }
  return null;
}

interface Checked {
  problems: string[];
  /** The file where a user's edit of a context line was merged, when the patch has such a line. */
  merged?: string;
}

/**
 * Applies `patch` to `from` and expects `to`; then, in a copy with the user's own commit, expects
 * `git apply -3` to give `to` plus the user's changes. Returns the problems found.
 */
function checkPatch(work: string, name: string, from: Tree, to: Tree, patch: string): Checked {
  const plain = path.join(work, `${name}-apply`);
  commitTree(plain, from);
  const applied = git(plain, ['apply'], patch);
  if (applied.code !== 0) return { problems: [`git apply failed:\n${applied.output}`] };
  const problems = compareTrees(readTree(plain), to).map((p) => `git apply: ${p}`);

  // The user's commit: a file of their own, and a line edited in a file the patch leaves alone.
  const merged = path.join(work, `${name}-3way`);
  commitTree(merged, from);
  const expected: Tree = new Map(to);
  const notes = Buffer.from('Our own notes, kept across regenerations.\n');
  fs.writeFileSync(path.join(merged, 'USER_NOTES.md'), notes);
  expected.set('USER_NOTES.md', { bytes: notes, executable: false });
  const touched = touchedPaths(patch);
  const untouched = [...from.keys()].find((p) => !touched.has(p) && to.has(p) && from.get(p)!.bytes.toString('utf8').includes('\n'));
  if (untouched) {
    const lines = from.get(untouched)!.bytes.toString('utf8').split('\n');
    lines[0] = `${lines[0]} (edited by the user)`;
    const edited = Buffer.from(lines.join('\n'));
    fs.writeFileSync(path.join(merged, untouched), edited);
    expected.set(untouched, { bytes: edited, executable: to.get(untouched)!.executable });
  } else {
    problems.push('no file is left alone by the patch: the edited-line case is not checked');
  }
  mustGit(merged, ['add', '-A']);
  mustGit(merged, ['commit', '-q', '-m', 'user change']);
  const threeWay = git(merged, ['apply', '-3'], patch);
  if (threeWay.code !== 0) return { problems: [...problems, `git apply -3 failed:\n${threeWay.output}`] };
  problems.push(...compareTrees(readTree(merged), expected).map((p) => `git apply -3: ${p}`));

  // And a line the patch holds as context, edited by the user: only the three-way merge applies it.
  const near = contextLine(patch);
  if (near) {
    const overlap = path.join(work, `${name}-merge`);
    commitTree(overlap, from);
    const editLine = (bytes: Buffer, line: number) => {
      const lines = bytes.toString('utf8').split('\n');
      lines[line - 1] = `${lines[line - 1]} (edited by the user)`;
      return Buffer.from(lines.join('\n'));
    };
    fs.writeFileSync(path.join(overlap, near.path), editLine(from.get(near.path)!.bytes, near.oldLine));
    mustGit(overlap, ['commit', '-q', '-am', 'user change near the patch']);
    if (git(overlap, ['apply', '--check'], patch).code === 0) problems.push(`plain git apply took the patch over an edited context line of ${near.path}`);
    const merge = git(overlap, ['apply', '-3'], patch);
    if (merge.code !== 0) return { problems: [...problems, `git apply -3 over an edited context line of ${near.path} failed:\n${merge.output}`] };
    const withEdit: Tree = new Map(to);
    withEdit.set(near.path, { bytes: editLine(to.get(near.path)!.bytes, near.newLine), executable: to.get(near.path)!.executable });
    problems.push(...compareTrees(readTree(overlap), withEdit).map((p) => `git apply -3 (merge): ${p}`));
  }
  return { problems, merged: near?.path };
}

/** Where the user edited a generated handler and committed, `git apply -3` keeps the edit and gives `to` otherwise. */
function checkUserEdit(work: string, name: string, from: Tree, to: Tree, patch: string, userEdit: UserEdit): string[] {
  const dir = path.join(work, `${name}-handler`);
  commitTree(dir, from);
  const before = from.get(userEdit.path);
  const after = to.get(userEdit.path);
  if (!before || !after) return [`${userEdit.path} is not in both projects`];
  fs.writeFileSync(path.join(dir, userEdit.path), userEdit.edit(before.bytes.toString('utf8')));
  mustGit(dir, ['commit', '-q', '-am', 'our audit line']);
  const applied = git(dir, ['apply', '-3'], patch);
  if (applied.code !== 0) return [`git apply -3 over the edited ${userEdit.path} failed:\n${applied.output}`];
  const expected: Tree = new Map(to);
  expected.set(userEdit.path, { bytes: Buffer.from(userEdit.edit(after.bytes.toString('utf8'))), executable: after.executable });
  return compareTrees(readTree(dir), expected).map((p) => `git apply -3 over the edited handler: ${p}`);
}

async function checkPair(work: string, pair: Pair): Promise<Checked> {
  if (pair.from.resources || pair.to.resources) return checkModelPair(work, pair);
  const q = new URLSearchParams({ projectName: pair.from.projectName, framework: pair.from.framework, from: pair.from.features.join(','), to: pair.to.features.join(',') });
  if (pair.to.framework !== pair.from.framework) q.set('toFramework', pair.to.framework);
  if (pair.to.projectName !== pair.from.projectName) q.set('toProjectName', pair.to.projectName);
  const res = await diffGet(new Request(`http://localhost/api/v1/generate/diff?${q}`), {});
  const patch = await res.text();
  if (res.status !== 200) return { problems: [`GET /api/v1/generate/diff answered ${res.status}: ${patch}`] };
  if (!patch) return { problems: ['the patch is empty'] };
  const [from, to] = await Promise.all(
    [pair.from, pair.to].map(async (side) => zipTree(await generateProjectZip(toProjectSpec(side).spec), side.projectName)),
  );
  return checkPatch(work, pair.name, from, to, patch);
}

/** A pair with a model: the patch comes from POST /api/v1/generate/diff (a model does not fit a link). */
async function checkModelPair(work: string, pair: Pair): Promise<Checked> {
  const res = await diffPost(
    new Request('http://localhost/api/v1/generate/diff', { method: 'POST', headers: { 'Content-Type': 'application/json', Accept: 'text/x-diff' }, body: JSON.stringify({ from: pair.from, to: pair.to }) }),
    {},
  );
  const patch = await res.text();
  if (res.status !== 200) return { problems: [`POST /api/v1/generate/diff answered ${res.status}: ${patch}`] };
  // The grown side is what the diff makes of it: the model it grew from joins its history (its migrations).
  const fromSpec = toProjectSpec(pair.from).spec;
  const toSpec = toProjectSpec({ ...pair.to, modelHistory: historyAfter(fromSpec, pair.to.resources) }).spec;
  const [from, to] = await Promise.all([fromSpec, toSpec].map(async (spec) => zipTree(await generateProjectZip(spec), spec.projectName)));
  const checked = checkPatch(work, pair.name, from, to, patch);
  if (pair.userEdit) checked.problems.push(...checkUserEdit(work, pair.name, from, to, patch, pair.userEdit));
  return checked;
}

/** What generated projects do not hold today but the diff must carry all the same. */
function checkSynthetic(work: string): Checked {
  const binary = (n: number) => Uint8Array.from({ length: 300 + n }, (_, i) => (i * 7 + n) % 256);
  const untouched = { path: 'README.txt', content: 'Left alone by the patch.\n', mode: 0o100644 };
  const from: ProjectFile[] = [
    untouched,
    { path: 'changed.txt', content: 'one\ntwo\nthree\nfour\nfive\nsix\nseven\neight\nnine\nten\n', mode: 0o100644 },
    { path: 'no-final-newline.txt', content: 'alpha\nbeta', mode: 0o100644 },
    { path: 'gains-final-newline.txt', content: 'alpha\nbeta', mode: 0o100644 },
    { path: 'image.bin', content: binary(1), mode: 0o100644 },
    { path: 'gone.bin', content: binary(2), mode: 0o100644 },
    { path: 'gone.txt', content: 'bye\n', mode: 0o100644 },
    { path: 'gone-empty.txt', content: '', mode: 0o100644 },
    { path: 'scripts/run.sh', content: '#!/bin/sh\necho run\n', mode: 0o100644 },
    { path: 'scripts/was-executable.sh', content: '#!/bin/sh\n', mode: 0o100755 },
    { path: 'with space/notes.txt', content: 'first\n', mode: 0o100644 },
    { path: 'latin1.txt', content: Buffer.from([0x63, 0x61, 0x66, 0xe9, 0x0a]), mode: 0o100644 },
  ];
  const to: ProjectFile[] = [
    untouched,
    { path: 'changed.txt', content: 'one\ntwo\nthree\nFOUR\nfive\nsix\nseven\neight\nnine\nten\neleven\n', mode: 0o100644 },
    { path: 'no-final-newline.txt', content: 'alpha\ngamma', mode: 0o100644 },
    { path: 'gains-final-newline.txt', content: 'alpha\nbeta\n', mode: 0o100644 },
    { path: 'image.bin', content: binary(3), mode: 0o100644 },
    { path: 'new.bin', content: binary(4), mode: 0o100644 },
    { path: 'new-empty.txt', content: '', mode: 0o100644 },
    { path: 'new-no-newline.txt', content: 'last', mode: 0o100644 },
    { path: 'scripts/run.sh', content: '#!/bin/sh\necho run\n', mode: 0o100755 },
    { path: 'scripts/new.sh', content: '#!/bin/sh\necho new\n', mode: 0o100755 },
    { path: 'scripts/was-executable.sh', content: '#!/bin/sh\necho now\n', mode: 0o100644 },
    { path: 'with space/notes.txt', content: 'second\n', mode: 0o100644 },
    { path: 'caf\u00e9/\u00fcber "quoted".txt', content: 'named\n', mode: 0o100644 },
    { path: 'latin1.txt', content: Buffer.from([0x63, 0x61, 0x66, 0xe8, 0x0a]), mode: 0o100644 },
  ];
  const asTree = (files: ProjectFile[]): Tree =>
    new Map(files.map((f) => [f.path, { bytes: typeof f.content === 'string' ? Buffer.from(f.content) : Buffer.from(f.content), executable: (f.mode & 0o111) !== 0 }]));
  const { patch, summary, files } = diffProjects(from, to);
  const problems: string[] = [];
  const expectedSummary = { files_added: 5, files_modified: 8, files_deleted: 3 };
  for (const [k, v] of Object.entries(expectedSummary)) {
    if (summary[k as keyof typeof summary] !== v) problems.push(`summary.${k} is ${summary[k as keyof typeof summary]}, expected ${v}`);
  }
  for (const p of ['image.bin', 'new.bin', 'gone.bin', 'latin1.txt']) {
    const f = files.find((x) => x.path === p);
    if (!f?.binary || !f.diff.includes('Binary files')) problems.push(`${p} is not described as binary`);
  }
  if (!patch.includes('\\ No newline at end of file')) problems.push('no "\\ No newline at end of file" marker');
  const checked = checkPatch(work, 'synthetic', asTree(from), asTree(to), patch);
  return { ...checked, problems: [...problems, ...checked.problems] };
}

async function main() {
  const args = process.argv.slice(2);
  const all = args.includes('--all');
  const keep = args.includes('--keep');
  const unknown = args.filter((a) => a !== '--all' && a !== '--keep');
  if (unknown.length > 0) {
    console.error(`unknown argument ${unknown[0]}\nusage: npx tsx --conditions=react-server tests/go/patch.ts [--all] [--keep]`);
    process.exit(2);
  }
  const version = spawnSync('git', ['--version'], { encoding: 'utf8' });
  if (version.status !== 0) throw new Error('git is not on PATH');
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'gostarter-patch-'));
  const selected = pairs().filter((p) => all || p.representative);
  console.log(`checking ${selected.length + 1} patches with ${version.stdout.trim()}`);
  const started = performance.now();
  let failed = 0;
  const report = (name: string, { problems, merged }: Checked, t: number) => {
    if (problems.length > 0) failed++;
    const merge = merged ? `, context edit merged in ${merged}` : ', no context line to edit';
    console.log(`${problems.length === 0 ? 'ok  ' : 'FAIL'} ${name} (${((performance.now() - t) / 1000).toFixed(1)}s${merge})`);
    for (const p of problems.slice(0, 20)) console.log(`     ${p}`);
  };
  try {
    let t = performance.now();
    report('synthetic', checkSynthetic(work), t);
    for (const pair of selected) {
      t = performance.now();
      report(pair.name, await checkPair(work, pair), t);
    }
  } finally {
    if (keep) console.log(`repositories kept in ${work}`);
    else fs.rmSync(work, { recursive: true, force: true });
  }
  console.log(`\n${selected.length + 1 - failed}/${selected.length + 1} patches applied as expected in ${((performance.now() - started) / 1000).toFixed(1)}s`);
  process.exit(failed === 0 ? 0 : 1);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
