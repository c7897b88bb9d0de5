// Running the gostarter command as a user does: a real process, real git, real Go.
import { spawn, spawnSync } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(__dirname, '../..');

/** Git with a fixed identity and none of this machine's configuration (signing, hooks, default branch). */
export const env: NodeJS.ProcessEnv = {
  ...process.env,
  GIT_AUTHOR_NAME: 'Test User',
  GIT_AUTHOR_EMAIL: 'test@example.com',
  GIT_COMMITTER_NAME: 'Test User',
  GIT_COMMITTER_EMAIL: 'test@example.com',
  GIT_CONFIG_GLOBAL: '/dev/null',
  GIT_CONFIG_NOSYSTEM: '1',
};

export interface Ran {
  code: number;
  stdout: string;
  stderr: string;
  /** stdout as JSON, for --json runs. */
  json: Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
}

function ran(result: { status: number | null; stdout: unknown; stderr: unknown }): Ran {
  const stdout = String(result.stdout);
  let json = {};
  try {
    json = JSON.parse(stdout);
  } catch {
    // not a --json run
  }
  return { code: result.status ?? -1, stdout, stderr: String(result.stderr), json };
}

const tsx = path.join(root, 'node_modules', '.bin', 'tsx');
const fromSources = (args: string[]) => ['--tsconfig', path.join(root, 'tsconfig.json'), path.join(root, 'cli', 'main.ts'), ...args];

/** `gostarter <args>` from the sources (cli/main.ts), in `cwd`, with extra environment. */
export function gostarter(cwd: string, args: string[], extra: Record<string, string> = {}): Ran {
  return ran(spawnSync(tsx, fromSources(args), { cwd, env: { ...env, ...extra }, encoding: 'utf8' }));
}

/** The same without blocking this process: for a command that calls a server the test itself runs. */
export function gostarterAsync(cwd: string, args: string[]): Promise<Ran> {
  return new Promise((resolve, reject) => {
    const child = spawn(tsx, fromSources(args), { cwd, env });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (b: Buffer) => (stdout += b.toString('utf8')));
    child.stderr.on('data', (b: Buffer) => (stderr += b.toString('utf8')));
    child.on('error', reject);
    child.on('close', (status) => resolve(ran({ status, stdout, stderr })));
  });
}

/** Any program, failing the test with its output when it fails. */
export function sh(cwd: string, program: string, args: string[], extra: Record<string, string> = {}): string {
  const result = spawnSync(program, args, { cwd, env: { ...env, ...extra }, encoding: 'utf8', maxBuffer: 64 << 20 });
  if (result.status !== 0) throw new Error(`${program} ${args.join(' ')} failed (${result.status}):\n${result.stdout}\n${result.stderr}`);
  return result.stdout;
}

export const repositoryRoot = root;
