import pino from 'pino';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mobileMoneyPayments, smsMessages } from '../src/db/schema';
import { type TestClock, createTestClock } from '../src/lib/clock';
import { runBillingEngine } from '../src/modules/billing/engine';
import { payLinkOf } from '../src/modules/billing/momo-pay-link';
import { textReminderWith } from '../src/modules/billing/momo-reminder-sms';
import { SANDBOX_PHONES } from '../src/modules/mobile-money/sandbox/outcomes';
import { type SandboxProvider, startSandboxProvider } from '../src/modules/mobile-money/sandbox/server';
import { type TestContext, createTestContext } from './helpers/app';
import { giveSandboxCredentials, sleep } from './helpers/mobile-money-world';
import {
  type BillingWorld,
  NOW,
  billingRow,
  billingWorld,
  day,
  insertBilling,
  paymentsOf,
  smeRow,
} from './helpers/billing-world';
import { createSme } from './helpers/factories';

/**
 * An SME pays its bill from the pay-by-mobile-money link of its billing mail (issue 32 §3, decision 078),
 * against the local sandbox provider: the billing is paid (mobile_money, the provider's reference), the
 * receipt mailed and a suspension for non-payment lifted at once; the link is signed, expires, and never
 * takes money for a paid bill.
 */

let ctx: TestContext;
let sandbox: SandboxProvider;
let w: BillingWorld;
const clock: TestClock = createTestClock(NOW);
const form = 'application/x-www-form-urlencoded';

beforeAll(async () => {
  sandbox = await startSandboxProvider({ approvalDelayMs: 200, timeoutMs: 1000 });
  ctx = await createTestContext({ MOMO_MTN_SANDBOX_URL: sandbox.url }, { clock });
  w = await billingWorld(ctx);
  await giveSandboxCredentials(ctx, w.mine.partner.id, 'mtn_momo', clock.now());
}, 60_000);
afterAll(async () => {
  await ctx?.close();
  await sandbox?.close();
});

const runEngine = () =>
  runBillingEngine({
    db: ctx.db,
    mailer: ctx.mailer,
    clock,
    log: pino({ level: 'silent' }),
    timeZone: 'Africa/Kigali',
    usdToRwf: 1450,
    payLinkOf: payLinkOf(ctx.app.deps),
    textReminder: textReminderWith(ctx.app.deps, pino({ level: 'silent' })),
  });

const get = (path: string) => ctx.app.inject({ method: 'GET', url: path });
const pay = (path: string, phone: string, after = '') =>
  ctx.app.inject({
    method: 'POST',
    url: path,
    payload: new URLSearchParams({ phone, after }).toString(),
    headers: { 'content-type': form },
  });

/** The state page, reloaded as the browser would until the payment is no longer waiting. */
async function waitOnPayment(location: string) {
  for (let round = 0; round < 50; round += 1) {
    await sleep(60);
    clock.set(new Date(clock.now().getTime() + 4_000));
    const page = await get(location);
    if (!page.headers.refresh) return page;
  }
  throw new Error('the payment stayed pending');
}

const linkIn = (body: string) => /http:\/\/dashboard\.test(\/pay\/billing\/[\w.-]+)/.exec(body)?.[1];

