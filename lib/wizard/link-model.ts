// Reading the model a share link carries. Apart from lib/wizard/state.ts because it checks the model with
// its zod schema: the generator page imports this only when its address has a `resources` parameter, so
// zod stays out of the page's first load.
import { canonicalModel } from '@/lib/resources/canonical';
import { type ResourceModel } from '@/lib/resources/model';
import { resourcesSchema } from '@/lib/resources/schema';
import { RESOURCES_PARAM_MAX } from './state';

/** A link whose `resources` parameter is not a model: the wizard goes on with the notes example. */
export const UNREADABLE_RESOURCES = {
  title: 'Resources not read',
  description: "This link's resources could not be read, so the project serves the notes example. Add yours on the Describe your data step.",
} as const;

/** The text of a base64url value; null when it is not base64url of UTF-8. */
function fromBase64Url(value: string): string | null {
  if (!/^[A-Za-z0-9_-]*$/.test(value) || value.length % 4 === 1) return null;
  try {
    const bin = atob(value.replace(/-/g, '+').replace(/_/g, '/') + '='.repeat((4 - (value.length % 4)) % 4));
    return new TextDecoder('utf-8', { fatal: true }).decode(Uint8Array.from(bin, (c) => c.charCodeAt(0)));
  } catch {
    return null;
  }
}

/**
 * Reads a `resources` parameter: the empty model when there is none, null when there is one that is not a
 * model the schema accepts (a link cut short or edited by hand), so the wizard can say it was not read.
 */
export function parseResourcesParam(value: string | null | undefined): ResourceModel | null {
  if (!value) return [];
  if (value.length > RESOURCES_PARAM_MAX) return null;
  const json = fromBase64Url(value);
  if (json === null) return null;
  try {
    const parsed = resourcesSchema.safeParse(JSON.parse(json));
    return parsed.success ? canonicalModel(parsed.data) : null;
  } catch {
    return null;
  }
}
