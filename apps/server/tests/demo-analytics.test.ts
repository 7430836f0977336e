import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { advertViews, adverts, partners, realms, smsMessages } from '../src/db/schema';
import { queryRows } from '../src/db/raw';
import { runAnalyticsRollup } from '../src/modules/analytics';
import { seedDemoData } from '../src/seed/demo';
import { seedDemoAnalytics } from '../src/seed/demo-analytics';
import { type TestContext, createTestContext } from './helpers/app';

let ctx: TestContext;
const ids = {} as Record<'Premium' | 'SME' | 'Kiosk', number>;
const NOW = new Date('2026-11-20T09:30:00Z');

beforeAll(async () => {
  ctx = await createTestContext();
  await seedDemoData(ctx.db);
  for (const p of await ctx.db.select().from(partners)) ids[p.plan] = p.id;
  // The adverts come with the demo's files (seedDemoContent); one per partner stands in for them here.
  for (const partnerId of Object.values(ids)) {
    const [realm] = await ctx.db.select().from(realms).where(eq(realms.partnerId, partnerId)).limit(1);
    if (!realm) continue;
    await ctx.db.insert(adverts).values({
      partnerId,
      realmId: realm.id,
      title: 'Happy hour',
      shortDescription: 'Two drinks for one',
      adType: 'Link',
      youtubeUrl: 'https://youtu.be/x',
    });
  }
  await seedDemoAnalytics(ctx.db, NOW);
}, 120_000);
afterAll(() => ctx.close());

const viewsOf = (partnerId: number) =>
  ctx.db.select().from(advertViews).where(eq(advertViews.partnerId, partnerId));
const smsOf = (partnerId: number) =>
  ctx.db.select().from(smsMessages).where(eq(smsMessages.partnerId, partnerId));

describe('demo advert views and SMS (issue 14)', () => {
  it('gives the partners with boxes sixty past days of advert views, with returning viewers', async () => {
    for (const plan of ['Premium', 'SME'] as const) {
      const views = await viewsOf(ids[plan]);
      expect(views.length, plan).toBeGreaterThan(400);
      const times = views.map((v) => v.viewedAt.getTime());
      expect(Math.max(...times)).toBeLessThanOrEqual(NOW.getTime());
      expect(Math.min(...times)).toBeGreaterThan(NOW.getTime() - 61 * 86_400_000);
      expect(new Set(views.map((v) => v.viewerId)).size).toBeLessThan(views.length);
    }
  });

  it('sends SMS only for partners with the voucher SMS add-on, some failed, in the voucher text', async () => {
    const [kiosk] = await ctx.db.select().from(partners).where(eq(partners.id, ids.Kiosk));
    expect(kiosk!.hasVoucherSmsFeatureEnabled).toBe(false);
    expect(await smsOf(ids.Kiosk)).toHaveLength(0);
    const premium = await smsOf(ids.Premium);
    expect(premium.length).toBeGreaterThan(60);
    expect(premium.some((m) => m.status === 'failed')).toBe(true);
    expect(premium.every((m) => m.createdAt.getTime() <= NOW.getTime())).toBe(true);
    expect(premium[0]!.body).toMatch(/^Your Wi-Fi voucher: [2-9A-Z]{8}\. Valid 60 minutes\. Expires /);
  });

  it('is rolled up like live rows, and seeding again adds nothing', async () => {
    await runAnalyticsRollup(ctx.db, { timeZone: 'Africa/Kigali' });
    const [rolled] = await queryRows<{ views: number; sent: number }>(
      ctx.db,
      sql`select (select sum(views)::int from advert_view_daily where partner_id = ${ids.Premium} and router_id = -1) as views,
                 (select sum(sent)::int from sms_daily where partner_id = ${ids.Premium} and router_id = -1) as sent`,
    );
    expect(rolled!.views).toBe((await viewsOf(ids.Premium)).length);
    expect(rolled!.sent).toBe((await smsOf(ids.Premium)).filter((m) => m.status === 'sent').length);
    const before = [(await viewsOf(ids.Premium)).length, (await smsOf(ids.Premium)).length];
    await seedDemoAnalytics(ctx.db, NOW);
    expect([(await viewsOf(ids.Premium)).length, (await smsOf(ids.Premium)).length]).toEqual(before);
  });
});
