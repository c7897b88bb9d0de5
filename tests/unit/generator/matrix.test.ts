// The verification matrix of generated projects must cover what the issue promises: every feature on
// every framework, every pair of features the rules allow together, and only valid configurations.
import { describe, expect, it } from 'vitest';
import { validateConfiguration } from '@/lib/catalogue/validate';
import { implementedFeatureIds } from '@/lib/generator';
import { buildMatrix, FRAMEWORKS, pairwiseSets } from '../../go/matrix';

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

  it('covers every pair of features the rules allow together', () => {
    const together = (a: string, b: string) => matrix.some((e) => e.spec.features.includes(a) && e.spec.features.includes(b));
    for (const a of features) {
      for (const b of features) {
        if (a >= b) continue;
        const allowed = validateConfiguration({ framework: 'gin', features: [a, b] }, available);
        // A pair may need a feature one of them requires (gorm needs a SQL database): allowed when some valid set holds both.
        if (allowed.is_valid || pairwiseSets(features).some((s) => s.includes(a) && s.includes(b))) expect(together(a, b), `${a} + ${b}`).toBe(true);
      }
    }
  });

  it('keeps exclusive features apart', () => {
    const sets = pairwiseSets(['postgresql', 'gorm', 'docker', 'logger']);
    for (const s of sets) expect(validateConfiguration({ framework: 'gin', features: s }, available).is_valid).toBe(true);
    expect(sets.some((s) => s.includes('gorm') && s.includes('docker'))).toBe(true);
  });
});
