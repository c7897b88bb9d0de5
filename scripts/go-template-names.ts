// The names one Go file of go-templates declares, read from its text, markers kept: what
// scripts/reserved-names.ts needs to know which names a resource's own would collide with. Not a Go
// parser: a tokenizer that knows comments, strings and the template markers, and a scan that follows
// brackets, enough for gofmt'ed code. `New{{@R.Name}}Store` is one identifier (a pattern).
//
// Where a name is declared decides what it collides with: a package-level one with any other of the
// package and with the packages its files import, a local one (a variable, a parameter) with a package
// the file names after it in its scope, a method or a field with the other members of its type.

/** A token: an identifier (markers and all), a literal, an operator or bracket, a line end, a slot marker. */
interface Token {
  kind: 'id' | 'literal' | 'op' | 'nl' | 'slot';
  text: string;
}

const KEYWORDS = new Set([
  'break', 'case', 'chan', 'const', 'continue', 'default', 'defer', 'else', 'fallthrough', 'for', 'func', 'go', 'goto', 'if',
  'import', 'interface', 'map', 'package', 'range', 'return', 'select', 'struct', 'switch', 'type', 'var',
]);

const SLOT_LINE = /^[ \t]*\{\{@(?:slot|lines|items):([a-z][a-z0-9.-]*)(?:\|[^{}]+)?\}\}[ \t]*(?=\n|$)/;
const IDENT_CHAR = /[A-Za-z0-9_]/;

function tokenize(text: string): Token[] {
  const out: Token[] = [];
  let i = 0;
  let lineStart = true;
  while (i < text.length) {
    if (lineStart) {
      lineStart = false;
      const end = text.indexOf('\n', i);
      const slot = SLOT_LINE.exec(text.slice(i, end < 0 ? text.length : end));
      if (slot) {
        out.push({ kind: 'slot', text: slot[1] });
        i += slot[0].length;
        continue;
      }
    }
    const c = text[i];
    if (c === '\n') {
      out.push({ kind: 'nl', text: '\n' });
      lineStart = true;
      i++;
    } else if (c === ' ' || c === '\t' || c === '\r') {
      i++;
    } else if (text.startsWith('//', i)) {
      const end = text.indexOf('\n', i);
      i = end < 0 ? text.length : end;
    } else if (text.startsWith('/*', i)) {
      const end = text.indexOf('*/', i + 2);
      const body = text.slice(i, end < 0 ? text.length : end);
      if (body.includes('\n')) out.push({ kind: 'nl', text: '\n' });
      i = end < 0 ? text.length : end + 2;
    } else if (c === '"' || c === "'") {
      let j = i + 1;
      while (j < text.length && text[j] !== c && text[j] !== '\n') j += text[j] === '\\' ? 2 : 1;
      out.push({ kind: 'literal', text: text.slice(i, j + 1) });
      i = j + 1;
    } else if (c === '`') {
      const end = text.indexOf('`', i + 1);
      out.push({ kind: 'literal', text: text.slice(i, end < 0 ? text.length : end + 1) });
      i = end < 0 ? text.length : end + 1;
    } else if (IDENT_CHAR.test(c) || text.startsWith('{{@', i)) {
      let j = i;
      while (j < text.length) {
        if (text.startsWith('{{@', j)) {
          const end = text.indexOf('}}', j);
          if (end < 0) break;
          j = end + 2;
        } else if (IDENT_CHAR.test(text[j])) j++;
        else break;
      }
      const word = text.slice(i, j);
      // A number (0.5, 1e3, 0x1F) is one literal.
      if (/^[0-9]/.test(word)) {
        while (j < text.length && /[0-9A-Za-z_.]/.test(text[j])) j++;
        out.push({ kind: 'literal', text: text.slice(i, j) });
      } else out.push({ kind: 'id', text: word });
      i = j;
    } else if (text.startsWith(':=', i) || text.startsWith('...', i)) {
      const op = text.startsWith(':=', i) ? ':=' : '...';
      out.push({ kind: 'op', text: op });
      i += op.length;
    } else {
      out.push({ kind: 'op', text: c });
      i++;
    }
  }
  return out;
}

