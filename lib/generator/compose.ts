// Composition: the validated spec selects parts (base, the shared parts it brings in, framework
// adapter, features and their active with-<id> variants); their files are rendered once, with the
// slots filled from every part's contributions, and go.mod/go.sum are derived from the imports of the
// result.
import { mergeImports, parseImports, type GoImport } from './goimports';
import { goModAndSum } from './gomod';
import { isFramework, type Framework } from '../catalogue/features';
import type { Feature, Library, Part } from './library';
import { COMPUTED, type Models } from './models';
import type { OnlyIfCalled } from './manifest';
import { isWholeFile, renderTemplate, tidyBlankLines, withoutFinalNewlines, type ResourceScope, type Template, type Values } from './template';
import { modelScopes } from './fields';
import { columnOrders, modelMigrations, sqlDialectOf } from './migrations';
import { alignStructs } from './align';
import { gostarterFile, siteOfSpec } from './gostarter-file';
import { cliInstallCommand } from '../catalogue/commands';
import { GOSTARTER_FILE } from '../schemas/gostarter-file';
import type { ResourceModel } from '../resources/model';

export interface ComposeSpec {
  projectName: string;
  framework: Framework;
  features: readonly string[];
  /** The user's resources (validated); none or empty: the notes example. */
  resources?: ResourceModel;
  /**
   * The models of the project's earlier generations, oldest first, whose migrations it has: its first
   * migration creates the tables of the first, and each change since is a migration of its own.
   */
  modelHistory?: readonly ResourceModel[];
  /** The features as the user chose them, before dependencies were added (gostarter.json records both). */
  requested?: readonly string[];
  /** The address of the site that generates the project, for gostarter.json's `$schema`; default DEFAULT_SITE. */
  site?: string;
}

/** Counts as selected when the project has a model, so parts keep their resource code in with-resources/. */
export const RESOURCES_ID = 'resources';

export interface GeneratedFile {
  path: string;
  content: string;
}

interface ActivePart {
  part: Part;
  /** The feature (or framework) the part belongs to; undefined for the base and shared parts. */
  feature?: Feature;
  /** 0 base, 1 framework or shared part, 2 feature: a file of a higher rank replaces one of a lower rank. */
  rank: number;
}

function activeParts(lib: Library, spec: ComposeSpec): { parts: ActivePart[]; features: Feature[] } {
  const selected = new Set(spec.features);
  selected.add(spec.framework);
  if (spec.resources?.length) selected.add(RESOURCES_ID);
  for (const id of selected) {
    if (id === RESOURCES_ID) continue;
    if (isFramework(id)) {
      if (id !== spec.framework) throw new Error(`the features name a second framework, "${id}"`);
    } else if (!lib.features.has(id)) {
      throw new Error(`no feature "${id}" in go-templates (see implementedFeatureIds())`);
    }
  }
  const framework = lib.frameworks.get(spec.framework);
  if (!framework) throw new Error(`unknown framework "${spec.framework}"`);
  const features = [framework, ...[...lib.features.values()].filter((f) => selected.has(f.id))];
  const shared = [...lib.shared.values()].filter((s) => s.sharedBy.some((id) => selected.has(id)));
  shared.forEach((s) => selected.add(s.id));

  const parts: ActivePart[] = [];
  const add = (part: Part, rank: number, feature?: Feature) => {
    parts.push({ part, rank, feature });
    for (const v of part.variants) if (v.when.some((id) => selected.has(id)) !== v.without) add(v.part, rank, feature);
  };
  add(lib.base, 0);
  shared.forEach((s) => add(s.part, 1));
  features.forEach((f, i) => add(f.part, i === 0 ? 1 : 2, f));
  return { parts, features };
}

/** A character of a Go identifier, as a regular expression's \w: [A-Za-z0-9_]. */
function isWordChar(c: number): boolean {
  return (c >= 97 && c <= 122) || (c >= 65 && c <= 90) || (c >= 48 && c <= 57) || c === 95;
}

/**
 * Which of `calls` (`e.Bool`, `compareBool`) the code names, each not preceded by an identifier
 * character or a dot and not followed by an identifier character (`attribute.Bool` is no call of
 * e.Bool). One regular expression finds every call at once: the code is read once, not once per call.
 */
function callsNamed(code: string, calls: readonly string[], any: RegExp): Set<string> {
  const named = new Set<string>();
  any.lastIndex = 0;
  for (let m = any.exec(code); m; m = any.exec(code)) {
    // The alternative matched is one of the calls here; another may be too (`resource` and `resource.X`).
    for (const call of calls) if (code.startsWith(call, m.index) && !isWordChar(code.charCodeAt(m.index + call.length))) named.add(call);
  }
  return named;
}

