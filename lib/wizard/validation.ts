// Validation as the wizard runs it in the browser: live while choosing, and as the fallback when the
// server's validate call fails on the network. The server (POST /api/v1/generate/validate) is the authority.
import { FEATURES } from '@/lib/catalogue/features';
import { PROJECT_NAME_SUGGESTION, projectNameError } from '@/lib/catalogue/project-name';
import { validateFeatures, type ModelCheck, type ValidationResult } from '@/lib/catalogue/validate-features';
import type { ResourceModel } from '@/lib/resources/model';
import type { WizardSelection } from './state';

const ALL_FEATURE_IDS: ReadonlySet<string> = new Set(FEATURES.map((f) => f.id));

/** What validateFeatures is given: the model only when there is one (without it, the notes example). */
function configuration(framework: string, features: string[], resources: ResourceModel | undefined) {
  return resources && resources.length > 0 ? { framework, features, resources } : { framework, features };
}

/**
 * Live result for the current selection; a missing framework is not an error here (the steps gate it).
 * The model is checked by `checkModel`, which the wizard loads once a model can exist (null until then).
 */
export function liveValidation(
  s: Pick<WizardSelection, 'framework' | 'features'> & { resources?: ResourceModel },
  available: ReadonlySet<string> | null,
  checkModel: ModelCheck | null,
): ValidationResult {
  const r = validateFeatures(configuration(s.framework ?? '', s.features, s.resources), available ?? ALL_FEATURE_IDS, checkModel);
  if (s.framework) return r;
  const errors = r.errors.filter((e) => e.error_code !== 'INVALID_FRAMEWORK');
  return { ...r, errors, is_valid: errors.length === 0, adjusted_features: r.adjusted_features.filter(Boolean) };
}

/** What the server would answer, computed locally (network failure fallback). */
export function localValidation(
  body: { projectName: string; framework: string; features: string[]; resources?: ResourceModel },
  available: ReadonlySet<string> | null,
  checkModel: ModelCheck,
): ValidationResult {
  const r = validateFeatures(configuration(body.framework, body.features, body.resources), available ?? ALL_FEATURE_IDS, checkModel);
  const nameProblem = projectNameError(body.projectName);
  if (!nameProblem) return r;
  return {
    ...r,
    is_valid: false,
    errors: [
      {
        error_code: 'INVALID_PROJECT_NAME',
        message: nameProblem,
        conflicts: [],
        conflicting_features: [],
        suggestions: [PROJECT_NAME_SUGGESTION],
      },
      ...r.errors,
    ],
  };
}

/** Where an error of the model points: the resource, and the field, by name (validateResources sets them). */
interface ModelErrorTarget {
  resource?: string;
  field?: string;
}

export interface ModelErrors {
  /** Messages about a resource as a whole, by its name. */
  resources: ReadonlyMap<string, string[]>;
  /** Messages about a field, by fieldKey(resource, field). */
  fields: ReadonlyMap<string, string[]>;
  /** How many errors name a resource. */
  count: number;
}

export const fieldKey = (resource: string, field: string) => JSON.stringify([resource, field]);

type ResultError = ValidationResult['errors'][number];

/** An error of the model (it names a resource), not of the features: the model's step shows and counts it. */
export const isModelError = (e: ResultError): e is ResultError & ModelErrorTarget & { resource: string } =>
  typeof (e as ResultError & ModelErrorTarget).resource === 'string';

/** The result with the features' errors only: what the features step counts and refuses Next for. */
/** Next or a download refused while the selection has conflicts (the spec's text). */
export const CONFLICTS = { title: 'Feature conflicts detected', description: 'Please resolve the conflicts before proceeding.' } as const;

/** Next refused while the resource model has errors: they are the model's, not the features'. */
export const MODEL_ERRORS = (count: number) =>
  ({
    title: count === 1 ? '1 problem in your data' : `${count} problems in your data`,
    description: 'Fix the highlighted fields of your resources before going on.',
  }) as const;

/**
 * Why Next cannot leave a later step, or null: the features' conflicts on the features step, then the
 * model's errors on any (`model` then: they are fixed on the data step). Here, with the validation that
 * loads past the first step, not in the wizard's first load.
 */
export function nextProblem(step: WizardSelection['step'], live: ValidationResult): { title: string; description: string; model: boolean } | null {
  if (step === 'features' && !featureResult(live).is_valid) return { ...CONFLICTS, model: false };
  const count = modelErrors(live).count;
  return count > 0 ? { ...MODEL_ERRORS(count), model: true } : null;
}

/**
 * Focuses the model's first field in error and brings it to the middle of the screen (clear of the sticky
 * bar and the header). The data step may still be loading: it is looked for over the next frames.
 */
export function focusFirstModelError(frames = 60) {
  const el = document.querySelector<HTMLElement>('[data-testid="resources-editor"] [aria-invalid="true"]');
  if (!el) {
    if (frames > 0) requestAnimationFrame(() => focusFirstModelError(frames - 1));
    return;
  }
  el.focus({ preventScroll: true });
  el.scrollIntoView({ block: 'center' });
}

export function featureResult(result: ValidationResult): ValidationResult {
  const errors = result.errors.filter((e) => !isModelError(e));
  return errors.length === result.errors.length ? result : { ...result, errors, is_valid: errors.length === 0 };
}

/** The errors of a result that name a resource (and a field), for the editor to show beside them. */
export function modelErrors(result: ValidationResult): ModelErrors {
  const resources = new Map<string, string[]>();
  const fields = new Map<string, string[]>();
  let count = 0;
  const add = (map: Map<string, string[]>, key: string, message: string) => map.set(key, [...(map.get(key) ?? []), message]);
  for (const e of result.errors) {
    if (!isModelError(e)) continue;
    const { resource, field } = e;
    count++;
    if (typeof field === 'string') add(fields, fieldKey(resource, field), e.message);
    else add(resources, resource, e.message);
  }
  return { resources, fields, count };
}
