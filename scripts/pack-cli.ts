// npm run pack:cli: the gostarter command as one installable tarball. cli/main.ts and everything it
// imports (the engine in lib/, zod, jszip, ...) bundled into one ES module, go-templates/ copied beside
// it (the engine reads it there, so the command works offline), a package.json with no dependencies,
// then `npm pack`. The tarball's path is the last line printed: `npm install -g <it>`.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';

// npm runs scripts at the repository's root.
const root = process.cwd();
const out = path.join(root, 'build', 'cli');
const pkgDir = path.join(out, 'package');
const { version } = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')) as { version: string };

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
    define: { GOSTARTER_VERSION: JSON.stringify(version) },
    // Bundled CommonJS packages (jszip) require Node's modules: give the ES module a require.
    banner: { js: "#!/usr/bin/env node\nimport { createRequire as gostarterRequire } from 'node:module';\nconst require = gostarterRequire(import.meta.url);" },
    legalComments: 'none',
    logLevel: 'warning',
  });

  // The whole folder: the generator's version is a hash of all of it, so the command's equals the site's.
  fs.cpSync(path.join(root, 'go-templates'), path.join(pkgDir, 'go-templates'), { recursive: true });

  const manifest = {
    name: 'gostarter',
    version,
    description: 'Go backend projects from the Gostarter generator, grown with git: new, add, remove, upgrade, adopt.',
    type: 'module',
    bin: { gostarter: 'gostarter.mjs' },
    files: ['gostarter.mjs', 'go-templates'],
    engines: { node: '>=20' },
  };
  fs.writeFileSync(path.join(pkgDir, 'package.json'), `${JSON.stringify(manifest, null, 2)}\n`);
  fs.writeFileSync(
    path.join(pkgDir, 'README.md'),
    '# gostarter\n\nThe Gostarter generator on the command line: `gostarter --help` lists the commands. See the repository README, "Command line".\n',
  );

  const packed = JSON.parse(execFileSync('npm', ['pack', '--json', '--pack-destination', out], { cwd: pkgDir, encoding: 'utf8' })) as { filename: string }[];
  console.log(path.join(out, packed[0].filename));
}

void main();
