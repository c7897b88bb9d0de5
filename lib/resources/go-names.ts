// The Go names of a generated project that a model's names could collide with, as
// scripts/reserved-names.ts reads them from go-templates into reserved.json (`go`): where a name is
// declared, and by which parts of go-templates, so that a collision counts only when the selection
// composes those parts. Client-safe (validation runs on every keystroke of the model editor): the
// data is the JSON's, each lookup a map's.
//
// Names keep the markers of the templates: `New{{@R.Name}}Store` is declared once per resource, with
// its name filled in (lib/resources/names.ts).
import reserved from './reserved.json';
import type { ResourceNames } from './names';

/** Which parts of go-templates declare a name: `[name, parts]`, indices into `parts`. */
type Named = [string, number[]];

/** A package, or a type's members, where resources declare names. */
export interface GoNamespace {
  /** `internal/memory`; a type's members: `internal/server.Deps`, `internal/models.{{@R.Name}}`. */
  in: string;
  /** Each resource has its own (its package, a type of its): its names meet the fixed ones and each other, not another resource's. */
  perResource: boolean;
  /** The names no marker fills (those a pattern could spell; a type's all when it holds the model's fields). */
  fixed: Named[];
  /** The names each resource fills in. */
  patterns: Named[];
  /** A type's methods among `fixed` (the others are fields). */
  methods?: string[];
  /** A type whose fields are the model's (`{{@F.Name}}`): the parts writing it so. */
  modelFields?: number[];
}

/** What a name is in a file that imports resources' packages. */
type ShadowKind = 'variable' | 'declaration' | 'import';

export interface GoReserved {
  /** The parts, by their directory under go-templates, each-resource/ left out: `features/router/with-resources/with-sqlc`. */
  parts: string[];
  /** The shared parts (go-templates/shared/<id>), and the features or frameworks that bring each in. */
  shared: Record<string, string[]>;
  namespaces: GoNamespace[];
  /**
   * The files that import resources' packages (`_resources_`: every resource's own), the parts making
   * them do so, and the names a resource's package may not have there: `[name, kind, parts]`.
   */
  shadows: { file: string; importedIn: number[]; names: [string, ShadowKind, number[]][] }[];
}

const GO = reserved.go as unknown as GoReserved;

/** A part's condition, from its directory: its root's feature (none for base), and each with-/without- folder's. */
const PARTS = GO.parts.map((key) => {
  const dirs = key.split('/');
  const root = dirs[0] === 'base' ? undefined : dirs[1];
  const clauses = dirs.slice(root === undefined ? 1 : 2).map((dir) => ({ without: dir.startsWith('without-'), ids: dir.replace(/^with(out)?-/, '').split('-or-') }));
  return { root, clauses };
});

/** A pattern's pieces (text, and at the odd places the spelling that fills it in), and the names it gave, by resource: a model is checked again on every keystroke. */
type Pattern = { pieces: string[]; parts: number[]; filled: Map<string, string> };
const compile = ([pattern, parts]: Named): Pattern => ({ pieces: pattern.split(/\{\{@R\.([A-Za-z]+)\}\}/), parts, filled: new Map() });
const fill = (p: readonly string[], names: ResourceNames) => {
  let out = '';
  for (let i = 0; i < p.length; i++) out += i % 2 === 1 ? names[p[i] as keyof ResourceNames] : p[i];
  return out;
};
function filled(p: Pattern, names: ResourceNames): string {
  let name = p.filled.get(names.snake);
  if (name === undefined) {
    if (p.filled.size > 1_000) p.filled.clear();
    p.filled.set(names.snake, (name = fill(p.pieces, names)));
  }
  return name;
}

interface Namespace {
  dir: string;
  /** The type whose members these are (a pattern), or none for a package. */
  type?: string[];
  perResource: boolean;
  fixed: ReadonlyMap<string, number[]>;
  patterns: Pattern[];
  methods: ReadonlySet<string>;
  modelFields?: number[];
}

const NAMESPACES: Namespace[] = GO.namespaces.map((ns) => {
  const dot = ns.in.indexOf('.', ns.in.lastIndexOf('/'));
  return {
    dir: dot < 0 ? ns.in : ns.in.slice(0, dot),
    type: dot < 0 ? undefined : compile([ns.in.slice(dot + 1), []]).pieces,
    perResource: ns.perResource,
    fixed: new Map(ns.fixed),
    patterns: ns.patterns.map(compile),
    methods: new Set(ns.methods),
    modelFields: ns.modelFields,
  };
});

/** The shadows by name: each file where a package of that name would meet one. */
const SHADOWS = new Map<string, { file: string; kind: ShadowKind; parts: number[]; importedIn: number[] }[]>();
for (const s of GO.shadows) {
  for (const [name, kind, parts] of s.names) SHADOWS.set(name, [...(SHADOWS.get(name) ?? []), { file: s.file, kind, parts, importedIn: s.importedIn }]);
}

/** A collision of a resource's name: what it would declare, where, and what is there already. */
export interface Collision {
  /** The name both would declare. */
  name: string;
  /** Where: `` `internal/memory` ``, `` `memory.BookStore` `` (a type's members). */
  where: string;
  /** What has it already: the project's own (`fixed`), a method or field of the type, or another resource. */
  with: { kind: 'project' | 'method' | 'field' } | { kind: 'resource'; resource: string };
}

