import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { signedInFor } from './support/signed-in';
import { expectNoSeriousA11yViolations } from './support/a11y';

const PHONE = { width: 390, height: 844 };

const session = signedInFor('sme.admin@example.com');
let page: Page;

beforeAll(async () => {
  page = session.page;
});

/** The cells of one column (by its header's text), in row order. */
async function columnCells(table: Locator, header: string): Promise<Locator[]> {
  const headers = await table.locator('thead th').allInnerTexts();
  const index = headers.findIndex((h) => h.trim() === header);
  expect(index, `column '${header}' among ${JSON.stringify(headers)}`).toBeGreaterThanOrEqual(0);
  return table
    .getByTestId('table-row')
    .locator(`td:nth-child(${index + 1})`)
    .all();
}

/** Fully on screen: visible, inside the viewport's width and not cut by its cell. */
async function expectReadable(cell: Locator, viewportWidth: number) {
  expect(await cell.isVisible()).toBe(true);
  const box = (await cell.boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(viewportWidth + 0.5);
  expect(await cell.evaluate((el) => el.scrollWidth <= el.clientWidth + 1)).toBe(true);
  expect((await cell.innerText()).trim()).not.toBe('');
}

describe('a 390 px phone', () => {
  it("shows the billing list's SME, amount and status of each row", async () => {
    await page.setViewportSize(PHONE);
    await page.goto('/billings?tab=subscription');
    const table = page.getByRole('table', { name: /billing/i });
    await table.getByTestId('table-row').first().waitFor();
    const region = page.getByRole('region', { name: /billing/i });
    // The list fits the phone: no sideways scrolling to find a column.
    expect(await region.evaluate((el) => el.scrollWidth <= el.clientWidth + 1)).toBe(true);
    const [smes, amounts, statuses] = [
      await columnCells(table, 'SME'),
      await columnCells(table, 'Amount'),
      await columnCells(table, 'Paid'),
    ];
    expect(smes.length).toBeGreaterThan(0);
    for (const cells of [smes, amounts, statuses]) {
      expect(cells).toHaveLength(smes.length);
      for (const cell of cells) await expectReadable(cell, PHONE.width);
    }
    expect(await amounts[0]!.innerText()).toMatch(/RWF/);
    expect(await statuses[0]!.innerText()).toMatch(/Paid|Unpaid|Overdue|Due|Paused/);
    // Lower-priority columns give way on the phone.
    expect(await table.getByRole('columnheader', { name: 'Billing Cycle Month' }).isVisible()).toBe(false);
    await expectNoSeriousA11yViolations(page);
  });
});

describe('sorting the SME list', () => {
  const names = async (table: Locator) =>
    Promise.all((await columnCells(table, 'Name')).map(async (c) => (await c.innerText()).trim()));
  const byName = (a: string, b: string) =>
    a.toLowerCase() < b.toLowerCase() ? -1 : a.toLowerCase() > b.toLowerCase() ? 1 : 0;

  it('changes the order when the Name header is clicked, ascending then descending', async () => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto('/smes');
    const table = page.getByRole('table', { name: /SME/ });
    await table.getByTestId('table-row').first().waitFor();
    const before = await names(table);
    expect(before.length).toBeGreaterThan(1);

    const header = table.getByRole('columnheader', { name: 'Name' });
    await header.getByRole('button').click();
    await page.waitForURL(/ordering=name/);
    await page.waitForFunction(() => !document.querySelector('table[aria-busy="true"]'));
    await expect.poll(() => header.getAttribute('aria-sort')).toBe('ascending');
    await expect.poll(() => names(table)).not.toEqual(before);
    const ascending = await names(table);
    expect(ascending).toEqual([...ascending].sort(byName));
    expect(ascending).not.toEqual(before);

    await header.getByRole('button').click();
    await page.waitForURL(/ordering=-name/);
    await expect.poll(() => header.getAttribute('aria-sort')).toBe('descending');
    await expect.poll(() => names(table)).not.toEqual(ascending);
    const descending = await names(table);
    expect(descending).toEqual([...descending].sort(byName).reverse());
    await expectNoSeriousA11yViolations(page);
  });
});

describe('the profile page', () => {
  it('keeps Logout out of the tab list and names the picture field (axe, both tabs)', async () => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto('/account-info');
    const tabs = page.getByRole('tablist');
    await tabs.waitFor();
    expect(await tabs.getByRole('button', { name: 'Logout' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Logout' }).count()).toBeGreaterThan(0);
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('tab', { name: /password/i }).click();
    await expectNoSeriousA11yViolations(page);
  });
});

describe('the keyboard', () => {
  it("reaches the page's content with the first Tab: a skip link past the header and sidebar", async () => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto('/smes');
    await page.getByRole('table').first().waitFor();
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to content' });
    expect(await skip.evaluate((el) => el === document.activeElement)).toBe(true);
    // Visible once focused (off screen before).
    const box = (await skip.boundingBox())!;
    expect(box.y).toBeGreaterThanOrEqual(0);
    await page.keyboard.press('Enter');
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('main-content');
    // The next Tab lands inside the page, not back in the header or the sidebar.
    await page.keyboard.press('Tab');
    expect(
      await page.evaluate(() => {
        const active = document.activeElement;
        return !!active && !!document.getElementById('main-content')?.contains(active);
      }),
    ).toBe(true);
  });
});

describe('a table wider than the screen', () => {
  it('keeps the row name and its actions in view at 1024 px, the middle scrolling between them', async () => {
    await page.setViewportSize({ width: 1024, height: 768 });
    await page.goto('/smes');
    const table = page.getByRole('table').first();
    await table.getByTestId('table-row').first().waitFor();
    const action = table.getByRole('columnheader', { name: 'Action' });
    const region = page.getByRole('region', { name: /sme/i }).first();
    const frame = (await region.boundingBox())!;
    const inView = async () => {
      const box = (await action.boundingBox())!;
      return box.x >= frame.x && box.x + box.width <= frame.x + frame.width + 0.5;
    };
    expect(await region.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);
    expect(await inView()).toBe(true);
    // Scrolled to the far left and to the far right, the actions stay in view.
    await region.evaluate((el) => el.scrollTo({ left: el.scrollWidth }));
    expect(await inView()).toBe(true);
    const firstCell = table.getByTestId('table-row').first().locator('td').nth(1);
    const cell = (await firstCell.boundingBox())!;
    expect(cell.x).toBeGreaterThanOrEqual(frame.x);
  });
});
