import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { signedInFor } from './support/signed-in';

// The Kiosk plan's admin, once for the whole file (01 and 04 use two of its five OTPs per 15 minutes).
const session = signedInFor('kiosk.admin@example.com');
let page: Page;

beforeAll(() => {
  page = session.page;
});

const PACK = 'E2E 09 Evening 5 Mbps';
const toast = (text: string) => page.locator('.mantine-Notification-root').filter({ hasText: text }).first();

describe('home dashboard on the Kiosk plan (issue 13 §6)', () => {
  it('shows the sign-up chart and the gender donut from the data, and labels the sample figures', async () => {
    await page.getByTestId('signup-chart').locator('.recharts-area').first().waitFor();
    const legend = page.getByTestId('gender-legend');
    await legend.first().waitFor();
    expect(await legend.allInnerTexts()).toEqual([
      expect.stringMatching(/Female: \d+$/),
      expect.stringMatching(/Male: \d+$/),
    ]);
    expect(await page.getByTestId('today-vs-yesterday').getByTestId('sample-data').innerText()).toMatch(
      /sample data/i,
    );
    expect(await page.getByTestId('service-distribution').getByTestId('sample-data').count()).toBe(1);
    expect(await page.getByTestId('signup-chart').getByTestId('sample-data').count()).toBe(0);
  });

  it('links the count cards to their lists, and not Total Routers (no router list on this plan)', async () => {
    expect(await page.getByRole('link', { name: /Total Routers/ }).count()).toBe(0);
    await page.getByRole('link', { name: /Total Kiosks/ }).click();
    await page.waitForURL('**/kiosks');
    await page.goBack();
    await page.getByRole('link', { name: /M\.Franchisees/ }).click();
    await page.waitForURL('**/micro-franchisees');
  });
});

describe('Services: Internet Setting (issue 13 §5)', () => {
  it('adds a pack and shows its computed prices, live and in the list', async () => {
    await page.goto(new URL('/services', page.url()).toString());
    await page.getByRole('tab', { name: 'Internet Setting', selected: true }).waitFor();
    expect(await page.getByRole('tab', { name: 'Tax Configuration' }).count()).toBe(1);
    await page.getByRole('button', { name: 'Add Setting' }).click();
    const form = page.getByTestId('internet-setting-form');
    await form.getByLabel(/Pack Name/).fill(PACK);
    await form.getByLabel(/Price Per GB/).fill('1000');
    await form.getByLabel(/Minimum Profit/).fill('20');
    await form.getByLabel(/Bandwidth/).fill('5');
    // 1000 × 120 / 100 = 1200 per GB; 5 Mbps: 30 − 5 × 1 = 25 minutes per GB; 1200 / 25 = 48 a minute.
    expect(await form.getByTestId('pack-total-price').innerText()).toBe('1,200.00 CAF');
    expect(await form.getByTestId('pack-price-per-minute').innerText()).toBe('48.00 CAF');
    // 15 minutes: 48 × 15 = 720 selling, 40 × 15 = 600 buying.
    expect(await form.getByTestId('pack-preview-row').first().innerText()).toMatch(
      /15\s+720\.00 CAF\s+600\.00 CAF/,
    );
    await form.getByRole('button', { name: 'Save Setting' }).click();
    await toast('Setting added Successfully').waitFor();
    const row = page.getByTestId('table-row').filter({ hasText: PACK });
    await row.waitFor();
    expect(await row.innerText()).toMatch(/1,200\.00 CAF[\s\S]*48\.00 CAF/);
    expect(await page.getByTestId('internet-setting-form').count()).toBe(0);
    // The profit calculator is Premium's only.
    expect(await page.getByTestId('profit-calculator').count()).toBe(0);
  });
});
