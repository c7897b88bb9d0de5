// The generator: a validated project spec -> the files of a Go backend project -> a reproducible zip.
// Templates, manifests and lock data live in go-templates/ (see go-templates/README.md).
import type { Framework } from '../catalogue/features';
import { modelKey, type ResourceModel } from '../resources/model';
import { chosenFeatures } from './gostarter-file';
import { composeProject, nameValues, type NameValues } from './compose';
import { library } from './library';
import { serializePlan, type StoredPlanBytes, type ZipPlan } from './plan';
import { planEntry, writeZip, type Packed, type ZipEntryPlan } from './zip';

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
/** Each marker's field of NameValues: how a stored plan names what each marker stands for. */
const NAME_OF_MARK = Object.fromEntries(Object.entries(MARKS).map(([name, mark]) => [mark, name])) as Record<string, keyof NameValues>;

/** Every entry is stamped with this instant, so the same spec always gives the same bytes. */
const ZIP_DATE = new Date(Date.UTC(2024, 0, 1, 0, 0, 0));

/** A selection composed: its files with markers in place of the names, its zip's entries, its stored plan. */
export interface Composed {
  files: GeneratedFile[];
  /** The zip's entries: the text between markers compressed piece by piece. */
  zip: ZipEntryPlan[];
  /** Those entries as a stored plan (plan.ts), which every kept project of the selection shares. */
  plan: StoredPlanBytes;
}
const composed = new Map<string, { selection: Composed; size: number }>();
/** Compositions under way, by selection: identical requests in flight share one. */
const composing = new Map<string, Promise<Composed>>();
/**
 * The cache holds selections up to this many characters of files (their raw and compressed pieces are
 * about as much again): a selection without a model holds about 0.3 M, a model of 30 x 40 fields ten
 * times that, so a count alone would let 64 large models take a gigabyte.
 */
const COMPOSED_LIMIT = 48 * 1024 * 1024;
let composedSize = 0;

/**
 * The cache key of a spec's selection: what composition depends on besides the names. The model is part
 * of it, canonical, so two specs that differ only in their model never share files, a zip or a plan.
 */
export function selectionKey(spec: Pick<ProjectSpec, 'framework' | 'features' | 'resources' | 'modelHistory' | 'requested' | 'site'>): string {
  let key = selectionKeys.get(spec);
  if (key === undefined) selectionKeys.set(spec, (key = computeSelectionKey(spec)));
  return key;
}

/**
 * The keys of the specs seen, by object: a request asks for its spec's key several times (what it costs,
 * then its composition), and with a model each time serializes the whole model.
 */
const selectionKeys = new WeakMap<object, string>();

function computeSelectionKey(spec: Pick<ProjectSpec, 'framework' | 'features' | 'resources' | 'modelHistory' | 'requested' | 'site'>): string {
  const ids = (list: readonly string[]) => [...new Set(list)].sort().join(',');
  // gostarter.json records what was chosen and the site, so they part selections too; a model's history
  // gives the project its migrations.
  const history = (spec.modelHistory ?? []).map(modelKey).join('|');
  return `${spec.framework}:${ids(spec.features)}:${ids(chosenFeatures(spec))}:${spec.site ?? ''}:${modelKey(spec.resources)}:${history}`;
}

/**
 * Composes the selection of `spec` with every part a project needs: files, zip entries and plan. This is
 * the work a worker thread does for the site (lib/heavy-work/compose.ts); pure CPU, no I/O but the
 * templates' first read.
 */
export function composeSelection(spec: ProjectSpec): Composed {
  const files = composeProject(library(), spec, MARKS);
  for (const f of files) {
    const segments = f.path.split('/');
    if (f.path.startsWith('/') || segments.some((s) => s === '' || s === '.' || s === '..') || f.path.includes('\\') || f.path.search(MARK) >= 0) {
      throw new Error(`unsafe path in the generated project: "${f.path}"`);
    }
  }
  const zip = files.map((f) => planEntry(f.path, f.content, MARK));
  return { files, zip, plan: serializePlan(zip, NAME_OF_MARK, ZIP_DATE, modelKey(spec.resources)) };
}

/**
 * A composition that crossed to another thread: structured cloning gives Uint8Arrays where the zip's
 * code needs Buffers (views on the same memory, nothing is copied).
 */
export function composedFromClone(clone: Composed): Composed {
  const buffer = (u: Uint8Array) => Buffer.from(u.buffer, u.byteOffset, u.byteLength);
  const packed = (p: Packed): Packed => ({ raw: buffer(p.raw), packed: buffer(p.packed), crc: p.crc });
  return {
    files: clone.files,
    zip: clone.zip.map((e) => ({ path: buffer(e.path), parts: Array.isArray(e.parts) ? e.parts.map((p) => (typeof p === 'string' ? p : packed(p))) : packed(e.parts) })),
    plan: { key: clone.plan.key, bytes: buffer(clone.plan.bytes) },
  };
}

