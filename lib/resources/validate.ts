// The rules of a resource model, answered in the `validation_result` shape with the resource and the
// field each error is about. Pure and client-safe: the wizard runs it live, the server is the authority.
//
// Every name a model holds becomes a Go identifier, a package, a SQL table or column, a JSON key and a
// route (lib/resources/names.ts), so a name is refused here when any of those would not compile, would
// need quoting in one of the three SQL dialects, or would collide with what the project already has.
import reserved from './reserved.json';
import type { ValidationError } from '@/lib/schemas/generation';
import { MAX_ENUM_VALUES, MAX_FIELDS, MAX_RESOURCES, NAME_MAX, type Resource, type ResourceField, type ResourceModel } from './model';
import { goName, isSingularCountable, resourceNames, type ResourceNames } from './names';
import { GoNames, type Collision } from './go-names';
import { protoNameClashes } from './proto-names';
import { graphqlNameClashes } from './graphql-names';
import { DECIMAL_DIGITS, DEFAULT_TYPES, FIELD_TYPES, fieldType } from './field-types';

const NAME_PATTERN = /^[a-z][a-z0-9]*(_[a-z0-9]+)*$/;

/** A type's name as a sentence says it: `an integer`. */
const aType = (t: string) => `${/^[aeiou]/.test(t) ? 'an' : 'a'} ${t}`;

/** Go's keywords. */
export const GO_KEYWORDS = [
  'break', 'case', 'chan', 'const', 'continue', 'default', 'defer', 'else', 'fallthrough', 'for', 'func', 'go', 'goto', 'if',
  'import', 'interface', 'map', 'package', 'range', 'return', 'select', 'struct', 'switch', 'type', 'var',
];

/** Go's predeclared identifiers (types, constants, zero value, built-in functions), up to Go 1.21's min, max and clear. */
export const GO_PREDECLARED = [
  'any', 'bool', 'byte', 'comparable', 'complex64', 'complex128', 'error', 'float32', 'float64', 'int', 'int8', 'int16', 'int32',
  'int64', 'rune', 'string', 'uint', 'uint8', 'uint16', 'uint32', 'uint64', 'uintptr', 'true', 'false', 'iota', 'nil', 'append',
  'cap', 'clear', 'close', 'complex', 'copy', 'delete', 'imag', 'len', 'make', 'max', 'min', 'new', 'panic', 'print', 'println',
  'real', 'recover',
];

/**
 * The standard packages generated code imports: a resource's local variable (`time`) or package
 * (`errors` for `error`) of that name would shadow or clash with the import in the files that use both.
 */
const GO_IMPORTED_PACKAGES = [
  'atomic', 'base64', 'bytes', 'cmp', 'context', 'crypto', 'embed', 'errors', 'filepath', 'fmt', 'hex', 'html', 'http', 'httptest', 'io',
  'json', 'log', 'math', 'net', 'os', 'path', 'rand', 'reflect', 'regexp', 'runtime', 'signal', 'slices', 'slog', 'sort', 'sql',
  'strconv', 'strings', 'sync', 'syscall', 'template', 'testing', 'time', 'unicode', 'url', 'utf8', 'uuid',
];

/** PostgreSQL's reserved key words (reserved, and reserved but allowed as function or type names). */
const POSTGRESQL_RESERVED = [
  'all', 'analyse', 'analyze', 'and', 'any', 'array', 'as', 'asc', 'asymmetric', 'authorization', 'binary', 'both', 'case', 'cast',
  'check', 'collate', 'collation', 'column', 'concurrently', 'constraint', 'create', 'cross', 'current_catalog', 'current_date',
  'current_role', 'current_schema', 'current_time', 'current_timestamp', 'current_user', 'default', 'deferrable', 'desc',
  'distinct', 'do', 'else', 'end', 'except', 'false', 'fetch', 'for', 'foreign', 'freeze', 'from', 'full', 'grant', 'group',
  'having', 'ilike', 'in', 'initially', 'inner', 'intersect', 'into', 'is', 'isnull', 'join', 'lateral', 'leading', 'left', 'like',
  'limit', 'localtime', 'localtimestamp', 'natural', 'not', 'notnull', 'null', 'offset', 'on', 'only', 'or', 'order', 'outer',
  'overlaps', 'placing', 'primary', 'references', 'returning', 'right', 'select', 'session_user', 'similar', 'some', 'symmetric',
  'system_user', 'table', 'tablesample', 'then', 'to', 'trailing', 'true', 'union', 'unique', 'user', 'using', 'variadic',
  'verbose', 'when', 'where', 'window', 'with',
];

