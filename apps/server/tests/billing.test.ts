import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TBilling, TPayment } from '@ared/contract/billing';
import { billings, partners, payments } from '../src/db/schema';
import { refreshPartnerLateFlags } from '../src/modules/billing/reminders';
import type { TestContext } from './helpers/app';
import {
  type BillingWorld,
  TODAY,
  billingContext,
  billingRow,
  billingWorld,
  day,
  insertBilling,
  paymentsOf,
  smeRow,
} from './helpers/billing-world';
import { createPartner, createSme, createUser } from './helpers/factories';
import { requester, signInWithOtp } from './helpers/session';

let ctx: TestContext;
let w: BillingWorld;

beforeAll(async () => {
  ctx = await billingContext();
  w = await billingWorld(ctx);
});
afterAll(() => ctx.close());

type SmeValues = Parameters<typeof createSme>[2];
const mineSme = (values: SmeValues = {}) =>
  createSme(ctx.db, w.mine.partner.id, {
    subscriptionPlanId: w.minePlan.id,
    trialEndDate: day(-40),
    ...values,
  });
const getSme = async (id: number) => (await w.as('GET', `/v1/smes/${id}/`)).json();
const pay = (billing: { id: number; finalAmount: number }, extra: Record<string, unknown> = {}) =>
  w.as('POST', '/v1/partner/billing/payment/', {
    billing_id: billing.id,
    amount: billing.finalAmount,
    method: 'cash',
    ...extra,
  });
const paymentCount = async () => (await ctx.db.select({ n: count() }).from(payments))[0]!.n;

