import { mkdirSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { launchBrowser, newPage } from './support/browser';
import { submitSignIn } from './support/flows';

/**
 * The public Sign Up as a real application (issue 29 §3, decision 057): apply in the browser, the demo's
 * platform administrator finds the review link in DATA_DIR/mail, approves it, and the SME exists under the
 * chosen partner with the applicant's password.
 */
const REVIEWER = 'platform.admin@ared.local';
const APPLICANT = `aline.${Date.now()}@apply.example.com`;
const PASSWORD = 'Apply@2345';
const PHONE = { width: 390, height: 844 };
/** Screenshots for a person to look at, when asked (SHOTS_DIR=...). */
const SHOTS_DIR = process.env.SHOTS_DIR;

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

type Mail = { to: string; subject: string; body: string };

/** Every mail in the server's outbox, decoded (quoted-printable soft breaks and escapes). */
function outbox(): Mail[] {
  const dir = join(inject('dataDir'), 'mail');
  return readdirSync(dir)
    .filter((f) => f.endsWith('.eml'))
    .sort()
    .map((file) => {
      const raw = readFileSync(join(dir, file), 'utf8');
      const header = (name: string) => raw.match(new RegExp(`^${name}: (.*)$`, 'mi'))?.[1]?.trim() ?? '';
      const body = raw
        .split(/\r?\n\r?\n/)
        .slice(1)
        .join('\n\n')
        .replace(/=\r?\n/g, '')
        .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
      return { to: header('To'), subject: header('Subject'), body };
    });
}

async function mailTo(to: string, subject: RegExp, containing = ''): Promise<Mail> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const mail = outbox()
      .reverse()
      .find((m) => m.to.includes(to) && subject.test(m.subject) && m.body.includes(containing));
    if (mail) return mail;
    if (Date.now() > deadline) throw new Error(`no mail "${subject}" to ${to}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

async function shot(page: Page, name: string): Promise<void> {
  if (!SHOTS_DIR) return;
  mkdirSync(SHOTS_DIR, { recursive: true });
  await page.screenshot({ path: join(SHOTS_DIR, `${name}.png`), fullPage: true });
}

async function pick(page: Page, label: string, option: string): Promise<void> {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option }).click();
}

let reviewPath = '';

describe('Sign Up', () => {
  it('applies from the sign-in page, is told the truth and returns to sign-in', async () => {
    const { context, page } = await newPage(browser);
    await page.goto('/');
    await page.getByRole('link', { name: 'Sign up' }).click();
    await page.waitForURL('**/signup');
    await page.getByLabel('First Name').fill('Aline');
    await page.getByLabel('Last Name').fill('Uwase');
    await page.getByLabel('Email').fill(APPLICANT);
    await page.getByLabel(/^Password/).fill(PASSWORD);
    await page.getByLabel('Phone Number').fill('+250788123456');
    await pick(page, 'Select Partner', 'Kigali Connect');
    await pick(page, 'Select Subscription', 'Starter');
    await shot(page, 'sign-up-1440');
    await expectNoSeriousA11yViolations(page);

    await page.getByRole('button', { name: 'Add SME' }).click();
    await page.getByText('Application received. It is pending approval').waitFor();
    expect(await page.getByText(/Successfully registered/).count()).toBe(0);
    await page.waitForURL((url) => url.pathname === '/', { timeout: 10_000 });
    await mailTo(APPLICANT, /We received your ARED dashboard sign-up/);

    const review = await mailTo(REVIEWER, /^Sign-up to review: Aline Uwase for Kigali Connect$/, APPLICANT);
    const link = review.body.match(/https?:\/\/\S+\/signup\/review#[\w-]+/)?.[0];
    expect(link).toBeDefined();
    const url = new URL(link!);
    reviewPath = `${url.pathname}${url.hash}`;
    await context.close();
  });

  it('looks right on a phone', async () => {
    const { context, page } = await newPage(browser, PHONE);
    await page.goto('/signup');
    await page.getByRole('combobox', { name: 'Select Partner' }).waitFor();
    await shot(page, 'sign-up-390');
    await expectNoSeriousA11yViolations(page);
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(PHONE.width);
    await page.goto(reviewPath);
    await page.getByText(APPLICANT).waitFor();
    await shot(page, 'sign-up-review-390');
    await expectNoSeriousA11yViolations(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await context.close();
  });

  it('the platform administrator opens the link, approves once, and the applicant and partner are mailed', async () => {
    const { context, page } = await newPage(browser);
    await page.goto(reviewPath);
    await page.getByText(APPLICANT).waitFor();
    expect(await page.getByText('Kigali Connect').count()).toBeGreaterThan(0);
    await shot(page, 'sign-up-review-1440');
    await expectNoSeriousA11yViolations(page);

    await page.getByRole('button', { name: 'Approve' }).click();
    await page.getByText('Approved: the SME is registered with its partner.').waitFor();
    expect(await page.getByRole('button', { name: 'Approve' }).count()).toBe(0);
    await shot(page, 'sign-up-review-approved-1440');
    await mailTo(APPLICANT, /Your ARED dashboard sign-up is approved/);
    await mailTo('premium.admin@example.com', /^New SME from a sign-up: Aline Uwase$/);

    // Opened again (a scanner, a second click): it shows the decision and offers none.
    await page.reload();
    await page.getByText('Approved: the SME is registered with its partner.').waitFor();
    expect(await page.getByRole('button', { name: 'Approve' }).count()).toBe(0);
    await context.close();
  });

  it("the new SME account holds the applicant's password, and like every SME account is not a dashboard one", async () => {
    const { context, page } = await newPage(browser);
    await page.goto('/');
    await submitSignIn(page, APPLICANT, 'Wrong@2345');
    await page.getByText('No active account found with the given credentials').waitFor();
    await submitSignIn(page, APPLICANT, PASSWORD);
    await page.getByText('No partner account associated with this user').waitFor();
    expect(new URL(page.url()).pathname).toBe('/');
    await context.close();
  });
});
