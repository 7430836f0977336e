import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { payments, routerState, routers } from '../src/db/schema';
import { billingContext, day, insertBilling } from './helpers/billing-world';
import type { TestContext } from './helpers/app';
import { createKiosk } from './helpers/factories';
import { bearer } from './helpers/session';
import { twoPartners } from './helpers/world';

/**
 * Router analytics (partners/{id}/router-analytics/) and revenue (partners/{id}/calculate/,
 * partner/revenue/{id}/calculate/, partner/revenue/{id}?time_range=) on hand-summed fixtures. The clock is
 * 2026-03-10 08:00Z, 10:00 in Kigali (UTC+2), the partners' zone: "D" is 2026-03-10 local.
 */
let ctx: TestContext;
let world: Awaited<ReturnType<typeof twoPartners>>;

const get = (url: string, token = world.mine.tokens.access) =>
  ctx.app.inject({ method: 'GET', url, headers: bearer(token) });
const ok = async (url: string) => {
  const res = await get(url);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};

/** A paid billing of the SME and its payment at `paidAt`. */
async function paid(sme: { id: number; partnerId: number }, start: string, amount: number, paidAt: string) {
  const { billing } = await insertBilling(ctx.db, sme, { start, due: start, amount, isPaid: true });
  await ctx.db.insert(payments).values({
    partnerId: sme.partnerId,
    billingId: billing.id,
    amount,
    method: 'cash',
    paidAt: new Date(paidAt),
  });
}

beforeAll(async () => {
  ctx = await billingContext();
  world = await twoPartners(ctx);
  const sme = world.mine.sme;
  await paid(sme, day(-60), 1000, '2026-03-10T07:00:00Z'); // 09:00 on D
  await paid(sme, day(-30), 700, '2026-03-09T22:00:00Z'); // 00:00 on D: D's first instant
  await paid(sme, day(-90), 2500, '2026-03-09T21:30:00Z'); // 23:30 on D-1
  await paid(sme, day(-120), 4000, '2026-02-20T10:00:00Z'); // February: outside the week
  // Billed and unpaid: 29,000 less a 10 % discount = 26,100 outstanding; a paused one is not owed now.
  await insertBilling(ctx.db, sme, { start: day(-5), due: day(2), amount: 29_000, finalAmount: 26_100 });
  await insertBilling(ctx.db, sme, { start: day(-150), due: day(-140), amount: 5000, isPaused: true });
  // The other partner's payment never counts in mine.
  await paid(world.theirs.sme, day(-60), 9999, '2026-03-10T07:30:00Z');

  // Routers of mine (5): 0 online now and at an SME, 1 heard long ago, 2 damaged, 3 at an SME, 4 at a kiosk.
  const r = world.mine.routers;
  const kiosk = await createKiosk(ctx.db, world.mine.partner.id);
  await ctx.db.insert(routerState).values([
    { routerId: r[0]!.id, partnerId: world.mine.partner.id, lastSeen: new Date(), intervalSeconds: 30 },
    {
      routerId: r[1]!.id,
      partnerId: world.mine.partner.id,
      lastSeen: new Date(Date.now() - 3600_000),
      intervalSeconds: 30,
    },
  ]);
  await ctx.db.update(routers).set({ smeId: world.mine.sme.id }).where(eq(routers.id, r[0]!.id));
  await ctx.db.update(routers).set({ functional: false }).where(eq(routers.id, r[2]!.id));
  await ctx.db.update(routers).set({ smeId: world.mine.sme.id }).where(eq(routers.id, r[3]!.id));
  await ctx.db.update(routers).set({ kioskId: kiosk.id }).where(eq(routers.id, r[4]!.id));
  // The other partner's box is online too, and never counts in mine.
  await ctx.db.insert(routerState).values({
    routerId: world.theirs.routers[0]!.id,
    partnerId: world.theirs.partner.id,
    lastSeen: new Date(),
    intervalSeconds: 30,
  });
});
afterAll(() => ctx.close());

describe('partners/{id}/router-analytics/', () => {
  it('counts total, online now, damaged, SME and kiosk routers', async () => {
    expect(await ok(`/v1/partners/${world.mine.partner.id}/router-analytics/`)).toEqual({
      total_routers: 5,
      active_routers: 1, // router 0; router 1 was last heard an hour ago (interval 30 s)
      damaged_routers: 1,
      sme_routers: 2, // routers 0 and 3
      kiosk_routers: 1,
    });
  });
});

