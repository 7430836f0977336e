import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { signedInFor } from './support/signed-in';
import { sidebarTitles } from './support/flows';

/**
 * Issue 13 §2, §3 and §7 in Chromium, signed in once as the Kiosk plan's admin: the plan's menu, a kiosk
 * assigned from a micro franchisee's profile and seen on both pages, and a franchisee suspended from the
 * profile. The demo Kiosk partner has free kiosks and active franchisees without one (tests/seed.test.ts).
 */
const session = signedInFor('kiosk.admin@example.com');
let page: Page;

beforeAll(async () => {
  page = session.page;
});

/**
 * Opens a demo franchisee's profile found by e-mail: micro8 and micro9 of Huye Kiosks are active and run no
 * kiosk (the demo gives kiosks to the first seven; tests/seed.test.ts keeps two such franchisees).
 */
async function openFranchisee(email: string): Promise<string> {
  await page.goto(`/micro-franchisees?search=${encodeURIComponent(email)}`);
  const row = page
    .getByRole('table', { name: 'Active Micro Franchisees' })
    .getByTestId('table-row')
    .filter({ hasText: email });
  await row.waitFor();
  await row.getByRole('link', { name: /^View / }).click();
  await page.waitForURL('**/micro-profile-details/*');
  return (await page.getByRole('heading', { level: 2 }).innerText()).trim();
}

describe('the Kiosk plan: people and kiosks (issue 13)', () => {
  it('shows the Kiosk plan menu and hides the spec’s others', async () => {
    await page.goto('/dashboard');
    const titles = await sidebarTitles(page);
    for (const shown of [
      'Micro Franchisee Management',
      'Kiosk Management',
      'Officers',
      'App store',
      'User Management',
    ])
      expect(titles, shown).toContain(shown);
    for (const hidden of [
      'Router Management',
      'Content Management',
      'Shiriki Add-On',
      'Landing Page Builder',
      'SMEs',
    ])
      expect(titles, hidden).not.toContain(hidden);
  });

  it('assigns a kiosk from the profile and sees it there and on the Assigned tab of /kiosks', async () => {
    const name = await openFranchisee('micro9.huye-kiosks@example.com');
    expect((await page.getByTestId('profile-kiosk').innerText()).trim()).toBe('-');
    await page.getByRole('button', { name: 'Assign Kiosk' }).click();
    const dialog = page.getByRole('dialog', { name: 'Assign Kiosk' });
    const assign = dialog.getByRole('button', { name: 'Assign', exact: true });
    const firstKiosk = dialog.getByRole('radio').first();
    await firstKiosk.waitFor();
    expect(await assign.isDisabled()).toBe(true);
    const serial = (await dialog.locator('label').filter({ hasText: /KSK/ }).first().innerText()).trim();
    await firstKiosk.check();
    expect(await assign.isDisabled()).toBe(false);
    await assign.click();
    await page.getByTestId('profile-kiosk').filter({ hasText: serial }).waitFor();
    await page.getByRole('button', { name: 'Unassign Kiosk' }).waitFor();

    await page.goto(`/kiosks?tab=assigned&search=${encodeURIComponent(serial)}`);
    const row = page
      .getByRole('table', { name: 'Kiosks' })
      .getByTestId('table-row')
      .filter({ hasText: serial });
    await row.waitFor();
    expect(await row.innerText()).toContain(name);
  });

  it('suspends a franchisee from the profile: confirmation, red status, listed under Suspended', async () => {
    const name = await openFranchisee('micro8.huye-kiosks@example.com');
    await page.getByRole('button', { name: 'Suspend' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText('Are You sure you want to suspend this user?').waitFor();
    await dialog.getByRole('button', { name: 'Yes' }).click();
    await page.getByText('User suspended successfully').waitFor();
    const status = page.locator('[data-status="suspended"]');
    await status.waitFor();
    const color = await status.evaluate((el) => getComputedStyle(el).color);
    const [r, g, b] = color.match(/\d+/g)!.map(Number);
    expect(r).toBeGreaterThan(150);
    expect(g! + b!).toBeLessThan(r!);
    await page.getByRole('button', { name: 'Activate' }).waitFor();

    await page.goto('/micro-franchisees?tab=suspended&search=micro8.huye-kiosks');
    const suspended = page.getByRole('table', { name: 'Active Micro Franchisees' });
    await suspended.getByTestId('table-row').filter({ hasText: name }).waitFor();
  });
});
