import { and, count, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  billings,
  kiosks,
  miners,
  partners,
  realms,
  routerMetrics,
  routerState,
  routers,
  smes,
  smsPackages,
  subscriptionPlans,
  users,
} from '../src/db/schema';
import { isOnlineSql } from '../src/modules/devices/status-queries';
import { queryRows } from '../src/db/raw';
import { seedDemoData } from '../src/seed/demo';
import { type TestContext, createTestContext } from './helpers/app';
import { expectCountsExact } from './helpers/kept-counts';
import { signInWithOtp } from './helpers/session';

let ctx: TestContext;
let premiumId: number;

beforeAll(async () => {
  ctx = await createTestContext();
  // Ids as on a database that has had other partners: nothing in the demo data may be derived from them.
  await ctx.db.execute(sql`alter sequence partners_id_seq restart with 254`);
  expect((await seedDemoData(ctx.db)).created).toEqual(['Kigali Connect', 'Musanze Biz Net', 'Huye Kiosks']);
  premiumId = (await ctx.db.select().from(partners).where(eq(partners.slug, 'kigali-connect')))[0]!.id;
});
afterAll(() => ctx.close());

const countOf = async (
  table: typeof routers | typeof users | typeof smes | typeof kiosks | typeof realms,
  where?: ReturnType<typeof and>,
) => (await ctx.db.select({ n: count() }).from(table).where(where))[0]!.n;

