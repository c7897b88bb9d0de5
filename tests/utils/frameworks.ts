// What a generated go.mod says about its base framework. The catalogue names each framework's Go module;
// a framework of the standard library (net/http) names its package instead, and go.mod requires nothing
// for it. Go tells the standard library apart by the first element of the path: it has no dot.
import { FRAMEWORK_INFOS } from '../../lib/catalogue/features';

const isStandardLibrary = (path: string) => !path.split('/')[0].includes('.');

const requiredModule = (module: string) => (isStandardLibrary(module) ? null : module);

/** The module go.mod must require for the framework (null: none), and those of the other frameworks, which it must not. */
export function frameworkModules(id: string): { required: string | null; others: string[] } {
  const own = FRAMEWORK_INFOS.find((f) => f.id === id);
  if (!own) throw new Error(`${id} is not a catalogue framework`);
  return {
    required: requiredModule(own.framework.module),
    others: FRAMEWORK_INFOS.filter((f) => f.id !== id).flatMap((f) => requiredModule(f.framework.module) ?? []),
  };
}
