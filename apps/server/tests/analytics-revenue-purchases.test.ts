import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mobileMoneyPayments, payments, portalGrants } from '../src/db/schema';
import { reversePayment, settlePayment } from '../src/modules/mobile-money/settlement';
import { toolContextFor, toolNamed } from '../src/modules/assistant/tools';
import type { ReadTool } from '../src/modules/assistant/tools/types';
import { NOW, billingContext, day, insertBilling } from './helpers/billing-world';
import type { TestContext } from './helpers/app';
import { bearer, signInWithOtp } from './helpers/session';
import { twoPartners } from './helpers/world';

/**
 * Guests' mobile-money purchases in the partner's revenue (issue 32 §5, decision 079), on hand-summed
 * fixtures. The clock is 2026-03-10 08:00Z, 10:00 in Kigali (UTC+2): "D" is 2026-03-10 local. Purchases
 * are settled and reversed through the mobile-money module's own functions, so the settlement handler
 * issues each purchase's voucher as it does in production.
 */
let ctx: TestContext;
let world: Awaited<ReturnType<typeof twoPartners>>;
let staffToken: string;

const get = (url: string, token = world.mine.tokens.access) =>
  ctx.app.inject({ method: 'GET', url, headers: bearer(token) });
const ok = async (url: string, token?: string) => {
  const res = await get(url, token);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};

type Sale = {
  partnerId: number;
  routerId: number;
  realmId: number | null;
  tierId: number;
  minutes: number;
  amount: number;
  settledAt: string;
  reversedAt?: string;
  currency?: string;
  status?: 'successful' | 'failed';
};

/** A pending purchase, settled (and reversed) at the given instants by the module's functions. */
async function sale(s: Sale): Promise<string> {
  const id = randomUUID();
  await ctx.db.insert(mobileMoneyPayments).values({
    id,
    partnerId: s.partnerId,
    provider: 'mtn_momo',
    environment: 'sandbox',
    phone: '250788000001',
    amountMinor: s.amount,
    currency: s.currency ?? 'RWF',
    purpose: {
      kind: 'portal_purchase',
      routerId: s.routerId,
      realmId: s.realmId,
      tierId: s.tierId,
      minutes: s.minutes,
      device: `device-${id}`,
    },
    purposeKind: 'portal_purchase',
    idempotencyKey: id,
    createdAt: new Date(s.settledAt),
  });
  const outcome =
    s.status === 'failed'
      ? { status: 'failed' as const, failure: 'declined' as const }
      : { status: 'successful' as const, providerReference: `ref-${id}` };
  expect(await settlePayment(ctx.db, id, outcome, 'callback', new Date(s.settledAt))).not.toBeNull();
  if (s.reversedAt)
    expect(await reversePayment(ctx.db, id, 'callback', new Date(s.reversedAt))).not.toBeNull();
  return id;
}

let boughtWithVoucher: string;

