import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ALL_BOXES, analyticsDirty, readingDeltas, routerMetrics } from '../src/db/schema';
import { queryRows } from '../src/db/raw';
import { runAnalyticsRollup } from '../src/modules/analytics';
import { type TestContext, createTestContext } from './helpers/app';
import { twoPartners } from './helpers/world';

const TZ = 'Africa/Kigali';
let ctx: TestContext;
let world: Awaited<ReturnType<typeof twoPartners>>;

const roll = () => runAnalyticsRollup(ctx.db, { timeZone: TZ });

type Row = Record<string, number | string>;
/** Every reading rollup row of a partner (hourly and daily, boxes and total), in a stable order. */
async function rollups(partnerId: number): Promise<{ hourly: Row[]; daily: Row[] }> {
  const hourly = await queryRows<Row>(
    ctx.db,
    sql`select *, to_char(hour at time zone 'UTC', 'YYYY-MM-DD HH24') as utc_hour from reading_hourly
      where partner_id = ${partnerId} order by router_id, hour`,
  );
  const daily = await queryRows<Row>(
    ctx.db,
    sql`select *, day::text as local_day from reading_daily where partner_id = ${partnerId} order by router_id, day`,
  );
  const plain = (rows: Row[]) =>
    rows.map((r) =>
      Object.fromEntries(
        Object.entries(r)
          .filter(([k]) => k !== 'hour' && k !== 'day')
          .map(([k, v]) => [k, k === 'utc_hour' || k === 'local_day' ? v : Number(v)]),
      ),
    );
  return { hourly: plain(hourly), daily: plain(daily) };
}

/** A reading of the box, under my partner unless another is named (rows are keyed with it, decision 083). */
const reading = (routerId: number, iso: string, n: number, partnerId = world.mine.partner.id) => ({
  routerId,
  partnerId,
  recordedAt: new Date(iso),
  cpuPercent: 10 + n * 2.5,
  ramPercent: 40,
  uploadMbps: n * 0.5,
  downloadMbps: 8,
  trafficInMb: 1.5,
  trafficOutMb: 0.25,
  connectedClients: n % 7,
  signalStrength: ['Strong', 'Medium', 'Weak', 'No data'][n % 4]!,
  latencyMs: n % 3 === 0 ? null : 30 + n,
  packetLossPercent: n % 5 === 0 ? null : 0.5,
});

beforeAll(async () => {
  ctx = await createTestContext();
  world = await twoPartners(ctx);
  await roll();
});
afterAll(() => ctx.close());

