import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { signedInFor } from './support/signed-in';

const session = signedInFor('kiosk.admin@example.com');
let page: Page;

// Unique per run: the e2e server's data lives for the whole run.
const stamp = Date.now().toString(36);
const officer = {
  first: 'Eric',
  last: `Fieldtest${stamp}`,
  email: `field.${stamp}@example.com`,
  phone: `+250 78${String(Date.now()).slice(-7)}`,
};
const fullName = `${officer.first} ${officer.last}`;

beforeAll(() => {
  page = session.page;
});

const toast = (text: string) =>
  page.locator('.mantine-Notification-description', { hasText: text }).first().waitFor();

describe('User Management (issue 13 §1)', () => {
  it('registers a Field Officer on User SignUp and lists them on System Admins', async () => {
    await page.goto('/user-signup');
    await page.getByRole('heading', { name: 'User SignUp', level: 1 }).waitFor();
    await page.getByLabel('First Name').fill(officer.first);
    await page.getByLabel('Last Name').fill(officer.last);
    await page.getByLabel('Email').fill(officer.email);
    await page.getByLabel('Phone Number').fill(officer.phone);
    await page.getByRole('combobox', { name: /User Type/ }).click();
    await page.getByRole('option', { name: 'Field Officer' }).click();
    expect(await page.getByLabel('Role').inputValue()).toBe('field_officer');
    await page.getByRole('button', { name: 'Register User' }).click();
    await toast('user added Successfully');
    await page.waitForURL('**/system-admin');
    await page.getByPlaceholder('Search users').fill(officer.last);
    // The search reaches the URL after its debounce; a click before it would be undone by it.
    await page.waitForURL(/search=/);
    const row = page.getByTestId('table-row').filter({ hasText: fullName });
    await row.waitFor();
    expect(await row.innerText()).toContain('Field Officer');
  });

  it('suspends them from their profile after the confirmation, and the status turns red', async () => {
    await page.getByRole('link', { name: `View ${fullName}` }).click();
    await page.getByRole('heading', { name: fullName, level: 1 }).waitFor();
    await page.getByRole('button', { name: 'Suspend' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText(`Are You sure you want to suspend ${fullName}?`).waitFor();
    await dialog.getByRole('button', { name: 'Suspend' }).click();
    await toast('User suspended successfully');
    await dialog.waitFor({ state: 'hidden' });
    const status = page.locator('[data-status="suspended"]');
    await status.waitFor();
    const [red, green] = await status.evaluate((el) => {
      const [r = 0, g = 0] = getComputedStyle(el).color.match(/\d+/g)!.map(Number);
      return [r, g];
    });
    expect(red).toBeGreaterThan(green);
    await page.getByRole('button', { name: 'Activate' }).waitFor();
  });

  it('the new field officer is listed on /field-officers', async () => {
    await page.goto('/field-officers?tab=all');
    const row = page.getByTestId('table-row').filter({ hasText: fullName });
    await row.waitFor({ timeout: 10_000 });
    expect(await row.innerText()).toContain(officer.email);
  });
});
