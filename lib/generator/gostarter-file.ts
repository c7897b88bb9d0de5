// The project's gostarter.json (lib/schemas/gostarter-file.ts): its framework, features, model and
// generator, and the command that writes it again. Written by composition like any other file, so the
// zip, the diff and the kept plans carry it with the rest.
import { inCatalogueOrder, newCommand } from '../catalogue/commands';
import { ALWAYS_ADDED } from '../catalogue/rules';
import { GOSTARTER_SCHEMA_PATH, type GostarterFile } from '../schemas/gostarter-file';
import type { ComposeSpec, NameValues } from './compose';

/** The site's address when a spec names none: where `npm run dev` and `npm start` serve it. */
const DEFAULT_SITE = 'http://localhost:3000';

/** The address of the site generating a project: gostarter.json and the README name it. */
export const siteOfSpec = (spec: Pick<ComposeSpec, 'site'>): string => spec.site ?? DEFAULT_SITE;

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
  const modelHistory = hasResources && spec.modelHistory?.length ? [...spec.modelHistory] : undefined;
  const file: GostarterFile = {
    $schema: `${siteOfSpec(spec)}${GOSTARTER_SCHEMA_PATH}`,
    projectName: names.projectName,
    framework: spec.framework,
    features,
    adjustedFeatures: [spec.framework, ...inCatalogueOrder(spec.features.filter((id) => id !== spec.framework))],
    ...(hasResources ? { resources: spec.resources } : {}),
    ...(modelHistory ? { modelHistory } : {}),
    generatorVersion,
    regenerate: newCommand(siteOfSpec(spec), { projectName: names.projectName, framework: spec.framework, features, resources: hasResources ? spec.resources : undefined, modelHistory }),
  };
  return `${JSON.stringify(file, null, 2)}\n`;
}