/** MySQL 8's reserved words. */
const MYSQL_RESERVED = [
  'accessible', 'add', 'all', 'alter', 'analyze', 'and', 'as', 'asc', 'asensitive', 'before', 'between', 'bigint', 'binary', 'blob',
  'both', 'by', 'call', 'cascade', 'case', 'change', 'char', 'character', 'check', 'collate', 'column', 'condition', 'constraint',
  'continue', 'convert', 'create', 'cross', 'cube', 'cume_dist', 'current_date', 'current_time', 'current_timestamp',
  'current_user', 'cursor', 'database', 'databases', 'day_hour', 'day_microsecond', 'day_minute', 'day_second', 'dec', 'decimal',
  'declare', 'default', 'delayed', 'delete', 'dense_rank', 'desc', 'describe', 'deterministic', 'distinct', 'distinctrow', 'div',
  'double', 'drop', 'dual', 'each', 'else', 'elseif', 'empty', 'enclosed', 'escaped', 'except', 'exists', 'exit', 'explain',
  'false', 'fetch', 'first_value', 'float', 'float4', 'float8', 'for', 'force', 'foreign', 'from', 'fulltext', 'function',
  'generated', 'get', 'grant', 'group', 'grouping', 'groups', 'having', 'high_priority', 'hour_microsecond', 'hour_minute',
  'hour_second', 'if', 'ignore', 'in', 'index', 'infile', 'inner', 'inout', 'insensitive', 'insert', 'int', 'int1', 'int2', 'int3',
  'int4', 'int8', 'integer', 'intersect', 'interval', 'into', 'io_after_gtids', 'io_before_gtids', 'is', 'iterate', 'join',
  'json_table', 'key', 'keys', 'kill', 'lag', 'last_value', 'lateral', 'lead', 'leading', 'leave', 'left', 'like', 'limit',
  'linear', 'lines', 'load', 'localtime', 'localtimestamp', 'lock', 'long', 'longblob', 'longtext', 'loop', 'low_priority',
  'master_bind', 'master_ssl_verify_server_cert', 'match', 'maxvalue', 'mediumblob', 'mediumint', 'mediumtext', 'middleint',
  'minute_microsecond', 'minute_second', 'mod', 'modifies', 'natural', 'not', 'no_write_to_binlog', 'nth_value', 'ntile', 'null',
  'numeric', 'of', 'on', 'optimize', 'optimizer_costs', 'option', 'optionally', 'or', 'order', 'out', 'outer', 'outfile', 'over',
  'partition', 'percent_rank', 'precision', 'primary', 'procedure', 'purge', 'range', 'rank', 'read', 'reads', 'read_write',
  'real', 'recursive', 'references', 'regexp', 'release', 'rename', 'repeat', 'replace', 'require', 'resignal', 'restrict',
  'return', 'revoke', 'right', 'rlike', 'row', 'row_number', 'rows', 'schema', 'schemas', 'second_microsecond', 'select',
  'sensitive', 'separator', 'set', 'show', 'signal', 'smallint', 'spatial', 'specific', 'sql', 'sqlexception', 'sqlstate',
  'sqlwarning', 'sql_big_result', 'sql_calc_found_rows', 'sql_small_result', 'ssl', 'starting', 'stored', 'straight_join',
  'system', 'table', 'terminated', 'then', 'tinyblob', 'tinyint', 'tinytext', 'to', 'trailing', 'trigger', 'true', 'undo',
  'union', 'unique', 'unlock', 'unsigned', 'update', 'usage', 'use', 'using', 'utc_date', 'utc_time', 'utc_timestamp', 'values',
  'varbinary', 'varchar', 'varcharacter', 'varying', 'virtual', 'when', 'where', 'while', 'window', 'with', 'write', 'xor',
  'year_month', 'zerofill',
];

/** SQLite's key words (all of them: which ones it lets through as names depends on the statement). */
const SQLITE_KEYWORDS = [
  'abort', 'action', 'add', 'after', 'all', 'alter', 'always', 'analyze', 'and', 'as', 'asc', 'attach', 'autoincrement', 'before',
  'begin', 'between', 'by', 'cascade', 'case', 'cast', 'check', 'collate', 'column', 'commit', 'conflict', 'constraint', 'create',
  'cross', 'current', 'current_date', 'current_time', 'current_timestamp', 'database', 'default', 'deferrable', 'deferred',
  'delete', 'desc', 'detach', 'distinct', 'do', 'drop', 'each', 'else', 'end', 'escape', 'except', 'exclude', 'exclusive',
  'exists', 'explain', 'fail', 'filter', 'first', 'following', 'for', 'foreign', 'from', 'full', 'generated', 'glob', 'group',
  'groups', 'having', 'if', 'ignore', 'immediate', 'in', 'index', 'indexed', 'initially', 'inner', 'insert', 'instead',
  'intersect', 'into', 'is', 'isnull', 'join', 'key', 'last', 'left', 'like', 'limit', 'match', 'materialized', 'natural', 'no',
  'not', 'nothing', 'notnull', 'null', 'nulls', 'of', 'offset', 'on', 'or', 'order', 'others', 'outer', 'over', 'partition',
  'plan', 'pragma', 'preceding', 'primary', 'query', 'raise', 'range', 'recursive', 'references', 'regexp', 'reindex', 'release',
  'rename', 'replace', 'restrict', 'returning', 'right', 'rollback', 'row', 'rows', 'savepoint', 'select', 'set', 'table', 'temp',
  'temporary', 'then', 'ties', 'to', 'transaction', 'trigger', 'unbounded', 'union', 'unique', 'update', 'using', 'vacuum',
  'values', 'view', 'virtual', 'when', 'where', 'window', 'with', 'without',
];

export const SQL_RESERVED: ReadonlySet<string> = new Set([...POSTGRESQL_RESERVED, ...MYSQL_RESERVED, ...SQLITE_KEYWORDS]);
const GO_RESERVED: ReadonlySet<string> = new Set([...GO_KEYWORDS, ...GO_PREDECLARED]);
const JSON_RESERVED: ReadonlySet<string> = new Set(['true', 'false', 'null']);

/** Columns every resource has. */
const RESOURCE_COLUMNS = ['id', 'created_at', 'updated_at'];
/** Query parameters of every list (`?limit=20&offset=40&sort=-created_at`): a field of that name could not be filtered on. */
const LIST_PARAMETERS = ['limit', 'offset', 'sort'];

/** Fields of every List request of the gRPC door, beside the filters. */
const PROTO_LIST_FIELDS = ['page_size', 'page_token', 'order_by'];

