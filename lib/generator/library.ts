// Loads go-templates/ once per process: the base, the framework adapters, the registered features with
// their variants, the shared parts, the pinned versions and the lock data. Everything is parsed up
// front so that generating a project only renders. Names and descriptions come from the catalogue, not the manifests.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { FEATURE_BY_ID, FRAMEWORKS, isFramework, type Framework } from '../catalogue/features';
import { validateManifest, type Manifest } from './manifest';
import { parseTemplate, type Template } from './template';

/** Slots the engine fills from the manifests; parts contribute to them through manifest.json. */
const COMPUTED_SLOTS = new Set([
  'config.fields',
  'config.load',
  'server.deps',
  'env',
  'gitignore',
  'dockerignore',
  'make.targets',
  'readme.features',
  'readme.env',
  'readme.make',
  'readme.layout',
]);

/** A directory of go-templates contributing to a project: files/, slots/, manifest.json, with-<id>/. */
export interface Part {
  key: string;
  manifest: Manifest;
  /** Output path -> template. */
  files: Map<string, Template>;
  /** Slot name -> snippet. */
  slots: Map<string, Template>;
  /**
   * Sub-parts active when any of the features `when` is selected too (with-<id> or with-<id>-or-<id>),
   * or, `without`, when none of them is (without-<id>[-or-<id>]: the default that a variant replaces).
   */
  variants: { when: string[]; without: boolean; part: Part }[];
  /** each-resource/: files, snippets and manifest rendered once per resource of the project's model. */
  eachResource?: Part;
}

export interface Feature {
  id: string;
  /** The catalogue's name and description (the generated README lists them). */
  name: string;
  description: string;
  part: Part;
}

/**
 * A part that several features or frameworks share (go-templates/shared/<id>/): active when any of
 * `sharedBy` is selected, and then `id` counts as selected too, so that with-<id>/ variants build on it.
 */
interface SharedPart {
  id: string;
  sharedBy: string[];
  part: Part;
}

export interface Versions {
  go: string;
  dockerBuildImage: string;
  modules: Record<string, string>;
}

interface LockPackage {
  /** Index into modules of the package's own module. */
  module: number;
  /** Indices into modules of every requirement of a module importing only this package. */
  require: number[];
  /** Indices into modules of those holding a package it builds on (under any build tags). */
  provide: number[];
  /** Indices into sum of its go.sum lines. */
  sum: number[];
}

export interface LockData {
  go: string;
  /** [path, version], sorted by path. */
  modules: [string, string][];
  /** Per module, the modules its own go.mod requires at their versions here (indices into modules). */
  implies: number[][];
  /** go.sum lines, in go.sum order. */
  sum: string[];
  packages: Record<string, LockPackage>;
}

export interface Library {
  root: string;
  /** The generator's version: a hash of everything under root. */
  version: string;
  base: Part;
  /** The adapters of the catalogue's frameworks, in catalogue order. */
  frameworks: Map<Framework, Feature>;
  /** Registered features, in registry (composition) order. */
  features: Map<string, Feature>;
  /** Shared parts, by id, in folder-name (composition) order. */
  shared: Map<string, SharedPart>;
  versions: Versions;
  lock: LockData;
  /** Every slot some template declares. */
  declaredSlots: Set<string>;
}

const SLOT_FILE = /^([a-z][a-z0-9.-]*?)(?:\.(?:go|md|txt|mk|yml|yaml|sh|json))?$/;

function readJson(file: string): unknown {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch (err) {
    throw new Error(`cannot read ${file}: ${(err as Error).message}`);
  }
}

function listFiles(dir: string, prefix = ''): string[] {
  const out: string[] = [];
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const rel = prefix ? `${prefix}/${entry.name}` : entry.name;
    if (entry.isDirectory()) out.push(...listFiles(path.join(dir, entry.name), rel));
    else if (entry.isFile()) out.push(rel);
  }
  return out.sort();
}

/** go-templates names dotfiles "dot.<name>" so that git does not read them (a .gitignore would apply). */
function outputPath(rel: string): string {
  return rel
    .split('/')
    .map((s) => (s.startsWith('dot.') ? s.slice(3) : s))
    .join('/');
}

