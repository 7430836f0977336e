import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  SUBSCRIPTION_PLAN_NAMES,
  type TSubscriber,
  type TSubscriptionPlan,
  remainingPlanNames,
} from '@ared/contract/subscriptions';
import { subscriptionPlans } from '../src/db/schema';
import type { TestContext } from './helpers/app';
import { TODAY, billingContext, createPlan, day, insertBilling } from './helpers/billing-world';
import { createSme } from './helpers/factories';
import { requester } from './helpers/session';
import { twoPartners } from './helpers/world';

describe('remainingPlanNames', () => {
  it('offers the plans not yet created, in order', () => {
    expect(remainingPlanNames([])).toEqual(['Starter', 'Plus', 'Pro', 'Pro+']);
    expect(remainingPlanNames(['Plus', 'Pro+'])).toEqual(['Starter', 'Pro']);
    expect(remainingPlanNames([...SUBSCRIPTION_PLAN_NAMES])).toEqual([]);
    expect(remainingPlanNames(['Gold'])).toHaveLength(4);
  });
});

let ctx: TestContext;
let world: Awaited<ReturnType<typeof twoPartners>>;
let as: ReturnType<typeof requester>;
let asTheirs: ReturnType<typeof requester>;

beforeAll(async () => {
  ctx = await billingContext();
  world = await twoPartners(ctx);
  as = requester(ctx, () => world.mine.tokens.access);
  asTheirs = requester(ctx, () => world.theirs.tokens.access);
});
afterAll(() => ctx.close());

const planCount = async () => (await ctx.db.select({ n: count() }).from(subscriptionPlans))[0]!.n;
const mineStarter = async () =>
  (
    await ctx.db
      .select()
      .from(subscriptionPlans)
      .where(
        and(eq(subscriptionPlans.partnerId, world.mine.partner.id), eq(subscriptionPlans.name, 'Starter')),
      )
  )[0]!;
const addPlan = (body: Record<string, unknown>, who = () => as) =>
  who()('POST', '/v1/partner/subscription/', body);

describe('POST /v1/partner/subscription/', () => {
  it('creates a plan priced in USD', async () => {
    const res = await addPlan({ name: 'Starter', price: 20, partner: world.mine.partner.id });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({
      name: 'Starter',
      price: 20,
      currency: 'USD',
      partner: world.mine.partner.id,
      trial_period_status: '0 in trial',
      payment_status: '0 billed',
    });
    expect((await addPlan({ name: 'Pro+', price: '99.5' })).json()).toMatchObject({
      name: 'Pro+',
      price: 99.5,
    });
  });

  it('refuses a plan the partner already has, as a name field error', async () => {
    const before = await planCount();
    const res = await addPlan({ name: 'Starter', price: 25 });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ name: ['This subscription plan already exists.'] });
    expect(await planCount()).toBe(before);
  });

  it('lets another partner create the same plan', async () => {
    const res = await addPlan({ name: 'Starter', price: 30 }, () => asTheirs);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().partner).toBe(world.theirs.partner.id);
  });

  it.each([
    ['an unknown name', { name: 'Gold', price: 10 }, 'name'],
    ['a missing name', { price: 10 }, 'name'],
    ['a negative price', { name: 'Plus', price: -5 }, 'price'],
    ['a zero price', { name: 'Plus', price: 0 }, 'price'],
    ['a non-numeric price', { name: 'Plus', price: 'ten' }, 'price'],
    ['a partner that is no id', { name: 'Plus', price: 10, partner: -1 }, 'partner'],
  ])('refuses %s', async (_what, body, field) => {
    const before = await planCount();
    const res = await addPlan(body);
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json())).toEqual([field]);
    expect(await planCount()).toBe(before);
  });

  it("answers another partner's id in the body with 404 and creates nothing", async () => {
    const before = await planCount();
    const res = await addPlan({ name: 'Plus', price: 10, partner: world.theirs.partner.id });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ detail: 'Not found.' });
    expect(await planCount()).toBe(before);
  });
});

