// Git, run as a program: the repository checks the commands need, and the pristine branch written with
// plumbing (fast-import), so the user's working tree and index are never touched to make it.
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import type { ProjectFile } from '@/lib/generation/diff';
import { CliError, EXIT } from './errors';

/** The branch holding each pristine generation, one commit per change. */
export const PRISTINE_BRANCH = 'gostarter';

interface Run {
  stdout: string;
  stderr: string;
  code: number;
}

/** Runs a program; its absence (ENOENT) is reported as null so callers can say what to install. */
export function run(program: string, args: string[], options: { cwd?: string; input?: Buffer } = {}): Promise<Run | null> {
  return new Promise((resolve, reject) => {
    const child = spawn(program, args, { cwd: options.cwd, stdio: ['pipe', 'pipe', 'pipe'] });
    const out: Buffer[] = [];
    const err: Buffer[] = [];
    child.stdout.on('data', (b: Buffer) => out.push(b));
    child.stderr.on('data', (b: Buffer) => err.push(b));
    child.on('error', (e: NodeJS.ErrnoException) => (e.code === 'ENOENT' ? resolve(null) : reject(e)));
    child.on('close', (code) => resolve({ stdout: Buffer.concat(out).toString('utf8'), stderr: Buffer.concat(err).toString('utf8'), code: code ?? 1 }));
    child.stdin.on('error', () => {}); // a program that exits early closes its input: its exit code says why
    child.stdin.end(options.input);
  });
}

/** git's answer, or null when it exits non-zero; throws when git is not installed. */
export async function gitTry(cwd: string, args: string[], input?: Buffer): Promise<Run & { ok: boolean }> {
  const result = await run('git', args, { cwd, input });
  if (!result) throw new CliError(EXIT.repository, 'GIT_MISSING', 'git is not installed (or not on PATH): gostarter keeps the pristine generation in git. Install git and try again.');
  return { ...result, ok: result.code === 0 };
}

/** git's output; a failure becomes an error quoting git. */
export async function git(cwd: string, args: string[], input?: Buffer): Promise<string> {
  const result = await gitTry(cwd, args, input);
  if (!result.ok) {
    const said = (result.stderr || result.stdout).trim();
    const identity = /Please tell me who you are|empty ident|unable to auto-detect email/i.test(said);
    if (identity) throw new CliError(EXIT.repository, 'GIT_IDENTITY', `git needs your name and email to commit: git config --global user.name "Your Name" && git config --global user.email you@example.com\n${said}`);
    throw new CliError(EXIT.unexpected, 'GIT_FAILED', `git ${args[0]} failed: ${said}`);
  }
  return result.stdout;
}

/** The repository whose root is `dir`, ready for a change: clean, on a branch, not the pristine one. */
export async function requireCleanRepository(dir: string): Promise<{ root: string; branch: string }> {
  const top = await gitTry(dir, ['rev-parse', '--show-toplevel']);
  if (!top.ok) throw new CliError(EXIT.repository, 'NOT_A_REPOSITORY', `${dir} is not in a git repository. Run gostarter adopt in a project unzipped from the site, or gostarter new to start one.`);
  const root = top.stdout.trim();
  if (fs.realpathSync(root) !== fs.realpathSync(dir)) {
    throw new CliError(EXIT.repository, 'NOT_THE_ROOT', `gostarter works at the root of the project's repository: run it in ${root} (or pass --dir ${root}).`);
  }
  if ((await gitTry(root, ['rev-parse', '-q', '--verify', 'MERGE_HEAD'])).ok) {
    throw new CliError(EXIT.repository, 'MERGE_IN_PROGRESS', 'A merge is in progress: resolve it and commit (or git merge --abort) first.');
  }
  const status = await git(root, ['status', '--porcelain', '--untracked-files=no']);
  if (status.trim()) {
    const files = status.trimEnd().split('\n').map((l) => l.slice(3));
    throw new CliError(EXIT.repository, 'DIRTY_TREE', `Uncommitted changes in ${files.length} file${files.length === 1 ? '' : 's'} (${files.slice(0, 5).join(', ')}${files.length > 5 ? ', ...' : ''}): commit or stash them first, so the merge cannot mix with them.`, { files });
  }
  const branch = await gitTry(root, ['symbolic-ref', '--short', '-q', 'HEAD']);
  if (!branch.ok) throw new CliError(EXIT.repository, 'DETACHED_HEAD', 'HEAD is detached: check out the branch the change should go to.');
  const name = branch.stdout.trim();
  if (name === PRISTINE_BRANCH) throw new CliError(EXIT.repository, 'ON_PRISTINE_BRANCH', `You are on the ${PRISTINE_BRANCH} branch, which holds the generator's output: check out your own branch (e.g. main).`);
  return { root, branch: name };
}

