// A production build of the site served on a local port, for the HTTP benchmarks. BENCH_DIST_DIR picks
// another build folder, so two checkouts' benchmarks cannot overwrite each other's build. Without
// DATABASE_URL or DATA_DIR the server gets an embedded database of its own: PGlite takes one process at
// a time, and a development server may hold the checkout's.
import { spawn, spawnSync, type SpawnOptions } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export interface BenchServer {
  base: string;
  /** The server's process id (its CPU time: cpuMs). */
  pid: number;
  stop: () => Promise<void>;
}

/**
 * Builds the site (unless `build` is false: a benchmark starting several servers builds once) and serves
 * it with `next start` on `port`, with `env` added to this process's environment.
 */
/**
 * The process settings the production image gives the site (Dockerfile): glibc keeps the few hundred KiB
 * of each zip's buffer in its heap for reuse instead of mapping fresh pages every time.
 */
export const PRODUCTION_ENV = { MALLOC_MMAP_THRESHOLD_: '8388608', MALLOC_TRIM_THRESHOLD_: '134217728' };

export async function startProductionServer(
  port: number,
  env: Record<string, string>,
  { build = true, distDir = process.env.BENCH_DIST_DIR || '.next-bench' } = {},
): Promise<BenchServer> {
  const serverEnv: NodeJS.ProcessEnv = { ...process.env, ...PRODUCTION_ENV, ...env, NEXT_DIST_DIR: distDir, NEXT_TELEMETRY_DISABLED: '1' };
  let scratch: string | undefined;
  if (!serverEnv.DATABASE_URL && !serverEnv.DATA_DIR) {
    scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'gostarter-bench-'));
    serverEnv.DATA_DIR = scratch;
  }
  const removeScratch = () => scratch && fs.rmSync(scratch, { recursive: true, force: true });
  if (build) {
    console.log(`\nBuilding the production server (${distDir})...`);
    // npm run build: next build and the step after it (the pages' script hashes in the proxy).
    const built = spawnSync('npm', ['run', 'build'], { env: serverEnv, stdio: ['ignore', 'ignore', 'inherit'] });
    if (built.status !== 0) {
      removeScratch();
      throw new Error('npm run build failed');
    }
  }
  const base = `http://127.0.0.1:${port}`;
  const server = await startProcess(
    'node',
    ['node_modules/next/dist/bin/next', 'start', '-p', String(port)],
    { env: serverEnv, stdio: 'ignore' },
    () => fetch(`${base}/features`).then((r) => r.ok, () => false),
  ).catch((err) => {
    removeScratch();
    throw err;
  });
  return {
    base,
    pid: server.pid,
    stop: async () => {
      await server.stop();
      removeScratch();
    },
  };
}

/**
 * Starts a server process and resolves once `isUp` says it answers (asked every `intervalMs`, at most
 * `tries` times, then the process is stopped and the call fails); `stop` ends it and waits for its exit.
 */
export async function startProcess(
  command: string,
  args: string[],
  options: SpawnOptions,
  isUp: () => Promise<boolean>,
  { tries = 120, intervalMs = 500 } = {},
): Promise<{ pid: number; stop: () => Promise<void> }> {
  const child = spawn(command, args, options);
  const exited = new Promise((r) => child.once('exit', r));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await exited;
  };
  for (let i = 0; !(await isUp()); i++) {
    if (i >= tries) {
      await stop();
      throw new Error(`${command} ${args.join(' ')} did not start`);
    }
    await new Promise((r) => setTimeout(r, intervalMs));
  }
  return { pid: child.pid!, stop };
}

/** Runs a benchmark's in-process part, then its HTTP part unless `--no-http`; a failure exits 1. */
export function runBench(inProcess: () => Promise<void>, overHttp: () => Promise<void>): void {
  (async () => {
    await inProcess();
    if (!process.argv.includes('--no-http')) await overHttp();
  })().catch((err) => {
    console.error(err);
    process.exit(1);
  });
}

export const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
/** The middle value (the upper one of an even count); `values` is left unsorted. */
export const median = (values: number[]) => percentile([...values].sort((a, b) => a - b), 50);
export const fmt = (ms: number) => `${ms.toFixed(2)} ms`;

/** The CPU time this process has used so far, in ms (the load client's share). */
export const ownCpuMs = () => {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
};

