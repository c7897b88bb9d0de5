import { describe, expect, it } from 'vitest';
import { FEATURES } from '@/lib/catalogue/features';
import { conflictingWith } from '@/lib/catalogue/conflicts';
import { checkResources } from '@/lib/resources/validate';
import { liveValidation, localValidation } from '@/lib/wizard/validation';

const ALL = new Set(FEATURES.map((f) => f.id));

describe('the Conflict badge', () => {
  it('marks features that would break an exclusive group of the selection', () => {
    const selected = ['gin', 'postgresql', 'gorm'];
    expect(conflictingWith('mysql', selected)).toEqual(['postgresql']);
    expect(conflictingWith('mongodb', selected)).toEqual(['postgresql']);
    expect(conflictingWith('sqlc', selected)).toEqual(['gorm']);
    expect(conflictingWith('redis', selected)).toEqual([]);
    expect(conflictingWith('docker', selected)).toEqual([]);
    expect(conflictingWith('postgresql', selected)).toEqual([]);
  });

  it('leaves frameworks to the wizard, which replaces them', () => {
    expect(conflictingWith('echo', ['gin'])).toEqual(['gin']);
    expect(conflictingWith('echo', ['gin'], ['MULTIPLE_FRAMEWORKS'])).toEqual([]);
  });

  it('agrees with validation: adding a conflicting feature makes the configuration invalid', () => {
    for (const f of FEATURES) {
      const selected = ['postgresql', 'gorm'];
      if (f.category === 'Web Framework' || selected.includes(f.id)) continue;
      const invalid = !liveValidation({ framework: 'gin', features: [...selected, f.id] }, ALL, checkResources).is_valid;
      expect(conflictingWith(f.id, ['gin', ...selected], ['MULTIPLE_FRAMEWORKS']).length > 0, f.id).toBe(
        invalid && ['mysql', 'mongodb', 'sqlite', 'badger', 'sqlc'].includes(f.id),
      );
    }
  });
});

describe('validation in the browser', () => {
  it('ignores the missing framework before one is chosen, and blocks on rule errors', () => {
    expect(liveValidation({ framework: null, features: [] }, ALL, checkResources).is_valid).toBe(true);
    const r = liveValidation({ framework: 'gin', features: ['gorm'] }, ALL, checkResources);
    expect(r.is_valid).toBe(false);
    expect(r.errors[0].error_code).toBe('REQUIRES_SQL_DATABASE');
  });

  it('refuses features the generator does not build', () => {
    const r = liveValidation({ framework: 'gin', features: ['openai'] }, new Set(['gin', 'env', 'gitignore', 'middleware']), checkResources);
    expect(r.errors.map((e) => e.error_code)).toContain('FEATURE_NOT_AVAILABLE');
  });

  it('checks the model with the rules it is given, and leaves it to them until they are loaded', () => {
    const model = [{ name: 'type', fields: [] }];
    const checked = liveValidation({ framework: 'chi', features: [], resources: model }, ALL, checkResources);
    expect(checked.errors.some((e) => e.error_code === 'RESERVED_NAME')).toBe(true);
    const unchecked = liveValidation({ framework: 'chi', features: [], resources: model }, ALL, null);
    expect(unchecked.errors).toEqual([]);
    // The router the model needs is added either way.
    expect(unchecked.adjusted_features).toContain('router');
  });

  it('falls back to the full check, project name included, when the server cannot be reached', () => {
    const r = localValidation({ projectName: 'fmt', framework: 'gin', features: ['gin'] }, ALL, checkResources);
    expect(r.is_valid).toBe(false);
    expect(r.errors[0].error_code).toBe('INVALID_PROJECT_NAME');
    expect(localValidation({ projectName: 'shop', framework: 'gin', features: ['gin', 'postgresql'] }, ALL, checkResources).is_valid).toBe(true);
  });
});
