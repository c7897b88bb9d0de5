// `npm run pack:cli` gives a tarball that installs into an empty prefix with no registry and whose
// `gostarter` makes a project with the bundled generator: the site's, version for version.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { generatorVersion } from '@/lib/generator';
import { env, repositoryRoot, sh } from './helpers';

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'gostarter-pack-'));
afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));

it('packs, installs offline into an empty prefix and works there', { timeout: 180_000 }, () => {
  const lines = sh(repositoryRoot, 'npm', ['run', '--silent', 'pack:cli']).trim().split('\n');
  const tarball = lines[lines.length - 1];
  expect(tarball).toMatch(/gostarter-\d+\.\d+\.\d+\.tgz$/);
  expect(fs.existsSync(tarball)).toBe(true);

  const prefix = path.join(tmp, 'prefix');
  sh(tmp, 'npm', ['install', '-g', '--prefix', prefix, '--offline', '--no-audit', '--no-fund', tarball]);
  const bin = path.join(prefix, 'bin', 'gostarter');
  // Run from an unrelated folder: nothing of this checkout (node_modules, go-templates) is in reach.
  const work = path.join(tmp, 'work');
  fs.mkdirSync(work);
  const run = (args: string[]) => spawnSync(bin, args, { cwd: work, env, encoding: 'utf8' });

  const version = JSON.parse(run(['--version', '--json']).stdout);
  expect(version).toMatchObject({ version: JSON.parse(fs.readFileSync(path.join(repositoryRoot, 'package.json'), 'utf8')).version, generatorVersion: generatorVersion() });
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
