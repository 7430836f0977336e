import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { vouchers } from '../src/db/schema';
import { createTestClock } from '../src/lib/clock';
import { jobLockKey, startScheduler } from '../src/jobs/scheduler';
import { voucherExpiryJob } from '../src/modules/guest-access/vouchers/expiry-job';
import { type TestContext, createTestContext } from './helpers/app';
import { NOW } from './helpers/billing-world';
import { expectCountsExact } from './helpers/kept-counts';
import { insertVoucher, voucherWorld } from './helpers/voucher-world';

let ctx: TestContext;
let world: Awaited<ReturnType<typeof voucherWorld>>;
const clock = createTestClock(NOW);
const at = (offsetSeconds: number) => new Date(Date.parse(NOW) + offsetSeconds * 1000);
const HOUR = 3600;

beforeAll(async () => {
  ctx = await createTestContext({ RATE_LIMIT_MAX: '1000000' }, { clock });
  world = await voucherWorld(ctx);
});
afterAll(() => ctx.close());

const statusOf = async (code: string) =>
  (await ctx.db.select({ status: vouchers.status }).from(vouchers).where(eq(vouchers.code, code)))[0]!.status;

describe('the voucher expiry sweep (every minute)', () => {
  it('stores expired when the time is up or an unused voucher passes its expiry date, nothing else', async () => {
    const partnerId = world.mine.partner.id;
    // Unused, expiring in one day; used single-user with 1 h (started now); multi-user started 30 min ago.
    await insertVoucher(ctx, { partnerId, code: 'SWPAAAAA', createdAt: at(0), expiryDate: at(24 * HOUR) });
    await insertVoucher(ctx, {
      partnerId,
      code: 'SWPBBBBB',
      status: 'used',
      firstUsedAt: at(0),
      expiryDate: at(HOUR / 2),
    });
    await insertVoucher(ctx, { partnerId, code: 'SWPCCCCC', multiUser: true, firstUsedAt: at(-HOUR / 2) });
    await insertVoucher(ctx, { partnerId, code: 'SWPDDDDD', status: 'revoked', expiryDate: at(-HOUR) });
    const scheduler = startScheduler({ database: ctx.database, log: ctx.app.log }, [
      voucherExpiryJob(ctx.database, clock, 0),
    ]);
    const sweep = async () => expect(await scheduler.runNow('voucher-expiry')).toBe(true);
    try {
      await sweep();
      expect(await Promise.all(['SWPAAAAA', 'SWPBBBBB', 'SWPCCCCC', 'SWPDDDDD'].map(statusOf))).toEqual([
        'active',
        'used',
        'active',
        'revoked',
      ]);

      // 30 min later: the multi-user voucher's hour is up; the used one's expiry date does not end it.
      clock.set(at(HOUR / 2));
      await sweep();
      expect(await statusOf('SWPCCCCC')).toBe('expired');
      expect(await statusOf('SWPBBBBB')).toBe('used');

      clock.set(at(HOUR));
      await sweep();
      expect(await statusOf('SWPBBBBB')).toBe('expired');
      expect(await statusOf('SWPAAAAA')).toBe('active');

      // One day on, the never-used voucher passes its expiry date; revoked stays revoked.
      clock.set(at(24 * HOUR));
      await sweep();
      expect(await statusOf('SWPAAAAA')).toBe('expired');
      expect(await statusOf('SWPDDDDD')).toBe('revoked');

      // The stats and the filter follow the stored state.
      const stats = (await world.mineService('GET', '/stats')).json();
      expect(stats.vouchers).toMatchObject({ total: 4, active: 0, used: 0, expired: 3, revoked: 1 });
      await expectCountsExact(ctx.db);
    } finally {
      clock.set(NOW);
      await scheduler.stop();
    }
  });

  it('skips a run while another replica holds the job lock', async () => {
    const scheduler = startScheduler({ database: ctx.database, log: ctx.app.log }, [
      voucherExpiryJob(ctx.database, clock, 0),
    ]);
    try {
      let ranInside: boolean | undefined;
      await ctx.database.withAdvisoryLock(jobLockKey('voucher-expiry'), async () => {
        ranInside = await scheduler.runNow('voucher-expiry');
      });
      expect(ranInside).toBe(false);
    } finally {
      await scheduler.stop();
    }
  });
});
