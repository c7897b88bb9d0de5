// go.mod and go.sum of a generated project, from the lock data: the union of what each imported
// third-party package needs, laid out as `go mod tidy` writes them.
import { isLocalImport, isStdImport } from './goimports';
import type { LockData } from './library';

export function goModAndSum(module: string, imports: Iterable<string>, lock: LockData): { goMod: string; goSum: string } {
  const require = new Set<number>();
  const direct = new Set<number>();
  const provide = new Set<number>();
  const sum = new Set<number>();
  const missing: string[] = [];
  for (const path of imports) {
    if (isStdImport(path, module) || isLocalImport(path, module)) continue;
    const pkg = lock.packages[path];
    if (!pkg) {
      missing.push(path);
      continue;
    }
    direct.add(pkg.module);
    pkg.require.forEach((i) => require.add(i));
    pkg.provide.forEach((i) => provide.add(i));
    pkg.sum.forEach((i) => sum.add(i));
  }
  if (missing.length > 0) {
    throw new Error(
      `the lock data has no entry for ${missing.sort().join(', ')}: pin the module in go-templates/versions.json and run npx tsx scripts/go-lock.ts`,
    );
  }

  const byIndex = (a: number, b: number) => a - b;
  const line = (i: number, indirect: boolean) => `${lock.modules[i][0]} ${lock.modules[i][1]}${indirect ? ' // indirect' : ''}`;
  const block = (indices: number[], indirect: boolean) =>
    indices.length === 1
      ? `require ${line(indices[0], indirect)}\n`
      : `require (\n${indices.map((i) => `\t${line(i, indirect)}\n`).join('')})\n`;

  // A package alone can need a line only to raise a module to its version here, when no module it
  // requires asks for that version; in a project where a module it builds on asks for that version in
  // its own go.mod, go mod tidy leaves the line out, and so does this. Modules holding a package the
  // project builds on keep their line.
  // Only what the project builds on counts as asking (what tidy keeps, checked config by config).
  const firm = [...require].filter((i) => provide.has(i) || direct.has(i));
  for (const i of [...require]) {
    if (!firm.includes(i) && firm.some((r) => r !== i && lock.implies[r]?.includes(i))) require.delete(i);
  }
  const all = [...require].sort(byIndex);
  const directs = all.filter((i) => direct.has(i));
  const indirects = all.filter((i) => !direct.has(i));
  let goMod = `module ${module}\n\ngo ${lock.go}\n`;
  if (directs.length > 0) goMod += `\n${block(directs, false)}`;
  if (indirects.length > 0) goMod += `\n${block(indirects, true)}`;

  const goSum = [...sum]
    .sort(byIndex)
    .map((i) => lock.sum[i] + '\n')
    .join('');
  return { goMod, goSum };
}