describe('demo seed', () => {
  it('leaves every kept list count equal to its rows (the triggers fire for the seed)', async () => {
    await expectCountsExact(ctx.db);
    const [kept] = await queryRows<{ n: number }>(
      ctx.db,
      sql`select count(*)::int as n from list_counts where n > 0`,
    );
    expect(kept!.n).toBeGreaterThan(0);
  });

  it('is idempotent: a second run adds nothing', async () => {
    const before = await Promise.all([
      countOf(routers),
      countOf(users),
      countOf(smes),
      countOf(kiosks),
      countOf(realms),
    ]);
    expect((await seedDemoData(ctx.db)).created).toEqual([]);
    const after = await Promise.all([
      countOf(routers),
      countOf(users),
      countOf(smes),
      countOf(kiosks),
      countOf(realms),
    ]);
    expect(after).toEqual(before);
  });

  it('has one partner per plan', async () => {
    const rows = await ctx.db
      .select({ name: partners.name, plan: partners.plan })
      .from(partners)
      .orderBy(partners.id);
    expect(rows).toEqual([
      { name: 'Kigali Connect', plan: 'Premium' },
      { name: 'Musanze Biz Net', plan: 'SME' },
      { name: 'Huye Kiosks', plan: 'Kiosk' },
    ]);
  });

  it('lets every demo account sign in with Demo@2345', async () => {
    for (const email of [
      'premium.admin@example.com',
      'sme.admin@example.com',
      'kiosk.admin@example.com',
      'premium.staff@example.com',
    ]) {
      expect((await signInWithOtp(ctx, email, 'Demo@2345')).access).toBeTruthy();
    }
    const [newAdmin] = await ctx.db.select().from(users).where(eq(users.email, 'new.admin@example.com'));
    expect(newAdmin).toMatchObject({
      role: 'partner_admin',
      changedPasswordAfterInitialLogin: false,
      partnerId: premiumId,
    });
    const [staff] = await ctx.db.select().from(users).where(eq(users.email, 'premium.staff@example.com'));
    expect(staff!.role).toBe('partner_staff');
  });

  it('gives the Premium partner at least 40 routers of every kind', async () => {
    const mine = eq(routers.partnerId, premiumId);
    expect(await countOf(routers, and(mine))).toBeGreaterThanOrEqual(40);
    const online = await ctx.db
      .select({ online: isOnlineSql })
      .from(routers)
      .leftJoin(routerState, eq(routerState.routerId, routers.id))
      .where(mine);
    expect(online.filter((r) => r.online).length).toBeGreaterThan(0);
    expect(online.filter((r) => !r.online).length).toBeGreaterThan(0);
    expect(await countOf(routers, and(mine, eq(routers.location, 'In Transit')))).toBeGreaterThan(0);
    expect(await countOf(routers, and(mine, eq(routers.location, 'Manufacturer')))).toBeGreaterThan(0);
    expect(await countOf(routers, and(mine, isNull(routers.realmId)))).toBeGreaterThan(0);
    expect(await countOf(routers, and(mine, isNotNull(routers.realmId)))).toBeGreaterThan(0);
    expect(await countOf(routers, and(mine, isNull(routers.smeId)))).toBeGreaterThan(0);
    expect(await countOf(routers, and(mine, isNotNull(routers.smeId)))).toBeGreaterThan(0);
    expect(await countOf(routers, and(mine, isNull(routers.lat)))).toBeGreaterThan(0);
    // Located boxes are inside Rwanda's bounding box.
    const outside = await countOf(
      routers,
      and(
        mine,
        isNotNull(routers.lat),
        sql`not (${routers.lat} between -2.85 and -1.04 and ${routers.lon} between 28.85 and 30.9)`,
      ),
    );
    expect(outside).toBe(0);
  });

  it('has SMEs in every stored state, kiosks assigned and not, and micro franchisees', async () => {
    const mine = eq(smes.partnerId, premiumId);
    expect(await countOf(smes, and(mine, eq(smes.isTerminated, true)))).toBeGreaterThan(0);
    expect(
      await countOf(smes, and(mine, eq(smes.isActive, false), eq(smes.isTerminated, false))),
    ).toBeGreaterThan(0);
    expect(
      await countOf(smes, and(mine, eq(smes.isActive, true), sql`${smes.trialEndDate} >= current_date`)),
    ).toBeGreaterThan(0);
    expect(
      await countOf(smes, and(mine, eq(smes.isActive, true), sql`${smes.trialEndDate} < current_date`)),
    ).toBeGreaterThan(0);
    expect(
      await countOf(kiosks, and(eq(kiosks.partnerId, premiumId), isNotNull(kiosks.assignedToId))),
    ).toBeGreaterThan(0);
    expect(
      await countOf(kiosks, and(eq(kiosks.partnerId, premiumId), isNull(kiosks.assignedToId))),
    ).toBeGreaterThan(0);
    expect(
      await countOf(users, and(eq(users.partnerId, premiumId), eq(users.userType, 'Micro Franchisee'))),
    ).toBeGreaterThan(0);
    expect(
      await countOf(realms, and(eq(realms.partnerId, premiumId), isNotNull(realms.smeId))),
    ).toBeGreaterThan(0);
  });

  it('has telemetry history, current state and Hash Hub miners for deployed boxes', async () => {
    expect((await ctx.db.select({ n: count() }).from(routerMetrics))[0]!.n).toBeGreaterThan(100);
    const states = await ctx.db.select().from(routerState);
    expect(states.some((s) => s.osServices && s.balenaServices && s.health)).toBe(true);
    const hub = await ctx.db.select().from(miners).where(eq(miners.partnerId, premiumId));
    expect(new Set(hub.map((m) => m.status))).toEqual(new Set(['running', 'paused', 'inactive']));
  });

  it('gives the Kiosk plan kiosks with routers, free kiosks and franchisees to assign them to (issue 13 §3)', async () => {
    const [kioskPartner] = await ctx.db.select().from(partners).where(eq(partners.plan, 'Kiosk'));
    const partnerId = kioskPartner!.id;
    const rows = await ctx.db.select().from(kiosks).where(eq(kiosks.partnerId, partnerId));
    expect(rows.filter((k) => k.assignedToId === null).length).toBeGreaterThanOrEqual(2);
    // No franchisee holds two kiosks (the partial unique index would refuse the seed otherwise).
    const holders = rows.flatMap((k) => (k.assignedToId === null ? [] : [k.assignedToId]));
    expect(new Set(holders).size).toBe(holders.length);
    const free = await ctx.db
      .select({ id: users.id })
      .from(users)
      .where(
        and(
          eq(users.partnerId, partnerId),
          eq(users.userType, 'Micro Franchisee'),
          eq(users.isActive, true),
          sql`not exists (select 1 from kiosks k where k.assigned_to_id = ${users.id})`,
        ),
      );
    expect(free.length).toBeGreaterThanOrEqual(2);
    const linked = await countOf(routers, and(eq(routers.partnerId, partnerId), isNotNull(routers.kioskId)));
    expect(linked).toBeGreaterThan(0);
    expect(linked).toBeLessThan(rows.length); // the Has Router column shows both Yes and No
  });

  it('keeps the SME plan free of kiosks and the Kiosk plan free of SMEs', async () => {
    const [sme] = await ctx.db.select().from(partners).where(eq(partners.plan, 'SME'));
    const [kiosk] = await ctx.db.select().from(partners).where(eq(partners.plan, 'Kiosk'));
    expect(await countOf(kiosks, and(eq(kiosks.partnerId, sme!.id)))).toBe(0);
    expect(await countOf(smes, and(eq(smes.partnerId, kiosk!.id)))).toBe(0);
  });
});