/**
 * The files without those of each rule whose call no other non-test Go file of the project makes
 * (`e.Bool`, not preceded by an identifier character or a dot, so `attribute.Bool` is no call of it).
 *
 * Each file's text is read once for all the rules' calls (callsNamed). Why: a regular expression per
 * rule read the files again for each rule, and a rule whose call comes late or never read most of a
 * large model's 1.5 MB of Go: about 2 ms less of a 30x20 model's composition (of about 30).
 */
function dropUncalled(files: GeneratedFile[], rules: OnlyIfCalled[]): GeneratedFile[] {
  const paths = new Set(files.map((f) => f.path));
  for (const rule of rules) for (const f of rule.files) if (!paths.has(f)) throw new Error(`onlyIfCalled names ${f}, which is not generated`);
  if (rules.length === 0) return files;
  // A reference, not only a call: a function may be passed as a value (comparePointers(a, b, compareBool)).
  const calls = [...new Set(rules.flatMap((rule) => [rule.call].flat()))];
  const any = new RegExp(`(?<![\\w.])(?:${calls.map((c) => c.replace(/\./g, '\\.')).join('|')})(?!\\w)`, 'g');
  const named = files.filter((f) => f.path.endsWith('.go') && !f.path.endsWith('_test.go')).map((f) => ({ path: f.path, calls: callsNamed(f.content, calls, any) }));
  const dropped = new Set<string>();
  // Until nothing more drops: a dropped file's calls keep no other file (a unique check's conflict error).
  for (let more = true; more; ) {
    more = false;
    for (const rule of rules) {
      if (rule.files.every((f) => dropped.has(f))) continue;
      const own = new Set(rule.files);
      const ruleCalls = [rule.call].flat();
      const called = named.some((f) => !own.has(f.path) && !dropped.has(f.path) && (!rule.within || f.path.startsWith(rule.within)) && ruleCalls.some((call) => f.calls.has(call)));
      if (called) continue;
      rule.files.forEach((f) => dropped.add(f));
      more = true;
    }
  }
  return dropped.size === 0 ? files : files.filter((f) => !dropped.has(f.path));
}

const VALUE_IN_STRING = /\{\{@(R\.)?([A-Za-z]+)\}\}/g;

/** A manifest string (an .env.example value, a Make recipe) with the project's values (and a resource's names) in place. */
export function substitute(s: string, values: Values, scope?: ResourceScope): string {
  if (!s.includes('{{@')) return s;
  return s.replace(VALUE_IN_STRING, (m, r: string | undefined, name: string) => {
    if (!r) return (values as Record<string, string>)[name] ?? m;
    if (!scope) throw new Error(`${m} outside a part rendered per resource`);
    return (scope.names as unknown as Record<string, string>)[name] ?? m;
  });
}

/** An each-resource/ path: `_package_` is the resource's Go package, `_resources_` its plural snake name. */
function resourcePath(rel: string, scope: ResourceScope): string {
  return rel.replace(/_package_/g, scope.names.pkg).replace(/_resources_/g, scope.names.snakes);
}

function toImport(spec: string, values: Values, scope?: ResourceScope): GoImport {
  const [a, b] = substitute(spec, values, scope).split(/\s+/);
  return b === undefined ? { path: a } : { name: a, path: b };
}

/** The values a project's name gives the templates. */
export interface NameValues {
  projectName: string;
  imageName: string;
  dbName: string;
  moduleIdent: string;
}

export function nameValues(projectName: string): NameValues {
  const lower = projectName.toLowerCase();
  // gqlgen names generated functions after a type's package path, '/' as 'ᚋ', '.' as 'ᚗ', '-' as 'ᚑ'
  // (the module path is the project name: letters, digits, '_' and '-').
  return { projectName, imageName: lower, dbName: lower.replace(/-/g, '_'), moduleIdent: projectName.replace(/-/g, 'ᚑ') };
}

export function projectValues(lib: Library, spec: ComposeSpec, names: NameValues = nameValues(spec.projectName)): Values {
  return {
    projectName: names.projectName,
    module: names.projectName,
    moduleIdent: names.moduleIdent,
    binaryName: names.projectName,
    imageName: names.imageName,
    dbName: names.dbName,
    goVersion: lib.lock.go,
    goBuildImage: lib.versions.dockerBuildImage,
    framework: spec.framework,
    frameworkName: lib.frameworks.get(spec.framework)?.name ?? spec.framework,
    cliInstall: cliInstallCommand(siteOfSpec(spec)),
  };
}

