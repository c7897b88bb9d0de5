// Which catalogue features the generator builds today, read on the server. Never throws: a generator
// that fails to load leaves the question to the browser (GET /features) and to validation.
import { implementedFeatureIds } from '@/lib/generator';

export function availableFeatureIds(): string[] | undefined {
  try {
    return [...implementedFeatureIds()].sort();
  } catch (err) {
    console.error('Could not read the implemented features:', err);
    return undefined;
  }
}