describe('demo billing history', () => {
  it('gives the SME list every status and the billing lists paid, unpaid, overdue and paused rows', async () => {
    const { access } = await signInWithOtp(ctx, 'premium.admin@example.com', 'Demo@2345');
    const get = (url: string) =>
      ctx.app
        .inject({ method: 'GET', url, headers: { authorization: `Bearer ${access}` } })
        .then((r) => r.json());
    const statuses = new Set(
      (await get('/v1/smes/?page_size=50')).results.map((s: { status: string }) => s.status),
    );
    expect([...statuses].sort()).toEqual(['Active', 'Due', 'Overdue', 'Suspended', 'Terminated', 'Trial']);
    const rows = (await get('/v1/partner/billing/?page_size=100')).results as {
      is_paid: boolean;
      is_paused: boolean;
      remaining_days: number;
    }[];
    expect(rows.some((b) => b.is_paid)).toBe(true);
    expect(rows.some((b) => !b.is_paid && b.is_paused)).toBe(true);
    expect(rows.some((b) => !b.is_paid && !b.is_paused && b.remaining_days < 0)).toBe(true);
    expect(rows.some((b) => !b.is_paid && !b.is_paused && b.remaining_days >= 0)).toBe(true);
    expect((await get('/v1/partner/sms-package/billing/')).count).toBeGreaterThan(0);
    const coupons = (await get('/v1/discount-coupon/')).results as { used: boolean }[];
    expect(coupons.map((c) => c.used).sort()).toEqual([false, true]);
  });

  it('is consistent with the engine: a run on the seeded data opens no billing', async () => {
    const { runBillingEngine } = await import('../src/modules/billing/engine');
    const { default: pino } = await import('pino');
    const run = await runBillingEngine({
      db: ctx.db,
      mailer: ctx.mailer,
      clock: ctx.clock,
      log: pino({ level: 'silent' }),
      timeZone: 'Africa/Kigali',
      usdToRwf: 1450,
    });
    expect(run).toMatchObject({ ran: true, opened: 0, smsOpened: 0, suspended: 0 });
    // Only the SME-plan partner has an SME suspended for non-payment, so only its late flag is set.
    const flags = await ctx.db
      .select({ slug: partners.slug, late: partners.hasNotPaidForOneBillingFiveDaysAgo })
      .from(partners)
      .orderBy(partners.id);
    expect(flags).toEqual([
      { slug: 'kigali-connect', late: false },
      { slug: 'musanze-biz-net', late: true },
      { slug: 'huye-kiosks', late: false },
    ]);
  });
});

describe('demo data reads like a real partner', () => {
  it('gives every SME its own name, across partners too', async () => {
    const names = (await ctx.db.select({ name: smes.name }).from(smes)).map((s) => s.name);
    expect(names.length).toBeGreaterThan(10);
    expect(new Set(names).size).toBe(names.length);
  });

  it('gives every router its own valid IP address, across partners too', async () => {
    const addresses = (await ctx.db.select({ ip: routers.ipAddress }).from(routers)).map((r) => r.ip);
    expect(addresses.length).toBeGreaterThan(50);
    expect(new Set(addresses).size).toBe(addresses.length);
    for (const ip of addresses) {
      const octets = ip?.split('.').map(Number) ?? [];
      expect(octets, String(ip)).toHaveLength(4);
      expect(
        octets.every((o) => Number.isInteger(o) && o >= 0 && o <= 255),
        String(ip),
      ).toBe(true);
    }
  });

  it("bills every cycle within its plan's price range in RWF, and SMS packages at their price", async () => {
    const rows = await ctx.db
      .select({
        kind: billings.kind,
        amount: billings.amount,
        planUsd: subscriptionPlans.price,
        packagePrice: smsPackages.price,
      })
      .from(billings)
      .leftJoin(subscriptionPlans, eq(subscriptionPlans.id, billings.subscriptionPlanId))
      .leftJoin(smsPackages, eq(smsPackages.id, billings.smsPackageId));
    expect(rows.filter((r) => r.kind === 'subscription').length).toBeGreaterThan(20);
    for (const row of rows) {
      if (row.kind === 'sms') {
        expect(row.amount).toBe(row.packagePrice);
        continue;
      }
      // A custom price is a negotiated deal: at most the plan's price, and not less than half of it.
      const planRwf = row.planUsd! * 1450;
      expect(row.amount, `${row.amount} for a ${row.planUsd} USD plan`).toBeLessThanOrEqual(planRwf);
      expect(row.amount, `${row.amount} for a ${row.planUsd} USD plan`).toBeGreaterThanOrEqual(planRwf / 2);
    }
  });
});
