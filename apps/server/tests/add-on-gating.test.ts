import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADD_ON_COMING_SOON, addOnNotActive } from '@ared/contract/add-ons';
import type { TPartnerFeatureFlag } from '@ared/contract/plans';
import { partners, routers } from '../src/db/schema';
import { SETTING_COLUMNS } from '../src/modules/partners/settings-fields';
import { PORTAL_TEXTS } from '../src/modules/guest-portal/i18n';
import { type TestContext, createTestContext } from './helpers/app';
import { insertMediaFile } from './helpers/media-world';
import { bearer, signInWithOtp } from './helpers/session';
import { insertSurvey } from './helpers/survey-world';
import { twoPartners } from './helpers/world';

/**
 * Issue 30 §3 (decision 066): an add-on that is off answers its calls 403 with a detail naming it, is gone
 * from the guest's portal, and comes back as it was when switched on again (nothing is deleted); the
 * partner settings calls stay reachable so the admin can switch it back on; Camera System cannot be on.
 */

let ctx: TestContext;
let world: Awaited<ReturnType<typeof twoPartners>>;
let deviceKey: string;
const en = PORTAL_TEXTS.en;

const as = (
  method: 'GET' | 'POST' | 'PATCH',
  url: string,
  payload?: object,
  token = world.mine.tokens.access,
) => ctx.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });

const patchFlag = (flag: TPartnerFeatureFlag, on: boolean, token = world.mine.tokens.access) =>
  as('PATCH', `/v1/partners/${world.mine.partner.id}/`, { [flag]: on }, token);

/** One call of each add-on that has dashboard calls of its own. */
const CALLS: { flag: TPartnerFeatureFlag; url: () => string }[] = [
  { flag: 'has_survey_addon_enabled', url: () => '/v1/surveys/' },
  { flag: 'has_entertainment_enabled', url: () => '/v1/files/' },
  { flag: 'has_entertainment_enabled', url: () => '/v1/categories/' },
  {
    flag: 'has_token_purchase_addon_enabled',
    url: () => `/v1/vouchers/purchase-preference/?partner=${world.mine.partner.id}`,
  },
  { flag: 'has_food_drink_menu_feature_enabled', url: () => '/v1/food-drink-menu/' },
];

beforeAll(async () => {
  ctx = await createTestContext();
  world = await twoPartners(ctx);
  const box = world.mine.routers[0]!;
  await ctx.db.update(routers).set({ realmId: world.mine.realm.id }).where(eq(routers.id, box.id));
  const key = await as('POST', `/v1/routers/${box.id}/device-key/`);
  deviceKey = key.json().device_key;
});
afterAll(() => ctx.close());

describe("an add-on's calls, off and on", () => {
  it.each(CALLS)(
    '$flag: $url answers 403 naming the add-on when off, and as before when on',
    async (call) => {
      const on = await as('GET', call.url());
      expect(on.statusCode, on.body).toBe(200);
      const patched = await patchFlag(call.flag, false);
      expect(patched.statusCode).toBe(200);
      expect(patched.json()[call.flag], patched.body).toBe(false);
      const off = await as('GET', call.url());
      expect(off.statusCode).toBe(403);
      expect(off.json()).toEqual({ detail: addOnNotActive(call.flag) });
      // The settings calls stay reachable while the add-on is off: the admin can switch it back on.
      const settings = await as('GET', `/v1/partners/${world.mine.partner.id}/`);
      expect(settings.json()[call.flag]).toBe(false);
      expect((await patchFlag(call.flag, true)).statusCode).toBe(200);
      const again = await as('GET', call.url());
      expect(again.statusCode).toBe(200);
      expect(again.json()).toEqual(on.json());
    },
  );

  it('keeps the data while off: a survey made before is listed again when on', async () => {
    const made = await as('POST', '/v1/surveys/', {
      title: 'Kept while off',
      realm: world.mine.realm.id,
      enabled: true,
    });
    expect(made.statusCode, made.body).toBe(201);
    await patchFlag('has_survey_addon_enabled', false);
    expect((await as('GET', `/v1/surveys/${made.json().id}/`)).statusCode).toBe(403);
    await patchFlag('has_survey_addon_enabled', true);
    const back = await as('GET', `/v1/surveys/${made.json().id}/`);
    expect(back.statusCode).toBe(200);
    expect(back.json().title).toBe('Kept while off');
  });

  it('names each add-on in its detail', () => {
    expect(addOnNotActive('has_survey_addon_enabled')).toBe(
      'The Survey add-on is not active for your account.',
    );
    expect(addOnNotActive('has_entertainment_enabled')).toBe(
      'The Content add-on is not active for your account.',
    );
    expect(addOnNotActive('has_voucher_sms_feature_enabled')).toBe(
      'The SMS Package add-on is not active for your account.',
    );
  });

  it("only a partner admin switches an add-on; another partner's id is 404", async () => {
    const staffTokens = await signInWithOtp(ctx, world.mine.staff.email);
    const staff = await patchFlag('has_survey_addon_enabled', false, staffTokens.access);
    expect(staff.statusCode).toBe(403);
    const theirs = await as('PATCH', `/v1/partners/${world.theirs.partner.id}/`, {
      has_survey_addon_enabled: false,
    });
    expect(theirs.statusCode).toBe(404);
    const [their] = await ctx.db.select().from(partners).where(eq(partners.id, world.theirs.partner.id));
    expect(their!.hasSurveyAddonEnabled).toBe(true);
  });
});

