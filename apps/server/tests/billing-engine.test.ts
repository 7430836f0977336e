import { and, eq, sql } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  billingReminders,
  billings,
  discountCoupons,
  partners,
  payments,
  smes,
  smsPackages,
  subscriptionPlans,
} from '../src/db/schema';
import { type TestClock, createTestClock } from '../src/lib/clock';
import { runBillingEngine } from '../src/modules/billing/engine';
import { openSubscriptionBillings } from '../src/modules/billing/open-billings';
import { type TestContext, createTestContext } from './helpers/app';
import { createPartner, createSme, createUser } from './helpers/factories';
import { requester, signInWithOtp } from './helpers/session';

/**
 * The engine over a simulated clock: each test moves the clock day by day (08:00 UTC is 10:00 in Kigali,
 * the billing time zone) and runs the engine as the schedule would.
 */
let ctx: TestContext;
let clock: TestClock;
let token: string;
let partnerId: number;
let planId: number;

const RATE = 1450;
const at = (day: string) => `${day}T08:00:00Z`;
const run = () =>
  runBillingEngine({
    db: ctx.db,
    mailer: ctx.mailer,
    clock,
    log: pino({ level: 'silent' }),
    timeZone: 'Africa/Kigali',
    usdToRwf: RATE,
  });
const runOn = async (day: string) => {
  clock.set(at(day));
  return run();
};
const as = (...args: Parameters<ReturnType<typeof requester>>) => requester(ctx, () => token)(...args);
const billingsOf = (smeId: number) =>
  ctx.db.select().from(billings).where(eq(billings.smeId, smeId)).orderBy(billings.startDate);
const mailsTo = (email: string) => ctx.mails().filter((m) => m.to.includes(email));
const smeRow = async (id: number) => (await ctx.db.select().from(smes).where(eq(smes.id, id)))[0]!;
const lateFlag = async () =>
  (await ctx.db.select().from(partners).where(eq(partners.id, partnerId)))[0]!
    .hasNotPaidForOneBillingFiveDaysAgo;

beforeAll(async () => {
  clock = createTestClock(at('2026-03-01'));
  ctx = await createTestContext({}, { clock });
  const partner = await createPartner(ctx.db, { name: 'Engine Net' });
  partnerId = partner.id;
  const admin = await createUser(ctx.db, { partnerId });
  token = (await signInWithOtp(ctx, admin.email)).access;
  const [plan] = await ctx.db
    .insert(subscriptionPlans)
    .values({ partnerId, name: 'Starter', price: 10, currency: 'USD' })
    .returning();
  planId = plan!.id;
});
afterAll(() => ctx.close());

/** Each test starts from a world without other SMEs' billings, so counts are its own. */
beforeEach(async () => {
  await ctx.db.delete(smes).where(eq(smes.partnerId, partnerId));
  await ctx.db.update(partners).set({ hasNotPaidForOneBillingFiveDaysAgo: false });
});

const newSme = (values: Partial<typeof smes.$inferInsert> = {}) =>
  createSme(ctx.db, partnerId, { subscriptionPlanId: planId, trialEndDate: '2026-03-10', ...values });

