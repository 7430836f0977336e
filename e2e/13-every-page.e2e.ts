import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { signedInFor } from './support/signed-in';
import { type A11yViolation, describeViolations, seriousA11yViolations } from './support/a11y';

/**
 * Issue 29 §3 and §6: every page the sidebar offers opens something real (no error page, no endless
 * loader) and axe-core finds no serious or critical violation on it, at the laptop width. Premium staff:
 * the plan with the most pages, signed in once (each sign-in mails an OTP; the per-account limit is 5).
 */
const session = signedInFor('premium.staff@example.com');
let page: Page;

beforeAll(async () => {
  page = session.page;
});

/** The text an HTML fragment without tags shows (React escapes these five). */
const textOfHtml = (html: string) =>
  html
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&quot;', '"')
    .replaceAll('&#x27;', "'")
    .replaceAll('&amp;', '&');

/** Every link of the main navigation, its groups opened: the pages a partner can reach from the menu. */
async function menuLinks(): Promise<string[]> {
  const nav = page.getByRole('navigation', { name: /main/i });
  await nav.waitFor();
  for (;;) {
    const closed = nav.locator('button[aria-expanded="false"]');
    if ((await closed.count()) === 0) break;
    await closed.first().click();
  }
  const hrefs = await nav
    .locator('a[href^="/"]')
    .evaluateAll((links) => links.map((a) => (a as HTMLAnchorElement).getAttribute('href')!));
  return [...new Set(hrefs)];
}

describe('every page of the menu (premium staff)', () => {
  it('opens each page without an error and with no serious axe-core violation', async () => {
    await page.setViewportSize({ width: 1440, height: 900 });
    const links = await menuLinks();
    expect(links.length).toBeGreaterThan(10);
    const found: { path: string; violations: A11yViolation[] }[] = [];
    for (const path of links) {
      console.log(`every page: ${path}`);
      await page.goto(path);
      await page.locator('main').waitFor();
      // Loaders gone: the page shows what it is about (tables filled, cards counted).
      await page.waitForFunction(
        () =>
          !document.querySelector(
            '[role="status"][aria-label="Loading"], [data-testid="table-skeleton-row"]',
          ),
        undefined,
        { timeout: 15_000 },
      );
      const failed = page.getByRole('heading', { name: 'Something went wrong' });
      expect(await failed.count(), `${path} shows the error page`).toBe(0);
      // The title the route's HTML drew before any script (decision 086) is the one the page shows.
      const framed = /<h1[^>]*>([^<]*)<\/h1>/.exec(await (await page.request.get(path)).text())?.[1];
      if (framed !== undefined)
        expect(await page.locator('h1:visible').allTextContents(), `${path}'s frame title`).toEqual([
          textOfHtml(framed),
        ]);
      await page.waitForTimeout(400);
      const violations = await seriousA11yViolations(page);
      if (violations.length > 0) found.push({ path, violations });
    }
    expect(found.map((f) => describeViolations(f.path, f.violations)).join('\n\n')).toBe('');
  }, 480_000);

  it("runs a signed-in route's font warm-up under the content security policy and leaves nothing behind (decision 102)", async () => {
    // Recorded from the document's start: the warm-up's box coming and going, and any script the policy blocks.
    await page.addInitScript(() => {
      const seen = { added: 0, removedWithLines: -1, blocked: [] as string[] };
      Object.assign(window, { __warmUp: seen });
      document.addEventListener('securitypolicyviolation', (event) => seen.blocked.push(event.blockedURI));
      new MutationObserver((records) => {
        for (const record of records) {
          for (const node of record.addedNodes)
            if (node instanceof HTMLElement && node.hasAttribute('data-typography-warm-up')) seen.added += 1;
          for (const node of record.removedNodes)
            if (node instanceof HTMLElement && node.hasAttribute('data-typography-warm-up'))
              seen.removedWithLines = node.children.length;
        }
      }).observe(document, { childList: true, subtree: true });
    });
    await page.goto('/routers');
    await page.waitForFunction(() => {
      const seen = (window as unknown as { __warmUp: { removedWithLines: number; blocked: string[] } })
        .__warmUp;
      return seen.removedWithLines >= 0 || seen.blocked.length > 0;
    });
    const seen = await page.evaluate(() => (window as unknown as { __warmUp: unknown }).__warmUp);
    // One box, a line per font of the theme (app/typography-warm-up.ts), gone once done; nothing blocked.
    expect(seen).toEqual({ added: 1, removedWithLines: 21, blocked: [] });
    expect(await page.locator('[data-typography-warm-up]').count()).toBe(0);
  }, 60_000);
});
