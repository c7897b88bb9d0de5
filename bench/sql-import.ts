// Benchmark of the wizard's CREATE TABLE import (lib/resources/sql-import): how long importCreateTables
// takes to answer, the median of several runs per dialect, beside node-sql-parser's astify alone on the
// same text (what the import did first thing before it refused long or unclosed input), for
//   - a 200 KB paste whose comment, opened after its first table, is never closed (the parser reads to
//     the end of the input, backtracking, before it fails);
//   - the same under the length limit (99 KB): refused by the look for unclosed comments and quotes;
//   - the largest model the wizard takes (MAX_RESOURCES tables of MAX_FIELDS columns), for reference:
//     what a paste that is read costs.
//
//   npx tsx bench/sql-import.ts [--runs 7]
//
// The parser runs on the page's main thread, so its time is the time the tab does not respond. Both
// columns are measured in the same run: on a loaded machine compare them, not figures across runs.
import { importCreateTables, type SqlDialect } from '@/lib/resources/sql-import';
import { MAX_FIELDS, MAX_RESOURCES } from '@/lib/resources/model';
import { median } from './server';

const arg = (name: string, fallback: string) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 && process.argv[i + 1] ? process.argv[i + 1] : fallback;
};
const RUNS = Number(arg('runs', '7'));
const DIALECTS: SqlDialect[] = ['postgresql', 'mysql', 'sqlite'];

const table = (t: number, columns: number) =>
  `CREATE TABLE table_${t}s (\n  id INTEGER PRIMARY KEY,\n` +
  Array.from({ length: columns }, (_, c) => `  column_${c} VARCHAR(120) NOT NULL`).join(',\n') +
  '\n);\n';

/** About `size` characters of tables, a comment opened after the first and never closed. */
function unclosedComment(size: number): string {
  let sql = table(0, 10) + '/* the tables below are old\n';
  for (let t = 1; sql.length + table(t, 10).length < size; t++) sql += table(t, 10);
  return sql;
}

const largestModel = Array.from({ length: MAX_RESOURCES }, (_, t) => table(t, MAX_FIELDS)).join('');

async function parserOf(dialect: SqlDialect) {
  const m =
    dialect === 'postgresql' ? await import('node-sql-parser/build/postgresql') : dialect === 'mysql' ? await import('node-sql-parser/build/mysql') : await import('node-sql-parser/build/sqlite');
  const Parser = m.Parser ?? (m as unknown as { default: typeof m }).default.Parser;
  return new Parser();
}

async function measure(sql: string, dialect: SqlDialect): Promise<{ ms: number; parserMs: number; answer: string }> {
  await importCreateTables(sql, dialect); // the parser's module loads on first use: not measured
  const parser = await parserOf(dialect);
  const times: number[] = [];
  const parserTimes: number[] = [];
  let answer = '';
  for (let i = 0; i < RUNS; i++) {
    let start = performance.now();
    const r = await importCreateTables(sql, dialect);
    times.push(performance.now() - start);
    answer = r.ok ? `read: ${r.resources.length} resources, ${r.notes.length} notes` : `refused: ${r.error}`;
    start = performance.now();
    try {
      parser.astify(sql, { database: dialect });
    } catch {
      // a syntax error: its time is what is measured
    }
    parserTimes.push(performance.now() - start);
  }
  return { ms: median(times), parserMs: median(parserTimes), answer };
}

async function main() {
  const cases = [
    { name: '200 KB, unclosed comment', sql: unclosedComment(200_000) },
    { name: '99 KB, unclosed comment', sql: unclosedComment(99_000) },
    { name: `largest model (${MAX_RESOURCES}x${MAX_FIELDS})`, sql: largestModel },
  ];
  console.log(`median of ${RUNS} runs; "parser alone": node-sql-parser's astify on the same text\n`);
  console.log(`${'input'.padEnd(28)} ${'size'.padStart(7)}  ${'dialect'.padEnd(10)} ${'import'.padStart(10)} ${'parser alone'.padStart(13)}  answer`);
  for (const c of cases) {
    for (const dialect of DIALECTS) {
      const { ms, parserMs, answer } = await measure(c.sql, dialect);
      console.log(
        `${c.name.padEnd(28)} ${(c.sql.length / 1000).toFixed(0).padStart(4)} KB  ${dialect.padEnd(10)} ${ms.toFixed(1).padStart(7)} ms ${parserMs.toFixed(1).padStart(10)} ms  ${answer.slice(0, 90)}`,
      );
    }
  }
}

void main();