/** How a selection not in the cache is composed: here by default; the site hands it to a worker thread. */
type Composer = (spec: ProjectSpec) => Promise<Composed>;
// On globalThis: the server installs it once at start (lib/server/start.ts), and each route's bundle may
// hold a copy of this module of its own.
const installed = globalThis as unknown as { __gostarterComposer?: Composer };
const composer: Composer = (spec) => installed.__gostarterComposer?.(spec) ?? Promise.resolve().then(() => composeSelection(spec));

/** Composes selections not in the cache with `compose` from now on (lib/heavy-work/compose.ts). */
export function installComposer(compose: Composer): void {
  installed.__gostarterComposer = compose;
}

/** The selection of `key` from the cache, made the most recently used (the oldest leave first). */
function cachedSelection(key: string): Composed | undefined {
  const cached = composed.get(key);
  if (!cached) return undefined;
  composed.delete(key);
  composed.set(key, cached);
  return cached.selection;
}

/** The selection of `spec`, from the cache or from the composer (off the event loop on the site). */
async function composedFor(spec: ProjectSpec): Promise<Composed> {
  const key = selectionKey(spec);
  const cached = cachedSelection(key);
  if (cached) return cached;
  let pending = composing.get(key);
  if (!pending) {
    pending = composer(spec).then(
      (selection) => {
        composing.delete(key);
        remember(key, selection);
        return selection;
      },
      (err) => {
        composing.delete(key);
        throw err;
      },
    );
    composing.set(key, pending);
  }
  return pending;
}

function remember(key: string, selection: Composed) {
  const size = selection.files.reduce((n, f) => n + f.content.length, 0);
  composed.set(key, { selection, size });
  composedSize += size;
  for (const [old, entry] of composed) {
    if (composedSize <= COMPOSED_LIMIT || old === key) break;
    composed.delete(old);
    composedSize -= entry.size;
  }
}

/**
 * What composing the selection of `spec` costs against a rate limit, besides the request itself: 1 per
 * 25 fields of its models, unless the cache holds it or it is under way. A model of 30 x 40 fields costs
 * 48 more (its composition takes about the CPU of 50 generations from the cache); a selection without a
 * model, or with a small one, costs nothing more.
 */
export function compositionCost(spec: ProjectSpec): number {
  const key = selectionKey(spec);
  if (composed.has(key) || composing.has(key)) return 0;
  const fields = [spec.resources ?? [], ...(spec.modelHistory ?? [])].reduce((n, model) => n + model.reduce((m, r) => m + r.fields.length, 0), 0);
  return Math.floor(fields / 25);
}

/** Composes the selection of `spec` unless the cache holds it: on the site, off the event loop. */
export async function prepareSelection(spec: ProjectSpec): Promise<void> {
  await composedFor(spec);
}

/**
 * The project's files, sorted by path. Paths are relative and '/'-separated. A selection not in the cache
 * is composed on this thread (scripts, tests, the command line): the site's code prepares the selection first
 * (prepareSelection), off the event loop.
 */
export function generateProjectFiles(spec: ProjectSpec): GeneratedFile[] {
  const byMark = valuesByMark(spec);
  const key = selectionKey(spec);
  let selection = cachedSelection(key);
  if (!selection) remember(key, (selection = composeSelection(spec)));
  return selection.files.map((f) => ({ path: f.path, content: f.content.replace(MARK, (m) => byMark[m]) }));
}

/** What each marker stands for in this project. */
function valuesByMark(spec: ProjectSpec): Record<string, string> {
  // Validation guarantees this; the name becomes the Go module path and the zip's folder.
  if (!/^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$/.test(spec.projectName)) throw new Error(`invalid project name "${spec.projectName}"`);
  const names = nameValues(spec.projectName);
  return { [MARKS.projectName]: names.projectName, [MARKS.imageName]: names.imageName, [MARKS.dbName]: names.dbName, [MARKS.moduleIdent]: names.moduleIdent };
}

/** The project as a zip whose entries sit under `<projectName>/`: sorted, no folder entries, DEFLATE. */
export async function generateProjectZip(spec: ProjectSpec): Promise<Uint8Array> {
  return writeZip(spec.projectName, (await composedFor(spec)).zip, valuesByMark(spec), ZIP_DATE);
}

/** A project's zip with what keeps it: its selection's plan, shared by the selection's projects, and its names. */
export interface KeptZip {
  zip: Uint8Array;
  plan: StoredPlanBytes;
  names: NameValues;
}

export async function generateKeptZip(spec: ProjectSpec): Promise<KeptZip> {
  const selection = await composedFor(spec);
  const zip = writeZip(spec.projectName, selection.zip, valuesByMark(spec), ZIP_DATE);
  return { zip, plan: selection.plan, names: nameValues(spec.projectName) };
}

/** The zip a stored plan (read back by parsePlan) makes with a project's names: the bytes first generated with them. */
export function zipFromPlan(plan: ZipPlan, names: NameValues): Uint8Array {
  return writeZip(names.projectName, plan.entries, { ...names }, plan.date);
}

export type { NameValues } from './compose';
export { isPlanKey, parsePlan, type StoredPlanBytes, type ZipPlan } from './plan';
export { generatorVersion, useTemplates } from './library';
