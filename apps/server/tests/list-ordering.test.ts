import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { discountCoupons, miners, payments } from '../src/db/schema';
import type { TestContext } from './helpers/app';
import { type BillingWorld, billingContext, billingWorld, day, insertBilling } from './helpers/billing-world';
import { createSme, createUser } from './helpers/factories';

/**
 * Every list's `ordering` parameter (spec part 1 §2: sortable columns; the web's header click sends it):
 * an allow-listed field sorts ascending, `-field` descending, anything else is a 400 field error.
 */
let ctx: TestContext;
let w: BillingWorld;

type Row = Record<string, unknown>;
type Case = {
  list: string;
  url: () => string;
  field: string;
  /** The value each result sorts by. */
  value: (row: Row) => unknown;
  /** The values in ascending order (a function: some are known only once the world is built). */
  ascending: () => unknown[];
};

const name = (row: Row) => (row.sme as { name: string }).name;

beforeAll(async () => {
  ctx = await billingContext();
  w = await billingWorld(ctx);
  const partnerId = w.mine.partner.id;
  // Created in an order that is neither alphabetical nor its reverse, so the default order proves nothing.
  const zulu = await createSme(ctx.db, partnerId, {
    name: 'Zulu Shop',
    adminEmail: 'b@zulu.example.com',
    subscriptionPlanId: w.minePlan.id,
  });
  const alpha = await createSme(ctx.db, partnerId, {
    name: 'alpha Bar',
    adminEmail: 'c@alpha.example.com',
    subscriptionPlanId: w.minePlan.id,
  });
  const cafe = w.mine.sme;
  const billed = [
    await insertBilling(ctx.db, zulu, { due: day(-3), amount: 50_000 }),
    await insertBilling(ctx.db, alpha, { due: day(-1), amount: 10_000 }),
    await insertBilling(ctx.db, cafe, { due: day(-2), amount: 30_000 }),
  ];
  await ctx.db.insert(payments).values([
    { partnerId, billingId: billed[0]!.billing.id, amount: 50_000, method: 'cash' },
    { partnerId, billingId: billed[1]!.billing.id, amount: 10_000, method: 'bank_transfer' },
  ]);
  await ctx.db.insert(discountCoupons).values([
    { partnerId, smeId: zulu.id, code: 'MIDDLE', percentageDiscount: 50 },
    { partnerId, smeId: alpha.id, code: 'ZED', percentageDiscount: 5 },
    { partnerId, smeId: cafe.id, code: 'ACE', percentageDiscount: 20 },
  ]);
  await createUser(ctx.db, { partnerId, email: 'aaa@example.com' });
  const [r0, r1, r2] = w.mine.routers;
  await ctx.db.insert(miners).values([
    { partnerId, routerId: r1!.id, status: 'running' },
    { partnerId, routerId: r2!.id, status: 'paused' },
    { partnerId, routerId: r0!.id, status: 'inactive' },
  ]);
});

afterAll(async () => {
  await ctx?.close();
});

const cases = (): Case[] => [
  {
    list: 'SMEs',
    url: () => '/v1/smes/',
    field: 'name',
    value: (r) => r.name,
    ascending: () => ['alpha Bar', 'mine Cafe', 'Zulu Shop'],
  },
  {
    list: 'SMEs',
    url: () => '/v1/smes/',
    field: 'admin_email',
    value: (r) => r.admin_email,
    ascending: () => ['b@zulu.example.com', 'c@alpha.example.com', w.mine.sme.adminEmail].sort(),
  },
  {
    list: 'subscription billings',
    url: () => '/v1/partner/billing/',
    field: 'sme',
    value: name,
    ascending: () => ['alpha Bar', 'mine Cafe', 'Zulu Shop'],
  },
  {
    list: 'subscription billings',
    url: () => '/v1/partner/billing/',
    field: 'final_amount',
    value: (r) => r.final_amount,
    ascending: () => [10_000, 30_000, 50_000],
  },
  {
    list: 'payments',
    url: () => '/v1/partner/billing/payment/',
    field: 'amount',
    value: (r) => r.amount,
    ascending: () => [10_000, 50_000],
  },
  {
    list: 'discount coupons',
    url: () => '/v1/discount-coupon/',
    field: 'code',
    value: (r) => r.code,
    ascending: () => ['ACE', 'MIDDLE', 'ZED'],
  },
  {
    list: 'discount coupons',
    url: () => '/v1/discount-coupon/',
    field: 'percentage_discount',
    value: (r) => r.percentage_discount,
    ascending: () => [5, 20, 50],
  },
  {
    list: 'users',
    url: () => '/v1/auth/users/',
    field: 'email',
    value: (r) => r.email,
    ascending: () => ['aaa@example.com', w.mine.admin.email, w.mine.staff.email].sort(),
  },
  {
    list: 'subscribers',
    url: () => '/v1/users/subscriber/',
    field: 'name',
    value: (r) => (r.partner_id as { name: string }).name,
    ascending: () => ['alpha Bar', 'Zulu Shop'],
  },
  {
    list: 'miners',
    url: () => `/v1/yocto/partner/${w.mine.partner.id}/miner/`,
    field: 'router_ssid',
    value: (r) => r.router_ssid,
    ascending: () => ['mine_0', 'mine_1', 'mine_2'],
  },
  {
    list: 'miners',
    url: () => `/v1/yocto/partner/${w.mine.partner.id}/miner/`,
    field: 'status',
    value: (r) => r.status,
    ascending: () => ['inactive', 'paused', 'running'],
  },
];

const rowsOf = (body: unknown): Row[] => (Array.isArray(body) ? body : (body as { results: Row[] }).results);

describe('ordering= on every list', () => {
  it.each(cases().map((c) => [c.list, c.field, c] as const))(
    '%s sort by %s both ways',
    async (_list, field, c) => {
      const up = await w.as('GET', `${c.url()}?ordering=${field}`);
      expect(up.statusCode, up.body).toBe(200);
      expect(rowsOf(up.json()).map(c.value)).toEqual(c.ascending());
      const down = await w.as('GET', `${c.url()}?ordering=-${field}`);
      expect(rowsOf(down.json()).map(c.value)).toEqual(c.ascending().reverse());
    },
  );

  it.each(cases().map((c) => [c.list, c] as const))(
    '%s refuse an unknown ordering with a field error',
    async (_list, c) => {
      for (const bad of ['password_hash', 'name;drop', '--name']) {
        const res = await w.as('GET', `${c.url()}?ordering=${encodeURIComponent(bad)}`);
        expect(res.statusCode, `${bad}: ${res.body}`).toBe(400);
        expect(res.json()).toEqual({ ordering: ['Unknown ordering.'] });
      }
    },
  );

  it('pages through a sorted list without repeating a row', async () => {
    const first = (await w.as('GET', '/v1/smes/?ordering=name&page_size=2')).json();
    const second = (await w.as('GET', '/v1/smes/?ordering=name&page_size=2&page=2')).json();
    expect([...first.results, ...second.results].map((r: Row) => r.name)).toEqual([
      'alpha Bar',
      'mine Cafe',
      'Zulu Shop',
    ]);
  });
});