describe('opening billings', () => {
  it('opens the first billing the day after the trial ends, at the plan price in RWF, once', async () => {
    const sme = await newSme();
    await runOn('2026-03-10');
    expect(await billingsOf(sme.id)).toHaveLength(0);
    const first = await runOn('2026-03-11');
    expect(first.opened).toBe(1);
    const [billing] = await billingsOf(sme.id);
    expect(billing).toMatchObject({
      kind: 'subscription',
      itemName: 'Starter',
      startDate: '2026-03-11',
      endDate: '2026-04-09',
      dueDate: '2026-03-18',
      amount: 10 * RATE,
      finalAmount: 10 * RATE,
      exchangeRate: RATE,
      isPaid: false,
    });
    expect((await run()).opened).toBe(0);
    expect(await billingsOf(sme.id)).toHaveLength(1);
  });

  it('opens the next cycle the day after the last one ends, paid or not', async () => {
    const sme = await newSme({ autoSuspend: false });
    await runOn('2026-03-11');
    await runOn('2026-04-09');
    expect(await billingsOf(sme.id)).toHaveLength(1);
    await runOn('2026-04-10');
    const rows = await billingsOf(sme.id);
    expect(rows.map((b) => [b.startDate, b.dueDate])).toEqual([
      ['2026-03-11', '2026-03-18'],
      ['2026-04-10', '2026-04-17'],
    ]);
  });

  it('catches up a missed cycle after the engine was down, but never bills a long gap', async () => {
    const sme = await newSme({ autoSuspend: false });
    await runOn('2026-03-11');
    // Down for 15 days past the end of the cycle: the missed cycle is opened from its own start date.
    await runOn('2026-04-25');
    expect((await billingsOf(sme.id)).map((b) => b.startDate)).toEqual(['2026-03-11', '2026-04-10']);
    // Down for three months: billing restarts today rather than billing the whole gap.
    await runOn('2026-08-01');
    expect((await billingsOf(sme.id)).map((b) => b.startDate)).toEqual([
      '2026-03-11',
      '2026-04-10',
      '2026-08-01',
    ]);
  });

  it('bills the custom price instead of the plan price', async () => {
    const sme = await newSme({ customPrice: 9000 });
    await runOn('2026-03-11');
    expect((await billingsOf(sme.id))[0]).toMatchObject({
      amount: 9000,
      finalAmount: 9000,
      exchangeRate: null,
    });
  });

  it("applies the SME's unused coupon to the next billing's final amount and marks it used", async () => {
    const sme = await newSme();
    const [coupon] = await ctx.db
      .insert(discountCoupons)
      .values({ partnerId, smeId: sme.id, code: `C${sme.id}`, percentageDiscount: 20 })
      .returning();
    await runOn('2026-03-11');
    const [billing] = await billingsOf(sme.id);
    expect(billing).toMatchObject({
      amount: 14500,
      discountPercentage: 20,
      finalAmount: 11600,
      couponId: coupon!.id,
    });
    const [used] = await ctx.db.select().from(discountCoupons).where(eq(discountCoupons.id, coupon!.id));
    expect(used).toMatchObject({ used: true, billingId: billing!.id });
    await runOn('2026-04-10');
    expect((await billingsOf(sme.id))[1]).toMatchObject({ discountPercentage: 0, finalAmount: 14500 });
  });

  it('opens SMS package billings beside the subscription', async () => {
    const [pkg] = await ctx.db
      .insert(smsPackages)
      .values({ partnerId, name: `SMS 500 ${Date.now()}`, smsCount: 500, price: 5000 })
      .returning();
    const sme = await newSme({ smsPackageId: pkg!.id });
    const result = await runOn('2026-03-11');
    expect(result.smsOpened).toBe(1);
    const sms = (await billingsOf(sme.id)).filter((b) => b.kind === 'sms');
    expect(sms).toMatchObject([
      { itemName: pkg!.name, amount: 5000, finalAmount: 5000, startDate: '2026-03-11' },
    ]);
  });

  it('bills nothing to trial, suspended, terminated or paused SMEs', async () => {
    const trial = await newSme({ trialEndDate: '2026-04-20' });
    const suspended = await newSme({ isActive: false, suspendedReason: 'manual' });
    const terminated = await newSme({ isTerminated: true });
    const paused = await newSme();
    await runOn('2026-03-11');
    await ctx.db.update(billings).set({ isPaused: true }).where(eq(billings.smeId, paused.id));
    await runOn('2026-04-15');
    for (const sme of [trial, suspended, terminated]) expect(await billingsOf(sme.id)).toHaveLength(0);
    expect(await billingsOf(paused.id)).toHaveLength(1);
  });
});