/**
 * What the generated project has already, so a resource may not take it (reserved.json, written by
 * scripts/reserved-names.ts from go-templates; tests/unit/resources checks it is current): its
 * packages (a resource whose package is one would overwrite it; `resource`, the resources' shared
 * package, whose name a variable must not shadow), its tables, the files each resource gets beside
 * others (`_resources_` its plural snake name) and the project's own files in those directories
 * (`dep` would write internal/server/deps.go). The notes example is not there: a model replaces it.
 */
export const PROJECT_PACKAGES: ReadonlySet<string> = new Set(reserved.packages);
const PROJECT_TABLES: ReadonlySet<string> = new Set(reserved.tables);
const RESOURCE_FILES: readonly string[] = reserved.resourceFiles;
const PROJECT_FILES: ReadonlySet<string> = new Set(reserved.projectFiles);

/** At most this many errors are listed; a warning counts the rest. */
const MAX_ERRORS = 100;

/** How a name is shown in a message: quoted, control characters escaped, long ones cut. */
function show(name: string): string {
  const cut = name.length > 60 ? `${name.slice(0, 57)}...` : name;
  return `'${cut.replace(/[\u0000-\u001f\u007f-\u009f]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`)}'`;
}

/** How a shape error names what it is about. */
const shapeLabel = (at: { resource: string; field?: string }) => (at.field === undefined ? 'Resource name' : `Field name of ${show(at.resource)}`);

/** How a message names a field: `Field 'title' of 'book'`. */
const fieldLabel = (r: Resource, f: ResourceField) => `Field ${show(f.name)} of ${show(r.name)}`;

/** What a reserved name is reserved by, for the message; null when it is free. */
function reservedBy(name: string): string | null {
  if (JSON_RESERVED.has(name)) return 'a JSON literal';
  if (GO_KEYWORDS.includes(name)) return 'a Go keyword';
  if (GO_RESERVED.has(name)) return "one of Go's predeclared identifiers";
  if (SQL_RESERVED.has(name)) return 'a reserved word of SQL (PostgreSQL, MySQL or SQLite)';
  return null;
}

export interface ResourceValidation {
  errors: ValidationError[];
  warnings: string[];
}

/**
 * The errors of a model for a project of `selected` features (the validated, adjusted list). An empty
 * model is no model: no errors.
 */
export function validateResources(model: ResourceModel | null | undefined, selected: ReadonlySet<string>): ValidationError[] {
  return checkResources(model, selected).errors;
}

/** validateResources with the warning that counts the errors left out past MAX_ERRORS. */
export function checkResources(model: ResourceModel | null | undefined, selected: ReadonlySet<string>): ResourceValidation {
  const errors: ValidationError[] = [];
  if (!model || model.length === 0) return { errors, warnings: [] };
  let omitted = 0;
  const error = (e: { error_code: string; message: string; resource?: string; field?: string; suggestions?: string[]; conflicting_features?: string[] }) => {
    if (errors.length >= MAX_ERRORS) {
      omitted++;
      return;
    }
    const { resource, field, ...rest } = e;
    errors.push({
      conflicts: [],
      conflicting_features: [],
      suggestions: [],
      ...rest,
      ...(resource !== undefined ? { resource } : {}),
      ...(field !== undefined ? { field } : {}),
    });
  };

  // Past the limits, the size is the one problem worth naming: checking every name of a huge model would
  // cost time and bury it under thousands of errors.
  let tooBig = false;
  if (model.length > MAX_RESOURCES) {
    tooBig = true;
    error({
      error_code: 'TOO_MANY_RESOURCES',
      message: `${model.length} resources: a project takes at most ${MAX_RESOURCES}`,
      suggestions: [`Keep at most ${MAX_RESOURCES} resources`],
    });
  }
  for (const r of model) {
    if (r.fields.length > MAX_FIELDS) {
      tooBig = true;
      error({
        error_code: 'TOO_MANY_FIELDS',
        message: `Resource ${show(r.name)} has ${r.fields.length} fields: a resource takes at most ${MAX_FIELDS}`,
        resource: r.name,
        suggestions: [`Keep at most ${MAX_FIELDS} fields, or split the resource in two with a reference between them`],
      });
    }
  }
  if (tooBig) return finish(errors, omitted);

  // The Go names the selection's project has, which the model's would meet (reserved.json's `go`).
  const goNames = new GoNames(selected);
  const validNames = new Set<string>();
  for (const r of model) if (checkResourceName(r, goNames, error)) validNames.add(r.name);
  for (const r of model) {
    if (r.fields.length === 0) {
      error({
        error_code: 'NO_FIELDS',
        message: `Resource ${show(r.name)} has no fields: give it at least one besides id, created_at and updated_at`,
        resource: r.name,
        suggestions: ['Add a field, or remove the resource'],
      });
    }
  }
  const distinct = checkDuplicateResources(model, validNames, error);
  checkSharedNames(distinct, goNames, error);
  const names = new Set(model.map((r) => r.name));
  for (const r of model) {
    checkFields(r, names, goNames, error);
  }
  checkCycles(model, names, error);
  if (selected.has('proto')) checkProtoNames(model, error);
  if (selected.has('graphql')) checkGraphQLNames(model, error);
  return finish(errors, omitted);
}

function finish(errors: ValidationError[], omitted: number): ResourceValidation {
  return { errors, warnings: omitted > 0 ? [`${omitted} more problem${omitted === 1 ? '' : 's'} of the resources not listed: fix these first`] : [] };
}

type Report = (e: { error_code: string; message: string; resource?: string; field?: string; suggestions?: string[] }) => void;

