/** One cell of a CSV file: text, a number or a yes/no. */
export type CsvCell = string | number | boolean;

/**
 * Rows as CSV text, one line each (a header line first when `columns` are given). The one way the product
 * writes CSV (issue 27): voucher sheets and analytics reports carry text staff typed (an SSID, a partner's
 * or a survey's name), and a spreadsheet runs a cell such as `=cmd|'/C calc'!A0` as a formula.
 *
 * It writes what csv-stringify writes with escape_formulas on (csv.test.ts compares the two), by hand:
 * the export of 100,000 rows allocated about 4 KB a row in csv-stringify's per-field options and tuples
 * (decision 060). Formulas follow OWASP's rule: a text cell starting with `=`, `+`, `-`, `@`, a tab or a
 * carriage return (or the full-width `＝＋－＠` that Apple Numbers folds into them) gets a leading `'`, which
 * the spreadsheet shows as text. A number keeps its sign (-3 stays -3): we write numbers ourselves, digits
 * and a sign are never a formula, and a quote would turn the figure into text nobody can add up.
 */
export function csvRows(
  rows: readonly (readonly CsvCell[])[],
  { columns }: { columns?: readonly string[] } = {},
): string {
  if (!columns) return rows.map(csvLine).join('');
  // With a header, as csv-stringify does, a row longer than the header is cut to its columns.
  let text = csvLine(columns);
  for (const row of rows) text += csvLine(row.length > columns.length ? row.slice(0, columns.length) : row);
  return text;
}

/** One row as a CSV line, its line break included. */
export function csvLine(row: readonly CsvCell[]): string {
  let line = '';
  for (let i = 0; i < row.length; i += 1) line += i === 0 ? csvCell(row[i]) : `,${csvCell(row[i])}`;
  return `${line}\n`;
}

/** Text whose first character a spreadsheet reads as the start of a formula (csv-stringify's list). */
const FORMULA_START = new Set(['=', '+', '-', '@', '\t', '\r', '\uFF1D', '\uFF0B', '\uFF0D', '\uFF20']);
const NEEDS_QUOTES = /[",\n\r]/;

/**
 * One cell: a number as its digits, a yes/no as true/false, text with a leading `'` where it starts like a
 * formula, quoted (its quotes doubled) where it holds a comma, a quote or a line break; nothing for none.
 */
export function csvCell(cell: CsvCell | null | undefined): string {
  if (cell === null || cell === undefined) return '';
  if (typeof cell === 'number') return String(cell);
  const text = typeof cell === 'boolean' ? String(cell) : cell;
  if (text === '') return '';
  const safe = FORMULA_START.has(text[0]!) ? `'${text}` : text;
  return NEEDS_QUOTES.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}
