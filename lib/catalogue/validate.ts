// Pure validation of a project configuration, its resource model included: the server's (the authority)
// and the tests'. The wizard runs validateFeatures itself and loads the model's rules when needed.
import { checkResources } from '@/lib/resources/validate';
import { validateFeatures, type ConfigurationInput, type ValidationResult } from './validate-features';

export type { ValidationResult };

/**
 * `available` holds the ids the generator implements; a catalogue id outside it is refused as
 * "not available yet" rather than silently ignored.
 */
export function validateConfiguration(input: ConfigurationInput, available: ReadonlySet<string>): ValidationResult {
  return validateFeatures(input, available, checkResources);
}
