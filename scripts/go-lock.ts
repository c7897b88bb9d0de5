// Produces go-templates/go.lock.json: for every third-party package a template imports, the go.mod
// requirements and go.sum lines `go mod tidy` gives a module importing only that package, with every
// module at one global version. The generator unions these per project (lib/generator/gomod.ts).
//
//   npx tsx scripts/go-lock.ts          (needs Go and the module proxy; run after changing versions.json
//                                        or the imports of any template)
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { type LockData, type Versions } from '../lib/generator/library';
import { externalTemplateImports } from '../lib/generator/scan';

const run = promisify(execFile);
const root = path.join(process.cwd(), 'go-templates');
async function go(dir: string, ...args: string[]): Promise<string> {
  try {
    const { stdout } = await run('go', args, { cwd: dir, env: { ...process.env, GOFLAGS: '-mod=mod', GOWORK: 'off' }, maxBuffer: 64 << 20 });
    return stdout;
  } catch (err) {
    const e = err as { stderr?: string; message: string };
    throw new Error(`go ${args.join(' ')} (in ${dir}) failed:\n${e.stderr ?? e.message}`);
  }
}

interface Require {
  path: string;
  version: string;
  indirect: boolean;
}

function parseRequires(goMod: string): Require[] {
  const out: Require[] = [];
  const add = (line: string) => {
    const m = /^\s*(\S+)\s+(\S+)(\s*\/\/\s*indirect)?\s*$/.exec(line);
    if (m) out.push({ path: m[1], version: m[2], indirect: Boolean(m[3]) });
  };
  for (const block of goMod.matchAll(/^require \(\n([\s\S]*?)^\)/gm)) block[1].split('\n').forEach(add);
  for (const single of goMod.matchAll(/^require ([^(\n].*)$/gm)) add(single[1]);
  return out;
}

async function tidyModule(dir: string, goVersion: string, requires: [string, string][], imports: string[]) {
  fs.mkdirSync(dir, { recursive: true });
  const req = requires.map(([p, v]) => `\t${p} ${v}\n`).join('');
  fs.writeFileSync(path.join(dir, 'go.mod'), `module gostarter.lock/probe\n\ngo ${goVersion}\n\nrequire (\n${req})\n`);
  fs.writeFileSync(path.join(dir, 'main.go'), `package main\n\nimport (\n${imports.map((i) => `\t_ "${i}"\n`).join('')})\n\nfunc main() {}\n`);
  await go(dir, 'mod', 'tidy');
  const goMod = fs.readFileSync(path.join(dir, 'go.mod'), 'utf8');
  const goSumFile = path.join(dir, 'go.sum');
  const goSum = fs.existsSync(goSumFile) ? fs.readFileSync(goSumFile, 'utf8').split('\n').filter(Boolean) : [];
  if (/^toolchain /m.test(goMod) || !goMod.includes(`\ngo ${goVersion}\n`)) {
    throw new Error(`go mod tidy changed the go directive or added a toolchain line: raise "go" in versions.json\n${goMod}`);
  }
  return { requires: parseRequires(goMod), goSum };
}

async function pool<T, R>(items: T[], limit: number, fn: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(limit, items.length) }, async () => {
      while (next < items.length) {
        const i = next++;
        results[i] = await fn(items[i]);
      }
    }),
  );
  return results;
}

