// Benchmark of the command line as installed: the packed tarball (npm run pack:cli) installed offline
// into an empty prefix, as `npm install -g <site>/cli/gostarter.tgz` installs it (its sizes printed), on the
// REST API preset (a real project: gin, PostgreSQL with GORM, JWT, Swagger, Docker, ...), each run in a
// fresh folder: `gostarter new`, then, after a commit of the user's, `gostarter add redis` (generation,
// the pristine commit and git's merge included). Prints the median and the spread of a few runs.
//
//   npx tsx bench/cli.ts [--runs 7]
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PRESETS } from '@/lib/catalogue/presets';
import { fmt, percentile } from './server';

const runsArg = process.argv.indexOf('--runs');
const RUNS = runsArg > 0 ? Number(process.argv[runsArg + 1]) : 7;
const env = {
  ...process.env,
  GIT_AUTHOR_NAME: 'Bench',
  GIT_AUTHOR_EMAIL: 'bench@example.com',
  GIT_COMMITTER_NAME: 'Bench',
  GIT_COMMITTER_EMAIL: 'bench@example.com',
  GIT_CONFIG_GLOBAL: '/dev/null',
  GIT_CONFIG_NOSYSTEM: '1',
};

function timed(cwd: string, bundle: string, args: string[]): number {
  const started = performance.now();
  const run = spawnSync(process.execPath, [bundle, ...args], { cwd, env, encoding: 'utf8' });
  const ms = performance.now() - started;
  if (run.status !== 0) throw new Error(`gostarter ${args.join(' ')} failed (${run.status}): ${run.stderr}`);
  return ms;
}

function main() {
  console.log('Packing the command line...');
  const tarball = execFileSync('npm', ['run', '--silent', 'pack:cli'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] }).trim().split('\n').at(-1)!;
  const preset = PRESETS.find((p) => p.id === 'rest-api')!;
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'gostarter-bench-cli-'));
  const news: number[] = [];
  const adds: number[] = [];
  try {
    const prefix = path.join(tmp, 'prefix');
    execFileSync('npm', ['install', '-g', '--prefix', prefix, '--offline', '--no-audit', '--no-fund', tarball], { stdio: 'ignore' });
    const installed = path.join(prefix, 'lib', 'node_modules', 'gostarter');
    const bundle = path.join(installed, 'gostarter.mjs');
    const du = (p: string) => Number(execFileSync('du', ['-sk', p], { encoding: 'utf8' }).split('\t')[0]) / 1024;
    console.log(`Tarball ${(fs.statSync(tarball).size / 1024 / 1024).toFixed(2)} MiB; installed ${du(installed).toFixed(1)} MiB (bundle ${(fs.statSync(bundle).size / 1024 / 1024).toFixed(2)} MiB, go-templates ${du(path.join(installed, 'go-templates')).toFixed(1)} MiB)`);
    for (let i = 0; i < RUNS; i++) {
      const name = `bench-${i}`;
      news.push(timed(tmp, bundle, ['new', name, '--framework', preset.framework, '--features', preset.features.join(',')]));
      const dir = path.join(tmp, name);
      fs.appendFileSync(path.join(dir, 'README.md'), '\nOur notes.\n');
      execFileSync('git', ['commit', '-qam', 'Our notes'], { cwd: dir, env });
      adds.push(timed(dir, bundle, ['add', 'redis']));
    }
  } finally {
    fs.rmSync(tmp, { recursive: true, force: true });
  }
  const line = (label: string, times: number[]) => {
    const sorted = [...times].sort((a, b) => a - b);
    console.log(`${label.padEnd(22)} median ${fmt(percentile(sorted, 50)).padEnd(9)} min ${fmt(sorted[0]).padEnd(9)} max ${fmt(sorted[sorted.length - 1])}`);
  };
  console.log(`\n${preset.name} preset (${preset.framework}: ${preset.features.join(', ')}), ${RUNS} runs, node ${process.version}:`);
  line('gostarter new', news);
  line('gostarter add redis', adds);
}

main();
