// Finds every third-party Go package the templates import: in Go files (tests included) and in the
// imports and Deps fields of manifests. The lock script locks exactly these; a unit test checks that
// the committed lock data covers them.
import { isLocalImport, isStdImport, parseImports } from './goimports';
import { loadLibrary, type Part } from './library';

const MODULE_PLACEHOLDER = '{{@module}}';

/** The Go files of a part and its variants, with values left as markers (imports hold {{@module}}). */
function templateGoFiles(part: Part, out: Map<string, string>) {
  for (const [p, t] of part.files) {
    if (!p.endsWith('.go')) continue;
    out.set(`${part.key}/${p}`, t.segments.map((s) => (s.kind === 'text' ? s.text : s.kind === 'value' ? `{{@${s.name}}}` : '')).join(''));
  }
  part.variants.forEach((v) => templateGoFiles(v.part, out));
}

/** Every third-party import path the templates use: Go files, manifest imports and Deps imports. */
export function externalTemplateImports(root: string): Map<string, string[]> {
  const lib = loadLibrary(root);
  const sources = new Map<string, string>();
  const parts = [lib.base, ...[...lib.frameworks.values(), ...lib.features.values(), ...lib.shared.values()].map((f) => f.part)];
  parts.forEach((p) => templateGoFiles(p, sources));

  const found = new Map<string, string[]>();
  const note = (pkg: string, where: string) => {
    if (isStdImport(pkg, MODULE_PLACEHOLDER) || isLocalImport(pkg, MODULE_PLACEHOLDER)) return;
    found.set(pkg, [...(found.get(pkg) ?? []), where]);
  };
  for (const [where, src] of sources) {
    for (const i of parseImports(src, where)) note(i.path, where);
  }
  const manifests = (part: Part) => {
    const m = part.manifest;
    for (const list of Object.values(m.imports ?? {})) for (const s of list) note(s.split(/\s+/).pop()!, `${part.key}/manifest.json`);
    for (const d of m.deps ?? []) if (d.import) note(d.import.split(/\s+/).pop()!, `${part.key}/manifest.json`);
    part.variants.forEach((v) => manifests(v.part));
  };
  parts.forEach(manifests);
  return found;
}
