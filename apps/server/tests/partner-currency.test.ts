import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { convertAmount } from '@ared/contract/currencies';
import { billings, partners, subscriptionPlans } from '../src/db/schema';
import { openSubscriptionBillings } from '../src/modules/billing/open-billings';
import { type TestContext, createTestContext } from './helpers/app';
import { type Tokens, bearer, signInWithOtp } from './helpers/session';
import { createSme } from './helpers/factories';
import { twoPartners } from './helpers/world';

/**
 * Issue 29 §6, decision 061: one display currency per partner and one rate table on the server. Every
 * partner user reads them; only the partner admin changes the currency, to one the table can convert to.
 */
let ctx: TestContext;
let world: Awaited<ReturnType<typeof twoPartners>>;
let staff: Tokens;

beforeAll(async () => {
  ctx = await createTestContext({
    USD_TO_RWF: '1350',
    EXCHANGE_RATES: 'CAF=2.25,KES=10.5',
    EXCHANGE_RATES_DATE: '2026-11-20',
    BILLING_TIME_ZONE: 'Africa/Kigali',
  });
  world = await twoPartners(ctx);
  staff = await signInWithOtp(ctx, world.mine.staff.email);
});
afterAll(() => ctx.close());

const url = (id: number | string) => `/v1/partners/${id}/currency/`;
const read = (id: number | string, token = world.mine.tokens.access) =>
  ctx.app.inject({ method: 'GET', url: url(id), headers: bearer(token) });
const change = (id: number | string, body: unknown, token = world.mine.tokens.access) =>
  ctx.app.inject({ method: 'PATCH', url: url(id), headers: bearer(token), payload: body as object });
const displayOf = async (partnerId: number) =>
  (await ctx.db.select().from(partners).where(eq(partners.id, partnerId)))[0]!.displayCurrency;

describe('GET /v1/partners/{id}/currency/', () => {
  it('states the display currency (RWF by default), the time zone and the configured rates with their day', async () => {
    const res = await read(world.mine.partner.id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      display_currency: 'RWF',
      time_zone: 'Africa/Kigali',
      rate_table: {
        base: 'RWF',
        as_of: '2026-11-20',
        // USD's rate is USD_TO_RWF: the rate the billing engine prices plans with.
        rates: { RWF: 1, USD: 1350, CAF: 2.25, KES: 10.5 },
      },
    });
  });

  it('is read by staff too', async () => {
    expect((await read(world.mine.partner.id, staff.access)).statusCode).toBe(200);
  });

  it("answers another partner's id, or one that does not exist, as not found", async () => {
    expect((await read(world.theirs.partner.id)).statusCode).toBe(404);
    expect((await read(999_999)).json()).toEqual({ detail: 'Not found.' });
  });
});

describe('PATCH /v1/partners/{id}/currency/', () => {
  it('sets a currency of the rate table, written in any case', async () => {
    const res = await change(world.mine.partner.id, { display_currency: ' usd ' });
    expect(res.statusCode).toBe(200);
    expect(res.json().display_currency).toBe('USD');
    expect(await displayOf(world.mine.partner.id)).toBe('USD');
    // The other partner keeps its own.
    expect(await displayOf(world.theirs.partner.id)).toBe('RWF');
    expect((await change(world.mine.partner.id, { display_currency: 'RWF' })).statusCode).toBe(200);
  });

  it('refuses a currency without a rate with a field error naming the ones offered, and changes nothing', async () => {
    const res = await change(world.mine.partner.id, { display_currency: 'EUR' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      display_currency: ['There is no exchange rate for EUR. Choose one of RWF, CAF, KES, USD.'],
    });
    const malformed = await change(world.mine.partner.id, { display_currency: 'dollars' });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toEqual({
      display_currency: ['Enter a currency code of three letters, such as RWF.'],
    });
    expect((await change(world.mine.partner.id, {})).statusCode).toBe(400);
    expect(await displayOf(world.mine.partner.id)).toBe('RWF');
  });

  it("is the admin's: staff get 403 and nothing changes", async () => {
    const res = await change(world.mine.partner.id, { display_currency: 'USD' }, staff.access);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ detail: 'Only a partner admin can change the display currency.' });
    expect(await displayOf(world.mine.partner.id)).toBe('RWF');
  });

  it("answers another partner's id as not found and leaves that partner's currency alone", async () => {
    const res = await change(world.theirs.partner.id, { display_currency: 'USD' });
    expect(res.statusCode).toBe(404);
    expect(await displayOf(world.theirs.partner.id)).toBe('RWF');
  });
});

describe('numbers agree', () => {
  it("converts a plan's USD price to exactly the amount its bill is opened with", async () => {
    // 19.99 × 1,350 = 26,986.5: a half, where float rounding and the engine's numeric rounding part ways.
    const [plan] = await ctx.db
      .insert(subscriptionPlans)
      .values({ partnerId: world.mine.partner.id, name: 'Agree', price: 19.99, currency: 'USD' })
      .returning();
    const sme = await createSme(ctx.db, world.mine.partner.id, {
      subscriptionPlanId: plan!.id,
      trialEndDate: '2026-11-01',
    });
    await openSubscriptionBillings(ctx.db, {
      today: '2026-11-20',
      usdToRwf: ctx.config.billing.usdToRwf,
      smeId: sme.id,
      firstCycleToday: true,
    });
    const [bill] = await ctx.db.select().from(billings).where(eq(billings.smeId, sme.id));
    const table = (await read(world.mine.partner.id)).json().rate_table;
    const shown = convertAmount(table, plan!.price, 'USD', 'RWF');
    expect(shown.ok && shown.to.amount).toBe(26_987);
    expect(Number(bill!.amount)).toBe(26_987);
  });
});
