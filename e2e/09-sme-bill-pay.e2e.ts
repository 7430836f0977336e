import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { accessTokenOf, api } from './support/api';
import { launchBrowser, newPage } from './support/browser';
import { signedInFor } from './support/signed-in';

// Issue 32 §3, decision 078: an SME suspended for non-payment pays its overdue bill on a phone from the
// link in its billing mail (the demo SME-plan partner takes mobile money through the local sandbox) and is
// no longer suspended. The billing engine's first run at start mailed the overdue reminders. It runs before
// 10-analytics, whose set-up settles every late billing of the same partner (files run in name order).
const session = signedInFor('sme.admin@example.com');
const shots = process.env.E2E_SHOTS;
const SUCCESS_NUMBER = '0780 000 001';
let token: string;
let phoneBrowser: Browser;
let phone: Page;
let sme: Sme;
let payPath = '';

type Sme = { id: number; name: string; admin_email: string; status: string; suspended_reason: string | null };

beforeAll(async () => {
  token = (await accessTokenOf(session.page))!;
  phoneBrowser = await launchBrowser();
  ({ page: phone } = await newPage(phoneBrowser, { width: 390, height: 844 }));
});
afterAll(async () => {
  await phoneBrowser?.close();
});

/** The pay link in the newest mail to this address (the outbox is DATA_DIR/mail, quoted-printable). */
function payLinkMailedTo(email: string): string | null {
  const mailDir = join(inject('dataDir'), 'mail');
  for (const file of readdirSync(mailDir)
    .filter((f) => f.endsWith('.eml'))
    .sort()
    .reverse()) {
    const raw = readFileSync(join(mailDir, file), 'utf8')
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
    if (!new RegExp(`^To: ${email.replace(/[.+]/g, '\\$&')}$`, 'mi').test(raw)) continue;
    const link = /https?:\/\/\S+(\/pay\/billing\/[\w.-]+)/.exec(raw)?.[1];
    if (link) return link;
  }
  return null;
}

describe('an SME paying its bill with mobile money', () => {
  it('finds the SME suspended for non-payment and the pay link in its billing mail', async () => {
    const smes = await api<{ results: Sme[] }>(token, 'GET', '/v1/smes/?page=1&page_size=100');
    sme = smes.results.find((s) => s.suspended_reason === 'non_payment')!;
    expect(sme.status).toBe('Suspended');
    payPath = payLinkMailedTo(sme.admin_email)!;
    expect(payPath).toMatch(/^\/pay\/billing\//);
  });

  it('pays the bill on a 390×844 phone and is no longer suspended', async () => {
    await phone.goto(payPath);
    await phone.getByRole('heading', { name: 'Pay your bill' }).waitFor();
    await expectNoSeriousA11yViolations(phone);
    if (shots) await phone.screenshot({ path: join(shots, 'sme-pay-form-phone.png'), fullPage: true });
    await phone.getByLabel(/Mobile money number/).fill(SUCCESS_NUMBER);
    await phone.getByRole('button', { name: /^Pay RWF/ }).click();
    // The waiting page reloads itself until the sandbox has approved.
    await phone.getByText('Your bill is paid.').waitFor({ timeout: 30_000 });
    if (shots) await phone.screenshot({ path: join(shots, 'sme-paid-phone.png'), fullPage: true });
    const after = await api<Sme>(token, 'GET', `/v1/smes/${sme.id}/`);
    expect(after.status).not.toBe('Suspended');
    expect(after.suspended_reason).toBeNull();
    // The link now says the bill is paid and asks for nothing.
    await phone.goto(payPath);
    await phone.getByText(/This bill was paid on/).waitFor();
    expect(await phone.getByRole('button').count()).toBe(0);
  });
});
