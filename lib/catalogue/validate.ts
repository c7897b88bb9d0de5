// Pure validation of a project configuration, its resource model included: the server's (the authority)
// and the tests'. The wizard runs validateFeatures itself and loads the model's rules when needed.
import { dataLoss, diffModels } from '@/lib/resources/model-diff';
import { modelOrNone } from '@/lib/resources/model';
import { checkResources } from '@/lib/resources/validate';
import { validateFeatures, type ConfigurationInput, type ValidationResult } from './validate-features';

export type { ValidationResult };

/**
 * `available` holds the ids the generator implements; a catalogue id outside it is refused as
 * "not available yet" rather than silently ignored.
 */
export function validateConfiguration(input: ConfigurationInput, available: ReadonlySet<string>): ValidationResult {
  const result = validateFeatures(input, available, checkResources);
  const model = modelOrNone(input.resources);
  const history = input.modelHistory ?? [];
  if (!model || history.length === 0) return result;
  const refuse = (error_code: string, message: string, suggestions: string[]) => result.errors.push({ error_code, message, conflicts: [], conflicting_features: [], suggestions });
  // An earlier model is checked on its own: the features it met then may not be today's (GORM's names).
  history.forEach((earlier, i) => {
    const errors = checkResources(earlier, new Set()).errors;
    if (errors.length > 0) refuse('INVALID_MODEL_HISTORY', `modelHistory[${i}] is not a valid model: ${errors[0].message}`, ['Send the models gostarter.json records, unchanged']);
  });
  // What the change from the last model would lose, in words: refused unless the request accepts it.
  const losses = diffModels(history[history.length - 1], model).flatMap((c) => dataLoss(c) ?? []);
  if (losses.length > 0 && !input.allowDataLoss) {
    refuse('DATA_LOSS', `This change of model would lose data: ${losses.join('; ')}`, [
      'Declare `renamed_from` on a renamed resource or field: a rename keeps its data',
      'Give a field made required a `default`',
      'Accept the loss: `allowDataLoss: true` in a request, `--allow-data-loss` on the command line, the review\'s checkbox in the studio',
    ]);
  } else if (losses.length > 0) result.warnings.push(`This change of model loses data: ${losses.join('; ')}`);
  result.is_valid = result.errors.length === 0;
  return result;
}