async function main() {
  const versions = JSON.parse(fs.readFileSync(path.join(root, 'versions.json'), 'utf8')) as Versions;
  const found = externalTemplateImports(root);
  const packages = [...found.keys()].sort();
  console.log(`${packages.length} third-party packages imported by the templates`);

  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'go-lock-'));
  try {
    // 1. One module importing everything, with the pinned versions: the global version of every module.
    const pinned = Object.entries(versions.modules).sort(([a], [b]) => (a < b ? -1 : 1));
    const everything = await tidyModule(path.join(work, 'everything'), versions.go, pinned, packages);
    const global = new Map(everything.requires.map((r) => [r.path, r.version]));
    for (const [p, v] of pinned) {
      const got = global.get(p);
      if (got === undefined) console.warn(`warning: ${p} is pinned in versions.json but no template imports it`);
      else if (got !== v) throw new Error(`${p}: pinned ${v}, but the module graph selects ${got}; raise the pin`);
    }
    const owners = await go(path.join(work, 'everything'), 'list', '-f', '{{.ImportPath}} {{.Module.Path}}', ...packages);
    const moduleOf = new Map(owners.trim().split('\n').map((l) => l.split(' ') as [string, string]));
    for (const p of packages) {
      const m = moduleOf.get(p);
      if (!m || !(m in versions.modules)) {
        throw new Error(`${p} (imported by ${found.get(p)!.join(', ')}) comes from ${m}, which versions.json does not pin`);
      }
    }

    const modules = [...global.entries()].sort(([a], [b]) => (a < b ? -1 : 1));
    const moduleIndex = new Map(modules.map(([p], i) => [p, i]));
    // What each module's own go.mod asks for at the version the graph selects: a module that holds no
    // package a project builds on needs no line of its own when a module the project requires asks for
    // that version (go mod tidy leaves such a line out; gomod.ts does too).
    const edges = await go(path.join(work, 'everything'), 'mod', 'graph');
    const implies: number[][] = modules.map(() => []);
    for (const line of edges.trim().split('\n')) {
      const [from, to] = line.split(' ');
      const [fromPath, fromVersion] = from.split('@');
      const [toPath, toVersion] = to.split('@');
      const i = moduleIndex.get(fromPath);
      const j = moduleIndex.get(toPath);
      if (i !== undefined && j !== undefined && fromVersion === modules[i][1] && toVersion === modules[j][1] && !implies[i].includes(j)) implies[i].push(j);
    }
    implies.forEach((list) => list.sort((a, b) => a - b));
    const sumIndex = new Map(everything.goSum.map((l, i) => [l, i]));

    // 2. Each package alone, every module required at its global version: what tidy keeps.
    const lock: LockData = { go: versions.go, modules, implies, sum: everything.goSum, packages: {} };
    const perPackage = await pool(packages, Math.max(2, os.cpus().length), async (pkg) => {
      const dir = path.join(work, 'pkg', pkg.replace(/[^A-Za-z0-9]+/g, '_'));
      const tidied = await tidyModule(dir, versions.go, modules, [pkg]);
      // The modules holding a package it builds on, whatever the build tags: go mod vendor copies
      // exactly those packages (vendor/modules.txt lists them under their module).
      await go(dir, 'mod', 'vendor');
      const provide = new Set<string>();
      let current = '';
      for (const line of fs.readFileSync(path.join(dir, 'vendor', 'modules.txt'), 'utf8').split('\n')) {
        if (line.startsWith('# ')) current = line.split(' ')[1];
        else if (line && !line.startsWith('#')) provide.add(current);
      }
      const result = { ...tidied, provide: [...provide] };
      process.stdout.write('.');
      return result;
    });
    process.stdout.write('\n');
    packages.forEach((pkg, i) => {
      const { requires, goSum } = perPackage[i];
      const require = requires.map((r) => {
        if (global.get(r.path) !== r.version) throw new Error(`${pkg}: tidy chose ${r.path} ${r.version}, not the global ${global.get(r.path)}`);
        return moduleIndex.get(r.path)!;
      });
      const sum = goSum.map((l) => {
        const idx = sumIndex.get(l);
        if (idx === undefined) throw new Error(`${pkg}: go.sum line missing from the global go.sum: ${l}`);
        return idx;
      });
      const own = moduleIndex.get(moduleOf.get(pkg)!);
      if (own === undefined || requires.find((r) => r.path === moduleOf.get(pkg))?.indirect !== false) {
        throw new Error(`${pkg}: its module is not a direct requirement of the probe module`);
      }
      const provide = perPackage[i].provide.flatMap((p) => moduleIndex.get(p) ?? []);
      lock.packages[pkg] = { module: own, require: require.sort((a, b) => a - b), provide: provide.sort((a, b) => a - b), sum: sum.sort((a, b) => a - b) };
    });

    // One entry per line: small diffs when a version moves.
    const list = (items: string[]) => items.map((x) => `    ${x}`).join(',\n');
    const json = [
      '{',
      `  "go": ${JSON.stringify(lock.go)},`,
      `  "modules": [\n${list(lock.modules.map((m) => JSON.stringify(m)))}\n  ],`,
      `  "implies": [\n${list(lock.implies.map((m) => JSON.stringify(m)))}\n  ],`,
      `  "sum": [\n${list(lock.sum.map((l) => JSON.stringify(l)))}\n  ],`,
      `  "packages": {\n${list(Object.entries(lock.packages).map(([k, v]) => `${JSON.stringify(k)}: ${JSON.stringify(v)}`))}\n  }`,
      '}',
    ].join('\n');
    fs.writeFileSync(path.join(root, 'go.lock.json'), json + '\n');
    console.log(`wrote go-templates/go.lock.json: ${modules.length} modules, ${lock.sum.length} go.sum lines, ${packages.length} packages`);
  } finally {
    fs.rmSync(work, { recursive: true, force: true });
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(__filename)) {
  main().catch((err) => {
    console.error(err instanceof Error ? err.message : err);
    process.exit(1);
  });
}
