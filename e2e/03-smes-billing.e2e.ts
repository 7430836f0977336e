import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { signedInFor } from './support/signed-in';
import { accessTokenOf, api } from './support/api';
import { expectNoSeriousA11yViolations } from './support/a11y';

// The demo seed's Kigali Connect SME whose current billing is unpaid and not yet due (status Due).
const DUE_SME = 'Kigali City Tower Mall';

type Billing = {
  id: number;
  sme: { id: number; name: string };
  due_date: string;
  is_paid: boolean;
  is_latest_unpaid: boolean;
  invoice_number: string;
};
type Page_<T> = { results: T[] };

const session = signedInFor('premium.admin@example.com');
let page: Page;
let token: string;

beforeAll(async () => {
  page = session.page;
  token = (await accessTokenOf(page))!;
});

const toast = (text: string) => page.locator('.mantine-Notification-root').filter({ hasText: text });

describe('SMEs', () => {
  it("refuses a register form with a field missing ('All fields are required'), then registers the SME", async () => {
    await page.goto('/smes');
    await page.getByTestId('table-row').first().waitFor();
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('button', { name: 'Add SME' }).click();
    const dialog = page.getByRole('dialog', { name: 'Register SME' });
    await dialog.getByRole('button', { name: 'Register SME' }).waitFor();
    await expectNoSeriousA11yViolations(page);
    const field = (label: string) => dialog.getByRole('textbox', { name: new RegExp(`^${label}`) });
    await field('Name').fill('Gisenyi Beach Hotel');
    await field('TIN Number').fill('102938475');
    await field('Admin Name').fill('Aline Uwase');
    await field('Phone').fill('+250 788 555 123');
    await field('Admin Email').fill('aline.uwase@gisenyi-beach.example.com');
    await dialog.getByRole('combobox', { name: /^Subscription Plan/ }).click();
    await page.getByRole('option', { name: /^Starter/ }).click();
    await dialog.getByRole('combobox', { name: /^Type/ }).click();
    await page.getByRole('option', { name: 'Hotels' }).click();
    // Location left empty.
    await dialog.getByRole('button', { name: 'Register SME' }).click();
    await toast('All fields are required').waitFor();
    expect(await dialog.isVisible()).toBe(true);

    await field('Location').fill('Rubavu');
    await dialog.getByRole('button', { name: 'Register SME' }).click();
    await toast('Sme registered successfully').waitFor();
    await page.goto('/smes?search=Gisenyi');
    const row = page.getByTestId('table-row').filter({ hasText: 'Gisenyi Beach Hotel' });
    await row.waitFor();
    // A new SME starts its trial: 30 days remaining.
    expect(await row.innerText()).toContain('30 days remaining');
  });
});

describe('billing', () => {
  it('marks the latest unpaid billing paid, and the billing and the SME change status', async () => {
    const list = await api<Page_<Billing>>(token, 'GET', '/v1/partner/billing/?page_size=100&is_paid=false');
    const billing = list.results.find((b) => b.sme.name === DUE_SME && b.is_latest_unpaid)!;
    expect(billing).toBeTruthy();

    await page.goto('/billings?tab=subscription&page_size=50');
    const row = page.getByTestId('table-row').filter({
      has: page.getByRole('checkbox', { name: `Select ${DUE_SME} ${billing.due_date}` }),
    });
    expect(await row.getByTestId('billing-status').innerText()).toBe('Unpaid');
    await expectNoSeriousA11yViolations(page);
    await row.getByRole('checkbox').check();
    await page.getByRole('button', { name: 'Mark As Paid' }).click();
    const dialog = page.getByRole('dialog', { name: 'Are you sure you want to mark the billing as paid' });
    await dialog.getByRole('combobox', { name: /Payment method/ }).click();
    await page.getByRole('option', { name: 'Mobile money' }).click();
    await dialog.getByRole('textbox', { name: /Payment reference/ }).fill('MP-2026-0042');
    await expectNoSeriousA11yViolations(page);
    await dialog.getByRole('button', { name: 'Mark As Paid' }).click();
    await toast('The billing marked as paid successfully').waitFor();
    // The page reloads its lists two seconds later.
    await row.getByTestId('billing-status').filter({ hasText: 'Paid' }).waitFor({ timeout: 10_000 });

    await page.goto(`/smes?search=${encodeURIComponent(DUE_SME)}`);
    const smeRow = page.getByTestId('table-row').filter({ hasText: DUE_SME });
    await smeRow.waitFor();
    await expectNoSeriousA11yViolations(page);
    expect(await smeRow.innerText()).not.toMatch(/\bDue\b/);
  });

  it('downloads an invoice as a PDF named invoice_{number}.pdf', async () => {
    await page.goto('/billings?tab=subscription');
    const button = page.getByRole('button', { name: /^Download invoice INV-/ }).first();
    const name = (await button.getAttribute('aria-label')) ?? '';
    const number = name.replace('Download invoice ', '');
    const [download] = await Promise.all([page.waitForEvent('download'), button.click()]);
    expect(download.suggestedFilename()).toBe(`invoice_${number}.pdf`);
    const file = await download.path();
    expect(readFileSync(file).subarray(0, 4).toString('latin1')).toBe('%PDF');
    await toast('Invoice downloaded successfully').waitFor();
  });

  it("refuses a coupon of 0 percent with 'Please enter a discount percentage'", async () => {
    await page.goto('/billings?tab=discount-coupons');
    await page.getByTestId('table-row').first().waitFor();
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('button', { name: 'Create Coupon' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create Coupon' });
    await dialog.getByRole('button', { name: 'Create Coupon' }).waitFor();
    await expectNoSeriousA11yViolations(page);
    await dialog.getByRole('combobox', { name: /^SME/ }).click();
    await page.getByRole('option', { name: 'Heaven Restaurant' }).click();
    await dialog.getByRole('combobox', { name: /^Add-Ons/ }).click();
    await page.getByRole('option', { name: 'Survey' }).click();
    await page.keyboard.press('Escape');
    await dialog.getByRole('textbox', { name: /^Code/ }).fill('ZEROCENT');
    await dialog.getByRole('textbox', { name: /^Discount Percentage/ }).fill('0');
    await dialog.getByRole('button', { name: 'Create Coupon' }).click();
    await dialog.getByText('Please enter a discount percentage').waitFor();
    const coupons = await api<Page_<{ code: string }>>(token, 'GET', '/v1/discount-coupon/?page_size=100');
    expect(coupons.results.map((c) => c.code)).not.toContain('ZEROCENT');
  });
});
