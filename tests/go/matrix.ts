// The feature sets the generated-project verification runs. For every framework: the base project
// (only what validation always adds), the largest valid set, each feature that meets the framework
// (handlers, routes or router tests in internal/server, or a variant per framework) on its own plus what
// it requires, and every pair of features the rules allow together where one of them meets the
// framework. A pairwise covering set of all the allowed pairs runs once, spread over the frameworks, and
// each feature that never meets the framework runs on its own once, on one framework in turn: such code
// is the same on every framework. Every set goes through the catalogue's validation, so each one is a
// project a user can actually get.
import fs from 'node:fs';
import path from 'node:path';
import { FRAMEWORKS as CATALOGUE_FRAMEWORKS, type Framework } from '../../lib/catalogue/features';
import { validateConfiguration } from '../../lib/catalogue/validate';
import { EXCLUSIVE_GROUPS, REQUIRES } from '../../lib/catalogue/rules';
import { implementedFeatureIds, type ProjectSpec } from '../../lib/generator';
import { library, type Part } from '../../lib/generator/library';
import type { ResourceModel } from '../../lib/resources/model';
import { resourcesSchema } from '../../lib/resources/schema';

/** The catalogue's frameworks that go-templates has an adapter for. */
export const FRAMEWORKS: readonly Framework[] = CATALOGUE_FRAMEWORKS.filter((id) => implementedFeatureIds().has(id));

export interface MatrixEntry {
  /** e.g. gin-base, echo-postgresql, fiber-largest */
  name: string;
  spec: ProjectSpec;
  /** Part of the default (representative) run; the others run with --all. */
  representative: boolean;
  /** Why validation refuses the configuration, when it does (a model configuration): verify fails it. */
  refused?: string;
}

/**
 * Every configuration's project has this one name: the Go build cache and golangci-lint's cache then
 * share every package two configurations have alike (with -trimpath, wherever the project is unpacked).
 * The hyphen exercises the places where the name must become a Go identifier.
 */
export const VERIFY_PROJECT_NAME = 'verify-app';

