import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { queryRows } from '../src/db/raw';
import { vouchers } from '../src/db/schema';
import { type TestContext, createTestContext } from './helpers/app';
import { expectCountsExact } from './helpers/kept-counts';
import { voucherWorld } from './helpers/voucher-world';

/** Codes the next draws return instead of random ones (one list per draw), to force clashes. */
const draws: string[][] = [];
vi.mock('../src/modules/guest-access/vouchers/codes', async (original) => {
  const real = await original<typeof import('../src/modules/guest-access/vouchers/codes')>();
  return {
    ...real,
    drawVoucherCodes: (count: number, taken?: ReadonlySet<string>) =>
      draws.shift()?.slice(0, count) ?? real.drawVoucherCodes(count, taken),
  };
});

let ctx: TestContext;
let world: Awaited<ReturnType<typeof voucherWorld>>;

beforeAll(async () => {
  ctx = await createTestContext({ RATE_LIMIT_MAX: '1000000' });
  world = await voucherWorld(ctx);
});
afterAll(() => ctx.close());

describe('bulk creates at once', () => {
  it('eight identical bulk creates of 100 leave 800 unique codes and exact counts', async () => {
    const answers = await Promise.all(
      Array.from({ length: 8 }, () =>
        world.mineService('POST', '/vouchers/create/bulk', { duration: 600, count: 100 }),
      ),
    );
    for (const res of answers) {
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json()).toMatchObject({ created_count: 100, failed_count: 0 });
    }
    expect(new Set(answers.map((r) => r.json().batch_id)).size).toBe(8);
    const [row] = await queryRows<{ n: number; codes: number }>(
      ctx.db,
      sql`select count(*)::int as n, count(distinct code)::int as codes from vouchers where partner_id = ${world.mine.partner.id}`,
    );
    expect(row).toEqual({ n: 800, codes: 800 });
    const stats = (await world.mineService('GET', '/stats')).json();
    expect(stats.vouchers).toMatchObject({ total: 800, active: 800 });
    await expectCountsExact(ctx.db);
  }, 60_000);

  it('draws again the codes that clash with existing ones, and counts what is still missing as failed', async () => {
    const partnerId = world.theirs.partner.id;
    const taken = ['TAKENAAA', 'TAKENBBB'];
    await ctx.db.insert(vouchers).values(
      taken.map((code) => ({
        partnerId,
        code,
        durationSeconds: 60,
        expiryDate: new Date(Date.now() + 86_400_000),
      })),
    );
    // First round: two of the three codes drawn are taken; the second round draws two fresh ones.
    draws.push(['TAKENAAA', 'FRESHAAA', 'TAKENBBB']);
    const res = await world.theirsService('POST', '/vouchers/create/bulk', { duration: 60, count: 3 });
    expect(res.json()).toMatchObject({ created_count: 3, failed_count: 0 });
    expect(res.json().vouchers.map((v: { code: string }) => v.code)).toContain('FRESHAAA');
    // Every round clashes: after five rounds the missing one is failed, the others are created.
    for (let round = 0; round < 5; round += 1)
      draws.push(round === 0 ? ['FRESHBBB', 'TAKENAAA'] : ['TAKENAAA']);
    const partly = await world.theirsService('POST', '/vouchers/create/bulk', { duration: 60, count: 2 });
    expect(partly.statusCode).toBe(201);
    expect(partly.json()).toMatchObject({ created_count: 1, failed_count: 1 });
    const rows = await ctx.db
      .select({ code: vouchers.code })
      .from(vouchers)
      .where(eq(vouchers.partnerId, partnerId));
    expect(rows).toHaveLength(2 + 3 + 1);
    expect(draws).toEqual([]);
  });
});
