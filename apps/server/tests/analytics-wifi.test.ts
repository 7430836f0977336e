import { asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PLAN_NOT_INCLUDED } from '@ared/contract/plans';
import { ALL_BOXES, guestDevices, routerMetrics, routerState, routers } from '../src/db/schema';
import { queryRows } from '../src/db/raw';
import { createTestClock } from '../src/lib/clock';
import { recordGuestDevices, recordVisitDevices, runAnalyticsRollup } from '../src/modules/analytics';
import type { Tracker } from '../src/modules/analytics/rollup';
import { type TestContext, createTestContext } from './helpers/app';
import { createPartner, createRouter, createUser } from './helpers/factories';
import { bearer, signInWithOtp } from './helpers/session';
import { insertSession, insertVoucher } from './helpers/voucher-world';
import { twoPartners } from './helpers/world';

/**
 * The Wi-Fi, token and customer-insight calls (decision 038) on a small fixture whose every figure is
 * computed by hand below. Partners' zone: Africa/Kigali (UTC+2, no DST). Now: 2026-11-20 14:30 local.
 *
 * Boxes: A (mine.routers[0], realm R) and B (mine.routers[1], no realm); the partner has 5 boxes.
 * Vouchers (created): V1 realm R 08:10 local today, logged in (used); V2 no realm 08:20 today, never used;
 *   V3 realm R 2026-11-17 12:00, used and expired (finished).
 * Sessions (local start, box, device, seconds):
 *   S1 09:05 today A M1 600 (disconnected)     S2 09:40 today A M2 1200 (expired)
 *   S3 12:10 today B M1 300 (still connected)  S4 11-18 11:00 B M3 900 (auto, the box rebooted)
 *   S5 11-10 10:00 A M4 100                     S6 11-12 10:00 A M1 200
 * Devices: M1 Apple OUI, M2 randomised, M3 Google OUI, M4 Xerox OUI.
 * Refused logins: 2 on A at 09:10 today (an unknown code, and V3: expired).
 * Portal visits on A today: M1 iPhone 09:00, M2 Samsung 09:35, an anonymous desktop browser 09:50.
 * Readings: A 09:15 4 clients, A 09:45 6 clients, B 12:20 2 clients.
 * The other partner: a voucher, a session of device M1 and a refused login at the same hours, never counted.
 */

const TZ = 'Africa/Kigali';
const NOW = '2026-11-20T12:30:00Z';
const clock = createTestClock(NOW);
let ctx: TestContext;
let world: Awaited<ReturnType<typeof twoPartners>>;
let A: { id: number; serialNumber: string };
let B: { id: number; serialNumber: string };

const M1 = 'F0:99:BF:00:00:01';
const M2 = 'DA:A1:19:00:00:02';
const M3 = '3C:5A:B4:00:00:03';
const M4 = '00:00:00:00:00:04';
const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';
const SAMSUNG =
  'Mozilla/5.0 (Linux; Android 11; SM-A125F) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Mobile Safari/537.36';
const DESKTOP = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/120 Safari/537.36';

const HOURS = Array.from({ length: 24 }, (_, h) => `${String(h).padStart(2, '0')}:00`);
const WEEK = [
  '2026-11-14',
  '2026-11-15',
  '2026-11-16',
  '2026-11-17',
  '2026-11-18',
  '2026-11-19',
  '2026-11-20',
];
/** 24 hourly values, zero but at the given local hours. */
const hours = (values: Record<number, number>) => HOURS.map((_, h) => values[h] ?? 0);
/** 7 daily values, zero but at the given days (index 0 = 11-14, 6 = 11-20). */
const days = (values: Record<number, number>) => WEEK.map((_, d) => values[d] ?? 0);

const post = (url: string, payload: unknown, token = world.mine.tokens.access) =>
  ctx.app.inject({ method: 'POST', url, headers: bearer(token), payload: payload as object });