beforeAll(async () => {
  ctx = await billingContext();
  world = await twoPartners(ctx);
  staffToken = (await signInWithOtp(ctx, world.mine.staff.email)).access;
  const mine = world.mine;
  const [box0, box1] = [mine.routers[0]!.id, mine.routers[1]!.id];
  const realm = mine.realm.id;
  const p = mine.partner.id;
  // An SME bill paid by mobile money is a billing payment (markBillingPaid): counted once, as a bill.
  const { billing } = await insertBilling(ctx.db, mine.sme, {
    start: day(-30),
    due: day(-30),
    amount: 5000,
    isPaid: true,
  });
  await ctx.db.insert(payments).values({
    partnerId: p,
    billingId: billing.id,
    amount: 5000,
    method: 'mobile_money',
    paidAt: new Date('2026-03-10T06:00:00Z'),
  });
  await ctx.db.insert(mobileMoneyPayments).values({
    id: randomUUID(),
    partnerId: p,
    provider: 'mtn_momo',
    environment: 'sandbox',
    phone: '250788000002',
    amountMinor: 5000,
    currency: 'RWF',
    purpose: { kind: 'sme_billing', billingId: billing.id, smeId: mine.sme.id },
    purposeKind: 'sme_billing',
    status: 'successful',
    idempotencyKey: 'bill',
    settledAt: new Date('2026-03-10T06:00:00Z'),
  });
  // Most sales below: 60 minutes (tier 1) on box 0, in the realm.
  const hourOnBox0 = { partnerId: p, routerId: box0, realmId: realm, tierId: 1, minutes: 60 };
  // D: two 60-minute purchases (tier 1) on box 0, one 30-minute (tier 0) on box 1.
  boughtWithVoucher = await sale({
    ...hourOnBox0,
    amount: 300,
    settledAt: '2026-03-10T07:00:00Z',
  });
  await sale({
    ...hourOnBox0,
    amount: 300,
    settledAt: '2026-03-10T07:10:00Z',
  });
  await sale({
    partnerId: p,
    routerId: box1,
    realmId: null,
    tierId: 0,
    minutes: 30,
    amount: 200,
    settledAt: '2026-03-10T07:20:00Z',
  });
  // D-1: a 60-minute purchase on box 0, reversed by the provider on D.
  await sale({
    ...hourOnBox0,
    amount: 300,
    settledAt: '2026-03-09T12:00:00Z',
    reversedAt: '2026-03-10T05:00:00Z',
  });
  // February: out of the week's range.
  await sale({
    ...hourOnBox0,
    amount: 300,
    settledAt: '2026-02-20T10:00:00Z',
  });
  // Not revenue: a declined payment, and one in another currency than the billing one (decision 061).
  await sale({
    ...hourOnBox0,
    amount: 300,
    settledAt: '2026-03-10T07:30:00Z',
    status: 'failed',
  });
  await sale({
    ...hourOnBox0,
    amount: 250,
    settledAt: '2026-03-10T07:40:00Z',
    currency: 'USD',
  });
  // Another partner's purchase, even naming my box in its purpose, is never counted in mine. (Its voucher
  // cannot name my realm: the foreign key pairs the partner since decision 083.)
  await sale({
    partnerId: world.theirs.partner.id,
    routerId: box0,
    realmId: null,
    tierId: 1,
    minutes: 60,
    amount: 9999,
    settledAt: '2026-03-10T07:00:00Z',
  });
});
afterAll(() => ctx.close());

const week = () => `/v1/partner/revenue/${world.mine.partner.id}?time_range=1week`;

