// The verification matrix of generated projects must cover every feature on every framework (alone
// where its code meets the framework), every pair of features the rules allow together (on every
// framework when one of them meets the framework), and only valid configurations.
import { describe, expect, it } from 'vitest';
import { validateConfiguration } from '@/lib/catalogue/validate';
import { generateProjectFiles, implementedFeatureIds } from '@/lib/generator';
import { buildMatrix, frameworkBoundFeatures, FRAMEWORKS, pairwiseSets } from '../../go/matrix';

const available = implementedFeatureIds();
const features = [...available].filter((id) => !(FRAMEWORKS as string[]).includes(id)).sort();

describe('verification matrix', () => {
  const matrix = buildMatrix();

  it('holds only configurations validation accepts', () => {
    for (const e of matrix) {
      expect(validateConfiguration({ framework: e.spec.framework, features: e.spec.features }, available).is_valid, e.name).toBe(true);
    }
  });

  it('puts every implemented feature on every framework', () => {
    for (const fw of FRAMEWORKS) {
      const covered = new Set(matrix.filter((e) => e.spec.framework === fw).flatMap((e) => e.spec.features));
      expect(features.filter((id) => !covered.has(id)), fw).toEqual([]);
    }
  });

  it('runs each feature that meets the framework alone on every framework, and each other feature alone once', () => {
    const bound = frameworkBoundFeatures();
    // The features whose handlers, routes or router tests differ per framework.
    expect([...bound]).toEqual(expect.arrayContaining(['router', 'middleware', 'auth', 'jwt-auth', 'prometheus', 'swagger', 'postman', 'websocket', 'openai']));
    expect(bound.has('postgresql') || bound.has('docker')).toBe(false);
    // A feature validation always adds is in the base project; the others have an entry of their own.
    const alone = (fw: string, id: string) => matrix.some((e) => e.name === `${fw}-${id}` || (e.name === `${fw}-base` && e.spec.features.includes(id)));
    for (const id of features) {
      const frameworks = FRAMEWORKS.filter((fw) => alone(fw, id));
      if (bound.has(id)) expect(frameworks, id).toEqual(FRAMEWORKS);
      else expect(frameworks.length, id).toBeGreaterThanOrEqual(1);
    }
  });

  it('covers every pair of features the rules allow together once, and on every framework each pair with a feature that meets it', () => {
    const sets = pairwiseSets(features);
    const bound = frameworkBoundFeatures();
    const allowed = (fw: (typeof FRAMEWORKS)[number], a: string, b: string) =>
      // A pair may need a feature one of them requires (gorm needs a SQL database): allowed when some valid set holds both.
      validateConfiguration({ framework: fw, features: [a, b] }, available).is_valid || sets.some((s) => s.includes(a) && s.includes(b));
    const together = (a: string, b: string, fw?: string) => matrix.some((e) => (!fw || e.spec.framework === fw) && e.spec.features.includes(a) && e.spec.features.includes(b));
    for (const a of features) {
      for (const b of features) {
        if (a >= b || !allowed('gin', a, b)) continue;
        expect(together(a, b), `${a} + ${b}`).toBe(true);
        if (bound.has(a) || bound.has(b)) for (const fw of FRAMEWORKS) if (allowed(fw, a, b)) expect(together(a, b, fw), `${fw}: ${a} + ${b}`).toBe(true);
      }
    }
  });

  it('serves a model from every store with and without Auth and JWT Auth, one of them in the default run', () => {
    const models = matrix.filter((e) => e.spec.resources && !e.refused);
    const storeOf = (features: string[]) => ['postgresql', 'mysql', 'sqlite', 'mongodb', 'badger', 'gorm', 'sqlc', 'db'].filter((id) => features.includes(id)).sort().join('+') || 'memory';
    const stores = new Set(models.map((e) => storeOf(e.spec.features)));
    for (const store of stores) {
      const onStore = models.filter((e) => storeOf(e.spec.features) === store);
      expect(onStore.some((e) => !e.spec.features.includes('jwt-auth')), `${store} without JWT Auth`).toBe(true);
      expect(onStore.some((e) => e.spec.features.includes('jwt-auth') && e.spec.features.includes('auth')), `${store} with Auth and JWT Auth`).toBe(true);
    }
    expect(stores.size).toBeGreaterThanOrEqual(12);
    expect(models.some((e) => e.representative && e.spec.features.includes('sqlc') && e.spec.features.includes('jwt-auth'))).toBe(true);
  });

  it('keeps exclusive features apart', () => {
    const sets = pairwiseSets(['postgresql', 'gorm', 'docker', 'logger']);
    for (const s of sets) expect(validateConfiguration({ framework: 'gin', features: s }, available).is_valid).toBe(true);
    expect(sets.some((s) => s.includes('gorm') && s.includes('docker'))).toBe(true);
  });
});

describe('README commands', () => {
  it('name only make targets the project has: a project without the Makefile is told the docker compose commands', () => {
    for (const { name, spec } of buildMatrix()) {
      const files = new Map(generateProjectFiles(spec).map((f) => [f.path, f.content]));
      const readme = files.get('README.md') ?? '';
      const targets = new Set([...(files.get('Makefile') ?? '').matchAll(/^([a-z][a-z0-9-]*):/gm)].map((m) => m[1]));
      const blocks = [...readme.matchAll(/```sh\n([\s\S]*?)```/g)].map((m) => m[1]);
      for (const line of blocks.join('').split('\n')) {
        const make = /^make ([a-z][a-z0-9-]*)/.exec(line);
        if (make) expect(targets.has(make[1]), `${name}: README runs "${line}"`).toBe(true);
      }
    }
  });
});