const isId = (t: Token | undefined) => t !== undefined && t.kind === 'id' && !KEYWORDS.has(t.text);
const isOp = (t: Token | undefined, text: string) => t !== undefined && t.kind === 'op' && t.text === text;
const OPEN = new Set(['(', '[', '{']);
const isClose = (t: Token) => t.kind === 'op' && (t.text === ')' || t.text === ']' || t.text === '}');

/** The index of the bracket closing the one at `i` (or the end). */
function closing(tokens: Token[], i: number): number {
  let depth = 0;
  for (let j = i; j < tokens.length; j++) {
    const t = tokens[j];
    if (t.kind === 'op' && OPEN.has(t.text)) depth++;
    else if (isClose(t) && --depth === 0) return j;
  }
  return tokens.length;
}

/**
 * The entries of a bracketed list at `open` (parameters, a group of declarations, a struct's body):
 * the tokens of each, split at commas or at line ends at its own depth.
 */
function entries(tokens: Token[], open: number, split: 'comma' | 'line'): { items: Token[][]; end: number } {
  const end = closing(tokens, open);
  const items: Token[][] = [];
  let item: Token[] = [];
  for (let j = open + 1; j < end; j++) {
    const t = tokens[j];
    if (t.kind === 'op' && OPEN.has(t.text)) {
      const close = closing(tokens, j);
      item.push(...tokens.slice(j, close + 1));
      j = close;
    } else if (split === 'comma' ? isOp(t, ',') : t.kind === 'nl' || isOp(t, ';')) {
      if (item.length > 0) items.push(item);
      item = [];
    } else if (t.kind !== 'nl') item.push(t);
  }
  if (item.length > 0) items.push(item);
  return { items, end };
}

/** The names of a parameter list at `open`: all named or none (`a, b int`, `ctx context.Context`, `...any`). */
function parameters(tokens: Token[], open: number): { names: string[]; end: number } {
  const { items, end } = entries(tokens, open, 'comma');
  const named = (p: Token[]) => isId(p[0]) && (p.length === 1 || !isOp(p[1], '.'));
  if (!items.some((p) => p.length > 1 && named(p))) return { names: [], end };
  return { names: items.filter(named).map((p) => p[0].text), end };
}

/** The identifiers starting a declaration's line: `a, b = ...`, `x int`. */
function leadingNames(item: Token[]): string[] {
  const names: string[] = [];
  for (let j = 0; j < item.length && isId(item[j]); j += 2) {
    names.push(item[j].text);
    if (!isOp(item[j + 1], ',')) break;
  }
  return names;
}

/** The names after `var` or `const` at `i`: one spec or a group. */
function valueNames(tokens: Token[], i: number): string[] {
  if (isOp(tokens[i + 1], '(')) return entries(tokens, i + 1, 'line').items.flatMap(leadingNames);
  const line: Token[] = [];
  for (let j = i + 1; j < tokens.length && tokens[j].kind !== 'nl'; j++) line.push(tokens[j]);
  return leadingNames(line);
}

/** A struct's body at `open`: its fields (an embedded one named by its type), and whether it holds the model's. */
function structFields(tokens: Token[], open: number, modelField: (name: string) => boolean): { fields: string[]; modelFields: boolean } {
  const fields: string[] = [];
  let modelFields = false;
  for (const line of entries(tokens, open, 'line').items) {
    const first = line[0];
    const embedded = isOp(first, '*') || (isId(first) && (line.length === 1 || isOp(line[1], '.') || line[1].kind === 'literal'));
    // An embedded field is named by its type: `*table[T]` is `table`, `pkg.T` is `T`.
    const typeEnd = line.findIndex((t) => isOp(t, '['));
    const ids = (typeEnd < 0 ? line : line.slice(0, typeEnd)).filter((t) => t.kind === 'id');
    for (const name of embedded ? ids.slice(-1).map((t) => t.text) : leadingNames(line)) {
      if (modelField(name)) modelFields = true;
      else fields.push(name);
    }
  }
  return { fields, modelFields };
}

