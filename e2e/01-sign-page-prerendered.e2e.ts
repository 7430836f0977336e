import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it, inject } from 'vitest';
import { launchBrowser, newPage } from './support/browser';
import { signedInFor } from './support/signed-in';

// The sign-in page is rendered by the build and hydrated in the browser (decision 084): a phone on a slow
// link sees the form before any script has arrived, what is typed meanwhile counts, and a signed-in visit
// never sees the form. Named to run after 01-sign-in, which meets premium.admin's first terms modal.
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

/** Holds back every script of the app for `ms`, as a slow link would. */
const slowScripts = (page: Page, ms: number) =>
  page.route('**/assets/*.js', async (route) => {
    await new Promise((r) => setTimeout(r, ms));
    await route.continue();
  });

/**
 * Opens `path` and returns once the document is parsed: the scripts (held back) have not run yet. Not
 * 'domcontentloaded': that waits for the module scripts to run.
 */
async function openParsed(page: Page, path: string) {
  await page.goto(path, { waitUntil: 'commit' });
  await page.waitForFunction(() => document.readyState !== 'loading');
}

/** Console errors and uncaught exceptions of `page` (a hydration mismatch is reported as one). */
const errorsOf = (page: Page) => {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
};

describe('the prerendered sign-in page', () => {
  it('is there without any script: the form, its labels and Log In', async () => {
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL: inject('baseUrl') });
    const page = await context.newPage();
    await page.goto('/');
    await page.getByRole('heading', { name: 'Sign In' }).waitFor();
    expect(await page.title()).toBe('Sign In');
    expect(await page.getByLabel('Email').count()).toBe(1);
    expect(await page.getByLabel('Password', { exact: true }).count()).toBe(1);
    expect(await page.getByRole('button', { name: 'Log In' }).count()).toBe(1);
    await page.goto('/forgot-password');
    await page.getByRole('heading', { name: 'Forgot Password' }).waitFor();
    await context.close();
  });

  it('counts what was typed before the script came, keeps the drawn form and reports no error', async () => {
    const { context, page } = await newPage(browser, { width: 390, height: 844 });
    const errors = errorsOf(page);
    await slowScripts(page, 1500);
    await openParsed(page, '/');
    // Typed while the scripts are held back: nothing of React has run yet.
    expect(await page.evaluate(() => document.getElementById('root')?.dataset.prerendered)).toBe('/');
    await page.evaluate(() => Object.assign(document.querySelector('form')!, { drawnByTheBuild: true }));
    await page.getByLabel('Email').fill('premium.admin@example.com');
    await page.getByLabel('Password', { exact: true }).fill('Demo@2345');
    const logIn = page.getByRole('button', { name: 'Log In' });
    expect(await logIn.isDisabled()).toBe(true);
    // Hydrated: Log In enabled by the typed values, on the very form the build drew.
    await page.waitForFunction(
      () => !document.querySelector<HTMLButtonElement>('button[type=submit]')?.disabled,
    );
    expect(await page.evaluate(() => 'drawnByTheBuild' in document.querySelector('form')!)).toBe(true);
    expect(await page.title()).toBe('Sign In');
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('a signed-in visit', () => {
  const session = signedInFor('premium.admin@example.com');

  it('to the sign-in page shows the loader, never the form, and lands on the dashboard', async () => {
    const page = await session.page.context().newPage();
    await slowScripts(page, 1500);
    await openParsed(page, '/');
    const root = await page.evaluate(() => {
      const element = document.getElementById('root')!;
      return { prerendered: element.dataset.prerendered ?? null, text: element.innerText.trim() };
    });
    expect(root).toEqual({ prerendered: null, text: '' });
    expect(await page.locator('#root [role=status]').count()).toBe(1);
    await page.waitForURL('**/dashboard');
    await page.close();
  });
});

describe("a route's page (decision 085)", () => {
  it("names in its HTML the route's chunks: its page's and the signed-in shell's, beside index.html's", async () => {
    const context = await browser.newContext({ baseURL: inject('baseUrl') });
    const html = await (await context.request.get('/routers')).text();
    const named = [...html.matchAll(/<link rel="modulepreload"[^>]*href="([^"]+)"/g)].map((m) => m[1]!);
    expect(named.some((href) => /\/routers-page-[\w-]+\.js$/.test(href))).toBe(true);
    expect(named.some((href) => /\/app-shell-layout-[\w-]+\.js$/.test(href))).toBe(true);
    expect(html).toContain('<title>Allocated Routers</title>');
    // A path with a parameter gets its route's page; the sign-in page names only its stylesheets.
    const sme = await (await context.request.get('/smes/12')).text();
    expect(sme).toMatch(/<link rel="modulepreload"[^>]*href="\/assets\/sme-routes-[\w-]+\.js"/);
    const signIn = await (await context.request.get('/')).text();
    expect(signIn).not.toMatch(/modulepreload[^>]*app-shell-layout/);
    await context.close();
  });
});