/** The name's shape: lower snake case, at most NAME_MAX characters. False when it is not one. */
function checkShape(name: string, report: Report, at: { resource: string; field?: string }): boolean {

  if (!NAME_PATTERN.test(name)) {
    report({
      error_code: 'INVALID_NAME',
      message: `${shapeLabel(at)} ${show(name)} is not lower snake case (a letter, then letters, digits and single underscores between words)`,
      ...at,
      suggestions: ['Use lower snake case, e.g. `loan_record` or `full_name`'],
    });
    return false;
  }
  if (name.length > NAME_MAX) {
    report({
      error_code: 'NAME_TOO_LONG',
      message: `${shapeLabel(at)} ${show(name)} has ${name.length} characters: at most ${NAME_MAX}`,
      ...at,
      suggestions: [`Use at most ${NAME_MAX} characters`],
    });
    return false;
  }
  return true;
}

/** False when the name is unusable (its other spellings are then not worth comparing). */
function checkResourceName(r: Resource, goNames: GoNames, report: Report): boolean {
  const at = { resource: r.name };
  if (!checkShape(r.name, report, at)) return false;
  if (!isSingularCountable(r.name)) {
    report({
      error_code: 'RESOURCE_NOT_SINGULAR',
      message: `Resource ${show(r.name)} must be singular and countable: its list is /api/v1/<plural>`,
      ...at,
      suggestions: [`Name one item, e.g. \`${r.name}_item\` or \`${r.name}_entry\``],
    });
    return false;
  }
  const n = resourceNames(r.name);
  const reserved = reservedBy(r.name) ?? (SQL_RESERVED.has(n.snakes) ? `its table \`${n.snakes}\` a reserved word of SQL` : null);
  if (reserved) {
    report({
      error_code: 'RESERVED_NAME',
      message: `Resource ${show(r.name)} is ${reserved}`,
      ...at,
      suggestions: [`Choose a more specific name, e.g. \`${r.name}_item\` or \`purchase_${r.name}\``],
    });
    return false;
  }
  const locals = [r.name, n.snakes, n.name, n.names, n.pkg];
  let clash =
    PROJECT_PACKAGES.has(n.pkg)
      ? `its package \`internal/${n.pkg}\` is one of the project's own`
      : PROJECT_PACKAGES.has(n.name)
        ? `its Go variable \`${n.name}\` would shadow the project's package \`internal/${n.name}\``
        : PROJECT_TABLES.has(n.snakes)
        ? `its table \`${n.snakes}\` is one of the project's own`
        : GO_IMPORTED_PACKAGES.some((p) => locals.includes(p))
          ? `it would shadow the Go package \`${GO_IMPORTED_PACKAGES.find((p) => locals.includes(p))}\` the generated code imports`
          : GO_RESERVED.has(n.name) || GO_RESERVED.has(n.names)
            ? 'its Go variable would be a Go keyword or predeclared identifier'
            : null;
  const file = clash ? undefined : RESOURCE_FILES.map((f) => f.replace('_resources_', n.snakes)).find((f) => PROJECT_FILES.has(f));
  if (file) clash = `its file \`internal/${file}\` is one of the project's own`;
  if (clash) {
    report({
      error_code: 'RESERVED_RESOURCE',
      message: `Resource ${show(r.name)} cannot be generated: ${clash}`,
      ...at,
      suggestions: [`Choose a more specific name, e.g. \`app_${r.name}\``],
    });
    return false;
  }
  // The Go names the templates give it: its package where a file of the project has that name
  // already (a variable before a use of the package, a package-level name, another import), and
  // what it declares in its own package and types.
  const shadow = goNames.shadowOf(n);
  const own = shadow ? undefined : goNames.ownCollision(n);
  const collides = shadow
    ? `would name its package \`${n.pkg}\`, which generated code ${SHADOW_TEXT[shadow.kind]} in \`${shadow.file}\``
    : own && `would declare \`${own.name}\` in ${own.where}, which ${collisionText(own)}`;
  if (collides) {
    report({
      error_code: 'NAME_COLLIDES',
      message: `Resource ${show(r.name)} ${collides}`,
      ...at,
      suggestions: [`Choose a more specific name, e.g. \`app_${r.name}\``],
    });
    return false;
  }
  return true;
}

/** What a file that imports a resource's package has of its name already. */
const SHADOW_TEXT = {
  variable: 'uses as a variable name',
  declaration: 'declares at package level beside its import',
  import: 'imports as another package',
} as const;

/** What a name a resource would declare meets there. */
function collisionText(c: Collision): string {
  switch (c.with.kind) {
    case 'project':
      return 'generated code declares there already';
    case 'method':
      return `has a method \`${c.name}\` already`;
    case 'field':
      return `has a field \`${c.name}\` already`;
    case 'resource':
      return `resource ${show(c.with.resource)} declares there too`;
  }
}

/**
 * The names resources declare in packages and types they share (`internal/memory`'s
 * `New{{@R.Name}}Store`, `server.Deps`'s fields): none the project has there, and no two alike
 * (`book`'s `NewBookStore` constructor is `new_book`'s store type).
 */
function checkSharedNames(model: readonly Resource[], goNames: GoNames, report: Report): void {
  const collisions = goNames.sharedCollisions(model.map((r) => resourceNames(r.name)));
  for (const r of model) {
    const c = collisions.get(r.name);
    if (!c) continue;
    report({
      error_code: 'NAME_COLLIDES',
      message:
        c.with.kind === 'resource'
          ? `Resources ${show(c.with.resource)} and ${show(r.name)} would both declare \`${c.name}\` in ${c.where}`
          : `Resource ${show(r.name)} would declare \`${c.name}\` in ${c.where}, which ${collisionText(c)}`,
      resource: r.name,
      suggestions: [c.with.kind === 'resource' ? `Rename one of them, e.g. \`${r.name}\` to \`app_${r.name}\`` : `Choose a more specific name, e.g. \`app_${r.name}\``],
    });
  }
}