describe('GET /v1/partner/subscription/{partnerId}/', () => {
  it("lists the partner's own plans with how many SMEs are in trial and billed", async () => {
    const planId = (await mineStarter()).id;
    await createSme(ctx.db, world.mine.partner.id, { subscriptionPlanId: planId, trialEndDate: TODAY });
    await createSme(ctx.db, world.mine.partner.id, { subscriptionPlanId: planId, trialEndDate: day(-1) });
    await createSme(ctx.db, world.mine.partner.id, {
      subscriptionPlanId: planId,
      trialEndDate: day(-1),
      isTerminated: true,
    });
    const res = await as('GET', `/v1/partner/subscription/${world.mine.partner.id}/`);
    expect(res.statusCode, res.body).toBe(200);
    const plans = res.json() as TSubscriptionPlan[];
    expect(plans.map((p) => p.name).sort()).toEqual(['Pro+', 'Starter']);
    expect(plans.every((p) => p.partner === world.mine.partner.id)).toBe(true);
    expect(plans.find((p) => p.name === 'Starter')).toMatchObject({
      id: planId,
      trial_period_status: '1 in trial',
      payment_status: '1 billed',
    });
    expect(remainingPlanNames(plans.map((p) => p.name))).toEqual(['Plus', 'Pro']);
  });

  it("answers another partner's id with 404", async () => {
    expect((await as('GET', `/v1/partner/subscription/${world.theirs.partner.id}/`)).statusCode).toBe(404);
    const theirs = (await asTheirs('GET', `/v1/partner/subscription/${world.theirs.partner.id}/`)).json();
    expect(theirs.map((p: TSubscriptionPlan) => p.price)).toEqual([30]);
  });
});

describe('GET /v1/partner/subscription/active-cancelled', () => {
  it('counts SMEs on a plan: active ones and terminated (cancelled) ones', async () => {
    // From the previous block: two active SMEs and one terminated SME on Starter; the world's SME has no plan.
    const res = await as('GET', `/v1/partner/subscription/active-cancelled?partner=${world.mine.partner.id}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ active_subscriptions: 2, cancelled_subscriptions: 1 });
    const theirs = (await asTheirs('GET', '/v1/partner/subscription/active-cancelled')).json();
    expect(theirs).toEqual({ active_subscriptions: 0, cancelled_subscriptions: 0 });
  });

  it("answers another partner's id with 404", async () => {
    const res = await as(
      'GET',
      `/v1/partner/subscription/active-cancelled?partner=${world.theirs.partner.id}`,
    );
    expect(res.statusCode).toBe(404);
  });
});

describe('GET /v1/users/subscriber/', () => {
  it("lists the partner's SMEs on a plan with the plan and latest invoice number", async () => {
    const starter = await mineStarter();
    const billed = await createSme(ctx.db, world.mine.partner.id, {
      name: 'Billed Bar',
      adminEmail: 'bar@billed.rw',
      subscriptionPlanId: starter.id,
      trialEndDate: day(-40),
    });
    await insertBilling(ctx.db, billed, { due: day(-23), isPaid: true, invoiceNumber: 'INV-OLD' });
    const latest = await insertBilling(ctx.db, billed, { due: day(7), invoiceNumber: 'INV-NEW' });
    const theirsPlan = await createPlan(ctx.db, world.theirs.partner.id, { name: 'Pro' });
    const theirsSme = await createSme(ctx.db, world.theirs.partner.id, { subscriptionPlanId: theirsPlan.id });
    await insertBilling(ctx.db, theirsSme, { invoiceNumber: 'INV-THEIRS' });

    const res = await as('GET', '/v1/users/subscriber/?page_size=100');
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json() as { count: number; results: TSubscriber[] };
    expect(body.count).toBe(4); // three from the plan list above, and this one; not the SME without a plan
    expect(body.results.some((s) => s.id === world.mine.sme.id)).toBe(false);
    expect(body.results.some((s) => s.id === theirsSme.id)).toBe(false);
    expect(body.results.find((s) => s.id === billed.id)).toMatchObject({
      invoice_number: 'INV-NEW',
      invoice_ninja_id: latest.invoice.id,
      partner_id: { admin_email: 'bar@billed.rw', name: 'Billed Bar' },
      subscription_plan: 'Starter',
      status: 'Due',
    });
    const unbilled = body.results.filter((s) => s.id !== billed.id);
    expect(unbilled.every((s) => s.invoice_number === null)).toBe(true);
  });

  it("answers another partner's id with 404 and shows that partner only its own", async () => {
    expect((await as('GET', `/v1/users/subscriber/?partner=${world.theirs.partner.id}`)).statusCode).toBe(
      404,
    );
    const theirs = (await asTheirs('GET', '/v1/users/subscriber/')).json();
    expect(theirs.count).toBe(1);
    expect(theirs.results[0]).toMatchObject({ invoice_number: 'INV-THEIRS', subscription_plan: 'Pro' });
  });
});
