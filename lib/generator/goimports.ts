// Reading and merging the import declarations of Go source files, the way gofmt/goimports lay them out.

export interface GoImport {
  name?: string; // alias, '_' or '.'
  path: string;
}

const BLOCK = /^import \(\n([\s\S]*?)^\)\n/m;
const SINGLE = /^import (?:([A-Za-z_][A-Za-z0-9_]*|\.) )?"([^"]+)"[ \t]*(?:\/\/.*)?\n/gm;
const SPEC = /^(?:([A-Za-z_][A-Za-z0-9_]*|\.) )?"([^"]+)"[ \t]*(?:\/\/.*)?$/;

function parseSpecs(body: string, where: string): GoImport[] {
  const specs: GoImport[] = [];
  for (const raw of body.split('\n')) {
    const line = raw.trim();
    if (line === '' || line.startsWith('//')) continue;
    const m = SPEC.exec(line);
    if (!m) throw new Error(`${where}: cannot read the import line "${line}"`);
    specs.push(m[1] ? { name: m[1], path: m[2] } : { path: m[2] });
  }
  return specs;
}

/** Every import of a Go source file (block and single-line declarations). */
export function parseImports(src: string, where = 'Go file'): GoImport[] {
  const out: GoImport[] = [];
  const re = new RegExp(BLOCK.source, 'gm');
  for (const m of src.matchAll(re)) out.push(...parseSpecs(m[1], where));
  for (const m of src.matchAll(SINGLE)) out.push(m[1] ? { name: m[1], path: m[2] } : { path: m[2] });
  return out;
}

/** Standard library: the first path element has no dot (and the path is not the module's own). */
export function isStdImport(path: string, module: string): boolean {
  return !isLocalImport(path, module) && !path.split('/')[0].includes('.');
}

export function isLocalImport(path: string, module: string): boolean {
  return path === module || path.startsWith(module + '/');
}

function formatSpec(s: GoImport): string {
  return `\t${s.name ? s.name + ' ' : ''}"${s.path}"`;
}

/**
 * Adds `extra` imports to the file's import block (creating or widening it), then lays the block out
 * as goimports does: standard library, third-party, then the module's own packages; each group
 * sorted by path.
 */
export function mergeImports(src: string, extra: readonly GoImport[], module: string, where: string, relayout = false): string {
  const block = BLOCK.exec(src);
  let specs: GoImport[];
  let start: number;
  let end: number;
  if (block) {
    if (block[1].includes('//')) throw new Error(`${where}: imports are added to it, so its import block must hold no comments`);
    specs = parseSpecs(block[1], where);
    start = block.index;
    end = block.index + block[0].length;
  } else {
    const single = new RegExp(SINGLE.source, 'm').exec(src);
    if (!single) throw new Error(`${where}: imports are added to it, but it has no import declaration`);
    specs = [single[1] ? { name: single[1], path: single[2] } : { path: single[2] }];
    start = single.index;
    end = single.index + single[0].length;
  }
  const seen = new Set(specs.map((s) => `${s.name ?? ''} ${s.path}`));
  let added = false;
  for (const s of extra) {
    const key = `${s.name ?? ''} ${s.path}`;
    if (!seen.has(key)) {
      seen.add(key);
      specs.push(s);
      added = true;
    }
  }
  if (!added && block && !relayout) return src;

  const groups: GoImport[][] = [[], [], []];
  for (const s of specs) groups[isStdImport(s.path, module) ? 0 : isLocalImport(s.path, module) ? 2 : 1].push(s);
  const byPath = (a: GoImport, b: GoImport) =>
    a.path < b.path ? -1 : a.path > b.path ? 1 : (a.name ?? '') < (b.name ?? '') ? -1 : 1;
  const body = groups
    .filter((g) => g.length > 0)
    .map((g) => g.sort(byPath).map(formatSpec).join('\n'))
    .join('\n\n');
  // One import stays in the form it was written in: gofmt keeps both, and generated code (sqlc's)
  // writes a block even for one.
  const decl = specs.length === 1 && !block ? `import ${formatSpec(specs[0]).slice(1)}\n` : `import (\n${body}\n)\n`;
  return src.slice(0, start) + decl + src.slice(end);
}
