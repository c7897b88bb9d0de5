// Running the gostarter command as a user does: a real process, real git, real Go.
import { spawnSync } from 'node:child_process';
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

function ran(result: ReturnType<typeof spawnSync>): Ran {
  const stdout = String(result.stdout);
  let json = {};
  try {
    json = JSON.parse(stdout);
  } catch {
    // not a --json run
  }
  return { code: result.status ?? -1, stdout, stderr: String(result.stderr), json };
}

/** `gostarter <args>` from the sources (cli/main.ts), in `cwd`, with extra environment. */
export function gostarter(cwd: string, args: string[], extra: NodeJS.ProcessEnv = {}): Ran {
  const tsx = path.join(root, 'node_modules', '.bin', 'tsx');
  return ran(spawnSync(tsx, ['--tsconfig', path.join(root, 'tsconfig.json'), path.join(root, 'cli', 'main.ts'), ...args], { cwd, env: { ...env, ...extra }, encoding: 'utf8' }));
}

/** Any program, failing the test with its output when it fails. */
export function sh(cwd: string, program: string, args: string[], extra: NodeJS.ProcessEnv = {}): string {
  const result = spawnSync(program, args, { cwd, env: { ...env, ...extra }, encoding: 'utf8', maxBuffer: 64 << 20 });
  if (result.status !== 0) throw new Error(`${program} ${args.join(' ')} failed (${result.status}):\n${result.stdout}\n${result.stderr}`);
  return result.stdout;
}

export const repositoryRoot = root;
