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
  it("names in its HTML the route's chunks, or only its stylesheets when it draws something itself", async () => {
    const context = await browser.newContext({ baseURL: inject('baseUrl') });
    const namedBy = (html: string) =>
      [...html.matchAll(/<link rel="(modulepreload|stylesheet)"[^>]*href="([^"]+)"/g)].map(
        (m) => `${m[1]} ${m[2]}`,
      );
    // A route that draws only the spinner (a session route): its page's chunks, beside index.html's.
    const otp = await (await context.request.get('/otp')).text();
    expect(namedBy(otp).some((link) => /^modulepreload \/assets\/otp-page-[\w-]+\.js$/.test(link))).toBe(
      true,
    );
    // A signed-in route draws its frame (decision 086): its title, its stylesheets, no script of its own.
    const routers = await (await context.request.get('/routers')).text();
    expect(routers).toContain('<title>Allocated Routers</title>');
    expect(namedBy(routers)).toContainEqual(expect.stringMatching(/^stylesheet \/assets\/data-table-/));
    expect(routers).not.toMatch(/modulepreload[^>]*(routers-page|app-shell-layout)/);
    // A path with a parameter gets its route's page; the sign-in page names only its stylesheets.
    const sme = await (await context.request.get('/smes/12')).text();
    expect(sme).toContain('<title>SME Details</title>');
    const signIn = await (await context.request.get('/')).text();
    expect(signIn).not.toMatch(/modulepreload[^>]*app-shell-layout/);
    await context.close();
  });
});

describe("a signed-in route's frame (decision 086)", () => {
  const session = signedInFor('premium.admin@example.com');

  /** The level-one heading's text and place, or null when there is none. */
  const headingOf = (page: Page) =>
    page.evaluate(() => {
      const h1 = document.querySelector('h1');
      if (!h1) return null;
      const { left, top } = h1.getBoundingClientRect();
      return { text: h1.textContent, left: Math.round(left), top: Math.round(top) };
    });

  it.each([
    [390, 844],
    [1440, 900],
  ])(
    'shows a signed-in visit the page title before any script, where the page then draws it (%i×%i)',
    async (width, height) => {
      const page = await session.page.context().newPage();
      await page.setViewportSize({ width, height });
      await slowScripts(page, 1500);
      await openParsed(page, '/routers');
      const drawn = await headingOf(page);
      expect(drawn).toEqual({ text: 'Allocated Routers', left: expect.any(Number), top: expect.any(Number) });
      expect(await page.locator('#root [role=status][aria-label=Loading]').count()).toBe(1);
      // The page itself, its table filled: the title has not moved.
      await page.getByPlaceholder('Search routers').waitFor();
      await page.locator('tbody tr').first().waitFor();
      expect(await headingOf(page)).toEqual(drawn);
      await page.close();
    },
  );

  it("draws the dashboard's frame for the visitor's plan only, its first chart's title in place, the charts once scrolled to", async () => {
    const page = await session.page.context().newPage();
    await page.setViewportSize({ width: 412, height: 823 });
    await slowScripts(page, 1500);
    const chartScript = /\/home-charts-[\w-]+\.js$/;
    const chartScripts: string[] = [];
    page.on('request', (request) => {
      if (chartScript.test(request.url())) chartScripts.push(request.url());
    });
    await openParsed(page, '/dashboard');
    /** The visible cards' names and the first chart's title with its place. */
    const screenOf = () =>
      page.evaluate(() => {
        const shown = (e: Element) => e.getBoundingClientRect().height > 0;
        const title = [...document.querySelectorAll('h2')].find(
          (h) => shown(h) && h.textContent === 'Micro Franchisee Sign Up',
        );
        return {
          cards: [...document.querySelectorAll('[data-testid=stat-card]')].filter(shown).length,
          chartTitleTop: title ? Math.round(title.getBoundingClientRect().top) : null,
        };
      });
    const drawn = await screenOf();
    // Premium: five cards (not the Kiosk plan's four or the SME plan's three beside them) and the chart title.
    expect(drawn).toEqual({ cards: 5, chartTitleTop: expect.any(Number) });
    await page.getByTestId('stat-value').first().waitFor();
    // Only the chart's title peeks in at the bottom: its code is not asked for until the partner scrolls to
    // it (decision 087), and nothing has moved meanwhile.
    await page.waitForTimeout(1000);
    expect(chartScripts).toEqual([]);
    expect(await page.getByTestId('signup-chart').count()).toBe(0);
    expect(await screenOf()).toEqual(drawn);
    await page.mouse.wheel(0, 300);
    await page.getByTestId('signup-chart').waitFor();
    expect(chartScripts).toEqual([expect.stringMatching(chartScript)]);
    await page.close();
  });

  it('shows a guest the loader, never the frame, and sends them to sign in', async () => {
    const { context, page } = await newPage(browser, { width: 390, height: 844 });
    await slowScripts(page, 1500);
    await openParsed(page, '/routers');
    expect(await headingOf(page)).toBeNull();
    expect(await page.evaluate(() => document.getElementById('root')!.innerText.trim())).toBe('');
    await page.getByRole('button', { name: 'Log In' }).waitFor();
    await context.close();
  });

  it('is hidden without JavaScript, which it needs to fill in: the notice shows', async () => {
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL: inject('baseUrl') });
    const page = await context.newPage();
    await page.goto('/routers');
    expect(await page.getByRole('heading', { name: 'Allocated Routers' }).isVisible()).toBe(false);
    // Playwright's text selectors skip noscript elements: a CSS one.
    expect(await page.locator('noscript p').isVisible()).toBe(true);
    await context.close();
  });
});