// They fit the rollup job's trackers (TRACKERS.sessions and TRACKERS.visits).
export const trackers: Tracker[] = [recordGuestDevices, recordVisitDevices];

/**
 * Stands in for the rollup job's distinct-visitor trackers (idempotent, so harmless once the job runs them
 * too): the (box, hour)s the raw rows fill.
 */
async function trackGuests() {
  const keys = async (table: string, time: string) =>
    (
      await queryRows<{ partner_id: number; router_id: number; hour: string | Date }>(
        ctx.db,
        sql.raw(
          `select distinct partner_id, router_id, date_trunc('hour', ${time}, 'UTC') as hour from ${table}`,
        ),
      )
    ).map((r) => ({
      partnerId: Number(r.partner_id),
      routerId: Number(r.router_id),
      hour: new Date(r.hour),
    }));
  await recordGuestDevices(ctx.db, await keys('hotspot_sessions', 'start_time'));
  await recordVisitDevices(ctx.db, await keys('portal_visits', 'visited_at'));
}

beforeAll(async () => {
  ctx = await createTestContext({ RESPONSE_VALIDATION: 'on' }, { clock });
  world = await twoPartners(ctx);
  const mine = world.mine.partner.id;
  const theirs = world.theirs.partner.id;
  A = world.mine.routers[0]!;
  B = world.mine.routers[1]!;
  const R = world.mine.realm.id;
  await ctx.db.update(routers).set({ realmId: R }).where(eq(routers.id, A.id));

  await insertVoucher(ctx, {
    partnerId: mine,
    code: 'VONEAAAA',
    realmId: R,
    createdAt: new Date('2026-11-20T06:10:00Z'),
    firstUsedAt: new Date('2026-11-20T07:05:00Z'),
    status: 'used',
  });
  await insertVoucher(ctx, {
    partnerId: mine,
    code: 'VTWOAAAA',
    createdAt: new Date('2026-11-20T06:20:00Z'),
  });
  await insertVoucher(ctx, {
    partnerId: mine,
    code: 'VTHREEAA',
    realmId: R,
    createdAt: new Date('2026-11-17T10:00:00Z'),
    firstUsedAt: new Date('2026-11-17T10:05:00Z'),
    expiryDate: new Date('2026-11-18T10:00:00Z'),
    status: 'expired',
  });
  await insertVoucher(ctx, {
    partnerId: theirs,
    code: 'THEIRSAA',
    createdAt: new Date('2026-11-20T06:10:00Z'),
  });

  const session = (routerId: number, clientMac: string, start: string, durationSeconds: number, extra = {}) =>
    insertSession(ctx, {
      partnerId: mine,
      routerId,
      clientMac,
      startTime: new Date(start),
      lastUpdate: new Date(start),
      durationSeconds,
      status: 'disconnected',
      ...extra,
    });
  await session(A.id, M1, '2026-11-20T07:05:00Z', 600);
  await session(A.id, M2, '2026-11-20T07:40:00Z', 1200, { status: 'expired' });
  await session(B.id, M1, '2026-11-20T10:10:00Z', 300, { status: 'connected' });
  await session(B.id, M3, '2026-11-18T09:00:00Z', 900, { sessionType: 'auto', terminateCause: 'NAS-Reboot' });
  await session(A.id, M4, '2026-11-10T08:00:00Z', 100);
  await session(A.id, M1, '2026-11-12T08:00:00Z', 200);
  await insertSession(ctx, {
    partnerId: theirs,
    routerId: world.theirs.routers[0]!.id,
    clientMac: M1,
    startTime: new Date('2026-11-20T07:05:00Z'),
    durationSeconds: 5000,
    status: 'connected',
  });

  // Refused logins, through the boxes' HTTPS hotspot call at 09:10 local.
  clock.set('2026-11-20T07:10:00Z');
  const keyOf = async (routerId: number, token: string) =>
    (
      await ctx.app.inject({
        method: 'POST',
        url: `/v1/routers/${routerId}/device-key/`,
        headers: bearer(token),
      })
    ).json().device_key as string;
  const refuse = async (key: string, code: string) => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/device/hotspot/authorize',
      headers: { authorization: `Device ${key}` },
      payload: { code, client_mac: 'aa-bb-cc-dd-ee-99' },
    });
    expect(res.json().accept).toBe(false);
  };
  const keyA = await keyOf(A.id, world.mine.tokens.access);
  await refuse(keyA, 'ZZZZZZZZ');
  await refuse(keyA, 'VTHREEAA');
  await refuse(await keyOf(world.theirs.routers[0]!.id, world.theirs.tokens.access), 'ZZZZZZZZ');
  await ctx.app.loginFailures.flush();

  // Portal visits, as guests' browsers open box A's page (with and without the box's MAC hand-off).
  const visit = async (at: string, userAgent: string, mac?: string) => {
    clock.set(at);
    const query = mac
      ? `?${new URLSearchParams({ res: 'notyet', uamip: '10.1.0.1', uamport: '3990', challenge: '0123456789abcdef0123456789abcdef', mac, nasid: A.serialNumber })}`
      : '';
    const res = await ctx.app.inject({
      method: 'GET',
      url: `/portal/${A.serialNumber}${query}`,
      headers: { 'user-agent': userAgent },
    });
    expect(res.statusCode).toBe(200);
  };
  await visit('2026-11-20T07:00:00Z', IPHONE, M1);
  await visit('2026-11-20T07:35:00Z', SAMSUNG, M2);
  await visit('2026-11-20T07:50:00Z', DESKTOP);
  await ctx.app.guestPortal.visits.drain();

  await ctx.db.insert(routerMetrics).values([
    { routerId: A.id, partnerId: mine, recordedAt: new Date('2026-11-20T07:15:00Z'), connectedClients: 4 },
    { routerId: A.id, partnerId: mine, recordedAt: new Date('2026-11-20T07:45:00Z'), connectedClients: 6 },
    { routerId: B.id, partnerId: mine, recordedAt: new Date('2026-11-20T10:20:00Z'), connectedClients: 2 },
  ]);
  // Box A's heartbeat is fresh (online is judged by the database's clock); B never sent one.
  await ctx.db
    .insert(routerState)
    .values({ routerId: A.id, partnerId: mine, lastSeen: new Date(), intervalSeconds: 30 });

  clock.set(NOW);
  await runAnalyticsRollup(ctx.db, { timeZone: TZ });
  await trackGuests();
});
afterAll(() => ctx.close());

