import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PORTAL_DEFAULTS } from '@ared/contract/captive-portal';
import { advertViews, adverts, captivePortals, partners, routers } from '../src/db/schema';
import { PORTAL_TEXTS } from '../src/modules/guest-portal/i18n';
import { type TestContext, createTestContext } from './helpers/app';
import { createVoucher } from './helpers/hotspot';
import { twoPartners } from './helpers/world';

// Issue 29 §5, decision 053: the guest's first screen puts the code first, keeps adverts that need the
// internet until the guest is online, names the partner rather than the builder's placeholder, and the
// success page says how long the voucher lasts.

let ctx: TestContext;
let world: Awaited<ReturnType<typeof twoPartners>>;
const en = PORTAL_TEXTS.en;
let mineBox: { id: number; serialNumber: string };
let theirBox: { id: number; serialNumber: string };

const YOUTUBE = 'https://www.youtube.com/watch?v=aqz-KE-bpKQ';
const EMBED = 'youtube-nocookie.com/embed/aqz-KE-bpKQ';

beforeAll(async () => {
  ctx = await createTestContext();
  world = await twoPartners(ctx);
  mineBox = world.mine.routers[0]!;
  theirBox = world.theirs.routers[0]!;
  await ctx.db.update(routers).set({ realmId: world.mine.realm.id }).where(eq(routers.id, mineBox.id));
  await ctx.db.update(routers).set({ realmId: world.theirs.realm.id }).where(eq(routers.id, theirBox.id));
  // The free tier (token purchase add-on) and the guest's details (web-app login add-on) on my partner.
  await ctx.db
    .update(partners)
    .set({ hasTokenPurchaseAddonEnabled: true, hasWebAppLoginEnabled: true, collectAge: true })
    .where(eq(partners.id, world.mine.partner.id));
  const base = { partnerId: world.mine.partner.id, realmId: world.mine.realm.id };
  await ctx.db.insert(adverts).values([
    {
      ...base,
      title: 'Poster',
      shortDescription: 'An image',
      adType: 'Image',
      fileKey: 'adverts/poster.webp',
    },
    {
      ...base,
      title: 'Clip',
      shortDescription: 'A stored video',
      adType: 'Video',
      fileKey: 'adverts/clip.mp4',
    },
    { ...base, title: 'How to connect', shortDescription: 'YouTube', adType: 'Link', youtubeUrl: YOUTUBE },
    {
      partnerId: world.theirs.partner.id,
      realmId: world.theirs.realm.id,
      title: 'Their video link',
      shortDescription: 'YouTube',
      adType: 'Link',
      youtubeUrl: YOUTUBE,
    },
  ]);
});
afterAll(() => ctx.close());

const get = (url: string, headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: 'GET', url, headers });
const post = (url: string, fields: Record<string, string>, headers: Record<string, string> = {}) =>
  ctx.app.inject({
    method: 'POST',
    url,
    payload: new URLSearchParams(fields).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
  });
const portal = (box: { serialNumber: string }) => `/portal/${box.serialNumber}`;
const timeLeftOf = (page: string) => new RegExp(`${en.timeLeft}: <strong>([^<]+)</strong>`).exec(page)?.[1];

describe('the connect step on a phone', () => {
  it('puts the code box first: before the details, Connect, the free tier and every advert', async () => {
    const page = (await get(`${portal(mineBox)}/connect`)).body;
    const at = (needle: string) => {
      const index = page.indexOf(needle);
      expect(index, needle).toBeGreaterThan(0);
      return index;
    };
    const code = at('id="code"');
    expect(code).toBeLessThan(at('id="age"'));
    expect(code).toBeLessThan(at('value="code"'));
    expect(at('value="free"')).toBeLessThan(at(`aria-label="${en.adverts}"`));
    expect(at('</form>')).toBeLessThan(at('alt="Poster"'));
    expect(at('</form>')).toBeLessThan(at('/media/adverts/clip.mp4'));
  });

  it('shows the files the portal serves, never a YouTube advert, which cannot load before login', async () => {
    const page = (await get(`${portal(mineBox)}/connect`)).body;
    expect(page).toContain('/media/adverts/poster.webp');
    expect(page).toContain('/media/adverts/clip.mp4');
    expect(page).not.toContain('youtube');
    expect(page).not.toContain('How to connect');
  });
});

