// Benchmark of the public site: first-load JavaScript (sum of the gzip sizes of every script a page's
// HTML loads) and Lighthouse's mobile performance score and LCP of the home page, the documentation and
// the generator, in headless Chromium against a production build. Budgets (design.md): first-load JS
// under 150 kB gzip, Lighthouse performance >= 95 and LCP under 2.5 s on every run. Each run also prints
// its total blocking time and main-thread script time, which noise on the machine moves less than the score.
//
//   npx tsx bench/site.ts [--build] [--port 3302] [--dist .next-bench] [--runs 3] [--floor] [--pages /,/documentation]
//
// --floor also measures the framework's floor on this machine: the same Lighthouse runs on a Next.js
// page with no code of ours (static text under a bare layout, built with this project's next and
// react). Every page of the site runs that much and more: beyond the noise between runs, none scores higher.
//
// Without --build an existing build in --dist is used (built first when there is none). Lighthouse runs
// its default profile: a mid-range phone on a slow 4G network, simulated (so other work on the machine
// moves the figures less than with real throttling).
//
// The phone's CPU is simulated as this machine's slowed down by a multiplier. The budget is for
// Lighthouse's mobile preset, which slows the host 4 times (its default; its documentation gives 4 for a
// high-end desktop, BenchmarkIndex 1500-2000), and which anyone running Lighthouse gets. On a host that
// Lighthouse finds too slow for it, its report says so ("The tested device appears to have a slower CPU
// than Lighthouse expects"), and the run prints that warning.
// --calibrate simulates one phone whatever the host: the multiplier is calibrated from the host's
// BenchmarkIndex (the median of three first runs, not counted) with the formula of the calculator that
// Lighthouse's throttling documentation links (cpuMultiplier). That is the fair reading on a slow host.
// On a fast one the calculator runs past its data (fitted from 1300 = 3x to 2000 = 6x): at 3,230 it gave
// 11.3x, its own confidence range there 7.1-15.4x, and the framework alone, 99-100 at 4x on that host as
// on the reference machine, scored 93. Compare a calibrated run with the floor's (--floor) at the same
// multiplier. --cpu-multiplier N runs any other.
import { execFile, execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type Browser } from '@playwright/test';
import { BUDGET_PAGES, firstLoadJs, FIRST_LOAD_JS_BUDGET_KB, measureScripts, type JsFigures } from '../tests/utils/first-load-js';
import { median, startProcess, startProductionServer } from './server';

const arg = (name: string, fallback: string) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 && process.argv[i + 1] && !process.argv[i + 1].startsWith('--') ? process.argv[i + 1] : fallback;
};
const PORT = Number(arg('port', '3302'));
const DIST = arg('dist', '.next-bench');
const RUNS = Number(arg('runs', '3'));
const BUILD = process.argv.includes('--build');
const FLOOR = process.argv.includes('--floor');
const FIXED_MULTIPLIER = arg('cpu-multiplier', '');
const CALIBRATE = process.argv.includes('--calibrate');
/** The CPU slowdown of Lighthouse's mobile preset (its default). */
const PRESET_MULTIPLIER = 4;
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const BASE = `http://127.0.0.1:${PORT}`;
const LIGHTHOUSE_BUDGET = 95;
const LCP_BUDGET_MS = 2500;

/** The pages the budgets are for (BUDGET_PAGES); --pages takes a comma-separated subset. */
const PAGES = arg('pages', BUDGET_PAGES.join(',')).split(',');

const kb = (bytes: number) => (bytes / 1024).toFixed(1);

/** Every script a browser fetched until the network went idle: first load plus link prefetches. */
async function loadedInBrowser(browser: Browser, pathname: string): Promise<JsFigures> {
  const context = await browser.newContext();
  const page = await context.newPage();
  const urls: string[] = [];
  page.on('request', (req) => {
    if (req.resourceType() === 'script') urls.push(new URL(req.url()).pathname);
  });
  await page.goto(BASE + pathname, { waitUntil: 'networkidle' });
  await context.close();
  return measureScripts(BASE, urls);
}