/**
 * Two resources with the same name, or two names that become the same table, package, route or Go
 * type. Answers the valid resources less those refused here.
 */
function checkDuplicateResources(model: ResourceModel, valid: ReadonlySet<string>, report: Report): Resource[] {
  const owners = new Map<string, string>();
  const distinct: Resource[] = [];
  for (const r of model) {
    if (!valid.has(r.name)) continue;
    const n = resourceNames(r.name);
    const spellings = new Map<string, string>([
      [`table:${n.snake}`, `name \`${n.snake}\``],
      [`table:${n.snakes}`, `table \`${n.snakes}\``],
      [`go:${n.Name}`, `Go type \`${n.Name}\``],
      [`go:${n.Names}`, `Go name \`${n.Names}\``],
      [`pkg:${n.pkg}`, `package \`internal/${n.pkg}\``],
      [`path:${n.path}`, `route \`/api/v1/${n.path}\``],
    ]);
    const taken = [...spellings.keys()].find((key) => owners.has(key));
    if (taken === undefined) {
      for (const key of spellings.keys()) owners.set(key, r.name);
      distinct.push(r);
      continue;
    }
    const owner = owners.get(taken)!;
    report({
      error_code: 'DUPLICATE_RESOURCE',
      message: owner === r.name ? `Resource ${show(r.name)} is declared more than once` : `Resources ${show(owner)} and ${show(r.name)} would share the ${spellings.get(taken)}`,
      resource: r.name,
      suggestions: ['Give each resource its own name'],
    });
  }
  return distinct;
}

/** Whether `value` is a whole number JavaScript holds exactly (an int64 the wire does not round). */
const isSafeInteger = (value: number) => Number.isSafeInteger(value);

function checkFields(r: Resource, resources: ReadonlySet<string>, goNames: GoNames, report: Report): void {
  const byName = new Set<string>();
  // `i_d` would be the Go field `ID` every resource has.
  const byGoName = new Map<string, string>(RESOURCE_COLUMNS.map((c) => [goName(c), c]));
  // The Go types holding its fields are named after it (a field is not checked against them while the resource's name is not one).
  const names = NAME_PATTERN.test(r.name) ? resourceNames(r.name) : undefined;
  for (const f of r.fields) {
    const at = { resource: r.name, field: f.name };
    if (checkShape(f.name, report, at)) checkFieldName(r, f, byName, byGoName, goNames, names, report);
    checkReference(r, f, resources, report);
    checkEnum(r, f, report);
    checkBounds(r, f, report);
    checkDigits(r, f, report);
    checkDefault(r, f, report);
    checkUnique(r, f, report);
  }
}

function checkDefault(r: Resource, f: ResourceField, report: Report): void {
  if (f.default === undefined) return;
  const at = { resource: r.name, field: f.name };
  const problem = fieldType(f.type).defaultProblem;
  if (!problem || f.unique) {
    report({
      error_code: 'DEFAULT_NOT_ALLOWED',
      message: f.unique
        ? `${fieldLabel(r, f)} is unique: every row created without it would hold the same default, and the second would be refused`
        : `${fieldLabel(r, f)} is ${aType(f.type)}: only ${DEFAULT_TYPES.map(aType).join(', ')} takes a default`,
      ...at,
      suggestions: ['Remove `default`'],
    });
    return;
  }
  const bad = problem(f, f.default);
  if (bad) report({ error_code: 'INVALID_DEFAULT', message: `${fieldLabel(r, f)}: its default ${bad}`, ...at, suggestions: ['Give a default the field itself would take'] });
}

function checkUnique(r: Resource, f: ResourceField, report: Report): void {
  const few = f.unique ? (fieldType(f.type).fewValues?.(f) ?? null) : null;
  if (!few) return;
  report({
    error_code: 'UNIQUE_NOT_ALLOWED',
    message: `${fieldLabel(r, f)} ${few}`,
    resource: r.name,
    field: f.name,
    suggestions: fieldType(f.type).bounds ? ['Remove `unique`, or widen `min` and `max`'] : ['Remove `unique`'],
  });
}

/** A field name of the right shape: free, and the only one of its spellings in the resource. */
function checkFieldName(r: Resource, f: ResourceField, byName: Set<string>, byGoName: Map<string, string>, goNames: GoNames, names: ResourceNames | undefined, report: Report): void {
  const at = { resource: r.name, field: f.name };
  if (RESOURCE_COLUMNS.includes(f.name)) {
    report({
      error_code: 'RESERVED_FIELD',
      message: `${fieldLabel(r, f)}: every resource has \`id\`, \`created_at\` and \`updated_at\` already`,
      ...at,
      suggestions: ['Leave it out: the generated resource has it'],
    });
    return;
  }
  if (LIST_PARAMETERS.includes(f.name)) {
    report({
      error_code: 'RESERVED_FIELD',
      message: `${fieldLabel(r, f)}: \`${f.name}\` is a query parameter of every list (limit, offset, sort), so it could not be filtered on`,
      ...at,
      suggestions: [`Choose a more specific name, e.g. \`${r.name}_${f.name}\``],
    });
    return;
  }
  const reserved = reservedBy(f.name);
  if (reserved) {
    report({ error_code: 'RESERVED_NAME', message: `${fieldLabel(r, f)} is ${reserved}`, ...at, suggestions: [`Choose a more specific name, e.g. \`${r.name}_${f.name}\``] });
    return;
  }
  if (byName.has(f.name)) {
    report({ error_code: 'DUPLICATE_FIELD', message: `${fieldLabel(r, f)} is declared more than once`, ...at, suggestions: ['Give each field its own name'] });
    return;
  }
  byName.add(f.name);
  const go = goName(f.name);
  const other = byGoName.get(go);
  if (other !== undefined) {
    report({
      error_code: 'DUPLICATE_FIELD',
      message: `Fields ${show(other)} and ${show(f.name)} of ${show(r.name)} would share the Go name \`${go}\``,
      ...at,
      suggestions: ['Give each field a name of its own words'],
    });
    return;
  }
  byGoName.set(go, f.name);
  // A type of the model's fields has methods and fields of its own (GORM's `TableName()`).
  const c = names && goNames.fieldCollision(names, go);
  if (c) {
    report({
      error_code: 'NAME_COLLIDES',
      message: `${fieldLabel(r, f)} would be the Go field \`${go}\` of ${c.where}, which ${collisionText(c)}`,
      ...at,
      suggestions: [`Choose a more specific name, e.g. \`${r.name}_${f.name}\``],
    });
  }
}

