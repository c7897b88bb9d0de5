import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { resourcesParam } from '../../lib/wizard/state';
import { compareTrees, git, zipTree, type Tree } from '../utils/git-tree';

// A new user with nothing but the site: the Complete screen's commands, copied with its button and run
// as they are in an empty folder, install the command line from this site, write the same files as the
// zip the browser downloaded, and grow the project; then `gostarter add redis` on the result.

test.setTimeout(240_000);

const model = [
  { name: 'author', fields: [{ name: 'full_name', type: 'string', required: true, max: 120 }] },
  {
    name: 'book',
    fields: [
      { name: 'title', type: 'string', required: true },
      { name: 'isbn', type: 'string', unique: true, max: 17 },
      { name: 'author_id', type: 'reference', required: true, references: 'author' },
      { name: 'price', type: 'decimal', precision: 10, scale: 2 },
    ],
  },
];

/** The files of a commit, as a tree (git ls-tree for the modes, git show for the bytes). */
function commitTree(repo: string, commit: string): Tree {
  const tree: Tree = new Map();
  const listing = git(repo, ['ls-tree', '-r', '-z', commit]).output.split('\0').filter(Boolean);
  for (const line of listing) {
    const [meta, file] = line.split('\t');
    const [mode, , object] = meta.split(' ');
    tree.set(file, { bytes: spawnSync('git', ['cat-file', 'blob', object], { cwd: repo }).stdout, executable: mode === '100755' });
  }
  return tree;
}

test('the Complete screen commands, run verbatim in an empty folder, write the zip and grow it', async ({ page, context, baseURL }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto(`/?step=review&framework=chi&features=postgresql,migrations,docker&projectName=bookshop&resources=${resourcesParam(model as never)}`);
  await expect(page.getByTestId('generator-wizard')).toHaveAttribute('data-hydrated', 'true');
  const download = page.waitForEvent('download', { timeout: 60_000 });
  await page.getByRole('button', { name: 'Generate Backend' }).click();
  const zip = fs.readFileSync(await (await download).path());
  await expect(page.getByRole('heading', { name: 'Your Project is Ready!' })).toBeVisible({ timeout: 30_000 });

  const cli = page.getByTestId('complete-cli');
  await cli.getByRole('button', { name: 'Copy gostarter' }).click();
  const commands = await page.evaluate(() => navigator.clipboard.readText());
  const lines = commands.split('\n');
  expect(lines[0]).toBe(`npm install -g ${baseURL}/cli/gostarter.tgz`);
  expect(lines[1]).toMatch(/^gostarter new --from '.+'$/);

  // An empty folder, npm installing into a prefix of its own, git with no configuration of this machine.
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cli-from-site-'));
  const prefix = path.join(dir, 'prefix');
  const work = path.join(dir, 'work');
  fs.mkdirSync(work);
  const env = {
    ...process.env,
    PATH: `${path.join(prefix, 'bin')}:${process.env.PATH}`,
    npm_config_prefix: prefix,
    npm_config_cache: path.join(dir, 'npm-cache'),
    npm_config_audit: 'false',
    npm_config_fund: 'false',
    npm_config_update_notifier: 'false',
    GIT_CONFIG_GLOBAL: '/dev/null',
    GIT_CONFIG_NOSYSTEM: '1',
    GIT_AUTHOR_NAME: 'New User',
    GIT_AUTHOR_EMAIL: 'new-user@example.com',
    GIT_COMMITTER_NAME: 'New User',
    GIT_COMMITTER_EMAIL: 'new-user@example.com',
  };
  const ran = spawnSync('bash', ['-euo', 'pipefail', '-c', commands], { cwd: work, env, encoding: 'utf8' });
  expect(ran.status, `${ran.stdout}\n${ran.stderr}`).toBe(0);

  // The first commit of the gostarter branch is what `new` wrote: the zip's files, byte for byte.
  const project = path.join(work, 'bookshop');
  const first = git(project, ['rev-list', '--max-parents=0', 'gostarter']).output.trim();
  expect(compareTrees(commitTree(project, first), await zipTree(zip, 'bookshop'))).toEqual([]);

  // Grown as the screen says, and then with redis.
  const gostarter = (args: string[]) => spawnSync('gostarter', args, { cwd: project, env, encoding: 'utf8' });
  if (!commands.includes('gostarter add redis')) {
    const added = gostarter(['add', 'redis']);
    expect(added.status, added.stderr).toBe(0);
  }
  const record = JSON.parse(fs.readFileSync(path.join(project, 'gostarter.json'), 'utf8'));
  expect(record.features).toContain('redis');
  expect(record.resources).toEqual(model);
  expect(fs.existsSync(path.join(project, 'internal/books/books.go'))).toBe(true);
  // The installed command is the site's generator.
  const version = JSON.parse(gostarter(['--version', '--json']).stdout);
  expect(version.generatorVersion).toBe(record.generatorVersion);
  fs.rmSync(dir, { recursive: true, force: true });
});