describe('an SME paying its bill with mobile money', () => {
  let suspendedSme: { id: number; partnerId: number; adminEmail: string; adminPhone: string };
  let billingId: number;
  let link: string;

  it('puts a pay link in the billing mail of a partner that takes mobile money, none otherwise', async () => {
    suspendedSme = await createSme(ctx.db, w.mine.partner.id, {
      subscriptionPlanId: w.minePlan.id,
      trialEndDate: day(-40),
      isActive: false,
      suspendedReason: 'non_payment',
    });
    billingId = (await insertBilling(ctx.db, suspendedSme, { due: day(-10), amount: 29_000 })).billing.id;
    const theirSme = await createSme(ctx.db, w.theirs.partner.id, {
      subscriptionPlanId: w.theirsPlan.id,
      trialEndDate: day(-40),
    });
    await insertBilling(ctx.db, theirSme, { due: day(-10) });
    await runEngine();
    const mine = ctx.mails().find((m) => m.to === suspendedSme.adminEmail)!;
    expect(mine.body).toContain('Pay now with MTN MoMo or Airtel Money: http://dashboard.test/pay/billing/');
    link = linkIn(mine.body)!;
    const theirs = ctx.mails().find((m) => m.to === theirSme.adminEmail)!;
    expect(theirs.body).not.toContain('/pay/billing/');
    // The same link by SMS to the SME's admin (a phone without mail pays too); none without mobile money.
    const texts = await ctx.db.select().from(smsMessages);
    const toMine = texts.filter((t) => t.partnerId === w.mine.partner.id);
    expect(toMine).toHaveLength(1);
    expect(toMine[0]).toMatchObject({ phone: suspendedSme.adminPhone, status: 'sent' });
    expect(toMine[0]!.body).toContain(`Pay with MTN MoMo or Airtel Money: http://dashboard.test${link}`);
    expect(texts.filter((t) => t.partnerId === w.theirs.partner.id)).toHaveLength(0);
  });

  it('shows the bill and takes a payment that marks it paid, mails the receipt and lifts the suspension', async () => {
    const page = await get(link);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('RWF 29,000');
    expect(page.headers['content-security-policy']).toContain("default-src 'none'");
    const bad = await pay(link, '123');
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain('Enter a Rwandan mobile number');

    const started = await pay(link, '0780 000 001');
    expect(started.statusCode, started.body).toBe(303);
    const location = started.headers.location as string;
    const done = await waitOnPayment(location);
    expect(done.body).toContain('Your bill is paid.');

    const [payment] = await ctx.db
      .select()
      .from(mobileMoneyPayments)
      .where(eq(mobileMoneyPayments.phone, SANDBOX_PHONES.success));
    expect(await billingRow(ctx.db, billingId)).toMatchObject({ isPaid: true });
    const [recorded] = await paymentsOf(ctx.db, billingId);
    expect(recorded).toMatchObject({ method: 'mobile_money', markedById: null, amount: 29_000 });
    expect(recorded!.reference).toBe(payment!.providerReference);
    expect(payment!.providerReference).toBeTruthy();
    expect(await smeRow(ctx.db, suspendedSme.id)).toMatchObject({ isActive: true, suspendedReason: null });
    const receipt = ctx
      .mails()
      .find((m) => m.to === suspendedSme.adminEmail && m.subject.startsWith('Receipt'))!;
    expect(receipt.subject).toBe(`Receipt for invoice INV-T${billingId}: RWF 29,000 received`);
    expect(receipt.body).toContain(`Reference: ${payment!.providerReference}`);

    // The paid bill's link says so and never takes money again.
    const again = await get(link);
    expect(again.body).toContain('Already paid');
    expect(again.body).not.toContain('<form');
    const twice = await pay(link, '0780 000 001', payment!.id);
    expect(twice.statusCode).toBe(200);
    expect(twice.body).toContain('Already paid');
    expect(await ctx.db.select().from(mobileMoneyPayments)).toHaveLength(1);
  });

  it('says why a payment failed, offers Try again, and leaves the bill unpaid', async () => {
    const sme = await createSme(ctx.db, w.mine.partner.id, {
      subscriptionPlanId: w.minePlan.id,
      trialEndDate: day(-40),
    });
    const { billing } = await insertBilling(ctx.db, sme, { due: day(-3) });
    await runEngine();
    const own = linkIn(ctx.mails().find((m) => m.to === sme.adminEmail)!.body)!;
    const started = await pay(own, SANDBOX_PHONES.insufficientFunds);
    const page = await waitOnPayment(started.headers.location as string);
    expect(page.body).toContain(
      'There is not enough money on this mobile money account. Nothing was charged.',
    );
    expect(page.body).toContain('Try again');
    expect((await billingRow(ctx.db, billing.id)).isPaid).toBe(false);
    // Another bill's payment is not shown through this link.
    const [paid] = await ctx.db
      .select()
      .from(mobileMoneyPayments)
      .where(eq(mobileMoneyPayments.phone, SANDBOX_PHONES.success));
    expect((await get(`${own}/payment/${paid!.id}`)).statusCode).toBe(404);
  });

  it('answers a forged link 404 and an expired one 410, taking nothing', async () => {
    const [, id, expires, mac] = /\/pay\/billing\/(\d+)\.(\d+)\.(.+)$/.exec(link)!;
    expect((await get(`/pay/billing/${Number(id) + 1}.${expires}.${mac}`)).statusCode).toBe(404);
    expect((await get(`/pay/billing/${id}.${Number(expires) + 60}.${mac}`)).statusCode).toBe(404);
    expect((await get('/pay/billing/not-a-token')).statusCode).toBe(404);
    expect(
      (await pay(`/pay/billing/${Number(id) + 1}.${expires}.${mac}`, SANDBOX_PHONES.success)).statusCode,
    ).toBe(404);
    clock.set(new Date(clock.now().getTime() + 46 * 86_400_000));
    try {
      const expired = await get(link);
      expect(expired.statusCode).toBe(410);
      expect(expired.body).toContain('This pay link has expired.');
    } finally {
      clock.set(NOW);
    }
  });

  it('answers bad input with a 4xx, taking nothing', async () => {
    const before = (await ctx.db.select().from(mobileMoneyPayments)).length;
    const raw = (payload: string, type = form) =>
      ctx.app.inject({ method: 'POST', url: link, payload, headers: { 'content-type': type } });
    const answers = [
      await raw('phone=0788%00123456'),
      await raw(`phone=${'9'.repeat(10_000)}`),
      await raw('phone=0788123456', 'application/xml'),
      await get(`${link}/payment/not-a-payment`),
      await get(`${link}/payment/00000000-0000-4000-8000-000000000000`),
      await get(`/pay/billing/${'9'.repeat(500)}`),
    ];
    for (const answer of answers) {
      expect(answer.statusCode, answer.body).toBeGreaterThanOrEqual(400);
      expect(answer.statusCode, answer.body).toBeLessThan(500);
      expect(answer.body).not.toMatch(/at .*\.ts:\d+/);
    }
    expect((await ctx.db.select().from(mobileMoneyPayments)).length).toBe(before);
  });
});
