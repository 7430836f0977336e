import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ALL_BOXES,
  advertViews,
  adverts,
  analyticsDirty,
  readingDaily,
  readingHourly,
  routerMetrics,
  sessionDaily,
  sessionHourly,
  voucherHourly,
} from '../src/db/schema';
import { queryRows } from '../src/db/raw';
import { analyticsRange } from '../src/modules/analytics/range';
import { readBuckets, readTotals } from '../src/modules/analytics/rollup-read';
import { dropMonthsBefore, ensureMonthPartitions, runAnalyticsRollup } from '../src/modules/analytics';
import { type TestContext, createTestContext } from './helpers/app';
import { insertSession, insertVoucher } from './helpers/voucher-world';
import { twoPartners } from './helpers/world';

const TZ = 'Africa/Kigali';
let ctx: TestContext;
let world: Awaited<ReturnType<typeof twoPartners>>;

// All times in Kigali (UTC+2). The day under test is 2026-11-20; its 10:00–11:00 local hour is 08:00Z.
const at = (iso: string) => new Date(iso);
const roll = () => runAnalyticsRollup(ctx.db, { timeZone: TZ });

beforeAll(async () => {
  ctx = await createTestContext();
  world = await twoPartners(ctx);
  await roll(); // whatever the world's creation marked
});
afterAll(() => ctx.close());

