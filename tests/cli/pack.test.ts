// `npm run pack:cli` (which `npm run build` runs) gives a tarball that the site serves, that installs into
// an empty prefix with no registry and whose `gostarter` makes a project with the bundled generator: the
// site's, version for version.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { GET } from '@/app/cli/[file]/route';
import { generatorVersion } from '@/lib/generator';
import { env, repositoryRoot, sh } from './helpers';

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'gostarter-pack-'));
afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));

it('packs, is served by the site, installs offline into an empty prefix and works there', { timeout: 180_000 }, async () => {
  const lines = sh(repositoryRoot, 'npm', ['run', '--silent', 'pack:cli']).trim().split('\n');
  const tarball = lines[lines.length - 1];
  // package.json's version with a hash of what the tarball holds: another commit's command, another address.
  const base = JSON.parse(fs.readFileSync(path.join(repositoryRoot, 'package.json'), 'utf8')).version;
  expect(path.basename(tarball)).toMatch(new RegExp(`^gostarter-${base.replace(/\./g, '\\.')}-g[0-9a-f]{12}\\.tgz$`));
  const version = path.basename(tarball).slice('gostarter-'.length, -'.tgz'.length);
  expect(fs.readdirSync(path.dirname(tarball))).toEqual([path.basename(tarball)]);

  // The site serves it: the current address for a few minutes, the version's for a year.
  const serve = (file: string) => GET(new Request(`http://localhost/cli/${file}`), { params: Promise.resolve({ file }) });
  const current = await serve('gostarter.tgz');
  expect(current.status).toBe(200);
  expect(current.headers.get('content-type')).toBe('application/gzip');
  expect(current.headers.get('cache-control')).toBe('public, max-age=300');
  expect(Buffer.from(await current.arrayBuffer()).equals(fs.readFileSync(tarball))).toBe(true);
  const pinned = await serve(`gostarter-${version}.tgz`);
  expect(pinned.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  const other = await serve('gostarter-0.0.1.tgz');
  expect(other.status).toBe(404);
  expect((await other.json()).message).toContain(`/cli/gostarter-${version}.tgz`);

  const prefix = path.join(tmp, 'prefix');
  sh(tmp, 'npm', ['install', '-g', '--prefix', prefix, '--offline', '--no-audit', '--no-fund', tarball]);
  const bin = path.join(prefix, 'bin', 'gostarter');
  // Run from an unrelated folder: nothing of this checkout (node_modules, go-templates) is in reach.
  const work = path.join(tmp, 'work');
  fs.mkdirSync(work);
  const run = (args: string[]) => spawnSync(bin, args, { cwd: work, env, encoding: 'utf8' });

  expect(JSON.parse(run(['--version', '--json']).stdout)).toMatchObject({ version, generatorVersion: generatorVersion() });
  const made = run(['new', 'packed', '--framework', 'chi', '--features', 'docker']);
  expect(made.status, made.stderr).toBe(0);
  const project = JSON.parse(fs.readFileSync(path.join(work, 'packed', 'gostarter.json'), 'utf8'));
  expect(project).toMatchObject({ projectName: 'packed', framework: 'chi', features: ['docker'], generatorVersion: generatorVersion() });
  expect(sh(path.join(work, 'packed'), 'git', ['branch', '--list'])).toMatch(/gostarter[\s\S]*\* main/);

  // An agent's session with the installed `gostarter mcp`: the protocol's handshake, then the tools.
  const messages = [
    { jsonrpc: '2.0', id: 1, method: 'initialize', params: { protocolVersion: '2025-06-18', capabilities: {}, clientInfo: { name: 'pack-test', version: '1' } } },
    { jsonrpc: '2.0', method: 'notifications/initialized' },
    { jsonrpc: '2.0', id: 2, method: 'tools/list' },
  ];
  const mcp = spawnSync(bin, ['mcp'], { cwd: work, env, encoding: 'utf8', input: messages.map((m) => JSON.stringify(m)).join('\n') + '\n' });
  expect(mcp.status, mcp.stderr).toBe(0);
  const answers = mcp.stdout.trim().split('\n').map((line) => JSON.parse(line));
  expect(answers[0].result.serverInfo).toMatchObject({ name: 'gostarter', version: generatorVersion() });
  expect(answers[1].result.tools.map((t: { name: string }) => t.name)).toEqual(['list_features', 'validate', 'generate', 'diff', 'add']);
});
