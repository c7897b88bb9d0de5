// gqlgen's Go names (codegen/templates/templates.go of v0.17.84): ToGo and ToGoPrivate, which split a
// GraphQL name into words and spell the common initialisms in capitals (`authorId` is `AuthorID`,
// `jsonData` is `JSONData`), and the registry of model names that keeps two types from taking the same
// Go name. lib/generator/gqlgen.ts builds on them; tests/unit/generator/gqlgen.test.ts holds them to
// gqlgen's own output.

/** templates.CommonInitialisms: the words ToGo writes in capitals. */
const INITIALISMS: ReadonlySet<string> = new Set([
  'ACL', 'API', 'ASCII', 'CPU', 'CSS', 'CSV', 'DNS', 'EOF', 'GUID', 'HTML', 'HTTP', 'HTTPS', 'ICMP', 'ID', 'IP', 'JSON', 'KVK', 'LHS', 'PDF', 'PGP', 'QPS', 'QR', 'RAM', 'RHS',
  'RPC', 'SLA', 'SMTP', 'SQL', 'SSH', 'SVG', 'TCP', 'TLS', 'TTL', 'UDP', 'UI', 'UID', 'URI', 'URL', 'UTF8', 'UUID', 'VM', 'XML', 'XMPP', 'XSRF', 'XSS', 'AWS', 'GCP',
]);

/** Go's keywords (and `_`), which ToGoPrivate suffixes with `Arg` so that an argument's name compiles. */
const KEYWORDS: ReadonlySet<string> = new Set([
  'break', 'default', 'func', 'interface', 'select', 'case', 'defer', 'go', 'map', 'struct', 'chan', 'else', 'goto', 'package', 'switch', 'const', 'fallthrough', 'if', 'range',
  'type', 'continue', 'for', 'import', 'return', 'var', '_',
]);

const isLower = (c: string) => /^\p{Ll}$/u.test(c);
const isUpper = (c: string) => /^\p{Lu}$/u.test(c);
const isDigit = (c: string) => /^\p{Nd}$/u.test(c);
const isDelimiter = (c: string) => c === '-' || c === '_' || /^\s$/u.test(c);
const upper = (s: string) => s.toUpperCase();
const lower = (s: string) => s.toLowerCase();

/** templates.UcFirst and LcFirst: the first rune in upper or lower case. */
export function ucFirst(s: string): string {
  const r = Array.from(s);
  if (r.length > 0) r[0] = upper(r[0]);
  return r.join('');
}
export function lcFirst(s: string): string {
  const r = Array.from(s);
  if (r.length > 0) r[0] = lower(r[0]);
  return r.join('');
}

interface WordInfo {
  offset: number;
  word: string;
  matchCommonInitial: boolean;
  hasCommonInitial: boolean;
}

/** templates.wordWalker (after golint's lint.go): the words of a name, with what ToGo needs to know of each. */
function wordWalker(name: string, f: (w: WordInfo) => void): void {
  // strings.TrimFunc(str, isDelimiter)
  let runes = Array.from(name);
  while (runes.length > 0 && isDelimiter(runes[0])) runes.shift();
  while (runes.length > 0 && isDelimiter(runes[runes.length - 1])) runes.pop();
  let w = 0;
  let i = 0;
  let wo = 0;
  let hasCommonInitial = false;
  while (i + 1 <= runes.length) {
    let eow = false;
    if (i + 1 === runes.length) eow = true;
    else if (isDelimiter(runes[i + 1])) {
      // A run of delimiters is dropped, but one stays between two digits.
      eow = true;
      let n = 1;
      while (i + n + 1 < runes.length && isDelimiter(runes[i + n + 1])) n++;
      if (i + n + 1 < runes.length && isDigit(runes[i]) && isDigit(runes[i + n + 1])) n--;
      runes = [...runes.slice(0, i + 1), ...runes.slice(i + n + 1)];
    } else if (isLower(runes[i]) && !isLower(runes[i + 1])) eow = true;
    i++;
    const word = runes.slice(w, i).join('');
    if (!eow && INITIALISMS.has(word) && !isLower(runes[i])) {
      // IDFoo splits as ID, Foo (but URLs stays one word)
    } else if (!eow) {
      if (INITIALISMS.has(word)) hasCommonInitial = true;
      continue;
    }
    let matchCommonInitial = false;
    const up = upper(word);
    if (INITIALISMS.has(up)) {
      // "ID" or "IP" starting a longer word whose fourth rune is upper case (IDentity...) is no initialism.
      if (up === 'ID' || up === 'IP') {
        const remaining = runes.slice(w);
        if (word === remaining.slice(0, 2).join('') && !eow && remaining.length > 3 && isUpper(remaining[3])) continue;
      }
      hasCommonInitial = true;
      matchCommonInitial = true;
    }
    f({ offset: wo, word, matchCommonInitial, hasCommonInitial });
    hasCommonInitial = false;
    w = i;
    wo++;
  }
}

function toGoWith(name: string, isPrivate: boolean): string {
  if (name === '_') return '_';
  let out = '';
  wordWalker(name, (info) => {
    let word = info.word;
    if (isPrivate && info.offset === 0) {
      // ID → id, CAMEL → camel, ITicket → iTicket
      word = upper(word) === word || lower(word) === word ? lower(info.word) : lcFirst(info.word);
    } else if (info.matchCommonInitial) word = upper(word);
    else if (!info.hasCommonInitial && (upper(word) === word || lower(word) === word)) word = ucFirst(lower(word));
    out += word;
  });
  return out;
}

/** templates.ToGo: an exported Go name (`authorId` is `AuthorID`, `paper_back` is `PaperBack`). */
export function toGo(name: string): string {
  return toGoWith(name, false);
}

/** templates.ToGoPrivate: an unexported Go name, a keyword suffixed with `Arg` (`type` is `typeArg`). */
export function toGoPrivate(name: string): string {
  const n = toGoWith(name, true);
  return KEYWORDS.has(n) ? `${n}Arg` : n;
}

/**
 * templates.ToGoModelName: the Go name of a generated type (one part) or enum value (the enum's name and
 * the value's), remembered so that a later name that would collide gets another spelling (the parts
 * joined with invalid characters as `_`, or a number). gqlgen keeps one registry per run; so does a
 * ModelNames.
 */
export class ModelNames {
  private readonly names = new Map<string, string>();

  private exists(n: string): boolean {
    for (const v of this.names.values()) if (v === n) return true;
    return false;
  }

  name(...parts: string[]): string {
    const key = parts.join(':');
    const known = this.names.get(key);
    if (known !== undefined) return known;
    const apply = (ps: readonly string[]) => (ps.length === 0 ? '' : toGo(ps[0]) + ps.slice(1).map(toGo).join(''));
    const remember = (n: string) => {
      this.names.set(key, n);
      return n;
    };
    const first = apply(parts);
    if (!this.exists(first)) return remember(first);
    if (parts.length > 1) {
      for (let i = parts.length - 1; i >= 1; i--) {
        const n = apply(parts.slice(0, i)) + parts.slice(i).map((p) => p.replace(/[^a-zA-Z0-9_]/g, '_')).join('');
        if (!this.exists(n)) return remember(n);
      }
    }
    for (let i = 0; ; i++) if (!this.exists(`${first}${i}`)) return remember(`${first}${i}`);
  }
}
