// A Vercel deployment sends the pages the same Content-Security-Policy as `next start` and the standalone
// server. `vercel build` (the pinned Vercel CLI, offline: a local .vercel/project.json) of a copy of the
// checkout runs `npm run build` as Vercel does, then puts the proxy in a function of its own, which carries
// the proxy's code and not the build's HTML. That function alone, run as Vercel runs it (its launcher,
// with only the files its configuration lists), must name each prerendered page's inline scripts by the
// hashes of the HTML Vercel serves for that page, without 'unsafe-inline'. About 50 s on an idle machine,
// most of it the build.
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { inlineScriptHashes } from '../../scripts/embed-page-hashes';

const DIST = process.env.NEXT_DIST_DIR || '.next';

/** Runs a command to its end; rejects with its output when it fails. */
function run(command: string, args: string[], options: { cwd: string; env: NodeJS.ProcessEnv; timeoutMs: number }): Promise<{ stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: options.cwd, env: options.env, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d: Buffer) => (stdout += d.toString()));
    child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
    const timer = setTimeout(() => child.kill('SIGKILL'), options.timeoutMs);
    child.on('close', (code, signal) => {
      clearTimeout(timer);
      if (code === 0) resolve({ stdout, stderr });
      else reject(new Error(`${command} ${args.join(' ')}: ${signal ?? `exit ${code}`}\n${stdout}\n${stderr}`));
    });
  });
}

/** The checkout's files (tracked, and new ones not ignored), as a fresh clone or a push to Vercel has them. */
function copyCheckout(to: string) {
  const files = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], { encoding: 'utf8' }).split('\0');
  for (const file of files) {
    if (!file || !fs.existsSync(file)) continue; // deleted, not yet staged
    fs.mkdirSync(path.join(to, path.dirname(file)), { recursive: true });
    fs.copyFileSync(file, path.join(to, file));
  }
}

/**
 * A function folder as Vercel deploys it: the files its .vc-config.json lists (links kept as links), and
 * its own. Answers those files and the path of its handler.
 */
function assembleFunction(project: string, func: string, to: string): { files: string[]; handler: string } {
  const config = JSON.parse(fs.readFileSync(path.join(func, '.vc-config.json'), 'utf8')) as { handler: string; filePathMap: Record<string, string> };
  for (const [dest, src] of Object.entries(config.filePathMap)) {
    const from = path.join(project, src);
    const target = path.join(to, dest);
    fs.mkdirSync(path.dirname(target), { recursive: true });
    if (fs.lstatSync(from).isSymbolicLink()) fs.symlinkSync(fs.readlinkSync(from), target);
    else fs.copyFileSync(from, target);
  }
  for (const file of fs.readdirSync(func)) fs.copyFileSync(path.join(func, file), path.join(to, file));
  return { files: Object.keys(config.filePathMap), handler: path.join(to, config.handler) };
}

/** Path -> HTML of every page the Vercel output serves as prerendered (functions/<path>.prerender-fallback.html). */
function prerenderedHtml(functions: string): Map<string, string> {
  const pages = new Map<string, string>();
  for (const file of fs.readdirSync(functions, { recursive: true, encoding: 'utf8' })) {
    const route = /^(.*)\.prerender-fallback\.html$/.exec(file)?.[1];
    if (route) pages.set(route === 'index' ? '/' : `/${route}`, fs.readFileSync(path.join(functions, file), 'utf8'));
  }
  return pages;
}

const scriptSources = (csp: string) => (csp.split(';').find((d) => d.trim().startsWith('script-src ')) ?? '').trim().split(/\s+/).slice(1);