describe('GET /v1/partner/billing/ and /v1/partner/sms-package/billing/', () => {
  let a: Awaited<ReturnType<typeof mineSme>>;
  let b: Awaited<ReturnType<typeof mineSme>>;
  const bill: Record<string, Awaited<ReturnType<typeof insertBilling>>> = {};
  let listed: TBilling[];

  beforeAll(async () => {
    a = await mineSme({ name: 'List A' });
    b = await mineSme({ name: 'List B' });
    bill.aOld = await insertBilling(ctx.db, a, { due: day(-23), amount: 29000 });
    bill.aNew = await insertBilling(ctx.db, a, { due: day(7), amount: 29000, finalAmount: 26100 });
    bill.aPaid = await insertBilling(ctx.db, a, { due: day(-53), isPaid: true });
    bill.aSms = await insertBilling(ctx.db, a, { kind: 'sms', due: day(-23), amount: 5000 });
    bill.bLatest = await insertBilling(ctx.db, b, { due: day(-3) });
    bill.theirs = await insertBilling(ctx.db, { id: w.theirs.sme.id, partnerId: w.theirs.partner.id });
    const res = await w.as('GET', '/v1/partner/billing/?page_size=100');
    expect(res.statusCode, res.body).toBe(200);
    listed = res.json().results;
  });
  const byId = (id: number) => listed.find((x) => x.id === id)!;

  it('lists subscription billings only, latest due date first, never another partner’s', () => {
    expect(listed.map((x) => x.id)).toEqual([
      bill.aNew!.billing.id,
      bill.bLatest!.billing.id,
      bill.aOld!.billing.id,
      bill.aPaid!.billing.id,
    ]);
  });

  it('lists SMS billings separately', async () => {
    const sms = (await w.as('GET', '/v1/partner/sms-package/billing/')).json();
    expect(sms.results.map((x: TBilling) => x.id)).toEqual([bill.aSms!.billing.id]);
    expect(sms.results[0]).toMatchObject({
      kind: 'sms',
      sms_package: { name: 'SMS 500' },
      subscription_plan: null,
      is_latest_unpaid: true,
      final_amount: 5000,
    });
  });

  it('gives remaining days, currency, invoices and the plan', () => {
    const x = byId(bill.aNew!.billing.id);
    expect(x).toMatchObject({
      kind: 'subscription',
      sme: { id: a.id, name: 'List A' },
      due_date: day(7),
      start_date: TODAY,
      end_date: day(29),
      is_paid: false,
      is_paused: false,
      amount: 29000,
      final_amount: 26100,
      currency: 'RWF',
      remaining_days: 7,
      subscription_plan: { name: 'Starter' },
      sms_package: null,
      billing_invoices: [{ id: bill.aNew!.invoice.id, invoice_number: bill.aNew!.invoice.invoiceNumber }],
      invoice_number: bill.aNew!.invoice.invoiceNumber,
      paid_at: null,
    });
    expect(byId(bill.aOld!.billing.id).remaining_days).toBe(-23);
    expect(byId(bill.bLatest!.billing.id).remaining_days).toBe(-3);
  });

  it('marks only the latest unpaid billing of each SME and kind as is_latest_unpaid', () => {
    expect(byId(bill.aNew!.billing.id).is_latest_unpaid).toBe(true);
    expect(byId(bill.aOld!.billing.id).is_latest_unpaid).toBe(false);
    expect(byId(bill.aPaid!.billing.id).is_latest_unpaid).toBe(false);
    expect(byId(bill.bLatest!.billing.id).is_latest_unpaid).toBe(true);
  });

  it('filters by SME', async () => {
    const ofA = (await w.as('GET', `/v1/partner/billing/?sme=${a.id}`)).json();
    expect(ofA.results.map((x: TBilling) => x.id)).toEqual([
      bill.aNew!.billing.id,
      bill.aOld!.billing.id,
      bill.aPaid!.billing.id,
    ]);
  });

  it('filters by is_paid', async () => {
    const paidRes = await w.as('GET', '/v1/partner/billing/?is_paid=true');
    expect(paidRes.statusCode, paidRes.body).toBe(200);
    const paid = paidRes.json();
    expect(paid.results.map((x: TBilling) => x.id)).toEqual([bill.aPaid!.billing.id]);
    const unpaidOfA = (await w.as('GET', `/v1/partner/billing/?sme=${a.id}&is_paid=false`)).json();
    expect(unpaidOfA.count).toBe(2);
    const smsUnpaid = await w.as('GET', '/v1/partner/sms-package/billing/?is_paid=false');
    expect(smsUnpaid.statusCode).toBe(200);
    expect(smsUnpaid.json().count).toBe(1);
    expect((await w.as('GET', '/v1/partner/billing/?is_paid=maybe')).statusCode).toBe(400);
  });

  it('paginates', async () => {
    const page = (await w.as('GET', '/v1/partner/billing/?page_size=2')).json();
    expect(page).toMatchObject({ count: 4, previous: null });
    expect(page.results).toHaveLength(2);
    expect(page.next).toContain('page=2');
  });

  it("keeps another partner's billings out: partner= is 404, sme= is empty", async () => {
    expect((await w.as('GET', `/v1/partner/billing/?partner=${w.theirs.partner.id}`)).statusCode).toBe(404);
    expect(
      (await w.as('GET', `/v1/partner/sms-package/billing/?partner=${w.theirs.partner.id}`)).statusCode,
    ).toBe(404);
    const bySme = (await w.as('GET', `/v1/partner/billing/?sme=${w.theirs.sme.id}`)).json();
    expect(bySme.count).toBe(0);
    const theirs = (await w.asTheirs('GET', '/v1/partner/billing/')).json();
    expect(theirs.results.map((x: TBilling) => x.id)).toEqual([bill.theirs!.billing.id]);
    expect((await w.as('GET', `/v1/partner/billing/?partner=${w.mine.partner.id}`)).statusCode).toBe(200);
  });
});

