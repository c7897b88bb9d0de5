// The template language of go-templates: markers, nothing else (no conditions, no loops).
//
//   {{@name}}        a value of the project (see VALUE_NAMES), anywhere in a line
//   {{@slot:name}}   alone on its line: replaced by what the active parts contribute to slot `name`,
//                    each line indented like the marker, contributions separated by a blank line;
//                    the line disappears when nothing is contributed
//   {{@lines:name}}  the same, contributions on consecutive lines (list items)
//   {{@items:name}}  the same, contributions separated by a comma and a line end (JSON array elements)
//   {{@lines:name|header}}  (any of the three) `header` on its own line first, the contributions
//                    indented two more spaces below it; nothing at all when nothing is contributed
//                    (a YAML key whose entries come from several parts, like depends_on)
//
// In the templates of a part's each-resource/ folder, rendered once per resource of the model:
//   {{@R.name}}      a spelling of the resource's name (see ResourceNames: R.Name is `LoanRecord`)
//   {{@F.name}}      a value of a field (see lib/generator/fields.ts): the line holding it is written once
//                    per field of the resource, and not at all for a field without that value; a value of
//                    several lines takes the line's indentation
//   {{@F?flag}}      writes nothing; the line is written only for the fields with that flag
//                    ({{@F!flag}}: only for those without it)
//   {{@R?flag}}      writes nothing; the line is written once, only for a resource with that flag
//                    ({{@R!flag}}: only for one without it); see RESOURCE_FLAGS

import type { ResourceNames } from '../resources/names';
import { FIELD_FLAG_BITS, FIELD_VALUE_IDS } from './fields';

const VALUE_NAMES = [
  'projectName', // as the user typed it
  'module', // the Go module path
  'moduleIdent', // the module path as gqlgen spells it inside generated identifiers ('-' as 'ᚑ')
  'binaryName', // the name of the built executable
  'imageName', // lower-case, for container images
  'dbName', // lower-case with underscores, for database names
  'goVersion', // the go directive, e.g. 1.26.0
  'goBuildImage', // the container image that builds the binary
  'framework', // the base framework's catalogue id (gin, ...)
  'frameworkName', // its catalogue name (Gin, ...)
  'cliInstall', // the command that installs the command line from the site generating the project
] as const;
type ValueName = (typeof VALUE_NAMES)[number];
export type Values = Record<ValueName, string>;

/** One field as the templates see it: its values (absent: the line is skipped) and its flags. */
export interface FieldScope {
  /** The value `name` of the field ({{@F.name}}); undefined when the field has none. */
  value(name: string): string | undefined;
  /** value() by the value's id (FIELD_VALUE_IDS), as templates name it. */
  valueAt(id: number): string | undefined;
  flags: ReadonlySet<string>;
  /** The flags as bits (FIELD_FLAG_BITS). */
  flagBits: number;
  /** Imports a value's code needs: added to the file that uses the value. */
  imports(name: string): readonly string[] | undefined;
  /** imports() by the value's id, the value already read. */
  importsAt(id: number, value: string): readonly string[] | undefined;
}

/** The resource a template of an each-resource/ folder is rendered for. */
export interface ResourceScope {
  names: ResourceNames;
  /** Values of the whole resource, in templates as {{@R.<name>}} too: `required` ("title", "author_id"). */
  lists: Readonly<Record<string, string>>;
  /** Imports the code of a value of `lists` needs: added to the file that uses the value. */
  listImports?: Readonly<Record<string, readonly string[]>>;
  /** What holds of the whole resource ({{@R?flag}}), of RESOURCE_FLAGS. */
  flags: ReadonlySet<string>;
  fields: readonly FieldScope[];
}

/** The flags of a resource its templates' lines may ask for ({{@R?flag}}). */
const RESOURCE_FLAGS = [
  // A valid sample of one of its fields is drawn from the tests' counter (`n`): not so for a resource of
  // references and enums only, whose tests then declare no counter.
  'drawsSamples',
  // A field of it is unique: a create or replace may answer 409.
  'hasUnique',
  // A reference of the model names it: a delete may answer 409 (restrict).
  'referenced',
] as const;

type LineSegment =
  | { kind: 'text'; text: string }
  | { kind: 'value'; name: ValueName }
  | { kind: 'resource'; name: string }
  | { kind: 'field'; name: string; id: number }
  | { kind: 'guard'; flag: string; negate: boolean }
  | { kind: 'resourceGuard'; flag: string; negate: boolean };

/**
 * A line written once per field: `need`, the flag bits a field must have, `without` those it must not,
 * `values` the ids of the values it must have (each guard and value of its segments).
 */
