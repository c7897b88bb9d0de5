import { describe, expect, it } from 'vitest';
import { FEATURE_BY_ID, isFramework } from '@/lib/catalogue/features';
import { PRESETS } from '@/lib/catalogue/presets';
import { ALWAYS_ADDED } from '@/lib/catalogue/rules';
import { validateConfiguration } from '@/lib/catalogue/validate';
import { generateProjectFiles, implementedFeatureIds } from '@/lib/generator';
import { parseWizardQuery } from '@/lib/wizard/link';
import { applyPreset, EMPTY_SELECTION, matchingPreset, wizardQuery } from '@/lib/wizard/state';

// The same set GET /features marks `available` and the server validates against.
const available = implementedFeatureIds();

describe('presets', () => {
  it('has five or six presets with unique ids and names', () => {
    expect(PRESETS.length).toBeGreaterThanOrEqual(5);
    expect(PRESETS.length).toBeLessThanOrEqual(6);
    expect(new Set(PRESETS.map((p) => p.id)).size).toBe(PRESETS.length);
    expect(new Set(PRESETS.map((p) => p.name)).size).toBe(PRESETS.length);
    for (const p of PRESETS) {
      expect(p.id).toMatch(/^[a-z][a-z0-9-]*$/);
      expect(p.description.length).toBeGreaterThan(0);
    }
  });

  it('lists no two presets with the same selection', () => {
    const keys = PRESETS.map((p) => `${p.framework}:${[...p.features].sort().join(',')}`);
    expect(new Set(keys).size).toBe(PRESETS.length);
  });

  it.each(PRESETS.map((p) => [p.id, p] as const))('%s uses catalogue ids only, each once, frameworks apart', (_id, p) => {
    expect(isFramework(p.framework)).toBe(true);
    expect(new Set(p.features).size).toBe(p.features.length);
    for (const id of p.features) {
      expect(FEATURE_BY_ID.has(id), id).toBe(true);
      expect(isFramework(id), id).toBe(false);
      // What validation always adds is not a choice; listing it would only make the preset look different from its selection.
      expect(ALWAYS_ADDED, id).not.toContain(id);
    }
  });

  it.each(PRESETS.map((p) => [p.id, p] as const))('%s passes the server validation with every feature available', (_id, p) => {
    for (const id of [p.framework, ...p.features]) expect(available.has(id), `${id} is not generated`).toBe(true);
    const r = validateConfiguration({ framework: p.framework, features: [p.framework, ...p.features] }, available);
    expect(r.errors).toEqual([]);
    expect(r.is_valid).toBe(true);
    expect(r.adjusted_features[0]).toBe(p.framework);
  });

  it.each(PRESETS.map((p) => [p.id, p] as const))('%s generates a project', (_id, p) => {
    const r = validateConfiguration({ framework: p.framework, features: [p.framework, ...p.features] }, available);
    const files = generateProjectFiles({ projectName: 'preset-check', framework: p.framework, features: r.adjusted_features });
    expect(files.find((f) => f.path === 'go.mod')?.content).toContain('module preset-check');
  });
});

describe('applying a preset', () => {
  it('replaces framework and features, keeps the name, the step and the model, and survives the URL', () => {
    const [first, second] = PRESETS;
    const resources = [{ name: 'author', fields: [{ name: 'full_name', type: 'string' as const }] }];
    const before = { framework: 'fiber' as const, features: ['mongodb', 'websocket'], projectName: 'my-api', step: 'stack' as const, resources };
    const s = applyPreset(before, first);
    expect(s).toEqual({ framework: first.framework, features: [...first.features], projectName: 'my-api', step: 'stack', resources });
    expect(matchingPreset(s, PRESETS)?.id).toBe(first.id);
    expect(matchingPreset(parseWizardQuery(new URLSearchParams(wizardQuery(s))), PRESETS)?.id).toBe(first.id);
    expect(matchingPreset(applyPreset(s, second), PRESETS)?.id).toBe(second.id);
  });

  it('matches whatever the order of the features, and no longer once the selection is edited', () => {
    const p = PRESETS[0];
    const reordered = { ...EMPTY_SELECTION, framework: p.framework, features: [...p.features].reverse() };
    expect(matchingPreset(reordered, PRESETS)?.id).toBe(p.id);
    expect(matchingPreset({ ...reordered, features: reordered.features.slice(1) }, PRESETS)).toBeNull();
    expect(matchingPreset({ ...reordered, features: [...reordered.features, 'postman'] }, PRESETS)).toBeNull();
    expect(matchingPreset(EMPTY_SELECTION, PRESETS)).toBeNull();
  });
});