describe('portal purchases in revenue', () => {
  it('counts purchases settled in the range, and a reversal as a line of its own, subtracted', async () => {
    const r = await ok(week());
    const [net, bills, bought, reversed] = r.revenue.series;
    expect(r.revenue.series.map((s: { name: string }) => s.name)).toEqual([
      'Revenue',
      'Bill payments',
      'Portal purchases',
      'Reversals',
    ]);
    // D-1 (03-09): the purchase later reversed, 300. D: bill 5000 + purchases 300 + 300 + 200; reversed 300.
    expect(bills.data.slice(5)).toEqual([0, 5000]);
    expect(bought.data.slice(5)).toEqual([300, 800]);
    expect(reversed.data.slice(5)).toEqual([0, 300]);
    expect(net.data.slice(5)).toEqual([300, 5500]);
    expect([r.bill_payments, r.purchases, r.reversals, r.total_revenue]).toEqual([5000, 1100, 300, 5800]);
    expect(net.total).toBe(r.total_revenue);
  });

  it('breaks purchases down per box, realm and tier', async () => {
    const r = await ok(week());
    const [box0, box1] = world.mine.routers;
    expect(r.breakdown).toEqual([
      {
        router_id: box0!.id,
        router_serial_number: box0!.serialNumber,
        realm_id: world.mine.realm.id,
        realm_name: world.mine.realm.name,
        tier_id: 1,
        minutes: 60,
        purchases: 3,
        amount: 900,
        reversals: 1,
        reversed: 300,
        net: 600,
      },
      {
        router_id: box1!.id,
        router_serial_number: box1!.serialNumber,
        realm_id: null,
        realm_name: null,
        tier_id: 0,
        minutes: 30,
        purchases: 1,
        amount: 200,
        reversals: 0,
        reversed: 0,
        net: 200,
      },
    ]);
  });

  it("with one box chosen, only that box's purchases (bill payments are not a box's)", async () => {
    const r = await ok(`${week()}&router=${world.mine.routers[1]!.serialNumber}`);
    expect([r.bill_payments, r.purchases, r.reversals, r.total_revenue]).toEqual([0, 200, 0, 200]);
    expect(r.breakdown.map((b: { router_id: number }) => b.router_id)).toEqual([world.mine.routers[1]!.id]);
    const box0 = await ok(`${week()}&router=${world.mine.routers[0]!.serialNumber}`);
    expect([box0.purchases, box0.reversals, box0.total_revenue]).toEqual([900, 300, 600]);
  });

  it('a range holding the sale but not its reversal shows the sale; 3 months holds February too', async () => {
    const today = await ok(`/v1/partner/revenue/${world.mine.partner.id}?time_range=today`);
    expect([today.purchases, today.reversals]).toEqual([800, 300]);
    const months = await ok(`/v1/partner/revenue/${world.mine.partner.id}?time_range=3months`);
    expect(months.revenue.series[2].data).toEqual([0, 300, 1100]);
    expect(months.total_revenue).toBe(5000 + 1400 - 300);
  });

  it("the purchase's voucher is not counted again: the money is its payment's", async () => {
    const [grant] = await ctx.db
      .select()
      .from(portalGrants)
      .where(eq(portalGrants.paymentId, boughtWithVoucher));
    expect(grant?.kind).toBe('purchase');
    const r = await ok(week());
    expect(r.purchases).toBe(1100);
  });

  it('partners/{id}/calculate/: bills and purchases kept, all time', async () => {
    // 5000 + 300 + 300 + 200 + 300 (February); the reversed 300 and the USD payment are not kept revenue.
    const expected = { total_revenue: 6100, currency: 'RWF' };
    expect(await ok(`/v1/partners/${world.mine.partner.id}/calculate/`)).toEqual(expected);
    expect(await ok(`/v1/partner/revenue/${world.mine.partner.id}/calculate/`)).toEqual(expected);
  });

  it('the card, the chart, the CSV and the assistant state the same figures', async () => {
    const r = await ok(week());
    const csv = await get(`/v1/analytics/report/?format=csv&tab=revenue-insights&time_range=1week`);
    expect(csv.statusCode, csv.body).toBe(200);
    for (const [label, value] of [
      ['Total revenue', r.total_revenue],
      ['Bill payments', r.bill_payments],
      ['Portal purchases', r.purchases],
      ['Reversals', r.reversals],
    ] as const)
      expect(csv.body, label).toContain(`${label},${value}`);
    const pdf = await get(`/v1/analytics/report/?format=pdf&tab=revenue-insights&time_range=1week`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toContain('application/pdf');
    const box0 = world.mine.routers[0]!;
    expect(csv.body).toContain(`${box0.serialNumber},${world.mine.realm.name},2,60,3,900,1,300,600`);
    const tool = toolNamed('summary') as ReadTool;
    const caller = {
      kind: 'user' as const,
      userId: world.mine.admin.id,
      role: 'partner_admin',
      partnerId: world.mine.partner.id,
      smeId: null,
    };
    const summary = await tool.run(
      toolContextFor(ctx.app.deps, caller, new Date(NOW)),
      tool.args.parse({ range: '7days' }),
    );
    const money = summary.find((x) => x.title.startsWith('Revenue'))!;
    expect(money.rows[0]).toMatchObject({
      received: r.total_revenue,
      'portal purchases': r.purchases,
      reversals: r.reversals,
    });
  });

  it('staff read the same figures; another partner reads only its own', async () => {
    expect(await ok(week(), staffToken)).toEqual(await ok(week()));
    const theirs = await ok(
      `/v1/partner/revenue/${world.theirs.partner.id}?time_range=1week`,
      world.theirs.tokens.access,
    );
    expect([theirs.purchases, theirs.total_revenue]).toEqual([9999, 9999]);
    expect(theirs.breakdown[0].router_serial_number).toBeNull(); // my box's id in their purpose: no name
  });

  it("another partner's box or id answers 404; a bad serial 4xx", async () => {
    expect((await get(`${week()}&router=${world.theirs.routers[0]!.serialNumber}`)).statusCode).toBe(404);
    expect((await get(`/v1/partner/revenue/${world.theirs.partner.id}?time_range=1week`)).statusCode).toBe(
      404,
    );
    const bad = await get(`${week()}&router=${'x'.repeat(500)}`);
    expect(bad.statusCode).toBeGreaterThanOrEqual(400);
    expect(bad.statusCode).toBeLessThan(500);
  });
});
