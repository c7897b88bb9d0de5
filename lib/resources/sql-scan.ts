// A linear look at pasted SQL before node-sql-parser reads it. The parser backtracks: on a comment or a
// quote that is never closed it reads to the end of the input again and again before failing (seconds
// for 200 KB, with the page frozen meanwhile), and then names the end of the input, not the opening. This
// finds such an opening in one pass and names its line and column. It follows the parser's own rules,
// so it refuses nothing the parser would read: `--` comments (and `#` but in PostgreSQL), block comments
// (nested in PostgreSQL), strings in '' with backslash escapes, names in "" and `` (a string in "" in
// MySQL, with backslash escapes too), a quote doubled inside, PostgreSQL's $$ and $tag$ strings. Where it
// cannot tell (PostgreSQL and SQLite read "a\"b" as a string in one place, as a name in another) it
// refuses nothing after: the length limit bounds the parser's time there.
import type { SqlDialect } from './sql-import';

/** The opening of a comment or a quote left open, or null when every one is closed. */
export function unclosedOpening(sql: string, dialect: SqlDialect): { what: string; line: number; column: number } | null {
  const at = (i: number) => {
    const before = sql.slice(0, i);
    const line = before.split('\n').length;
    return { line, column: i - before.lastIndexOf('\n') };
  };
  // Set on a backslash in "..." outside MySQL: where that quote ends depends on where it stands.
  let unsure = false;
  const open = (what: string, i: number) => (unsure ? null : { what, ...at(i) });
  let i = 0;
  while (i < sql.length) {
    const c = sql[i];
    const next = sql[i + 1];
    if ((c === '-' && next === '-') || (c === '#' && dialect !== 'postgresql')) {
      const end = sql.indexOf('\n', i);
      if (end < 0) return null;
      i = end + 1;
    } else if (c === '/' && next === '*') {
      const start = i;
      let depth = 1;
      i += 2;
      while (depth > 0 && i < sql.length) {
        if (sql[i] === '*' && sql[i + 1] === '/') {
          depth--;
          i += 2;
        } else if (dialect === 'postgresql' && sql[i] === '/' && sql[i + 1] === '*') {
          depth++;
          i += 2;
        } else i++;
      }
      if (depth > 0) return open('a comment', start);
    } else if (c === "'" || c === '"' || c === '`') {
      const start = i;
      i++;
      for (;;) {
        if (i >= sql.length) return open(c === "'" ? 'a string' : 'a quoted name', start);
        if (sql[i] === '\\' && c === '"' && dialect !== 'mysql') unsure = true;
        if (sql[i] === '\\' && (c === "'" || (c === '"' && dialect === 'mysql'))) i += 2;
        else if (sql[i] === c && sql[i + 1] === c) i += 2;
        else if (sql[i] === c) break;
        else i++;
      }
      i++;
    } else if (c === '$' && dialect === 'postgresql' && !/[\w$]/.test(sql[i - 1] ?? '')) {
      // A $ inside a name (a$b) opens nothing.
      const tag = /^\$(?:[A-Za-z_]\w*)?\$/.exec(sql.slice(i, i + 64))?.[0];
      if (!tag) i++;
      else {
        const end = sql.indexOf(tag, i + tag.length);
        if (end < 0) return open('a string', i);
        i = end + tag.length;
      }
    } else i++;
  }
  return null;
}
