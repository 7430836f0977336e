import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  VOUCHER_CODE_ALPHABET,
  VOUCHER_CREATION_REFUSALS,
  VOUCHER_TEXTS,
  type TVoucher,
} from '@ared/contract/vouchers';
import { billings, partners, vouchers } from '../src/db/schema';
import { type TestContext, createTestContext } from './helpers/app';
import { NOW, day, insertBilling } from './helpers/billing-world';
import { createTestClock } from '../src/lib/clock';
import { voucherWorld } from './helpers/voucher-world';

let ctx: TestContext;
let world: Awaited<ReturnType<typeof voucherWorld>>;

beforeAll(async () => {
  ctx = await createTestContext(
    { RATE_LIMIT_MAX: '1000000', RESPONSE_VALIDATION: 'on' },
    { clock: createTestClock(NOW) },
  );
  world = await voucherWorld(ctx);
});
afterAll(() => ctx.close());

const countOf = async (partnerId: number) =>
  (await ctx.db.select({ id: vouchers.id }).from(vouchers).where(eq(vouchers.partnerId, partnerId))).length;

describe('POST /admin/vouchers/create', () => {
  it('creates one active voucher with an 8-character code from the readable alphabet', async () => {
    const res = await world.mineService('POST', '/vouchers/create', { duration: 3600 });
    expect(res.statusCode, res.body).toBe(201);
    const voucher: TVoucher = res.json();
    expect(voucher.code).toMatch(new RegExp(`^[${VOUCHER_CODE_ALPHABET}]{8}$`));
    expect(voucher).toMatchObject({
      status: 'active',
      duration: 3600,
      multi_user: false,
      used_by: [],
      first_used_at: null,
      remaining_time: 3600,
      realm: null,
    });
    expect(voucher.batch_id).toMatch(/^[\w-]{12}$/);
    // Default expiry: one day from creation.
    const lifetime = Date.parse(voucher.expiry_date) - Date.parse(voucher.created_at);
    expect(lifetime).toBe(86_400_000);
  });

  it('takes multi_user, expiry_days and a realm of the partner', async () => {
    const res = await world.mineService('POST', '/vouchers/create', {
      duration: 1800,
      multi_user: true,
      expiry_days: 7,
      realm: world.mine.realm.id,
    });
    expect(res.statusCode, res.body).toBe(201);
    const voucher: TVoucher = res.json();
    expect(voucher.multi_user).toBe(true);
    expect(voucher.realm).toEqual({ id: world.mine.realm.id, name: world.mine.realm.name });
    expect(Date.parse(voucher.expiry_date) - Date.parse(voucher.created_at)).toBe(7 * 86_400_000);
  });

  it("answers 404 for another partner's realm and stores nothing", async () => {
    const before = await countOf(world.mine.partner.id);
    const res = await world.mineService('POST', '/vouchers/create', {
      duration: 1800,
      realm: world.theirs.realm.id,
    });
    expect(res.statusCode).toBe(404);
    expect(await countOf(world.mine.partner.id)).toBe(before);
  });

  it.each([0, -5, 1.5, 168 * 3600 + 60 * 60, '3600', null])(
    "refuses duration %s with 'Please enter a valid duration' and stores nothing",
    async (duration) => {
      const before = await countOf(world.mine.partner.id);
      const res = await world.mineService('POST', '/vouchers/create', { duration });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ duration: [VOUCHER_TEXTS.invalidDuration] });
      expect(await countOf(world.mine.partner.id)).toBe(before);
    },
  );

  it('accepts the longest manual duration, 168 hours 59 minutes', async () => {
    const res = await world.mineService('POST', '/vouchers/create', { duration: 168 * 3600 + 59 * 60 });
    expect(res.statusCode, res.body).toBe(201);
  });

  it.each([0, 366, 2.5])('refuses expiry_days %s', async (expiry_days) => {
    const res = await world.mineService('POST', '/vouchers/create', { duration: 60, expiry_days });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json())).toEqual(['expiry_days']);
  });

  it('refuses truncated JSON and NUL bytes with a 4xx and stores nothing', async () => {
    const before = await countOf(world.mine.partner.id);
    const truncated = await ctx.app.inject({
      method: 'POST',
      url: `/radius/${world.mine.partner.slug}/admin/vouchers/create`,
      headers: { authorization: `Bearer ${world.mine.tokens.access}`, 'content-type': 'application/json' },
      payload: '{"duration": 36',
    });
    expect(truncated.statusCode).toBe(400);
    const nul = await world.mineService('POST', '/vouchers/create/bulk', { duration: '60\u0000', count: 1 });
    expect(nul.statusCode).toBe(400);
    const huge = await world.mineService('POST', '/vouchers/create', { duration: 60, realm: 2 ** 53 });
    expect(huge.statusCode).toBe(400);
    expect(await countOf(world.mine.partner.id)).toBe(before);
  });
});

