import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { signedInFor } from './support/signed-in';
import { accessTokenOf, api } from './support/api';
import { expectNoSeriousA11yViolations } from './support/a11y';

// Issue 29 §4 (decision 051): the Routers list's Export CSV holds the rows its filters select, every page.
// Signed in as the Premium staff member: staff see the list, so they may export it (and the admin's
// sign-ins are spent by the other files).
const session = signedInFor('premium.staff@example.com');
let page: Page;

type RouterPage = {
  count: number;
  next: string | null;
  results: { serial_number: string; is_online: boolean }[];
};

beforeAll(async () => {
  page = session.page;
});

/** Every serial the list shows under `query`, page after page, as the API gives it. */
async function listedSerials(query: string): Promise<string[]> {
  const token = (await accessTokenOf(page))!;
  const serials: string[] = [];
  for (let n = 1; ; n += 1) {
    const list = await api<RouterPage>(token, 'GET', `/v1/routers/?${query}&page_size=100&page=${n}`);
    serials.push(...list.results.map((r) => r.serial_number));
    if (!list.next) return serials;
  }
}

/** RFC 4180 rows (the export quotes a cell with a comma, a quote or a line break). */
function csvRows(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i += 1) {
    const c = text[i]!;
    if (quoted && c === '"' && text[i + 1] === '"') {
      cell += '"';
      i += 1;
    } else if (c === '"') quoted = !quoted;
    else if (!quoted && c === ',') {
      row.push(cell);
      cell = '';
    } else if (!quoted && c === '\n') {
      rows.push([...row, cell]);
      row = [];
      cell = '';
    } else cell += c;
  }
  return rows;
}

describe('Routers: Export CSV', () => {
  it('a CSV export of the routers list opens with the filtered rows', async () => {
    await page.goto('/routers?is_online=false');
    await page.getByTestId('table-row').first().waitFor();
    await expectNoSeriousA11yViolations(page);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^routers-is_online-false-\d{4}-\d\d-\d\d\.csv$/);
    const [header, ...rows] = csvRows(await readFile((await download.path())!, 'utf8'));
    expect(header).toContain('Serial Number');
    const serial = header!.indexOf('Serial Number');
    const status = header!.indexOf('Status');
    // Every offline box of the partner, page after page as the API lists them, and none of the online ones
    // (the demo partner has ten: the server tests prove the export is not one page, with 50,000 rows).
    const offline = await listedSerials('is_online=false');
    expect(offline.length).toBeGreaterThan(0);
    expect(rows.map((r) => r[serial]).sort()).toEqual([...offline].sort());
    expect(rows.every((r) => r[status] === 'Offline')).toBe(true);
    // …and none of the partner's other boxes (online ones, or in transit): which boxes are online depends on
    // the heartbeats earlier files sent, so the test takes every box the list holds minus the offline ones.
    const offlineSet = new Set(offline);
    const others = (await listedSerials('')).filter((s) => !offlineSet.has(s));
    expect(others.length).toBeGreaterThan(0);
    expect(rows.some((r) => others.includes(r[serial]!))).toBe(false);
  });
});
