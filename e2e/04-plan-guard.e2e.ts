import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { signedInFor } from './support/signed-in';
import { sidebarTitles } from './support/flows';

const session = signedInFor('kiosk.admin@example.com');
let page: Page;

beforeAll(async () => {
  page = session.page;
});

describe('plans guard pages (decision 011)', () => {
  it('the Kiosk plan typing /smes sees the not-allowed page, and its SME list is never asked for', async () => {
    const smeCalls: string[] = [];
    page.on('request', (r) => {
      if (/\/v1\/smes\b/.test(r.url())) smeCalls.push(r.url());
    });
    await page.goto('/smes');
    const notAllowed = page.getByTestId('not-allowed-page');
    await notAllowed.waitFor();
    expect(await notAllowed.getByRole('heading', { level: 1 }).innerText()).toBe('Not included in your plan');
    expect(smeCalls).toEqual([]);
    await notAllowed.getByRole('link', { name: 'Go to the dashboard' }).click();
    await page.waitForURL('**/dashboard');
  });

  it('the Kiosk plan has no Billing entry and /billings is refused too', async () => {
    expect(await sidebarTitles(page)).not.toContain('Billing');
    await page.goto('/billings');
    await page.getByTestId('not-allowed-page').waitFor();
  });
});
