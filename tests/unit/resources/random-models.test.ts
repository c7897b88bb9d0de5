// Random models as a user might type them (tests/utils/random-models.ts): validation answers each with
// errors that name what they are about, and every model it accepts generates a project serving each of
// its resources. Whether those projects build is tests/go/random-models.ts's (the Go toolchain judges).
// A fixed seed: the suite gives the same answer on every run; the Go sweep draws new models each time.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { validateConfiguration } from '@/lib/catalogue/validate';
import { generateProjectFiles, implementedFeatureIds } from '@/lib/generator';
import { resourceNames } from '@/lib/resources/names';
import { MODEL_CONFIGURATIONS, modelArb } from '../../utils/random-models';

const SEED = 20261129;
const available = implementedFeatureIds();

describe('random models', () => {
  it('are accepted or refused with errors naming a resource of the model, and each accepted one generates a package per resource', () => {
    let accepted = 0;
    let runs = 0;
    fc.assert(
      fc.property(modelArb(), fc.nat(MODEL_CONFIGURATIONS.length - 1), (model, c) => {
        runs++;
        const config = MODEL_CONFIGURATIONS[c];
        const result = validateConfiguration({ framework: config.framework, features: [...config.features, 'router'], resources: model }, available);
        if (!result.is_valid) {
          const names = new Set(model.map((r) => r.name));
          for (const e of result.errors) expect(e.resource === undefined || names.has(e.resource), `${e.error_code} ${e.message}`).toBe(true);
          return;
        }
        accepted++;
        const files = new Set(generateProjectFiles({ projectName: 'random', framework: config.framework, features: result.adjusted_features, resources: model }).map((f) => f.path));
        for (const r of model) expect(files.has(`internal/${resourceNames(r.name).pkg}/${resourceNames(r.name).pkg}.go`), r.name).toBe(true);
      }),
      { numRuns: 200, seed: SEED },
    );
    // The draws are worth making: a good part of them is accepted (not every model refused by a bug).
    expect(accepted / runs).toBeGreaterThan(0.3);
  });
});
