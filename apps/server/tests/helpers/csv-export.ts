import { expect } from 'vitest';
import type { TestContext } from './app';
import { bearer } from './session';

/** RFC 4180 text as rows of cells (quoted cells, doubled quotes, line breaks inside quotes). */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i += 1) {
    const c = text[i]!;
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        cell += '"';
        i += 1;
      } else if (c === '"') quoted = false;
      else cell += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      row.push(cell);
      cell = '';
    } else if (c === '\n') {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
    } else if (c !== '\r') cell += c;
  }
  if (cell !== '' || row.length > 0) rows.push([...row, cell]);
  return rows;
}

export type CsvFile = { header: string[]; rows: Record<string, string>[]; fileName: string };

/** GET an export as `token`, expecting a CSV file: its header line and its rows by column. */
export async function exportCsv(ctx: TestContext, token: string, url: string): Promise<CsvFile> {
  const res = await ctx.app.inject({ method: 'GET', url, headers: bearer(token) });
  expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
  expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
  const disposition = String(res.headers['content-disposition']);
  const fileName = /filename="([^"]+)"/.exec(disposition)?.[1] ?? '';
  expect(disposition).toMatch(/^attachment; /);
  const [header = [], ...lines] = parseCsv(res.body);
  return {
    header,
    fileName,
    rows: lines.map((cells) => Object.fromEntries(header.map((h, i) => [h, cells[i] ?? '']))),
  };
}

/** The status and `detail` (or field errors) of a refused export. */
export async function refusedExport(ctx: TestContext, token: string, url: string) {
  const res = await ctx.app.inject({ method: 'GET', url, headers: bearer(token) });
  expect(res.headers['content-type'] ?? '').not.toMatch(/text\/csv/);
  return { status: res.statusCode, body: res.json() as Record<string, unknown> };
}
