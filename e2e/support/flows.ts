import type { Page } from 'playwright-core';
import { expectNoSeriousA11yViolations } from './a11y';
import { DEMO_PASSWORD, outboxSize, readOtp } from './browser';

/** Fills the sign-in form and presses Log In. */
export async function submitSignIn(page: Page, email: string, password = DEMO_PASSWORD): Promise<void> {
  await page.goto('/');
  await page.getByRole('button', { name: 'Log In' }).waitFor();
  await expectNoSeriousA11yViolations(page);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log In' }).click();
}

/** Signs in and types the OTP read from the server's mail outbox. Leaves the page after verification. */
export async function signInThroughOtp(page: Page, email: string): Promise<void> {
  const mailsBefore = outboxSize();
  await submitSignIn(page, email);
  await page.waitForURL('**/otp', { timeout: 20_000 });
  await page.getByRole('heading', { name: 'OTP Sent!' }).waitFor();
  await expectNoSeriousA11yViolations(page);
  const code = await readOtp(email, mailsBefore);
  await page.getByLabel('One-time password').first().click();
  await page.keyboard.type(code);
  await page.getByRole('button', { name: 'Confirm' }).click();
}

/** Scrolls the agreement to its end, ticks the box and continues. */
export async function acceptTerms(page: Page): Promise<void> {
  const checkbox = page.getByLabel('I have read and agree to the terms');
  await checkbox.waitFor();
  await expectNoSeriousA11yViolations(page);
  await page.getByTestId('terms-text').evaluate((el) => el.scrollTo({ top: el.scrollHeight }));
  await checkbox.check();
  await page.getByRole('button', { name: 'Continue' }).click();
}

/** The terms modal shows once per user; later sign-ins (another test file) go straight on. */
export async function acceptTermsIfAsked(page: Page): Promise<void> {
  const checkbox = page.getByLabel('I have read and agree to the terms');
  const first = await Promise.race([
    checkbox.waitFor().then(() => 'terms' as const),
    page.waitForURL('**/dashboard').then(() => 'dashboard' as const),
  ]);
  if (first === 'terms') await acceptTerms(page);
}

export async function sidebarTitles(page: Page): Promise<string[]> {
  const nav = page.getByRole('navigation', { name: /main/i });
  await nav.waitFor();
  return (await nav.innerText())
    .split('\n')
    .map((s) => s.trim())
    .filter(Boolean);
}

export async function cardTitles(page: Page): Promise<Record<string, string>> {
  const cards = page.getByTestId('stat-card');
  await cards.first().getByTestId('stat-value').waitFor();
  // Wait until the counts have arrived (a number, not a loader).
  await page.waitForFunction(() =>
    [...document.querySelectorAll('[data-testid="stat-value"]')].every((el) =>
      /^\d+$/.test(el.textContent?.trim() ?? ''),
    ),
  );
  const result: Record<string, string> = {};
  for (const card of await cards.all()) {
    const value = (await card.getByTestId('stat-value').innerText()).trim();
    const title =
      (await card.innerText())
        .replace(value, '')
        .split('\n')
        .map((s) => s.trim())
        .filter(Boolean)[0] ?? '';
    result[title] = value;
  }
  return result;
}

/**
 * The home cards without Offline boxes, whose number follows the boxes' heartbeats while the run goes on; it
 * is checked here to be a count no larger than Total Routers.
 */
export function steadyCards(cards: Record<string, string>): Record<string, string> {
  const { 'Offline boxes': offline, ...steady } = cards;
  if (offline === undefined) throw new Error('the dashboard has no Offline boxes card');
  if (!(Number(offline) <= Number(steady['Total Routers'])))
    throw new Error(`Offline boxes ${offline} is more than Total Routers ${steady['Total Routers']}`);
  return steady;
}
