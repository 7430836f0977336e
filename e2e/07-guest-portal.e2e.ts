import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { accessTokenOf, api } from './support/api';
import { launchBrowser, newPage } from './support/browser';
import { type ChilliBox, startChilliBox } from './support/chilli';
import { PNG_1X1, pngOf } from './support/media-files';
import { signedInFor } from './support/signed-in';

// The partner's side in one signed-in page, the guest's on a phone-sized window of its own.
const session = signedInFor('premium.admin@example.com');
let page: Page;
let token: string;
let guestBrowser: Browser;
let guest: Page;
let box: { id: number; serial_number: string };
let chilli: ChilliBox;
let survey: { id: number };
const GUEST_MAC = 'E2-E2-E2-00-00-07';

beforeAll(async () => {
  page = session.page;
  token = (await accessTokenOf(page))!;
  guestBrowser = await launchBrowser();
  ({ page: guest } = await newPage(guestBrowser, { width: 360, height: 740 }));
});
afterAll(async () => {
  await chilli?.close();
  await guestBrowser?.close();
});

const toast = (text: string) => page.locator('.mantine-Notification-root').filter({ hasText: text });

describe('the guest portal', () => {
  it('customises a portal: name, message, colour and logo', async () => {
    await page.goto('/captive-portal');
    const row = page.getByTestId('table-row').first();
    await row.waitFor();
    const serial = (await row.getByRole('cell').nth(1).innerText()).trim();
    const portals = await api<{ results: { id: number; router: { id: number; serial_number: string } }[] }>(
      token,
      'GET',
      '/v1/captive-portal/?page=1&page_size=10',
    );
    box = portals.results.find((p) => p.router.serial_number === serial)!.router;
    await row.getByRole('button', { name: `Customize the captive portal of router ${serial}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Customize Captive Portal' });
    await dialog.getByRole('textbox', { name: 'Name' }).fill('Nyota Cafe');
    await dialog.getByRole('textbox', { name: 'Primary Message' }).fill('Karibu! Fast Wi-Fi here');
    await dialog.getByRole('textbox', { name: 'Background Colour' }).fill('#7b1fa2');
    await dialog
      .locator('input[type=file]')
      .setInputFiles({ name: 'nyota.png', mimeType: 'image/png', buffer: PNG_1X1 });
    await dialog.getByRole('button', { name: 'Save' }).click();
    await toast('Captive portal updated successfully').first().waitFor();
  });

  it('gives the box a realm with a survey (the partner has the Survey add-on)', async () => {
    const me = await api<{ partner: { id: number } }>(token, 'GET', '/v1/auth/users/me/');
    const realms = await api<{ results: { id: number }[] }>(
      token,
      'GET',
      `/v1/realms/?partner=${me.partner.id}`,
    );
    const realm = realms.results[0]!.id;
    await api(token, 'POST', '/v1/routers/add-to-realm/', { realm, routers: [box.id] });
    survey = await api<{ id: number }>(token, 'POST', '/v1/surveys/', {
      title: 'E2E visit survey',
      realm,
      enabled: true,
    });
    await api(token, 'PUT', `/v1/survey-questions/?survey=${survey.id}`, {
      questions: [
        { text: 'How did you hear of us?', answer_type: 'multiple_choice', options: ['A friend', 'A sign'] },
      ],
    });
  });

  it('shows the branding to a guest on a phone, who logs in with a voucher through the box', async () => {
    const voucher = await api<{ code: string }>(
      token,
      'POST',
      '/radius/kigali-connect/admin/vouchers/create',
      { duration: 3600 },
    );
    const { secret } = await api<{ secret: string }>(token, 'POST', `/v1/routers/${box.id}/radius-secret/`);
    chilli = await startChilliBox(box.serial_number, secret);
    await guest.goto(chilli.portalUrl({ mac: GUEST_MAC, ip: '10.1.0.77', userurl: 'http://example.org/' }));
    await guest.getByRole('heading', { name: 'Nyota Cafe' }).waitFor();
    await guest.getByText('Karibu! Fast Wi-Fi here').waitFor();
    expect(await guest.locator('header img').getAttribute('src')).toMatch(/^\/media\/logos\/.+\.png$/);
    expect(await guest.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe(
      'rgb(123, 31, 162)',
    );
    await expectNoSeriousA11yViolations(guest);
    await guest.getByRole('link', { name: 'Get Started' }).click();
    await guest.getByRole('textbox', { name: 'Voucher code' }).fill(voucher.code.toLowerCase());
    await expectNoSeriousA11yViolations(guest);
    await guest.getByRole('button', { name: 'Connect', exact: true }).click();
    await guest.getByText('You are connected').waitFor();
    await guest.getByText(voucher.code).waitFor();
    await expectNoSeriousA11yViolations(guest);
  });

  it('shows the guest session the box started on /vouchers', async () => {
    await page.goto('/vouchers?tab=sessions');
    const row = page.getByTestId('table-row').filter({ hasText: 'E2:E2:E2:00:00:07' });
    // One refresh is 30 s; a little more for the request itself.
    await row.waitFor({ timeout: 40_000 });
    expect(await row.getByTestId('status-badge').innerText()).toBe('Connected');
  });
});

describe('after the guest is connected', () => {
  it('answers the survey and rates 4 stars; both are stored and the answer shows on the Response tab', async () => {
    await guest.getByRole('heading', { name: 'E2E visit survey' }).waitFor();
    await guest.getByRole('radio', { name: 'A friend' }).check();
    await guest.getByRole('button', { name: 'Send' }).first().click();
    await guest.getByText('Your answer has been saved.').waitFor();
    // The stars are radio buttons drawn by their labels (the radio itself is visually hidden): a guest taps
    // the fourth star.
    await guest.getByTitle('4 of 5 stars').click();
    expect(await guest.getByRole('radio', { name: /4 of 5 stars/ }).isChecked()).toBe(true);
    await guest.getByRole('textbox', { name: 'Comment (optional)' }).fill('Quick and easy');
    await expectNoSeriousA11yViolations(guest);
    await guest.getByRole('button', { name: 'Send' }).click();
    await guest.getByText('Thank you!').waitFor();

    const stored = await api<{ results: { rating: number; comment: string }[] }>(token, 'GET', '/v1/rating/');
    expect(stored.results).toEqual(
      expect.arrayContaining([expect.objectContaining({ rating: 4, comment: 'Quick and easy' })]),
    );

    await page.goto(`/survey-questions/${survey.id}`);
    await page.getByRole('tab', { name: 'Response' }).click();
    const count = page.getByTestId('choice-count').filter({ hasText: 'A friend' });
    await count.waitFor();
    expect(await count.innerText()).toMatch(/A friend\s*1/);
  });
});

describe('adverts', () => {
  it('refuses a portrait image in the browser, with the Portrait message and a Preview link', async () => {
    await page.goto('/add-advert');
    await page.getByRole('combobox', { name: /^Media Type/ }).click();
    await page.getByRole('option', { name: 'Image' }).click();
    await page
      .locator('input[type=file]')
      .setInputFiles({ name: 'tall.png', mimeType: 'image/png', buffer: pngOf(300, 600) });
    await page
      .getByText('The uploaded image or video is in Portrait mode. Please upload a Landscape image or video.')
      .waitFor();
    await page.getByRole('link', { name: 'Preview' }).waitFor();
    await expectNoSeriousA11yViolations(page);
  });
});
