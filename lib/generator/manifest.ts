// The manifest.json of a part (the base, a framework adapter, a feature or one of its with-<id> variants):
// the structured contributions of that part. Its files and text snippets sit beside it (files/, slots/).
// A feature's name and description are the catalogue's (lib/catalogue/features.ts), never a manifest's.

export interface EnvVar {
  name: string;
  /** The value written to .env.example. */
  value: string;
  description: string;
}

/** A group of settings: a field of config.Config, its type and the function that loads it. */
export interface ConfigGroup {
  field: string;
  type: string;
  load: string;
  doc: string;
}

/** A field of server.Deps: something main builds and the handlers use. */
export interface DepField {
  field: string;
  type: string;
  doc: string;
  /** The import its type needs, "path" or "alias path". */
  import?: string;
}

export interface MakeTarget {
  name: string;
  help: string;
  recipe: string[];
}

/**
 * Files of a part kept only where the project's other Go code calls `call` (a selector such as
 * `e.Bool`, or a function of the same package such as `compareBool`; a list: any of them): a helper
 * that only some features use is never a function no binary reaches.
 */
export interface OnlyIfCalled {
  call: string | string[];
  files: string[];
  /** Only calls from the files under this folder count (`internal/config/`): elsewhere the name means another thing. */
  within?: string;
}

export interface Manifest {
  /** Feature and framework roots only: the catalogue id, which is also the folder name. */
  id?: string;
  /** Roots of shared parts (go-templates/shared/<id>/) only: the features and frameworks that bring the part in. */
  sharedBy?: string[];
  /** Heading of this part's group in .env.example (default: the feature's catalogue name). */
  envTitle?: string;
  env?: EnvVar[];
  config?: ConfigGroup[];
  deps?: DepField[];
  /** Imports added to generated Go files, by output path: "path" or "alias path". */
  imports?: Record<string, string[]>;
  gitignore?: string[];
  dockerignore?: string[];
  makeTargets?: MakeTarget[];
  onlyIfCalled?: OnlyIfCalled[];
}

const IDENT = /^[A-Za-z_][A-Za-z0-9_]*$/;
/** An identifier that may hold a resource's name (each-resource/ manifests): `{{@R.Names}}`. */
const DEP_FIELD = /^(?:[A-Za-z_]|\{\{@R\.[A-Za-z]+\}\})(?:[A-Za-z0-9_]|\{\{@R\.[A-Za-z]+\}\})*$/;
const ENV_NAME = /^[A-Z][A-Z0-9_]*$/;
const MAKE_TARGET = /^[a-z][a-z0-9-]*$/;

type Check = (ok: boolean, what: string) => void;

function checkString(check: Check, v: unknown, what: string, re?: RegExp): v is string {
  check(typeof v === 'string' && v.length > 0 && (!re || re.test(v)), `${what} must be a non-empty string${re ? ` matching ${re}` : ''}`);
  return typeof v === 'string';
}

function checkList<T>(check: Check, v: unknown, what: string, item: (x: Record<string, unknown>, w: string) => void): v is T[] {
  if (v === undefined) return false;
  check(Array.isArray(v), `${what} must be a list`);
  if (!Array.isArray(v)) return false;
  v.forEach((x, i) => {
    check(typeof x === 'object' && x !== null && !Array.isArray(x), `${what}[${i}] must be an object`);
    if (typeof x === 'object' && x !== null) item(x as Record<string, unknown>, `${what}[${i}]`);
  });
  return true;
}

const KNOWN_KEYS = new Set(['id', 'sharedBy', 'envTitle', 'env', 'config', 'deps', 'imports', 'gitignore', 'dockerignore', 'makeTargets', 'onlyIfCalled']);