describe('revenue', () => {
  it('total revenue: every payment received, all time, in the billing currency', async () => {
    // 1000 + 700 + 2500 + 4000 = 8200 (the other partner's 9999 not included).
    const expected = { total_revenue: 8200, currency: 'RWF' };
    expect(await ok(`/v1/partners/${world.mine.partner.id}/calculate/`)).toEqual(expected);
    expect(await ok(`/v1/partner/revenue/${world.mine.partner.id}/calculate/`)).toEqual(expected);
  });

  it('per local day over 1week, with what is billed and unpaid', async () => {
    const body = await ok(`/v1/partner/revenue/${world.mine.partner.id}?time_range=1week`);
    // D (03-10): 1000 + 700 (00:00 local is D's, though 22:00Z on the 9th) = 1700; D-1: 2500.
    expect(body).toEqual({
      currency: 'RWF',
      total_revenue: 4200,
      outstanding: 26_100,
      revenue: {
        categories: [
          '2026-03-04',
          '2026-03-05',
          '2026-03-06',
          '2026-03-07',
          '2026-03-08',
          '2026-03-09',
          '2026-03-10',
        ],
        series: [
          { name: 'Revenue', data: [0, 0, 0, 0, 0, 2500, 1700], total: 4200 },
          { name: 'Bill payments', data: [0, 0, 0, 0, 0, 2500, 1700], total: 4200 },
          { name: 'Portal purchases', data: [0, 0, 0, 0, 0, 0, 0], total: 0 },
          { name: 'Reversals', data: [0, 0, 0, 0, 0, 0, 0], total: 0 },
        ],
      },
      bill_payments: 4200,
      purchases: 0,
      reversals: 0,
      breakdown: [],
    });
  });

  it('today by the hour, 3months by the month (default range)', async () => {
    const today = await ok(`/v1/partner/revenue/${world.mine.partner.id}?time_range=today`);
    const hours = today.revenue.series[0].data as number[];
    expect(hours).toHaveLength(24);
    expect(hours[0]).toBe(700);
    expect(hours[9]).toBe(1000);
    expect(today.total_revenue).toBe(1700);
    const months = await ok(`/v1/partner/revenue/${world.mine.partner.id}`);
    expect(months.revenue.categories).toEqual(['2026-01', '2026-02', '2026-03']);
    expect(months.revenue.series[0].data).toEqual([0, 4000, 4200]);
    expect(months.total_revenue).toBe(8200);
  });

  it('the other partner reads only its own payments', async () => {
    const res = await get(
      `/v1/partner/revenue/${world.theirs.partner.id}/calculate/`,
      world.theirs.tokens.access,
    );
    expect(res.json()).toEqual({ total_revenue: 9999, currency: 'RWF' });
  });
});

describe('tenant scope and bad input', () => {
  it("another partner's id answers 404", async () => {
    const theirs = world.theirs.partner.id;
    for (const url of [
      `/v1/partners/${theirs}/router-analytics/`,
      `/v1/partners/${theirs}/calculate/`,
      `/v1/partner/revenue/${theirs}/calculate/`,
      `/v1/partner/revenue/${theirs}?time_range=1week`,
      `/v1/partner/revenue/999999`,
    ])
      expect((await get(url)).statusCode, url).toBe(404);
  });

  it('bad input answers a 4xx, never 500', async () => {
    const mine = world.mine.partner.id;
    // A path id not written in decimal digits is no such object: 404, like everywhere (bad-input suite).
    for (const url of [
      `/v1/partners/abc/router-analytics/`,
      `/v1/partners/0/calculate/`,
      `/v1/partner/revenue/-1/calculate/`,
      `/v1/partner/revenue/1e3`,
    ])
      expect((await get(url)).statusCode, url).toBe(404);
    for (const url of [
      `/v1/partner/revenue/${mine}?time_range=1year`,
      `/v1/partner/revenue/${mine}?time_range=`,
    ])
      expect((await get(url)).statusCode, url).toBe(400);
  });
});
