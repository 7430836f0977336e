import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routerState, routers } from '../src/db/schema';
import { createTestClock } from '../src/lib/clock';
import { runAnalyticsRollup } from '../src/modules/analytics';
import { generateDeviceKey } from '../src/modules/devices/device-keys';
import { type TestContext, createTestContext } from './helpers/app';
import { bearer } from './helpers/session';
import { twoPartners } from './helpers/world';

/**
 * Mini-server health and network analytics on a hand-computed fixture (decision 038). Two boxes of mine post
 * heartbeats with buffered readings through POST /device/heartbeat (the real path), the rollup runs, and
 * every figure is compared with the arithmetic written beside it.
 *
 * Times: the test clock is the last 14:30 in Kigali (UTC+2, 12:30Z) at least 5 minutes before the real time,
 * so readings at or before it are neither in the future nor past retention for the heartbeat endpoint. Its
 * local day is D; "HH:MM" below is Kigali time on D.
 */
const TZ = 'Africa/Kigali';
const real = Date.now();
const todayNoon = new Date(new Date(real).toISOString().slice(0, 10) + 'T12:30:00Z').getTime();
const NOW = new Date(todayNoon <= real - 5 * 60_000 ? todayNoon : todayNoon - 86_400_000);
const D = NOW.toISOString().slice(0, 10);
/** Kigali "HH:MM" on D as an instant. */
const local = (hhmm: string) => {
  const [h, m] = hhmm.split(':').map(Number) as [number, number];
  return new Date(Date.parse(`${D}T00:00:00Z`) + ((h - 2) * 60 + m) * 60_000).toISOString();
};

let ctx: TestContext;
let world: Awaited<ReturnType<typeof twoPartners>>;
const keys: Record<'a' | 'b', string> = { a: '', b: '' };

const health = (
  cpu: number,
  ram: number,
  up: number,
  down: number,
  inMb: number,
  outMb: number,
  extra: object = {},
) => ({
  cpu_percent: cpu,
  ram_percent: ram,
  disk_used_mb: 1000,
  disk_total_mb: 4000,
  uptime_seconds: 3600,
  running_processes: 100,
  upload_mbps: up,
  download_mbps: down,
  traffic_in_mb: inMb,
  traffic_out_mb: outMb,
  ...extra,
});

const heartbeat = async (key: string, payload: object) => {
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/device/heartbeat',
    headers: { authorization: `Device ${key}` },
    payload,
  });
  expect(res.statusCode, res.body).toBe(200);
};
const post = (path: string, payload: unknown, token = world.mine.tokens.access) =>
  ctx.app.inject({
    method: 'POST',
    url: `/v1/analytics/${path}`,
    headers: bearer(token),
    payload: payload as object,
  });
const ok = async (path: string, payload: unknown) => {
  const res = await post(path, payload);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};
const roll = () => runAnalyticsRollup(ctx.db, { timeZone: TZ });
const hourIndex = (hh: number) => hh; // today's buckets are the local hours 00:00 … 23:00

let A: string;
let B: string;
const one = (serial: string) => ({ partner: world.mine.partner.id, router_serial_number: serial });
const all = () => ({ partner: world.mine.partner.id });