describe('POST /v1/partner/billing/payment/', () => {
  it('records method, reference, who and when; the billing is paid and the SME no longer Overdue', async () => {
    const sme = await mineSme({ name: 'Pays Late' });
    const { billing } = await insertBilling(ctx.db, sme, { due: day(-2), finalAmount: 27550 });
    expect(await getSme(sme.id)).toMatchObject({ status: 'Overdue', has_overdue_billing: true });
    const res = await pay(billing, { method: 'momo', payment_reference: 'MP-778899' });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json() as { detail: string; payment: TPayment };
    expect(body.detail).toBe('The billing marked as paid successfully');
    expect(body.payment).toMatchObject({
      billing: billing.id,
      sme: { id: sme.id, name: 'Pays Late' },
      amount: 27550,
      method: 'mobile_money',
      payment_reference: 'MP-778899',
      marked_by: { id: w.mine.admin.id, name: 'Test User' },
    });
    expect(Date.parse(body.payment.paid_at)).not.toBeNaN();
    const row = await billingRow(ctx.db, billing.id);
    expect(row.isPaid).toBe(true);
    expect(row.paidAt).not.toBeNull();
    const stored = await paymentsOf(ctx.db, billing.id);
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({
      method: 'mobile_money',
      reference: 'MP-778899',
      markedById: w.mine.admin.id,
    });
    expect(await getSme(sme.id)).toMatchObject({
      status: 'Active',
      has_overdue_billing: false,
      has_unpaid_billing: false,
    });
    const listed = (await w.as('GET', `/v1/partner/billing/?sme=${sme.id}`)).json().results[0];
    expect(listed).toMatchObject({ is_paid: true, is_latest_unpaid: false });
    expect(listed.paid_at).not.toBeNull();
  });

  it.each([
    ['momo', 'mobile_money'],
    ['bank', 'bank_transfer'],
    ['card', 'credit_card'],
    ['mobile_money', 'mobile_money'],
    ['bank_transfer', 'bank_transfer'],
    ['credit_card', 'credit_card'],
    ['cash', 'cash'],
    ['check', 'check'],
    ['other', 'other'],
  ])('accepts method %s as %s', async (sent, stored) => {
    const sme = await mineSme();
    const { billing } = await insertBilling(ctx.db, sme);
    const res = await pay(billing, { method: sent });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().payment.method).toBe(stored);
    expect((await paymentsOf(ctx.db, billing.id))[0]!.method).toBe(stored);
  });

  describe('refusals', () => {
    let sme: Awaited<ReturnType<typeof mineSme>>;
    let older: Awaited<ReturnType<typeof insertBilling>>['billing'];
    let latest: Awaited<ReturnType<typeof insertBilling>>['billing'];
    beforeAll(async () => {
      sme = await mineSme({ name: 'Refusals' });
      older = (await insertBilling(ctx.db, sme, { due: day(-25) })).billing;
      latest = (await insertBilling(ctx.db, sme, { due: day(5) })).billing;
    });

    it("refuses a missing or empty method with 'Payment method is required'", async () => {
      const before = await paymentCount();
      const missing = await w.as('POST', '/v1/partner/billing/payment/', {
        billing_id: latest.id,
        amount: latest.finalAmount,
      });
      expect(missing.statusCode).toBe(400);
      expect(missing.json()).toEqual({ method: ['Payment method is required'] });
      const empty = await pay(latest, { method: '' });
      expect(empty.json()).toEqual({ method: ['Payment method is required'] });
      expect((await pay(latest, { method: 'bitcoin' })).json()).toHaveProperty('method');
      expect(await paymentCount()).toBe(before);
      expect((await billingRow(ctx.db, latest.id)).isPaid).toBe(false);
    });

    it('refuses any billing but the latest unpaid one of the SME with 403', async () => {
      const res = await pay(older);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ detail: 'You can only mark the latest billing as paid for each SME' });
      expect((await billingRow(ctx.db, older.id)).isPaid).toBe(false);
      expect(await paymentsOf(ctx.db, older.id)).toHaveLength(0);
    });

    it("refuses an amount other than the billing's final amount as an amount field error", async () => {
      const res = await pay(latest, { amount: latest.finalAmount - 1000 });
      expect(res.statusCode).toBe(400);
      expect(Object.keys(res.json())).toEqual(['amount']);
      expect((await pay(latest, { amount: 'lots' })).json()).toHaveProperty('amount');
      expect((await billingRow(ctx.db, latest.id)).isPaid).toBe(false);
    });

    it("answers an unknown billing with 404 'Billing not found.'", async () => {
      const res = await pay({ id: 999999, finalAmount: 1 });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ detail: 'Billing not found.' });
    });

    it("answers another partner's billing with 404 and leaves it unpaid", async () => {
      const theirs = (
        await insertBilling(
          ctx.db,
          { id: w.theirs.sme.id, partnerId: w.theirs.partner.id },
          {
            due: day(30),
          },
        )
      ).billing;
      const res = await pay(theirs);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ detail: 'Billing not found.' });
      expect((await billingRow(ctx.db, theirs.id)).isPaid).toBe(false);
      expect(await paymentsOf(ctx.db, theirs.id)).toHaveLength(0);
    });

    it("refuses a second payment with 'This billing has already been paid.', keeping one payment", async () => {
      expect((await pay(latest, { method: 'bank' })).statusCode).toBe(200);
      const again = await pay(latest, { method: 'cash' });
      expect(again.statusCode).toBe(400);
      expect(again.json()).toEqual({ detail: 'This billing has already been paid.' });
      const rows = await paymentsOf(ctx.db, latest.id);
      expect(rows).toHaveLength(1);
      expect(rows[0]!.method).toBe('bank_transfer');
    });

    it('judges "latest" per kind: a later SMS billing does not block the subscription one', async () => {
      const other = await mineSme();
      const subscription = (await insertBilling(ctx.db, other, { due: day(-3) })).billing;
      await insertBilling(ctx.db, other, { kind: 'sms', due: day(5), amount: 5000 });
      expect((await pay(subscription)).statusCode).toBe(200);
    });

    it('lets the older billing be paid once it is the latest unpaid one', async () => {
      expect((await pay(older)).statusCode).toBe(200);
    });
  });

  describe('suspension for non-payment', () => {
    it('reactivates an SME the engine suspended for non-payment', async () => {
      const sme = await mineSme({ isActive: false, suspendedReason: 'non_payment' });
      const { billing } = await insertBilling(ctx.db, sme, { due: day(-10) });
      expect(await getSme(sme.id)).toMatchObject({ status: 'Suspended', suspended_reason: 'non_payment' });
      expect((await pay(billing)).statusCode).toBe(200);
      expect(await getSme(sme.id)).toMatchObject({
        is_active: true,
        suspended_reason: null,
        status: 'Active',
      });
    });

    it('keeps a manually suspended SME suspended', async () => {
      const sme = await mineSme({ isActive: false, suspendedReason: 'manual' });
      const { billing } = await insertBilling(ctx.db, sme, { due: day(-10) });
      expect((await pay(billing)).statusCode).toBe(200);
      expect(await getSme(sme.id)).toMatchObject({
        is_active: false,
        suspended_reason: 'manual',
        status: 'Suspended',
      });
    });

    it('keeps it suspended while another billing is still more than five days late', async () => {
      const sme = await mineSme({ isActive: false, suspendedReason: 'non_payment' });
      const { billing } = await insertBilling(ctx.db, sme, { due: day(-10) });
      await insertBilling(ctx.db, sme, { kind: 'sms', due: day(-10), amount: 5000 });
      expect((await pay(billing)).statusCode).toBe(200);
      expect((await smeRow(ctx.db, sme.id)).isActive).toBe(false);
    });
  });

  it("clears the partner's late flag after paying its only billing more than five days late", async () => {
    const partner = await createPartner(ctx.db, { name: 'Late Net' });
    const admin = await createUser(ctx.db, { partnerId: partner.id });
    const sme = await createSme(ctx.db, partner.id, { trialEndDate: day(-40) });
    const { billing } = await insertBilling(ctx.db, sme, { due: day(-6) });
    await insertBilling(ctx.db, sme, { kind: 'sms', due: day(-2), amount: 5000 }); // late, but not five days
    await refreshPartnerLateFlags(ctx.db, TODAY);
    const session = await signInWithOtp(ctx, admin.email);
    const as = requester(ctx, () => session.access);
    const flag = async () =>
      (await as('GET', '/v1/auth/users/me/')).json().partner.has_not_paid_for_one_billing_five_days_ago;
    expect(await flag()).toBe(true);
    const res = await as('POST', '/v1/partner/billing/payment/', {
      billing_id: billing.id,
      amount: billing.finalAmount,
      method: 'cash',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await flag()).toBe(false);
    const [row] = await ctx.db.select().from(partners).where(eq(partners.id, partner.id));
    expect(row!.hasNotPaidForOneBillingFiveDaysAgo).toBe(false);
  });
});

