import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INTERNET_SETTING_TEXTS as T } from '@ared/contract/internet-settings';
import { PLAN_NOT_INCLUDED } from '@ared/contract/plans';
import { internetSettings } from '../src/db/schema';
import { type TestContext, createTestContext } from './helpers/app';
import { createPartner, createUser } from './helpers/factories';
import { bearer, signInWithOtp } from './helpers/session';
import { twoPartners } from './helpers/world';

let ctx: TestContext;
let world: Awaited<ReturnType<typeof twoPartners>>;
let staffToken: string;

beforeAll(async () => {
  ctx = await createTestContext();
  world = await twoPartners(ctx);
  staffToken = (await signInWithOtp(ctx, world.mine.staff.email)).access;
});
afterAll(() => ctx.close());

const URL = '/v1/internet-settings/';
const call = (method: 'GET' | 'POST', url: string, payload?: unknown, token = world.mine.tokens.access) =>
  ctx.app.inject({
    method,
    url,
    headers: bearer(token),
    ...(payload !== undefined && { payload: payload as object }),
  });
const pack = {
  name: 'Daily 4 Mbps',
  price_per_gb: 1000,
  minimum_profit_percentage: 20,
  max_speed_in_mbps: 4,
};
const packsOf = async (partnerId: number) =>
  ctx.db.select().from(internetSettings).where(eq(internetSettings.partnerId, partnerId));

describe('POST /v1/internet-settings/', () => {
  it('adds a pack with the prices the server computes (1000 CAF, 20 %, 4 Mbps: 1200.00, 40.00 a minute)', async () => {
    const res = await call('POST', URL, {
      ...pack,
      partner: world.mine.partner.id,
      total_internet_price: 1200,
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({
      name: 'Daily 4 Mbps',
      price_per_gb: 1000,
      minimum_profit_percentage: 20,
      max_speed_in_mbps: 4,
      total_internet_price: 1200,
      price_per_minute: 40,
      partner: world.mine.partner.id,
    });
  });

  it('computes from the integer parts and stores the inputs as sent (999.75, 7.9 %, 5 Mbps)', async () => {
    // 999 × 107 / 100 = 1068.93; / (30 − 5 × 1) = 42.7572 → 42.76.
    const res = await call('POST', URL, {
      name: 'Odd',
      price_per_gb: '999.75',
      minimum_profit_percentage: 7.9,
      max_speed_in_mbps: 5,
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({
      price_per_gb: 999.75,
      minimum_profit_percentage: 7.9,
      total_internet_price: 1068.93,
      price_per_minute: 42.76,
    });
    const [row] = (await packsOf(world.mine.partner.id)).filter((p) => p.name === 'Odd');
    expect(row).toMatchObject({ totalInternetPrice: 1068.93, pricePerMinute: 42.76 });
  });

  it('refuses a total that disagrees with the inputs, and stores nothing', async () => {
    const before = (await packsOf(world.mine.partner.id)).length;
    const res = await call('POST', URL, { ...pack, total_internet_price: 999 });
    expect(res.statusCode).toBe(400);
    expect(res.json().total_internet_price).toEqual([T.totalMismatch(1200)]);
    expect((await packsOf(world.mine.partner.id)).length).toBe(before);
  });

  it.each([
    ['name', { ...pack, name: undefined }, T.required('Pack Name')],
    ['name', { ...pack, name: '   ' }, T.required('Pack Name')],
    ['price_per_gb', { ...pack, price_per_gb: undefined }, T.required('Price Per GB')],
    ['price_per_gb', { ...pack, price_per_gb: '' }, T.required('Price Per GB')],
    ['price_per_gb', { ...pack, price_per_gb: 'ten' }, 'A valid number is required.'],
    ['price_per_gb', { ...pack, price_per_gb: 0 }, 'Ensure this value is greater than or equal to 1.'],
    ['price_per_gb', { ...pack, price_per_gb: 1e9 }, 'Ensure this value is less than or equal to 10000000.'],
    ['price_per_gb', { ...pack, price_per_gb: 10.005 }, T.decimals],
    [
      'minimum_profit_percentage',
      { ...pack, minimum_profit_percentage: null },
      T.required('Minimum Profit (%)'),
    ],
    [
      'minimum_profit_percentage',
      { ...pack, minimum_profit_percentage: -5 },
      'Ensure this value is greater than or equal to 0.',
    ],
    ['max_speed_in_mbps', { ...pack, max_speed_in_mbps: undefined }, T.required('Bandwidth (Mbps)')],
    ['max_speed_in_mbps', { ...pack, max_speed_in_mbps: 0 }, 'Ensure this value is greater than 0.'],
    ['max_speed_in_mbps', { ...pack, max_speed_in_mbps: 10 }, T.bandwidthTooHigh],
    ['max_speed_in_mbps', { ...pack, max_speed_in_mbps: 25 }, T.bandwidthTooHigh],
    ['max_speed_in_mbps', { ...pack, max_speed_in_mbps: true }, 'A valid number is required.'],
  ])('refuses a missing or bad %s with its field error (%j)', async (field, body, message) => {
    const res = await call('POST', URL, body);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()[field]).toEqual([message]);
  });

  it('reports every missing field at once', async () => {
    const res = await call('POST', URL, {});
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json()).sort()).toEqual(
      ['max_speed_in_mbps', 'minimum_profit_percentage', 'name', 'price_per_gb'].sort(),
    );
  });

  it('prices 9.99 Mbps, the last bandwidth below the limit', async () => {
    const res = await call('POST', URL, { ...pack, name: 'Edge', max_speed_in_mbps: 9.99 });
    expect(res.statusCode, res.body).toBe(201);
    // 1200 / (30 − 5 × 5.99) = 1200 / 0.05 = 24000.00.
    expect(res.json().price_per_minute).toBe(24000);
  });

  it("answers 404 for another partner's id in the body and stores nothing there", async () => {
    const res = await call('POST', URL, { ...pack, partner: world.theirs.partner.id });
    expect(res.statusCode).toBe(404);
    expect(await packsOf(world.theirs.partner.id)).toHaveLength(0);
  });

  it('is refused to partner staff (pricing is money, decision 036)', async () => {
    const before = (await packsOf(world.mine.partner.id)).length;
    const res = await call('POST', URL, pack, staffToken);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ detail: 'Only a partner admin can add internet packs.' });
    expect((await packsOf(world.mine.partner.id)).length).toBe(before);
  });
});

