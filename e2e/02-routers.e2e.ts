import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { signedInFor } from './support/signed-in';
import { accessTokenOf, api, sendHeartbeat } from './support/api';
import { expectNoSeriousA11yViolations } from './support/a11y';

// Demo routers of Kigali Connect (deterministic seed): without a realm, and one last seen hours ago.
const NO_REALM = 'KGC02400037';
const OFFLINE = 'KGC02400074';

const session = signedInFor('premium.admin@example.com');
let page: Page;

beforeAll(async () => {
  page = session.page;
});

async function showRouter(serial: string) {
  await page.goto(`/routers?search=${serial}`);
  await page.getByRole('checkbox', { name: `Select ${serial}` }).waitFor();
}
const row = (serial: string) => page.getByTestId('table-row').filter({ hasText: serial });

describe('router list', () => {
  it('assigns a realm to a selected router and the row shows it', async () => {
    await showRouter(NO_REALM);
    await expectNoSeriousA11yViolations(page);
    expect(await row(NO_REALM).innerText()).toContain('No Realm');
    await page.getByRole('checkbox', { name: `Select ${NO_REALM}` }).check();
    await page.getByTestId('bulk-bar').getByText('1 Rows selected').waitFor();
    await page.getByRole('button', { name: 'Assign Realm', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Assign Router to Realm' });
    await dialog.getByRole('combobox', { name: 'Realm' }).click();
    await page.getByRole('option', { name: 'Kigali Heights' }).click();
    // Checked with the option list closed: Mantine's open list scrolls without taking focus (its options
    // are reached from the input), which axe reports; a tabindex on it breaks the listbox role instead.
    await expectNoSeriousA11yViolations(page);
    await dialog.getByRole('button', { name: 'Assign' }).click();
    await row(NO_REALM).getByText('Kigali Heights').waitFor();
  });

  it('refuses an SSID of 31 characters', async () => {
    await showRouter(NO_REALM);
    await page.getByRole('button', { name: `Edit router ${NO_REALM}` }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('textbox', { name: 'SSID' }).fill('x'.repeat(31));
    await dialog.getByRole('textbox', { name: 'Location' }).fill('Remera');
    await dialog.getByRole('textbox', { name: 'Location' }).blur();
    expect(await dialog.getByRole('button', { name: 'Save Changes' }).isDisabled()).toBe(true);
    await dialog.getByRole('textbox', { name: 'SSID' }).fill('x'.repeat(30));
    expect(await dialog.getByRole('button', { name: 'Save Changes' }).isDisabled()).toBe(false);
    await page.keyboard.press('Escape');
  });

  it('shows the unassign-SME confirmation with its text', async () => {
    await showRouter(NO_REALM);
    await page.getByRole('checkbox', { name: `Select ${NO_REALM}` }).check();
    await page.getByRole('button', { name: 'Unassign SME', exact: true }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText('Are you sure you want to unassign SME from the selected router(s)?').waitFor();
    await dialog.getByText('They will immediately lose access').waitFor();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
  });

  it('turns an offline router online within one refresh when its box sends a heartbeat', async () => {
    await showRouter(OFFLINE);
    const dot = row(OFFLINE).getByTestId('online-dot');
    expect(await dot.getAttribute('data-online')).toBe('false');
    const token = (await accessTokenOf(page))!;
    const list = await api<{ results: { id: number }[] }>(token, 'GET', `/v1/routers/?search=${OFFLINE}`);
    const { device_key } = await api<{ device_key: string }>(
      token,
      'POST',
      `/v1/routers/${list.results[0]!.id}/device-key/`,
    );
    expect(await sendHeartbeat(device_key, { interval_seconds: 30, connected_clients: 3 })).toBe(200);
    // One device-status refresh is 10 s; allow a little more for the request itself.
    const deadline = Date.now() + 12_000;
    while ((await dot.getAttribute('data-online')) !== 'true') {
      if (Date.now() > deadline) throw new Error('the router did not turn online within one refresh');
      await page.waitForTimeout(250);
    }
  });
});

describe('router details', () => {
  it('shows the QR modal with the serial', async () => {
    await showRouter(OFFLINE);
    await page.getByRole('link', { name: `View router ${OFFLINE}` }).click();
    await page.waitForURL('**/router-details/**');
    await page.getByRole('heading', { name: `Router - ${OFFLINE}` }).waitFor();
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('button', { name: 'Get QR Code' }).click();
    await page.getByTestId('router-qr-code').waitFor();
    await expectNoSeriousA11yViolations(page);
    expect(await page.getByTestId('router-qr-serial').innerText()).toBe(OFFLINE);
    await page.getByRole('button', { name: 'Print' }).waitFor();
  });

  it("shows the box's RADIUS status, and the admin requires Message-Authenticator always (issue 27 §6)", async () => {
    await showRouter(OFFLINE);
    await page.getByRole('link', { name: `View router ${OFFLINE}` }).click();
    await page.waitForURL('**/router-details/**');
    const card = page.getByTestId('router-radius-card');
    await card.getByText('No problems').waitFor();
    expect(await card.getByTestId('radius-required').innerText()).toMatch(/not required yet/i);
    await expectNoSeriousA11yViolations(page);
    await card.getByText('Always', { exact: true }).click();
    await page.getByText('RADIUS setting saved').waitFor();
    expect(await card.getByTestId('radius-required').innerText()).toMatch(/required now/i);
    const id = Number(page.url().split('/').at(-1));
    const token = (await accessTokenOf(page))!;
    const stored = await api<{ require_message_authenticator: string }>(
      token,
      'GET',
      `/v1/routers/${id}/radius/`,
    );
    expect(stored.require_message_authenticator).toBe('yes');
    // Back to the default, so the box's next run of this file starts where this one did.
    await card.getByText('Automatically', { exact: true }).click();
    await card.getByText('Not required yet').waitFor();
  });
});

describe('the locations map', () => {
  it('opens a cluster from the keyboard, with the popup inside the map and no serious axe violation', async () => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto('/locations-cluster');
    const cluster = page.locator('.ared-cluster-icon').first();
    await cluster.waitFor();
    await expectNoSeriousA11yViolations(page);
    await cluster.focus();
    await page.keyboard.press('Enter');
    const popup = page.locator('.leaflet-popup');
    await popup.waitFor();
    expect(
      await page.evaluate(() => document.activeElement?.classList.contains('leaflet-popup-content')),
    ).toBe(true);
    // Inside the map's frame once Leaflet's auto-pan has moved the map: nothing is cut by the map's edge.
    const map = (await page.locator('.ared-map').boundingBox())!;
    const inside = async () => {
      const box = (await popup.boundingBox())!;
      return box.y >= map.y - 0.5 && box.x >= map.x - 0.5 && box.x + box.width <= map.x + map.width + 0.5;
    };
    await expect.poll(inside, { timeout: 3000 }).toBe(true);
    await expectNoSeriousA11yViolations(page);
    await page.keyboard.press('Escape');
    await popup.waitFor({ state: 'detached' });
  });
});