/** The commit the pristine branch points to, or null when the repository has none. */
export async function pristineHead(root: string): Promise<string | null> {
  const head = await gitTry(root, ['rev-parse', '-q', '--verify', `refs/heads/${PRISTINE_BRANCH}^{commit}`]);
  return head.ok ? head.stdout.trim() : null;
}

/** The id git gives a file's bytes. */
function blobId(bytes: Buffer): string {
  return createHash('sha1').update(`blob ${bytes.length}\0`).update(bytes).digest('hex');
}

const gitMode = (file: ProjectFile) => (file.mode & 0o111 ? '100755' : '100644');
const bytesOf = (file: ProjectFile) => (typeof file.content === 'string' ? Buffer.from(file.content, 'utf8') : Buffer.from(file.content));

/** Whether `commit`'s tree holds exactly these files (paths, modes and bytes). */
async function treeHolds(root: string, commit: string, files: readonly ProjectFile[]): Promise<boolean> {
  const listing = await git(root, ['ls-tree', '-r', '-z', commit]);
  const entries = new Map<string, string>();
  for (const entry of listing.split('\0')) {
    if (!entry) continue;
    const [meta, file] = entry.split('\t');
    const [mode, , id] = meta.split(' ');
    entries.set(file, `${mode} ${id}`);
  }
  return entries.size === files.length && files.every((f) => entries.get(f.path) === `${gitMode(f)} ${blobId(bytesOf(f))}`);
}

/**
 * Commits `files` as the whole tree of the pristine branch, on top of its head (`parent`), or as a root
 * commit when there is none. Returns the new commit, or null when the tree would not change.
 */
export async function commitPristine(root: string, files: readonly ProjectFile[], message: string, parent: string | null): Promise<string | null> {
  if (parent && (await treeHolds(root, parent, files))) return null;
  const ident = (await git(root, ['var', 'GIT_COMMITTER_IDENT'])).trim();
  const chunks: Buffer[] = [];
  const text = (s: string) => chunks.push(Buffer.from(s, 'utf8'));
  const data = (bytes: Buffer) => {
    text(`data ${bytes.length}\n`);
    chunks.push(bytes);
    text('\n');
  };
  text(`commit refs/heads/${PRISTINE_BRANCH}\ncommitter ${ident}\n`);
  data(Buffer.from(message, 'utf8'));
  if (parent) text(`from ${parent}\n`);
  text('deleteall\n');
  for (const file of files) {
    // fast-import takes a path as the rest of the line; one with a line feed or a leading quote would need quoting, which the generator never makes.
    if (file.path.includes('\n') || file.path.startsWith('"')) throw new Error(`unexpected path in the generated project: ${JSON.stringify(file.path)}`);
    text(`M ${gitMode(file)} inline ${file.path}\n`);
    data(bytesOf(file));
  }
  text('done\n');
  await git(root, ['fast-import', '--quiet', '--done'], Buffer.concat(chunks));
  return (await pristineHead(root))!;
}

/** Merges the pristine branch into the current one; on conflicts, leaves git's state and names the files. */
export async function mergePristine(root: string, message: string, strategy: string[] = []): Promise<void> {
  const merge = await gitTry(root, ['merge', '--no-ff', '--no-edit', ...strategy, '-m', message, PRISTINE_BRANCH]);
  if (merge.ok) return;
  const conflicts = (await git(root, ['diff', '--name-only', '--diff-filter=U'])).split('\n').filter(Boolean);
  if (conflicts.length > 0) {
    throw new CliError(
      EXIT.conflicts,
      'MERGE_CONFLICTS',
      `The generator's change and yours touch the same lines in ${conflicts.length} file${conflicts.length === 1 ? '' : 's'}:\n${conflicts.map((f) => `  ${f}`).join('\n')}\nResolve them, git add them and git commit (or git merge --abort to undo).`,
      { conflicts },
    );
  }
  const said = (merge.stderr || merge.stdout).trim();
  throw new CliError(EXIT.repository, 'MERGE_FAILED', `The ${PRISTINE_BRANCH} branch has the new generation, but git could not merge it:\n${said}\nFix that, then run: git merge ${PRISTINE_BRANCH}`);
}

/** The text of a file on a commit, or null when it holds none. */
export async function fileAt(root: string, commit: string, file: string): Promise<string | null> {
  const shown = await gitTry(root, ['show', `${commit}:${file}`]);
  return shown.ok ? shown.stdout : null;
}