const byName = (series: { name: string }[]) => Object.fromEntries(series.map((s) => [s.name, s]));
const one = (serial: string) => ({ partner: world.mine.partner.id, router_serial_number: serial });
const all = () => ({
  partner: world.mine.partner.id,
  router_serial_numbers: world.mine.routers.map((r) => r.serialNumber),
});

describe('guest devices', () => {
  it('keeps each device once per box and once in the total, hashed, with its maker; again changes nothing', async () => {
    const read = () =>
      ctx.db
        .select()
        .from(guestDevices)
        .where(eq(guestDevices.partnerId, world.mine.partner.id))
        .orderBy(asc(guestDevices.routerId), asc(guestDevices.firstSeen));
    const rows = await read();
    const view = rows.map((r) => [
      r.routerId,
      r.firstSeen.toISOString(),
      r.lastSeen.toISOString(),
      r.vendor,
      r.phoneModel,
    ]);
    expect(view).toEqual([
      // All boxes: M4, M1 (first on A 11-12, last on B today), M3, M2.
      [ALL_BOXES, '2026-11-10T08:00:00.000Z', '2026-11-10T08:00:00.000Z', 'XEROX CORPORATION', null],
      [ALL_BOXES, '2026-11-12T08:00:00.000Z', '2026-11-20T10:10:00.000Z', 'Apple, Inc.', 'Apple iPhone'],
      [ALL_BOXES, '2026-11-18T09:00:00.000Z', '2026-11-18T09:00:00.000Z', 'Google, Inc.', null],
      [ALL_BOXES, '2026-11-20T07:40:00.000Z', '2026-11-20T07:40:00.000Z', null, 'Samsung SM-A125F'],
      [A.id, '2026-11-10T08:00:00.000Z', '2026-11-10T08:00:00.000Z', 'XEROX CORPORATION', null],
      [A.id, '2026-11-12T08:00:00.000Z', '2026-11-20T07:05:00.000Z', 'Apple, Inc.', 'Apple iPhone'],
      [A.id, '2026-11-20T07:40:00.000Z', '2026-11-20T07:40:00.000Z', null, 'Samsung SM-A125F'],
      [B.id, '2026-11-18T09:00:00.000Z', '2026-11-18T09:00:00.000Z', 'Google, Inc.', null],
      [B.id, '2026-11-20T10:10:00.000Z', '2026-11-20T10:10:00.000Z', 'Apple, Inc.', null],
    ]);
    expect(JSON.stringify(rows)).not.toMatch(/F0:99|DA:A1|3C:5A/i);
    await trackGuests();
    expect(await read()).toEqual(rows);
  });
});

