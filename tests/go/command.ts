// Every command the verification runs, run without blocking: several configurations share one Node
// process, and a synchronous command (spawnSync) would freeze the probes of the others while it runs,
// so that their requests' timers fire before the answers already waiting on their sockets are read.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { COMMAND_MS } from './timeouts';

/** How a check went: 0 when it passed, and what it printed or why it failed. */
export interface Outcome {
  /** The exit code; -1 when the command could not start (missing), null when killed by a signal. */
  code: number | null;
  /** stdout and stderr interleaved as they came. */
  output: string;
}

export interface RunResult extends Outcome {
  stdout: string;
}

/** What a child process prints, as it prints it: stdout and stderr interleaved, and stdout alone. */
export function capture(child: ChildProcess): { output: () => string; stdout: () => string } {
  let output = '';
  let stdout = '';
  child.stdout?.on('data', (d: Buffer) => {
    output += d.toString();
    stdout += d.toString();
  });
  child.stderr?.on('data', (d: Buffer) => (output += d.toString()));
  return { output: () => output, stdout: () => stdout };
}

export function run(cmd: string, args: string[], { cwd = os.tmpdir(), env = process.env, timeoutMs = COMMAND_MS }: { cwd?: string; env?: NodeJS.ProcessEnv; timeoutMs?: number } = {}): Promise<RunResult> {
  return new Promise((resolve) => {
    const child = spawn(cmd, args, { cwd, env, stdio: ['ignore', 'pipe', 'pipe'] });
    const printed = capture(child);
    let killed = '';
    const timer = setTimeout(() => {
      killed = `\n[killed after ${timeoutMs / 1000}s]`;
      child.kill('SIGKILL');
    }, timeoutMs);
    child.on('error', (err) => {
      clearTimeout(timer);
      resolve({ code: -1, output: printed.output() + String(err), stdout: printed.stdout() });
    });
    child.on('close', (code) => {
      clearTimeout(timer);
      resolve({ code, output: printed.output() + killed, stdout: printed.stdout() });
    });
  });
}

/** The programs of tests/go the checks run, each its own Go module beside this file. */
export const HELPERS = ['kubecheck', 'kfake', 'compose-env'] as const;
export type Helper = (typeof HELPERS)[number];

const built = new Map<Helper, Promise<string>>();

/**
 * The binary of a helper program, built once per process into a temporary folder (removed at exit).
 * verify.ts builds all of them before the configurations start, while nothing else runs.
 */
export function helperBinary(name: Helper): Promise<string> {
  let binary = built.get(name);
  if (!binary) {
    binary = (async () => {
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), `gostarter-${name}-`));
      process.on('exit', () => fs.rmSync(dir, { recursive: true, force: true }));
      const file = path.join(dir, name);
      const r = await run('go', ['build', '-o', file, '.'], { cwd: path.join(__dirname, name) });
      if (r.code !== 0) throw new Error(`building tests/go/${name} failed:\n${r.output}`);
      return file;
    })();
    built.set(name, binary);
  }
  return binary;
}