describe('reminders and suspension', () => {
  it('mails before and after the due date once each, and suspends on day 6 after it, not on day 5', async () => {
    const sme = await newSme({ adminEmail: 'late.payer@example.com' });
    await runOn('2026-03-11'); // due 2026-03-18
    await runOn('2026-03-15');
    expect(mailsTo('late.payer@example.com')).toHaveLength(0);
    await runOn('2026-03-16');
    await runOn('2026-03-17');
    expect(mailsTo('late.payer@example.com').map((m) => m.subject)).toEqual([
      'Invoice INV-' + String((await billingsOf(sme.id))[0]!.id).padStart(7, '0') + ' is due on 2026-03-18',
    ]);
    await runOn('2026-03-19');
    await runOn('2026-03-20');
    expect(mailsTo('late.payer@example.com').at(-1)?.subject).toMatch(/is overdue$/);
    expect(mailsTo('late.payer@example.com')).toHaveLength(2);

    await runOn('2026-03-23'); // five days late: still active
    expect(await smeRow(sme.id)).toMatchObject({ isActive: true });
    expect(await lateFlag()).toBe(false);
    const day6 = await runOn('2026-03-24'); // more than five days late
    expect(day6.suspended).toBe(1);
    expect(await smeRow(sme.id)).toMatchObject({ isActive: false, suspendedReason: 'non_payment' });
    expect(mailsTo('late.payer@example.com').at(-1)?.subject).toMatch(/service suspended for non-payment/);
    expect(await lateFlag()).toBe(true);
    const sme404 = await as('GET', `/v1/smes/${sme.id}/`);
    expect(sme404.json()).toMatchObject({ status: 'Suspended', has_overdue_billing: true });
  });

  it('reminds but never suspends an SME without auto_suspend', async () => {
    const sme = await newSme({ autoSuspend: false, adminEmail: 'no.suspend@example.com' });
    await runOn('2026-03-11');
    for (const day of ['2026-03-16', '2026-03-19', '2026-03-25', '2026-04-05']) await runOn(day);
    expect(await smeRow(sme.id)).toMatchObject({ isActive: true });
    expect(mailsTo('no.suspend@example.com')).toHaveLength(2);
    expect(await lateFlag()).toBe(true);
  });

  it('neither reminds nor suspends for a paused billing', async () => {
    const sme = await newSme({ adminEmail: 'paused.one@example.com' });
    await runOn('2026-03-11');
    const res = await as('POST', '/v1/partner/billing/pause/', { sme_id: sme.id, action: 'pause' });
    expect(res.json()).toEqual({ detail: 'Billing paused successfully' });
    for (const day of ['2026-03-16', '2026-03-19', '2026-03-30']) await runOn(day);
    expect(mailsTo('paused.one@example.com')).toHaveLength(0);
    expect(await smeRow(sme.id)).toMatchObject({ isActive: true });
    expect(await lateFlag()).toBe(false);
  });

  it('reactivates an SME suspended for non-payment as soon as the billing is marked paid', async () => {
    const sme = await newSme();
    await runOn('2026-03-11');
    await runOn('2026-03-24');
    expect(await smeRow(sme.id)).toMatchObject({ isActive: false, suspendedReason: 'non_payment' });
    const [billing] = await billingsOf(sme.id);
    const paid = await as('POST', '/v1/partner/billing/payment/', {
      billing_id: billing!.id,
      amount: billing!.finalAmount,
      method: 'momo',
      payment_reference: 'MP-778',
    });
    expect(paid.statusCode, paid.body).toBe(200);
    expect(await smeRow(sme.id)).toMatchObject({ isActive: true, suspendedReason: null });
    expect(await lateFlag()).toBe(false);
    const view = (await as('GET', `/v1/smes/${sme.id}/`)).json();
    expect(view).toMatchObject({ status: 'Active', has_overdue_billing: false, has_unpaid_billing: false });
    // The engine does not suspend it again, and bills the next cycle as usual.
    await runOn('2026-04-10');
    expect(await smeRow(sme.id)).toMatchObject({ isActive: true });
    expect(await billingsOf(sme.id)).toHaveLength(2);
  });

  it('re-sends a reminder whose mail failed, on the next run', async () => {
    const sme = await newSme({ adminEmail: 'flaky.mail@example.com' });
    await runOn('2026-03-11');
    clock.set(at('2026-03-16'));
    const failing = await runBillingEngine({
      db: ctx.db,
      mailer: { send: () => Promise.reject(new Error('SMTP down')) },
      clock,
      log: pino({ level: 'silent' }),
      timeZone: 'Africa/Kigali',
      usdToRwf: RATE,
    });
    expect(failing.remindersSent).toBe(0);
    const [billing] = await billingsOf(sme.id);
    expect(
      await ctx.db.select().from(billingReminders).where(eq(billingReminders.billingId, billing!.id)),
    ).toHaveLength(0);
    await run();
    expect(mailsTo('flaky.mail@example.com')).toHaveLength(1);
  });
});