describe('POST /v1/analytics/wifianalytics/', () => {
  it('summarises one box, another, and all boxes for every range', async () => {
    const a = await post('/v1/analytics/wifianalytics/', one(A.serialNumber));
    expect(a.statusCode, a.body).toBe(200);
    const results = a.json().results;
    expect(Object.keys(results)).toEqual([
      'today',
      '1week',
      '1month',
      '3months',
      '6months',
      '12months',
      '5years',
    ]);
    // Box A today: sessions S1, S2 (1800 s / 2 = 900); vouchers of realm R or none made today: V1, V2 (V1
    // used, not finished); refused 2; devices M1, M2; connected now on A: none.
    expect(results.today).toEqual({
      currently_connected: 0,
      finished_partner_vouchers: 0,
      router_restart_partner_vouchers: 0,
      token_failed: 2,
      total_device: 2,
      totals_generated: 2,
      unfinished_partner_voucher: 1,
      users_not_access_system: 1,
      average_duration: 900,
    });
    // 1week adds V3 (used and finished): generated 3, used 2, finished 1.
    expect(results['1week']).toEqual({
      ...results.today,
      finished_partner_vouchers: 1,
      totals_generated: 3,
    });
    // 1month (10-22 … 11-20) adds S5 and S6: 4 sessions, 2100 s → 525; devices M1, M2, M4.
    expect(results['1month']).toMatchObject({ average_duration: 525, total_device: 3 });

    const b = (await post('/v1/analytics/wifianalytics/', one(B.serialNumber))).json().results;
    // Box B (no realm: vouchers of no realm, V2 only). Today S3 (300 s); connected now: S3.
    expect(b.today).toEqual({
      currently_connected: 1,
      finished_partner_vouchers: 0,
      router_restart_partner_vouchers: 0,
      token_failed: 0,
      total_device: 1,
      totals_generated: 1,
      unfinished_partner_voucher: 0,
      users_not_access_system: 1,
      average_duration: 300,
    });
    // 1week: S3 and S4 (rebooted), 1200 s / 2 = 600; devices M1, M3.
    expect(b['1week']).toMatchObject({
      router_restart_partner_vouchers: 1,
      total_device: 2,
      average_duration: 600,
    });

    const every = (await post('/v1/analytics/wifianalytics/', all())).json().results;
    // All boxes today: S1, S2, S3 (2100 s / 3 = 700); V1, V2; devices M1, M2.
    expect(every.today).toEqual({
      currently_connected: 1,
      finished_partner_vouchers: 0,
      router_restart_partner_vouchers: 0,
      token_failed: 2,
      total_device: 2,
      totals_generated: 2,
      unfinished_partner_voucher: 1,
      users_not_access_system: 1,
      average_duration: 700,
    });
    // 1week: S1–S4 (3000 s / 4 = 750), S4 rebooted; V1–V3; devices M1, M2, M3.
    expect(every['1week']).toEqual({
      currently_connected: 1,
      finished_partner_vouchers: 1,
      router_restart_partner_vouchers: 1,
      token_failed: 2,
      total_device: 3,
      totals_generated: 3,
      unfinished_partner_voucher: 1,
      users_not_access_system: 1,
      average_duration: 750,
    });
    // Without any serial: every box, the same.
    const none = (await post('/v1/analytics/wifianalytics/', { partner: world.mine.partner.id })).json()
      .results;
    expect(none).toEqual(every);
  });
});