/**
 * The CPU time (user + system, ms) the processes `pids` and their descendants have used so far, from
 * /proc (Linux); processes that are gone count 0. On a machine shared with other work, CPU time per
 * request is steadier than requests per second.
 */
export function cpuMs(pids: readonly number[]): number {
  if (!fs.existsSync('/proc/self/stat')) return 0;
  const stats = new Map<number, { ppid: number; ticks: number }>();
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      // The fields after the command name (which may hold spaces): state, ppid, ... utime (14), stime (15).
      const text = fs.readFileSync(`/proc/${entry}/stat`, 'utf8');
      const fields = text.slice(text.lastIndexOf(')') + 2).split(' ');
      stats.set(Number(entry), { ppid: Number(fields[1]), ticks: Number(fields[11]) + Number(fields[12]) });
    } catch {
      // exited meanwhile
    }
  }
  const wanted = new Set(pids);
  for (let grew = true; grew; ) {
    grew = false;
    for (const [pid, { ppid }] of stats) {
      if (wanted.has(pid) || !wanted.has(ppid)) continue;
      wanted.add(pid);
      grew = true;
    }
  }
  let ticks = 0;
  for (const pid of wanted) ticks += stats.get(pid)?.ticks ?? 0;
  return (ticks * 1000) / 100; // USER_HZ is 100 on Linux
}

export interface LoadFigures {
  requests: number;
  errors: number;
  /** Requests answered per second. */
  rps: number;
  p50: number;
  p99: number;
  /** Per answered request, the growth of each meter given to measureLoad. */
  cpu: Record<string, number>;
}

/**
 * Calls `call` from `concurrency` loops for `seconds` and measures what succeeded; `call` throws for a
 * failed request. The load comes from this process, on the same machine as the server.
 */
export async function measureLoad(
  call: () => Promise<void>,
  concurrency: number,
  seconds: number,
  /** CPU meters (cumulative ms, e.g. cpuMs of some processes) whose growth per request to report, by name. */
  meters: Record<string, () => Promise<number> | number> = {},
): Promise<LoadFigures> {
  const read = () => Promise.all(Object.values(meters).map((meter) => meter()));
  const cpuBefore = await read();
  const latencies: number[] = [];
  const deadline = performance.now() + seconds * 1000;
  const started = performance.now();
  let errors = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (performance.now() < deadline) {
        const t = performance.now();
        try {
          await call();
          latencies.push(performance.now() - t);
        } catch {
          errors++;
        }
      }
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  const cpuAfter = await read();
  const cpu = Object.fromEntries(Object.keys(meters).map((name, i) => [name, (cpuAfter[i] - cpuBefore[i]) / Math.max(1, latencies.length)]));
  latencies.sort((a, b) => a - b);
  return { requests: latencies.length, errors, rps: latencies.length / elapsed, p50: percentile(latencies, 50), p99: percentile(latencies, 99), cpu };
}

/**
 * Registers a new account on the server and verifies it with the code from the mail outbox (the
 * server's DATA_DIR/outbox): the bearer token of a signed-in API caller.
 */
export async function signedInToken(base: string, outbox: string, prefix: string): Promise<string> {
  const email = `${prefix}-${Date.now()}@example.com`;
  const password = 'Bench!passw0rd';
  const post = (p: string, body: unknown, cookie = '') =>
    fetch(base + p, { method: 'POST', headers: { 'Content-Type': 'application/json', ...(cookie && { Cookie: cookie }) }, body: JSON.stringify(body) });
  const registered = await post('/auth/register', { email, password });
  if (!registered.ok) throw new Error(`register: ${registered.status} ${await registered.text()}`);
  // The registration cookie: only the client that registered verifies.
  const cookie = registered.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
  let code: string | undefined;
  for (let i = 0; i < 50 && !code; i++) {
    const mail = fs.existsSync(outbox) ? fs.readdirSync(outbox).find((f) => f.includes(`-${email}-`)) : undefined;
    code = mail ? /verification code is: (\d{6})/.exec(fs.readFileSync(path.join(outbox, mail), 'utf8'))?.[1] : undefined;
    if (!code) await new Promise((r) => setTimeout(r, 200));
  }
  if (!code) throw new Error(`no verification mail for ${email} in ${outbox}`);
  const verified = await post('/auth/verify-otp', { email, otp: code }, cookie);
  if (!verified.ok) throw new Error(`verify: ${verified.status} ${await verified.text()}`);
  return ((await verified.json()) as { token: string }).token;
}