beforeAll(async () => {
  ctx = await createTestContext({ RESPONSE_VALIDATION: 'on' }, { clock: createTestClock(NOW) });
  world = await twoPartners(ctx);
  const [a, b] = [world.mine.routers[0]!, world.mine.routers[1]!];
  A = a.serialNumber;
  B = b.serialNumber;
  for (const [name, router] of [
    ['a', a],
    ['b', b],
  ] as const) {
    const { key, hash } = generateDeviceKey();
    keys[name] = key;
    await ctx.db.update(routers).set({ deviceKeyHash: hash }).where(eq(routers.id, router.id));
  }
  // Box A reports every 600 s: two readings in the 09:00 hour (buffered while offline), one at 14:20.
  await heartbeat(keys.a, {
    interval_seconds: 600,
    recorded_at: local('14:20'),
    health: health(30, 50, 5, 10, 10, 5, {
      signal_strength: 'Medium',
      uptime_seconds: 7200,
      // An older agent: no latency or packet loss in this reading.
    }),
    connected_clients: 2,
    buffered: [
      {
        recorded_at: local('09:10'),
        health: health(20, 40, 10, 30, 100, 10, {
          signal_strength: 'Strong',
          latency_ms: 40,
          packet_loss_percent: 0,
        }),
        connected_clients: 3,
      },
      {
        recorded_at: local('09:40'),
        health: health(40, 60, 20, 50, 50, 20, {
          signal_strength: 'Strong',
          latency_ms: 60,
          packet_loss_percent: 2,
        }),
        connected_clients: 5,
      },
    ],
  });
  // Box B reports every 1200 s: one reading at 09:30, one at 11:05 (its latest).
  await heartbeat(keys.b, {
    interval_seconds: 1200,
    recorded_at: local('11:05'),
    health: health(80, 70, 6, 12, 30, 6, {
      signal_strength: 'No data',
      latency_ms: 120,
      packet_loss_percent: 6,
      disk_used_mb: 2000,
      running_processes: 150,
    }),
    connected_clients: 1,
    buffered: [
      {
        recorded_at: local('09:30'),
        health: health(60, 80, 4, 8, 20, 4, {
          signal_strength: 'Weak',
          latency_ms: 100,
          packet_loss_percent: 4,
        }),
        connected_clients: 7,
      },
    ],
  });
  // A was heard just now (real time, which online status is measured against); B hours ago.
  await ctx.db.update(routerState).set({ lastSeen: new Date() }).where(eq(routerState.routerId, a.id));
  // The other partner's box reports too, and never shows up in mine.
  const { key, hash } = generateDeviceKey();
  await ctx.db
    .update(routers)
    .set({ deviceKeyHash: hash })
    .where(eq(routers.id, world.theirs.routers[0]!.id));
  await heartbeat(key, {
    recorded_at: local('09:15'),
    health: health(99, 99, 99, 99, 999, 999, { latency_ms: 999, packet_loss_percent: 99 }),
    connected_clients: 99,
  });
  await roll();
}, 60_000);
afterAll(() => ctx.close());

const series = (chart: { series: { name: string; data: number[]; total: unknown }[] }, name: string) =>
  chart.series.find((s) => s.name === name)!;
const zerosBut = (length: number, values: Record<number, number>) =>
  Array.from({ length }, (_, i) => values[i] ?? 0);

// Seconds of D passed by 14:30: 14.5 h.
const TODAY_SECONDS = 14.5 * 3600;