describe('POST /admin/vouchers/create/bulk', () => {
  it('creates `count` vouchers of one batch with distinct codes', async () => {
    const res = await world.mineService('POST', '/vouchers/create/bulk', { duration: 3600, count: 100 });
    expect(res.statusCode, res.body).toBe(201);
    const body = res.json();
    expect(body.created_count).toBe(100);
    expect(body.failed_count).toBe(0);
    expect(body.vouchers).toHaveLength(100);
    expect(new Set(body.vouchers.map((v: TVoucher) => v.code)).size).toBe(100);
    expect(body.vouchers.every((v: TVoucher) => v.batch_id === body.batch_id)).toBe(true);
    const stored = await ctx.db
      .select({ id: vouchers.id })
      .from(vouchers)
      .where(and(eq(vouchers.partnerId, world.mine.partner.id), eq(vouchers.batchId, body.batch_id)));
    expect(stored).toHaveLength(100);
  });

  it.each([0, 101, -1, 2.5, '5', null])(
    "refuses count %s with 'Please enter a valid voucher count (1-100)'",
    async (count) => {
      const before = await countOf(world.mine.partner.id);
      const res = await world.mineService('POST', '/vouchers/create/bulk', { duration: 3600, count });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ count: [VOUCHER_TEXTS.invalidCount] });
      expect(await countOf(world.mine.partner.id)).toBe(before);
    },
  );

  it('gives both texts when both fields are wrong', async () => {
    const res = await world.mineService('POST', '/vouchers/create/bulk', { duration: 0, count: 0 });
    expect(res.json()).toEqual({
      duration: [VOUCHER_TEXTS.invalidDuration],
      count: [VOUCHER_TEXTS.invalidCount],
    });
  });

  it('lets staff create vouchers', async () => {
    const res = await world.mineService(
      'POST',
      '/vouchers/create/bulk',
      { duration: 60, count: 2 },
      world.staff.access,
    );
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().created_count).toBe(2);
  });
});

describe('the creation rule (part 2 §6)', () => {
  const setPartner = (values: Partial<typeof partners.$inferInsert>) =>
    ctx.db.update(partners).set(values).where(eq(partners.id, world.mine.partner.id));

  it.each([
    [{ isActive: false }, VOUCHER_CREATION_REFUSALS.inactive],
    [{ subscriptionPlan: null }, VOUCHER_CREATION_REFUSALS.noSubscriptionPlan],
  ] as const)('refuses %o with 403 and its detail, storing nothing', async (values, detail) => {
    await setPartner(values);
    try {
      const before = await countOf(world.mine.partner.id);
      for (const [path, body] of [
        ['/vouchers/create', { duration: 60 }],
        ['/vouchers/create/bulk', { duration: 60, count: 3 }],
      ] as const) {
        const res = await world.mineService('POST', path, body);
        expect(res.statusCode).toBe(403);
        expect(res.json()).toEqual({ detail });
      }
      expect(await countOf(world.mine.partner.id)).toBe(before);
    } finally {
      await setPartner({ isActive: true, subscriptionPlan: 'Pro' });
    }
  });

  it('refuses while a billing is more than five days overdue, from the billings themselves', async () => {
    const { billing } = await insertBilling(ctx.db, world.mine.sme);
    // Due six days ago and unpaid: late, although the stored flag was never set by the engine.
    await ctx.db
      .update(billings)
      .set({ dueDate: day(-6), isPaid: false, isPaused: false })
      .where(eq(billings.id, billing.id));
    const [flag] = await ctx.db
      .select({ late: partners.hasNotPaidForOneBillingFiveDaysAgo })
      .from(partners)
      .where(eq(partners.id, world.mine.partner.id));
    expect(flag?.late).toBe(false);
    const refused = await world.mineService('POST', '/vouchers/create', { duration: 60 });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ detail: VOUCHER_CREATION_REFUSALS.latePayment });
    // Five days overdue is not yet late.
    await ctx.db
      .update(billings)
      .set({ dueDate: day(-5) })
      .where(eq(billings.id, billing.id));
    expect((await world.mineService('POST', '/vouchers/create', { duration: 60 })).statusCode).toBe(201);
    // Paid: allowed again at once.
    await ctx.db
      .update(billings)
      .set({ dueDate: day(-30), isPaid: true })
      .where(eq(billings.id, billing.id));
    expect((await world.mineService('POST', '/vouchers/create', { duration: 60 })).statusCode).toBe(201);
  });
});
