import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PLAN_NOT_INCLUDED } from '@ared/contract/plans';
import { addOnNotActive } from '@ared/contract/add-ons';
import { forgetPartners } from '../src/modules/auth';
import { foodDrinkMenus, partners } from '../src/db/schema';
import { type TestContext, createTestContext } from './helpers/app';
import { createPartner, createUser } from './helpers/factories';
import { SAMPLES, postForm, storedFiles } from './helpers/media-world';
import { requester, signInWithOtp } from './helpers/session';
import { twoPartners } from './helpers/world';

let ctx: TestContext;
let world: Awaited<ReturnType<typeof twoPartners>>;

const setFlag = async (partnerId: number, on: boolean) => {
  await ctx.db.update(partners).set({ hasFoodDrinkMenuFeatureEnabled: on }).where(eq(partners.id, partnerId));
  forgetPartners([partnerId]);
};

beforeAll(async () => {
  ctx = await createTestContext();
  world = await twoPartners(ctx);
  await setFlag(world.mine.partner.id, true);
  await setFlag(world.theirs.partner.id, true);
});
afterAll(() => ctx.close());

const as = (...args: Parameters<ReturnType<typeof requester>>) =>
  requester(ctx, () => world.mine.tokens.access)(...args);
const pdf = (name = 'menu.pdf', content = SAMPLES.pdf) => ({
  field: 'file',
  name,
  type: 'application/pdf',
  content,
});
const upload = (fields: Record<string, string>, files = [pdf()], token = world.mine.tokens.access) =>
  postForm(ctx, '/v1/food-drink-menu/', token, fields, files);
const menuFields = (menuType: string, realm = world.mine.realm.id) => ({
  realm: String(realm),
  menu_type: menuType,
  original_file_name: `${menuType}.pdf`,
});
const typesOfRealm = async () =>
  (await as('GET', `/v1/food-drink-menu/?realm=${world.mine.realm.id}`))
    .json()
    .results.map((m: { menu_type: string }) => m.menu_type)
    .sort();

describe('POST /v1/food-drink-menu/', () => {
  it('stores a PDF menu and answers 201; the PDF is served inline', async () => {
    const res = await upload(menuFields('food'));
    expect(res.statusCode, res.body).toBe(201);
    const menu = res.json();
    expect(menu).toMatchObject({
      menu_type: 'food',
      realm: { id: world.mine.realm.id, name: 'mine Realm' },
      original_file_name: 'food.pdf',
      file: `/v1/food-drink-menu/${menu.id}/download/`,
    });
    const pdfRes = await as('GET', menu.file);
    expect(pdfRes.statusCode).toBe(200);
    expect(pdfRes.headers['content-type']).toBe('application/pdf');
    expect(pdfRes.headers['content-disposition']).toMatch(/^inline/);
    expect(pdfRes.rawPayload.equals(SAMPLES.pdf)).toBe(true);
  });

  it('keeps one menu per type per realm: food and drinks together, Food & Drinks replacing both and back', async () => {
    await upload(menuFields('drinks'));
    expect(await typesOfRealm()).toEqual(['drinks', 'food']);
    const before = storedFiles(ctx).length;
    await upload(menuFields('food'));
    expect(await typesOfRealm()).toEqual(['drinks', 'food']);
    expect(storedFiles(ctx).length).toBe(before);
    await upload(menuFields('food_&_drinks'));
    expect(await typesOfRealm()).toEqual(['food_&_drinks']);
    expect(storedFiles(ctx).length).toBe(before - 1);
    await upload(menuFields('drinks'));
    expect(await typesOfRealm()).toEqual(['drinks']);
  });

  it("answers the spec's texts for missing fields and a missing file, storing nothing", async () => {
    const before = storedFiles(ctx);
    const missing = await upload({}, []);
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({
      realm: ['Realm field is required'],
      menu_type: ['Menu Type field is required'],
    });
    for (const [type, text] of [
      ['food', 'Food Menu File is required'],
      ['drinks', 'Drinks Menu File is required'],
      ['food_&_drinks', 'Food & Drinks Menu File is required'],
    ] as const) {
      const res = await upload(menuFields(type), []);
      expect(res.json()).toEqual({ file: [text] });
    }
    expect(storedFiles(ctx)).toEqual(before);
  });

  it('accepts PDFs only, by content: a PNG named .pdf is refused and nothing is stored', async () => {
    const before = storedFiles(ctx);
    const rows = (await ctx.db.select().from(foodDrinkMenus)).length;
    const res = await upload(menuFields('food'), [pdf('menu.pdf', SAMPLES.png)]);
    expect(res.statusCode).toBe(400);
    expect(res.json().detail).toMatch(/^Menu: /);
    expect((await upload(menuFields('food'), [pdf('menu.pdf', Buffer.alloc(0))])).statusCode).toBe(400);
    expect(storedFiles(ctx)).toEqual(before);
    expect((await ctx.db.select().from(foodDrinkMenus)).length).toBe(rows);
  });

  it("answers 404 for another partner's realm", async () => {
    const res = await upload(menuFields('food', world.theirs.realm.id));
    expect(res.statusCode).toBe(404);
  });
});