describe('router-metrics (mini-server health)', () => {
  it('one box, today: latest reading, CPU and RAM means and uptime per hour', async () => {
    const body = await ok('router-metrics/?time_range=today', one(A));
    expect(body).toMatchObject({
      is_online: true,
      cpuUsagePercentage: 30,
      ramMemoryPercentage: 50,
      systemUptime: 7200,
      numberofrunningprocessor: 100,
      totaldiskused: 1000,
      total_space: 4000,
      totaldiskusedperct: 25, // 1000 / 4000
      networkTrafficInMobile: 160, // 100 + 50 + 10
      networkTrafficOutMobile: 35, // 10 + 20 + 5
    });
    expect(body.usage.categories).toHaveLength(24);
    expect(body.usage.categories[9]).toBe('09:00');
    // 09:00: (20 + 40) / 2 = 30 CPU, (40 + 60) / 2 = 50 RAM; 14:00: 30 and 50.
    expect(series(body.usage, 'CPU Usage')).toEqual({
      name: 'CPU Usage',
      data: zerosBut(24, { 9: 30, 14: 30 }),
      total: 30, // (20 + 40 + 30) / 3
    });
    expect(series(body.usage, 'RAM Usage').data).toEqual(zerosBut(24, { 9: 50, 14: 50 }));
    // Uptime: 09:00 two readings × 600 s = 1200 s of 3600 = 33.33 %; 14:00 one × 600 s of the 1800 s passed
    // = 33.33 %; later hours have not begun (0). Over the range: 1800 s of 52,200 s = 3.448… → 3.45 %.
    expect(series(body.usage, 'Uptime')).toEqual({
      name: 'Uptime',
      data: zerosBut(24, { 9: 33.33, 14: 33.33 }),
      total: 3.45,
    });
  });

  it('All Boxes, today: the mean over the boxes', async () => {
    const body = await ok('router-metrics/?time_range=today', all());
    expect(body).toMatchObject({
      is_online: true, // A is
      cpuUsagePercentage: 55, // (30 + 80) / 2, the latest readings
      ramMemoryPercentage: 60, // (50 + 70) / 2
      systemUptime: 5400, // (7200 + 3600) / 2
      numberofrunningprocessor: 125, // (100 + 150) / 2
      totaldiskused: 3000, // 1000 + 2000
      total_space: 8000,
      totaldiskusedperct: 37.5,
      networkTrafficInMobile: 210, // 160 + 20 + 30
      networkTrafficOutMobile: 45, // 35 + 4 + 6
    });
    // CPU 09:00: (20 + 40 + 60) / 3 = 40; 11:00: 80; 14:00: 30. Total (20+40+30+60+80) / 5 = 46.
    expect(series(body.usage, 'CPU Usage')).toMatchObject({
      data: zerosBut(24, { 9: 40, 11: 80, 14: 30 }),
      total: 46,
    });
    // Uptime over 2 boxes: 09:00 (1200 + 1200) / 7200 = 33.33; 11:00 1200 / 7200 = 16.67;
    // 14:00 600 / (1800 × 2) = 16.67. Total (1800 + 2400) / (52,200 × 2) = 4.023 → 4.02.
    expect(series(body.usage, 'Uptime')).toMatchObject({
      data: zerosBut(24, { 9: 33.33, 11: 16.67, 14: 16.67 }),
      total: 4.02,
    });
  });

  it('one box, 1week: daily buckets, D last', async () => {
    const body = await ok('router-metrics/?time_range=1week', one(A));
    expect(body.usage.categories).toHaveLength(7);
    expect(body.usage.categories[6]).toBe(D);
    expect(series(body.usage, 'CPU Usage')).toMatchObject({ data: zerosBut(7, { 6: 30 }), total: 30 });
    // D: 1800 s of 52,200 = 3.45 %; the week: 1800 / (6 × 86,400 + 52,200) = 0.315… → 0.32 %.
    expect(series(body.usage, 'Uptime')).toMatchObject({ data: zerosBut(7, { 6: 3.45 }), total: 0.32 });
    expect(TODAY_SECONDS).toBe(52_200);
  });

  it('a box that never reported: nulls, zeros in the series', async () => {
    const body = await ok('router-metrics/?time_range=today', one(world.mine.routers[2]!.serialNumber));
    expect(body).toMatchObject({
      is_online: false,
      cpuUsagePercentage: null,
      ramMemoryPercentage: null,
      systemUptime: null,
      networkTrafficInMobile: null,
      networkTrafficOutMobile: null,
      numberofrunningprocessor: null,
      totaldiskused: null,
      total_space: null,
      totaldiskusedperct: null,
    });
    expect(series(body.usage, 'Uptime')).toEqual({ name: 'Uptime', data: zerosBut(24, {}), total: 0 });
  });
});

describe('router-speed', () => {
  it('one box, today: speeds over health readings, latency and loss over their own counts', async () => {
    const body = await ok('router-speed/?time_range=today', one(A));
    // Download 09:00 (30 + 50) / 2 = 40, 14:00 10; upload 15 and 5. Averages (30+50+10)/3 = 30,
    // (10+20+5)/3 = 11.67. Latency only from the two readings that carry it: (40 + 60) / 2 = 50 ms;
    // loss (0 + 2) / 2 = 1 %. 14:00 has no latency reading: 0 in the series.
    expect(body.average_download_speed).toBe(30);
    expect(body.average_upload_speed).toBe(11.67);
    expect(body.average_latency_ms).toBe(50);
    expect(body.average_packet_loss).toBe(1);
    expect(series(body.router_speed, 'Average Download Speed')).toEqual({
      name: 'Average Download Speed',
      data: zerosBut(24, { 9: 40, 14: 10 }),
      total: 30,
    });
    expect(series(body.router_speed, 'Average Upload Speed').data).toEqual(zerosBut(24, { 9: 15, 14: 5 }));
    expect(series(body.latency, 'Latency')).toEqual({
      name: 'Latency',
      data: zerosBut(24, { 9: 50 }),
      total: 50,
    });
    expect(series(body.latency, 'Packet Loss')).toEqual({
      name: 'Packet Loss',
      data: zerosBut(24, { 9: 1 }),
      total: 1,
    });
  });

  it('All Boxes, today and 1week', async () => {
    const body = await ok('router-speed/?time_range=today', all());
    // Download (30+50+10+8+12)/5 = 22; upload (10+20+5+4+6)/5 = 9; latency (40+60+100+120)/4 = 80;
    // loss (0+2+4+6)/4 = 3. Latency 09:00 (40+60+100)/3 = 66.67, 11:00 120.
    expect(body).toMatchObject({
      average_download_speed: 22,
      average_upload_speed: 9,
      average_latency_ms: 80,
      average_packet_loss: 3,
    });
    expect(series(body.latency, 'Latency').data).toEqual(zerosBut(24, { 9: 66.67, 11: 120 }));
    expect(series(body.latency, 'Packet Loss').data).toEqual(zerosBut(24, { 9: 2, 11: 6 }));
    const week = await ok('router-speed/?time_range=1week', all());
    expect(series(week.router_speed, 'Average Download Speed').data).toEqual(zerosBut(7, { 6: 22 }));
    expect(week.average_latency_ms).toBe(80);
  });

  it('no reading in the range: null averages, never a made-up 0 or 5', async () => {
    const body = await ok('router-speed/?time_range=today', one(world.mine.routers[2]!.serialNumber));
    expect(body).toMatchObject({
      average_download_speed: null,
      average_upload_speed: null,
      average_latency_ms: null,
      average_packet_loss: null,
    });
    expect(series(body.latency, 'Packet Loss').data).toEqual(zerosBut(24, {}));
  });
});

