import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PLAN_NOT_INCLUDED } from '@ared/contract/plans';
import { partners } from '../src/db/schema';
import { forgetPartners } from '../src/modules/auth';
import { type TestContext, createTestContext } from './helpers/app';
import { bearer, requester } from './helpers/session';
import { databaseDigest } from './helpers/snapshot';
import { insertSession, insertVoucher, voucherWorld } from './helpers/voucher-world';

let ctx: TestContext;
let world: Awaited<ReturnType<typeof voucherWorld>>;
let as: ReturnType<typeof requester>;

beforeAll(async () => {
  ctx = await createTestContext({ RATE_LIMIT_MAX: '1000000', RESPONSE_VALIDATION: 'on' });
  world = await voucherWorld(ctx);
  as = requester(ctx, () => world.mine.tokens.access);
  await insertVoucher(ctx, {
    partnerId: world.mine.partner.id,
    code: 'MRLMAAAA',
    realmId: world.mine.realm.id,
  });
  await insertVoucher(ctx, { partnerId: world.mine.partner.id, code: 'MNRLAAAA' });
  await insertVoucher(ctx, {
    partnerId: world.theirs.partner.id,
    code: 'TRLMAAAA',
    realmId: world.theirs.realm.id,
  });
});
afterAll(() => ctx.close());

const SERVICE_CALLS = [
  ['GET', '/vouchers', undefined],
  ['POST', '/vouchers/create', { duration: 60 }],
  ['POST', '/vouchers/create/bulk', { duration: 60, count: 2 }],
  ['DELETE', '/vouchers/TRLMAAAA', undefined],
  ['POST', '/vouchers/revoke/bulk', { codes: ['TRLMAAAA', 'MRLMAAAA'] }],
  ['GET', '/vouchers/batches', undefined],
  ['GET', '/sessions', undefined],
  ['DELETE', '/sessions/1', undefined],
  ['GET', '/stats', undefined],
] as const;

describe('the voucher service slug', () => {
  it.each(SERVICE_CALLS)(
    "answers %s %s under another partner's slug or an unknown one with 404",
    async (method, path, body) => {
      for (const slug of [world.theirs.partner.slug, 'no-such-partner', 'MINE', '%00']) {
        const before = await databaseDigest(ctx.db);
        const res = await ctx.app.inject({
          method,
          url: `/radius/${slug}/admin${path}`,
          headers: bearer(world.mine.tokens.access),
          ...(body !== undefined && { payload: body }),
        });
        expect(res.statusCode, `${slug}: ${res.body}`).toBe(404);
        expect(await databaseDigest(ctx.db)).toEqual(before);
      }
    },
  );

  it('answers 401 without a token', async () => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: `/radius/${world.mine.partner.slug}/admin/vouchers`,
    });
    expect(res.statusCode).toBe(401);
  });

  it("never shows the other partner's vouchers or sessions", async () => {
    await insertSession(ctx, { partnerId: world.theirs.partner.id, routerId: world.theirs.routers[0]!.id });
    const vouchers = (await world.mineService('GET', '/vouchers?limit=50')).json();
    expect(vouchers.vouchers.map((v: { code: string }) => v.code).sort()).toEqual(['MNRLAAAA', 'MRLMAAAA']);
    const sessions = (await world.mineService('GET', '/sessions')).json();
    expect(sessions.pagination.total_count).toBe(0);
    const serial = world.theirs.routers[0]!.serialNumber;
    expect((await world.mineService('GET', `/stats?router=${serial}`)).statusCode).toBe(404);
  });
});

describe('GET /v1/vouchers/?realm=', () => {
  it("lists the vouchers created for one of the partner's realms", async () => {
    const res = await as('GET', `/v1/vouchers/?realm=${world.mine.realm.id}`);
    expect(res.statusCode, res.body).toBe(200);
    const page = res.json();
    expect(page).toMatchObject({ count: 1, next: null, previous: null });
    expect(page.results[0]).toMatchObject({
      code: 'MRLMAAAA',
      realm: { id: world.mine.realm.id, name: world.mine.realm.name },
    });
  });

  it('lists all the partner’s vouchers without a realm', async () => {
    const res = await as('GET', '/v1/vouchers/');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().count).toBe(2);
  });

  it.each([
    ['an empty realm', () => '', 400],
    ['another partner’s realm', () => String(world.theirs.realm.id), 404],
    ['an unknown realm', () => '999999', 404],
    ['a huge id', () => '99999999999999999999', 400],
    ['a NUL byte', () => '%00', 400],
  ])('answers %s with a 4xx', async (_, realm, status) => {
    const res = await as('GET', `/v1/vouchers/?realm=${realm()}`);
    expect(res.statusCode).toBe(status);
  });
});

describe('roles and plans', () => {
  it('lets staff read every list and the stats', async () => {
    for (const path of ['/vouchers', '/sessions', '/stats'])
      expect((await world.mineService('GET', path, undefined, world.staff.access)).statusCode).toBe(200);
    expect(
      (await as('GET', '/v1/vouchers/purchase-preference/', undefined, world.staff.access)).statusCode,
    ).toBe(200);
  });

  it('refuses a Kiosk-plan partner every voucher call with 403, changing nothing', async () => {
    await ctx.db.update(partners).set({ plan: 'Kiosk' }).where(eq(partners.id, world.mine.partner.id));
    // A plan change is read at once only when the process is told (decision 021).
    forgetPartners([world.mine.partner.id]);
    try {
      const before = await databaseDigest(ctx.db);
      for (const [method, path, body] of SERVICE_CALLS) {
        const res = await world.mineService(method, path, body);
        expect(res.statusCode, `${method} ${path}`).toBe(403);
        expect(res.json()).toEqual({ detail: PLAN_NOT_INCLUDED });
      }
      for (const [method, url, body] of [
        ['GET', `/v1/vouchers/?realm=${world.mine.realm.id}`, undefined],
        ['GET', '/v1/vouchers/automation-preference/', undefined],
        ['POST', '/v1/vouchers/purchase-preference/', []],
      ] as const) {
        expect((await as(method, url, body)).statusCode, url).toBe(403);
      }
      expect(await databaseDigest(ctx.db)).toEqual(before);
    } finally {
      await ctx.db.update(partners).set({ plan: 'Premium' }).where(eq(partners.id, world.mine.partner.id));
      forgetPartners([world.mine.partner.id]);
    }
  });
});
