// The live reload of a generated project (the air feature), as `make dev` runs it: air builds
// cmd/server with the project's .air.toml, starts it, and the service answers GET /health; on SIGINT
// (Ctrl-C) air stops the service gracefully (send_interrupt) and exits, leaving no process behind.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { freePort } from './services';
import { AIR_START_MS, AIR_STOP_MS, HEALTH_ATTEMPT_MS } from './timeouts';

export interface AirResult {
  code: number;
  output: string;
}

/** Every process below pid, from /proc (Linux), deepest last. */
function descendants(pid: number): number[] {
  let children: number[] = [];
  try {
    children = fs.readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').split(/\s+/).filter(Boolean).map(Number);
  } catch {
    return [];
  }
  return children.flatMap((c) => [c, ...descendants(c)]);
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * Runs `air` in dir, a generated project with .air.toml, and checks that the service it builds answers
 * GET /health with 200, then that SIGINT stops air and the service within AIR_STOP_MS (less than the
 * kill_delay of .air.toml, so the service stopped by itself rather than being killed). `env` is the
 * service's environment as for the boot (the values of .env.example, the servers' addresses); PORT is
 * set to a free port. null when the project has no .air.toml.
 */
export async function checkAir(dir: string, env: NodeJS.ProcessEnv): Promise<AirResult | null> {
  const first = await checkAirOnce(dir, env);
  // A free port can be taken by another project's process before the service binds it: try another.
  if (first && first.code !== 0 && first.output.includes('address already in use')) return checkAirOnce(dir, env);
  return first;
}

async function checkAirOnce(dir: string, env: NodeJS.ProcessEnv): Promise<AirResult | null> {
  const [startMs, stopMs] = [AIR_START_MS, AIR_STOP_MS];
  if (!fs.existsSync(path.join(dir, '.air.toml'))) return null;
  const port = await freePort();
  // Its own process group, so that whatever is left when the check fails can be killed as a whole.
  const child = spawn('air', [], { cwd: dir, env: { ...env, PORT: String(port) }, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
  let output = '';
  child.stdout.on('data', (d: Buffer) => (output += d.toString()));
  child.stderr.on('data', (d: Buffer) => (output += d.toString()));
  let exited: number | null | undefined;
  let spawnError: Error | undefined;
  const exit = new Promise<void>((resolve) => {
    child.on('error', (err) => {
      spawnError = err;
      exited = -1;
      resolve();
    });
    child.on('exit', (code, signal) => {
      exited = code ?? (signal ? -1 : null);
      resolve();
    });
  });
  const stopped = () => Promise.race([exit.then(() => true), sleep(stopMs).then(() => false)]);
  // After a failure: air is asked to stop (it then removes tmp/), and whatever is left is killed.
  const fail = async (why: string, leftover: number[] = []): Promise<AirResult> => {
    const pids = [child.pid!, ...descendants(child.pid!), ...leftover];
    if (exited === undefined) {
      child.kill('SIGINT');
      await stopped();
    }
    try {
      process.kill(-child.pid!, 'SIGKILL');
    } catch {
      // the group is gone already
    }
    for (const pid of pids) if (alive(pid)) process.kill(pid, 'SIGKILL');
    return { code: 1, output: `${why}\n--- air output ---\n${output}` };
  };

  const url = `http://127.0.0.1:${port}/health`;
  const deadline = Date.now() + startMs;
  let last = '';
  let healthy = false;
  // air keeps running when the build fails or the service exits (it waits for the next change): its
  // messages for both end the wait early.
  const gaveUp = /failed to build|Process Exit with Code/;
  while (Date.now() < deadline && exited === undefined && !gaveUp.test(output)) {
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(HEALTH_ATTEMPT_MS) });
      last = `${res.status} ${await res.text()}`;
      if (res.status === 200) {
        healthy = true;
        break;
      }
    } catch (err) {
      last = String((err as Error).cause ?? err);
    }
    await sleep(250);
  }
  if (spawnError) return { code: 1, output: `air is not installed (bash scripts/go-tools.sh): ${spawnError.message}` };
  if (exited !== undefined) return fail(`air exited with code ${exited} before the service answered /health`);
  if (!healthy) return fail(gaveUp.test(output) ? 'the build failed or the service exited under air' : `GET /health did not answer 200 within ${startMs / 1000}s of starting air (last: ${last})`);

  // The service air started: it must be gone once air has exited.
  const started = descendants(child.pid!);
  const before = output.length;
  child.kill('SIGINT');
  if (!(await stopped())) return fail(`air did not exit within ${stopMs / 1000}s of SIGINT`);
  const left = started.filter(alive);
  if (left.length > 0) return fail(`processes started by air still run after it exited: ${left.join(', ')}`, left);
  if (exited !== 0) return fail(`air exited with code ${exited} after SIGINT (the service's own exit code when it is not 0)`);
  if (fs.existsSync(path.join(dir, 'tmp'))) return fail('air left tmp/ behind (clean_on_exit)');
  // air exits 0 even when it had to kill the service: the service's own log tells that it stopped
  // gracefully (the message of every adapter's Run) and without an error.
  const stopping = output.slice(before);
  if (!stopping.includes('"http server stopped"') || stopping.includes('service stopped with an error')) {
    return fail('the service did not log a graceful stop ("http server stopped") after SIGINT');
  }
  return { code: 0, output };
}
