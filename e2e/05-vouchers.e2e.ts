import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { accessTokenOf, api } from './support/api';
import { radclient } from './support/radius';
import { signedInFor } from './support/signed-in';

type Voucher = { code: string; status: string };
type BulkAnswer = { created_count: number; failed_count: number; batch_id: string; vouchers: Voucher[] };

const session = signedInFor('premium.admin@example.com');
let page: Page;
let token: string;
let created: Voucher[] = [];

beforeAll(async () => {
  page = session.page;
  token = (await accessTokenOf(page))!;
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
