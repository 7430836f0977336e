import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routerMetrics, routerState } from '../src/db/schema';
import { ZHeartbeatRequestSchema } from '@ared/contract/devices';
import { generateDeviceKey } from '../src/modules/devices/device-keys';
import { boxReading } from '../src/simulator/box-readings';
import { type TestContext, createTestContext } from './helpers/app';
import { createPartner, createRouter } from './helpers/factories';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ TELEMETRY_RETENTION_DAYS: '30' });
});
afterAll(() => ctx.close());

/** A router of a new partner with a device key, as a box would have it. */
async function box() {
  const { key, hash } = generateDeviceKey();
  const router = await createRouter(ctx.db, (await createPartner(ctx.db)).id, { deviceKeyHash: hash });
  return { key, routerId: router.id };
}

const heartbeat = (key: string, payload: object) =>
  ctx.app.inject({
    method: 'POST',
    url: '/device/heartbeat',
    headers: { authorization: `Device ${key}` },
    payload,
  });
const metricsOf = (routerId: number) =>
  ctx.db.select().from(routerMetrics).where(eq(routerMetrics.routerId, routerId));
const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();
const daysAgo = (days: number) => new Date(Date.now() - days * 24 * 3600_000).toISOString();

describe('heartbeat readings', () => {
  it('stores a replayed reading (same box, same reading time) once', async () => {
    const { key, routerId } = await box();
    const reading = { recorded_at: minutesAgo(5), connected_clients: 4 };
    for (let i = 0; i < 2; i += 1) expect((await heartbeat(key, reading)).statusCode).toBe(200);
    // Replayed inside a later heartbeat's buffer too, and twice in one body.
    const again = await heartbeat(key, {
      connected_clients: 6,
      buffered: [reading, { ...reading }],
    });
    expect(again.statusCode).toBe(200);
    const rows = await metricsOf(routerId);
    expect(rows.map((r) => r.connectedClients).sort()).toEqual([4, 6]);
  });

  it('keeps two readings of one box at different times, and the same time of two boxes', async () => {
    const [one, two] = [await box(), await box()];
    const at = minutesAgo(3);
    await heartbeat(one.key, { recorded_at: at, connected_clients: 1 });
    await heartbeat(one.key, { recorded_at: minutesAgo(2), connected_clients: 2 });
    await heartbeat(two.key, { recorded_at: at, connected_clients: 3 });
    expect(await metricsOf(one.routerId)).toHaveLength(2);
    expect(await metricsOf(two.routerId)).toHaveLength(1);
  });

  it('refuses a reading older than the retention, storing nothing', async () => {
    const { key, routerId } = await box();
    const res = await heartbeat(key, { recorded_at: daysAgo(31), connected_clients: 1 });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ recorded_at: ['A reading cannot be older than the 30-day retention.'] });
    const buffered = await heartbeat(key, {
      connected_clients: 2,
      buffered: [{ recorded_at: daysAgo(29), connected_clients: 3 }, { recorded_at: daysAgo(40) }],
    });
    expect(buffered.statusCode).toBe(400);
    expect(buffered.json()).toHaveProperty('buffered');
    expect(await metricsOf(routerId)).toHaveLength(0);
    expect(await ctx.db.select().from(routerState).where(eq(routerState.routerId, routerId))).toHaveLength(0);
    expect((await heartbeat(key, { recorded_at: daysAgo(29), connected_clients: 1 })).statusCode).toBe(200);
  });

  it('refuses a reading from before 2020 (a box whose clock was never set)', async () => {
    const { key, routerId } = await box();
    const ctxOld = await heartbeat(key, { recorded_at: '1970-01-01T00:00:10Z', connected_clients: 1 });
    expect(ctxOld.statusCode).toBe(400);
    expect(ctxOld.json()).toEqual({ recorded_at: ['A reading cannot be from before 2020.'] });
    expect(await metricsOf(routerId)).toHaveLength(0);
  });
});

describe('heartbeat latency and packet loss', () => {
  const health = {
    cpu_percent: 10,
    ram_percent: 20,
    disk_used_mb: 100,
    disk_total_mb: 1000,
    uptime_seconds: 60,
    running_processes: 50,
    upload_mbps: 1,
    download_mbps: 2,
    traffic_in_mb: 3,
    traffic_out_mb: 4,
  };

  it('stores the measured values in the time series and the current state', async () => {
    const { key, routerId } = await box();
    const res = await heartbeat(key, {
      health: { ...health, latency_ms: 48.5, packet_loss_percent: 2.5 },
      buffered: [{ recorded_at: minutesAgo(10), health: { ...health, latency_ms: 30 } }],
    });
    expect(res.statusCode).toBe(200);
    const rows = (await metricsOf(routerId)).sort((a, b) => +a.recordedAt - +b.recordedAt);
    expect(rows.map((r) => [r.latencyMs, r.packetLossPercent])).toEqual([
      [30, null],
      [48.5, 2.5],
    ]);
    const [state] = await ctx.db.select().from(routerState).where(eq(routerState.routerId, routerId));
    expect(state?.health).toMatchObject({ latency_ms: 48.5, packet_loss_percent: 2.5 });
  });

  it('keeps an older box without them working (null, not 0)', async () => {
    const { key, routerId } = await box();
    expect((await heartbeat(key, { health })).statusCode).toBe(200);
    const [row] = await metricsOf(routerId);
    expect(row).toMatchObject({ cpuPercent: 10, latencyMs: null, packetLossPercent: null });
  });

  it('refuses out-of-range values with a 400', async () => {
    const { key, routerId } = await box();
    for (const bad of [{ latency_ms: 60001 }, { packet_loss_percent: 101 }, { latency_ms: -5 }]) {
      const res = await heartbeat(key, { health: { ...health, ...bad } });
      expect(res.statusCode).toBe(400);
    }
    expect(await metricsOf(routerId)).toHaveLength(0);
  });
});

describe('simulated boxes', () => {
  it('send measured latency (rising with load) and loss only on weak or medium signal', () => {
    const at = (h: number) => new Date(Date.UTC(2026, 0, 1, h));
    const strong = { seed: 1, isMining: false, updating: false };
    const weak = { seed: 7, isMining: false, updating: false };
    for (const h of [0, 6, 12, 18]) {
      const reading = ZHeartbeatRequestSchema.parse(boxReading(weak, at(h), 60));
      expect(reading.health?.signal_strength).toBe('Weak');
      expect(reading.health?.latency_ms).toBeGreaterThanOrEqual(80);
      expect(reading.health?.packet_loss_percent).toBeGreaterThanOrEqual(1);
      const good = ZHeartbeatRequestSchema.parse(boxReading(strong, at(h), 60));
      expect(good.health?.signal_strength).toBe('Strong');
      expect(good.health?.packet_loss_percent).toBe(0);
      expect(good.health?.latency_ms).toBeGreaterThanOrEqual(20);
      expect(good.health?.latency_ms).toBeLessThanOrEqual(80);
    }
  });
});
