// CSV as RFC 4180 describes it: a header row, CRLF line ends, fields quoted when they hold a comma, a
// quote or a line break (quotes doubled). Text that a spreadsheet would run as a formula (=, +, -, @,
// tab, CR first) gets a leading apostrophe, so an exported e-mail address cannot turn into a formula.

export type CsvValue = string | number | boolean | null | undefined | Date;

const NEEDS_QUOTES = /[",\r\n]/;
const FORMULA_START = /^[=+\-@\t\r]/;

export function csvField(value: CsvValue): string {
  if (value === null || value === undefined) return '';
  let text: string;
  if (value instanceof Date) text = value.toISOString();
  else if (typeof value === 'number') text = Number.isFinite(value) ? String(value) : '';
  else if (typeof value === 'boolean') text = value ? 'true' : 'false';
  else text = FORMULA_START.test(value) ? `'${value}` : value;
  return NEEDS_QUOTES.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function csvRow(values: readonly CsvValue[]): string {
  return values.map(csvField).join(',') + '\r\n';
}

export function toCsv(header: readonly string[], rows: Iterable<readonly CsvValue[]>): string {
  let out = csvRow(header);
  for (const row of rows) out += csvRow(row);
  return out;
}

/** Parses CSV text (RFC 4180, as written above) into rows of fields; used by tests and tooling. */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (quoted) {
      if (c === '"') {
        if (text[i + 1] === '"') {
          field += '"';
          i++;
        } else quoted = false;
      } else field += c;
      continue;
    }
    if (c === '"' && field === '') quoted = true;
    else if (c === ',') {
      row.push(field);
      field = '';
    } else if (c === '\n' || (c === '\r' && text[i + 1] === '\n')) {
      if (c === '\r') i++;
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
    } else field += c;
  }
  if (field !== '' || row.length > 0) {
    row.push(field);
    rows.push(row);
  }
  return rows;
}
