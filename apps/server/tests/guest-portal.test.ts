import { createHash } from 'node:crypto';
import { gunzipSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PORTAL_PLACEHOLDER_MESSAGE } from '@ared/contract/captive-portal';
import {
  advertViews,
  adverts,
  captivePortals,
  guestProfiles,
  partners,
  portalGrants,
  ratings,
  routers,
  surveyAnswers,
  surveyQuestions,
  surveyResponses,
  surveys,
  vouchers,
} from '../src/db/schema';
import { chapMatches } from '../src/modules/guest-access/radius/authenticators';
import { PORTAL_TEXTS } from '../src/modules/guest-portal/i18n';
import { type TestContext, createTestContext } from './helpers/app';
import { createVoucher, voucherRow } from './helpers/hotspot';
import { twoPartners } from './helpers/world';
import { ADD_ONS_OFF } from './helpers/factories';

let ctx: TestContext;
let world: Awaited<ReturnType<typeof twoPartners>>;
const en = PORTAL_TEXTS.en;

const DAY = 86_400_000;
const day = (offset: number) => new Date(Date.now() + offset * DAY).toISOString().slice(0, 10);

let mineBox: { id: number; serialNumber: string };
let theirBox: { id: number; serialNumber: string };

beforeAll(async () => {
  ctx = await createTestContext();
  world = await twoPartners(ctx);
  for (const side of [world.mine, world.theirs])
    await ctx.db
      .update(partners)
      // The add-ons as a new partner has them, the survey on: each test switches on what it shows.
      .set({ subscriptionPlan: 'Pro', ...ADD_ONS_OFF, hasSurveyAddonEnabled: true })
      .where(eq(partners.id, side.partner.id));
  mineBox = world.mine.routers[0]!;
  theirBox = world.theirs.routers[0]!;
  await ctx.db.update(routers).set({ realmId: world.mine.realm.id }).where(eq(routers.id, mineBox.id));
  await ctx.db.update(routers).set({ realmId: world.theirs.realm.id }).where(eq(routers.id, theirBox.id));
  const advert = (
    side: typeof world.mine,
    title: string,
    extra: Partial<typeof adverts.$inferInsert> = {},
  ) => ({
    partnerId: side.partner.id,
    realmId: side.realm.id,
    title,
    shortDescription: `${title} description`,
    adType: 'Image',
    fileKey: `adverts/${title.replace(/\W/g, '').padEnd(16, 'x').slice(0, 16)}.png`,
    ...extra,
  });
  await ctx.db
    .insert(adverts)
    .values([
      advert(world.mine, 'Mine running'),
      advert(world.mine, 'Mine dated', { startDate: day(-1), endDate: day(1) }),
      advert(world.mine, 'Mine over', { startDate: day(-10), endDate: day(-2) }),
      advert(world.mine, 'Mine disabled', { isActive: false }),
      advert(world.theirs, 'Theirs running'),
    ]);
  const [mineSurvey] = await ctx.db
    .insert(surveys)
    .values({ partnerId: world.mine.partner.id, realmId: world.mine.realm.id, title: 'Mine survey' })
    .returning();
  const [theirSurvey] = await ctx.db
    .insert(surveys)
    .values({ partnerId: world.theirs.partner.id, realmId: world.theirs.realm.id, title: 'Theirs survey' })
    .returning();
  await ctx.db.insert(surveyQuestions).values([
    {
      partnerId: world.mine.partner.id,
      surveyId: mineSurvey!.id,
      position: 0,
      text: 'How did you find us?',
      answerType: 'multiple_choice',
      options: ['Friend', 'Sign'],
    },
    {
      partnerId: world.mine.partner.id,
      surveyId: mineSurvey!.id,
      position: 1,
      text: 'Anything else?',
      answerType: 'paragraph',
    },
    {
      partnerId: world.theirs.partner.id,
      surveyId: theirSurvey!.id,
      position: 0,
      text: 'Their question',
      answerType: 'short_answer',
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
const viewerCookie = (response: { headers: Record<string, unknown> }) => {
  const cookies = [response.headers['set-cookie']].flat().map(String);
  const viewer = cookies.find((c) => c.startsWith('ared_viewer='));
  return viewer ? viewer.split(';')[0]! : '';
};
const UAM = {
  uamip: '10.1.0.1',
  uamport: '3990',
  challenge: '0123456789abcdef0123456789abcdef',
  mac: 'AA-BB-CC-00-11-22',
  ip: '10.1.0.7',
  userurl: 'http://example.org/',
};
const portal = (serial: string) => `/portal/${serial}`;

describe('the portal page of a box', () => {
  it('answers an unknown or malformed serial with a 404 page, not the dashboard', async () => {
    for (const serial of ['NOSUCHBOX', 'bad%00serial', 'x'.repeat(80), '..%2Fetc']) {
      const response = await get(portal(serial));
      expect(response.statusCode, serial).toBe(404);
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      expect(response.body).toContain(en.notFoundTitle);
    }
  });

  it("shows the box's branding: 'Welcome to' the name, the default message, the colour, Get Started", async () => {
    await ctx.db
      .update(captivePortals)
      .set({ name: 'Cafe <b>Nyota</b>', backgroundColor: '#ffcc00', primaryMessage: '' })
      .where(eq(captivePortals.routerId, mineBox.id));
    const response = await get(portal(mineBox.serialNumber));
    expect(response.statusCode).toBe(200);
    const page = response.body;
    expect(page).toContain(en.welcome);
    expect(page).toContain('Cafe &#60;b&#62;Nyota&#60;/b&#62;');
    expect(page).not.toContain('<b>Nyota');
    expect(page).toContain(PORTAL_PLACEHOLDER_MESSAGE);
    expect(page).toMatch(/--bg: ?#ffcc00; ?--ink: ?#111111/);
    expect(page).toContain(`href="/portal/${mineBox.serialNumber}/connect"`);
    expect(page).toContain(en.getStarted);
    // No script at all, and a policy that allows none.
    expect(page).not.toMatch(/<script/i);
    expect(response.headers['content-security-policy']).toContain("script-src 'none'");
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('hides the message when the partner turned the connect message off', async () => {
    await ctx.db
      .update(captivePortals)
      .set({ showConnectMessage: false, primaryMessage: 'Fast and free' })
      .where(eq(captivePortals.routerId, theirBox.id));
    const page = (await get(portal(theirBox.serialNumber))).body;
    expect(page).not.toContain('Fast and free');
    expect(page).not.toContain(PORTAL_PLACEHOLDER_MESSAGE);
  });

  it("speaks the browser's language (French, Kinyarwanda), and a chosen language sticks", async () => {
    const fr = await get(portal(mineBox.serialNumber), { 'accept-language': 'fr-RW,fr;q=0.9,en;q=0.5' });
    expect(fr.body).toContain(PORTAL_TEXTS.fr.getStarted);
    expect(fr.body).toContain('<html lang="fr">');
    const rw = await get(portal(mineBox.serialNumber), { 'accept-language': 'en;q=0.4, rw' });
    expect(rw.body).toContain(PORTAL_TEXTS.rw.getStarted);
    const other = await get(portal(mineBox.serialNumber), { 'accept-language': 'de, sw' });
    expect(other.body).toContain(en.getStarted);
    const chosen = await get(`${portal(mineBox.serialNumber)}?lang=rw`, { 'accept-language': 'fr' });
    expect(chosen.body).toContain(PORTAL_TEXTS.rw.getStarted);
    const kept = [chosen.headers['set-cookie']]
      .flat()
      .map(String)
      .find((c) => c.startsWith('ared_lang='));
    const again = await get(portal(mineBox.serialNumber), {
      'accept-language': 'fr',
      cookie: kept!.split(';')[0]!,
    });
    expect(again.body).toContain(PORTAL_TEXTS.rw.getStarted);
  });

  it('is gzipped for browsers that take it, and small', async () => {
    const response = await get(`${portal(mineBox.serialNumber)}/connect`, {
      'accept-encoding': 'gzip, deflate',
    });
    expect(response.headers['content-encoding']).toBe('gzip');
    const raw = response.rawPayload;
    expect(raw.length).toBeLessThan(50 * 1024);
    expect(gunzipSync(raw).toString()).toContain(en.connectTitle);
  });
});

describe('adverts on the connect step', () => {
  it("shows the realm's running adverts within their dates, never a disabled, finished or other partner's one", async () => {
    const page = (await get(`${portal(mineBox.serialNumber)}/connect`)).body;
    expect(page).toContain('Mine running');
    expect(page).toContain('Mine dated');
    expect(page).not.toContain('Mine over');
    expect(page).not.toContain('Mine disabled');
    expect(page).not.toContain('Theirs running');
    const theirs = (await get(`${portal(theirBox.serialNumber)}/connect`)).body;
    expect(theirs).toContain('Theirs running');
    expect(theirs).not.toContain('Mine running');
  });

  it('plays a Video advert from the store, and a Link advert from YouTube only once the guest is online', async () => {
    await ctx.db.insert(adverts).values([
      {
        partnerId: world.theirs.partner.id,
        realmId: world.theirs.realm.id,
        title: 'Theirs video',
        shortDescription: 'A video',
        adType: 'Video',
        fileKey: 'adverts/theirsvideo00000.mp4',
      },
      {
        partnerId: world.theirs.partner.id,
        realmId: world.theirs.realm.id,
        title: 'Theirs link',
        shortDescription: 'A link',
        adType: 'Link',
        youtubeUrl: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
      },
    ]);
    ctx.app.guestPortal.models.clear();
    const page = (await get(`${portal(theirBox.serialNumber)}/connect`)).body;
    expect(page).toMatch(/<video src="\/media\/adverts\/theirsvideo00000\.mp4"/);
    expect(page).not.toContain('youtube');
    const online = (await get(`${portal(theirBox.serialNumber)}?res=success`)).body;
    expect(online).toContain('src="https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ"');
  });

  it('records each view with the router, the viewer id the browser keeps, and the time', async () => {
    const first = await get(`${portal(mineBox.serialNumber)}/connect`);
    const cookie = viewerCookie(first);
    expect(cookie).toMatch(/^ared_viewer=[\w-]{16,}$/);
    const second = await get(`${portal(mineBox.serialNumber)}/connect`, { cookie });
    expect(viewerCookie(second)).toBe('');
    await ctx.app.guestPortal.views.drain();
    const viewer = cookie.split('=')[1]!;
    const rows = await ctx.db.select().from(advertViews).where(eq(advertViews.viewerId, viewer));
    expect(rows).toHaveLength(4);
    expect(new Set(rows.map((r) => r.routerId))).toEqual(new Set([mineBox.id]));
    expect(new Set(rows.map((r) => r.partnerId))).toEqual(new Set([world.mine.partner.id]));
    expect(Math.abs(rows[0]!.viewedAt.getTime() - Date.now())).toBeLessThan(60_000);
  });
});

describe('logging in with a code, without a box hand-off', () => {
  it('accepts a good code, marks the voucher used and shows the success page', async () => {
    const voucher = await createVoucher(ctx.db, world.mine.partner.id);
    const response = await post(`${portal(mineBox.serialNumber)}/login`, {
      code: voucher.code.toLowerCase(),
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.body).toContain(en.connectedTitle);
    const row = await voucherRow(ctx.db, voucher.id);
    expect(row.status).toBe('used');
    expect(row.usedBy).toHaveLength(1);
  });

  it("refuses a wrong, malformed or another partner's code in the guest's words, and a used one", async () => {
    const theirs = await createVoucher(ctx.db, world.theirs.partner.id);
    const wrong = await post(`${portal(mineBox.serialNumber)}/login`, { code: theirs.code });
    expect(wrong.statusCode).toBe(403);
    expect(wrong.body).toContain(en.refused.unknown);
    expect((await voucherRow(ctx.db, theirs.id)).status).not.toBe('used');
    const malformed = await post(
      `${portal(mineBox.serialNumber)}/login`,
      { code: '<script>' },
      { 'accept-language': 'fr' },
    );
    expect(malformed.statusCode).toBe(400);
    expect(malformed.body).toContain(PORTAL_TEXTS.fr.refused.unknown.replace("'", '&#39;'));
    const used = await createVoucher(ctx.db, world.mine.partner.id);
    await post(`${portal(mineBox.serialNumber)}/login`, { code: used.code });
    const other = await post(
      `${portal(mineBox.serialNumber)}/login`,
      { code: used.code },
      { cookie: 'ared_viewer=another-browser-0001' },
    );
    expect(other.statusCode).toBe(403);
    expect(other.body).toContain(en.refused.used);
  });
});

describe('the CoovaChilli hand-off', () => {
  it('carries the UAM parameters to the connect step and sends the code on to the box with its CHAP response', async () => {
    await ctx.db.update(routers).set({ radiusSecretSealed: null }).where(eq(routers.id, mineBox.id));
    const query = new URLSearchParams({ res: 'notyet', ...UAM, nasid: mineBox.serialNumber }).toString();
    const welcome = await get(`${portal(mineBox.serialNumber)}?${query}`);
    expect(welcome.statusCode).toBe(200);
    expect(welcome.body).toContain('uamip=10.1.0.1&#38;uamport=3990');
    const connect = await get(`${portal(mineBox.serialNumber)}/connect?${query}`);
    expect(connect.body).toContain('name="challenge" value="0123456789abcdef0123456789abcdef"');
    expect(connect.headers['content-security-policy']).toContain("form-action 'self' http://10.1.0.1:3990");
    const voucher = await createVoucher(ctx.db, world.mine.partner.id);
    const login = await post(`${portal(mineBox.serialNumber)}/login`, { ...UAM, code: voucher.code });
    expect(login.statusCode).toBe(303);
    const target = new URL(login.headers.location as string);
    expect(target.origin + target.pathname).toBe('http://10.1.0.1:3990/logon');
    expect(target.searchParams.get('username')).toBe(voucher.code);
    expect(target.searchParams.get('userurl')).toBe(UAM.userurl);
    // The box sends CHAP-Password = 0x00 ‖ response with CHAP-Challenge = the challenge (no UAM secret);
    // the RADIUS server's own check must accept it.
    const response = Buffer.from(target.searchParams.get('response')!, 'hex');
    expect(
      chapMatches(
        Buffer.concat([Buffer.from([0]), response]),
        Buffer.from(UAM.challenge, 'hex'),
        voucher.code,
      ),
    ).toBe(true);
    // The portal did not log in by itself: the box does, with RADIUS.
    expect((await voucherRow(ctx.db, voucher.id)).status).toBe('active');
  });

  it("hashes the challenge with the box's shared secret when it has one, as Chilli's UAM secret", async () => {
    const issued = await ctx.app.inject({
      method: 'POST',
      url: `/v1/routers/${theirBox.id}/radius-secret/`,
      headers: { authorization: `Bearer ${world.theirs.tokens.access}` },
    });
    expect(issued.statusCode, issued.body).toBe(200);
    const SECRET = issued.json().secret as string;
    const voucher = await createVoucher(ctx.db, world.theirs.partner.id);
    const login = await post(`${portal(theirBox.serialNumber)}/login`, { ...UAM, code: voucher.code });
    expect(login.statusCode).toBe(303);
    const response = Buffer.from(
      new URL(login.headers.location as string).searchParams.get('response')!,
      'hex',
    );
    const chapChallenge = createHash('md5').update(Buffer.from(UAM.challenge, 'hex')).update(SECRET).digest();
    expect(chapMatches(Buffer.concat([Buffer.from([0]), response]), chapChallenge, voucher.code)).toBe(true);
  });

  it('refuses forged hand-offs whole (a box address on the Internet or not written canonically, a bad challenge, another box) and stores nothing', async () => {
    const before = (await ctx.db.select().from(vouchers)).length;
    const forgeries = [
      { ...UAM, uamip: '8.8.8.8' },
      { ...UAM, uamip: '10.1.0.1.evil.example' },
      // Private when read as decimal, elsewhere in a browser (octal, hex, shorthand): issue 27.
      { ...UAM, uamip: '010.8.8.8' },
      { ...UAM, uamip: '172.016.0.1' },
      { ...UAM, uamip: '100.064.0.1' },
      { ...UAM, uamip: '0x0a.0.0.1' },
      { ...UAM, uamip: '10.1' },
      { ...UAM, uamport: '70000' },
      { ...UAM, challenge: 'abc' },
      { ...UAM, mac: 'not-a-mac' },
      { ...UAM, nasid: theirBox.serialNumber },
      { uamip: '10.1.0.1' },
    ];
    for (const forged of forgeries) {
      const query = new URLSearchParams(forged as Record<string, string>).toString();
      const page = await get(`${portal(mineBox.serialNumber)}/connect?${query}`);
      expect(page.statusCode, query).toBe(400);
      expect(page.body).toContain(en.badLink);
      const login = await post(`${portal(mineBox.serialNumber)}/login`, {
        ...(forged as Record<string, string>),
        code: 'ABCD2345',
        action: 'open',
      });
      expect(login.statusCode, query).toBe(400);
      expect(login.headers.location).toBeUndefined();
    }
    expect((await ctx.db.select().from(vouchers)).length).toBe(before);
  });

  it("shows the box's refusal in the guest's words when it sends the guest back", async () => {
    const query = new URLSearchParams({
      res: 'failed',
      ...UAM,
      reply: 'This voucher has expired',
    }).toString();
    const page = await get(`${portal(mineBox.serialNumber)}?${query}`, { 'accept-language': 'rw' });
    expect(page.body).toContain(PORTAL_TEXTS.rw.refused.expired.replace('’', '’'));
    const unknown = await get(
      `${portal(mineBox.serialNumber)}?${new URLSearchParams({ res: 'failed', ...UAM, reply: '<b>hacked</b>' })}`,
    );
    expect(unknown.body).toContain(en.refused.failed);
    expect(unknown.body).not.toContain('<b>hacked');
  });

  it("after a login the box reports, shows success, the code, the guest's page and the survey and rating", async () => {
    const query = new URLSearchParams({
      res: 'success',
      uid: 'abcd2345',
      userurl: 'http://example.org/news',
      uamip: '10.1.0.1',
    });
    const page = await get(`${portal(mineBox.serialNumber)}?${query}`);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain(en.connectedTitle);
    expect(page.body).toContain('ABCD2345');
    expect(page.body).toContain('href="http://example.org/news"');
    expect(page.body).toContain('Mine survey');
    expect(page.body).toContain('How did you find us?');
    expect(page.body).not.toContain('Their question');
    expect(page.body).toContain(en.rateTitle);
    const bad = await get(`${portal(mineBox.serialNumber)}?res=success&userurl=javascript:alert(1)`);
    expect(bad.body).not.toContain('javascript:');
  });

  it('shows no survey when the partner has no survey add-on', async () => {
    await ctx.db
      .update(partners)
      .set({ hasSurveyAddonEnabled: false })
      .where(eq(partners.id, world.theirs.partner.id));
    ctx.app.guestPortal.models.clear();
    const page = await get(`${portal(theirBox.serialNumber)}?res=success`);
    expect(page.body).not.toContain('Theirs survey');
    expect(page.body).toContain(en.rateTitle);
  });
});

describe('what the partner asks of guests', () => {
  it('asks the details the partner collects, requires them, and keeps them per viewer', async () => {
    await ctx.db
      .update(partners)
      .set({ hasWebAppLoginEnabled: true, collectAge: true, collectPhone: true, collectGender: true })
      .where(eq(partners.id, world.mine.partner.id));
    ctx.app.guestPortal.models.clear();
    const page = (await get(`${portal(mineBox.serialNumber)}/connect`)).body;
    expect(page).toMatch(new RegExp(`<label for="age">${en.age}</label`));
    expect(page).toMatch(new RegExp(`<label for="phone">${en.phone}</label`));
    expect(page).not.toContain(`<label for="country">`);
    const voucher = await createVoucher(ctx.db, world.mine.partner.id);
    const cookie = 'ared_viewer=profile-viewer-0001';
    const missing = await post(
      `${portal(mineBox.serialNumber)}/login`,
      { code: voucher.code, age: '300', phone: 'abc' },
      { cookie },
    );
    expect(missing.statusCode).toBe(400);
    expect(missing.body).toContain(en.invalid);
    expect(missing.body).toContain(en.required);
    expect((await voucherRow(ctx.db, voucher.id)).status).toBe('active');
    const ok = await post(
      `${portal(mineBox.serialNumber)}/login`,
      { code: voucher.code, age: '31', phone: '+250 788 123 456', gender: 'female' },
      { cookie },
    );
    expect(ok.statusCode, ok.body).toBe(200);
    const [profile] = await ctx.db
      .select()
      .from(guestProfiles)
      .where(eq(guestProfiles.viewerId, 'profile-viewer-0001'));
    expect(profile).toMatchObject({
      partnerId: world.mine.partner.id,
      age: 31,
      phone: '+250788123456',
      gender: 'female',
    });
    await ctx.db
      .update(partners)
      .set({ hasWebAppLoginEnabled: false })
      .where(eq(partners.id, world.mine.partner.id));
    ctx.app.guestPortal.models.clear();
  });
});

describe('free daily tier and open access', () => {
  it('gives a device one free voucher a day: the same code again, one voucher even for eight requests at once', async () => {
    await ctx.db
      .update(partners)
      .set({ hasTokenPurchaseAddonEnabled: true, hasOpenCaptivePortal: true })
      .where(eq(partners.id, world.theirs.partner.id));
    ctx.app.guestPortal.models.clear();
    const page = (await get(`${portal(theirBox.serialNumber)}/connect`)).body;
    expect(page).toContain(en.getFree);
    expect(page).toContain('100 RWF');
    expect(page).toContain(en.payAtKiosk);
    expect(page).toContain(en.openConnect);
    const fields = { ...UAM, mac: 'AA:BB:CC:00:99:01', action: 'free' };
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => post(`${portal(theirBox.serialNumber)}/login`, fields)),
    );
    const codes = new Set(
      answers.map((a) => new URL(a.headers.location as string).searchParams.get('username')),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(Array(8).fill(303));
    expect(codes.size).toBe(1);
    const grants = await ctx.db
      .select()
      .from(portalGrants)
      .where(eq(portalGrants.device, 'AA:BB:CC:00:99:01'));
    expect(grants).toHaveLength(1);
    const [voucher] = await ctx.db.select().from(vouchers).where(eq(vouchers.id, grants[0]!.voucherId));
    expect(voucher).toMatchObject({
      partnerId: world.theirs.partner.id,
      durationSeconds: 600,
      multiUser: false,
    });
    expect([...codes][0]).toBe(voucher!.code);
  });

  it('lets a guest on without a code when the partner has an open captive portal', async () => {
    const open = await post(
      `${portal(theirBox.serialNumber)}/login`,
      { action: 'open' },
      { cookie: 'ared_viewer=open-viewer-000001' },
    );
    expect(open.statusCode, open.body).toBe(200);
    expect(open.body).toContain(en.connectedTitle);
    expect(open.body).toMatch(new RegExp(`${en.yourCode}: <strong>[A-Z0-9]{8}</strong>`));
  });

  it('offers neither to a partner without the add-ons, and refuses them if asked', async () => {
    const page = (await get(`${portal(mineBox.serialNumber)}/connect`)).body;
    expect(page).not.toContain(en.getFree);
    expect(page).not.toContain(en.openConnect);
    for (const action of ['free', 'open']) {
      const refused = await post(`${portal(mineBox.serialNumber)}/login`, { action });
      expect(refused.statusCode).toBe(400);
      expect(refused.body).toContain(en.notAvailable);
    }
  });
});

describe('bad input on the portal', () => {
  it('answers NUL bytes, oversized and non-form bodies with a page and a 4xx, storing nothing', async () => {
    const url = `${portal(mineBox.serialNumber)}/login`;
    const before = (await ctx.db.select().from(guestProfiles)).length;
    const nul = await post(url, { code: 'ABCD\u00002345' });
    expect(nul.statusCode).toBe(400);
    expect(nul.headers['content-type']).toMatch(/^text\/html/);
    const huge = await post(url, { code: 'ABCD2345', address: 'x'.repeat(40_000) });
    expect(huge.statusCode).toBe(413);
    expect(huge.headers['content-type']).toMatch(/^text\/html/);
    const json = await ctx.app.inject({
      method: 'POST',
      url,
      payload: 'code=ABCD2345',
      headers: { 'content-type': 'application/xml' },
    });
    expect(json.statusCode).toBe(415);
    const nulQuery = await get(`${portal(mineBox.serialNumber)}/connect?uamip=10.1.0.1%00`);
    expect(nulQuery.statusCode).toBe(400);
    for (const response of [nul, huge, json, nulQuery]) expect(response.body).not.toMatch(/at .*\.ts:\d+/);
    expect((await ctx.db.select().from(guestProfiles)).length).toBe(before);
  });
});

describe('the survey and the rating after login', () => {
  const mineSurvey = async () => {
    const [survey] = await ctx.db.select().from(surveys).where(eq(surveys.title, 'Mine survey'));
    const questions = await ctx.db
      .select()
      .from(surveyQuestions)
      .where(eq(surveyQuestions.surveyId, survey!.id))
      .orderBy(surveyQuestions.position);
    return { survey: survey!, choice: questions[0]!, paragraph: questions[1]! };
  };

  it('stores the answers once per viewer, then no longer asks; a repeat is refused in the guest words', async () => {
    await ctx.db
      .update(partners)
      .set({ hasSurveyAddonEnabled: true })
      .where(eq(partners.id, world.mine.partner.id));
    ctx.app.guestPortal.models.clear();
    const { survey, choice, paragraph } = await mineSurvey();
    const cookie = 'ared_viewer=survey-viewer-000001';
    const fields = {
      survey: String(survey.id),
      [`q${choice.id}`]: 'Friend',
      [`q${paragraph.id}`]: 'Fast and friendly',
    };
    const bad = await post(
      `${portal(mineBox.serialNumber)}/survey`,
      { ...fields, [`q${choice.id}`]: 'Radio' },
      { cookie },
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain(en.fixFields);
    const answered = await post(`${portal(mineBox.serialNumber)}/survey`, fields, { cookie });
    expect(answered.statusCode, answered.body).toBe(303);
    expect(answered.headers.location).toBe(`/portal/${mineBox.serialNumber}?res=success&survey=done`);
    const [response] = await ctx.db
      .select()
      .from(surveyResponses)
      .where(eq(surveyResponses.viewerId, 'survey-viewer-000001'));
    expect(response).toMatchObject({ surveyId: survey.id, routerId: mineBox.id });
    const answers = await ctx.db
      .select()
      .from(surveyAnswers)
      .where(eq(surveyAnswers.responseId, response!.id));
    expect(answers.map((a) => a.value).sort()).toEqual(['Fast and friendly', 'Friend']);
    const after = await get(`${portal(mineBox.serialNumber)}?res=success&survey=done`, { cookie });
    expect(after.body).toContain(en.thanksText);
    expect(after.body).not.toContain('How did you find us?');
    const again = await post(`${portal(mineBox.serialNumber)}/survey`, fields, { cookie });
    expect(again.statusCode).toBe(409);
    expect(again.body).toContain(en.surveyAnswered.replace("'", '&#39;'));
    expect(
      await ctx.db.select().from(surveyResponses).where(eq(surveyResponses.viewerId, 'survey-viewer-000001')),
    ).toHaveLength(1);
  });

  it("refuses another partner's survey id on this box, storing nothing", async () => {
    const [theirSurvey] = await ctx.db.select().from(surveys).where(eq(surveys.title, 'Theirs survey'));
    const refused = await post(`${portal(mineBox.serialNumber)}/survey`, {
      survey: String(theirSurvey!.id),
      q1: 'x',
    });
    expect(refused.statusCode).toBe(404);
    expect(
      await ctx.db.select().from(surveyResponses).where(eq(surveyResponses.surveyId, theirSurvey!.id)),
    ).toHaveLength(0);
  });

  it('stores a 1–5 star rating with its comment for the box, and refuses anything else', async () => {
    const cookie = 'ared_viewer=rating-viewer-000001';
    for (const rating of ['0', '6', '4.5', '', 'five']) {
      const refused = await post(
        `${portal(mineBox.serialNumber)}/rating`,
        { rating, comment: 'x' },
        { cookie },
      );
      expect(refused.statusCode, rating).toBe(400);
      expect(refused.body).toContain(en.chooseStars);
    }
    const rated = await post(
      `${portal(mineBox.serialNumber)}/rating`,
      { rating: '4', comment: ' Good signal ' },
      { cookie },
    );
    expect(rated.statusCode).toBe(303);
    expect(rated.headers.location).toBe(`/portal/${mineBox.serialNumber}?res=success&rated=1`);
    const rows = await ctx.db.select().from(ratings).where(eq(ratings.viewerId, 'rating-viewer-000001'));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      partnerId: world.mine.partner.id,
      routerId: mineBox.id,
      rating: 4,
      comment: 'Good signal',
    });
    const thanks = await get(rated.headers.location as string, { cookie });
    expect(thanks.body).toContain(en.thanks);
    expect(thanks.body).not.toContain(en.rateTitle);
  });
});

describe('durations in the guest words', () => {
  it('says a tier length in English, French and Kinyarwanda', async () => {
    const { durationText } = await import('../src/modules/guest-portal/i18n');
    expect(durationText(10, 'en')).toBe('10 minutes');
    expect(durationText(90, 'en')).toBe('1 hour 30 minutes');
    expect(durationText(1440, 'fr')).toBe('1 jour');
    expect(durationText(180, 'fr')).toBe('3 heures');
    expect(durationText(60, 'rw')).toBe('isaha 1');
    expect(durationText(20, 'rw')).toBe('iminota 20');
    expect(durationText(2 * 1440 + 1, 'rw')).toBe('iminsi 2 umunota 1');
  });
});
