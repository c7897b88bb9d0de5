// A production build of the site served on a local port, for the HTTP benchmarks. BENCH_DIST_DIR picks
// another build folder, so two checkouts' benchmarks cannot overwrite each other's build. Without
// DATABASE_URL or DATA_DIR the server gets an embedded database of its own: PGlite takes one process at
// a time, and a development server may hold the checkout's.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export interface BenchServer {
  base: string;
  stop: () => Promise<void>;
}

export async function startProductionServer(port: number, env: Record<string, string>): Promise<BenchServer> {
  const distDir = process.env.BENCH_DIST_DIR || '.next-bench';
  const serverEnv: NodeJS.ProcessEnv = { ...process.env, ...env, NEXT_DIST_DIR: distDir, NEXT_TELEMETRY_DISABLED: '1' };
  let scratch: string | undefined;
  if (!serverEnv.DATABASE_URL && !serverEnv.DATA_DIR) {
    scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'gostarter-bench-'));
    serverEnv.DATA_DIR = scratch;
  }
  const removeScratch = () => scratch && fs.rmSync(scratch, { recursive: true, force: true });
  console.log(`\nBuilding the production server (${distDir})...`);
  const build = spawnSync('npx', ['next', 'build'], { env: serverEnv, stdio: ['ignore', 'ignore', 'inherit'] });
  if (build.status !== 0) {
    removeScratch();
    throw new Error('next build failed');
  }
  const server = spawn('node', ['node_modules/next/dist/bin/next', 'start', '-p', String(port)], { env: serverEnv, stdio: 'ignore' });
  const base = `http://127.0.0.1:${port}`;
  for (let i = 0; ; i++) {
    if (await fetch(`${base}/features`).then((r) => r.ok, () => false)) break;
    if (i > 120) {
      server.kill('SIGTERM');
      removeScratch();
      throw new Error('server did not start');
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  const exited = new Promise((r) => server.once('exit', r));
  return {
    base,
    stop: async () => {
      server.kill('SIGTERM');
      await exited;
      removeScratch();
    },
  };
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