function loadPart(dir: string, key: string, root: boolean, declared: Set<string>): Part {
  const manifestFile = path.join(dir, 'manifest.json');
  const manifest = fs.existsSync(manifestFile) ? validateManifest(readJson(manifestFile), `${key}/manifest.json`, root) : {};
  if (root && !fs.existsSync(manifestFile)) throw new Error(`${key}: manifest.json is missing`);

  const files = new Map<string, Template>();
  const filesDir = path.join(dir, 'files');
  if (fs.existsSync(filesDir)) {
    for (const rel of listFiles(filesDir)) {
      const out = outputPath(rel);
      const tpl = parseTemplate(`${key}/files/${rel}`, fs.readFileSync(path.join(filesDir, rel), 'utf8'));
      tpl.slots.forEach((s) => declared.add(s));
      files.set(out, tpl);
    }
  }

  const slots = new Map<string, Template>();
  const slotsDir = path.join(dir, 'slots');
  if (fs.existsSync(slotsDir)) {
    for (const rel of listFiles(slotsDir)) {
      const m = SLOT_FILE.exec(rel);
      if (!m) throw new Error(`${key}/slots/${rel}: a slot file is named <slot>[.go|.md|.txt|.mk|.yml|.sh|.json]`);
      if (COMPUTED_SLOTS.has(m[1])) throw new Error(`${key}/slots/${rel}: "${m[1]}" is filled from manifest.json, not from a file`);
      const tpl = parseTemplate(`${key}/slots/${rel}`, fs.readFileSync(path.join(slotsDir, rel), 'utf8'));
      tpl.slots.forEach((s) => declared.add(s));
      slots.set(m[1], tpl);
    }
  }

  const variants: Part['variants'] = [];
  for (const entry of fs.readdirSync(dir, { withFileTypes: true }).sort((a, b) => (a.name < b.name ? -1 : 1))) {
    if (!entry.isDirectory() || ['files', 'slots', 'each-resource'].includes(entry.name)) continue;
    const m = /^(with|without)-([a-z][a-z0-9-]*)$/.exec(entry.name);
    if (!m) throw new Error(`${key}/${entry.name}: only files/, slots/ and with[out]-<feature>[-or-<feature>...]/ may sit in a part`);
    const part = loadPart(path.join(dir, entry.name), `${key}/${entry.name}`, false, declared);
    variants.push({ when: m[2].split('-or-'), without: m[1] === 'without', part });
  }
  const eachDir = path.join(dir, 'each-resource');
  const eachResource = fs.existsSync(eachDir) ? loadPart(eachDir, `${key}/each-resource`, false, declared) : undefined;
  if (eachResource && eachResource.variants.length > 0) throw new Error(`${key}/each-resource: variants go around it, not inside`);
  return { key, manifest, files, slots, variants, eachResource };
}

function loadFeature(dir: string, key: string, declared: Set<string>): Feature {
  const part = loadPart(dir, key, true, declared);
  const id = part.manifest.id;
  if (id !== path.basename(dir)) throw new Error(`${key}/manifest.json: id "${id}" must match the folder name`);
  const entry = FEATURE_BY_ID.get(id);
  if (!entry) throw new Error(`${key}: "${id}" is not in the catalogue (lib/catalogue/features.ts)`);
  return { id, name: entry.name, description: entry.description, part };
}

function loadShared(dir: string, known: (id: string) => boolean, declared: Set<string>): Map<string, SharedPart> {
  const shared = new Map<string, SharedPart>();
  if (!fs.existsSync(dir)) return shared;
  for (const id of fs.readdirSync(dir).sort()) {
    const key = `shared/${id}`;
    if (!/^[a-z][a-z0-9-]*$/.test(id) || id.includes('-or-')) throw new Error(`${key}: a shared part is named like a feature id`);
    if (known(id)) throw new Error(`${key}: "${id}" is already a feature or framework id`);
    const part = loadPart(path.join(dir, id), key, false, declared);
    const sharedBy = part.manifest.sharedBy ?? [];
    if (sharedBy.length === 0) throw new Error(`${key}/manifest.json: "sharedBy" must list the features or frameworks that share the part`);
    for (const by of sharedBy) if (!known(by)) throw new Error(`${key}/manifest.json: sharedBy names "${by}", neither a feature nor a framework`);
    shared.set(id, { id, sharedBy, part });
  }
  return shared;
}

