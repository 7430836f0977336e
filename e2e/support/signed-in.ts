import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { launchBrowser, newPage } from './browser';
import { acceptTermsIfAsked, signInThroughOtp } from './flows';

/**
 * One browser page signed in as `email` and on the dashboard for the whole test file (each sign-in mails
 * an OTP, so files sign in once); closed after the file. Read `page` inside tests or later hooks.
 */
export function signedInFor(email: string): { readonly page: Page } {
  let browser: Browser | undefined;
  let context: BrowserContext | undefined;
  let page: Page | undefined;
  beforeAll(async () => {
    browser = await launchBrowser();
    ({ context, page } = await newPage(browser));
    await signInThroughOtp(page, email);
    await acceptTermsIfAsked(page);
    await page.waitForURL('**/dashboard');
  });
  afterAll(async () => {
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