test("a Vercel build's proxy function, without the build's HTML, sends each prerendered page the hashes of its scripts", async () => {
  test.setTimeout(480_000);
  const started = Date.now();
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'gostarter-vercel-'));
  const project = path.join(work, 'project');
  try {
    copyCheckout(project);
    // Turbopack compiles nothing from outside the project: the modules must be inside it (hard links).
    execFileSync('cp', ['-al', path.resolve('node_modules'), path.join(project, 'node_modules')]);
    fs.mkdirSync(path.join(project, '.vercel'));
    fs.writeFileSync(
      path.join(project, '.vercel', 'project.json'),
      JSON.stringify({
        projectId: 'prj_gostarter_local',
        orgId: 'team_gostarter_local',
        settings: { framework: 'nextjs', installCommand: '', buildCommand: null, outputDirectory: DIST, rootDirectory: null, devCommand: null, nodeVersion: '24.x' },
      }),
    );
    const env = { ...process.env, NEXT_DIST_DIR: DIST, VERCEL_TELEMETRY_DISABLED: '1', NEXT_TELEMETRY_DISABLED: '1', NO_UPDATE_NOTIFIER: '1' };
    const built = await run(path.join(project, 'node_modules', '.bin', 'vercel'), ['build', '--yes'], { cwd: project, env, timeoutMs: 420_000 });
    // Vercel ran `npm run build`, and so the step after `next build`.
    expect(built.stdout + built.stderr).toContain('Embedded the script hashes of');
    const vercelBuilt = Date.now();

    const output = path.join(project, '.vercel', 'output', 'functions');
    const func = path.join(work, 'proxy-function');
    const { files, handler } = assembleFunction(project, path.join(output, '_middleware.func'), func);
    // The function carries the proxy's code, not the pages: the hashes can only come from the code.
    expect(files).toContain(`${DIST}/server/middleware.js`);
    expect(files.filter((f) => f.startsWith(`${DIST}/`) && /\.html$|prerender-manifest/.test(f)), "the build's HTML in the proxy function").toEqual([]);

    const pages = prerenderedHtml(output);
    for (const page of ['/', '/documentation', '/generator', '/login', '/_not-found']) expect([...pages.keys()]).toContain(page);
    const direct = [...pages.keys()].filter((p) => !p.startsWith('/_'));
    const paths = [...direct, '/?step=stack&framework=gin', '/no-such-page'];
    // The function, in a process with no more than a Vercel function gets; a session cookie lets the
    // guarded pages (/admin, /dashboard) through to their own policy.
    const caller = path.join(work, 'call.cjs');
    fs.writeFileSync(
      caller,
      `const serve = require(${JSON.stringify(handler)});
(async () => {
  const answers = [];
  for (const p of ${JSON.stringify(paths)}) {
    const res = await serve(new Request('http://gostarter.test' + p, { headers: { cookie: 'next-auth.session-token=x' } }));
    answers.push({ path: p, status: res.status, csp: res.headers.get('content-security-policy'), rewrite: res.headers.get('x-middleware-rewrite') });
  }
  console.log(JSON.stringify(answers));
  process.exit(0);
})().catch((err) => { console.error(err); process.exit(1); });
`,
    );
    const called = await run(process.execPath, [caller], { cwd: work, env: { PATH: process.env.PATH, NODE_ENV: 'production' }, timeoutMs: 60_000 });
    expect(called.stderr, 'what the function logged').not.toMatch(/inline scripts|Error/);
    const answers = JSON.parse(called.stdout.trim().split('\n').pop()!) as { path: string; status: number; csp: string; rewrite: string | null }[];
    expect(answers.map((a) => a.path)).toEqual(paths);

    const hashesOf = (page: string) => inlineScriptHashes(pages.get(page)!);
    for (const answer of answers) {
      const sources = scriptSources(answer.csp);
      expect(answer.status, answer.path).toBe(200);
      expect(sources, `no 'unsafe-inline' for ${answer.path}`).not.toContain("'unsafe-inline'");
      if (answer.path === '/no-such-page') {
        // Rendered per request: a nonce, and the hashes of the not-found page unknown paths get.
        expect(sources[1], answer.path).toMatch(/^'nonce-[A-Za-z0-9+/]{22}=='$/);
        expect(sources.slice(2).sort(), answer.path).toEqual(hashesOf('/_not-found').sort());
      } else {
        // The home page with wizard state in its query is the generator (a rewrite).
        const page = answer.path.startsWith('/?') ? '/generator' : answer.path;
        if (page !== answer.path) expect(answer.rewrite, answer.path).toBe(`http://gostarter.test/generator${answer.path.slice(1)}`);
        expect(hashesOf(page).length, `inline scripts of ${page}`).toBeGreaterThan(0);
        expect(sources, `the policy of ${answer.path}`).toEqual(["'self'", ...hashesOf(page)]);
      }
    }
    console.log(`vercel build: ${((vercelBuilt - started) / 1000).toFixed(1)} s; the proxy function answered ${answers.length} pages in ${((Date.now() - vercelBuilt) / 1000).toFixed(1)} s`);
  } finally {
    fs.rmSync(work, { recursive: true, force: true });
  }
});