function checkReference(r: Resource, f: ResourceField, resources: ReadonlySet<string>, report: Report): void {
  const at = { resource: r.name, field: f.name };
  if (!fieldType(f.type).references) {
    if (f.references !== undefined) {
      report({
        error_code: 'REFERENCES_NOT_ALLOWED',
        message: `${fieldLabel(r, f)} is ${aType(f.type)}: only a reference names the resource it belongs to`,
        ...at,
        suggestions: ['Make it a reference, or remove `references`'],
      });
    }
    if (f.on_delete !== undefined) {
      report({
        error_code: 'ON_DELETE_NOT_ALLOWED',
        message: `${fieldLabel(r, f)} is ${aType(f.type)}: only a reference says what deleting the row it names does`,
        ...at,
        suggestions: ['Make it a reference, or remove `on_delete`'],
      });
    }
    return;
  }
  if (f.on_delete === 'set_null' && f.required) {
    report({
      error_code: 'ON_DELETE_NOT_ALLOWED',
      message: `${fieldLabel(r, f)} is required: deleting the row it names cannot empty it`,
      ...at,
      suggestions: ['Use `restrict` or `cascade`, or make the reference optional'],
    });
  }
  if (f.on_delete === 'cascade' && f.references === r.name) {
    report({
      error_code: 'ON_DELETE_NOT_ALLOWED',
      message: `${fieldLabel(r, f)} refers to its own resource: a cascade could run around a loop of rows without end`,
      ...at,
      suggestions: ['Use `restrict` or `set_null`'],
    });
  }
  if (!f.name.endsWith('_id') || f.name === '_id') {
    report({
      error_code: 'INVALID_REFERENCE_NAME',
      message: `${fieldLabel(r, f)} is a reference: its name ends in \`_id\``,
      ...at,
      suggestions: [`Call it \`${f.references && NAME_PATTERN.test(f.references) ? f.references : f.name}_id\``],
    });
  }
  if (f.references === undefined || f.references === '') {
    report({
      error_code: 'MISSING_REFERENCE_TARGET',
      message: `${fieldLabel(r, f)} is a reference: \`references\` names the resource it belongs to`,
      ...at,
      suggestions: [`Add \`"references": "${f.name.replace(/_id$/, '') || 'resource'}"\``],
    });
  } else if (!resources.has(f.references)) {
    report({
      error_code: 'UNKNOWN_REFERENCE',
      message: `${fieldLabel(r, f)} references ${show(f.references)}, which is not a resource of the model`,
      ...at,
      suggestions: [`Add a resource ${show(f.references)}, or reference one of ${[...resources].map(show).join(', ')}`],
    });
  }
}

function checkEnum(r: Resource, f: ResourceField, report: Report): void {
  const at = { resource: r.name, field: f.name };
  if (!fieldType(f.type).values) {
    if (f.values !== undefined) {
      report({
        error_code: 'VALUES_NOT_ALLOWED',
        message: `${fieldLabel(r, f)} is ${aType(f.type)}: only an enum has \`values\``,
        ...at,
        suggestions: ['Make it an enum, or remove `values`'],
      });
    }
    return;
  }
  if (f.values === undefined || f.values.length === 0) {
    report({
      error_code: 'ENUM_VALUES_REQUIRED',
      message: `${fieldLabel(r, f)} is an enum: \`values\` lists its values (1 to ${MAX_ENUM_VALUES})`,
      ...at,
      suggestions: ['Add `"values": ["first", "second"]`'],
    });
    return;
  }
  if (f.values.length > MAX_ENUM_VALUES) {
    report({
      error_code: 'TOO_MANY_ENUM_VALUES',
      message: `${fieldLabel(r, f)} has ${f.values.length} values: an enum takes at most ${MAX_ENUM_VALUES}`,
      ...at,
      suggestions: [`Keep at most ${MAX_ENUM_VALUES} values, or make it a string`],
    });
    return;
  }
  const seen = new Set<string>();
  const bad = f.values.filter((v) => !NAME_PATTERN.test(v) || v.length > NAME_MAX);
  if (bad.length > 0) {
    report({
      error_code: 'INVALID_ENUM_VALUE',
      message: `${fieldLabel(r, f)}: values ${bad.slice(0, 5).map(show).join(', ')} are not lower snake case of at most ${NAME_MAX} characters`,
      ...at,
      suggestions: ['Use lower snake case values, e.g. `in_stock`'],
    });
  }
  const twice = [...new Set(f.values.filter((v) => (seen.has(v) ? true : (seen.add(v), false))))];
  if (twice.length > 0) {
    report({
      error_code: 'DUPLICATE_ENUM_VALUE',
      message: `${fieldLabel(r, f)}: values listed more than once: ${twice.slice(0, 5).map(show).join(', ')}`,
      ...at,
      suggestions: ['List each value once'],
    });
  }
}