describe('GET /v1/partner/billing/payment/', () => {
  it("lists the partner's payments only, latest first", async () => {
    const theirsSme = await createSme(ctx.db, w.theirs.partner.id, { trialEndDate: day(-40) });
    const { billing } = await insertBilling(ctx.db, theirsSme, { due: day(1) });
    const theirsPaid = await w.asTheirs('POST', '/v1/partner/billing/payment/', {
      billing_id: billing.id,
      amount: billing.finalAmount,
      method: 'card',
    });
    expect(theirsPaid.statusCode).toBe(200);

    const mine = (await w.as('GET', '/v1/partner/billing/payment/?page_size=100')).json();
    const minePayments = await ctx.db
      .select({ id: payments.id })
      .from(payments)
      .where(eq(payments.partnerId, w.mine.partner.id));
    expect(mine.count).toBe(minePayments.length);
    expect(mine.count).toBeGreaterThan(5);
    expect(mine.results.map((p: TPayment) => p.id)).not.toContain(theirsPaid.json().payment.id);
    const paidAts = mine.results.map((p: TPayment) => p.paid_at);
    expect(paidAts).toEqual([...paidAts].sort().reverse());

    const theirs = (await w.asTheirs('GET', '/v1/partner/billing/payment/')).json();
    expect(theirs.results.map((p: TPayment) => p.id)).toEqual([theirsPaid.json().payment.id]);
    expect(theirs.results[0]).toMatchObject({ method: 'credit_card', sme: { id: theirsSme.id } });
    expect(
      (await w.as('GET', `/v1/partner/billing/payment/?partner=${w.theirs.partner.id}`)).statusCode,
    ).toBe(404);
  });
});

