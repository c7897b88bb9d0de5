// The wizard's selection and its place in the URL (share links). Pure: used by the page on the server,
// by the wizard in the browser, and by the tests.
import { FEATURE_BY_ID, FRAMEWORKS, type Framework } from '@/lib/catalogue/features';
import { DEFAULT_PROJECT_NAME, PROJECT_NAME_MAX, sanitizeProjectName } from '@/lib/catalogue/project-name';

export const WIZARD_STEPS = ['stack', 'features', 'review'] as const;
export type WizardStep = (typeof WIZARD_STEPS)[number];

export const STEP_TITLES: Record<WizardStep, string> = {
  stack: 'Choose Base Framework',
  features: 'Select Features',
  review: 'Review & Generate',
};

/** The name the review step starts with when none was given (spec section 5). */
export const REVIEW_DEFAULT_NAME = 'MyProject';

export interface WizardSelection {
  framework: Framework | null;
  /** Chosen feature ids, frameworks excluded, in the order they were picked. */
  features: string[];
  /** As typed; sanitized only when sent. */
  projectName: string;
  step: WizardStep;
}

export const EMPTY_SELECTION: WizardSelection = { framework: null, features: [], projectName: '', step: 'stack' };

/** Query keys the wizard owns; any of them in the home page's URL opens the generator. */
const WIZARD_QUERY_KEYS = ['step', 'framework', 'features', 'projectName'] as const;

type QueryInput = URLSearchParams | Record<string, string | string[] | undefined>;

function read(q: QueryInput, key: string): string[] {
  if (q instanceof URLSearchParams) return q.getAll(key);
  const v = q[key];
  return v === undefined ? [] : Array.isArray(v) ? v : [v];
}

function isFrameworkId(id: string): id is Framework {
  return (FRAMEWORKS as readonly string[]).includes(id);
}

export function hasWizardQuery(q: QueryInput): boolean {
  return WIZARD_QUERY_KEYS.some((k) => read(q, k).length > 0);
}

/**
 * Reads a selection from a query. Unknown ids are dropped, the first framework found (in `framework`,
 * else in `features`) becomes the base framework, and a step that needs a framework falls back to 'stack'.
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
  let step: WizardStep = (WIZARD_STEPS as readonly string[]).includes(stepRaw ?? '') ? (stepRaw as WizardStep) : framework ? 'review' : 'stack';
  if (step !== 'stack' && !framework) step = 'stack';
  if (step === 'review' && projectName === '') return { framework, features, projectName: REVIEW_DEFAULT_NAME, step };
  return { framework, features, projectName, step };
}

/** The query string (without '?') for a selection; commas stay readable in the feature list. */
export function wizardQuery(s: WizardSelection): string {
  const parts = [`step=${s.step}`];
  if (s.framework) parts.push(`framework=${s.framework}`);
  if (s.features.length > 0) parts.push(`features=${s.features.map(encodeURIComponent).join(',')}`);
  if (s.projectName) parts.push(`projectName=${encodeURIComponent(s.projectName)}`);
  return parts.join('&');
}

/** The name that is sent: disallowed characters stripped; empty becomes the default. */
export function effectiveProjectName(raw: string): string {
  return sanitizeProjectName(raw) || DEFAULT_PROJECT_NAME;
}

/** The feature list sent to the API: the base framework in front (spec section 4). */
export function requestFeatures(s: Pick<WizardSelection, 'framework' | 'features'>): string[] {
  return s.framework ? [s.framework, ...s.features.filter((f) => f !== s.framework)] : [...s.features];
}

/** Query for GET /api/v1/generate: the same zip as POST, for curl and links. */
export function generateQuery(s: Pick<WizardSelection, 'framework' | 'features' | 'projectName'>): string {
  const parts: string[] = [];
  if (s.framework) parts.push(`framework=${s.framework}`);
  if (s.features.length > 0) parts.push(`features=${s.features.map(encodeURIComponent).join(',')}`);
  parts.push(`projectName=${encodeURIComponent(effectiveProjectName(s.projectName))}`);
  return parts.join('&');
}

/** Choosing a base framework on the first step: other frameworks leave the selection. */
export function chooseFramework(s: WizardSelection, framework: Framework | null): WizardSelection {
  return { ...s, framework, features: s.features.filter((f) => !isFrameworkId(f)) };
}

/**
 * Toggling a feature on the features step. A framework replaces the current one (or becomes the base
 * framework when there is none); unselecting the base framework clears it.
 */
export function toggleFeature(s: WizardSelection, id: string): WizardSelection {
  if (isFrameworkId(id)) return chooseFramework(s, s.framework === id ? null : id);
  return s.features.includes(id) ? { ...s, features: s.features.filter((f) => f !== id) } : { ...s, features: [...s.features, id] };
}