/** What a package of a resource would meet in a file that imports it. */
interface Shadow {
  kind: ShadowKind;
  /** The file, `_resources_` filled in for the resource. */
  file: string;
}

/** The Go names a selection's project has, for checking a model's names against. */
export class GoNames {
  readonly #on: boolean[];
  /** The types holding the model's fields in this selection: their members, by name. */
  readonly #fieldTypes: { ns: Namespace; fixed: ReadonlySet<string>; patterns: Pattern[] }[];

  /** `selected`: the features and the framework (the validated, adjusted list); a model counts as `resources`. */
  constructor(selected: ReadonlySet<string>) {
    // As lib/generator/compose.ts selects parts: a shared part is in when a feature sharing it is, and then counts as selected.
    const all = new Set(selected).add('resources');
    for (const [id, by] of Object.entries(GO.shared)) if (by.some((x) => selected.has(x))) all.add(id);
    this.#on = PARTS.map((p) => (p.root === undefined || all.has(p.root)) && p.clauses.every((c) => c.ids.some((id) => all.has(id)) !== c.without));
    this.#fieldTypes = NAMESPACES.filter((ns) => ns.modelFields && this.#active(ns.modelFields)).map((ns) => ({
      ns,
      fixed: new Set([...ns.fixed].filter(([, parts]) => this.#active(parts)).map(([name]) => name)),
      patterns: ns.patterns.filter((p) => this.#active(p.parts)),
    }));
  }

  #active(parts: readonly number[]): boolean {
    return parts.some((p) => this.#on[p]);
  }

  #where(ns: Namespace, names: ResourceNames): string {
    const dir = ns.dir.replace('_package_', names.pkg);
    if (ns.type) return `\`${dir.slice(dir.lastIndexOf('/') + 1)}.${fill(ns.type, names)}\``;
    return ns.dir.includes('_package_') ? `its package \`${dir}\`` : `\`${dir}\``;
  }

  /** What the package of a resource (`names.pkg`) would meet in a file that imports it: a variable, a package-level name, another import. */
  shadowOf(names: ResourceNames): Shadow | undefined {
    const found = SHADOWS.get(names.pkg)?.find((s) => this.#active(s.parts) && this.#active(s.importedIn));
    return found && { kind: found.kind, file: found.file.replace(/_package_/g, names.pkg).replace(/_resources_/g, names.snakes) };
  }

  /** A name a resource would declare twice in a namespace of its own (its package, its types): with the project's there, or with another of its own. */
  ownCollision(names: ResourceNames): Collision | undefined {
    for (const ns of NAMESPACES) {
      if (!ns.perResource) continue;
      const mine = new Set<string>();
      for (const p of ns.patterns) {
        if (!this.#active(p.parts)) continue;
        const name = filled(p, names);
        const fixed = ns.fixed.get(name);
        if (mine.has(name) || (fixed && this.#active(fixed))) return { name, where: this.#where(ns, names), with: { kind: this.#fixedKind(ns, name) } };
        mine.add(name);
      }
    }
    return undefined;
  }

  /**
   * The names resources would declare in the namespaces they share (`internal/memory`, `server.Deps`):
   * for each resource of `model` (in order), the first that the project has there already or an earlier
   * resource declares too.
   */
  sharedCollisions(model: readonly ResourceNames[]): Map<string, Collision> {
    const found = new Map<string, Collision>();
    for (const ns of NAMESPACES) {
      if (ns.perResource) continue;
      const patterns = ns.patterns.filter((p) => this.#active(p.parts));
      if (patterns.length === 0) continue;
      const owners = new Map<string, string>();
      for (const names of model) {
        if (found.has(names.snake)) continue;
        for (const p of patterns) {
          const name = filled(p, names);
          const fixed = ns.fixed.get(name);
          const owner = owners.get(name);
          if ((fixed && this.#active(fixed)) || (owner !== undefined && owner !== names.snake)) {
            found.set(names.snake, { name, where: this.#where(ns, names), with: owner !== undefined ? { kind: 'resource', resource: owner } : { kind: this.#fixedKind(ns, name) } });
            break;
          }
          owners.set(name, names.snake);
        }
      }
    }
    return found;
  }

  /** What a field of the model, by its Go name, would meet in a type holding the model's fields (a method, another field). */
  fieldCollision(names: ResourceNames, goField: string): Collision | undefined {
    for (const { ns, fixed, patterns } of this.#fieldTypes) {
      if (fixed.has(goField)) return { name: goField, where: this.#where(ns, names), with: { kind: this.#fixedKind(ns, goField) } };
      if (patterns.some((p) => filled(p, names) === goField)) return { name: goField, where: this.#where(ns, names), with: { kind: 'field' } };
    }
    return undefined;
  }

  #fixedKind(ns: Namespace, name: string): 'project' | 'method' | 'field' {
    return ns.type === undefined ? 'project' : ns.methods.has(name) ? 'method' : 'field';
  }
}