describe('POST /v1/partner/billing/activate/', () => {
  const activate = (smeId: number, as = w.as) =>
    as('POST', '/v1/partner/billing/activate/', { sme_id: smeId });

  it.each([
    ['ends today', TODAY],
    ['ends later', day(12)],
  ])('refuses while the trial runs (trial %s)', async (_what, trialEnd) => {
    const sme = await mineSme({ trialEndDate: trialEnd });
    const res = await activate(sme.id);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toHaveProperty('detail');
    expect(await ctx.db.select().from(billings).where(eq(billings.smeId, sme.id))).toHaveLength(0);
  });

  it('refuses when the SME already has billings', async () => {
    const sme = await mineSme({ trialEndDate: day(-1) });
    await insertBilling(ctx.db, sme, { due: day(-20), isPaid: true });
    const res = await activate(sme.id);
    expect(res.statusCode).toBe(400);
    expect(await ctx.db.select().from(billings).where(eq(billings.smeId, sme.id))).toHaveLength(1);
  });

  it('opens one billing starting today and due in a week once the trial has ended', async () => {
    const sme = await mineSme({ trialEndDate: day(-1), name: 'Activated' });
    const res = await activate(sme.id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ detail: 'Billing activated successfully' });
    const list = (await w.as('GET', `/v1/partner/billing/?sme=${sme.id}`)).json();
    expect(list.count).toBe(1);
    expect(list.results[0]).toMatchObject({
      start_date: TODAY,
      end_date: day(29),
      due_date: day(7),
      is_paid: false,
      amount: 20 * ctx.config.billing.usdToRwf,
      currency: 'RWF',
      is_latest_unpaid: true,
      subscription_plan: { name: 'Starter' },
    });
    expect(list.results[0].billing_invoices).toHaveLength(1);
    expect(await getSme(sme.id)).toMatchObject({ status: 'Due' });
    const again = await activate(sme.id);
    expect(again.statusCode).toBe(400);
    expect((await w.as('GET', `/v1/partner/billing/?sme=${sme.id}`)).json().count).toBe(1);
  });

  it("bills the SME's custom price and applies its unused coupon to the first billing", async () => {
    const sme = await mineSme({ trialEndDate: day(-1), customPrice: 15000, name: 'Coupon Holder' });
    const addons = (await w.as('GET', '/v1/addon/')).json();
    const coupon = await w.as('POST', '/v1/discount-coupon/', {
      sme: sme.id,
      addons: [addons[0].id],
      code: 'FIRSTMONTH',
      percentage_discount: 20,
    });
    expect(coupon.statusCode, coupon.body).toBe(201);
    expect((await activate(sme.id)).statusCode).toBe(200);
    const [billing] = (await w.as('GET', `/v1/partner/billing/?sme=${sme.id}`)).json().results;
    expect(billing).toMatchObject({ amount: 15000, discount_percentage: 20, final_amount: 12000 });
    const listed = (await w.as('GET', `/v1/discount-coupon/?sme=${sme.id}`)).json().results[0];
    expect(listed).toMatchObject({ code: 'FIRSTMONTH', used: true });
  });

  it('refuses a suspended or terminated SME, and one without a plan', async () => {
    for (const values of [{ isActive: false }, { isTerminated: true }, { subscriptionPlanId: null }]) {
      const sme = await mineSme({ trialEndDate: day(-1), ...values });
      expect((await activate(sme.id)).statusCode).toBe(400);
      expect(await ctx.db.select().from(billings).where(eq(billings.smeId, sme.id))).toHaveLength(0);
    }
  });

  it("answers another partner's SME with 404 and opens nothing", async () => {
    const theirs = await createSme(ctx.db, w.theirs.partner.id, {
      subscriptionPlanId: w.theirsPlan.id,
      trialEndDate: day(-1),
    });
    const res = await activate(theirs.id);
    expect(res.statusCode).toBe(404);
    expect(await ctx.db.select().from(billings).where(eq(billings.smeId, theirs.id))).toHaveLength(0);
    expect((await activate(999999)).statusCode).toBe(404);
  });
});