/** "sharedBy" belongs only in the manifest at the root of a shared part. */
function assertNoSharedBy(part: Part) {
  if (part.manifest.sharedBy) throw new Error(`${part.key}/manifest.json: "sharedBy" belongs in the root manifest of a part in shared/`);
  part.variants.forEach((v) => assertNoSharedBy(v.part));
}

export function loadLibrary(root: string): Library {
  const declared = new Set<string>(COMPUTED_SLOTS);
  const base = loadPart(path.join(root, 'base'), 'base', false, declared);
  // A catalogue framework without an adapter is "not available yet", like a feature without a folder.
  const frameworks = new Map<Framework, Feature>();
  for (const id of FRAMEWORKS) {
    const dir = path.join(root, 'frameworks', id);
    if (fs.existsSync(dir)) frameworks.set(id, loadFeature(dir, `frameworks/${id}`, declared));
  }
  for (const entry of fs.readdirSync(path.join(root, 'frameworks'))) {
    if (!isFramework(entry)) throw new Error(`go-templates/frameworks/${entry} is not a framework of the catalogue`);
  }

  const registry = readJson(path.join(root, 'features.json'));
  if (!Array.isArray(registry) || !registry.every((x) => typeof x === 'string')) {
    throw new Error('go-templates/features.json must be a list of feature ids');
  }
  const features = new Map<string, Feature>();
  for (const id of registry as string[]) {
    if (features.has(id) || isFramework(id)) throw new Error(`features.json: "${id}" is listed twice`);
    features.set(id, loadFeature(path.join(root, 'features', id), `features/${id}`, declared));
  }
  for (const entry of fs.readdirSync(path.join(root, 'features'))) {
    if (!features.has(entry)) throw new Error(`go-templates/features/${entry} is not listed in features.json`);
  }
  const shared = loadShared(path.join(root, 'shared'), (id) => features.has(id) || isFramework(id), declared);
  [base, ...[...frameworks.values(), ...features.values()].map((f) => f.part)].forEach(assertNoSharedBy);
  for (const s of shared.values()) s.part.variants.forEach((v) => assertNoSharedBy(v.part));

  const versions = readJson(path.join(root, 'versions.json')) as Versions;
  const lockFile = path.join(root, 'go.lock.json');
  const lock: LockData = fs.existsSync(lockFile)
    ? (readJson(lockFile) as LockData)
    : { go: versions.go, modules: [], implies: [], sum: [], packages: {} };
  return { root, version: hashTree(root), base, frameworks, features, shared, versions, lock, declaredSlots: declared };
}

/**
 * Which generator made a project: the first 12 hex characters of a SHA-256 over every file's path and
 * bytes under the root, sorted by path (templates, manifests, versions.json and go.lock.json), so any
 * change to the output's sources gives a new version. The history and gostarter.json record it.
 */
function hashTree(root: string): string {
  const files: string[] = [];
  const walk = (rel: string) => {
    for (const entry of fs.readdirSync(path.join(root, rel), { withFileTypes: true })) {
      const p = rel ? `${rel}/${entry.name}` : entry.name;
      if (entry.isDirectory()) walk(p);
      else if (entry.isFile()) files.push(p);
    }
  };
  walk('');
  files.sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  const hash = createHash('sha256');
  for (const p of files) {
    const bytes = fs.readFileSync(path.join(root, p));
    // Lengths delimit each field, so no two different trees feed the same bytes.
    hash.update(`${p.length}:${p}\0${bytes.byteLength}:`);
    hash.update(bytes);
  }
  return hash.digest('hex').slice(0, 12);
}

let root = path.join(process.cwd(), 'go-templates');
let cached: Library | undefined;

/** Where go-templates/ is read from: the site's working directory, unless the CLI points at its own copy. */
export function useTemplates(dir: string): void {
  if (dir !== root) cached = undefined;
  root = dir;
}

/** The library, loaded on first use. */
export function library(): Library {
  cached ??= loadLibrary(root);
  return cached;
}

/** The generator's version (see hashTree). */
export function generatorVersion(): string {
  return library().version;
}
