import { stringify } from 'csv-stringify/sync';

/** One cell of a CSV file: text, a number or a yes/no. */
export type CsvCell = string | number | boolean;

/**
 * Rows as CSV text, one line each (a header line first when `columns` are given). The one way the product
 * writes CSV (issue 27): voucher sheets and analytics reports carry text staff typed (an SSID, a partner's
 * or a survey's name), and a spreadsheet runs a cell such as `=cmd|'/C calc'!A0` as a formula.
 *
 * escape_formulas is OWASP's rule, always on here: a text cell starting with `=`, `+`, `-`, `@`, a tab or a
 * carriage return (or the full-width `＝＋－＠` that Apple Numbers folds into them) gets a leading `'`, which
 * the spreadsheet shows as text. A number keeps its sign (-3 stays -3): we write numbers ourselves, digits
 * and a sign are never a formula, and a quote would turn the figure into text nobody can add up.
 */
export function csvRows(
  rows: readonly (readonly CsvCell[])[],
  { columns }: { columns?: readonly string[] } = {},
): string {
  return stringify(
    rows.map((row) => [...row]),
    {
      escape_formulas: true,
      cast: { boolean: (value) => String(value) },
      ...(columns && { header: true, columns: [...columns] }),
    },
  );
}