describe('GET /v1/internet-settings/', () => {
  it("lists the partner's packs only, newest first, to both roles", async () => {
    await call('POST', URL, { ...pack, name: 'Theirs pack' }, world.theirs.tokens.access);
    const latest = await call('POST', URL, { ...pack, name: 'Newest' });
    expect(latest.statusCode).toBe(201);
    for (const token of [world.mine.tokens.access, staffToken]) {
      const res = await call('GET', `${URL}?partner=${world.mine.partner.id}`, undefined, token);
      expect(res.statusCode, res.body).toBe(200);
      const body = res.json();
      expect(body.results[0]).toMatchObject({ id: latest.json().id, name: 'Newest' });
      expect(body.results.map((p: { name: string }) => p.name)).not.toContain('Theirs pack');
      expect(body.count).toBe((await packsOf(world.mine.partner.id)).length);
    }
  });

  it("answers 404 to another partner's id", async () => {
    const res = await call('GET', `${URL}?partner=${world.theirs.partner.id}`);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ detail: 'Not found.' });
  });

  it('is refused to the SME plan (Services are Micro Franchisee Management) and open to the Kiosk plan', async () => {
    const sme = await createPartner(ctx.db, { plan: 'SME' });
    const smeToken = (await signInWithOtp(ctx, (await createUser(ctx.db, { partnerId: sme.id })).email))
      .access;
    for (const [method, body] of [
      ['GET', undefined],
      ['POST', pack],
    ] as const) {
      const res = await call(method, URL, body, smeToken);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ detail: PLAN_NOT_INCLUDED });
    }
    expect(await packsOf(sme.id)).toHaveLength(0);
    const kiosk = await createPartner(ctx.db, { plan: 'Kiosk' });
    const kioskToken = (await signInWithOtp(ctx, (await createUser(ctx.db, { partnerId: kiosk.id })).email))
      .access;
    expect((await call('POST', URL, pack, kioskToken)).statusCode).toBe(201);
    expect((await call('GET', URL, undefined, kioskToken)).json().count).toBe(1);
  });

  it('refuses a missing token', async () => {
    expect((await ctx.app.inject({ method: 'GET', url: URL })).statusCode).toBe(401);
  });
});
