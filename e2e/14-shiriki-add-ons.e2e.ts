import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { accessTokenOf, api } from './support/api';
import { launchBrowser, newPage } from './support/browser';
import { signedInFor } from './support/signed-in';

// Issue 30 §2, decision 065: the Shiriki Add-On page as the Premium admin. Switching Survey off reaches the
// guest portal, a token price saved here is the one guests see, Copy Link fills the clipboard, and the
// speed limits are set and reset. Everything is put back as it was for the files after this one.
const session = signedInFor('premium.admin@example.com');
let token: string;
let partnerId: number;
let guestBrowser: Browser;
let guest: Page;
let serial: string;
let surveyTitle: string;

type Survey = { title: string; active: boolean; realm: { id: number } };
type Router = { serial_number: string; realm: { id: number } | null };
type Tier = { price: string; duration_in_minutes: number };

const page = () => session.page;
const toast = (text: string) =>
  page().locator('.mantine-Notification-description', { hasText: text }).first().waitFor();
const card = (name: string) => page().getByTestId(`add-on-${name}`);

/** The portal caches a box's page for 5 s: poll until `check` holds (or give up after 15 s). */
async function portalShows(path: string, check: (html: string) => boolean): Promise<boolean> {
  const deadline = Date.now() + 15_000;
  for (;;) {
    const html = await (await guest.request.get(path)).text();
    if (check(html)) return true;
    if (Date.now() > deadline) return false;
    await new Promise((r) => setTimeout(r, 1000));
  }
}

beforeAll(async () => {
  token = (await accessTokenOf(page()))!;
  partnerId = (await api<{ partner: { id: number } }>(token, 'GET', '/v1/auth/users/me/')).partner.id;
  guestBrowser = await launchBrowser();
  ({ page: guest } = await newPage(guestBrowser, { width: 390, height: 844 }));
  await page()
    .context()
    .grantPermissions(['clipboard-read', 'clipboard-write'], { origin: new URL(page().url()).origin });
});
afterAll(async () => {
  await guestBrowser?.close();
});

describe('the Shiriki Add-On page', () => {
  it('finds a box of the realm whose survey is active, and the portal shows that survey', async () => {
    const surveys = await api<{ results: Survey[] }>(token, 'GET', '/v1/surveys/?page=1&page_size=50');
    const survey = surveys.results.find((s) => s.active)!;
    surveyTitle = survey.title;
    const routers = await api<{ results: Router[] }>(
      token,
      'GET',
      `/v1/routers/?realm=${survey.realm.id}&page=1&page_size=50`,
    );
    serial = routers.results.find((r) => r.realm?.id === survey.realm.id)!.serial_number;
    expect(await portalShows(`/portal/${serial}?res=success`, (h) => h.includes(surveyTitle))).toBe(true);
  });

  it("deactivates Survey ('Add-On deactivated successfully') and the portal no longer shows it", async () => {
    await page().goto('/shiriki-add-on');
    await card('Survey').getByText('Active', { exact: true }).waitFor();
    await expectNoSeriousA11yViolations(page());
    await card('Survey').getByRole('button', { name: 'Deactivate Survey' }).click();
    await page()
      .getByRole('dialog', { name: 'Deactivate Survey?' })
      .getByRole('button', { name: 'Deactivate' })
      .click();
    await toast('Add-On deactivated successfully');
    await card('Survey').getByText('Inactive', { exact: true }).waitFor();
    expect(await portalShows(`/portal/${serial}?res=success`, (h) => !h.includes(surveyTitle))).toBe(true);
  });

  it('activates Survey again: the card is Active and the portal shows the survey', async () => {
    await card('Survey').getByRole('button', { name: 'Activate Survey' }).click();
    await card('Survey').getByText('Active', { exact: true }).waitFor();
    expect(await portalShows(`/portal/${serial}?res=success`, (h) => h.includes(surveyTitle))).toBe(true);
    const history = await api<{ results: { changes: { field: string; to: unknown }[] }[] }>(
      token,
      'GET',
      `/v1/partners/${partnerId}/settings-history/?field=has_survey_addon_enabled`,
    );
    expect(history.results[0]!.changes).toEqual([
      { field: 'has_survey_addon_enabled', from: false, to: true },
    ]);
  });

  it("copies the Survey access link ('Link copied to clipboard!')", async () => {
    await card('Survey').getByRole('button', { name: 'Copy Link Survey' }).click();
    await toast('Link copied to clipboard!');
    const copied = await page().evaluate(() => navigator.clipboard.readText());
    expect(copied).toBe(new URL('/surveys', page().url()).toString());
    expect(await card('Survey').getByRole('link', { name: 'Access Survey' }).getAttribute('target')).toBe(
      '_blank',
    );
  });

  it("edits a token tier ('Token purchase preferences saved successfully') and guests see the new price", async () => {
    const before = await api<Tier[]>(token, 'GET', `/v1/vouchers/purchase-preference/?partner=${partnerId}`);
    await card('Token Purchase').getByRole('button', { name: 'Token Purchase settings' }).click();
    const dialog = page().getByRole('dialog', { name: 'Token Purchase' });
    await dialog.getByRole('button', { name: 'Edit' }).click();
    await expectNoSeriousA11yViolations(page());
    const price = dialog.getByRole('textbox', { name: 'Price 2' });
    await price.fill('175 RWF');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await toast('Token purchase preferences saved successfully');
    await dialog.getByRole('cell', { name: '175 RWF' }).waitFor();
    expect(await portalShows(`/portal/${serial}/connect`, (h) => h.includes('175 RWF'))).toBe(true);
    // Back as it was for the later files.
    await api(
      token,
      'POST',
      `/v1/vouchers/purchase-preference/?partner=${partnerId}`,
      before.map(({ price: p, duration_in_minutes }) => ({ price: p, duration_in_minutes })),
    );
    await page().keyboard.press('Escape');
  });

  it('sets speed limits and resets them to unlimited', async () => {
    await card('Speed Limits').getByRole('button', { name: 'Speed Limits settings' }).click();
    const dialog = page().getByRole('dialog', { name: 'Speed Limits' });
    await dialog.getByRole('textbox', { name: 'Download speed (Mbps)' }).fill('10.5');
    await dialog.getByRole('textbox', { name: 'Upload speed (Mbps)' }).fill('2');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await toast('Speed limits saved');
    await dialog.getByTestId('speed-change').waitFor();
    await card('Speed Limits').getByText('↓ 10.5 Mbps · ↑ 2 Mbps').waitFor();
    const set = await api<{ internet_download_speed: number | null; internet_upload_speed: number | null }>(
      token,
      'GET',
      `/v1/partners/${partnerId}/`,
    );
    expect([set.internet_download_speed, set.internet_upload_speed]).toEqual([10.5, 2]);
    await dialog.getByRole('button', { name: 'Reset to unlimited' }).click();
    await card('Speed Limits').getByText('Unlimited', { exact: true }).waitFor();
    const reset = await api<typeof set>(token, 'GET', `/v1/partners/${partnerId}/`);
    expect([reset.internet_download_speed, reset.internet_upload_speed]).toEqual([null, null]);
  });
});