/**
 * What a project whose model grew (spec.modelHistory) has besides a fresh one: the first migration as
 * its first model made it (a migration once written never changes), one migration per change since,
 * and its tables' columns in the order they leave them. Undefined without a history or SQL tables.
 */
function grownMigrations(lib: Library, spec: ComposeSpec, names: NameValues) {
  const history = spec.modelHistory ?? [];
  const dialect = sqlDialectOf(spec.features);
  if (history.length === 0 || !spec.resources?.length || !dialect) return undefined;
  const models = [...history, spec.resources];
  const firstProject = composeProject(lib, { ...spec, resources: history[0], modelHistory: undefined }, names);
  return {
    first: new Map(firstProject.filter((f) => f.path.startsWith('migrations/0001_')).map((f) => [f.path, f])),
    files: modelMigrations(models, dialect),
    columns: columnOrders(models, dialect),
  };
}

/** The project's files; `names` replaces the values derived from spec.projectName (see index.ts). */
export function composeProject(lib: Library, spec: ComposeSpec, names: NameValues = nameValues(spec.projectName)): GeneratedFile[] {
  const { parts, features } = activeParts(lib, spec);
  const values = projectValues(lib, spec, names);

  const files = new Map<string, { tpl: Template; owner: ActivePart; scope?: ResourceScope }>();
  const snippets = new Map<string, { tpl: Template; scope?: ResourceScope }[]>();
  const grown = grownMigrations(lib, spec, names);
  const scopes = spec.resources?.length ? modelScopes(spec.resources, grown?.columns) : [];
  const imports = new Map<string, GoImport[]>();
  const envNames = new Set<string>();
  const models: Models = {
    features: features.map((f) => ({ name: f.name, description: f.description })),
    env: [],
    config: [],
    deps: [],
    gitignore: [],
    dockerignore: [],
    makeTargets: [],
    paths: [],
    resources: spec.resources ?? [],
    module: { module: values.module, moduleIdent: values.moduleIdent },
  };
  const addImports = (file: string, list: GoImport[]) => imports.set(file, [...(imports.get(file) ?? []), ...list]);

  const addFile = (out: string, tpl: Template, active: ActivePart, scope?: ResourceScope) => {
    const existing = files.get(out);
    if (existing && existing.owner.rank >= active.rank) {
      throw new Error(`${active.part.key} and ${existing.owner.part.key} both provide ${out}`);
    }
    files.set(out, { tpl, owner: active, scope });
  };
  const addSnippet = (name: string, tpl: Template, scope?: ResourceScope) => snippets.set(name, [...(snippets.get(name) ?? []), { tpl, scope }]);

  for (const active of parts) {
    const { part, feature } = active;
    for (const [out, tpl] of part.files) addFile(out, tpl, active);
    for (const [name, tpl] of part.slots) addSnippet(name, tpl);
    // Resources in the model's order (a referenced one before those referring to it): slots, such as
    // the schema's tables, list them in an order that works.
    const each = part.eachResource;
    if (each) {
      for (const scope of scopes) {
        for (const [out, tpl] of each.files) addFile(resourcePath(out, scope), tpl, active, scope);
        for (const [name, tpl] of each.slots) addSnippet(name, tpl, scope);
        for (const d of each.manifest.deps ?? []) {
          const dep = { field: substitute(d.field, values, scope), type: substitute(d.type, values, scope), doc: substitute(d.doc, values, scope) };
          models.deps.push(dep);
          if (d.import) addImports('internal/server/deps.go', [toImport(d.import, values, scope)]);
        }
        for (const [file, list] of Object.entries(each.manifest.imports ?? {})) addImports(file, list.map((x) => toImport(x, values, scope)));
      }
    }

    const m = part.manifest;
    const title = m.envTitle ?? feature?.name ?? 'Service';
    if (m.env?.length) {
      for (const v of m.env) {
        if (envNames.has(v.name)) throw new Error(`${part.key}: ${v.name} is declared twice`);
        envNames.add(v.name);
      }
      const vars = m.env.map((v) => ({ ...v, value: substitute(v.value, values) }));
      const last = models.env[models.env.length - 1];
      if (last?.title === title) last.vars.push(...vars);
      else models.env.push({ title, vars });
    }
    if (m.config) models.config.push(...m.config);
    for (const d of m.deps ?? []) {
      models.deps.push(d);
      if (d.import) addImports('internal/server/deps.go', [toImport(d.import, values)]);
    }
    for (const [file, list] of Object.entries(m.imports ?? {})) addImports(file, list.map((s) => toImport(s, values)));
    if (m.gitignore?.length) models.gitignore.push({ title, lines: m.gitignore.map((s) => substitute(s, values)) });
    if (m.dockerignore?.length) models.dockerignore.push({ title, lines: m.dockerignore.map((s) => substitute(s, values)) });
    for (const t of m.makeTargets ?? []) {
      if (models.makeTargets.some((x) => x.name === t.name)) throw new Error(`${part.key}: make target "${t.name}" is declared twice`);
      models.makeTargets.push({ ...t, recipe: t.recipe.map((r) => substitute(r, values)) });
    }
  }

  for (const file of imports.keys()) {
    if (!files.has(file)) throw new Error(`imports are added to ${file}, which is not generated`);
  }
  models.paths = [...files.keys(), ...(grown?.files.map((f) => f.path) ?? []), 'go.mod', 'go.sum', GOSTARTER_FILE].sort();

  // A field's code may need imports (a date needs the resource package): each Go file gathers those of
  // the values it writes, through the adder `current` of the file being rendered. Other files take no
  // imports, so theirs are not even read: the documents of a large model write thousands of values
  // (with namesPackage's indexOf, about 3 ms less of a 30x20 model with swagger, postman and readme).
  let current: ((paths: readonly string[]) => void) | undefined;
  const fieldImports = new Map<string, Set<string>>();
  const importsUsedIn = (path: string) => {
    if (!path.endsWith('.go')) return undefined;
    let set: Set<string> | undefined;
    return (paths: readonly string[]) => {
      if (!set) fieldImports.set(path, (set = new Set()));
      for (const p of paths) set.add(p);
    };
  };
  const rendered = new Map<string, string>();
  const rendering = new Set<string>();
  const slot = (name: string, separator: string): string => {
    const key = `${name}\0${separator}`;
    let text = rendered.get(key);
    if (text === undefined) {
      if (rendering.has(name)) throw new Error(`slot ${name} contains itself`);
      rendering.add(name);
      const computed = COMPUTED[name];
      text = computed
        ? computed(models)
        : (snippets.get(name) ?? []).map((x) => withoutFinalNewlines(renderTemplate(x.tpl, values, slot, x.scope, current))).join(separator);
      rendering.delete(name);
      rendered.set(key, text);
    }
    return text;
  };

  const render = (path: string, tpl: Template, scope?: ResourceScope): GeneratedFile => {
    const isGo = path.endsWith('.go');
    current = importsUsedIn(path);
    let content = renderTemplate(tpl, values, slot, scope, current);
    if (isGo) {
      const extra = [...(imports.get(path) ?? []), ...[...(fieldImports.get(path) ?? [])].map((p) => toImport(p, values))];
      // A resource's package sits among the imports where its name sorts, which the template cannot know.
      if (extra.length > 0 || scope) content = mergeImports(content, extra, values.module, path, scope !== undefined);
      // Field lines write struct fields one per line; gofmt aligns their types and tags.
      if (scope) content = alignStructs(content);
    }
    // Only where slots were expanded: other files are emitted exactly as written, and so is a file that
    // is one computed slot (the code a tool writes: gqlgen's has blank lines where gofmt keeps them).
    const tidy = (tpl.slots.length > 0 && !(tpl.slots.length === 1 && isWholeFile(tpl) && tpl.slots[0] in COMPUTED)) || scope;
    return { path, content: tidy ? tidyBlankLines(content, isGo) : content };
  };
  // Go first: which files onlyIfCalled keeps is known from the Go code alone, before the README's
  // layout lists the paths.
  const goFiles = dropUncalled(
    [...files].filter(([path]) => path.endsWith('.go')).map(([path, { tpl, scope }]) => render(path, tpl, scope)),
    parts.flatMap((p) => p.part.manifest.onlyIfCalled ?? []),
  );
  const kept = new Set(goFiles.map((f) => f.path));
  models.paths = models.paths.filter((p) => !p.endsWith('.go') || kept.has(p));
  const out = [...goFiles, ...[...files].filter(([path]) => !path.endsWith('.go')).map(([path, { tpl, scope }]) => grown?.first.get(path) ?? render(path, tpl, scope))];
  if (grown) out.push(...grown.files);

  const goImports = new Set<string>();
  for (const f of out) if (f.path.endsWith('.go')) for (const i of parseImports(f.content, f.path)) goImports.add(i.path);

  const { goMod, goSum } = goModAndSum(values.module, goImports, lib.lock);
  out.push({ path: 'go.mod', content: goMod }, { path: 'go.sum', content: goSum }, { path: GOSTARTER_FILE, content: gostarterFile(spec, names, lib.version) });
  return out.sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
}