describe('Camera System: coming soon', () => {
  it('cannot be switched on (a field error), can be sent off, and changes nothing', async () => {
    const on = await patchFlag('has_camera_solution_addon_enabled', true);
    expect(on.statusCode).toBe(400);
    expect(JSON.stringify(on.json())).toContain(ADD_ON_COMING_SOON('has_camera_solution_addon_enabled'));
    const [row] = await ctx.db.select().from(partners).where(eq(partners.id, world.mine.partner.id));
    expect(row![SETTING_COLUMNS.has_camera_solution_addon_enabled]).toBe(false);
    expect((await patchFlag('has_camera_solution_addon_enabled', false)).statusCode).toBe(200);
  });
});

describe("the box's offline content follows the Content add-on", () => {
  it('the manifest is empty and the files 404 while off; all back when on', async () => {
    const file = await insertMediaFile(ctx, {
      partnerId: world.mine.partner.id,
      realmId: world.mine.realm.id,
      name: 'Menu.pdf',
    });
    const device = (url: string) =>
      ctx.app.inject({ method: 'GET', url, headers: { authorization: `Device ${deviceKey}` } });
    const ids = async () => (await device('/device/content')).json().files.map((f: { id: number }) => f.id);
    expect(await ids()).toContain(file.id);
    await patchFlag('has_entertainment_enabled', false);
    expect(await ids()).toEqual([]);
    expect((await device(`/device/content/${file.id}`)).statusCode).toBe(404);
    await patchFlag('has_entertainment_enabled', true);
    expect(await ids()).toContain(file.id);
    expect((await device(`/device/content/${file.id}`)).statusCode).toBe(200);
  });
});

describe("the guest's portal hides what is off", () => {
  const page = async (path = '/connect') => {
    ctx.app.guestPortal.models.clear();
    const res = await ctx.app.inject({
      method: 'GET',
      url: `/portal/${world.mine.routers[0]!.serialNumber}${path}`,
    });
    expect(res.statusCode).toBe(200);
    return res.body;
  };
  const setPartner = (values: Partial<typeof partners.$inferInsert>) =>
    ctx.db.update(partners).set(values).where(eq(partners.id, world.mine.partner.id));

  it('token purchase: the tiers', async () => {
    await setPartner({ subscriptionPlan: 'Pro' });
    expect(await page()).toContain(en.buyTitle);
    await patchFlag('has_token_purchase_addon_enabled', false);
    expect(await page()).not.toContain(en.buyTitle);
    await patchFlag('has_token_purchase_addon_enabled', true);
    expect(await page()).toContain(en.buyTitle);
  });

  it('open captive portal: the free Wi-Fi button', async () => {
    expect(await page()).toContain(en.openConnect);
    await patchFlag('has_open_captive_portal', false);
    expect(await page()).not.toContain(en.openConnect);
    await patchFlag('has_open_captive_portal', true);
    expect(await page()).toContain(en.openConnect);
  });

  it('web app login: the fields the partner collects', async () => {
    await as('PATCH', `/v1/partners/${world.mine.partner.id}/`, { collect_age: true, collect_country: true });
    expect(await page()).toContain(en.aboutYou);
    await patchFlag('has_web_app_login_enabled', false);
    expect(await page()).not.toContain(en.aboutYou);
    await patchFlag('has_web_app_login_enabled', true);
    expect(await page()).toContain(en.aboutYou);
  });

  it('survey: asked after login only while on', async () => {
    await insertSurvey(ctx, {
      partnerId: world.mine.partner.id,
      realmId: world.mine.realm.id,
      title: 'Portal survey',
    });
    const done = '?res=success';
    expect(await page(done)).toContain('Portal survey');
    await patchFlag('has_survey_addon_enabled', false);
    expect(await page(done)).not.toContain('Portal survey');
    await patchFlag('has_survey_addon_enabled', true);
    expect(await page(done)).toContain('Portal survey');
  });
});