/** The type specs after `type` at `i` (one, or a group): their names; structs' fields go to `found`. */
function typeSpecs(tokens: Token[], i: number, found: GoNames, modelField: (name: string) => boolean): string[] {
  // Each spec from its first token: one after `type`, or one per line of a group.
  const starts: number[] = [];
  if (isOp(tokens[i + 1], '(')) {
    const end = closing(tokens, i + 1);
    let lineStart = true;
    for (let j = i + 2; j < end; j++) {
      const t = tokens[j];
      if (t.kind === 'nl') lineStart = true;
      else {
        if (lineStart) starts.push(j);
        lineStart = false;
        if (t.kind === 'op' && OPEN.has(t.text)) j = closing(tokens, j);
      }
    }
  } else starts.push(i + 1);
  const names: string[] = [];
  for (const at of starts) {
    if (!isId(tokens[at])) continue;
    names.push(tokens[at].text);
    // `type X struct {`, `type X[T any] struct {`
    let k = at + 1;
    if (isOp(tokens[k], '[')) k = closing(tokens, k) + 1;
    if (tokens[k]?.text === 'struct' && isOp(tokens[k + 1], '{')) found.structs.push({ type: tokens[at].text, ...structFields(tokens, k + 1, modelField) });
  }
  return names;
}

/** The package an import path names without an alias: its last element, but a major version (`/v5`, `.v3`) or a `go-` prefix. */
export function importName(importPath: string): string {
  const parts = importPath.split('/');
  let last = parts.pop() ?? '';
  if (/^v[0-9]+$/.test(last)) last = parts.pop() ?? '';
  return last.replace(/\.v[0-9]+$/, '').replace(/^go-/, '').replace(/-go$/, '').replace(/[^A-Za-z0-9_]/g, '');
}

/** A local name: where it is declared (a token index) and the block it is visible in (the index of its `{`; -1: the snippet's own level). */
interface Local {
  name: string;
  at: number;
  scope: number;
}

/** A place in the text: a token index, and the blocks open there (indices of their `{`). */
interface Place {
  at: number;
  blocks: number[];
}

/** What one file (or slot snippet) declares. Names keep their markers (`{{@R.Name}}Store`). */
export interface GoNames {
  /** The package clause's name (`server`, `{{@R.pkg}}`); undefined in a snippet. */
  packageName?: string;
  /** Package-level types, functions, variables and constants (methods are members of their type). */
  packageLevel: string[];
  /** Methods, by the type of their receiver (without `*` and type parameters). */
  methods: { type: string; name: string }[];
  /** Struct types: their fields, and whether they hold the model's fields (see `modelField`). */
  structs: { type: string; fields: string[]; modelFields: boolean }[];
  /** Local names: `x :=`, `var x` in a function, parameters, named results and receivers, range variables. */
  locals: Local[];
  /** Where a resource's package is named: `{{@R.pkg}}.X`. */
  uses: Place[];
  /** The names the file's imports declare (an alias, or the package's name as its path says). */
  imports: string[];
  /** Whether it imports or names a resource's package. */
  usesResourcePackage: boolean;
  /** The slots it declares, where, and whether at package level (else inside a function). */
  slots: (Place & { name: string; packageLevel: boolean })[];
}

export interface ScanOptions {
  /** False for a snippet that a slot writes inside a function: its declarations are then local. */
  packageLevel?: boolean;
  /** Whether a struct's field is one of the model's (`{{@F.Name}}`, or a rendered one's Go name): its other fields and methods are then what a model field may not be called. */
  modelField?: (name: string) => boolean;
}