interface FieldLine {
  kind: 'fieldLine';
  indent: string;
  segments: LineSegment[];
  need: number;
  without: number;
  values: number[];
}

type Segment =
  | LineSegment
  | FieldLine
  | { kind: 'resourceLine'; flag: string; negate: boolean; segments: LineSegment[] }
  | { kind: 'slot'; name: string; indent: string; separator: string; header?: string };

export interface Template {
  /** Where the template came from, for error messages. */
  source: string;
  segments: Segment[];
  /** Names of the slots the template declares. */
  slots: string[];
  /** Whether it uses a resource's names or fields: then it is rendered once per resource. */
  perResource: boolean;
}

const RESOURCE_NAMES: ReadonlySet<string> = new Set<keyof ResourceNames>([
  'snake', 'snakes', 'Name', 'Names', 'name', 'names', 'pkg', 'path', 'label', 'labels', 'Labels',
]);
const RESOURCE_LISTS: ReadonlySet<string> = new Set(['required', 'nonNull', 'deleteRules', 'title', 'Proto', 'Protos', 'protoInput', 'protoList', 'Gql', 'GqlGo', 'gqlList', 'gqlGet', 'gqlFields']);

const MARKER = /\{\{@([^}]*)\}\}/g;
const SLOT_LINE = /^([ \t]*)\{\{@(slot|lines|items):([a-z][a-z0-9.-]*)(?:\|([^{}]+))?\}\}[ \t]*$/;
const SEPARATORS: Record<string, string> = { slot: '\n\n', lines: '\n', items: ',\n' };
const VALUES: ReadonlySet<string> = new Set(VALUE_NAMES);

/** C1 control characters: the generator's markers for a project's names (lib/generator/index.ts). */
const RESERVED_CHARACTER = /[\u0080-\u009f]/;

export function parseTemplate(source: string, text: string): Template {
  const reserved = RESERVED_CHARACTER.exec(text);
  if (reserved) throw new Error(`${source}: holds the control character U+${reserved[0].charCodeAt(0).toString(16).toUpperCase().padStart(4, '0')}, which the generator reserves`);
  const segments: Segment[] = [];
  const slots: string[] = [];
  let pending = '';
  const flush = () => {
    if (pending) segments.push({ kind: 'text', text: pending });
    pending = '';
  };
  const lines = text.split('\n');
  lines.forEach((line, i) => {
    const newline = i < lines.length - 1 ? '\n' : '';
    const slot = SLOT_LINE.exec(line);
    if (slot) {
      flush();
      segments.push({ kind: 'slot', name: slot[3], indent: slot[1], separator: SEPARATORS[slot[2]], header: slot[4] });
      slots.push(slot[3]);
      return; // the slot renders its own line ends
    }
    const own: LineSegment[] = [];
    let text = '';
    const push = (seg: LineSegment) => {
      if (text) own.push({ kind: 'text', text });
      text = '';
      own.push(seg);
    };
    let last = 0;
    for (const m of line.matchAll(MARKER)) {
      const name = m[1];
      text += line.slice(last, m.index);
      last = m.index + m[0].length;
      const scoped = /^([RF])([.?!])([A-Za-z][A-Za-z0-9]*)$/.exec(name);
      if (scoped && scoped[1] === 'R' && scoped[2] === '.' && (RESOURCE_NAMES.has(scoped[3]) || RESOURCE_LISTS.has(scoped[3]))) {
        push({ kind: 'resource', name: scoped[3] });
      } else if (scoped && scoped[1] === 'R' && scoped[2] !== '.') {
        if (!(RESOURCE_FLAGS as readonly string[]).includes(scoped[3])) throw new Error(`${source}:${i + 1}: unknown resource flag ${m[0]} (RESOURCE_FLAGS: ${RESOURCE_FLAGS.join(', ')})`);
        push({ kind: 'resourceGuard', flag: scoped[3], negate: scoped[2] === '!' });
      } else if (scoped && scoped[1] === 'F') {
        const known = scoped[2] === '.' ? FIELD_VALUE_IDS : FIELD_FLAG_BITS;
        if (!known.has(scoped[3])) throw new Error(`${source}:${i + 1}: unknown field ${scoped[2] === '.' ? 'value' : 'flag'} ${m[0]} (lib/generator/fields.ts)`);
        push(scoped[2] === '.' ? { kind: 'field', name: scoped[3], id: FIELD_VALUE_IDS.get(scoped[3])! } : { kind: 'guard', flag: scoped[3], negate: scoped[2] === '!' });
      } else if (VALUES.has(name)) {
        push({ kind: 'value', name: name as ValueName });
      } else {
        throw new Error(
          /^(slot|lines|items):/.test(name)
            ? `${source}:${i + 1}: a slot marker must stand alone on its line (got ${m[0]})`
            : `${source}:${i + 1}: unknown template value ${m[0]}`,
        );
      }
    }
    text += line.slice(last) + newline;
    if (text) own.push({ kind: 'text', text });
    const resourceGuards = own.filter((seg) => seg.kind === 'resourceGuard');
    if (resourceGuards.length > 0) {
      if (resourceGuards.length > 1 || own.some((seg) => seg.kind === 'field' || seg.kind === 'guard')) throw new Error(`${source}:${i + 1}: a line takes one resource flag and no field's marker`);
      flush();
      segments.push({ kind: 'resourceLine', flag: resourceGuards[0].flag, negate: resourceGuards[0].negate, segments: own.filter((seg) => seg.kind !== 'resourceGuard') });
      return;
    }
    if (own.some((seg) => seg.kind === 'field' || seg.kind === 'guard')) {
      flush();
      let need = 0;
      let without = 0;
      const values: number[] = [];
      for (const seg of own) {
        if (seg.kind === 'guard') {
          if (seg.negate) without |= FIELD_FLAG_BITS.get(seg.flag)!;
          else need |= FIELD_FLAG_BITS.get(seg.flag)!;
        } else if (seg.kind === 'field') values.push(seg.id);
      }
      segments.push({ kind: 'fieldLine', indent: /^[ \t]*/.exec(line)![0], segments: own, need, without, values });
      return;
    }
    for (const seg of own) {
      if (seg.kind === 'text') pending += seg.text;
      else {
        flush();
        segments.push(seg);
      }
    }
  });
  flush();
  const perResource = segments.some((seg) => seg.kind === 'resource' || seg.kind === 'fieldLine' || seg.kind === 'resourceLine');
  return { source, segments, slots, perResource };
}

