// The wizard's selection and its place in the URL (share links). Pure: used by proxy.ts (which addresses
// are the generator), by the pages, by the wizard in the browser, and by the tests.
import { FEATURE_BY_ID, isFramework as isFrameworkId, type Framework } from '@/lib/catalogue/features';
import { PRESETS, type Preset } from '@/lib/catalogue/presets';
import { DEFAULT_PROJECT_NAME, PROJECT_NAME_MAX, sanitizeProjectName } from '@/lib/catalogue/project-name';
import type { GenerateBody } from '@/lib/client/generate';
import { canonicalModel, type ResourceModel } from '@/lib/resources/model';

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
  /** The user's resources; empty: the project serves the notes example. */
  resources: ResourceModel;
}

export const EMPTY_SELECTION: WizardSelection = { framework: null, features: [], projectName: '', step: 'stack', resources: [] };

/** Query keys the wizard owns; any of them in the home page's URL opens the generator. */
const WIZARD_QUERY_KEYS = ['step', 'framework', 'features', 'projectName', 'resources'] as const;

/**
 * The longest `resources` value a link carries (base64url of the model's canonical JSON): about a hundred
 * fields. A longer model stays out of the link (see resourcesParam) and a longer value is not read.
 */
export const RESOURCES_PARAM_MAX = 8000;

function toBase64Url(text: string): string {
  let bin = '';
  for (const b of new TextEncoder().encode(text)) bin += String.fromCharCode(b);
  return btoa(bin).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** The text of a base64url value; null when it is not base64url of UTF-8. */
export function fromBase64Url(value: string): string | null {
  if (!/^[A-Za-z0-9_-]*$/.test(value) || value.length % 4 === 1) return null;
  try {
    const bin = atob(value.replace(/-/g, '+').replace(/_/g, '/') + '='.repeat((4 - (value.length % 4)) % 4));
    return new TextDecoder('utf-8', { fatal: true }).decode(Uint8Array.from(bin, (c) => c.charCodeAt(0)));
  } catch {
    return null;
  }
}

/** The `resources` parameter of a model: base64url of its canonical JSON; null when empty or too long for a link. */
export function resourcesParam(model: ResourceModel): string | null {
  if (model.length === 0) return null;
  const value = toBase64Url(JSON.stringify(canonicalModel(model)));
  return value.length <= RESOURCES_PARAM_MAX ? value : null;
}

type QueryInput = URLSearchParams | Record<string, string | string[] | undefined>;

function read(q: QueryInput, key: string): string[] {
  if (q instanceof URLSearchParams) return q.getAll(key);
  const v = q[key];
  return v === undefined ? [] : Array.isArray(v) ? v : [v];
}

export function hasWizardQuery(q: QueryInput): boolean {
  return WIZARD_QUERY_KEYS.some((k) => read(q, k).length > 0);
}

/**
 * Reads a selection from a query. Unknown ids are dropped, the first framework found (in `framework`,
 * else in `features`) becomes the base framework, and a step that needs a framework falls back to 'stack'.
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
  let step: WizardStep = (WIZARD_STEPS as readonly string[]).includes(stepRaw ?? '') ? (stepRaw as WizardStep) : framework ? 'review' : 'stack';
  if (step !== 'stack' && !framework) step = 'stack';
  if (step === 'review' && projectName === '') return { framework, features, projectName: REVIEW_DEFAULT_NAME, step, resources: [] };
  return { framework, features, projectName, step, resources: [] };
}

/** The Explore dialog (the preview of the files) as the URL holds it, so a link can open it on one file. */
export interface ExploreView {
  open: boolean;
  /** The file shown, as its path in the project; null until the preview picks one. */
  file: string | null;
}

export const EXPLORE_CLOSED: ExploreView = { open: false, file: null };

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

/**
 * The query string (without '?') for a selection, and for the Explore dialog when it is open; commas stay
 * readable in the feature list, slashes in the file path.
 */
export function wizardQuery(s: Omit<WizardSelection, 'resources'> & { resources?: ResourceModel }, explore: ExploreView = EXPLORE_CLOSED): string {
  const parts = [`step=${s.step}`];
  if (s.framework) parts.push(`framework=${s.framework}`);
  if (s.features.length > 0) parts.push(`features=${s.features.map(encodeURIComponent).join(',')}`);
  if (s.projectName) parts.push(`projectName=${encodeURIComponent(s.projectName)}`);
  const resources = resourcesParam(s.resources ?? []);
  if (resources) parts.push(`resources=${resources}`);
  if (explore.open) {
    parts.push('explore=1');
    if (explore.file) parts.push(`file=${encodeURIComponent(explore.file).replace(/%2F/g, '/')}`);
  }
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

/** The body of the wizard's calls (validate, preview, generate): the model only when there is one. */
export function requestBody(s: Pick<WizardSelection, 'framework' | 'features' | 'projectName' | 'resources'>): GenerateBody {
  const body: GenerateBody = { projectName: effectiveProjectName(s.projectName), framework: s.framework ?? '', features: requestFeatures(s) };
  if (s.resources.length > 0) body.resources = canonicalModel(s.resources);
  return body;
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

/**
 * Starting from a preset: its framework and features replace the selection, and its resources the model
 * when it has some; the name and the step stay.
 */
export function applyPreset(s: WizardSelection, preset: Preset): WizardSelection {
  const resources = (preset as Preset & { resources?: ResourceModel }).resources;
  return { ...s, framework: preset.framework, features: [...preset.features], ...(resources ? { resources: canonicalModel(resources) } : {}) };
}

/** The preset the selection is exactly (in any order), or null once it was edited away from every preset. */
export function matchingPreset(s: Pick<WizardSelection, 'framework' | 'features'>): Preset | null {
  const chosen = new Set(s.features);
  return (
    PRESETS.find((p) => p.framework === s.framework && p.features.length === chosen.size && p.features.every((id) => chosen.has(id))) ?? null
  );
}
