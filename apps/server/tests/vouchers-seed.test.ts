import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/raw';
import { partners, vouchers } from '../src/db/schema';
import { seedDemoData } from '../src/seed/demo';
import { seedDemoVouchers } from '../src/seed/demo-vouchers';
import { type TestContext, createTestContext } from './helpers/app';
import { expectCountsExact } from './helpers/kept-counts';

let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestContext();
  await seedDemoData(ctx.db);
}, 120_000);
afterAll(() => ctx.close());

type Tally = { slug: string; status: string; n: number };

describe('demo vouchers and sessions', () => {
  it('gives the Premium and SME partners vouchers in every state, the Kiosk partner none', async () => {
    const rows = await queryRows<Tally>(
      ctx.db,
      sql`select p.slug, v.status, count(*)::int as n from vouchers v join partners p on p.id = v.partner_id group by 1, 2`,
    );
    const slugs = new Set(rows.map((r) => r.slug));
    expect(slugs.size).toBe(2);
    expect(slugs.has('huye-kiosks')).toBe(false);
    for (const slug of slugs)
      expect(
        rows
          .filter((r) => r.slug === slug)
          .map((r) => r.status)
          .sort(),
      ).toEqual(['active', 'expired', 'revoked', 'used']);
  });

  it('puts connected and finished sessions, voucher and auto, on the partners own boxes', async () => {
    const rows = await queryRows<{ status: string; session_type: string; own: boolean }>(
      ctx.db,
      sql`select s.status, s.session_type, bool_and(r.partner_id = s.partner_id) as own
          from hotspot_sessions s join routers r on r.id = s.router_id group by 1, 2 order by 1, 2`,
    );
    expect(rows.map((r) => `${r.status}/${r.session_type}`)).toEqual([
      'connected/auto',
      'connected/voucher',
      'disconnected/auto',
      'disconnected/voucher',
    ]);
    expect(rows.every((r) => r.own)).toBe(true);
    await expectCountsExact(ctx.db);
  });

  it('is idempotent, and fills a partner seeded before vouchers existed', async () => {
    const before = await ctx.db.select({ id: vouchers.id }).from(vouchers);
    await seedDemoData(ctx.db);
    expect(await ctx.db.select({ id: vouchers.id }).from(vouchers)).toHaveLength(before.length);
    const [premium] = await ctx.db.select().from(partners).where(eq(partners.slug, 'kigali-connect'));
    await ctx.db.delete(vouchers).where(eq(vouchers.partnerId, premium!.id));
    await seedDemoVouchers(ctx.db);
    expect(await ctx.db.select({ id: vouchers.id }).from(vouchers)).toHaveLength(before.length);
  });
});
