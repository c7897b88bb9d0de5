// Self-hosting: the standalone output of the production build (next.config.ts `output: 'standalone'`,
// what the Dockerfile ships) copied to a folder of its own, with nothing beside it (no node_modules, no
// sources), must serve: the catalogue, a generation, the command line's tarball and a page, under the same strict policy as `next
// start` (the hashes of the prerendered pages' scripts, which the build wrote into the proxy's code).
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import JSZip from 'jszip';
import { expect, test } from '@playwright/test';
import { inlineScriptHashes } from '../../scripts/embed-page-hashes';

const DIST = process.env.NEXT_DIST_DIR || '.next';
const PORT = Number(process.env.E2E_PORT ?? 3100) + 10;
const BASE = `http://127.0.0.1:${PORT}`;

let dir: string;
let server: ChildProcess;
let output = '';

test.beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'gostarter-standalone-'));
  const app = path.join(dir, 'app');
  fs.cpSync(path.join(DIST, 'standalone'), app, { recursive: true });
  fs.cpSync(path.join(DIST, 'static'), path.join(app, DIST, 'static'), { recursive: true });
  // Only the environment a container gets: no DATABASE_URL (the embedded database in DATA_DIR).
  server = spawn('node', ['server.js'], {
    cwd: app,
    env: { PATH: process.env.PATH, PORT: String(PORT), HOSTNAME: '127.0.0.1', DATA_DIR: path.join(dir, 'data'), NODE_ENV: 'production', NEXT_TELEMETRY_DISABLED: '1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  server.stdout!.on('data', (d: Buffer) => (output += d.toString()));
  server.stderr!.on('data', (d: Buffer) => (output += d.toString()));
  await expect
    .poll(async () => (await fetch(`${BASE}/api/health`).catch(() => null))?.status, { message: `the standalone server on ${BASE}:\n${output}`, timeout: 60_000 })
    .toBe(200);
});

test.afterAll(async () => {
  server?.kill('SIGTERM');
  await new Promise((r) => setTimeout(r, 500));
  fs.rmSync(dir, { recursive: true, force: true });
});

test('a copy of the standalone folder alone serves the catalogue, a generation and a page', async ({ page }) => {
  expect(fs.existsSync(path.join(dir, 'node_modules'))).toBe(false);

  const features = await fetch(`${BASE}/features`);
  expect(features.status).toBe(200);
  const catalogue = (await features.json()) as { features: { id: string }[] };
  expect(catalogue.features.map((f) => f.id)).toEqual(expect.arrayContaining(['gin', 'chi', 'postgresql']));

  const generated = await fetch(`${BASE}/api/v1/generate`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ projectName: 'standalone-api', framework: 'chi', features: ['postgresql', 'docker'] }),
  });
  expect(generated.status).toBe(200);
  expect(generated.headers.get('content-type')).toBe('application/zip');
  const zip = await JSZip.loadAsync(await generated.arrayBuffer());
  expect(Object.keys(zip.files)).toEqual(expect.arrayContaining(['standalone-api/go.mod', 'standalone-api/internal/server/server.go', 'standalone-api/Dockerfile']));

  // The command line of the same build: the image carries its tarball.
  const cli = await fetch(`${BASE}/cli/gostarter.tgz`);
  expect(cli.status).toBe(200);
  expect(cli.headers.get('content-type')).toBe('application/gzip');
  expect((await cli.arrayBuffer()).byteLength).toBeGreaterThan(100_000);

  // Prerendered pages: their policy names exactly their inline scripts, and the browser refuses none.
  for (const route of ['/', '/documentation', '/login']) {
    const res = await fetch(BASE + route);
    const script = (res.headers.get('content-security-policy') ?? '').split(';').find((d) => d.trim().startsWith('script-src '));
    expect(script?.trim().split(/\s+/).slice(1), route).toEqual(["'self'", ...inlineScriptHashes(await res.text())]);
  }
  const refused: string[] = [];
  page.on('console', (msg) => {
    if (/Refused to|Content Security Policy/i.test(msg.text())) refused.push(msg.text());
  });
  await page.goto(BASE + '/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page).toHaveTitle(/Gostarter/);
  await page.waitForLoadState('networkidle');
  expect(refused).toEqual([]);
  expect(output).not.toContain('allows inline scripts');
});

test('a server whose configuration is refused stops at once and says why', async () => {
  const refused = spawn('node', ['server.js'], {
    cwd: path.join(dir, 'app'),
    // Eight digits of seconds: the rule allows at most seven.
    env: { PATH: process.env.PATH, PORT: String(PORT + 1), HOSTNAME: '127.0.0.1', DATA_DIR: path.join(dir, 'refused'), RATE_LIMIT_GENERATE: '10/12345678', NODE_ENV: 'production' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let said = '';
  refused.stdout!.on('data', (d: Buffer) => (said += d.toString()));
  refused.stderr!.on('data', (d: Buffer) => (said += d.toString()));
  const code = await Promise.race([
    new Promise<number | null>((resolve) => refused.on('exit', (c) => resolve(c))),
    new Promise<'running'>((resolve) => setTimeout(() => resolve('running'), 30_000)),
  ]);
  if (code === 'running') refused.kill('SIGKILL');
  expect(code, said).toBe(1);
  expect(said).toContain('Gostarter cannot start: Invalid configuration: RATE_LIMIT_GENERATE: expected <max>/<seconds>');
});
