// Validation as the wizard runs it in the browser: live while choosing, and as the fallback when the
// server's validate call fails on the network. The server (POST /api/v1/generate/validate) is the authority.
import { FEATURES } from '@/lib/catalogue/features';
import { projectNameError } from '@/lib/catalogue/project-name';
import { validateConfiguration, type ValidationResult } from '@/lib/catalogue/validate';
import type { WizardSelection } from './state';

const ALL_FEATURE_IDS: ReadonlySet<string> = new Set(FEATURES.map((f) => f.id));

/** Live result for the current selection; a missing framework is not an error here (the steps gate it). */
export function liveValidation(s: Pick<WizardSelection, 'framework' | 'features'>, available: ReadonlySet<string> | null): ValidationResult {
  const r = validateConfiguration({ framework: s.framework ?? '', features: s.features }, available ?? ALL_FEATURE_IDS);
  if (s.framework) return r;
  const errors = r.errors.filter((e) => e.error_code !== 'INVALID_FRAMEWORK');
  return { ...r, errors, is_valid: errors.length === 0, adjusted_features: r.adjusted_features.filter(Boolean) };
}

/** What the server would answer, computed locally (network failure fallback). */
export function localValidation(
  body: { projectName: string; framework: string; features: string[] },
  available: ReadonlySet<string> | null,
): ValidationResult {
  const r = validateConfiguration({ framework: body.framework, features: body.features }, available ?? ALL_FEATURE_IDS);
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
        suggestions: ['Use letters, digits, underscores and hyphens, starting with a letter or digit'],
      },
      ...r.errors,
    ],
  };
}
