import { readFileSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { accessTokenOf, api } from './support/api';
import { launchBrowser, newPage } from './support/browser';
import { type ChilliBox, startChilliBox } from './support/chilli';
import { PNG_1X1, pngOf } from './support/media-files';
import { radclient } from './support/radius';
import { signedInFor } from './support/signed-in';

type Voucher = { code: string; status: string };
type BulkAnswer = { created_count: number; failed_count: number; batch_id: string; vouchers: Voucher[] };

// The vouchers and, from their guest's side, the captive portal, in one file: each sign-in mails an OTP and an
// account may have 5 in 15 minutes (premium.admin's are used up by 01–05).
const session = signedInFor('premium.admin@example.com');
let page: Page;
let token: string;
let created: Voucher[] = [];
let createdBatch = '';
// The guest's side: a phone-sized window of its own, and the box it joins through.
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
const voucherRow = (code: string) => page.getByTestId('table-row').filter({ hasText: code });
const downloadOf = async (button: string) => {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: button }).click(),
  ]);
  return { name: download.suggestedFilename(), body: readFileSync((await download.path())!) };
};

describe('Vouchers & Sessions', () => {
  it('creates 5 vouchers, prints them and lists them', async () => {
    await page.goto('/vouchers');
    await page.getByTestId('stat-value').first().waitFor();
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('button', { name: 'Create Voucher' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create Voucher' });
    await dialog.getByRole('button', { name: 'Create' }).waitFor();
    await expectNoSeriousA11yViolations(page);
    await dialog.getByRole('textbox', { name: 'Number of vouchers' }).fill('5');
    const [answer] = await Promise.all([
      page.waitForResponse((r) => r.url().endsWith('/admin/vouchers/create/bulk')),
      dialog.getByRole('button', { name: 'Create' }).click(),
    ]);
    const bulk = (await answer.json()) as BulkAnswer;
    expect(answer.status()).toBe(201);
    expect(bulk.created_count).toBe(5);
    created = bulk.vouchers;
    createdBatch = bulk.batch_id;
    await toast('Successfully created 5 voucher(s)').first().waitFor();

    const csv = await downloadOf('Download CSV');
    expect(csv.name).toBe(`vouchers-${bulk.batch_id}.csv`);
    const lines = csv.body.toString('utf8').trim().split('\n');
    expect(lines[0]).toBe('code,duration_minutes,multi_user,expires,network');
    expect(lines.slice(1).map((l) => l.split(',').slice(0, 3).join(','))).toEqual(
      expect.arrayContaining(created.map((v) => `${v.code},60,false`)),
    );
    const pdf = await downloadOf('Print vouchers (PDF)');
    expect(pdf.body.subarray(0, 5).toString('latin1')).toBe('%PDF-');

    // The panel's Close, not the dialog's X (both are named Close).
    await dialog.getByTestId('batch-print-panel').getByRole('button', { name: 'Close' }).click();
    for (const voucher of created) {
      await voucherRow(voucher.code).waitFor();
      expect(await voucherRow(voucher.code).getByTestId('status-badge').innerText()).toBe('Active');
    }
  });

  it('revokes one voucher: its status changes to Revoked', async () => {
    const code = created[0]!.code;
    await voucherRow(code)
      .getByRole('button', { name: `View voucher ${code}` })
      .click();
    const details = page.getByRole('dialog', { name: 'Voucher Details' });
    await details.getByRole('button', { name: 'Revoke' }).waitFor();
    await expectNoSeriousA11yViolations(page);
    await details.getByRole('button', { name: 'Revoke' }).click();
    const confirm = page.getByRole('dialog', { name: 'Are you sure you want to revoke this voucher?' });
    await confirm.getByRole('button', { name: 'Revoke' }).click();
    await toast('Voucher revoked successfully').first().waitFor();
    await expect
      .poll(() => voucherRow(code).getByTestId('status-badge').innerText(), { timeout: 10_000 })
      .toBe('Revoked');
  });

  it('voucher search finds a code', async () => {
    const code = created[2]!.code;
    await page.goto('/vouchers');
    await page.getByTestId('table-row').first().waitFor();
    // Typed as a guest reads it off a card: lower case, with the dash of the sheet.
    const typed = `${code.slice(0, 4)}-${code.slice(4)}`.toLowerCase();
    await page.getByPlaceholder('Search by code').fill(typed);
    await expect.poll(() => new URL(page.url()).searchParams.get('search')).toBe(typed);
    await expect.poll(() => page.getByTestId('table-row').count(), { timeout: 10_000 }).toBe(1);
    expect(await page.getByTestId('table-row').first().innerText()).toContain(code);
    // A part of a code in the middle finds it too, and the search survives a reload (it is in the URL).
    await page.getByPlaceholder('Search by code').fill(code.slice(2, 6));
    await expect.poll(() => new URL(page.url()).searchParams.get('search')).toBe(code.slice(2, 6));
    await voucherRow(code).waitFor();
    await page.reload();
    await voucherRow(code).waitFor();
    expect(await page.getByPlaceholder('Search by code').inputValue()).toBe(code.slice(2, 6));
    await expectNoSeriousA11yViolations(page);
  });

  it('filters by status and revokes the selected vouchers in bulk', async () => {
    await page.goto('/vouchers?status=active');
    const [third, fourth] = [created[3]!.code, created[4]!.code];
    await voucherRow(third).waitFor();
    await page.getByRole('checkbox', { name: `Select ${third}` }).check();
    await page.getByRole('checkbox', { name: `Select ${fourth}` }).check();
    await page.getByTestId('bulk-bar').getByRole('button', { name: 'Revoke' }).click();
    const confirm = page.getByRole('dialog', { name: 'Are you sure you want to revoke 2 voucher(s)?' });
    await expectNoSeriousA11yViolations(page);
    await confirm.getByRole('button', { name: 'Revoke' }).click();
    await toast('Successfully revoked 2 voucher(s)').first().waitFor();
    // The list keeps only active vouchers: the revoked ones leave it.
    await voucherRow(third).waitFor({ state: 'detached', timeout: 10_000 });
    await page.getByRole('button', { name: 'Clear filters' }).click();
    await expect
      .poll(() => voucherRow(fourth).getByTestId('status-badge').innerText(), { timeout: 10_000 })
      .toBe('Revoked');
  });

  it('downloads a past batch again', async () => {
    await page.getByRole('button', { name: 'Past batches' }).click();
    const dialog = page.getByRole('dialog', { name: 'Voucher batches' });
    const row = dialog.getByTestId('voucher-batch').first();
    await row.waitFor();
    await expectNoSeriousA11yViolations(page);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      row.getByRole('button', { name: /^CSV of the batch of / }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`vouchers-${createdBatch}.csv`);
    const lines = readFileSync((await download.path())!)
      .toString('utf8')
      .trim()
      .split('\n');
    expect(lines).toHaveLength(6);
    await page.keyboard.press('Escape');
  });

  it('shows a session a box starts over RADIUS within one refresh, and terminates it', async () => {
    // The page is open on the sessions tab before the guest logs in: the row must come with a refresh.
    await page.goto('/vouchers?tab=sessions');
    await page.getByTestId('data-table').waitFor();
    const me = await api<{ partner: { id: number } }>(token, 'GET', '/v1/auth/users/me/');
    const routers = await api<{ results: { id: number; serial_number: string }[] }>(
      token,
      'GET',
      `/v1/routers/?partner=${me.partner.id}`,
    );
    const box = routers.results[0]!;
    const { secret } = await api<{ secret: string }>(token, 'POST', `/v1/routers/${box.id}/radius-secret/`);
    const code = created[1]!.code;
    const mac = 'E2-E2-E2-00-00-05';
    const guest = {
      'User-Name': code,
      'NAS-Identifier': box.serial_number,
      'Calling-Station-Id': mac,
      'Framed-IP-Address': '10.20.30.40',
    };
    const login = { ...guest, 'User-Password': code, 'Message-Authenticator': { raw: '0x00' } };
    expect(await radclient('auth', secret, login)).toContain('Access-Accept');
    expect(
      await radclient('acct', secret, {
        ...guest,
        'Acct-Status-Type': 'Start',
        'Acct-Session-Id': 'e2e-05-1',
      }),
    ).toContain('Accounting-Response');

    const row = page.getByTestId('table-row').filter({ hasText: 'E2:E2:E2:00:00:05' });
    // One refresh is 30 s; a little more for the request itself.
    await row.waitFor({ timeout: 40_000 });
    expect(await row.getByTestId('status-badge').innerText()).toBe('Connected');
    await row.getByRole('button', { name: /^View session/ }).click();
    const details = page.getByRole('dialog', { name: 'Session Details' });
    await details.getByText(code).waitFor();
    await expectNoSeriousA11yViolations(page);
    await details.getByRole('button', { name: 'Terminate' }).click();
    const confirm = page.getByRole('dialog', { name: 'Are you sure you want to terminate this session?' });
    await confirm.getByRole('button', { name: 'Terminate' }).click();
    await toast('Session terminated successfully').first().waitFor({ timeout: 15_000 });
    await expect
      .poll(() => row.getByTestId('status-badge').innerText(), { timeout: 10_000 })
      .toBe('Disconnected');
  });
});

describe('the guest portal', () => {
  it('customises a portal: name, message, colour and logo', async () => {
    await page.goto('/captive-portal');
    const row = page.getByTestId('table-row').first();
    await row.waitFor();
    // The serial as the row's Customize button names it (the cells move with the checkbox column).
    const customize = row.getByRole('button', { name: /^Customize the captive portal of router / });
    const serial = (await customize.getAttribute('aria-label'))!.replace(
      'Customize the captive portal of router ',
      '',
    );
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
    // The box logged this device in over RADIUS: the portal finds the voucher's time by code and MAC.
    await guest.getByText('Time left: 1 hour').waitFor();
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
  it('answers the survey and rates 4 stars: the answer shows on the Response tab, the rating on Analytics', async () => {
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

    // The rating on its page: the Analytics page's Feedback tab, last 30 days by default.
    await page.goto('/analytics?tab=feedback-analytics');
    const rating = page.getByTestId('table-row').filter({ hasText: 'Quick and easy' });
    await rating.waitFor();
    await rating.getByRole('img', { name: '4 of 5 stars' }).waitFor();
    await expectNoSeriousA11yViolations(page);

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