describe('POST /v1/analytics/wifi-v2/', () => {
  it('gives the token series of one range in the spec order, for one box and for all', async () => {
    const a = await post('/v1/analytics/wifi-v2/?time_range=today', one(A.serialNumber));
    expect(a.statusCode, a.body).toBe(200);
    const body = a.json();
    expect(Object.keys(body).sort()).toEqual(['is_online', 'today']);
    expect(body.is_online).toBe(true);
    expect(body.today.categories).toEqual(HOURS);
    expect(body.today.series).toEqual([
      // S1, S2 at 09:xx.
      { name: 'Tokens Used', data: hours({ 9: 2 }), total: 2 },
      // Readings at 09:15 (4) and 09:45 (6): the peak is 6; connected now on A: none.
      { name: 'Currently Connected', data: hours({ 9: 6 }), total: 0 },
      // V1 08:10, V2 08:20.
      { name: 'Tokens Generated', data: hours({ 8: 2 }), total: 2 },
      // (600 + 1200) / 2.
      { name: 'Average Duration (h:m:s)', data: hours({ 9: 900 }), total: 900 },
      { name: 'Failed', data: hours({ 9: 2 }), total: 2 },
      // S2.
      { name: 'Expired', data: hours({ 9: 1 }), total: 1 },
    ]);

    const every = (await post('/v1/analytics/wifi-v2/?time_range=1week', all())).json();
    expect(every.is_online).toBe(true);
    expect(every['1week'].categories).toEqual(WEEK);
    expect(every['1week'].series).toEqual([
      // S1, S2, S3 on 11-20; S4 on 11-18 is an auto session, not a token.
      { name: 'Tokens Used', data: days({ 6: 3 }), total: 3 },
      // The partner's busiest hour of the day: A's 6 at 09:00 (B's 2 came at 12:00); connected now: S3.
      { name: 'Currently Connected', data: days({ 6: 6 }), total: 1 },
      // V3 on 11-17, V1 and V2 on 11-20.
      { name: 'Tokens Generated', data: days({ 3: 1, 6: 2 }), total: 3 },
      // 11-18: 900 / 1; 11-20: 2100 / 3 = 700; all: 3000 / 4 = 750.
      { name: 'Average Duration (h:m:s)', data: days({ 4: 900, 6: 700 }), total: 750 },
      { name: 'Failed', data: days({ 6: 2 }), total: 2 },
      { name: 'Expired', data: days({ 6: 1 }), total: 1 },
    ]);
  });

  it('gives every range without time_range; a box without heartbeat is offline', async () => {
    const res = await post('/v1/analytics/wifi-v2/', one(B.serialNumber));
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.is_online).toBe(false);
    expect(Object.keys(body).sort()).toEqual(
      ['is_online', 'today', '1week', '1month', '3months', '6months', '12months', '5years'].sort(),
    );
    // Box B today: S3 at 12:10 (300 s), reading 2 at 12:20, V2 (no realm) at 08:20, connected now S3.
    expect(body.today.series.map((s: { total: number }) => s.total)).toEqual([1, 1, 1, 300, 0, 0]);
    expect(body.today.series[1].data).toEqual(hours({ 12: 2 }));
    expect(body['5years'].categories).toEqual(['2022', '2023', '2024', '2025', '2026']);
  });
});

