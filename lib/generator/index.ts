// The generator: a validated project spec -> the files of a Go backend project -> a reproducible zip.
// Templates, manifests and lock data live in go-templates/ (see go-templates/README.md).
import type { Framework } from '../catalogue/features';
import { modelKey, type ResourceModel } from '../resources/model';
import { chosenFeatures } from './gostarter-file';
import { composeProject, nameValues, type NameValues } from './compose';
import { library } from './library';
import { serializePlan, type StoredPlanBytes, type ZipPlan } from './plan';
import { planEntry, writeZip, type ZipEntryPlan } from './zip';

export interface ProjectSpec {
  projectName: string;
  framework: Framework;
  /** The validated, adjusted list: includes the framework id and always env, gitignore, middleware. */
  features: string[];
  /**
   * The user's resources, validated (lib/resources/validate.ts) and canonical (canonicalModel); absent
   * when none were given (an empty list is none): a project with a router then serves the notes example.
   */
  resources?: ResourceModel;
  /**
   * The models of the project's earlier generations, oldest first, canonical, whose migrations it has
   * (gostarter.json records them): each change of model since the first is a migration of its own.
   */
  modelHistory?: ResourceModel[];
  /** The features as chosen, before dependencies were added; absent: all of `features` but the framework. */
  requested?: string[];
  /** The address of the site generating it (gostarter.json's `$schema`); absent: DEFAULT_SITE. */
  site?: string;
}

export interface GeneratedFile {
  path: string;
  content: string;
}

/** Every id the generator implements: each framework adapter in go-templates/frameworks and each feature folder in go-templates/features. */
export function implementedFeatureIds(): ReadonlySet<string> {
  const lib = library();
  return new Set<string>([...lib.frameworks.keys(), ...lib.features.keys()]);
}

/**
 * Composition depends on the name only through four values, so a selection is composed once with
 * markers in their place and each project fills in its own. The markers are C1 control characters,
 * which no template may contain (parseTemplate refuses them) and no transformation of the engine
 * changes. They are Latin-1, so the composed text stays one byte per character in V8 (a private-use
 * character made every file that held one twice the size, and every pass over it copied twice the
 * bytes). tests/unit/generator checks that the result equals a direct composition, byte for byte.
 */
const MARKS: NameValues = { projectName: '\u0080', imageName: '\u0081', dbName: '\u0082', moduleIdent: '\u0083' };
/** A marker: `replace` swaps it, `search` finds it, `split` keeps it (the group) between the pieces. */
const MARK = /([\u0080-\u0083])/g;
interface Composed {
  files: GeneratedFile[];
  /** The zip's entries, compressed piece by piece on first use. */
  zip?: ZipEntryPlan[];
  /** Those entries as a stored plan (plan.ts), made the first time a project of the selection is kept. */
  plan?: StoredPlanBytes;
}
const composed = new Map<string, Composed>();
/** The largest selection holds about 0.7 MB (its text, the raw and the compressed pieces): 45 MB at most. */
const COMPOSED_LIMIT = 64;

/**
 * The cache key of a spec's selection: what composition depends on besides the names. The model is part
 * of it, canonical, so two specs that differ only in their model never share files, a zip or a plan.
 */
export function selectionKey(spec: Pick<ProjectSpec, 'framework' | 'features' | 'resources' | 'modelHistory' | 'requested' | 'site'>): string {
  const ids = (list: readonly string[]) => [...new Set(list)].sort().join(',');
  // gostarter.json records what was chosen and the site, so they part selections too; a model's history
  // gives the project its migrations.
  const history = (spec.modelHistory ?? []).map(modelKey).join('|');
  return `${spec.framework}:${ids(spec.features)}:${ids(chosenFeatures(spec))}:${spec.site ?? ''}:${modelKey(spec.resources)}:${history}`;
}

function composedFor(spec: ProjectSpec): Composed {
  const key = selectionKey(spec);
  let selection = composed.get(key);
  if (!selection) {
    const files = composeProject(library(), spec, MARKS);
    for (const f of files) {
      const segments = f.path.split('/');
      if (f.path.startsWith('/') || segments.some((s) => s === '' || s === '.' || s === '..') || f.path.includes('\\') || f.path.search(MARK) >= 0) {
        throw new Error(`unsafe path in the generated project: "${f.path}"`);
      }
    }
    selection = { files };
    composed.set(key, selection);
    if (composed.size > COMPOSED_LIMIT) composed.delete(composed.keys().next().value!);
  }
  return selection;
}

/** The project's files, sorted by path. Paths are relative and '/'-separated. */
export function generateProjectFiles(spec: ProjectSpec): GeneratedFile[] {
  const byMark = valuesByMark(spec);
  return composedFor(spec).files.map((f) => ({ path: f.path, content: f.content.replace(MARK, (m) => byMark[m]) }));
}

/** What each marker stands for in this project. */
function valuesByMark(spec: ProjectSpec): Record<string, string> {
  // Validation guarantees this; the name becomes the Go module path and the zip's folder.
  if (!/^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$/.test(spec.projectName)) throw new Error(`invalid project name "${spec.projectName}"`);
  const names = nameValues(spec.projectName);
  return { [MARKS.projectName]: names.projectName, [MARKS.imageName]: names.imageName, [MARKS.dbName]: names.dbName, [MARKS.moduleIdent]: names.moduleIdent };
}

/** Every entry is stamped with this instant, so the same spec always gives the same bytes. */
const ZIP_DATE = new Date(Date.UTC(2024, 0, 1, 0, 0, 0));

/** The selection's composition with its zip's entries planned. */
function plannedFor(spec: ProjectSpec): Composed & { zip: ZipEntryPlan[] } {
  const selection = composedFor(spec);
  selection.zip ??= selection.files.map((f) => planEntry(f.path, f.content, MARK));
  return selection as Composed & { zip: ZipEntryPlan[] };
}

/** The project as a zip whose entries sit under `<projectName>/`: sorted, no folder entries, DEFLATE. */
export async function generateProjectZip(spec: ProjectSpec): Promise<Uint8Array> {
  return writeZip(spec.projectName, plannedFor(spec).zip, valuesByMark(spec), ZIP_DATE);
}

/** Each marker's field of NameValues: how a stored plan names what each marker stands for. */
const NAME_OF_MARK = Object.fromEntries(Object.entries(MARKS).map(([name, mark]) => [mark, name])) as Record<string, keyof NameValues>;

/** A project's zip with what keeps it: its selection's plan, shared by the selection's projects, and its names. */
export interface KeptZip {
  zip: Uint8Array;
  plan: StoredPlanBytes;
  names: NameValues;
}

export async function generateKeptZip(spec: ProjectSpec): Promise<KeptZip> {
  const selection = plannedFor(spec);
  const zip = writeZip(spec.projectName, selection.zip, valuesByMark(spec), ZIP_DATE);
  selection.plan ??= serializePlan(selection.zip, NAME_OF_MARK, ZIP_DATE, modelKey(spec.resources));
  return { zip, plan: selection.plan, names: nameValues(spec.projectName) };
}

/** The zip a stored plan (read back by parsePlan) makes with a project's names: the bytes first generated with them. */
export function zipFromPlan(plan: ZipPlan, names: NameValues): Uint8Array {
  return writeZip(names.projectName, plan.entries, { ...names }, plan.date);
}

export type { NameValues } from './compose';
export { isPlanKey, parsePlan, type StoredPlanBytes, type ZipPlan } from './plan';
export { generatorVersion, useTemplates } from './library';