/** The types whose `min` and `max` bound a length, and those whose bound a value, as a sentence names them. */
const BOUNDED = {
  length: FIELD_TYPES.filter((t) => fieldType(t).bounds === 'length').map(aType).join(' or '),
  value: FIELD_TYPES.filter((t) => fieldType(t).bounds === 'value' || fieldType(t).bounds === 'whole').map(aType).join(' or '),
};

function checkBounds(r: Resource, f: ResourceField, report: Report): void {
  if (f.min === undefined && f.max === undefined) return;
  const at = { resource: r.name, field: f.name };
  const bounds = fieldType(f.type).bounds;
  if (!bounds) {
    report({
      error_code: 'BOUNDS_NOT_ALLOWED',
      message: `${fieldLabel(r, f)} is ${aType(f.type)}: \`min\` and \`max\` bound the length of ${BOUNDED.length} and the value of ${BOUNDED.value}`,
      ...at,
      suggestions: ['Remove `min` and `max`'],
    });
    return;
  }
  const values = [f.min, f.max].filter((b): b is number => b !== undefined);
  if (bounds === 'length' && values.some((b) => !isSafeInteger(b) || b < 0)) {
    report({
      error_code: 'INVALID_BOUND',
      message: `${fieldLabel(r, f)}: \`min\` and \`max\` of a ${f.type} are lengths, whole numbers of 0 or more`,
      ...at,
      suggestions: ['Use whole numbers of characters, e.g. `"max": 200`'],
    });
    return;
  }
  if (bounds === 'whole' && values.some((b) => !isSafeInteger(b))) {
    report({
      error_code: 'INVALID_BOUND',
      message: `${fieldLabel(r, f)}: \`min\` and \`max\` of an ${f.type} are whole numbers between ${Number.MIN_SAFE_INTEGER} and ${Number.MAX_SAFE_INTEGER}`,
      ...at,
      suggestions: ['Use whole numbers'],
    });
    return;
  }
  if (f.min !== undefined && f.max !== undefined && f.min > f.max) {
    report({
      error_code: 'MIN_ABOVE_MAX',
      message: `${fieldLabel(r, f)}: \`min\` (${f.min}) is greater than \`max\` (${f.max})`,
      ...at,
      suggestions: ['Swap them, or make `max` at least `min`'],
    });
  }
}

/** A decimal's precision and scale: whole numbers its stores hold (precision 1 to 34, scale 0 to 30 and at most the precision). */
function checkDigits(r: Resource, f: ResourceField, report: Report): void {
  if (f.precision === undefined && f.scale === undefined) return;
  const at = { resource: r.name, field: f.name };
  if (!fieldType(f.type).digits) {
    report({
      error_code: 'DIGITS_NOT_ALLOWED',
      message: `${fieldLabel(r, f)} is ${aType(f.type)}: only a decimal has \`precision\` and \`scale\``,
      ...at,
      suggestions: ['Make it a decimal, or remove `precision` and `scale`'],
    });
    return;
  }
  const precision = f.precision ?? DECIMAL_DIGITS.precision;
  const scale = f.scale ?? DECIMAL_DIGITS.scale;
  const whole = (n: number, min: number, max: number) => Number.isInteger(n) && n >= min && n <= max;
  if (!whole(precision, 1, DECIMAL_DIGITS.maxPrecision) || !whole(scale, 0, Math.min(DECIMAL_DIGITS.maxScale, precision))) {
    report({
      error_code: 'INVALID_DIGITS',
      message: `${fieldLabel(r, f)}: \`precision\` (${precision}) is a whole number from 1 to ${DECIMAL_DIGITS.maxPrecision} (the digits MongoDB's Decimal128 holds) and \`scale\` (${scale}) one from 0 to ${DECIMAL_DIGITS.maxScale} and at most the precision`,
      ...at,
      suggestions: ['Money is usually `"precision": 12, "scale": 2`'],
    });
  }
}

