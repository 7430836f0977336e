import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { accessTokenOf, api } from './support/api';
import { launchBrowser, newPage } from './support/browser';
import { signedInFor } from './support/signed-in';

// Issue 29 §5, decision 053: the guest's first screen on a phone. The Premium partner's demo realm has two
// poster adverts and the 'How to connect' YouTube advert; a guest on a 390 × 844 phone must see the code
// box without scrolling, no YouTube frame before login, and the time left once connected. Signed in as the
// Premium staff member (each sign-in mails an OTP; the admin's are used up by 01–05).
const session = signedInFor('premium.staff@example.com');
let token: string;
let guestBrowser: Browser;
let guest: Page;
let serial: string;

type Advert = { title: string; ad_type: string; is_active: boolean; realm: { id: number } };
type Router = { id: number; serial_number: string; realm: { id: number } | null };

beforeAll(async () => {
  token = (await accessTokenOf(session.page))!;
  guestBrowser = await launchBrowser();
  ({ page: guest } = await newPage(guestBrowser, { width: 390, height: 844 }));
});
afterAll(async () => {
  await guestBrowser?.close();
});

describe("the guest's first screen", () => {
  it("finds a box of the realm the partner's adverts run in", async () => {
    const adverts = await api<{ results: Advert[] }>(token, 'GET', '/v1/verts/?page=1&page_size=50');
    const link = adverts.results.find((a) => a.ad_type === 'Link' && a.is_active)!;
    const routers = await api<{ results: Router[] }>(token, 'GET', '/v1/routers/?page=1&page_size=50');
    let box = routers.results.find((r) => r.realm?.id === link.realm.id);
    if (!box) {
      box = routers.results[0]!;
      await api(token, 'POST', '/v1/routers/add-to-realm/', { realm: link.realm.id, routers: [box.id] });
    }
    serial = box.serial_number;
  });

  it("on a 390×844 phone the portal's code field is visible without scrolling", async () => {
    await guest.goto(`/portal/${serial}/connect`);
    const code = guest.getByRole('textbox', { name: 'Voucher code' });
    await code.waitFor();
    const box = (await code.boundingBox())!;
    expect(await guest.evaluate(() => window.scrollY)).toBe(0);
    expect(box.y).toBeGreaterThanOrEqual(0);
    expect(box.y + box.height).toBeLessThanOrEqual(844);
    // The Connect button too: the guest types and taps without scrolling.
    const connect = (await guest.getByRole('button', { name: 'Connect', exact: true }).boundingBox())!;
    expect(connect.y + connect.height).toBeLessThanOrEqual(844);
    await expectNoSeriousA11yViolations(guest);
  });

  it('shows the posters (phone-sized pictures) after the form, and no YouTube frame before login', async () => {
    const posters = guest.locator('.ad img');
    expect(await posters.count()).toBeGreaterThan(0);
    for (const src of await posters.evaluateAll((imgs) => imgs.map((i) => i.getAttribute('src')))) {
      expect(src).toMatch(/^\/media\/adverts\/.+\.jpg$/);
      const picture = await guest.request.get(src!);
      expect(picture.headers()['content-type']).toBe('image/jpeg');
      expect((await picture.body()).length).toBeLessThan(60_000);
    }
    expect(await guest.locator('iframe').count()).toBe(0);
    const formBottom = (await guest.locator('form').boundingBox())!;
    const firstPoster = (await posters.first().boundingBox())!;
    expect(firstPoster.y).toBeGreaterThan(formBottom.y + formBottom.height - 1);
  });

  it('connects with a voucher and shows the time left, then the YouTube advert', async () => {
    const voucher = await api<{ code: string }>(
      token,
      'POST',
      '/radius/kigali-connect/admin/vouchers/create',
      {
        duration: 3600,
      },
    );
    await guest.getByRole('textbox', { name: 'Voucher code' }).fill(voucher.code.toLowerCase());
    await guest.getByRole('button', { name: 'Connect', exact: true }).click();
    await guest.getByText('You are connected').waitFor();
    await guest.getByText('Time left: 1 hour').waitFor();
    expect(await guest.locator('iframe[src*="youtube-nocookie.com/embed/"]').count()).toBe(1);
    await expectNoSeriousA11yViolations(guest);
  });
});
