// The largest valid feature set for a framework: every available feature, in catalogue order, that
// keeps the configuration valid. Used by benchmarks and the verification matrix.
import { FEATURES, type Framework } from './features';
import { validateConfiguration } from './validate';

export function largestValidFeatures(framework: Framework, available: ReadonlySet<string>): string[] {
  const chosen: string[] = [];
  for (const { id } of FEATURES) {
    if (id === framework || !available.has(id)) continue;
    if (validateConfiguration({ framework, features: [...chosen, id] }, available).is_valid) chosen.push(id);
  }
  return chosen;
}