describe('POST /v1/partner/billing/pause/', () => {
  const pause = (smeId: number, action: string) =>
    w.as('POST', '/v1/partner/billing/pause/', { sme_id: smeId, action });

  it('pauses and resumes the latest unpaid subscription billing; a paused one is not Overdue', async () => {
    const sme = await mineSme({ name: 'Pausing' });
    const older = (await insertBilling(ctx.db, sme, { due: day(-32), isPaid: true })).billing;
    const current = (await insertBilling(ctx.db, sme, { due: day(-2) })).billing;
    const sms = (await insertBilling(ctx.db, sme, { kind: 'sms', due: day(10), amount: 5000 })).billing;
    expect(await getSme(sme.id)).toMatchObject({ status: 'Overdue' });

    const paused = await pause(sme.id, 'pause');
    expect(paused.statusCode, paused.body).toBe(200);
    expect(paused.json()).toEqual({ detail: 'Billing paused successfully' });
    expect((await billingRow(ctx.db, current.id)).isPaused).toBe(true);
    expect((await billingRow(ctx.db, older.id)).isPaused).toBe(false);
    expect((await billingRow(ctx.db, sms.id)).isPaused).toBe(false);
    const listed = (await w.as('GET', `/v1/partner/billing/?sme=${sme.id}`)).json().results[0];
    expect(listed).toMatchObject({ id: current.id, is_paused: true });
    const whilePaused = await getSme(sme.id);
    expect(whilePaused.has_overdue_billing).toBe(false);
    expect(whilePaused.status).not.toBe('Overdue');
    expect((await pause(sme.id, 'pause')).statusCode).toBe(400);

    const resumed = await pause(sme.id, 'resume');
    expect(resumed.json()).toEqual({ detail: 'Billing resumed successfully' });
    expect((await billingRow(ctx.db, current.id)).isPaused).toBe(false);
    expect(await getSme(sme.id)).toMatchObject({ status: 'Overdue' });
    expect((await pause(sme.id, 'resume')).statusCode).toBe(400);
  });

  it("updates the partner's late flag: a paused billing is not late", async () => {
    const partner = await createPartner(ctx.db, { name: 'Pause Net' });
    const admin = await createUser(ctx.db, { partnerId: partner.id });
    const sme = await createSme(ctx.db, partner.id, { trialEndDate: day(-40) });
    await insertBilling(ctx.db, sme, { due: day(-8) });
    await refreshPartnerLateFlags(ctx.db, TODAY);
    const session = await signInWithOtp(ctx, admin.email);
    const as = requester(ctx, () => session.access);
    const flag = async () =>
      (await as('GET', '/v1/auth/users/me/')).json().partner.has_not_paid_for_one_billing_five_days_ago;
    expect(await flag()).toBe(true);
    expect(
      (await as('POST', '/v1/partner/billing/pause/', { sme_id: sme.id, action: 'pause' })).statusCode,
    ).toBe(200);
    expect(await flag()).toBe(false);
    expect(
      (await as('POST', '/v1/partner/billing/pause/', { sme_id: sme.id, action: 'resume' })).statusCode,
    ).toBe(200);
    expect(await flag()).toBe(true);
  });

  it('refuses a bad action and an SME without an unpaid billing', async () => {
    const sme = await mineSme();
    const bad = await pause(sme.id, 'stop');
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json())).toEqual(['action']);
    expect((await pause(sme.id, 'pause')).statusCode).toBe(400);
  });

  it("answers another partner's SME with 404 and leaves its billing alone", async () => {
    const theirs = await createSme(ctx.db, w.theirs.partner.id, { trialEndDate: day(-40) });
    const { billing } = await insertBilling(ctx.db, theirs, { due: day(-1) });
    const res = await pause(theirs.id, 'pause');
    expect(res.statusCode).toBe(404);
    expect((await billingRow(ctx.db, billing.id)).isPaused).toBe(false);
  });
});