interface LighthouseRun {
  score: number;
  /** The host's CPU as Lighthouse measured it during the run (its environment's benchmarkIndex). */
  benchmarkIndex: number;
  lcpMs: number;
  /** Total blocking time, ms. */
  tbtMs: number;
  /** Main-thread time spent on script (evaluation, parsing and compiling), ms, as Lighthouse simulates it. */
  scriptMs: number;
  /** The other figures of the run: paint metrics, main-thread total, long tasks, unused JavaScript. */
  detail: string;
}

interface Audit {
  numericValue?: number;
  details?: { items?: { group?: string; duration?: number; wastedBytes?: number; items?: { node?: { selector?: string } }[] }[] };
}

// Lighthouse's command line in its own Node.js process: through tsx, the functions it sends to the
// browser would carry tsx's helpers and fail there (`__name is not defined`).
const LIGHTHOUSE_CLI = require.resolve('lighthouse/cli/index.js');

/**
 * The CPU slowdown that simulates a mid-tier phone (BenchmarkIndex about 150-800) on a host of this
 * BenchmarkIndex: the formula of Lighthouse's CPU throttling calculator, which its docs/throttling.md links
 * (a high-end desktop of 1533 gets Lighthouse's default of 4).
 */
function cpuMultiplier(benchmarkIndex: number): number {
  if (benchmarkIndex >= 1300) return 3 + (benchmarkIndex - 1300) / 233;
  if (benchmarkIndex >= 800) return 2 + (benchmarkIndex - 800) / 500;
  return Math.max(1, 1 + (benchmarkIndex - 150) / 650);
}

/** The CPU slowdown of the runs: fixed by --cpu-multiplier, Lighthouse's preset, or with --calibrate calibrated once from the first runs. */
const CALIBRATION_RUNS = 3;
let multiplier: number | undefined = FIXED_MULTIPLIER ? Number(FIXED_MULTIPLIER) : CALIBRATE ? undefined : PRESET_MULTIPLIER;

async function lighthouse(url: string, port: number): Promise<LighthouseRun> {
  if (multiplier === undefined) {
    // One reading of the index moves by a third on a shared machine (1,050 to 1,750 within minutes): the
    // median of CALIBRATION_RUNS readings.
    const calibration: LighthouseRun[] = [];
    for (let i = 0; i < CALIBRATION_RUNS; i++) calibration.push(await runLighthouse(url, port, PRESET_MULTIPLIER));
    const indices = calibration.map((r) => r.benchmarkIndex);
    multiplier = Math.round(cpuMultiplier(median(indices)) * 100) / 100;
    console.log(
      `  (calibration: BenchmarkIndex ${indices.join(', ')}, median ${median(indices)}: CPU slowdown ${multiplier}x in place of ${PRESET_MULTIPLIER}x; ` +
        `at ${PRESET_MULTIPLIER}x these runs scored ${calibration.map((r) => r.score).join(', ')}, TBT ${calibration.map((r) => r.tbtMs).join(', ')} ms)`,
    );
  }
  return runLighthouse(url, port, multiplier);
}

