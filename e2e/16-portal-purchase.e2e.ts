import { join } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { accessTokenOf, api } from './support/api';
import { launchBrowser, newPage } from './support/browser';
import { signedInFor } from './support/signed-in';

// Issue 32 §2, decision 078: a guest on a 390×844 phone buys 60 minutes for 300 RWF on the demo portal with
// mobile money, approves (the local sandbox provider approves test numbers after a short delay), closes
// and reopens the portal mid-payment and finds it, and is connected. The demo Premium partner has the token
// purchase add-on on and the sandbox's credentials (its seed).
const session = signedInFor('premium.admin@example.com');
/** Set E2E_SHOTS to a folder to keep screenshots of the purchase pages. */
const shots = process.env.E2E_SHOTS;
/** The sandbox's "success" number (README): approved after the sandbox's approval delay. */
const SUCCESS_NUMBER = '0780 000 001';
let guestBrowser: Browser;
let guestContext: BrowserContext;
let guest: Page;
let serial = '';

type Router = { id: number; serial_number: string; realm: { id: number } | null };

beforeAll(async () => {
  guestBrowser = await launchBrowser();
  ({ context: guestContext, page: guest } = await newPage(guestBrowser, { width: 390, height: 844 }));
});
afterAll(async () => {
  await guestBrowser?.close();
});

const shoot = async (page: Page, name: string) => {
  if (shots) await page.screenshot({ path: join(shots, `${name}.png`), fullPage: true });
};

describe('buying Wi-Fi time on the portal with mobile money', () => {
  it('finds a box in one of the partner realms', async () => {
    const token = (await accessTokenOf(session.page))!;
    const routers = await api<{ results: Router[] }>(token, 'GET', '/v1/routers/?page=1&page_size=50');
    serial = routers.results.find((r) => r.realm !== null)!.serial_number;
  });

  it('asks a phone number for the 1 hour tier at 300 RWF', async () => {
    await guest.goto(`/portal/${serial}/connect`);
    const tier = guest.locator('.tier', { hasText: '300 RWF' });
    await tier.getByRole('link', { name: 'Buy' }).click();
    await guest.getByRole('heading', { name: 'Pay with mobile money' }).waitFor();
    expect(await guest.getByText('1 hour for 300 RWF').count()).toBe(1);
    await expectNoSeriousA11yViolations(guest);
    await shoot(guest, 'purchase-form-phone');
    await guest.getByLabel('Mobile money number').fill(SUCCESS_NUMBER);
    await guest.getByRole('button', { name: 'Pay now' }).click();
    await guest.waitForURL(/\/payment\/[0-9a-f-]{36}/);
  });

  it('finds the payment again when the mini-browser closed and the portal is opened anew', async () => {
    const paymentUrl = guest.url().split('?')[0]!;
    await guest.close();
    guest = await guestContext.newPage();
    await guest.goto(`/portal/${serial}`);
    expect(guest.url().split('?')[0]).toBe(paymentUrl);
    await shoot(guest, 'purchase-reopened-phone');
  });

  it('connects the guest once the phone approved, by the page reloading itself (no script)', async () => {
    await guest.getByText('You are connected').waitFor({ timeout: 30_000 });
    const code = (await guest.getByText(/Your voucher code/).textContent())!;
    expect(code).toMatch(/[A-Z0-9]{8}/);
    await expectNoSeriousA11yViolations(guest);
    await shoot(guest, 'purchase-connected-phone');
  });
});
