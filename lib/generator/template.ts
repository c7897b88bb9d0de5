// The template language of go-templates: two markers, nothing else (no conditions, no loops).
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
] as const;
type ValueName = (typeof VALUE_NAMES)[number];
export type Values = Record<ValueName, string>;

type Segment =
  | { kind: 'text'; text: string }
  | { kind: 'value'; name: ValueName }
  | { kind: 'slot'; name: string; indent: string; separator: string; header?: string };

export interface Template {
  /** Where the template came from, for error messages. */
  source: string;
  segments: Segment[];
  /** Names of the slots the template declares. */
  slots: string[];
}

const MARKER = /\{\{@([^}]*)\}\}/g;
const SLOT_LINE = /^([ \t]*)\{\{@(slot|lines|items):([a-z][a-z0-9.-]*)(?:\|([^{}]+))?\}\}[ \t]*$/;
const SEPARATORS: Record<string, string> = { slot: '\n\n', lines: '\n', items: ',\n' };
const VALUES: ReadonlySet<string> = new Set(VALUE_NAMES);

export function parseTemplate(source: string, text: string): Template {
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
    let last = 0;
    for (const m of line.matchAll(MARKER)) {
      const name = m[1];
      if (!VALUES.has(name)) {
        throw new Error(
          /^(slot|lines|items):/.test(name)
            ? `${source}:${i + 1}: a slot marker must stand alone on its line (got ${m[0]})`
            : `${source}:${i + 1}: unknown template value ${m[0]}`,
        );
      }
      pending += line.slice(last, m.index);
      flush();
      segments.push({ kind: 'value', name: name as ValueName });
      last = m.index + m[0].length;
    }
    pending += line.slice(last) + newline;
  });
  flush();
  return { source, segments, slots };
}

/**
 * Renders a template; `slot` returns the contributed text of a slot ('' when nothing), joining the
 * contributions with the separator the marker asks for.
 */
export function renderTemplate(t: Template, values: Values, slot: (name: string, separator: string) => string): string {
  let out = '';
  for (const s of t.segments) {
    if (s.kind === 'text') out += s.text;
    else if (s.kind === 'value') out += values[s.name];
    else {
      const body = slot(s.name, s.separator);
      if (body === '') continue;
      let indent = s.indent;
      if (s.header !== undefined) {
        out += `${indent}${s.header}\n`;
        indent += '  ';
      }
      for (const line of body.replace(/\n+$/, '').split('\n')) out += line === '' ? '\n' : indent + line + '\n';
    }
  }
  return out;
}

/**
 * Tidies the blank lines of a template with slots, left where slots were empty or joined: at most one blank line in a row, none
 * right after an opening brace or before a closing one (Go), none at the start, one newline at the end.
 */
export function tidyBlankLines(text: string, isGo: boolean): string {
  const out: string[] = [];
  let blank = false;
  for (const raw of text.split('\n')) {
    const line = raw.replace(/[ \t]+$/, '');
    if (line === '') {
      blank = out.length > 0;
      continue;
    }
    if (blank && !(isGo && (/[{(]$/.test(out[out.length - 1]) || /^\s*[})]/.test(line)))) out.push('');
    blank = false;
    out.push(line);
  }
  return out.join('\n') + '\n';
}