function validSpec(framework: Framework, requested: string[], name: string, resources?: ResourceModel): ProjectSpec {
  const available = implementedFeatureIds();
  // A model implies the router, as validation adds it for a user.
  let features = resources && !requested.includes('router') ? [...requested, 'router'] : [...requested];
  // Add what a feature requires (the first implemented choice), as a user would.
  for (let round = 0; round < 5; round++) {
    // As a variable: the validation of this tree may not declare `resources` yet, and reads what it knows.
    const input = { framework, features, resources };
    const result = validateConfiguration(input, available);
    if (result.is_valid) {
      return { projectName: VERIFY_PROJECT_NAME, framework, features: result.adjusted_features, ...(resources ? { resources } : {}) };
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

/** Unordered pair key. */
const pairKey = (a: string, b: string) => (a < b ? `${a}+${b}` : `${b}+${a}`);

/** The features of a configuration with what validation adds; null when the rules refuse it. */
function adjusted(framework: Framework, features: string[]): string[] | null {
  try {
    return validSpec(framework, features, 'pairwise').features.filter((id) => !FRAMEWORKS.includes(id as Framework));
  } catch {
    return null;
  }
}

interface PairwiseOptions {
  /** Only the pairs this accepts need covering (default: every pair). */
  needs?: (a: string, b: string) => boolean;
  /** Feature sets that already run: their pairs are covered. */
  covered?: readonly (readonly string[])[];
  /** Take a feature only when it covers a pair still open, so that sets stay small (default: take whatever keeps the set valid). */
  lean?: boolean;
}

/**
 * A pairwise covering set: feature sets such that every two features the rules allow together appear
 * together in at least one set, each set valid. Greedy: each new set starts from an uncovered pair and
 * takes, feature by feature (those with most uncovered pairs first), whatever keeps it valid.
 * Deterministic.
 */
export function pairwiseSets(features: string[], framework: Framework = 'gin', { needs = () => true, covered = [], lean = false }: PairwiseOptions = {}): string[][] {
  const uncovered = new Set<string>();
  for (let i = 0; i < features.length; i++) {
    for (let j = i + 1; j < features.length; j++) {
      if (needs(features[i], features[j]) && adjusted(framework, [features[i], features[j]])) uncovered.add(pairKey(features[i], features[j]));
    }
  }
  for (const set of covered) for (const a of set) for (const b of set) if (a < b) uncovered.delete(pairKey(a, b));
  const sets: string[][] = [];
  while (uncovered.size > 0) {
    const open = (id: string) => features.filter((other) => other !== id && uncovered.has(pairKey(id, other))).length;
    const order = [...features].sort((a, b) => open(b) - open(a) || (a < b ? -1 : 1));
    // Seeded with an uncovered pair, so every set covers at least one (the rules can make a purely
    // greedy choice pick only features whose pairs are all covered).
    const seed = [...uncovered].sort()[0].split('+');
    let chosen = adjusted(framework, seed)!;
    for (const id of order) {
      if (lean && !chosen.some((c) => uncovered.has(pairKey(id, c)))) continue;
      const next = adjusted(framework, [...chosen, id]);
      if (next) chosen = next;
    }
    const before = uncovered.size;
    for (const a of chosen) for (const b of chosen) if (a < b) uncovered.delete(pairKey(a, b));
    if (uncovered.size === before) throw new Error(`pairwise: cannot cover ${[...uncovered].join(', ')}`);
    sets.push([...chosen].sort());
  }
  return sets;
}

/**
 * The features whose code meets the framework: a file or slot of internal/server (handlers, routes, tests
 * through the router), or a variant for a framework or for a part the frameworks share, in the feature
 * or in a shared part it uses.
 */
export function frameworkBoundFeatures(): Set<string> {
  const lib = library();
  const frameworkIds = new Set<string>(lib.frameworks.keys());
  for (const shared of lib.shared.values()) if (shared.sharedBy.some((id) => frameworkIds.has(id))) frameworkIds.add(shared.id);
  const meets = (part: Part): boolean =>
    [...part.files.keys()].some((file) => file.startsWith('internal/server/')) ||
    [...part.slots.keys()].some((slot) => slot.startsWith('server.')) ||
    part.variants.some((v) => v.when.some((id) => frameworkIds.has(id)) || meets(v.part));
  const bound = new Set<string>();
  for (const [id, feature] of lib.features) {
    const sharedParts = [...lib.shared.values()].filter((shared) => shared.sharedBy.includes(id));
    if (meets(feature.part) || sharedParts.some((shared) => meets(shared.part))) bound.add(id);
  }
  return bound;
}

/** The committed models the model configurations serve (tests/go/models/<name>.json). */
const MODELS = ['library', 'alltypes'] as const;

/**
 * A model of the edges random models found (tests/go/random-models.ts), on the stores whose Go code
 * compares values itself: a resource whose samples draw no counter (an enum alone), optional unique
 * timestamps, dates and json, a reference to its own resource (set_null), a cascade two levels deep
 * (tier, entry, store_string), a package whose name ends in one the tests import (storestrings).
 */
const EDGE_MODEL = { name: 'edges', on: { chi: 'memory', fiber: 'badger' } } as const;

/**
 * The stores a resource model is served from, each as the features that choose it (memory: none).
 * Adding a store that serves models is one line here.
 */
const MODEL_STORES: Record<string, readonly string[]> = {
  memory: [],
  postgresql: ['postgresql', 'migrations'],
  mysql: ['mysql', 'migrations'],
  sqlite: ['sqlite'],
  'db-postgresql': ['db', 'postgresql'],
  'gorm-postgresql': ['gorm', 'postgresql', 'migrations'],
  'gorm-mysql': ['gorm', 'mysql'],
  'gorm-sqlite': ['gorm', 'sqlite', 'migrations'],
  'sqlc-postgresql': ['sqlc', 'postgresql', 'migrations'],
  'sqlc-mysql': ['sqlc', 'mysql', 'migrations'],
  'sqlc-sqlite': ['sqlc', 'sqlite'],
  mongodb: ['mongodb'],
  badger: ['badger'],
};

/** What every model configuration has besides its store: the documents of the resources and compose. */
const MODEL_FEATURES = ['readme', 'swagger', 'postman', 'docker-compose'];

/**
 * What guards or adds to a model's API: each model store meets them once, with a model, beside its
 * plain configuration (their test helpers and the stores' meet in the generated tests: sqlc's test server
 * takes JWT Auth's token manager).
 */
const MODEL_ACCESS = ['auth', 'jwt-auth'];

/**
 * The doors besides REST that serve a model: each meets the memory store on every framework (its code
 * per framework) and every other store once, the frameworks and models taken in turn, and the access
 * features once.
 */
const MODEL_DOORS = ['htmx', 'grpc', 'graphql'];

/** The model configurations of the default run, as `framework-model-store[-access][-door]`; --all runs every one. */
const REPRESENTATIVE_MODELS = new Set([
  'gin-library-postgresql',
  'stdlib-alltypes-sqlite',
  'stdlib-library-sqlc-sqlite',
  'gin-alltypes-sqlc-mysql-access',
  'chi-edges-memory',
  'fiber-edges-badger',
  'stdlib-alltypes-sqlite-htmx',
  'chi-library-sqlite-access-htmx',
  'stdlib-alltypes-sqlite-grpc',
  'chi-library-sqlite-access-grpc',
  'stdlib-alltypes-sqlite-graphql',
  'chi-library-sqlite-access-graphql',
]);

/** A model file, checked against the model's schema. */
export function readModel(file: string): ResourceModel {
  return resourcesSchema.parse(JSON.parse(fs.readFileSync(file, 'utf8')));
}

/** tests/go/models/<name>.json */
function committedModel(name: string): ResourceModel {
  return readModel(path.join(__dirname, 'models', `${name}.json`));
}

/**
 * Each model on each store that serves models, the frameworks taken in turn (every store meets several,
 * every framework every kind of store), and the memory store on every framework (the handlers of each):
 * `chi-model-library-postgresql`.
 */
function modelEntries(): MatrixEntry[] {
  const entries: MatrixEntry[] = [];
  const add = (fw: Framework, model: string, store: string, access: readonly string[] = [], door?: string) => {
    const resources = committedModel(model);
    const key = `${fw}-${model}-${store}${access.length > 0 ? '-access' : ''}${door ? `-${door}` : ''}`;
    const name = key.replace(`${fw}-`, `${fw}-model-`);
    const representative = REPRESENTATIVE_MODELS.has(key);
    const requested = [...MODEL_FEATURES, ...MODEL_STORES[store], ...access, ...(door ? [door] : [])];
    try {
      entries.push({ name, spec: validSpec(fw, requested, name, resources), representative });
    } catch (err) {
      // A store listed here serves models: validation refusing it is a failure to report, not a configuration to drop.
      entries.push({ name, spec: { projectName: VERIFY_PROJECT_NAME, framework: fw, features: [...requested, 'router'], resources }, representative, refused: (err as Error).message });
    }
  };
  MODELS.forEach((model, m) => {
    FRAMEWORKS.forEach((fw) => add(fw, model, 'memory'));
    Object.keys(MODEL_STORES)
      .filter((store) => store !== 'memory')
      .forEach((store, i) => add(FRAMEWORKS[(i + m * 2) % FRAMEWORKS.length], model, store));
  });
  for (const [fw, store] of Object.entries(EDGE_MODEL.on)) add(fw as Framework, EDGE_MODEL.name, store);
  // Each store with the access features, on the framework and model its plain configurations did not take.
  Object.keys(MODEL_STORES).forEach((store, i) => add(FRAMEWORKS[(i + 1) % FRAMEWORKS.length], MODELS[i % MODELS.length], store, MODEL_ACCESS));
  for (const door of MODEL_DOORS) {
    FRAMEWORKS.forEach((fw, i) => add(fw, MODELS[i % MODELS.length], 'memory', [], door));
    Object.keys(MODEL_STORES)
      .filter((store) => store !== 'memory')
      .forEach((store, i) => add(FRAMEWORKS[(i + 2) % FRAMEWORKS.length], MODELS[(i + 1) % MODELS.length], store, [], door));
    add('chi', 'library', 'sqlite', MODEL_ACCESS, door);
  }
  return entries;
}

export function buildMatrix(): MatrixEntry[] {
  const features = [...implementedFeatureIds()].filter((id) => !FRAMEWORKS.includes(id as Framework)).sort();
  const bound = frameworkBoundFeatures();
  const entries: MatrixEntry[] = [];
  const add = (fw: Framework, suffix: string, requested: string[], representative: boolean) =>
    entries.push({ name: `${fw}-${suffix}`, spec: validSpec(fw, requested, `${fw}-${suffix}`), representative });
  // Every pair the rules allow, once, the sets spread over the frameworks (the representative run).
  const pairwise = pairwiseSets(features);
  FRAMEWORKS.forEach((fw, f) => {
    add(fw, 'base', [], true);
    add(fw, 'largest', largestFeatureSet(), true);
    for (const id of features.filter((id) => bound.has(id))) add(fw, id, [id], false);
    pairwise.forEach((set, i) => i % FRAMEWORKS.length === f && add(fw, `pairwise-${i + 1}`, set, true));
  });
  // On every framework, every pair with a feature that meets the framework, in small sets over what its
  // configurations above leave open. A pair of two features that never meet it is the same code on
  // every framework: the sets above run it once.
  for (const fw of FRAMEWORKS) {
    const covered = entries.filter((e) => e.spec.framework === fw).map((e) => e.spec.features);
    pairwiseSets(features, fw, { needs: (a, b) => bound.has(a) || bound.has(b), covered, lean: true }).forEach((set, i) => add(fw, `pairs-${i + 1}`, set, false));
  }
  features.filter((id) => !bound.has(id)).forEach((id, i) => {
    const fw = FRAMEWORKS[i % FRAMEWORKS.length];
    add(fw, id, [id], false);
  });
  // A feature validation always adds (env, middleware, ...) gives the base set again: run it once.
  const seen = new Map<string, MatrixEntry>();
  for (const e of entries) {
    const key = `${e.spec.framework}:${[...e.spec.features].sort().join(',')}`;
    const earlier = seen.get(key);
    if (earlier) earlier.representative ||= e.representative;
    else seen.set(key, e);
  }
  return [...seen.values(), ...modelEntries()];
}

/**
 * A configuration named on the command line: `gin:mysql,gorm` (requirements are added as a user would);
 * with a model (read from a file, `modelName` naming it), the project serves it and the router is added.
 */
export function customEntry(arg: string, resources?: ResourceModel, modelName = 'model'): MatrixEntry {
  const [framework, list = ''] = arg.split(':');
  if (!FRAMEWORKS.includes(framework as Framework)) throw new Error(`--config ${arg}: the framework must be one of ${FRAMEWORKS.join(', ')}`);
  const features = list.split(',').filter(Boolean);
  const name = `${framework}-${features.join('-') || 'base'}${resources ? `-model-${modelName}` : ''}`;
  return { name, spec: validSpec(framework as Framework, features, name, resources), representative: false };
}
