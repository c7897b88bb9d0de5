// Project trees on disk and in git, for the checks that apply patches with real git: a zip's files as a
// tree, a tree written and committed in a new repository, a folder read back, and two trees compared
// byte for byte with their executable bits.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import JSZip from 'jszip';

export type Tree = Map<string, { bytes: Buffer; executable: boolean }>;

/** Runs git with no user or system configuration, so the machine's settings cannot change a result. */
export function git(cwd: string, args: string[], input?: string): { code: number; output: string } {
  const env = {
    ...process.env,
    GIT_CONFIG_NOSYSTEM: '1',
    GIT_CONFIG_GLOBAL: '/dev/null',
    GIT_AUTHOR_NAME: 'Patch Check',
    GIT_AUTHOR_EMAIL: 'patch@example.com',
    GIT_COMMITTER_NAME: 'Patch Check',
    GIT_COMMITTER_EMAIL: 'patch@example.com',
  };
  const r = spawnSync('git', args, { cwd, env, input, encoding: 'utf8' });
  return { code: r.status ?? -1, output: `${r.stdout ?? ''}${r.stderr ?? ''}${r.error ? String(r.error) : ''}` };
}

export function mustGit(cwd: string, args: string[], input?: string): void {
  const r = git(cwd, args, input);
  if (r.code !== 0) throw new Error(`git ${args.join(' ')} failed in ${cwd}:\n${r.output}`);
}

/** The files of a project's zip (every entry under `<projectName>/`), paths relative to the project. */
export async function zipTree(zip: Uint8Array, projectName: string): Promise<Tree> {
  const archive = await JSZip.loadAsync(zip);
  const tree: Tree = new Map();
  for (const entry of Object.values(archive.files)) {
    if (entry.dir) continue;
    if (!entry.name.startsWith(`${projectName}/`)) throw new Error(`unexpected zip entry ${entry.name}`);
    const mode = typeof entry.unixPermissions === 'number' ? entry.unixPermissions : 0o644;
    tree.set(entry.name.slice(projectName.length + 1), { bytes: Buffer.from(await entry.async('uint8array')), executable: (mode & 0o111) !== 0 });
  }
  return tree;
}

/** Writes the tree into a new repository and commits it. */
export function commitTree(dir: string, tree: Tree): void {
  fs.mkdirSync(dir, { recursive: true });
  for (const [p, f] of tree) {
    const target = path.join(dir, p);
    fs.mkdirSync(path.dirname(target), { recursive: true });
    fs.writeFileSync(target, f.bytes);
    fs.chmodSync(target, f.executable ? 0o755 : 0o644);
  }
  mustGit(dir, ['init', '-q']);
  mustGit(dir, ['add', '-A']);
  mustGit(dir, ['commit', '-q', '-m', 'project']);
}

/** The files under `dir`, .git left out. */
export function readTree(dir: string): Tree {
  const tree: Tree = new Map();
  const walk = (rel: string) => {
    for (const entry of fs.readdirSync(path.join(dir, rel), { withFileTypes: true })) {
      const p = rel ? `${rel}/${entry.name}` : entry.name;
      if (p === '.git') continue;
      if (entry.isDirectory()) walk(p);
      else if (entry.isFile()) tree.set(p, { bytes: fs.readFileSync(path.join(dir, p)), executable: (fs.statSync(path.join(dir, p)).mode & 0o111) !== 0 });
      else throw new Error(`${p}: neither a file nor a folder`);
    }
  };
  walk('');
  return tree;
}

/** The differences between two trees, for a failure message; empty when they are equal. */
export function compareTrees(actual: Tree, expected: Tree): string[] {
  const problems: string[] = [];
  for (const [p, want] of expected) {
    const got = actual.get(p);
    if (!got) problems.push(`missing ${p}`);
    else if (!got.bytes.equals(want.bytes)) problems.push(`content differs: ${p}`);
    else if (got.executable !== want.executable) problems.push(`mode differs: ${p} (${got.executable ? '755' : '644'}, expected ${want.executable ? '755' : '644'})`);
  }
  for (const p of actual.keys()) if (!expected.has(p)) problems.push(`unexpected ${p}`);
  return problems;
}