describe('network-usage, signal strength, usage and clients', () => {
  it('network-usage: MB received (in) and transmitted (out)', async () => {
    const body = await ok('network-usage/?time_range=today', one(A));
    expect(body.total_data_received_mb).toBe(160);
    expect(body.total_data_transmitted_mb).toBe(35);
    expect(series(body.network_usage, 'Total Data Received').data).toEqual(zerosBut(24, { 9: 150, 14: 10 }));
    expect(series(body.network_usage, 'Total Data Transmitted').data).toEqual(zerosBut(24, { 9: 30, 14: 5 }));
    const everyBox = await ok('network-usage/?time_range=1week', {
      partner: world.mine.partner.id,
      router_serial_numbers: world.mine.routers.map((r) => r.serialNumber),
    });
    expect(everyBox).toMatchObject({ total_data_received_mb: 210, total_data_transmitted_mb: 45 });
  });

  it('router-signal-strength: readings per category, latest category, share of Strong', async () => {
    const a = await ok('router-signal-strength/?time_range=today', one(A));
    // A: Strong, Strong at 09:00, Medium at 14:20 (latest). Strong share 2 / 3 = 66.67 %.
    expect(a.category).toBe('Medium');
    expect(a.strong_percentage).toBe(66.67);
    expect(a.series.map((s: { name: string }) => s.name)).toEqual(['Strong', 'Medium', 'Weak', 'No data']);
    expect(a.series[0]).toEqual({ name: 'Strong', total: 'Medium', data: zerosBut(24, { 9: 2 }) });
    expect(a.series[1].data).toEqual(zerosBut(24, { 14: 1 }));
    const both = await ok('router-signal-strength/?time_range=today', all());
    // Latest: A Medium, B No data (a tie goes to the stronger). Strong 2 of the 4 known
    // (Strong, Strong, Medium, Weak): 50 %. B's 'No data' reading is not counted.
    expect(both.category).toBe('Medium');
    expect(both.strong_percentage).toBe(50);
    expect(both.series[3].data).toEqual(zerosBut(24, { 11: 1 }));
    const none = await ok(
      'router-signal-strength/?time_range=today',
      one(world.mine.routers[2]!.serialNumber),
    );
    expect(none).toMatchObject({ category: 'No data', strong_percentage: null });
  });

  it('network-usage-and-connected-clients: MB in + out and peak clients per bucket (default 3months)', async () => {
    const res = await post('network-usage-and-connected-clients/?time_range=today', {
      partner: world.mine.partner.id,
      router: A,
    });
    expect(res.statusCode).toBe(200);
    // 09:00: 150 + 30 = 180 MB, at most 5 clients; 14:00: 10 + 5 = 15 MB, 2 clients.
    expect(res.json().data_usage.data).toEqual(zerosBut(24, { 9: 180, 14: 15 }));
    expect(res.json().connected_clients.data).toEqual(zerosBut(24, { 9: 5, 14: 2 }));
    const months = await ok('network-usage-and-connected-clients/', { partner: world.mine.partner.id });
    // All Boxes, 3 months: D's month holds 210 + 45 = 255 MB; peak clients is the day's busiest hour
    // over the boxes added up: 09:00 has 5 (A) + 7 (B) = 12.
    expect(months.data_usage.categories).toHaveLength(3);
    expect(months.data_usage.data).toEqual([0, 0, 255]);
    expect(months.connected_clients.data).toEqual([0, 0, 12]);
  });
});

