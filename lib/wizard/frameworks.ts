// The base frameworks as the first step shows them (spec section 3, 'Framework option'): a view of the
// catalogue's frameworks, so a framework added there gets its card here.
import { FRAMEWORK_INFOS, type Framework } from '@/lib/catalogue/features';

interface FrameworkOption {
  id: Framework;
  name: string;
  description: string;
  details: string;
  bestFor: readonly string[];
  popular: boolean;
}

export const FRAMEWORK_OPTIONS: readonly FrameworkOption[] = FRAMEWORK_INFOS.map(({ id, name, framework: { card } }) => ({ id, name, ...card }));

export const FRAMEWORK_OPTION_BY_ID: ReadonlyMap<string, FrameworkOption> = new Map(FRAMEWORK_OPTIONS.map((f) => [f.id, f]));
