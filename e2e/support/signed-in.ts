import { existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, inject } from 'vitest';
import { launchBrowser, newPage } from './browser';
import { acceptTermsIfAsked, signInThroughOtp } from './flows';

/**
 * Where a file leaves its signed-in browser state (local storage: the tokens) for the next file signing in
 * as the same account. Each sign-in mails an OTP and an account may ask for 5 in 15 minutes (the product's
 * own limit), so the files after the first take the session over instead of signing in again. The files run
 * one after another (fileParallelism: false), so two never use one session at once.
 */
const sessionFile = (email: string) => join(inject('dataDir'), 'e2e-sessions', `${email}.json`);

/** Opens the dashboard with the saved state; true when it stays there (the session still holds). */
async function resumes(page: Page): Promise<boolean> {
  await page.goto('/dashboard');
  return Promise.race([
    page
      .getByRole('navigation', { name: /main/i })
      .waitFor({ timeout: 20_000 })
      .then(() => true),
    page.waitForURL((url) => url.pathname === '/', { timeout: 20_000 }).then(() => false),
  ]).catch(() => false);
}

/**
 * One browser page signed in as `email` and on the dashboard for the whole test file (an earlier file's
 * session taken over when it still holds, else a sign-in with an OTP); closed after the file. Read `page`
 * inside tests or later hooks.
 */
export function signedInFor(email: string): { readonly page: Page } {
  let browser: Browser | undefined;
  let context: BrowserContext | undefined;
  let page: Page | undefined;
  beforeAll(async () => {
    browser = await launchBrowser();
    const saved = existsSync(sessionFile(email)) ? sessionFile(email) : undefined;
    ({ context, page } = await newPage(browser, undefined, saved));
    if (saved && (await resumes(page))) return;
    await context.clearCookies();
    await page.goto('/');
    await page.evaluate(() => window.localStorage.clear());
    await signInThroughOtp(page, email);
    await acceptTermsIfAsked(page);
    await page.waitForURL('**/dashboard');
  });
  afterAll(async () => {
    // The freshest tokens (a refresh may have rotated them) for the next file; not after a sign-out.
    if (context && page && new URL(page.url()).pathname !== '/') {
      mkdirSync(join(inject('dataDir'), 'e2e-sessions'), { recursive: true });
      await context.storageState({ path: sessionFile(email) }).catch(() => undefined);
    }
    await context?.close();
    await browser?.close();
  });
  return {
    get page() {
      if (!page) throw new Error(`${email} is not signed in yet`);
      return page;
    },
  };
}