describe('a late reading', () => {
  it('corrects its hour after the next rollup', async () => {
    // B had been offline: at 11:05 it replays its latest reading and sends one it kept from 09:50.
    await heartbeat(keys.b, {
      interval_seconds: 1200,
      recorded_at: local('11:05'),
      health: health(80, 70, 6, 12, 30, 6, {
        signal_strength: 'No data',
        latency_ms: 120,
        packet_loss_percent: 6,
        disk_used_mb: 2000,
        running_processes: 150,
      }),
      connected_clients: 1,
      buffered: [
        {
          recorded_at: local('09:50'),
          health: health(20, 30, 2, 4, 10, 2, {
            signal_strength: 'Strong',
            latency_ms: 80,
            packet_loss_percent: 2,
          }),
          connected_clients: 9,
        },
      ],
    });
    const before = await ok('router-metrics/?time_range=today', one(B));
    expect(series(before.usage, 'CPU Usage').data[hourIndex(9)]).toBe(60); // not rolled up yet
    await roll();
    const after = await ok('router-metrics/?time_range=today', one(B));
    // 09:00 now (60 + 20) / 2 = 40 CPU; heard 2 × 1200 = 2400 s of 3600 = 66.67 %.
    expect(series(after.usage, 'CPU Usage').data[9]).toBe(40);
    expect(series(after.usage, 'Uptime').data[9]).toBe(66.67);
    const speed = await ok('router-speed/?time_range=today', one(B));
    expect(series(speed.latency, 'Latency').data[9]).toBe(90); // (100 + 80) / 2
    const clients = await ok('network-usage-and-connected-clients/?time_range=today', {
      router: B,
    });
    expect(clients.connected_clients.data[9]).toBe(9);
    const allBoxes = await ok('router-metrics/?time_range=today', all());
    // 09:00 over the boxes: CPU (20 + 40 + 60 + 20) / 4 = 35; heard 1200 + 2400 = 3600 of 7200 = 50 %.
    expect(series(allBoxes.usage, 'CPU Usage').data[9]).toBe(35);
    expect(series(allBoxes.usage, 'Uptime').data[9]).toBe(50);
  });
});

describe('tenant scope and bad input', () => {
  const paths = ['router-metrics/', 'router-speed/', 'network-usage/', 'router-signal-strength/'] as const;

  it("another partner's serial or id answers 404", async () => {
    const theirs = world.theirs.routers[0]!.serialNumber;
    for (const path of paths) {
      expect((await post(path, one(theirs))).statusCode).toBe(404);
      expect((await post(path, { router_serial_numbers: [A, theirs] })).statusCode).toBe(404);
      expect((await post(path, { partner: world.theirs.partner.id })).statusCode).toBe(404);
      expect((await post(path, { router_serial_number: 'NO-SUCH-BOX' })).statusCode).toBe(404);
    }
    expect((await post('network-usage-and-connected-clients/', { router: theirs })).statusCode).toBe(404);
  });

  it('bad input answers 400, never 500', async () => {
    const bad: [string, unknown][] = [
      ['router-metrics/?time_range=2weeks', all()],
      ['router-speed/?time_range=', all()],
      ['network-usage/', { router_serial_number: 'bad serial!' }],
      ['router-signal-strength/', { router_serial_numbers: 'A' }],
      ['router-metrics/', { partner: 'x' }],
      ['router-speed/', [1, 2]],
      ['network-usage-and-connected-clients/', { router: 12 }],
      ['network-usage-and-connected-clients/?time_range=1year', {}],
    ];
    for (const [path, body] of bad) {
      const res = await post(path, body);
      expect(res.statusCode, `${path} ${JSON.stringify(body)}: ${res.body}`).toBe(400);
    }
  });

  it('the other partner sees only its own box', async () => {
    const res = await post(
      'router-speed/?time_range=today',
      { router_serial_number: world.theirs.routers[0]!.serialNumber },
      world.theirs.tokens.access,
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ average_download_speed: 99, average_latency_ms: 999 });
  });
});