describe('the analytics rollup (decision 038)', () => {
  it('rolls sessions into hourly, daily and partner-total rows', async () => {
    const { partner, routers } = world.mine;
    const [a, b] = [routers[0]!, routers[1]!];
    // Box a: two sessions at 10:05 and 10:40 local (08:05Z, 08:40Z), 600 s + 1200 s, one expired.
    await insertSession(ctx, {
      partnerId: partner.id,
      routerId: a.id,
      startTime: at('2026-11-20T08:05:00Z'),
      durationSeconds: 600,
      bytesIn: 1000,
      bytesOut: 10,
    });
    await insertSession(ctx, {
      partnerId: partner.id,
      routerId: a.id,
      startTime: at('2026-11-20T08:40:00Z'),
      durationSeconds: 1200,
      status: 'expired',
      bytesIn: 3000,
      bytesOut: 30,
    });
    // Box b: one auto session at 23:30 local on the 20th (21:30Z), still the 20th in Kigali.
    await insertSession(ctx, {
      partnerId: partner.id,
      routerId: b.id,
      startTime: at('2026-11-20T21:30:00Z'),
      sessionType: 'auto',
      durationSeconds: 60,
    });
    // Another partner's session in the same hour never reaches mine.
    await insertSession(ctx, {
      partnerId: world.theirs.partner.id,
      routerId: world.theirs.routers[0]!.id,
      startTime: at('2026-11-20T08:10:00Z'),
      durationSeconds: 999,
    });

    const { hours } = await roll();
    expect(hours).toBe(3);
    const hourA = await ctx.db
      .select()
      .from(sessionHourly)
      .where(and(eq(sessionHourly.routerId, a.id), eq(sessionHourly.hour, at('2026-11-20T08:00:00Z'))));
    expect(hourA).toEqual([
      expect.objectContaining({
        sessions: 2,
        voucherSessions: 2,
        expiredSessions: 1,
        sessionSeconds: 1800,
        bytesIn: 4000,
        bytesOut: 40,
      }),
    ]);
    const total = await ctx.db
      .select()
      .from(sessionDaily)
      .where(
        and(
          eq(sessionDaily.partnerId, partner.id),
          eq(sessionDaily.routerId, ALL_BOXES),
          eq(sessionDaily.day, '2026-11-20'),
        ),
      );
    // 2 (box a) + 1 (box b, 23:30 local is still the 20th) = 3; 600 + 1200 + 60 = 1860 s.
    expect(total).toEqual([expect.objectContaining({ sessions: 3, autoSessions: 1, sessionSeconds: 1860 })]);
    const theirs = await ctx.db
      .select()
      .from(sessionDaily)
      .where(and(eq(sessionDaily.partnerId, world.theirs.partner.id), eq(sessionDaily.routerId, ALL_BOXES)));
    expect(theirs.map((r) => r.sessionSeconds)).toEqual([999]);
  });

  it('is idempotent: a second run finds nothing, and a changed session recomputes its hour', async () => {
    expect((await roll()).hours).toBe(0);
    const { partner, routers } = world.mine;
    const devices = () =>
      queryRows<{ router_id: number; device_hash: string; version: string }>(
        ctx.db,
        sql`select router_id, device_hash, xmin::text as version from guest_devices
            where partner_id = ${partner.id} order by router_id, device_hash`,
      );
    const before = await devices();
    expect(before.length).toBeGreaterThan(0);
    // The box reports more of the 10:05 session: its hour is marked again and recomputed, not added twice.
    await ctx.db.execute(
      sql`update hotspot_sessions set duration_seconds = 900 where router_id = ${routers[0]!.id} and duration_seconds = 600`,
    );
    expect((await roll()).hours).toBe(1);
    const [row] = await ctx.db
      .select()
      .from(sessionDaily)
      .where(
        and(
          eq(sessionDaily.partnerId, partner.id),
          eq(sessionDaily.routerId, ALL_BOXES),
          eq(sessionDaily.day, '2026-11-20'),
        ),
      );
    expect(row!.sessionSeconds).toBe(900 + 1200 + 60);
    // Its guests' first and last seen did not move, so their rows were not rewritten (no dead rows).
    expect(await devices()).toEqual(before);
  });

  it('corrects an hour when a late reading arrives from a box that was offline', async () => {
    const box = world.mine.routers[2]!;
    const reading = (iso: string, cpu: number) => ({
      routerId: box.id,
      partnerId: world.mine.partner.id,
      recordedAt: at(iso),
      cpuPercent: cpu,
      uploadMbps: 2,
      downloadMbps: 8,
      trafficInMb: 5,
      trafficOutMb: 1,
      connectedClients: 3,
      signalStrength: 'Strong',
      latencyMs: 40,
    });
    await ctx.db
      .insert(routerMetrics)
      .values([reading('2026-11-20T09:00:00Z', 10), reading('2026-11-20T09:30:00Z', 30)]);
    await roll();
    // The buffered reading of 09:15Z arrives later: the 09:00Z hour becomes (10 + 30 + 20) / 3 = 20 % CPU.
    await ctx.db
      .insert(routerMetrics)
      .values([{ ...reading('2026-11-20T09:15:00Z', 20), connectedClients: 7, signalStrength: 'Weak' }]);
    await roll();
    const [hour] = await ctx.db
      .select()
      .from(readingHourly)
      .where(and(eq(readingHourly.routerId, box.id), eq(readingHourly.hour, at('2026-11-20T09:00:00Z'))));
    expect(hour).toEqual(
      expect.objectContaining({
        readings: 3,
        healthReadings: 3,
        cpuSum: 60,
        clientsMax: 7,
        signalStrong: 2,
        signalWeak: 1,
        trafficInMb: 15,
        latencyReadings: 3,
        latencySum: 120,
      }),
    );
    // Three readings of a box reporting every 30 s: 90 s heard in that hour.
    expect(hour!.heardSeconds).toBe(90);
    const [day] = await ctx.db
      .select()
      .from(readingDaily)
      .where(and(eq(readingDaily.routerId, box.id), eq(readingDaily.day, '2026-11-20')));
    expect(day!.cpuSum).toBe(60);
  });

  it('keys vouchers by realm, and the partner total adds them up', async () => {
    const { partner, realm } = world.mine;
    const created = at('2026-11-20T07:20:00Z');
    await insertVoucher(ctx, {
      partnerId: partner.id,
      code: 'AAAA2222',
      realmId: realm.id,
      createdAt: created,
    });
    await insertVoucher(ctx, {
      partnerId: partner.id,
      code: 'AAAA3333',
      createdAt: created,
      firstUsedAt: at('2026-11-20T07:30:00Z'),
      status: 'expired',
    });
    await insertVoucher(ctx, {
      partnerId: partner.id,
      code: 'AAAA4444',
      createdAt: created,
      status: 'revoked',
    });
    await roll();
    const rows = await ctx.db
      .select()
      .from(voucherHourly)
      .where(
        and(eq(voucherHourly.partnerId, partner.id), eq(voucherHourly.hour, at('2026-11-20T07:00:00Z'))),
      );
    const byKey = Object.fromEntries(rows.map((r) => [r.routerId, r]));
    expect(byKey[realm.id]).toEqual(expect.objectContaining({ generated: 1, used: 0 }));
    expect(byKey[0]).toEqual(expect.objectContaining({ generated: 2, used: 1, finished: 1, revoked: 1 }));
    expect(byKey[ALL_BOXES]).toEqual(
      expect.objectContaining({ generated: 3, used: 1, finished: 1, revoked: 1 }),
    );
  });

  it('tracks advert viewers per box and in the total, first and last view', async () => {
    const { partner, realm, routers } = world.mine;
    const [advert] = await ctx.db
      .insert(adverts)
      .values({
        partnerId: partner.id,
        realmId: realm.id,
        title: 'Ad',
        shortDescription: 'x',
        adType: 'Link',
        youtubeUrl: 'https://youtu.be/x',
      })
      .returning();
    const view = (router: number, viewer: string, iso: string) => ({
      partnerId: partner.id,
      advertId: advert!.id,
      routerId: router,
      viewerId: viewer,
      viewedAt: at(iso),
    });
    await ctx.db
      .insert(advertViews)
      .values([
        view(routers[0]!.id, 'v1', '2026-11-19T08:00:00Z'),
        view(routers[0]!.id, 'v1', '2026-11-20T08:00:00Z'),
        view(routers[1]!.id, 'v1', '2026-11-20T09:00:00Z'),
        view(routers[1]!.id, 'v2', '2026-11-20T09:10:00Z'),
      ]);
    await roll();
    const viewers = await queryRows<{
      router_id: number;
      viewer_id: string;
      first_seen: string;
      last_seen: string;
    }>(
      ctx.db,
      sql`select router_id, viewer_id, first_seen::text, last_seen::text from advert_viewers where partner_id = ${partner.id} order by router_id, viewer_id`,
    );
    const total = viewers.filter((v) => Number(v.router_id) === ALL_BOXES);
    expect(total.map((v) => v.viewer_id)).toEqual(['v1', 'v2']);
    expect(new Date(total[0]!.first_seen).toISOString()).toBe('2026-11-19T08:00:00.000Z');
    expect(new Date(total[0]!.last_seen).toISOString()).toBe('2026-11-20T09:00:00.000Z');
    expect(viewers.filter((v) => Number(v.router_id) === routers[1]!.id)).toHaveLength(2);

    // A view between v1's first and last re-rolls its hour but moves neither: the rows are not rewritten.
    const versions = () =>
      queryRows<{ version: string }>(
        ctx.db,
        sql`select xmin::text as version from advert_viewers where partner_id = ${partner.id} order by router_id, viewer_id`,
      );
    const before = await versions();
    await ctx.db.insert(advertViews).values(view(routers[0]!.id, 'v1', '2026-11-19T08:30:00Z'));
    expect((await roll()).hours).toBeGreaterThan(0);
    expect(await versions()).toEqual(before);
  });

  it('reads buckets of a range from the hourly rows (today) and the daily rows (longer)', async () => {
    const { partner, routers } = world.mine;
    // "Now" is 2026-11-20 23:50 in Kigali.
    const now = at('2026-11-20T21:50:00Z');
    const today = analyticsRange('today', now, TZ);
    expect(today.buckets).toHaveLength(24);
    expect(today.buckets[10]!.label).toBe('10:00');
    const s = await readBuckets(ctx.db, 'session', partner.id, [ALL_BOXES], today, {
      sessions: 'sum',
      session_seconds: 'sum',
    });
    // 10:00 local: the two sessions of box a; 23:00 local: the auto session of box b.
    expect(s.sessions![10]).toBe(2);
    expect(s.sessions![23]).toBe(1);
    expect(s.sessions!.reduce((x, y) => x + y)).toBe(3);
    const week = analyticsRange('1week', now, TZ);
    expect(week.buckets.map((b) => b.label)).toEqual([
      '2026-11-14',
      '2026-11-15',
      '2026-11-16',
      '2026-11-17',
      '2026-11-18',
      '2026-11-19',
      '2026-11-20',
    ]);
    const one = await readTotals(ctx.db, 'session', partner.id, [routers[0]!.id], week, {
      sessions: 'sum',
      session_seconds: 'sum',
    });
    expect(one).toEqual({ sessions: 2, session_seconds: 2100 });
    const years = analyticsRange('5years', now, TZ);
    expect(years.buckets.map((b) => b.label)).toEqual(['2022', '2023', '2024', '2025', '2026']);
    const y = await readBuckets(ctx.db, 'reading', partner.id, [ALL_BOXES], years, {
      clients_max: 'max',
      readings: 'sum',
    });
    expect(y.readings).toEqual([0, 0, 0, 0, 3]);
    expect(y.clients_max).toEqual([0, 0, 0, 0, 7]);
  });

  it('months and years follow the calendar of the partners’ zone', () => {
    const r = analyticsRange('3months', at('2026-01-10T12:00:00Z'), TZ);
    expect(r.buckets.map((b) => b.label)).toEqual(['2025-11', '2025-12', '2026-01']);
    // November 1st, 00:00 in Kigali is October 31st, 22:00 UTC.
    expect(r.start.toISOString()).toBe('2025-10-31T22:00:00.000Z');
    expect(r.previous.end).toEqual(r.start);
    expect(r.previous.start.getTime()).toBe(r.start.getTime() - (r.end.getTime() - r.start.getTime()));
  });

  it('leaves the dirty queue empty', async () => {
    expect(await ctx.db.$count(analyticsDirty)).toBe(0);
  });
});

