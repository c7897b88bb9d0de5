// The step after `next build` (scripts/embed-page-hashes.ts): it writes the hashes of the prerendered
// pages' inline scripts into the proxy's code, in the build and in its standalone copy, where
// lib/security/static-pages.ts reads them back; and it fails, failing `npm run build`, when it cannot.
// The real build is checked by the browser tests (security-headers.spec.ts, standalone.spec.ts) and by
// vercel.spec.ts, which runs the proxy's Vercel function.
import { spawnSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { embedPageHashes, PAGES_MARKER } from '@/scripts/embed-page-hashes';

const sha256 = (script: string) => `'sha256-${crypto.createHash('sha256').update(script).digest('base64')}'`;
const HOME = ['(self.__next_f=self.__next_f||[]).push([0])', 'self.__next_f.push([1,"home \\u003cé\\u003e"])'];
const PAGES: Record<string, string> = {
  '/': `<html><script src="/_next/static/chunks/a.js" async=""></script>${HOME.map((s) => `<script>${s}</script>`).join('')}<script>${HOME[0]}</script></html>`,
  '/docs/intro': '<html><script>self.__next_f.push([1,"intro"])</script></html>',
  '/_not-found': '<html><script>self.__next_f.push([1,"not found"])</script></html>',
};
/** The proxy's own code as the bundler emits it: here, the module itself. */
const PROXY_CODE = fs.readFileSync(path.join(__dirname, '../../../lib/security/static-pages.ts'), 'utf8');

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

/** A finished build's folder: its prerendered pages, a route handler (no HTML), the proxy and its standalone copy. */
function fakeBuild({ standaloneProxy = PROXY_CODE } = {}): string {
  const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'gostarter-page-hashes-'));
  dirs.push(dist);
  const write = (file: string, text: string) => {
    fs.mkdirSync(path.dirname(path.join(dist, file)), { recursive: true });
    fs.writeFileSync(path.join(dist, file), text);
  };
  write('prerender-manifest.json', JSON.stringify({ routes: { ...Object.fromEntries(Object.keys(PAGES).map((r) => [r, {}])), '/api/openapi.json': {} } }));
  for (const [route, html] of Object.entries(PAGES)) write(`server/app${route === '/' ? '/index' : route}.html`, html);
  write('required-server-files.json', JSON.stringify({ relativeAppDir: '', config: { distDir: '.next', output: 'standalone' } }));
  const trace = { files: ['chunks/[root-of-the-server]__proxy._.js', 'chunks/[turbopack]_runtime.js', '../../node_modules/next/dist/server/web/adapter.js'] };
  for (const server of ['server', 'standalone/.next/server']) {
    write(`${server}/middleware.js`, 'require("./chunks/[turbopack]_runtime.js")');
    write(`${server}/middleware.js.nft.json`, JSON.stringify(trace));
    write(`${server}/chunks/[turbopack]_runtime.js`, 'module.exports = {}');
  }
  write('server/chunks/[root-of-the-server]__proxy._.js', PROXY_CODE);
  write('standalone/.next/server/chunks/[root-of-the-server]__proxy._.js', standaloneProxy);
  return dist;
}

/** What the proxy's code reads back, in a module of its own. */
async function readBack(file: string): Promise<ReadonlyMap<string, string[]> | null> {
  const copy = path.join(path.dirname(file), `proxy-${crypto.randomUUID()}.ts`);
  fs.copyFileSync(file, copy);
  const { prerenderedPages } = (await import(/* @vite-ignore */ copy)) as typeof import('@/lib/security/static-pages');
  return prerenderedPages();
}

describe('embedding the prerendered pages\' script hashes in the proxy', () => {
  it('writes them into the proxy in the build and its standalone copy, where the proxy reads them back', async () => {
    const dist = fakeBuild();
    const chunk = 'chunks/[root-of-the-server]__proxy._.js';
    expect(embedPageHashes(dist)).toEqual({ pages: 3, files: [path.join(dist, 'server', chunk), path.join(dist, 'standalone/.next/server', chunk)] });
    const expected = new Map([
      ['/', HOME.map(sha256)],
      ['/docs/intro', [sha256('self.__next_f.push([1,"intro"])')]],
      ['/_not-found', [sha256('self.__next_f.push([1,"not found"])')]],
    ]);
    for (const server of ['server', 'standalone/.next/server']) {
      const file = path.join(dist, server, chunk);
      expect(fs.readFileSync(file, 'utf8')).not.toContain(`'${PAGES_MARKER}'`);
      expect(await readBack(file), server).toEqual(expected);
    }
    // Again on the same build: the same code.
    const before = fs.readFileSync(path.join(dist, 'server', chunk), 'utf8');
    embedPageHashes(dist);
    expect(fs.readFileSync(path.join(dist, 'server', chunk), 'utf8')).toBe(before);
  });

  it("is what the proxy's code lacks when it did not go through the step", async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      const dist = fakeBuild();
      expect(await readBack(path.join(dist, 'server/chunks/[root-of-the-server]__proxy._.js'))).toBeNull();
      expect(errors).toHaveBeenCalledTimes(1);
    } finally {
      errors.mockRestore();
    }
  });

  it('fails when a copy of the proxy does not carry the string to fill, or the build is not finished', () => {
    const stale = fakeBuild({ standaloneProxy: 'module.exports = {}' });
    expect(() => embedPageHashes(stale)).toThrow(/standalone\/\.next\/server .* does not carry "gostarter-prerendered-pages:"/);

    const unfinished = fakeBuild();
    fs.rmSync(path.join(unfinished, 'server/app/_not-found.html'));
    expect(() => embedPageHashes(unfinished)).toThrow(/no prerendered not-found page/);

    expect(() => embedPageHashes(path.join(unfinished, 'missing'))).toThrow(/prerender-manifest\.json/);
  });

  it('as the build step, exits non-zero and says why, so that `npm run build` fails', () => {
    const run = spawnSync('npx', ['tsx', 'scripts/embed-page-hashes.ts'], {
      env: { ...process.env, NEXT_DIST_DIR: path.join(os.tmpdir(), 'gostarter-no-such-build') },
      encoding: 'utf8',
    });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('Could not embed the script hashes of the prerendered pages in the proxy, so the build must not ship');
  });
});