describe('list, download and delete', () => {
  it("never shows another partner's menus; their ids answer 404 on download and delete", async () => {
    const theirs = (
      await upload(menuFields('food', world.theirs.realm.id), [pdf()], world.theirs.tokens.access)
    ).json();
    expect((await as('GET', '/v1/food-drink-menu/')).body).not.toMatch(/theirs/);
    expect(
      (await as('GET', `/v1/food-drink-menu/?realm__partner=${world.theirs.partner.id}`)).statusCode,
    ).toBe(404);
    expect((await as('GET', `/v1/food-drink-menu/?realm=${world.theirs.realm.id}`)).statusCode).toBe(404);
    expect((await as('GET', `/v1/food-drink-menu/${theirs.id}/download/`)).statusCode).toBe(404);
    expect((await as('DELETE', `/v1/food-drink-menu/${theirs.id}/`)).statusCode).toBe(404);
    expect((await ctx.db.select().from(foodDrinkMenus).where(eq(foodDrinkMenus.id, theirs.id))).length).toBe(
      1,
    );
  });

  it('deletes a menu and its PDF', async () => {
    const [menu] = (await as('GET', `/v1/food-drink-menu/?realm__partner=${world.mine.partner.id}`)).json()
      .results;
    const [row] = await ctx.db.select().from(foodDrinkMenus).where(eq(foodDrinkMenus.id, menu.id));
    expect((await as('DELETE', `/v1/food-drink-menu/${menu.id}/`)).statusCode).toBe(204);
    expect(await ctx.app.deps.files.open(row!.fileKey)).toBeNull();
    expect((await as('GET', menu.file)).statusCode).toBe(404);
  });
});

describe('the feature flag, the plan and roles', () => {
  it('answers 403 with the add-on text when the flag is off, on every call, changing nothing', async () => {
    await setFlag(world.mine.partner.id, false);
    try {
      for (const res of [
        await as('GET', '/v1/food-drink-menu/'),
        await upload(menuFields('food')),
        await as('DELETE', '/v1/food-drink-menu/1/'),
        await as('GET', '/v1/food-drink-menu/1/download/'),
      ]) {
        expect(res.statusCode).toBe(403);
        expect(res.json()).toEqual({ detail: addOnNotActive('has_food_drink_menu_feature_enabled') });
      }
    } finally {
      await setFlag(world.mine.partner.id, true);
    }
  });

  it('is refused to the Kiosk plan; open to staff', async () => {
    const kiosk = await createPartner(ctx.db, { plan: 'Kiosk', hasFoodDrinkMenuFeatureEnabled: true });
    const admin = await createUser(ctx.db, { partnerId: kiosk.id });
    const tokens = await signInWithOtp(ctx, admin.email);
    const refused = await as('GET', '/v1/food-drink-menu/', undefined, tokens.access);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ detail: PLAN_NOT_INCLUDED });
    const staff = await signInWithOtp(ctx, world.mine.staff.email);
    expect((await upload(menuFields('food'), [pdf()], staff.access)).statusCode).toBe(201);
  });
});
