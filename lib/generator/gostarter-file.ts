// The project's gostarter.json (lib/schemas/gostarter-file.ts): its framework, features, model and
// generator, and the command that writes it again. Written by composition like any other file, so the
// zip, the diff and the kept plans carry it with the rest.
import { inCatalogueOrder, newCommand } from '../catalogue/commands';
import { ALWAYS_ADDED } from '../catalogue/rules';
import { GOSTARTER_SCHEMA_PATH, type GostarterFile } from '../schemas/gostarter-file';
import type { ComposeSpec, NameValues } from './compose';

/** The site's address when a spec names none: where `npm run dev` and `npm start` serve it. */
const DEFAULT_SITE = 'http://localhost:3000';

/**
 * The features a user chose: `requested` when the spec says, otherwise all but the framework. The ones
 * every project has are no choice: asking for them changes nothing, so the file does not record it.
 */
export function chosenFeatures(spec: Pick<ComposeSpec, 'framework' | 'features' | 'requested'>): string[] {
  return inCatalogueOrder((spec.requested ?? spec.features).filter((id) => id !== spec.framework && !ALWAYS_ADDED.includes(id)));
}

/** The text of gostarter.json for a spec; `names.projectName` may be a marker (see index.ts). */
export function gostarterFile(spec: ComposeSpec, names: NameValues, generatorVersion: string): string {
  const features = chosenFeatures(spec);
  const hasResources = Boolean(spec.resources?.length);
  const file: GostarterFile = {
    $schema: `${spec.site ?? DEFAULT_SITE}${GOSTARTER_SCHEMA_PATH}`,
    projectName: names.projectName,
    framework: spec.framework,
    features,
    adjustedFeatures: [spec.framework, ...inCatalogueOrder(spec.features.filter((id) => id !== spec.framework))],
    ...(hasResources ? { resources: spec.resources } : {}),
    ...(hasResources && spec.modelHistory?.length ? { modelHistory: [...spec.modelHistory] } : {}),
    generatorVersion,
    regenerate: newCommand({ projectName: names.projectName, framework: spec.framework, features, hasResources }),
  };
  return `${JSON.stringify(file, null, 2)}\n`;
}
