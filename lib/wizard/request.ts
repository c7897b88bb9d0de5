// The wizard's selection as the API takes it: the body of its calls (validate, preview, generate, grow)
// and the query of GET /api/v1/generate. Apart from lib/wizard/state.ts, which the generator page's first
// step runs on: only the later steps send anything.
import { DEFAULT_PROJECT_NAME, sanitizeProjectName } from '@/lib/catalogue/project-name';
import type { GenerateBody } from '@/lib/client/generate';
import { canonicalModel } from '@/lib/resources/canonical';
import type { WizardSelection } from './state';

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
