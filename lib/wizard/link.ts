// Reading a share link: the selection and the Explore dialog a wizard URL holds. Apart from
// lib/wizard/state.ts because it checks ids against the catalogue: the generator page loads it only for an
// address that carries a selection.
import { FEATURE_BY_ID, isFramework as isFrameworkId } from '@/lib/catalogue/features';
import { PROJECT_NAME_MAX } from '@/lib/catalogue/project-name';
import { EXPLORE_CLOSED, isWizardStep, read, REVIEW_DEFAULT_NAME, type ExploreView, type QueryInput, type WizardSelection, type WizardStep } from './state';

/**
 * Reads a selection from a query. Unknown ids are dropped, the first framework found (in `framework`,
 * else in `features`) becomes the base framework, and a step that needs a framework falls back to 'stack'.
 * A link without a step opens on the review, or on the model ('data') when it carries one.
 * The model a link carries (`resources`) is not read here: it is checked by its zod schema, which the
 * generator page loads only for such a link (parseResourcesParam, lib/wizard/link-model.ts).
 */
export function parseWizardQuery(q: QueryInput): WizardSelection {
  const ids = read(q, 'features')
    .flatMap((v) => v.split(','))
    .map((s) => s.trim())
    .filter(Boolean);
  const declared = read(q, 'framework')
    .map((s) => s.trim())
    .find(isFrameworkId);
  const framework = declared ?? ids.find(isFrameworkId) ?? null;
  const features: string[] = [];
  for (const id of ids) if (FEATURE_BY_ID.has(id) && !isFrameworkId(id) && !features.includes(id)) features.push(id);
  const projectName = (read(q, 'projectName')[0] ?? '').slice(0, PROJECT_NAME_MAX * 2);
  const stepRaw = read(q, 'step')[0];
  // Without a step, a link with a framework opens on the review, and one that carries a model on the model.
  const fallback: WizardStep = !framework ? 'stack' : read(q, 'resources').length > 0 ? 'data' : 'review';
  let step: WizardStep = isWizardStep(stepRaw) ? stepRaw : fallback;
  if (step !== 'stack' && !framework) step = 'stack';
  if (step === 'review' && projectName === '') return { framework, features, projectName: REVIEW_DEFAULT_NAME, step, resources: [] };
  return { framework, features, projectName, step, resources: [] };
}

/** Longer than any generated path; a longer value is not one of ours. */
const FILE_PARAM_MAX = 300;

/**
 * Reads the Explore dialog from a query: `explore=1`, or a `file`, opens it. Only the review step offers
 * Explore, so a query that does not open on review (no framework) leaves it closed. The file is not checked
 * here: the dialog falls back to its default file when the project has no such path.
 */
export function parseExploreQuery(q: QueryInput): ExploreView {
  const raw = read(q, 'file')[0]?.trim() ?? '';
  const file = raw !== '' && raw.length <= FILE_PARAM_MAX ? raw : null;
  const open = read(q, 'explore')[0] === '1' || file !== null;
  return open && parseWizardQuery(q).step === 'review' ? { open, file } : EXPLORE_CLOSED;
}