describe('POST /v1/analytics/insight-v2/', () => {
  it('all boxes, today', async () => {
    const res = await post('/v1/analytics/insight-v2/?time_range=today', all());
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.categories).toEqual(HOURS);
    expect(body.series.map((s: { name: string }) => s.name)).toEqual([
      'Dwell Time',
      'Returned Customers',
      'Peek Time',
      'Unique Customers',
      'First-Time Visitors',
      'Phone Model',
      'Churn Rate',
      'Conversion Rate',
    ]);
    const s = byName(body.series);
    // 09:00 S1 + S2 = 1800 / 2; 12:00 S3 300; all 2100 / 3.
    expect(s['Dwell Time']).toEqual({
      name: 'Dwell Time',
      unit: 'seconds',
      data: hours({ 9: 900, 12: 300 }),
      total: 700,
    });
    // Seen today: M1 (last 12:10, first 11-12: returned), M2 (first and last 09:40: first-time).
    expect(s['Unique Customers']).toMatchObject({ data: hours({ 9: 1, 12: 1 }), total: 2 });
    expect(s['First-Time Visitors']).toMatchObject({ data: hours({ 9: 1 }), total: 1 });
    expect(s['Returned Customers']).toMatchObject({ data: hours({ 12: 1 }), total: 1 });
    // Sessions started per hour; the busiest hour is 09:00 (2 sessions).
    expect(s['Peek Time']).toEqual({
      name: 'Peek Time',
      unit: 'hour',
      data: hours({ 9: 2, 12: 1 }),
      total: '09:00',
    });
    // M1's portal visit said iPhone, M2's Samsung: one device each, ties alphabetical.
    expect(s['Phone Model']).toEqual({
      name: 'Phone Model',
      unit: 'model',
      labels: ['Apple iPhone', 'Samsung SM-A125F'],
      data: [1, 1],
      total: 'Apple iPhone',
    });
    // The previous period (the 14.5 h before today): active then = first seen before today and last seen
    // since then: M1 only, and it came back: 0 of 1.
    expect(s['Churn Rate']).toEqual({
      name: 'Churn Rate',
      unit: 'percent',
      data: [{ churned: 0, churned_devices: 0, previous_devices: 1 }],
      total: 0,
    });
    // 09:00: 2 sessions / 3 visits = 66.7 %; 12:00: 1 session, no visit: 0; all: 3 / 3 = 100 %.
    expect(s['Conversion Rate']).toEqual({
      name: 'Conversion Rate',
      unit: 'percent',
      data: hours({ 9: 66.7 }),
      total: 100,
    });
  });

  it('all boxes and box A, 1 week', async () => {
    const every = byName((await post('/v1/analytics/insight-v2/?time_range=1week', all())).json().series);
    // Seen this week: M1 (11-20, first 11-12: returned), M2 (11-20, first-time), M3 (11-18, first-time).
    expect(every['Unique Customers']).toMatchObject({ data: days({ 4: 1, 6: 2 }), total: 3 });
    expect(every['First-Time Visitors']).toMatchObject({ data: days({ 4: 1, 6: 1 }), total: 2 });
    expect(every['Returned Customers']).toMatchObject({ data: days({ 6: 1 }), total: 1 });
    // Active in the previous week: M1 (11-12) and M4 (11-10); M4 not seen since: 1 of 2.
    expect(every['Churn Rate']!).toMatchObject({
      data: [{ churned: 50, churned_devices: 1, previous_devices: 2 }],
      total: 50,
    });
    // 09:00 has 2 sessions (S1, S2), 11:00 and 12:00 one each.
    expect(every['Peek Time']).toMatchObject({ data: days({ 4: 1, 6: 3 }), total: '09:00' });
    expect(every['Dwell Time']).toMatchObject({ data: days({ 4: 900, 6: 700 }), total: 750 });
    expect(every['Conversion Rate']).toMatchObject({ data: days({ 6: 100 }), total: 133.3 });

    const a = byName(
      (await post('/v1/analytics/insight-v2/?time_range=1week', one(A.serialNumber))).json().series,
    );
    // On A this week: M1 (returned), M2 (first-time); before: M1, M4; M4 gone.
    expect(a['Unique Customers']).toMatchObject({ data: days({ 6: 2 }), total: 2 });
    expect(a['First-Time Visitors']).toMatchObject({ data: days({ 6: 1 }), total: 1 });
    expect(a['Returned Customers']).toMatchObject({ data: days({ 6: 1 }), total: 1 });
    expect(a['Churn Rate']).toMatchObject({
      data: [{ churned: 50, churned_devices: 1, previous_devices: 2 }],
    });
    expect(a['Phone Model']).toMatchObject({ labels: ['Apple iPhone', 'Samsung SM-A125F'], data: [1, 1] });
    // 2 sessions / 3 visits.
    expect(a['Conversion Rate']).toMatchObject({ data: days({ 6: 66.7 }), total: 66.7 });
    // The default range is 3months.
    const fallback = (await post('/v1/analytics/insight-v2/', one(A.serialNumber))).json();
    expect(fallback.categories).toEqual(['2026-09', '2026-10', '2026-11']);
  });

  it('box B today: no portal visits, no phone model', async () => {
    const b = byName(
      (await post('/v1/analytics/insight-v2/?time_range=today', one(B.serialNumber))).json().series,
    );
    expect(b['Phone Model']).toEqual({ name: 'Phone Model', unit: 'model', labels: [], data: [], total: '' });
    expect(b['Conversion Rate']).toMatchObject({ data: hours({}), total: 0 });
    expect(b['Unique Customers']).toMatchObject({ data: hours({ 12: 1 }), total: 1 });
    // M1 was first seen on B today: a first-time visitor of B.
    expect(b['First-Time Visitors']).toMatchObject({ total: 1 });
  });
});

