import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PLAN_NOT_INCLUDED } from '@ared/contract/plans';
import { mediaCategories, mediaFiles } from '../src/db/schema';
import { type TestContext, createTestContext } from './helpers/app';
import { createPartner, createUser } from './helpers/factories';
import { insertCategory, insertMediaFile, insertRealm } from './helpers/media-world';
import { requester, signInWithOtp } from './helpers/session';
import { databaseDigest } from './helpers/snapshot';
import { twoPartners } from './helpers/world';

let ctx: TestContext;
let world: Awaited<ReturnType<typeof twoPartners>>;
let smeRealm: Awaited<ReturnType<typeof insertRealm>>;

beforeAll(async () => {
  ctx = await createTestContext();
  world = await twoPartners(ctx);
  smeRealm = await insertRealm(ctx, world.mine.partner.id, 'mine Cafe Wi-Fi', world.mine.sme.id);
});
afterAll(() => ctx.close());

const as = (...args: Parameters<ReturnType<typeof requester>>) =>
  requester(ctx, () => world.mine.tokens.access)(...args);
const names = (body: { results: { name: string }[] }) => body.results.map((c) => c.name);

describe('POST /v1/categories/', () => {
  it("adds a category to one of the partner's realms", async () => {
    const res = await as('POST', '/v1/categories/', { name: 'Movies', realm: world.mine.realm.id });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({
      name: 'Movies',
      realm: world.mine.realm.id,
      linked_realm: { name: 'mine Realm' },
    });
  });

  it('refuses a name the realm already has, whatever its case, and allows it in another realm', async () => {
    const res = await as('POST', '/v1/categories/', { name: 'MOVIES', realm: world.mine.realm.id });
    expect(res.statusCode).toBe(400);
    expect(res.json().name[0]).toMatch(/already exists/);
    expect((await as('POST', '/v1/categories/', { name: 'Movies', realm: smeRealm.id })).statusCode).toBe(
      201,
    );
  });

  it("answers 404 for another partner's realm and 400 with the field's text for a missing name", async () => {
    const before = await databaseDigest(ctx.db);
    expect(
      (await as('POST', '/v1/categories/', { name: 'X', realm: world.theirs.realm.id })).statusCode,
    ).toBe(404);
    const missing = await as('POST', '/v1/categories/', { realm: world.mine.realm.id });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({ name: ['Name is required'] });
    expect(await databaseDigest(ctx.db)).toEqual(before);
  });
});

describe('GET /v1/categories/', () => {
  it('filters by realm, own realms (realm__partner), SME realms and one SME', async () => {
    const partner = world.mine.partner.id;
    expect(names((await as('GET', `/v1/categories/?realm=${world.mine.realm.id}`)).json())).toEqual([
      'Movies',
    ]);
    expect(names((await as('GET', `/v1/categories/?realm__partner=${partner}`)).json())).toEqual(['Movies']);
    const sme = (await as('GET', `/v1/categories/?realm__sme__partner=${partner}`)).json();
    expect(sme.results.map((c: { realm: number }) => c.realm)).toEqual([smeRealm.id]);
    expect((await as('GET', `/v1/categories/?realm__sme=${world.mine.sme.id}`)).json().count).toBe(1);
    expect((await as('GET', '/v1/categories/')).json().count).toBe(2);
    expect((await as('GET', '/v1/categories/?search=mov')).json().count).toBe(2);
  });

  it("never lists another partner's categories; naming its partner, realm or SME answers 404", async () => {
    await insertCategory(ctx, world.theirs.partner.id, world.theirs.realm.id, 'theirs category');
    expect((await as('GET', '/v1/categories/')).body).not.toMatch(/theirs/);
    for (const query of [
      `realm__partner=${world.theirs.partner.id}`,
      `realm__sme__partner=${world.theirs.partner.id}`,
      `realm=${world.theirs.realm.id}`,
      `realm__sme=${world.theirs.sme.id}`,
    ])
      expect((await as('GET', `/v1/categories/?${query}`)).statusCode, query).toBe(404);
  });
});

describe('DELETE /v1/categories/{id}/', () => {
  it('deletes the category, its files and their stored bytes, and nothing else', async () => {
    const partnerId = world.mine.partner.id;
    const category = await insertCategory(ctx, partnerId, world.mine.realm.id, 'Doomed');
    const inside = await insertMediaFile(ctx, {
      partnerId,
      realmId: world.mine.realm.id,
      categoryId: category.id,
      name: 'inside.pdf',
      withThumbnail: true,
    });
    const outside = await insertMediaFile(ctx, {
      partnerId,
      realmId: world.mine.realm.id,
      name: 'outside.pdf',
    });
    const res = await as('DELETE', `/v1/categories/${category.id}/`);
    expect(res.statusCode).toBe(204);
    expect(await ctx.db.select().from(mediaCategories).where(eq(mediaCategories.id, category.id))).toEqual(
      [],
    );
    expect(await ctx.db.select().from(mediaFiles).where(eq(mediaFiles.id, inside.id))).toEqual([]);
    expect(await ctx.app.deps.files.open(inside.fileKey)).toBeNull();
    expect(await ctx.app.deps.files.open(inside.thumbnailKey!)).toBeNull();
    expect(await ctx.app.deps.files.open(outside.fileKey)).not.toBeNull();
  });

  it("answers 404 for another partner's category and leaves it whole", async () => {
    const theirs = await insertCategory(ctx, world.theirs.partner.id, world.theirs.realm.id, 'Kept');
    const file = await insertMediaFile(ctx, {
      partnerId: world.theirs.partner.id,
      realmId: world.theirs.realm.id,
      categoryId: theirs.id,
      name: 'kept.pdf',
    });
    expect((await as('DELETE', `/v1/categories/${theirs.id}/`)).statusCode).toBe(404);
    expect(await ctx.app.deps.files.open(file.fileKey)).not.toBeNull();
    expect(
      (await ctx.db.select().from(mediaCategories).where(eq(mediaCategories.id, theirs.id))).length,
    ).toBe(1);
  });
});

describe('plans and roles', () => {
  it('is open to staff; the Kiosk plan is refused (Content Management)', async () => {
    const staff = await signInWithOtp(ctx, world.mine.staff.email);
    const created = await as(
      'POST',
      '/v1/categories/',
      { name: 'Staff', realm: world.mine.realm.id },
      staff.access,
    );
    expect(created.statusCode).toBe(201);
    const kiosk = await createPartner(ctx.db, { plan: 'Kiosk' });
    const admin = await createUser(ctx.db, { partnerId: kiosk.id });
    const tokens = await signInWithOtp(ctx, admin.email);
    const refused = await as('GET', '/v1/categories/', undefined, tokens.access);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ detail: PLAN_NOT_INCLUDED });
  });
});