describe('monthly partitions of the raw time series (decision 038)', () => {
  it('makes the coming months ahead, and retention drops whole months', async () => {
    await ensureMonthPartitions(ctx.db, at('2030-01-15T00:00:00Z'));
    const names = async () =>
      (
        await queryRows<{ name: string }>(
          ctx.db,
          sql`select c.relname as name from pg_inherits i join pg_class c on c.oid = i.inhrelid where i.inhparent = 'router_metrics'::regclass order by 1`,
        )
      ).map((r) => r.name);
    expect(await names()).toEqual(
      expect.arrayContaining(['router_metrics_2030_01', 'router_metrics_2030_04', 'router_metrics_default']),
    );
    const box = world.mine.routers[3]!.id;
    await ctx.db.insert(routerMetrics).values([
      {
        routerId: box,
        partnerId: world.mine.partner.id,
        recordedAt: at('2030-01-20T00:00:00Z'),
        cpuPercent: 1,
      },
      {
        routerId: box,
        partnerId: world.mine.partner.id,
        recordedAt: at('2030-02-20T00:00:00Z'),
        cpuPercent: 2,
      },
    ]);
    // Rows land in their month's partition, not the default one.
    const [inJanuary] = await queryRows<{ n: number }>(
      ctx.db,
      sql`select count(*)::int as n from router_metrics_2030_01`,
    );
    expect(inJanuary!.n).toBe(1);
    const dropped = await dropMonthsBefore(ctx.db, 'router_metrics', at('2030-02-01T00:00:00Z'));
    expect(dropped).toContain('router_metrics_2030_01');
    expect(dropped).not.toContain('router_metrics_2030_02');
    const left = await ctx.db.select().from(routerMetrics).where(eq(routerMetrics.routerId, box));
    expect(left.map((r) => r.cpuPercent)).toEqual([2]);
    // The rollups keep what the dropped month held.
    const before = await ctx.db.$count(readingHourly);
    await roll();
    expect(await ctx.db.$count(readingHourly)).toBeGreaterThanOrEqual(before);
  });
});