describe('several boxes (not All Boxes: the partner has 5)', () => {
  const both = () => ({
    partner: world.mine.partner.id,
    router_serial_numbers: [A.serialNumber, B.serialNumber],
  });

  it('count a device seen on both once, first seen on either', async () => {
    const s = byName((await post('/v1/analytics/insight-v2/?time_range=today', both())).json().series);
    // M1: A 09:05 (first seen on A 11-12) and B 12:10: one device, last seen 12:10, returned. M2: A 09:40.
    expect(s['Unique Customers']).toMatchObject({ data: hours({ 9: 1, 12: 1 }), total: 2 });
    expect(s['First-Time Visitors']).toMatchObject({ data: hours({ 9: 1 }), total: 1 });
    expect(s['Returned Customers']).toMatchObject({ data: hours({ 12: 1 }), total: 1 });
    // M1's model comes from A's portal visit (B saw no visit).
    expect(s['Phone Model']).toMatchObject({ labels: ['Apple iPhone', 'Samsung SM-A125F'], data: [1, 1] });
    // A and B are where every device was seen, so they count as All Boxes does.
    const [pair, every] = await Promise.all(
      [both(), all()].map(async (body) => (await post('/v1/analytics/wifianalytics/', body)).json()),
    );
    for (const range of ['today', '1week', '1month', '5years'])
      expect(pair.results[range].total_device, range).toBe(every.results[range].total_device);
  });
});

