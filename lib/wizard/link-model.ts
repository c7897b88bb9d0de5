// Reading the model a share link carries. Apart from lib/wizard/state.ts because it checks the model with
// its zod schema: the generator page imports this only when its address has a `resources` parameter, so
// zod stays out of the page's first load.
import { canonicalModel, type ResourceModel } from '@/lib/resources/model';
import { resourcesSchema } from '@/lib/resources/schema';
import { fromBase64Url, RESOURCES_PARAM_MAX } from './state';

/** Reads a `resources` parameter; anything that is not a model the schema accepts gives the empty model. */
export function parseResourcesParam(value: string | null | undefined): ResourceModel {
  if (!value || value.length > RESOURCES_PARAM_MAX) return [];
  const json = fromBase64Url(value);
  if (json === null) return [];
  try {
    const parsed = resourcesSchema.safeParse(JSON.parse(json));
    return parsed.success ? canonicalModel(parsed.data) : [];
  } catch {
    return [];
  }
}
