// The gostarter command as one installable tarball, packed by `npm run build` (the site serves it at
// /cli/gostarter.tgz) and by `npm run pack:cli`. cli/main.ts and everything it imports (the engine in
// lib/, zod, jszip, ...) bundled into one ES module, go-templates/ copied beside it (the engine reads it
// there, so the command works offline), a package.json with no dependencies, then `npm pack`. The
// tarball's path is the last line printed: `npm install -g <it>`.
//
// Its version is package.json's with a hash of what it holds (`0.1.0-g<hash>`): the site serves each
// version at an address that never changes content, so a new commit's command has a new version.
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';
import { CLI_DIR } from '@/lib/site/cli-package';

// npm runs scripts at the repository's root.
const root = process.cwd();
const out = path.join(root, CLI_DIR);
const pkgDir = path.join(out, 'package');

/** Every file under `dir`, as relative paths in a fixed order. */
function filesUnder(dir: string): string[] {
  return (fs.readdirSync(dir, { recursive: true }) as string[]).filter((f) => fs.statSync(path.join(dir, f)).isFile()).sort();
}

/** A hash of the bundle and the templates: the same sources always give the same version. */
function contentHash(): string {
  const hash = createHash('sha256');
  for (const file of filesUnder(pkgDir)) hash.update(`${file}\0`).update(fs.readFileSync(path.join(pkgDir, file))).update('\0');
  return hash.digest('hex').slice(0, 12);
}

async function main() {
  fs.rmSync(out, { recursive: true, force: true });
  fs.mkdirSync(pkgDir, { recursive: true });

  await build({
    entryPoints: [path.join(root, 'cli', 'main.ts')],
    outfile: path.join(pkgDir, 'gostarter.mjs'),
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    tsconfig: path.join(root, 'tsconfig.json'),
    // Bundled CommonJS packages (jszip) require Node's modules: give the ES module a require.
    banner: { js: "#!/usr/bin/env node\nimport { createRequire as gostarterRequire } from 'node:module';\nconst require = gostarterRequire(import.meta.url);" },
    legalComments: 'none',
    logLevel: 'warning',
  });

  // The whole folder: the generator's version is a hash of all of it, so the command's equals the site's.
  fs.cpSync(path.join(root, 'go-templates'), path.join(pkgDir, 'go-templates'), { recursive: true });
  fs.writeFileSync(
    path.join(pkgDir, 'README.md'),
    '# gostarter\n\nThe Gostarter generator on the command line: `gostarter --help` lists the commands. See the repository README, "Command line".\n',
  );

  const base = (JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')) as { version: string }).version;
  const manifest = {
    name: 'gostarter',
    // The command reads it back (`gostarter --version`).
    version: `${base}-g${contentHash()}`,
    description: 'Go backend projects from the Gostarter generator, grown with git: new, add, remove, upgrade, adopt.',
    type: 'module',
    bin: { gostarter: 'gostarter.mjs' },
    files: ['gostarter.mjs', 'go-templates'],
    engines: { node: '>=20' },
  };
  fs.writeFileSync(path.join(pkgDir, 'package.json'), `${JSON.stringify(manifest, null, 2)}\n`);

  const packed = JSON.parse(execFileSync('npm', ['pack', '--json', '--pack-destination', out], { cwd: pkgDir, encoding: 'utf8' })) as { filename: string }[];
  // Only the tarball stays: the site's build carries the folder it is in.
  fs.rmSync(pkgDir, { recursive: true });
  console.log(path.join(out, packed[0].filename));
}

void main();
