// gofmt's alignment of struct fields, for the code the field lines of a template write one field per
// line (`{{@F.Name}} {{@F.type}} `json:"{{@F.name}}"``). gofmt lays a struct's fields out with a
// tabwriter: each line's cells (name, type, tag, comment) but the last end in a tab, a run of
// consecutive lines that have a cell in a column aligns that column at its widest cell plus one
// space, and a blank line, a comment line or a field spanning lines ends every run.
// tests/unit/generator/resources-engine.test.ts holds it to gofmt's own output.

interface FieldLine {
  indent: string;
  cells: string[];
}

const FIELD = /^(\t+)(\S+) +(.*)$/;

/** The cells of a field line, or undefined for a line that ends every run (blank, comment, nested struct, embedded field). */
function fieldCells(line: string): FieldLine | undefined {
  const m = FIELD.exec(line);
  if (!m || m[2].startsWith('//') || m[2] === '}') return undefined;
  let rest = m[3].trim();
  let comment: string | undefined;
  // A comment starts at the first // after the tag (a tag may hold //, a URL).
  const tagEnd = rest.lastIndexOf('`');
  const c = rest.indexOf('//', tagEnd + 1);
  if (c >= 0) {
    comment = rest.slice(c);
    rest = rest.slice(0, c).trim();
  }
  let tag: string | undefined;
  const t = /`[^`]*`$/.exec(rest);
  if (t) {
    tag = t[0];
    rest = rest.slice(0, t.index).trim();
  }
  if (rest === '' || rest.endsWith('{')) return undefined;
  return { indent: m[1], cells: [m[2], rest, ...(tag ? [tag] : []), ...(comment ? [comment] : [])] };
}

const isHigh = (unit: number) => unit >= 0xd800 && unit <= 0xdbff;
const isLow = (unit: number) => unit >= 0xdc00 && unit <= 0xdfff;

/** The characters gofmt counts in a cell: code points, not UTF-16 units. */
function codePoints(s: string): number {
  let n = s.length;
  for (let i = 0; i < s.length - 1; i++) {
    // A surrogate pair is one code point.
    if (isHigh(s.charCodeAt(i)) && isLow(s.charCodeAt(i + 1))) {
      n--;
      i++;
    }
  }
  return n;
}

function alignRun(run: FieldLine[]): string[] {
  const out = run.map((l) => [...l.cells]);
  const columns = Math.max(...run.map((l) => l.cells.length));
  for (let col = 0; col < columns - 1; col++) {
    let i = 0;
    while (i < run.length) {
      if (run[i].cells.length - 1 <= col) {
        i++;
        continue;
      }
      let j = i;
      let width = 0;
      while (j < run.length && run[j].cells.length - 1 > col) width = Math.max(width, codePoints(run[j++].cells[col]));
      for (let k = i; k < j; k++) out[k][col] = out[k][col].padEnd(width + (out[k][col].length - codePoints(out[k][col])));
      i = j;
    }
  }
  return out.map((cells, i) => run[i].indent + cells.join(' '));
}

/** The text with the fields of every struct aligned as gofmt aligns them. */
export function alignStructs(src: string): string {
  return src.includes('struct {') ? alignStructLines(src.split('\n')).join('\n') : src;
}

/** alignStructs on a text's lines. */
function alignStructLines(lines: readonly string[]): string[] {
  const out: string[] = [];
  let depth = 0;
  let run: FieldLine[] = [];
  const flush = () => {
    if (run.length > 0) out.push(...alignRun(run));
    run = [];
  };
  for (const line of lines) {
    if (depth === 0 && run.length === 0) {
      out.push(line);
      if (line.endsWith('struct {')) depth++;
      continue;
    }
    const field = depth > 0 ? fieldCells(line) : undefined;
    if (field && (run.length === 0 || run[0].indent === field.indent)) {
      run.push(field);
    } else {
      flush();
      if (field) run.push(field);
      else out.push(line);
    }
    if (/struct \{$/.test(line)) depth++;
    else if (depth > 0 && /^\t*\}/.test(line)) depth--;
  }
  flush();
  return out;
}
