// Pure validation of a project configuration's features, and of its resource model through the check
// it is given: the server's validateConfiguration (./validate.ts) gives it the model's rules; the wizard
// loads those only once a model can exist (they are a large part of the generator's script).
import { byCatalogueOrder, FEATURE_BY_ID, FRAMEWORKS, isFramework, listText } from './features';
import { ALWAYS_ADDED, AUTO_ADD, EXCLUSIVE_GROUPS, REQUIRES, WARNINGS } from './rules';
import type { ValidationError, ValidationResult } from '@/lib/schemas/generation';
import { modelOrNone, type ResourceModel } from '@/lib/resources/model';
import type { checkResources } from '@/lib/resources/validate';

export type { ValidationResult };

export interface ConfigurationInput {
  framework: string;
  features: string[];
  /** The user's resources; none (or an empty list) keeps the notes example. */
  resources?: ResourceModel | null;
  /** The models of the project's earlier generations, oldest first: a change of model since is a migration. */
  modelHistory?: ResourceModel[] | null;
  /** Whether the change from the last of `modelHistory` may lose data (a dropped column or table, a narrower type). */
  allowDataLoss?: boolean;
}

/** The databases whose tables migrations/ holds. */
export const SQL_DATABASES: readonly string[] = ['postgresql', 'mysql', 'sqlite'];

/** The rules of a resource model: checkResources, or null where they are not loaded yet (the model is then left unchecked). */
export type ModelCheck = typeof checkResources;

const nameOf = (id: string) => FEATURE_BY_ID.get(id)?.name ?? id;

/**
 * `available` holds the ids the generator implements; a catalogue id outside it is refused as
 * "not available yet" rather than silently ignored.
 */
export function validateFeatures(input: ConfigurationInput, available: ReadonlySet<string>, checkModel: ModelCheck | null): ValidationResult {
  const errors: ValidationError[] = [];
  const warnings: string[] = [];
  const error = (e: Omit<ValidationError, 'conflicts' | 'conflicting_features' | 'suggestions'> & Partial<ValidationError>) =>
    errors.push({ conflicts: [], conflicting_features: [], suggestions: [], ...e });

  const seen = new Set<string>();
  const duplicates = new Set<string>();
  for (const id of input.features) (seen.has(id) ? duplicates : seen).add(id);
  if (duplicates.size > 0) {
    error({
      error_code: 'DUPLICATE_FEATURES',
      message: `Features listed more than once: ${[...duplicates].join(', ')}`,
      conflicting_features: [...duplicates],
      suggestions: ['List each feature once'],
    });
  }

  const framework = input.framework;
  if (!isFramework(framework)) {
    error({
      error_code: 'INVALID_FRAMEWORK',
      message: `Unknown framework '${framework}'`,
      conflicting_features: [framework],
      suggestions: [`Choose ${listText(FRAMEWORKS)}`],
    });
  }

  // The framework goes to the front; the rest keep the user's order.
  const chosen = [framework, ...[...seen].filter((id) => id !== framework)];

  const unknown = chosen.slice(1).filter((id) => !FEATURE_BY_ID.has(id));
  for (const id of unknown) {
    error({
      error_code: 'UNKNOWN_FEATURE',
      message: `Unknown feature '${id}'`,
      conflicting_features: [id],
      suggestions: ['See GET /features for the list of feature ids'],
    });
  }

  const added: string[] = [];
  const add = (id: string) => {
    if (!chosen.includes(id) && !added.includes(id)) added.push(id);
  };
  for (const rule of AUTO_ADD) if (chosen.includes(rule.feature)) rule.adds.forEach(add);
  // The router serves the resources: a model without it would reach no binary.
  const model = modelOrNone(input.resources);
  if (model) add('router');
  // A model that changed on a SQL database is a migration: versioned ones apply each once.
  if (model && input.modelHistory?.length && SQL_DATABASES.some((id) => chosen.includes(id))) add('migrations');
  ALWAYS_ADDED.forEach(add);
  added.sort(byCatalogueOrder);
  const all = [...chosen, ...added];
  const selected = new Set(all);

  for (const group of EXCLUSIVE_GROUPS) {
    const hits = group.members.filter((m) => selected.has(m));
    if (hits.length > 1) {
      error({
        error_code: group.code,
        message: `${group.message}: ${hits.map(nameOf).join(', ')}`,
        conflicts: group.members,
        conflicting_features: hits,
        suggestions: group.suggestions,
      });
    }
  }

  for (const rule of REQUIRES) {
    if (selected.has(rule.feature) && !rule.anyOf.some((id) => selected.has(id))) {
      error({
        error_code: rule.code,
        message: rule.message,
        conflicts: [rule.feature, ...rule.anyOf],
        conflicting_features: [rule.feature],
        suggestions: rule.suggestions,
      });
    }
  }

  for (const rule of WARNINGS) {
    const others = rule.withAnyOf.filter((id) => selected.has(id));
    if (selected.has(rule.feature) && others.length > 0) warnings.push(rule.message);
  }

  const unavailable = all.filter((id) => FEATURE_BY_ID.has(id) && !available.has(id));
  if (unavailable.length > 0) {
    error({
      error_code: 'FEATURE_NOT_AVAILABLE',
      message: `Not available yet: ${unavailable.map(nameOf).join(', ')}`,
      conflicting_features: unavailable,
      suggestions: ['Remove these features for now; they are listed in the catalogue but not generated yet'],
    });
  }

  if (model && checkModel) {
    const resources = checkModel(model, selected);
    errors.push(...resources.errors);
    warnings.push(...resources.warnings);
  }

  return {
    is_valid: errors.length === 0,
    errors,
    warnings,
    adjusted_features: all,
    added_dependencies: added,
  };
}