/** The names the model's proto file (Protocol Buffers, gRPC) would declare twice, and fields its List requests have already. */
function checkProtoNames(model: ResourceModel, report: Report): void {
  for (const r of model) {
    for (const f of r.fields) {
      if (!PROTO_LIST_FIELDS.includes(f.name)) continue;
      report({
        error_code: 'RESERVED_FIELD',
        message: `${fieldLabel(r, f)}: \`${f.name}\` is a field of every List request of the gRPC API (${PROTO_LIST_FIELDS.join(', ')}), so it could not be filtered on`,
        resource: r.name,
        field: f.name,
        suggestions: [`Choose a more specific name, e.g. \`${r.name}_${f.name}\``],
      });
    }
  }
  const clashes = new Map<string, { name: string }[]>();
  for (const c of protoNameClashes(model)) clashes.set(c.resource, [...(clashes.get(c.resource) ?? []), c]);
  for (const [resource, names] of clashes) {
    report({
      error_code: 'PROTO_NAME_CLASH',
      message: `Resource ${show(resource)} would declare ${names.map((c) => `\`${c.name}\``).join(', ')} a second time in the proto file of the gRPC API (proto/api/v1/api.proto) or its Go code`,
      resource,
      suggestions: ['Rename the resource, or the enum value (`unspecified` is the value of none)'],
    });
  }
}

/** The names the model's GraphQL schema or its Go code (gqlgen's, in internal/graph) would declare twice. */
function checkGraphQLNames(model: ResourceModel, report: Report): void {
  const clashes = new Map<string, { name: string }[]>();
  for (const c of graphqlNameClashes(model)) clashes.set(c.resource, [...(clashes.get(c.resource) ?? []), c]);
  for (const [resource, names] of clashes) {
    report({
      error_code: 'GRAPHQL_NAME_CLASH',
      message: `Resource ${show(resource)} would declare ${names.map((c) => `\`${c.name}\``).join(', ')} a second time in the GraphQL schema (internal/graph/schema.graphqls) or its Go code`,
      resource,
      suggestions: ['Rename the resource or the field; an enum value cannot be `true`, `false` or `null`'],
    });
  }
}

/**
 * A cycle of required references cannot be created: no row of its first resource can exist before a
 * row of the last. One error per cycle (a strongly connected part of the graph of required references),
 * naming a path around it. Where no required cycle is left, a cycle through optional references between
 * resources is refused too: each table's foreign keys are declared as it is created, after the tables it
 * refers to, which a cycle makes impossible (a resource may still refer to itself).
 */
function checkCycles(model: ResourceModel, names: ReadonlySet<string>, report: Report): void {
  const isReference = (f: ResourceField) => fieldType(f.type).references && f.references !== undefined && names.has(f.references);
  const required = cyclesOf(model, (r) => r.fields.filter((f) => isReference(f) && f.required));
  for (const { first, path } of required) {
    const route = [...path.map((p) => `${p.from}.${p.field}`), first].join(' → ');
    report({
      error_code: 'REQUIRED_REFERENCE_CYCLE',
      message:
        path.length === 1
          ? `Resource ${show(first)} requires itself (${route}): its first row could never be created`
          : `Required references form a cycle (${route}): none of these rows could be created first`,
      resource: first,
      field: path[0].field,
      suggestions: ['Make one reference of the cycle optional (not required)'],
    });
  }
  if (required.length > 0) return;
  for (const { first, path } of cyclesOf(model, (r) => r.fields.filter((f) => isReference(f) && f.references !== r.name))) {
    const route = [...path.map((p) => `${p.from}.${p.field}`), first].join(' → ');
    report({
      error_code: 'REFERENCE_CYCLE',
      message: `References form a cycle between resources (${route}): a resource cannot yet refer to one that refers back to it`,
      resource: first,
      field: path[0].field,
      suggestions: ['Remove one reference of the cycle (a resource may refer to itself)'],
    });
  }
}

/** The cycles of the graph whose edges `referencesOf` gives: one per strongly connected part, a shortest path around it from its first resource. */
function cyclesOf(model: ResourceModel, referencesOf: (r: Resource) => ResourceField[]): { first: string; path: { from: string; to: string; field: string }[] }[] {
  const edges = new Map<string, { to: string; field: string }[]>();
  for (const r of model) {
    if (edges.has(r.name)) continue;
    edges.set(r.name, referencesOf(r).map((f) => ({ to: f.references!, field: f.name })));
  }
  // Tarjan's strongly connected components, iteratively (a model of 30 resources, but no recursion limit to meet).
  let counter = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const components: string[][] = [];
  for (const start of edges.keys()) {
    if (index.has(start)) continue;
    const work: { node: string; next: number }[] = [{ node: start, next: 0 }];
    index.set(start, counter);
    low.set(start, counter++);
    stack.push(start);
    onStack.add(start);
    while (work.length > 0) {
      const top = work[work.length - 1];
      const out = edges.get(top.node)!;
      if (top.next < out.length) {
        const to = out[top.next++].to;
        if (!index.has(to)) {
          index.set(to, counter);
          low.set(to, counter++);
          stack.push(to);
          onStack.add(to);
          work.push({ node: to, next: 0 });
        } else if (onStack.has(to)) {
          low.set(top.node, Math.min(low.get(top.node)!, index.get(to)!));
        }
        continue;
      }
      work.pop();
      if (work.length > 0) {
        const parent = work[work.length - 1].node;
        low.set(parent, Math.min(low.get(parent)!, low.get(top.node)!));
      }
      if (low.get(top.node) === index.get(top.node)) {
        const component: string[] = [];
        let n: string;
        do {
          n = stack.pop()!;
          onStack.delete(n);
          component.push(n);
        } while (n !== top.node);
        components.push(component);
      }
    }
  }
  const order = new Map(model.map((r, i) => [r.name, i]));
  const found: { first: string; path: { from: string; to: string; field: string }[] }[] = [];
  for (const component of components) {
    const members = new Set(component);
    const first = component.reduce((a, b) => (order.get(a)! <= order.get(b)! ? a : b));
    const self = edges.get(first)!.find((e) => e.to === first);
    if (component.length === 1 && !self) continue;
    found.push({ first, path: self ? [{ from: first, ...self }] : cycleFrom(first, members, edges) });
  }
  return found;
}

/** A shortest path of references from `start` back to itself, within its component. */
function cycleFrom(start: string, members: ReadonlySet<string>, edges: ReadonlyMap<string, { to: string; field: string }[]>) {
  const cameFrom = new Map<string, { from: string; field: string }>();
  const queue = [start];
  while (queue.length > 0) {
    const node = queue.shift()!;
    for (const e of edges.get(node)!) {
      if (!members.has(e.to) || cameFrom.has(e.to)) continue;
      cameFrom.set(e.to, { from: node, field: e.field });
      if (e.to === start) {
        const path: { from: string; to: string; field: string }[] = [];
        let at = start;
        do {
          const step = cameFrom.get(at)!;
          path.unshift({ from: step.from, to: at, field: step.field });
          at = step.from;
        } while (at !== start);
        return path;
      }
      queue.push(e.to);
    }
  }
  throw new Error(`no cycle through ${start}`);
}
