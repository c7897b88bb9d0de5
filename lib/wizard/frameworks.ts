// The base frameworks as the first step shows them (spec section 3, 'Framework option'): a view of the
// catalogue's frameworks, so a framework added there gets its card here.
import { FRAMEWORK_INFOS, featureName, listText, type Framework } from '@/lib/catalogue/features';
import { PRESETS, type Preset } from '@/lib/catalogue/presets';

export interface FrameworkOption {
  id: Framework;
  name: string;
  description: string;
  details: string;
  bestFor: readonly string[];
  popular: boolean;
}

export const FRAMEWORK_OPTIONS: readonly FrameworkOption[] = FRAMEWORK_INFOS.map(({ id, name, framework: { card } }) => ({ id, name, ...card }));

export const FRAMEWORK_OPTION_BY_ID: ReadonlyMap<string, FrameworkOption> = new Map(FRAMEWORK_OPTIONS.map((f) => [f.id, f]));

/**
 * What the wizard's first step shows from the catalogue: the framework cards, the presets, and each
 * preset's features in running text (by preset id). Its page hands them to the wizard
 * (GeneratorWizardProps.stack), so none of it is in the generator page's first-load script.
 */
export interface StackChoices {
  frameworks: readonly FrameworkOption[];
  presets: readonly Preset[];
  presetFeatures: Readonly<Record<string, string>>;
}

export function stackChoices(): StackChoices {
  return {
    frameworks: FRAMEWORK_OPTIONS,
    presets: PRESETS,
    presetFeatures: Object.fromEntries(PRESETS.map((p) => [p.id, listText(p.features.map(featureName), 'and')])),
  };
}
