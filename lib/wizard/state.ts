// The wizard's selection and its place in the URL (share links). Pure: used by proxy.ts (which addresses
// are the generator), by the pages, by the wizard in the browser, and by the tests. It does not load the
// catalogue (the generator page's first step runs on it): reading a link, which checks the catalogue's
// ids, is lib/wizard/link.ts.
import { isFramework as isFrameworkId, type Framework } from '@/lib/catalogue/framework-ids';
import type { Preset } from '@/lib/catalogue/presets';
import { canonicalModel } from '@/lib/resources/canonical';
import type { ResourceModel } from '@/lib/resources/model';

/**
 * The steps in order, as the URL's `step` names them: `data` (the resource model) comes between the
 * framework and the features; the older values (stack, features, review) keep their meaning in links.
 */
export const WIZARD_STEPS = ['stack', 'data', 'features', 'review'] as const;
export type WizardStep = (typeof WIZARD_STEPS)[number];

export const STEP_TITLES: Record<WizardStep, string> = {
  stack: 'Choose Base Framework',
  data: 'Describe your data',
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

export const isWizardStep = (value: string | null | undefined): value is WizardStep => (WIZARD_STEPS as readonly string[]).includes(value ?? '');

/** The step after `step` (Next), or null on the last. */
export function nextStep(step: WizardStep): WizardStep | null {
  return WIZARD_STEPS[WIZARD_STEPS.indexOf(step) + 1] ?? null;
}

/** The step before `step` (Back), or null on the first. */
export function previousStep(step: WizardStep): WizardStep | null {
  return WIZARD_STEPS[WIZARD_STEPS.indexOf(step) - 1] ?? null;
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

/** The `resources` parameter of a model: base64url of its canonical JSON; null when empty or too long for a link. */
export function resourcesParam(model: ResourceModel): string | null {
  if (model.length === 0) return null;
  const value = toBase64Url(JSON.stringify(canonicalModel(model)));
  return value.length <= RESOURCES_PARAM_MAX ? value : null;
}

/** What a project was generated from, as its gostarter.json records it. */
export interface ProjectConfiguration {
  projectName: string;
  framework: string;
  /** As chosen, without the framework. */
  features: readonly string[];
  resources?: ResourceModel;
  /** The models its migrations came from, oldest first. */
  modelHistory?: readonly ResourceModel[];
}

/**
 * The link `gostarter new --from` reads (lib/wizard/project-link.ts): the share link of the review step
 * with the whole model however long, and the models its migrations came from (`history`), which the
 * wizard does not read. The name goes in as it is: a valid one needs no escaping, and the generator's
 * stand-in for it (lib/generator/index.ts) must stay one piece of text that the zip writer replaces.
 */
export function projectLink(site: string, p: ProjectConfiguration): string {
  const parts = ['step=review', `framework=${p.framework}`];
  if (p.features.length > 0) parts.push(`features=${p.features.map(encodeURIComponent).join(',')}`);
  parts.push(`projectName=${p.projectName}`);
  if (p.resources?.length) parts.push(`resources=${toBase64Url(JSON.stringify(canonicalModel(p.resources)))}`);
  if (p.modelHistory?.length) parts.push(`history=${toBase64Url(JSON.stringify(p.modelHistory.map(canonicalModel)))}`);
  return `${site}/?${parts.join('&')}`;
}

export type QueryInput = URLSearchParams | Record<string, string | string[] | undefined>;

export function read(q: QueryInput, key: string): string[] {
  if (q instanceof URLSearchParams) return q.getAll(key);
  const v = q[key];
  return v === undefined ? [] : Array.isArray(v) ? v : [v];
}

export function hasWizardQuery(q: QueryInput): boolean {
  return WIZARD_QUERY_KEYS.some((k) => read(q, k).length > 0);
}

/** The Explore dialog (the preview of the files) as the URL holds it, so a link can open it on one file. */
export interface ExploreView {
  open: boolean;
  /** The file shown, as its path in the project; null until the preview picks one. */
  file: string | null;
}

export const EXPLORE_CLOSED: ExploreView = { open: false, file: null };

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
 * Choosing an alternative (another primary database, another ORM): `chosen` replaces `replaced`, the chosen
 * members of its exclusive group, as picking another radio button would. Undone by swapping the two.
 */
export function chooseAlternative(s: WizardSelection, chosen: readonly string[], replaced: readonly string[]): WizardSelection {
  const kept = s.features.filter((f) => !replaced.includes(f) && !chosen.includes(f));
  return { ...s, features: [...kept, ...chosen] };
}

/**
 * Starting from a preset: its framework and features replace the selection, and its resources the model
 * when it has some; the name and the step stay.
 */
export function applyPreset(s: WizardSelection, preset: Preset): WizardSelection {
  const resources = (preset as Preset & { resources?: ResourceModel }).resources;
  return { ...s, framework: preset.framework, features: [...preset.features], ...(resources ? { resources: canonicalModel(resources) } : {}) };
}

/** The preset of `presets` the selection is exactly (in any order), or null once it was edited away from every preset. */
export function matchingPreset(s: Pick<WizardSelection, 'framework' | 'features'>, presets: readonly Preset[]): Preset | null {
  const chosen = new Set(s.features);
  return (
    presets.find((p) => p.framework === s.framework && p.features.length === chosen.size && p.features.every((id) => chosen.has(id))) ?? null
  );
}
