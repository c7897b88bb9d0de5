// Before the configurations run side by side, every package from outside the projects that any of them
// imports is downloaded, compiled, vetted and linted once, in one module of their own, with the whole
// machine. Otherwise two configurations that start together (gin-largest and its pairwise sets share
// almost every dependency) compile, vet and lint the same hundreds of packages at the same time, each
// missing the cache the other is about to fill. The projects then find every dependency in the caches:
// Go's build cache keys a package by its content, its dependencies and the flags (-trimpath), not by the
// module that imports it, and golangci-lint's cache likewise.
import fs from 'node:fs';
import path from 'node:path';
import JSZip from 'jszip';
import { run } from './command';

/** The files of a project that tell what it imports and needs: its Go files, go.mod and go.sum. */
export interface ProjectImports {
  modulePath: string;
  imports: Set<string>;
  requires: Map<string, string>;
  sums: Set<string>;
  go: string;
}

/**
 * golangci-lint as the verification runs it: its default linters but govet, which would run again the
 * analyzers of the vet column's `go vet` (golangci-lint's govet enables a subset of go vet's). The
 * warm-up runs it the same way, since golangci-lint's cache keys hold the linters that ran.
 */
export const LINT_ARGS = ['run', '--allow-parallel-runners', '--disable', 'govet', './...'];

const IMPORT_LINE = /^\s*(?:[\w.]+\s+)?"([^"]+)"/;

/** The import paths of one Go file (gofmt's layout: a single import or one parenthesised block). */
export function importsOf(source: string): string[] {
  const found: string[] = [];
  for (const m of source.matchAll(/^import\s+(?:[\w.]+\s+)?"([^"]+)"/gm)) found.push(m[1]);
  for (const block of source.matchAll(/^import \(\n([\s\S]*?)^\)/gm)) {
    for (const line of block[1].split('\n')) {
      const m = IMPORT_LINE.exec(line);
      if (m) found.push(m[1]);
    }
  }
  return found;
}

/** What a generated project's zip imports from outside itself and the standard library, and its module requirements. */
export async function projectImports(zip: Uint8Array): Promise<ProjectImports> {
  const archive = await JSZip.loadAsync(zip);
  const files = Object.values(archive.files);
  const goMod = files.find((f) => /^[^/]+\/go\.mod$/.test(f.name));
  if (!goMod) throw new Error('the project has no go.mod');
  const mod = await goMod.async('string');
  const modulePath = /^module\s+(\S+)/m.exec(mod)?.[1] ?? '';
  const requires = new Map<string, string>();
  for (const m of mod.matchAll(/^\s*(?:require\s+)?([^\s()]+\.[^\s()]+)\s+(v\S+)/gm)) requires.set(m[1], m[2]);
  const goSum = files.find((f) => /^[^/]+\/go\.sum$/.test(f.name));
  const sums = new Set((goSum ? await goSum.async('string') : '').split('\n').filter(Boolean));
  const imports = new Set<string>();
  for (const file of files.filter((f) => f.name.endsWith('.go'))) {
    for (const imported of importsOf(await file.async('string'))) {
      // The standard library's paths have no dot in their first element; the project's own start with its module path.
      if (imported.split('/')[0].includes('.') && imported !== modulePath && !imported.startsWith(`${modulePath}/`)) imports.add(imported);
    }
  }
  return { modulePath, imports, requires, sums, go: /^go\s+(\S+)/m.exec(mod)?.[1] ?? '1.25' };
}

export interface Warmed {
  ok: boolean;
  seconds: number;
  /** What each command took and, when one failed, its output. */
  report: string;
}

/**
 * Builds, vets and lints a module that imports every package of `projects`' imports, with their
 * requirements and sums. A failure is reported, not fatal: each configuration then compiles what it
 * needs itself, and reports its own failures.
 */
export async function warmDependencies(projects: ProjectImports[], dir: string, env: NodeJS.ProcessEnv): Promise<Warmed> {
  const started = performance.now();
  const imports = [...new Set(projects.flatMap((p) => [...p.imports]))].sort();
  const requires = new Map<string, string>();
  for (const p of projects) for (const [mod, version] of p.requires) requires.set(mod, version);
  fs.mkdirSync(dir, { recursive: true });
  const go = projects.map((p) => p.go).sort().at(-1) ?? '1.25';
  fs.writeFileSync(path.join(dir, 'go.mod'), `module warm\n\ngo ${go}\n\nrequire (\n${[...requires].sort().map(([m, v]) => `\t${m} ${v}\n`).join('')})\n`);
  fs.writeFileSync(path.join(dir, 'go.sum'), [...new Set(projects.flatMap((p) => [...p.sums]))].sort().join('\n') + '\n');
  fs.writeFileSync(path.join(dir, 'main.go'), `// Package main imports what the projects import, to fill the caches.\npackage main\n\nimport (\n${imports.map((i) => `\t_ "${i}"\n`).join('')})\n\nfunc main() {}\n`);
  const lines: string[] = [];
  let ok = true;
  for (const [cmd, ...args] of [
    ['go', 'build', './...'],
    ['go', 'vet', './...'],
    ['golangci-lint', ...LINT_ARGS],
  ]) {
    const t = performance.now();
    const r = await run(cmd, args, { cwd: dir, env });
    lines.push(`${cmd} ${args.join(' ')}: ${((performance.now() - t) / 1000).toFixed(0)}s${r.code === 0 ? '' : ` FAILED\n${r.output.split('\n').slice(-30).join('\n')}`}`);
    if (r.code !== 0) {
      ok = false;
      break;
    }
  }
  return { ok, seconds: (performance.now() - started) / 1000, report: `${imports.length} packages of ${requires.size} modules: ${lines.join('; ')}` };
}
