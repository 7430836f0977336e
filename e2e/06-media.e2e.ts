import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { PNG_1X1, mp4Of } from './support/media-files';
import { signedInFor } from './support/signed-in';

// The Premium staff: the admin's five one-time passwords per 15 minutes go to 01, 02, 03 and 05.
const session = signedInFor('premium.staff@example.com');
let page: Page;

const VIDEO = 'e2e-06-safari.mp4';
const CATEGORY = 'E2E 06 Movies';
/** 8 MB: under the 50 MB resumable threshold, big enough for several progress events on loopback. */
const VIDEO_BYTES = 8 * 1024 * 1024;

beforeAll(() => {
  page = session.page;
});

const toast = (text: string) => page.locator('.mantine-Notification-root').filter({ hasText: text }).first();
const fileRow = (name: string) => page.getByTestId('table-row').filter({ hasText: name });

/** Picks the first partner realm in a dialog's realm picker; answers its label. */
async function pickPartnerRealm(dialog: ReturnType<Page['getByRole']>): Promise<string> {
  await dialog.getByRole('combobox', { name: /^Realm/ }).click();
  const option = page.getByRole('option').filter({ hasText: 'Partner realm' }).first();
  await option.waitFor();
  const label = (await option.innerText()).trim();
  await option.click();
  return label;
}

async function pick(dialog: ReturnType<Page['getByRole']>, field: RegExp, option: string | RegExp) {
  await dialog.getByRole('combobox', { name: field }).click();
  await page.getByRole('option', { name: option }).first().click();
}

/** Opens Add Media and fills it for the video and its thumbnail. */
async function fillVideoUpload(realm: string) {
  await page.getByRole('button', { name: 'Add Media' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Media' });
  await dialog.getByRole('button', { name: 'Upload' }).waitFor();
  await pick(dialog, /^Media Type/, 'Video');
  await pick(dialog, /^Realm/, realm);
  await pick(dialog, /^Category/, CATEGORY);
  await dialog.getByRole('textbox', { name: /^Description/ }).fill('A short safari film');
  const inputs = dialog.locator('input[type="file"]');
  await inputs.nth(0).setInputFiles({ name: VIDEO, mimeType: 'video/mp4', buffer: mp4Of(VIDEO_BYTES) });
  await inputs.nth(1).setInputFiles({ name: 'e2e-06-safari.png', mimeType: 'image/png', buffer: PNG_1X1 });
  return dialog;
}

describe('Offline Files', () => {
  let realm = '';

  it('creates a category in a partner realm', async () => {
    await page.goto('/offline-files');
    await page.getByTestId('data-table').waitFor();
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('button', { name: 'New Category' }).click();
    const dialog = page.getByRole('dialog', { name: 'New Category' });
    await dialog.getByRole('textbox', { name: /^Name/ }).fill(CATEGORY);
    realm = await pickPartnerRealm(dialog);
    await expectNoSeriousA11yViolations(page);
    await dialog.getByRole('button', { name: 'Create' }).click();
    await toast('Media category added').waitFor();
    await page.getByRole('tab', { name: 'Realm Categories' }).click();
    await fileRow(CATEGORY).waitFor();
  });

  it('uploads a video with its thumbnail; the progress bar reaches 100 % and the file lists', async () => {
    await page.getByRole('tab', { name: 'Partner Realms Media' }).click();
    const dialog = await fillVideoUpload(realm);
    await expectNoSeriousA11yViolations(page);
    // Every value the bar shows, recorded in the page: the dialog closes right after 100 %.
    await page.evaluate(() => {
      const seen: string[] = [];
      (window as unknown as { progressSeen: string[] }).progressSeen = seen;
      new MutationObserver(() => {
        const bar = document.querySelector('[data-testid="upload-progress"]');
        const value = bar?.getAttribute('aria-valuenow');
        if (value && seen.at(-1) !== value) seen.push(value);
      }).observe(document.body, { subtree: true, childList: true, attributes: true });
    });
    const [answer] = await Promise.all([
      page.waitForResponse((r) => r.url().endsWith('/v1/files/') && r.request().method() === 'POST'),
      dialog.getByRole('button', { name: 'Upload' }).click(),
    ]);
    expect(answer.status(), await answer.text()).toBe(201);
    await toast('Media file is created successfully').waitFor();
    const seen = await page.evaluate(() => (window as unknown as { progressSeen: string[] }).progressSeen);
    expect(seen).toContain('100');
    expect(seen.map(Number)).toEqual([...seen.map(Number)].sort((a, b) => a - b));
    await fileRow(VIDEO).waitFor();
    expect(await fileRow(VIDEO).innerText()).toContain('Video');
  });

  it("refuses a second upload with the same name with the spec's text", async () => {
    const dialog = await fillVideoUpload(realm);
    const posts: string[] = [];
    page.on('request', (r) => {
      if (r.method() === 'POST' && r.url().endsWith('/v1/files/')) posts.push(r.url());
    });
    await dialog.getByRole('button', { name: 'Upload' }).click();
    await toast(`Main file: ${VIDEO} already exists`).waitFor();
    await expect.poll(() => dialog.getByText(`Main file: ${VIDEO} already exists`).count()).toBe(1);
    expect(posts).toEqual([]);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
  });

  it('disables the file: it leaves the list', async () => {
    await fileRow(VIDEO)
      .getByRole('button', { name: `Disable ${VIDEO}` })
      .click();
    const confirm = page.getByRole('dialog', { name: 'Are you sure you want to disable this media?' });
    await confirm.getByRole('button', { name: 'Disable' }).click();
    await toast('Media has been successfully deleted').waitFor();
    await expect.poll(() => fileRow(VIDEO).count(), { timeout: 10_000 }).toBe(0);
  });
});

describe('Support Tickets', () => {
  it('creates a Router ticket and sees it in the ROUTER DEPARTMENT table', async () => {
    const message = `E2E 06: the lobby box is down (${Date.now()})`;
    await page.goto('/support-tickets');
    await page.getByRole('table', { name: 'ROUTER DEPARTMENT' }).waitFor();
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('button', { name: 'Add Ticket' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Ticket' });
    await dialog.getByRole('textbox', { name: /^Subject/ }).fill('Router offline');
    await pick(dialog, /^Department/, 'Router');
    await pick(dialog, /^Priority/, 'High');
    await dialog.getByRole('textbox', { name: /^Message/ }).fill(message);
    await expectNoSeriousA11yViolations(page);
    await dialog.getByRole('button', { name: 'Submit' }).click();
    await toast("Ticket submitted, we'll get back to you as soon as possible.").waitFor();
    const routerTable = page.getByRole('table', { name: 'ROUTER DEPARTMENT' });
    const row = routerTable.getByTestId('table-row').filter({ hasText: message.slice(0, 20) });
    await row.first().waitFor();
    expect(await row.first().getByTestId('status-badge').innerText()).toBe('Open');
    const others = page.getByRole('table', { name: 'OTHERS' });
    expect(
      await others
        .getByTestId('table-row')
        .filter({ hasText: message.slice(0, 20) })
        .count(),
    ).toBe(0);
  });
});
