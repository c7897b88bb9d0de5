// Benchmark of the public site: the home page's first-load JavaScript (sum of the gzip sizes of every
// script the page loads) and its Lighthouse performance score, in headless Chromium against a
// production build. Budgets (design.md): first-load JS under 150 kB gzip, Lighthouse performance >= 95.
//
//   npx tsx bench/site.ts [--build] [--port 3302] [--dist .next-bench] [--runs 3]
//
// Without --build an existing build in --dist is used (built first when there is none).
// Lighthouse comes from the `lighthouse` package when installed; without it only the JS figure is given.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { chromium, type Browser } from '@playwright/test';

const arg = (name: string, fallback: string) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 && process.argv[i + 1] && !process.argv[i + 1].startsWith('--') ? process.argv[i + 1] : fallback;
};
const PORT = Number(arg('port', '3302'));
const DIST = arg('dist', '.next-bench');
const RUNS = Number(arg('runs', '3'));
const BUILD = process.argv.includes('--build');
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const BASE = `http://127.0.0.1:${PORT}`;
const JS_BUDGET_KB = 150;
const LIGHTHOUSE_BUDGET = 95;

const kb = (bytes: number) => (bytes / 1024).toFixed(1);

function build() {
  console.log(`Building into ${DIST} ...`);
  const r = spawnSync('node', ['node_modules/next/dist/bin/next', 'build'], {
    stdio: 'inherit',
    env: { ...process.env, NEXT_DIST_DIR: DIST, NEXT_TELEMETRY_DISABLED: '1' },
  });
  if (r.status !== 0) throw new Error('next build failed');
}

async function startServer(): Promise<ChildProcess> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gostarter-bench-site-'));
  const env: NodeJS.ProcessEnv = { ...process.env, NEXT_DIST_DIR: DIST, NEXT_TELEMETRY_DISABLED: '1', DATA_DIR: dataDir };
  const server = spawn('node', ['node_modules/next/dist/bin/next', 'start', '-p', String(PORT)], { env, stdio: ['ignore', 'pipe', 'pipe'] });
  server.stderr?.on('data', (d) => process.stderr.write(d));
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`${BASE}/`)).ok) return server;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  server.kill();
  throw new Error(`the server did not answer on ${BASE}`);
}

interface JsFigures {
  files: { url: string; raw: number; gzip: number }[];
  gzip: number;
  raw: number;
}

async function measure(urls: string[]): Promise<JsFigures> {
  const files = await Promise.all(
    [...new Set(urls)].map(async (url) => {
      const body = Buffer.from(await (await fetch(BASE + url)).arrayBuffer());
      return { url, raw: body.length, gzip: zlib.gzipSync(body, { level: 9 }).length };
    }),
  );
  return { files, gzip: files.reduce((n, f) => n + f.gzip, 0), raw: files.reduce((n, f) => n + f.raw, 0) };
}

/**
 * First-load JS as Next.js counts it: the scripts the page's HTML loads (module scripts; the
 * `noModule` polyfills modern browsers skip are left out). Lazily imported chunks are not in it.
 */
async function firstLoadJs(pathname: string): Promise<JsFigures> {
  const html = await (await fetch(BASE + pathname)).text();
  const urls = [...html.matchAll(/<script\b[^>]*>/g)]
    .map((m) => m[0])
    .filter((tag) => !/\bnomodule\b/i.test(tag))
    .map((tag) => /\bsrc="([^"]+)"/.exec(tag)?.[1])
    .filter((u): u is string => !!u && u.startsWith('/'));
  return measure(urls);
}

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
  return measure(urls);
}

async function lighthouseScores(url: string): Promise<number[] | string> {
  let lighthouse: (url: string, flags: Record<string, unknown>) => Promise<{ lhr: { categories: { performance: { score: number | null } } } } | undefined>;
  try {
    const moduleName = 'lighthouse';
    lighthouse = ((await import(moduleName)) as { default: typeof lighthouse }).default;
  } catch {
    return 'the lighthouse package is not installed (npm install --save-dev lighthouse), so no score was measured';
  }
  const port = PORT + 1000;
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: [`--remote-debugging-port=${port}`, '--no-sandbox', '--disable-gpu', '--headless=new'],
  });
  try {
    const scores: number[] = [];
    for (let i = 0; i < RUNS; i++) {
      const result = await lighthouse(url, { port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
      scores.push(Math.round((result?.lhr.categories.performance.score ?? 0) * 100));
    }
    return scores;
  } finally {
    await browser.close();
  }
}

async function main() {
  if (BUILD || !fs.existsSync(path.join(DIST, 'BUILD_ID'))) build();
  const server = await startServer();
  let failed = false;
  try {
    const home = await firstLoadJs('/');
    const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox', '--disable-gpu'] });
    const idle = await loadedInBrowser(browser, '/');
    const generator = await loadedInBrowser(browser, '/?step=stack');
    await browser.close();

    console.log(`\nHome page (/) first-load JS: ${home.files.length} scripts, ${kb(home.raw)} kB raw, ${kb(home.gzip)} kB gzip`);
    for (const f of home.files.sort((a, b) => b.gzip - a.gzip)) console.log(`  ${kb(f.gzip).padStart(7)} kB  ${f.url}`);
    console.log(`Home page until network idle (link prefetches included): ${idle.files.length} scripts, ${kb(idle.gzip)} kB gzip`);
    console.log(`Generator open (/?step=stack) until network idle: ${generator.files.length} scripts, ${kb(generator.gzip)} kB gzip`);
    const jsOk = home.gzip / 1024 < JS_BUDGET_KB;
    failed ||= !jsOk;
    console.log(`First-load JS budget ${JS_BUDGET_KB} kB gzip: ${jsOk ? 'PASS' : 'FAIL'} (${kb(home.gzip)} kB)`);

    const lh = await lighthouseScores(`${BASE}/`);
    if (typeof lh === 'string') console.log(`Lighthouse: ${lh}`);
    else {
      const median = [...lh].sort((a, b) => a - b)[Math.floor(lh.length / 2)];
      const ok = median >= LIGHTHOUSE_BUDGET;
      failed ||= !ok;
      console.log(`Lighthouse performance (default mobile profile), ${lh.length} runs: ${lh.join(', ')}; median ${median}: ${ok ? 'PASS' : 'FAIL'} (budget ${LIGHTHOUSE_BUDGET})`);
    }
  } finally {
    server.kill();
  }
  process.exitCode = failed ? 1 : 0;
}

main().catch((err) => {
  console.error(err);
  process.exitCode = 1;
});