/** Validates a parsed manifest.json; throws one error listing every problem. */
export function validateManifest(raw: unknown, source: string, root: boolean): Manifest {
  const problems: string[] = [];
  const check: Check = (ok, what) => {
    if (!ok) problems.push(what);
  };
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) throw new Error(`${source}: must be a JSON object`);
  const m = raw as Record<string, unknown>;
  for (const k of Object.keys(m)) {
    const where = k === 'name' || k === 'description' ? ' (names and descriptions live in lib/catalogue/features.ts)' : '';
    check(KNOWN_KEYS.has(k), `unknown key "${k}"${where}`);
  }
  if (root) checkString(check, m.id, 'id', /^[a-z][a-z0-9-]*$/);
  else check(m.id === undefined, `"id" belongs in the feature's root manifest`);
  if (m.sharedBy !== undefined) {
    const ok = Array.isArray(m.sharedBy) && m.sharedBy.every((x) => typeof x === 'string' && /^[a-z][a-z0-9-]*$/.test(x));
    check(ok, 'sharedBy must be a list of feature or framework ids');
  }
  if (m.envTitle !== undefined) checkString(check, m.envTitle, 'envTitle');
  checkList(check, m.env, 'env', (x, w) => {
    checkString(check, x.name, `${w}.name`, ENV_NAME);
    check(typeof x.value === 'string', `${w}.value must be a string`);
    checkString(check, x.description, `${w}.description`);
  });
  checkList(check, m.config, 'config', (x, w) => {
    checkString(check, x.field, `${w}.field`, IDENT);
    checkString(check, x.type, `${w}.type`, IDENT);
    checkString(check, x.load, `${w}.load`, IDENT);
    checkString(check, x.doc, `${w}.doc`);
  });
  checkList(check, m.deps, 'deps', (x, w) => {
    checkString(check, x.field, `${w}.field`, DEP_FIELD);
    checkString(check, x.type, `${w}.type`);
    checkString(check, x.doc, `${w}.doc`);
    if (x.import !== undefined) checkString(check, x.import, `${w}.import`);
  });
  if (m.imports !== undefined) {
    const ok = typeof m.imports === 'object' && m.imports !== null && !Array.isArray(m.imports);
    check(ok, 'imports must map output paths to lists of imports');
    if (ok) {
      for (const [file, list] of Object.entries(m.imports as Record<string, unknown>)) {
        check(file.endsWith('.go'), `imports: "${file}" is not a .go file`);
        check(Array.isArray(list) && list.every((x) => typeof x === 'string' && x.length > 0), `imports["${file}"] must be a list of strings`);
      }
    }
  }
  for (const k of ['gitignore', 'dockerignore'] as const) {
    if (m[k] !== undefined) check(Array.isArray(m[k]) && (m[k] as unknown[]).every((x) => typeof x === 'string'), `${k} must be a list of strings`);
  }
  checkList(check, m.makeTargets, 'makeTargets', (x, w) => {
    checkString(check, x.name, `${w}.name`, MAKE_TARGET);
    checkString(check, x.help, `${w}.help`);
    check(Array.isArray(x.recipe) && x.recipe.length > 0 && x.recipe.every((r) => typeof r === 'string'), `${w}.recipe must be a non-empty list of strings`);
  });
  checkList(check, m.onlyIfCalled, 'onlyIfCalled', (x, w) => {
    const calls = Array.isArray(x.call) ? x.call : [x.call];
    check(calls.length > 0, `${w}.call must name a call`);
    calls.forEach((c, i) => checkString(check, c, `${w}.call[${i}]`, /^[A-Za-z_][A-Za-z0-9_]*(?:\.[A-Za-z_][A-Za-z0-9_]*)?$/));
    check(Array.isArray(x.files) && x.files.length > 0 && x.files.every((f) => typeof f === 'string' && f.endsWith('.go')), `${w}.files must be a non-empty list of .go paths`);
    if (x.within !== undefined) checkString(check, x.within, `${w}.within`, /^[a-z0-9_/]+\/$/);
  });
  if (problems.length > 0) throw new Error(`${source}: ${problems.join('; ')}`);
  return m as Manifest;
}
