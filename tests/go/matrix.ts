// The feature sets the generated-project verification runs: for every framework, the base project
// (only what validation always adds), each implemented feature on its own (plus what it requires),
// and the largest valid set. Every set goes through the catalogue's validation, so each one is a
// project a user can actually get.
import { validateConfiguration } from '../../lib/catalogue/validate';
import { EXCLUSIVE_GROUPS, REQUIRES } from '../../lib/catalogue/rules';
import { implementedFeatureIds, type Framework, type ProjectSpec } from '../../lib/generator';

export const FRAMEWORKS: Framework[] = ['gin', 'echo', 'fiber'];

export interface MatrixEntry {
  /** e.g. gin-base, echo-postgresql, fiber-largest */
  name: string;
  spec: ProjectSpec;
  /** Part of the default (representative) run; the others run with --all. */
  representative: boolean;
}

export function validSpec(framework: Framework, requested: string[], name: string): ProjectSpec {
  const available = implementedFeatureIds();
  let features = [...requested];
  // Add what a feature requires (the first implemented choice), as a user would.
  for (let round = 0; round < 5; round++) {
    const result = validateConfiguration({ framework, features }, available);
    if (result.is_valid) {
      return { projectName: `verify_${name.replace(/-/g, '_')}`, framework, features: result.adjusted_features };
    }
    const missing = REQUIRES.filter((r) => result.adjusted_features.includes(r.feature) && !r.anyOf.some((id) => result.adjusted_features.includes(id)));
    const additions = missing.map((r) => r.anyOf.find((id) => available.has(id))).filter((id): id is string => id !== undefined);
    if (additions.length === 0) throw new Error(`${name}: no valid configuration: ${result.errors.map((e) => e.message).join('; ')}`);
    features = [...features, ...additions];
  }
  throw new Error(`${name}: requirements do not settle`);
}

/** Every implemented feature, keeping only the first implemented member of each exclusive group. */
function largestFeatureSet(): string[] {
  const available = [...implementedFeatureIds()].filter((id) => !FRAMEWORKS.includes(id as Framework));
  const dropped = new Set<string>();
  for (const group of EXCLUSIVE_GROUPS) {
    const members = group.members.filter((m) => available.includes(m));
    members.slice(1).forEach((m) => dropped.add(m));
  }
  return available.filter((id) => !dropped.has(id)).sort();
}

export function buildMatrix(): MatrixEntry[] {
  const features = [...implementedFeatureIds()].filter((id) => !FRAMEWORKS.includes(id as Framework)).sort();
  const entries: MatrixEntry[] = [];
  for (const fw of FRAMEWORKS) {
    entries.push({ name: `${fw}-base`, spec: validSpec(fw, [], `${fw}-base`), representative: true });
    for (const id of features) {
      entries.push({ name: `${fw}-${id}`, spec: validSpec(fw, [id], `${fw}-${id}`), representative: false });
    }
    entries.push({ name: `${fw}-largest`, spec: validSpec(fw, largestFeatureSet(), `${fw}-largest`), representative: true });
  }
  // A feature validation always adds (env, middleware, ...) gives the base set again: run it once.
  const seen = new Map<string, MatrixEntry>();
  for (const e of entries) {
    const key = `${e.spec.framework}:${[...e.spec.features].sort().join(',')}`;
    const earlier = seen.get(key);
    if (earlier) earlier.representative ||= e.representative;
    else seen.set(key, e);
  }
  return [...seen.values()];
}

/** A configuration named on the command line: `gin:mysql,gorm` (requirements are added as a user would). */
export function customEntry(arg: string): MatrixEntry {
  const [framework, list = ''] = arg.split(':');
  if (!FRAMEWORKS.includes(framework as Framework)) throw new Error(`--config ${arg}: the framework must be one of ${FRAMEWORKS.join(', ')}`);
  const features = list.split(',').filter(Boolean);
  const name = `${framework}-${features.join('-') || 'base'}`;
  return { name, spec: validSpec(framework as Framework, features, name), representative: false };
}