async function runLighthouse(url: string, port: number, cpuSlowdown: number): Promise<LighthouseRun> {
  const args = [
    LIGHTHOUSE_CLI,
    url,
    `--port=${port}`,
    '--only-categories=performance',
    `--throttling.cpuSlowdownMultiplier=${cpuSlowdown}`,
    '--output=json',
    '--output-path=stdout',
    '--quiet',
  ];
  const stdout = await new Promise<string>((resolve, reject) =>
    execFile(process.execPath, args, { maxBuffer: 64 << 20 }, (err, out) => (err ? reject(err) : resolve(out))),
  );
  const lhr = JSON.parse(stdout) as {
    categories: { performance: { score: number | null } };
    audits: Record<string, Audit>;
    environment: { benchmarkIndex: number };
    runWarnings: string[];
  };
  const metric = (id: string) => lhr.audits[id].numericValue ?? NaN;
  const items = (id: string) => lhr.audits[id].details?.items ?? [];
  // The main thread's time by kind of work; script is what shipping less JavaScript shortens.
  const work = items('mainthread-work-breakdown');
  const scriptMs = work.filter((w) => w.group === 'scriptEvaluation' || w.group === 'scriptParseCompile').reduce((n, w) => n + (w.duration ?? 0), 0);
  const unusedJs = items('unused-javascript').reduce((n, i) => n + (i.wastedBytes ?? 0), 0);
  return {
    score: Math.round((lhr.categories.performance.score ?? 0) * 100),
    benchmarkIndex: Math.round(lhr.environment.benchmarkIndex),
    lcpMs: Math.round(metric('largest-contentful-paint')),
    tbtMs: Math.round(metric('total-blocking-time')),
    scriptMs: Math.round(scriptMs),
    detail: [
      `BenchmarkIndex ${Math.round(lhr.environment.benchmarkIndex)}`,
      `FCP ${(metric('first-contentful-paint') / 1000).toFixed(2)} s`,
      `SI ${(metric('speed-index') / 1000).toFixed(2)} s`,
      `CLS ${metric('cumulative-layout-shift').toFixed(3)}`,
      `main thread ${Math.round(metric('mainthread-work-breakdown'))} ms`,
      `long tasks ${items('long-tasks').length}`,
      `unused JS ${kb(unusedJs)} kB`,
      // What the page painted last as its largest element: text that changes after hydration moves LCP there.
      `LCP element ${items('largest-contentful-paint-element')[0]?.items?.[0]?.node?.selector ?? 'unknown'}`,
      // Lighthouse's own doubts about the run: a host too slow for its preset, say.
      ...lhr.runWarnings.map((w) => `Lighthouse warns: ${w}`),
    ].join(', '),
  };
}

/** RUNS Lighthouse runs of each page of `base`, one after the other in one browser, each from a cold cache. */
async function lighthouseRuns(base = BASE, pages = PAGES): Promise<Map<string, LighthouseRun[]>> {
  const port = PORT + 1000;
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: [`--remote-debugging-port=${port}`, '--no-sandbox', '--disable-gpu', '--headless=new'],
  });
  const runs = new Map<string, LighthouseRun[]>();
  try {
    for (const page of pages) {
      runs.set(page, []);
      for (let i = 0; i < RUNS; i++) {
        const run = await lighthouse(base + page, port);
        const ok = run.score >= LIGHTHOUSE_BUDGET && run.lcpMs < LCP_BUDGET_MS;
        console.log(
          `  ${page.padEnd(14)} run ${i + 1}: performance ${run.score}, LCP ${(run.lcpMs / 1000).toFixed(2)} s, TBT ${run.tbtMs} ms, script ${run.scriptMs} ms ${ok ? 'PASS' : 'FAIL'} (${run.detail})`,
        );
        runs.get(page)!.push(run);
      }
    }
    return runs;
  } finally {
    await browser.close();
  }
}

/** A page of static text, about the home page's length, with nothing interactive. */
const FLOOR_APP: Record<string, string> = {
  'package.json': JSON.stringify({ name: 'floor', private: true }),
  'app/layout.tsx': 'export default function Layout({ children }: { children: React.ReactNode }) {\n  return (<html lang="en"><body><main>{children}</main></body></html>);\n}\n',
  'app/page.tsx':
    'export default function Page() {\n  return (<div><h1>A Go backend that builds on the first try</h1>{Array.from({ length: 40 }, (_, i) => <p key={i}>Paragraph {i} of static text about the product and what it does.</p>)}</div>);\n}\n',
};

