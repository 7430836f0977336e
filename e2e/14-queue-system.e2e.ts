import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { accessTokenOf, api } from './support/api';
import { launchBrowser, newPage } from './support/browser';
import { signedInFor } from './support/signed-in';

// Issue 30 §3, decision 067: a guest takes a queue number on a phone-sized portal; the Premium admin calls
// it from the operator page; the guest's page then says it is their turn, and the venue's display shows it.
// The demo Premium partner has the Queue System on (its seed).
const session = signedInFor('premium.admin@example.com');
/** Set E2E_SHOTS to a folder to keep screenshots of the portal, operator, display and analytics pages. */
const shots = process.env.E2E_SHOTS;
let token: string;
let guestBrowser: Browser;
let guest: Page;
let serial = '';
let realmId = 0;
let number = 0;

type Router = { id: number; serial_number: string; realm: { id: number } | null };

beforeAll(async () => {
  token = (await accessTokenOf(session.page))!;
  guestBrowser = await launchBrowser();
  ({ page: guest } = await newPage(guestBrowser, { width: 390, height: 844 }));
});
afterAll(async () => {
  await guestBrowser?.close();
});

const shoot = async (page: Page, name: string) => {
  if (shots) await page.screenshot({ path: join(shots, `${name}.png`), fullPage: true });
};

describe('the Queue System', () => {
  it('finds a box in one of the partner realms', async () => {
    const routers = await api<{ results: Router[] }>(token, 'GET', '/v1/routers/?page=1&page_size=50');
    const box = routers.results.find((r) => r.realm !== null)!;
    serial = box.serial_number;
    realmId = box.realm!.id;
  });

  it('lets a guest on a 390×844 phone take a number from the portal', async () => {
    await guest.goto(`/portal/${serial}`);
    await guest.getByRole('link', { name: 'Take a number' }).click();
    await guest.waitForURL(`**/portal/${serial}/queue`);
    await guest.getByRole('button', { name: 'Take a number' }).click();
    const shown = guest.getByTestId('queue-number');
    await shown.waitFor();
    number = Number((await shown.textContent())!.trim());
    expect(number).toBeGreaterThan(0);
    expect(await guest.getByTestId('queue-ahead').textContent()).toMatch(/People ahead of you: \d+/);
    await expectNoSeriousA11yViolations(guest);
    await shoot(guest, 'queue-portal-phone');
  });

  it('the Premium admin calls it from the operator page', async () => {
    const page = session.page;
    await page.goto(`/queue-system?realm=${realmId}`);
    await page.getByTestId('queue-waiting').getByTestId(`ticket-${number}`).waitFor();
    // Only this guest waits today (the demo's tickets are of past days), so Call next calls them.
    await page.getByRole('button', { name: 'Call next' }).click();
    await page.getByText(`Number ${number} called.`).waitFor();
    await page.getByTestId('queue-called').getByTestId(`ticket-${number}`).waitFor();
    expect(await page.getByTestId('now-serving-number').textContent()).toBe(String(number));
    await expectNoSeriousA11yViolations(page);
    await page.setViewportSize({ width: 1440, height: 900 });
    await shoot(page, 'queue-operator-desktop');
    await page.setViewportSize({ width: 390, height: 844 });
    await shoot(page, 'queue-operator-phone');
    await page.setViewportSize({ width: 1440, height: 900 });
  });

  it("the guest's page then says it is their turn, by reloading itself (no script)", async () => {
    // The page's Refresh header reloads it every 15 s: no tap needed.
    await guest.getByTestId('queue-called').waitFor({ timeout: 40_000 });
    expect(await guest.getByTestId('now-serving').textContent()).toContain(String(number));
    await shoot(guest, 'queue-portal-called-phone');
  });

  it("the venue's display shows the number being served", async () => {
    const state = await api<{ display_path: string }>(token, 'GET', `/v1/queues/realms/${realmId}/`);
    const { page: screen } = await newPage(guestBrowser, { width: 1280, height: 720 });
    await screen.goto(state.display_path);
    expect((await screen.getByTestId('display-number').textContent())!.trim()).toBe(String(number));
    await shoot(screen, 'queue-display');
  });

  it('marks the called guest served, and the Analytics tab counts the tickets', async () => {
    const page = session.page;
    await page.getByRole('button', { name: `Served ${number}` }).click();
    await page.getByText('Ticket marked as served.').waitFor();
    await page.goto('/analytics?tab=queueing-system');
    const tickets = page.getByTestId('queue-tickets');
    await tickets.getByText(/^\d[\d,]*$/).waitFor();
    expect(Number((await tickets.getByText(/^\d[\d,]*$/).textContent())!.replace(/,/g, ''))).toBeGreaterThan(
      1,
    );
    await shoot(page, 'queue-analytics');
  });
});