const RESOURCE_PACKAGE = '{{@R.pkg}}';

/** The names `text` declares. */
export function goTemplateNames(text: string, options: ScanOptions = {}): GoNames {
  const { packageLevel = true, modelField = (name: string) => name === '{{@F.Name}}' } = options;
  const tokens = tokenize(text);
  const found: GoNames = { packageLevel: [], methods: [], structs: [], locals: [], uses: [], imports: [], usesResourcePackage: false, slots: [] };
  const open: number[] = [];
  const blocks = () => open.filter((j) => isOp(tokens[j], '{'));
  const local = (name: string, at: number, scope = blocks().pop() ?? -1) => {
    if (name !== '_') found.locals.push({ name, at, scope });
  };
  /** The first token from `from` on at its depth that is a line end, `;` or `{` (`stop`), or -1 past the line. */
  const ahead = (from: number, stop: (t: Token) => boolean) => {
    let depth = 0;
    for (let j = from; j < tokens.length; j++) {
      const t = tokens[j];
      if (depth === 0 && stop(t)) return j;
      if (t.kind === 'op' && OPEN.has(t.text)) depth++;
      else if (isClose(t) && --depth < 0) return -1;
    }
    return -1;
  };
  /**
   * Where a variable declared at `i` (`:=`, `var`) is visible from: the end of its statement, in the
   * enclosing block; or, declared in the header of `if`, `for` or `switch`, the block the header opens.
   */
  const declaredAt = (i: number): { at: number; scope?: number } => {
    let start = i;
    while (start > 0 && tokens[start - 1].kind !== 'nl') start--;
    const header = ['if', 'for', 'switch'].includes(tokens[start].text) || (isOp(tokens[start], '}') && tokens[start + 1]?.text === 'else');
    if (header) {
      const open = ahead(i + 1, (t) => isOp(t, '{') || t.kind === 'nl');
      if (open >= 0 && isOp(tokens[open], '{')) return { at: open, scope: open };
    }
    const end = ahead(i + 1, (t) => t.kind === 'nl' || isOp(t, ';') || isOp(t, '{'));
    return { at: end < 0 ? i : end };
  };
  /** The body of a function whose signature ends before `from`: its `{` on the same line, at the same depth. */
  const bodyAfter = (from: number) => {
    let depth = 0;
    for (let j = from; j < tokens.length && tokens[j].kind !== 'nl'; j++) {
      const t = tokens[j];
      if (t.kind !== 'op') continue;
      if (t.text === '{' && depth === 0 && !(tokens[j - 1]?.text === 'struct' || tokens[j - 1]?.text === 'interface')) return j;
      if (OPEN.has(t.text)) depth++;
      else if (isClose(t) && --depth < 0) return -1;
    }
    return -1;
  };
  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i];
    const top = packageLevel && open.length === 0;
    if (t.kind === 'slot') {
      found.slots.push({ name: t.text, packageLevel: top, at: i, blocks: blocks() });
      continue;
    }
    if (t.kind === 'literal') {
      if (t.text.endsWith(`/internal/${RESOURCE_PACKAGE}"`)) found.usesResourcePackage = true;
      continue;
    }
    if (t.kind === 'op') {
      if (OPEN.has(t.text)) open.push(i);
      else if (isClose(t)) open.pop();
      else if (t.text === ':=') {
        // `a, b :=`: the identifiers before it.
        const { at, scope } = declaredAt(i);
        for (let j = i - 1; j >= 0 && isId(tokens[j]); j -= 2) {
          local(tokens[j].text, at, scope);
          if (!isOp(tokens[j - 1], ',')) break;
        }
      }
      continue;
    }
    if (t.kind !== 'id') continue;
    if (t.text === RESOURCE_PACKAGE && isOp(tokens[i + 1], '.') && !isOp(tokens[i - 1], '.')) {
      found.uses.push({ at: i, blocks: blocks() });
      found.usesResourcePackage = true;
    } else if (t.text === 'package' && top && isId(tokens[i + 1])) {
      found.packageName = tokens[i + 1].text;
    } else if (t.text === 'import' && top) {
      const specs = isOp(tokens[i + 1], '(') ? entries(tokens, i + 1, 'line').items : [tokens.slice(i + 1, i + 3).filter((x) => x.kind !== 'nl')];
      for (const spec of specs) {
        const importPath = spec.find((x) => x.kind === 'literal');
        if (!importPath || importPath.text.includes(RESOURCE_PACKAGE)) continue;
        const alias = spec[0].kind === 'id' || spec[0].kind === 'op' ? spec[0].text : undefined;
        const name = alias ?? importName(importPath.text.slice(1, -1));
        if (name !== '_' && name !== '.' && name !== '') found.imports.push(name);
      }
    } else if (t.text === 'var' || t.text === 'const') {
      if (top) found.packageLevel.push(...valueNames(tokens, i));
      else {
        const { at, scope } = isOp(tokens[i + 1], '(') ? { at: closing(tokens, i + 1), scope: undefined } : declaredAt(i);
        for (const name of valueNames(tokens, i)) local(name, at, scope);
      }
    } else if (t.text === 'type') {
      const names = typeSpecs(tokens, i, found, modelField);
      if (top) found.packageLevel.push(...names);
      else for (const name of names) local(name, i);
    } else if (t.text === 'func') {
      let j = i + 1;
      const names: string[] = [];
      let receiver: string | undefined;
      if (top && isOp(tokens[j], '(')) {
        // The receiver: `(s *Server)`, `(Item)`, `(l *List[T])`.
        const { items, end } = entries(tokens, j, 'comma');
        const spec = items[0] ?? [];
        const typeAt = spec.findIndex((x, n) => x.kind === 'id' && (n > 0 || spec.length === 1 || isOp(spec[1], '[')));
        receiver = typeAt >= 0 ? spec[typeAt].text : undefined;
        if (typeAt > 0 && isId(spec[0])) names.push(spec[0].text);
        j = end + 1;
      }
      if (top && isId(tokens[j])) {
        if (receiver) found.methods.push({ type: receiver, name: tokens[j].text });
        else found.packageLevel.push(tokens[j].text);
        j++;
      }
      if (isOp(tokens[j], '[')) {
        names.push(...parameters(tokens, j).names);
        j = closing(tokens, j) + 1;
      }
      if (!isOp(tokens[j], '(')) continue;
      const params = parameters(tokens, j);
      names.push(...params.names);
      j = params.end + 1;
      if (isOp(tokens[j], '(')) {
        const results = parameters(tokens, j);
        names.push(...results.names);
        j = results.end + 1;
      }
      // Parameters are visible in the body; a function type's (no body) nowhere that matters.
      const body = bodyAfter(j);
      if (body >= 0) for (const name of names) local(name, body, body);
    }
  }
  return found;
}

/** Whether a resource's package is named after token `at` in block `scope` (-1: anywhere after it), directly or by a slot `slotUses` says a snippet of names one. */
export function liveAfter(names: GoNames, at: number, scope: number, slotUses: (slot: string) => boolean): boolean {
  const after = (p: Place) => p.at > at && (scope === -1 || p.blocks.includes(scope));
  return names.uses.some(after) || names.slots.some((s) => after(s) && slotUses(s.name));
}

/**
 * The local names of `names` that a resource's package named after them in their scope would meet.
 * `outside`: the snippet's own level is followed by such a use, in the file it is written into.
 */
export function liveLocals(names: GoNames, slotUses: (slot: string) => boolean, outside = false): string[] {
  return names.locals.filter((l) => (l.scope === -1 && outside) || liveAfter(names, l.at, l.scope, slotUses)).map((l) => l.name);
}