describe('readings are added to the rollups as deltas (decision 039)', () => {
  it('a reading insert writes its sums to the delta queue, not a dirty hour', async () => {
    const box = world.mine.routers[4]!;
    await ctx.db.insert(routerMetrics).values([reading(box.id, '2026-11-18T10:00:00Z', 1)]);
    expect(await ctx.db.$count(analyticsDirty, sql`source = 'readings'`)).toBe(0);
    const [delta] = await ctx.db.select().from(readingDeltas);
    expect(delta).toEqual(
      expect.objectContaining({
        partnerId: world.mine.partner.id,
        routerId: box.id,
        readings: 1,
        cpuSum: 12.5,
      }),
    );
    await roll();
    expect(await ctx.db.$count(readingDeltas)).toBe(0);
  });

  it('adds up to exactly what recomputing the hours from the raw readings gives', async () => {
    const { partner, routers } = world.mine;
    // Three boxes, readings either side of local midnight (21:00Z–22:59Z is 23:00–00:59 in Kigali), written
    // in several statements and rolled up between them, one batch arriving late for an hour already rolled.
    const boxes = [routers[0]!.id, routers[1]!.id, routers[2]!.id];
    const batch = (from: number, to: number, iso: (i: number) => string) =>
      boxes.flatMap((b, k) =>
        Array.from({ length: to - from }, (_, i) => reading(b, iso(from + i), from + i + k)),
      );
    const minute = (hour: number) => (i: number) =>
      `2026-11-20T${hour}:${String(i % 60).padStart(2, '0')}:${i >= 60 ? '30' : '00'}Z`;
    await ctx.db.insert(routerMetrics).values(batch(0, 20, minute(21)));
    await roll();
    await ctx.db.insert(routerMetrics).values(batch(20, 40, minute(22)));
    await ctx.db.insert(routerMetrics).values(batch(40, 50, minute(21)));
    await roll();
    await ctx.db.insert(routerMetrics).values(batch(50, 60, minute(21))); // late, for an hour already rolled
    // Another partner's box in the same hours must not reach my totals.
    await ctx.db
      .insert(routerMetrics)
      .values([reading(world.theirs.routers[0]!.id, '2026-11-20T21:10:00Z', 3, world.theirs.partner.id)]);
    await roll();
    const added = await rollups(partner.id);
    // 3 boxes × 2 hours, and the partner total's 2 hours; 3 boxes × 2 local days, and the total's 2 days.
    expect(added.hourly.filter((r) => String(r.utc_hour).startsWith('2026-11-20'))).toHaveLength(8);
    expect(added.daily.filter((r) => r.local_day !== '2026-11-18')).toHaveLength(8);
    const total = added.hourly.find((r) => r.router_id === ALL_BOXES && r.utc_hour === '2026-11-20 21');
    // Hour 21Z: 40 readings per box (minutes 0–19, 40–59), 3 boxes.
    expect(total!.readings).toBe(120);

    // Recompute every one of those hours from the raw readings (the path of decision 038) and compare.
    await ctx.db.execute(sql`insert into analytics_dirty (source, partner_id, key_id, hour)
      select distinct 'readings', ${partner.id}::int, router_id, date_trunc('hour', recorded_at, 'UTC')
      from router_metrics where router_id in (${sql.join(boxes.concat(routers[4]!.id), sql`, `)})`);
    await roll();
    expect(await rollups(partner.id)).toEqual(added);
  });

  it('caps the seconds heard at the hour across batches, for the box only', async () => {
    const { partner, routers } = world.mine;
    const box = routers[3]!.id;
    // A box reporting every 30 s: 100 readings are 3,000 s, 21 more would be 3,630 s, capped at 3,600.
    const at = (i: number) => new Date(Date.UTC(2026, 10, 19, 6, 0, i * 29)).toISOString();
    await ctx.db.insert(routerMetrics).values(Array.from({ length: 100 }, (_, i) => reading(box, at(i), i)));
    await roll();
    await ctx.db
      .insert(routerMetrics)
      .values(Array.from({ length: 21 }, (_, i) => reading(box, at(100 + i), i)));
    await roll();
    const [hour] = await queryRows<{ heard_seconds: number; readings: number }>(
      ctx.db,
      sql`select heard_seconds, readings from reading_hourly where router_id = ${box} and hour = '2026-11-19T06:00:00Z'`,
    );
    expect(hour).toEqual({ heard_seconds: 3600, readings: 121 });
    const [day] = await queryRows<{ heard_seconds: number }>(
      ctx.db,
      sql`select heard_seconds from reading_daily where partner_id = ${partner.id} and router_id = ${ALL_BOXES}
        and day = '2026-11-19'`,
    );
    expect(day!.heard_seconds).toBe(3600);
  });

  it('a pending delta of an hour recomputed meanwhile is not counted twice', async () => {
    const box = world.mine.routers[4]!.id;
    await ctx.db.insert(routerMetrics).values([reading(box, '2026-11-17T12:05:00Z', 2)]);
    // The same hour is also marked dirty (as 0015 left the queue): the recompute counts the raw reading and
    // drops its pending delta in the same statement.
    await ctx.db.insert(analyticsDirty).values({
      source: 'readings',
      partnerId: world.mine.partner.id,
      keyId: box,
      hour: new Date('2026-11-17T12:00:00Z'),
    });
    await roll();
    const [row] = await queryRows<{ readings: number }>(
      ctx.db,
      sql`select readings from reading_hourly where router_id = ${box} and hour = '2026-11-17T12:00:00Z'`,
    );
    expect(row!.readings).toBe(1);
    expect(await ctx.db.$count(readingDeltas)).toBe(0);
  });

  it('another partner’s readings stay in their own rollups', async () => {
    const theirs = await rollups(world.theirs.partner.id);
    expect(theirs.hourly.map((r) => [r.router_id, r.readings])).toEqual([
      [ALL_BOXES, 1],
      [world.theirs.routers[0]!.id, 1],
    ]);
  });
});