/** Lighthouse on FLOOR_APP, built and served from a scratch folder with this project's packages. */
async function floorRuns(): Promise<LighthouseRun[]> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'gostarter-floor-'));
  try {
    // Hard links: the bundler refuses a node_modules that links outside the project's folder.
    execFileSync('cp', ['-al', path.resolve('node_modules'), path.join(dir, 'node_modules')]);
    for (const [file, text] of Object.entries(FLOOR_APP)) {
      fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
      fs.writeFileSync(path.join(dir, file), text);
    }
    const env = { ...process.env, NEXT_TELEMETRY_DISABLED: '1' };
    const built = spawnSync(process.execPath, ['node_modules/next/dist/bin/next', 'build'], { cwd: dir, env, stdio: ['ignore', 'ignore', 'inherit'] });
    if (built.status !== 0) throw new Error('the floor page did not build');
    const port = PORT + 2;
    const base = `http://127.0.0.1:${port}`;
    const server = await startProcess(process.execPath, ['node_modules/next/dist/bin/next', 'start', '-p', String(port)], { cwd: dir, env, stdio: 'ignore' }, () =>
      fetch(base).then((r) => r.ok, () => false),
    );
    try {
      return (await lighthouseRuns(base, ['/'])).get('/')!;
    } finally {
      await server.stop();
    }
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

async function main() {
  const server = await startProductionServer(PORT, { RATE_LIMIT_REQUESTS: 'off' }, { build: BUILD || !fs.existsSync(path.join(DIST, 'BUILD_ID')), distDir: DIST });
  let failed = false;
  try {
    console.log('');
    for (const page of PAGES) {
      const js = await firstLoadJs(BASE, page);
      const ok = js.gzip / 1024 < FIRST_LOAD_JS_BUDGET_KB;
      failed ||= !ok;
      console.log(`${page} first-load JS: ${js.files.length} scripts, ${kb(js.raw)} kB raw, ${kb(js.gzip)} kB gzip: ${ok ? 'PASS' : 'FAIL'} (budget ${FIRST_LOAD_JS_BUDGET_KB} kB)`);
      for (const f of js.files.sort((a, b) => b.gzip - a.gzip)) console.log(`  ${kb(f.gzip).padStart(7)} kB  ${f.url}`);
    }
    const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox', '--disable-gpu'] });
    const idle = await loadedInBrowser(browser, '/');
    const generator = await loadedInBrowser(browser, '/?step=stack');
    await browser.close();
    console.log(`Home page until network idle (link prefetches included): ${idle.files.length} scripts, ${kb(idle.gzip)} kB gzip`);
    console.log(`Generator open (/?step=stack) until network idle: ${generator.files.length} scripts, ${kb(generator.gzip)} kB gzip`);

    console.log(`\nLighthouse, mobile (budget: performance >= ${LIGHTHOUSE_BUDGET} and LCP under ${LCP_BUDGET_MS / 1000} s on every run):`);
    for (const [page, runs] of await lighthouseRuns()) {
      const ok = runs.every((r) => r.score >= LIGHTHOUSE_BUDGET && r.lcpMs < LCP_BUDGET_MS);
      failed ||= !ok;
      const scores = runs.map((r) => r.score).join(', ');
      const lcps = runs.map((r) => (r.lcpMs / 1000).toFixed(2)).join(', ');
      const tbts = runs.map((r) => r.tbtMs).join(', ');
      const script = runs.map((r) => r.scriptMs).join(', ');
      console.log(`${page.padEnd(14)} performance ${scores}; LCP ${lcps} s; TBT ${tbts} ms; script ${script} ms (CPU slowdown ${multiplier}x): ${ok ? 'PASS' : 'FAIL'}`);
    }
    if (FLOOR) {
      console.log('\nThe framework alone (a Next.js page of static text, no code of ours), the same runs:');
      const runs = await floorRuns();
      console.log(`floor          performance ${runs.map((r) => r.score).join(', ')}; LCP ${runs.map((r) => (r.lcpMs / 1000).toFixed(2)).join(', ')} s; TBT ${runs.map((r) => r.tbtMs).join(', ')} ms`);
    }
  } finally {
    await server.stop();
  }
  process.exitCode = failed ? 1 : 0;
}

main().catch((err) => {
  console.error(err);
  process.exitCode = 1;
});