describe('overlapping runs', () => {
  it('bills, reminds and suspends once when runs overlap', async () => {
    const many = await Promise.all(
      Array.from({ length: 12 }, (_, i) => newSme({ adminEmail: `overlap${i}@example.com` })),
    );
    clock.set(at('2026-03-11'));
    const opened = await Promise.all([run(), run(), run()]);
    expect(opened.reduce((n, r) => n + r.opened, 0)).toBe(12);
    clock.set(at('2026-03-24'));
    const late = await Promise.all([run(), run()]);
    expect(late.reduce((n, r) => n + r.suspended, 0)).toBe(12);
    for (const sme of many) expect(await billingsOf(sme.id)).toHaveLength(1);
    const mails = ctx.mails().filter((m) => m.to.startsWith('overlap'));
    // One overdue reminder and one suspension notice per SME, whatever the overlap.
    expect(mails).toHaveLength(24);
  });

  it('cannot open a cycle twice even without the lock (the unique key holds)', async () => {
    const sme = await newSme();
    const counts = await Promise.all([
      openSubscriptionBillings(ctx.db, { today: '2026-03-11', usdToRwf: RATE }),
      openSubscriptionBillings(ctx.db, { today: '2026-03-11', usdToRwf: RATE }),
    ]);
    expect(counts.reduce((a, b) => a + b, 0)).toBe(1);
    expect(await billingsOf(sme.id)).toHaveLength(1);
  });
});

describe('payments and the late flag', () => {
  it('records who marked it, how and when, and refuses a second payment', async () => {
    const sme = await newSme({ autoSuspend: false });
    await runOn('2026-03-11');
    await runOn('2026-03-30');
    expect(await lateFlag()).toBe(true);
    const [billing] = await billingsOf(sme.id);
    const pay = () =>
      as('POST', '/v1/partner/billing/payment/', {
        billing_id: billing!.id,
        amount: billing!.finalAmount,
        method: 'bank_transfer',
        payment_reference: 'BK-1',
      });
    const [first, second] = await Promise.all([pay(), pay()]);
    expect([first.statusCode, second.statusCode].sort()).toEqual([200, 400]);
    const rows = await ctx.db
      .select()
      .from(payments)
      .where(and(eq(payments.billingId, billing!.id)));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ method: 'bank_transfer', reference: 'BK-1', amount: 14500 });
    expect(await lateFlag()).toBe(false);
  });
});

describe('billing counts', () => {
  it('stay equal to the billings through opening, paying and deleting (the list totals read them)', async () => {
    const smeRows = await Promise.all(Array.from({ length: 5 }, () => newSme({ autoSuspend: false })));
    await runOn('2026-03-11');
    await runOn('2026-04-10');
    const [first] = await billingsOf(smeRows[0]!.id);
    await ctx.db.update(billings).set({ isPaid: true }).where(eq(billings.id, first!.id));
    await ctx.db.delete(smes).where(eq(smes.id, smeRows[1]!.id));
    const counted = await ctx.db.execute(
      sql`select kind, is_paid, count(*)::int as n from billings where partner_id = ${partnerId} group by 1, 2 order by 1, 2`,
    );
    const kept = await ctx.db.execute(
      sql`select split_part(scope, '/', 1) as kind, split_part(scope, '/', 2) = 'paid' as is_paid, n from list_counts where list = 'billings' and partner_id = ${partnerId} and n <> 0 order by 1, 2`,
    );
    const rows = (r: unknown) => (Array.isArray(r) ? r : (r as { rows: unknown[] }).rows);
    expect(rows(kept)).toEqual(rows(counted));
    expect(rows(kept)).toEqual([
      { kind: 'subscription', is_paid: false, n: 7 },
      { kind: 'subscription', is_paid: true, n: 1 },
    ]);
    const list = (await as('GET', '/v1/partner/billing/?is_paid=false&page_size=1')).json();
    expect(list.count).toBe(7);
  });
});