/** The values of the field line being written (renderFieldLine), in the order of its value segments. */
const lineValues: string[] = [];

/** Writes a field line for one field to `out`, unless the field lacks one of its values or flags. */
function renderFieldLine(out: string[], line: FieldLine, values: Values, scope: ResourceScope, field: FieldScope, addImports: ((paths: readonly string[]) => void) | undefined): void {
  // Whether the line is written, before any of it is: most fields skip most field lines, and a large
  // model renders tens of thousands of them. The guards as one test of bits; each value read once.
  const bits = field.flagBits;
  if ((bits & line.need) !== line.need || (bits & line.without) !== 0) return;
  for (let i = 0; i < line.values.length; i++) {
    const v = field.valueAt(line.values[i]);
    if (v === undefined) return;
    lineValues[i] = v;
  }
  let i = 0;
  for (const seg of line.segments) {
    if (seg.kind === 'field') {
      const v = lineValues[i++];
      out.push(line.indent !== '' && v.includes('\n') ? v.replace(/\n/g, `\n${line.indent}`) : v);
      if (addImports) {
        const imports = field.importsAt(seg.id, v);
        if (imports?.length) addImports(imports);
      }
    } else if (seg.kind !== 'guard') out.push(renderLineSegment(seg, values, scope, addImports));
  }
}

function renderLineSegment(seg: LineSegment, values: Values, scope: ResourceScope | undefined, addImports: ((paths: readonly string[]) => void) | undefined): string {
  switch (seg.kind) {
    case 'text':
      return seg.text;
    case 'value':
      return values[seg.name];
    case 'resource': {
      if (!scope) throw new Error(`{{@R.${seg.name}}} outside a template rendered per resource`);
      if (RESOURCE_NAMES.has(seg.name)) return scope.names[seg.name as keyof ResourceNames];
      const imports = scope.listImports?.[seg.name];
      if (imports?.length) addImports?.(imports);
      return scope.lists[seg.name];
    }
    default:
      throw new Error('a field marker outside a field line');
  }
}

/**
 * Renders a template; `slot` returns the contributed text of a slot ('' when nothing), joining the
 * contributions with the separator the marker asks for.
 */
export function renderTemplate(
  t: Template,
  values: Values,
  slot: (name: string, separator: string) => string,
  scope?: ResourceScope,
  addImports?: (paths: readonly string[]) => void,
): string {
  if (t.perResource && !scope) throw new Error(`${t.source} uses a resource's names: it belongs in an each-resource/ folder`);
  // The pieces joined once at the end: appending to a string makes a node per piece, five times the
  // text of a large model's files, and each later pass would copy it flat first.
  const out: string[] = [];
  for (const s of t.segments) {
    if (s.kind === 'fieldLine') {
      for (const field of scope!.fields) renderFieldLine(out, s, values, scope!, field, addImports);
    } else if (s.kind === 'resourceLine') {
      if (scope!.flags.has(s.flag) !== s.negate) for (const seg of s.segments) out.push(renderLineSegment(seg, values, scope, addImports));
    } else if (s.kind !== 'slot') out.push(renderLineSegment(s, values, scope, addImports));
    else {
      const body = slot(s.name, s.separator);
      if (body === '') continue;
      let indent = s.indent;
      if (s.header !== undefined) {
        out.push(indent, s.header, '\n');
        indent += '  ';
      }
      out.push(indentLines(withoutFinalNewlines(body), indent), '\n');
    }
  }
  return out.join('');
}