describe('the success page', () => {
  it("shows the YouTube advert once the guest is online, only the box's partner's, and counts its view", async () => {
    const cookie = 'ared_viewer=first-screen-viewer-01';
    const page = (await get(`${portal(mineBox)}?res=success`, { cookie })).body;
    expect(page).toContain(en.connectedTitle);
    expect(page).toContain(EMBED);
    expect(page).toContain('How to connect');
    expect(page).not.toContain('Their video link');
    // The files were seen on the connect step: the success page does not show them again.
    expect(page).not.toContain('/media/adverts/poster.webp');
    const theirs = (await get(`${portal(theirBox)}?res=success`)).body;
    expect(theirs).toContain('Their video link');
    expect(theirs).not.toContain('How to connect');
    await ctx.app.guestPortal.views.drain();
    const seen = await ctx.db
      .select()
      .from(advertViews)
      .where(eq(advertViews.viewerId, 'first-screen-viewer-01'));
    expect(seen.map((v) => v.routerId)).toEqual([mineBox.id]);
  });

  it('says the time left after a code typed on the portal', async () => {
    const voucher = await createVoucher(ctx.db, world.mine.partner.id, { durationSeconds: 2 * 3600 });
    const cookie = 'ared_viewer=first-screen-viewer-02';
    const answer = await post(`${portal(mineBox)}/login`, { code: voucher.code, age: '30' }, { cookie });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(timeLeftOf(answer.body)).toBe('2 hours');
    expect(answer.body).toContain(EMBED);
    // The login's answer is where the guest first sees the YouTube advert: its view counts.
    await ctx.app.guestPortal.views.drain();
    const seen = await ctx.db
      .select()
      .from(advertViews)
      .where(eq(advertViews.viewerId, 'first-screen-viewer-02'));
    expect(seen).toHaveLength(1);
  });

  it('says the time left after the box logged the device in, and only to that device', async () => {
    const mac = 'AA:BB:CC:53:00:01';
    const voucher = await createVoucher(ctx.db, world.mine.partner.id, {
      durationSeconds: 3600,
      status: 'used',
      firstUsedAt: new Date(Date.now() - 15 * 60_000),
      usedBy: [mac],
    });
    const back = (query: Record<string, string>, address: string) =>
      ctx.app.inject({
        method: 'GET',
        url: `${portal(mineBox)}?${new URLSearchParams({ res: 'success', ...query })}`,
        remoteAddress: address,
      });
    const mine = await back({ uid: voucher.code, mac: 'aa-bb-cc-53-00-01' }, '10.53.0.1');
    expect(mine.statusCode).toBe(200);
    expect(timeLeftOf(mine.body)).toBe('45 minutes');
    // Another device, no device, another partner's box: the page, without the voucher's time.
    for (const [url, address] of [
      [{ uid: voucher.code, mac: 'AA:BB:CC:53:00:02' }, '10.53.0.2'],
      [{ uid: voucher.code }, '10.53.0.3'],
    ] as const) {
      const other = await back(url, address);
      expect(other.statusCode).toBe(200);
      expect(other.body).toContain(en.connectedTitle);
      expect(timeLeftOf(other.body)).toBeUndefined();
    }
    const theirs = await get(`${portal(theirBox)}?res=success&uid=${voucher.code}&mac=${mac}`);
    expect(theirs.statusCode).toBe(200);
    expect(timeLeftOf(theirs.body)).toBeUndefined();
  });

  it('stops looking codes up for a device that keeps naming codes it did not use (a guesser)', async () => {
    const mac = 'AA:BB:CC:53:00:09';
    const voucher = await createVoucher(ctx.db, world.mine.partner.id, {
      status: 'used',
      firstUsedAt: new Date(),
      usedBy: [mac],
    });
    const ask = (uid: string) =>
      ctx.app.inject({
        method: 'GET',
        url: `${portal(mineBox)}?res=success&uid=${uid}&mac=${mac}`,
        remoteAddress: '10.53.0.9',
      });
    expect(timeLeftOf((await ask(voucher.code)).body)).toBe('1 hour');
    for (const guess of ['ABCD2345', 'ABCD2346', 'ABCD2347', 'ABCD2348', 'ABCD2349'])
      expect(timeLeftOf((await ask(guess)).body)).toBeUndefined();
    // The device's strikes are spent: even its own code is not looked up during the cooldown.
    expect(timeLeftOf((await ask(voucher.code)).body)).toBeUndefined();
  });

  it('answers nonsense in the hand-off back with the page, never a 500', async () => {
    for (const query of ['uid=%00&mac=zz', `uid=${'x'.repeat(300)}&mac=${'1'.repeat(300)}`, 'uid=&mac=']) {
      const page = await get(`${portal(mineBox)}?res=success&${query}`);
      expect(page.statusCode, query).toBeLessThan(500);
      expect(timeLeftOf(page.body)).toBeUndefined();
    }
  });
});

describe("the portal's name", () => {
  it("is the partner's name while the box's design keeps the builder's placeholder", async () => {
    const [design] = await ctx.db
      .select({ name: captivePortals.name })
      .from(captivePortals)
      .where(eq(captivePortals.routerId, theirBox.id));
    expect(design!.name).toBe(PORTAL_DEFAULTS.name);
    const page = (await get(portal(theirBox))).body;
    expect(page).toContain(`<h1>${world.theirs.partner.name}</h1>`);
    expect(page).toContain(`<title>${en.welcome} ${world.theirs.partner.name}</title>`);
    expect(page).not.toContain(PORTAL_DEFAULTS.name);
    const mine = (await get(portal(mineBox))).body;
    expect(mine).toContain(`<h1>${world.mine.partner.name}</h1>`);
    expect(mine).not.toContain(world.theirs.partner.name);
  });

  it('is the name the partner gave the design when it has one', async () => {
    await ctx.db
      .update(captivePortals)
      .set({ name: 'Nyota Cafe' })
      .where(eq(captivePortals.routerId, mineBox.id));
    ctx.app.guestPortal.models.clear();
    const page = (await get(portal(mineBox))).body;
    expect(page).toContain('<h1>Nyota Cafe</h1>');
    expect(page).not.toContain(`<h1>${world.mine.partner.name}</h1>`);
  });
});
