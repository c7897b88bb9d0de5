// Consistency of go-templates/ itself: lock data, registry, manifests, slots.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { FEATURE_BY_ID } from '../../../lib/catalogue/features';
import { generateProjectFiles } from '../../../lib/generator';
import { parseImports } from '../../../lib/generator/goimports';
import { goModAndSum } from '../../../lib/generator/gomod';
import { library, type Part } from '../../../lib/generator/library';
import { externalTemplateImports } from '../../../lib/generator/scan';
import { FRAMEWORKS, largest } from './helpers';

const lib = library();
const root = path.join(process.cwd(), 'go-templates');

function allParts(): Part[] {
  const out: Part[] = [];
  const walk = (p: Part) => {
    out.push(p);
    p.variants.forEach((v) => walk(v.part));
  };
  [lib.base, ...[...lib.frameworks.values(), ...lib.features.values(), ...lib.shared.values()].map((f) => f.part)].forEach(walk);
  return out;
}

describe('lock data', () => {
  it('covers every third-party package the templates import, and nothing else', () => {
    const imported = externalTemplateImports(root);
    const missing = [...imported.keys()].filter((p) => !(p in lib.lock.packages));
    expect(missing, 'run npx tsx scripts/go-lock.ts').toEqual([]);
    expect(Object.keys(lib.lock.packages).sort()).toEqual([...imported.keys()].sort());
  });

  it('uses the pinned version of every module in versions.json and the same go directive', () => {
    const selected = new Map(lib.lock.modules);
    for (const [module, version] of Object.entries(lib.versions.modules)) expect(selected.get(module), module).toBe(version);
    expect(lib.lock.go).toBe(lib.versions.go);
  });

  it('gives every generated go.sum line and requirement from the lock, with the module of each import direct', () => {
    const sums = new Set(lib.lock.sum);
    const versions = new Map(lib.lock.modules);
    for (const fw of FRAMEWORKS) {
      const files = new Map(generateProjectFiles(largest(fw)).map((f) => [f.path, f.content]));
      for (const line of files.get('go.sum')!.trim().split('\n')) expect(sums.has(line), line).toBe(true);
      const requires = [...files.get('go.mod')!.matchAll(/^\t?(?:require )?(\S+) (v\S+)( \/\/ indirect)?$/gm)];
      expect(requires.length).toBeGreaterThan(5);
      for (const [, module, version] of requires) expect(versions.get(module), module).toBe(version);
      const imported = new Set<string>();
      for (const [p, content] of files) if (p.endsWith('.go')) parseImports(content).forEach((i) => imported.add(i.path));
      for (const [, module, , indirect] of requires) {
        const direct = [...imported].some((i) => i === module || i.startsWith(module + '/'));
        expect(!indirect, `${module} direct`).toBe(direct);
      }
    }
  });

  it('writes a lone requirement on one line, as go mod tidy does', () => {
    // Every project has several requirements (the middleware's among them): a module importing chi alone.
    const { goMod } = goModAndSum('shop-api', ['github.com/go-chi/chi/v5'], lib.lock);
    expect(goMod).toMatch(/^require github\.com\/go-chi\/chi\/v5 v\S+$/m);
  });
});

describe('registry and manifests', () => {
  it('registers exactly the folders of go-templates/features, each a catalogue feature', () => {
    const folders = fs.readdirSync(path.join(root, 'features')).sort();
    expect([...lib.features.keys()].sort()).toEqual(folders);
    for (const id of [...folders, ...FRAMEWORKS]) expect(FEATURE_BY_ID.has(id), id).toBe(true);
  });

  it('contributes only to slots some template declares', () => {
    for (const part of allParts()) {
      for (const name of part.slots.keys()) expect(lib.declaredSlots.has(name), `${part.key}: slot ${name}`).toBe(true);
    }
  });

  it('conditions variants on known features', () => {
    const known = new Set([...lib.features.keys(), ...FRAMEWORKS, ...lib.shared.keys(), 'resources']); // a model counts as selected
    for (const part of allParts()) for (const v of part.variants) for (const id of v.when) expect(known.has(id), `${part.key}: ${v.without ? 'without' : 'with'}-${v.when.join('-or-')}`).toBe(true);
  });

  it('declares every environment variable once across all parts, each read by the Go code of its part', () => {
    const seen = new Map<string, string>();
    for (const part of allParts()) {
      const code = [...part.files.entries()]
        .filter(([p]) => p.endsWith('.go'))
        .map(([, t]) => t.segments.map((s) => (s.kind === 'text' ? s.text : '')).join(''))
        .join('\n');
      for (const v of part.manifest.env ?? []) {
        expect(seen.get(v.name), `${v.name} declared by ${seen.get(v.name)} and ${part.key}`).toBeUndefined();
        seen.set(v.name, part.key);
        expect(code, `${part.key} declares ${v.name} but its Go code does not read it`).toContain(`"${v.name}"`);
      }
    }
  });
});