/** The text without the line ends it finishes with (`text.replace(/\n+$/, '')`, without trying a regular expression at every line end). */
export function withoutFinalNewlines(text: string): string {
  let end = text.length;
  while (end > 0 && text.charCodeAt(end - 1) === 10) end--;
  return end === text.length ? text : text.slice(0, end);
}

/**
 * The lines of `text` but the empty ones, each with `indent` before it: the text as one piece, not split
 * into a piece per line. Why: the documents of a large model (docs/swagger.yaml, the Postman collection,
 * the README) are made of slots of thousands of lines, split and pushed line by line at each level of
 * slots they went through: about 11 ms of a 30x20 model's composition with swagger, postman and readme
 * (of about 60).
 */
function indentLines(text: string, indent: string): string {
  if (indent === '') return text;
  // A line is empty where a line end is followed by another (the text does not end with one).
  return (text !== '' && text.charCodeAt(0) !== 10 ? indent : '') + text.replace(/\n(?=[^\n])/g, `\n${indent}`);
}

/** A Go line that closes a block (`\s*[})]` from its start); sticky, tried where a line starts. */
const CLOSES = /\s*[})]/y;

/**
 * Tidies the blank lines of a template with slots, left where slots were empty or joined: at most one blank line in a row, none
 * right after an opening brace or before a closing one (Go), none at the start, one newline at the end;
 * and no spaces or tabs at a line's end.
 *
 * The text is read once, line by line with indexOf, and only cut where a line changes: the stretches
 * that stay are copied whole (most of a file), not split into lines and joined again. Why: the split
 * and join made a string per line of a large model's 1.6 MB of files, 45,000 of them for 30x20: about
 * 3 ms less of its composition (of about 30), most of it the garbage collector's.
 */
/** Whether the template is one slot and nothing else: the file is the slot's text. */
export function isWholeFile(tpl: Template): boolean {
  return tpl.segments.every((s) => s.kind === 'slot' || (s.kind === 'text' && s.text.trim() === ''));
}

export function tidyBlankLines(text: string, isGo: boolean): string {
  const pieces: string[] = [];
  // The stretch text[from, to) is written next, after `pieces`; from === -1: none yet.
  let from = -1;
  let to = -1;
  const copy = (start: number, end: number) => {
    if (start !== to) {
      if (to > from) pieces.push(text.slice(from, to));
      from = start;
    }
    to = end;
  };
  // A line end: the text's own when the stretch goes on with one, else a new one.
  const newline = () => {
    if (to >= 0 && text.charCodeAt(to) === 10) to++;
    else {
      if (to > from) pieces.push(text.slice(from, to));
      pieces.push('\n');
      from = to = -1;
    }
  };
  let kept = false; // a line was written
  let blank = false; // blank lines since the last one written
  let lastChar = 0; // the last character of the last line written
  for (let start = 0; start <= text.length; ) {
    let end = text.indexOf('\n', start);
    if (end < 0) end = text.length;
    let trimmed = end;
    while (trimmed > start && (text.charCodeAt(trimmed - 1) === 32 || text.charCodeAt(trimmed - 1) === 9)) trimmed--;
    if (trimmed === start) blank = kept;
    else {
      if (blank && !(isGo && (lastChar === 123 || lastChar === 40 || closes(text, start, trimmed)))) newline();
      blank = false;
      copy(start, trimmed);
      newline();
      kept = true;
      lastChar = text.charCodeAt(trimmed - 1);
    }
    start = end + 1;
  }
  if (!kept) return '\n';
  if (to > from) pieces.push(text.slice(from, to));
  return pieces.length === 1 ? pieces[0] : pieces.join('');
}

/** Whether the line text[start, end) starts with `}` or `)` after white space (JavaScript's \s, as /^\s*[})]/ reads it). */
function closes(text: string, start: number, end: number): boolean {
  CLOSES.lastIndex = start;
  // Past `end`, the line was white space only: the match ran on into the next line.
  return CLOSES.test(text) && CLOSES.lastIndex <= end;
}