describe('POST /v1/analytics/device-vendor/', () => {
  it('lists the makers of the last 3 months, randomised addresses as one row', async () => {
    const a = await post('/v1/analytics/device-vendor/', {
      partner: world.mine.partner.id,
      router: A.serialNumber,
    });
    expect(a.statusCode, a.body).toBe(200);
    expect(a.json()).toEqual({
      results: [
        { vendor: 'Apple, Inc.', devices: 1 },
        { vendor: 'Private or unknown', devices: 1 },
        { vendor: 'XEROX CORPORATION', devices: 1 },
      ],
      total_devices: 3,
    });
    const every = await post('/v1/analytics/device-vendor/', { partner: world.mine.partner.id });
    expect(every.json()).toEqual({
      results: [
        { vendor: 'Apple, Inc.', devices: 1 },
        { vendor: 'Google, Inc.', devices: 1 },
        { vendor: 'Private or unknown', devices: 1 },
        { vendor: 'XEROX CORPORATION', devices: 1 },
      ],
      total_devices: 4,
    });
  });
});

describe('tenancy, plans and bad input', () => {
  const calls = [
    '/v1/analytics/wifianalytics/',
    '/v1/analytics/wifi-v2/?time_range=today',
    '/v1/analytics/insight-v2/?time_range=today',
  ];

  it("answers another partner's serial or id with 404, and never counts their data", async () => {
    const theirSerial = world.theirs.routers[0]!.serialNumber;
    for (const url of calls) {
      expect((await post(url, one(theirSerial))).statusCode).toBe(404);
      expect((await post(url, { router_serial_numbers: [A.serialNumber, theirSerial] })).statusCode).toBe(
        404,
      );
      expect((await post(url, { partner: world.theirs.partner.id })).statusCode).toBe(404);
    }
    expect((await post('/v1/analytics/device-vendor/', { router: theirSerial })).statusCode).toBe(404);
    // Their own view holds only their voucher, session and refused login.
    const theirs = (
      await post(
        '/v1/analytics/wifianalytics/',
        { router_serial_number: theirSerial },
        world.theirs.tokens.access,
      )
    ).json().results.today;
    expect(theirs).toMatchObject({
      currently_connected: 1,
      token_failed: 1,
      totals_generated: 1,
      average_duration: 5000,
    });
  });

  it('reads for staff too, and refuses the Kiosk plan', async () => {
    const staff = (await signInWithOtp(ctx, world.mine.staff.email)).access;
    expect((await post(calls[0]!, one(A.serialNumber), staff)).statusCode).toBe(200);
    const kiosk = await createPartner(ctx.db, { plan: 'Kiosk' });
    await createRouter(ctx.db, kiosk.id, { serialNumber: 'KIOSKBOX1' });
    const admin = await createUser(ctx.db, { partnerId: kiosk.id });
    const token = (await signInWithOtp(ctx, admin.email)).access;
    for (const url of [...calls, '/v1/analytics/device-vendor/']) {
      const res = await post(url, {}, token);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ detail: PLAN_NOT_INCLUDED });
    }
  });

  it('refuses bad bodies and queries with 400 and the field at fault', async () => {
    const bad: [string, unknown, string][] = [
      [calls[0]!, { router_serial_number: 'A\u0000B' }, 'router_serial_number'],
      [calls[0]!, { router_serial_number: 42 }, 'router_serial_number'],
      [calls[0]!, { router_serial_numbers: 'MINE0' }, 'router_serial_numbers'],
      [
        calls[0]!,
        { router_serial_numbers: Array.from({ length: 10_001 }, (_, i) => `S${i}`) },
        'router_serial_numbers',
      ],
      [calls[0]!, { partner: 'mine' }, 'partner'],
      [calls[1]!, { router_serial_numbers: [null] }, 'router_serial_numbers'],
      ['/v1/analytics/wifi-v2/?time_range=2weeks', {}, 'time_range'],
      ['/v1/analytics/insight-v2/?time_range=forever', {}, 'time_range'],
      ['/v1/analytics/device-vendor/', { router: ['MINE0'] }, 'router'],
    ];
    for (const [url, body, field] of bad) {
      const res = await post(url, body);
      expect(res.statusCode, `${url} ${JSON.stringify(body).slice(0, 80)}`).toBe(400);
      expect(JSON.stringify(res.json())).toContain(field);
    }
  });
});
