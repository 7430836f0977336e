import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_TOKEN_PURCHASE_TIERS, VOUCHER_SERVICE_TEXTS } from '@ared/contract/vouchers';
import { voucherAutomationPreferences, voucherPurchasePreferences } from '../src/db/schema';
import { type TestContext, createTestContext } from './helpers/app';
import { requester } from './helpers/session';
import { voucherWorld } from './helpers/voucher-world';

let ctx: TestContext;
let world: Awaited<ReturnType<typeof voucherWorld>>;
let as: ReturnType<typeof requester>;

beforeAll(async () => {
  ctx = await createTestContext({ RATE_LIMIT_MAX: '1000000', RESPONSE_VALIDATION: 'on' });
  world = await voucherWorld(ctx);
  as = requester(ctx, () => world.mine.tokens.access);
});
afterAll(() => ctx.close());

const storedTiers = () => ctx.db.select().from(voucherPurchasePreferences);
const storedAutomation = () => ctx.db.select().from(voucherAutomationPreferences);

describe('GET/POST /v1/vouchers/purchase-preference/', () => {
  it('gives the default tiers of part 2 §9 with their display durations until the partner saves its own', async () => {
    const res = await as('GET', `/v1/vouchers/purchase-preference/?partner=${world.mine.partner.id}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual([
      { price: '0 RWF', duration_in_minutes: 10, display_duration: '10 minutes' },
      { price: '100 RWF', duration_in_minutes: 20, display_duration: '20 minutes' },
      { price: '300 RWF', duration_in_minutes: 60, display_duration: '1 hour' },
      { price: '500 RWF', duration_in_minutes: 180, display_duration: '3 hours' },
      { price: '1000 RWF', duration_in_minutes: 1440, display_duration: '1 day' },
    ]);
    expect(DEFAULT_TOKEN_PURCHASE_TIERS).toHaveLength(5);
  });

  it('replaces the list with the one posted, in its order', async () => {
    const tiers = [
      { price: '200 RWF', duration_in_minutes: 90 },
      { price: '50 RWF', duration_in_minutes: 1 },
    ];
    const res = await as('POST', '/v1/vouchers/purchase-preference/', tiers);
    expect(res.statusCode, res.body).toBe(200);
    const expected = [
      { price: '200 RWF', duration_in_minutes: 90, display_duration: '1 hour 30 minutes' },
      { price: '50 RWF', duration_in_minutes: 1, display_duration: '1 minute' },
    ];
    expect(res.json()).toEqual(expected);
    expect((await as('GET', '/v1/vouchers/purchase-preference/')).json()).toEqual(expected);
    // The other partner still has the defaults.
    const theirs = await as(
      'GET',
      '/v1/vouchers/purchase-preference/',
      undefined,
      world.theirs.tokens.access,
    );
    expect(theirs.json()).toHaveLength(5);
  });

  it.each([
    [[{ price: '', duration_in_minutes: 10 }]],
    [[{ price: '1 RWF', duration_in_minutes: 0 }]],
    [[{ price: '1 RWF', duration_in_minutes: 1.5 }]],
    [[{ price: 'a\u0000b', duration_in_minutes: 10 }]],
    [Array.from({ length: 21 }, () => ({ price: '1 RWF', duration_in_minutes: 10 }))],
    [{ price: '1 RWF', duration_in_minutes: 10 }],
  ])('refuses a bad list with 400 and keeps the saved one (%#)', async (body) => {
    const before = await storedTiers();
    const res = await as('POST', '/v1/vouchers/purchase-preference/', body);
    expect(res.statusCode).toBe(400);
    expect(await storedTiers()).toEqual(before);
  });

  it('refuses staff with 403 and saves nothing', async () => {
    const before = await storedTiers();
    const res = await as('POST', '/v1/vouchers/purchase-preference/', [], world.staff.access);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ detail: 'Only a partner admin can change the token purchase tiers.' });
    expect(await storedTiers()).toEqual(before);
  });
});

describe('GET/POST /v1/vouchers/automation-preference/', () => {
  it('gives the defaults until saved, then what was saved', async () => {
    const first = await as('GET', `/v1/vouchers/automation-preference/?partner=${world.mine.partner.id}`);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toEqual({
      partner_id: world.mine.partner.id,
      default_duration: '1_hour',
      custom_duration: null,
      autoconnect_daily_usage: null,
    });
    const saved = await as('POST', '/v1/vouchers/automation-preference/', {
      partner_id: world.mine.partner.id,
      default_duration: 'custom',
      custom_duration: 45,
      autoconnect_daily_usage: 30,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await as('GET', '/v1/vouchers/automation-preference/')).json()).toEqual({
      partner_id: world.mine.partner.id,
      default_duration: 'custom',
      custom_duration: 45,
      autoconnect_daily_usage: 30,
    });
    // Another duration drops the custom minutes.
    const hours = await as('POST', '/v1/vouchers/automation-preference/', {
      default_duration: '5_hours',
      custom_duration: 45,
      autoconnect_daily_usage: null,
    });
    expect(hours.json()).toMatchObject({ default_duration: '5_hours', custom_duration: null });
  });

  it("asks for the custom minutes with the spec's text", async () => {
    const before = await storedAutomation();
    const res = await as('POST', '/v1/vouchers/automation-preference/', {
      default_duration: 'custom',
      custom_duration: null,
      autoconnect_daily_usage: null,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ custom_duration: [VOUCHER_SERVICE_TEXTS.customDurationRequired] });
    expect(await storedAutomation()).toEqual(before);
  });

  it.each([
    { default_duration: '3_hours', custom_duration: null, autoconnect_daily_usage: null },
    { default_duration: 'custom', custom_duration: 0, autoconnect_daily_usage: null },
    { default_duration: '1_hour', custom_duration: null, autoconnect_daily_usage: 1441 },
  ])('refuses %o with 400', async (body) => {
    const before = await storedAutomation();
    expect((await as('POST', '/v1/vouchers/automation-preference/', body)).statusCode).toBe(400);
    expect(await storedAutomation()).toEqual(before);
  });

  it("refuses staff with 403 and another partner's id with 404", async () => {
    const body = { default_duration: '2_hours', custom_duration: null, autoconnect_daily_usage: null };
    const before = await storedAutomation();
    const staff = await as('POST', '/v1/vouchers/automation-preference/', body, world.staff.access);
    expect(staff.statusCode).toBe(403);
    const other = await as('POST', '/v1/vouchers/automation-preference/', {
      ...body,
      partner_id: world.theirs.partner.id,
    });
    expect(other.statusCode).toBe(404);
    const read = await as('GET', `/v1/vouchers/automation-preference/?partner=${world.theirs.partner.id}`);
    expect(read.statusCode).toBe(404);
    expect(await storedAutomation()).toEqual(before);
  });
});
