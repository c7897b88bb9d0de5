// A request as the generator takes it: its schema, its validation and the spec it becomes, and the
// catalogue as GET /features answers it. Pure (no database, no configuration, no Next): the site's
// routes and the command line share it, so both check and build a project the same way.
import { z } from 'zod';
import { AppError } from '@/lib/api/errors';
import { CATEGORIES, FEATURES, FEATURE_BY_ID, FRAMEWORKS, isFramework, listText } from '@/lib/catalogue/features';
import { CONFLICT_RULES } from '@/lib/catalogue/rules';
import { PROJECT_NAME_SUGGESTION, projectNameError } from '@/lib/catalogue/project-name';
import { validateConfiguration, type ValidationResult } from '@/lib/catalogue/validate';
import { SQL_DATABASES } from '@/lib/catalogue/validate-features';
import { implementedFeatureIds, type ProjectSpec } from '@/lib/generator';
import { canonicalModel } from '@/lib/resources/canonical';
import { modelKey, modelOrNone, type ResourceModel } from '@/lib/resources/model';
import { modelHistorySchema, resourcesSchema } from '@/lib/resources/schema';

export const generateRequestSchema = z.object({
  projectName: z.string({ error: 'projectName must be a string' }).max(256),
  framework: z.string({ error: `framework is required (${listText(FRAMEWORKS)})` }).max(64),
  features: z.array(z.string().max(64), { error: 'features must be a list of feature ids' }).max(100).default([]),
  resources: resourcesSchema.optional(),
  modelHistory: modelHistorySchema.optional(),
  allowDataLoss: z.boolean().optional().describe('Accept a change of model that loses data (DATA_LOSS names what)'),
});
export type GenerateRequest = z.infer<typeof generateRequestSchema>;

export const validateRequestSchema = generateRequestSchema.extend({
  projectName: generateRequestSchema.shape.projectName.optional(),
});
export type ValidateRequest = z.infer<typeof validateRequestSchema>;

export function validateRequest(req: ValidateRequest): ValidationResult {
  const result = validateConfiguration(req, implementedFeatureIds());
  const nameProblem = req.projectName === undefined ? null : projectNameError(req.projectName);
  if (nameProblem) {
    result.errors.unshift({
      error_code: 'INVALID_PROJECT_NAME',
      message: nameProblem,
      conflicts: [],
      conflicting_features: [],
      suggestions: [PROJECT_NAME_SUGGESTION],
    });
    result.is_valid = false;
  }
  return result;
}

/**
 * Checks the request as the generator needs it; throws a 400 AppError naming what is wrong. `site` is
 * the address gostarter.json's `$schema` points to (absent: the generator's default).
 */
export function specFromRequest(req: GenerateRequest, site?: string): { spec: ProjectSpec; validation: ValidationResult } {
  const nameProblem = projectNameError(req.projectName);
  if (nameProblem) {
    throw new AppError('VALIDATION', `Invalid project name: ${nameProblem}`, 'INVALID_PROJECT_NAME', {
      projectname: nameProblem,
    });
  }
  const validation = validateConfiguration(req, implementedFeatureIds());
  if (!validation.is_valid || !isFramework(req.framework)) {
    throw new AppError(
      'VALIDATION',
      validation.errors.map((e) => e.message).join('; '),
      'INVALID_CONFIGURATION',
      { errors: validation.errors },
      { validation_result: validation },
    );
  }
  const model = modelOrNone(req.resources);
  const history = model ? (req.modelHistory ?? []).filter((m) => m.length > 0).map(canonicalModel) : [];
  return {
    spec: {
      projectName: req.projectName,
      framework: req.framework,
      features: validation.adjusted_features,
      requested: req.features,
      ...(model ? { resources: canonicalModel(model) } : {}),
      ...(history.length > 0 ? { modelHistory: history } : {}),
      ...siteOf(site),
    },
    validation,
  };
}

/** The site's origin, which gostarter.json's `$schema` points to; unset: the generator's default. */
export function siteOf(url: string | undefined): { site?: string } {
  return url ? { site: new URL(url).origin } : {};
}

/** The body of GET /features. */
export function featuresResponse() {
  const available = implementedFeatureIds();
  return {
    categories: Object.fromEntries(CATEGORIES.map((c) => [c, FEATURES.filter((f) => f.category === c).map((f) => f.id)])),
    descriptions: Object.fromEntries(FEATURES.map((f) => [f.id, f.description])),
    conflict_rules: CONFLICT_RULES,
    features: FEATURES.map((f) => ({ ...f, available: available.has(f.id) })),
    recommended: FEATURES.filter((f) => f.recommended).map((f) => f.id),
    total: FEATURE_BY_ID.size,
  };
}

/**
 * The history of models a project grown from `from` to a model `next` has: from's, and from's model if
 * `next` changes it. Only a project with SQL tables keeps one: others have no migrations to follow it.
 */
export function historyAfter(from: Pick<ProjectSpec, 'features' | 'resources' | 'modelHistory'>, next: unknown): ResourceModel[] {
  if (!from.resources || !from.features.some((id) => SQL_DATABASES.includes(id))) return [];
  const past = from.modelHistory ?? [];
  const parsed = resourcesSchema.safeParse(next);
  const model = parsed.success ? modelOrNone(parsed.data) : undefined;
  if (!model || modelKey(canonicalModel(model)) === modelKey(from.resources)) return past;
  return [...past, from.resources];
}