describe('authentication', () => {
  it.each([
    ['GET', '/v1/smes/'],
    ['POST', '/v1/smes/'],
    ['GET', '/v1/smes/1/'],
    ['PATCH', '/v1/smes/1/'],
    ['GET', '/v1/partner/billing/'],
    ['GET', '/v1/partner/sms-package/billing/'],
    ['GET', '/v1/partner/billing/payment/'],
    ['POST', '/v1/partner/billing/payment/'],
    ['POST', '/v1/partner/billing/activate/'],
    ['POST', '/v1/partner/billing/pause/'],
    ['GET', '/v1/partner/invoice/1/pdf/'],
    ['GET', '/v1/addon/'],
    ['GET', '/v1/discount-coupon/'],
    ['POST', '/v1/discount-coupon/'],
    ['GET', '/v1/partner/subscription/1/'],
    ['POST', '/v1/partner/subscription/'],
    ['GET', '/v1/partner/subscription/active-cancelled'],
    ['GET', '/v1/users/subscriber/'],
    ['GET', '/v1/auth/users/?sme=1'],
  ] as const)('%s %s needs a signed-in user', async (method, url) => {
    const res = await ctx.app.inject({ method, url, payload: method === 'GET' ? undefined : {} });
    expect(res.statusCode).toBe(401);
  });
});
