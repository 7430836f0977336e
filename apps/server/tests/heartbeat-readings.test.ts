import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routerMetrics, routerState } from '../src/db/schema';
import { generateDeviceKey } from '../src/modules/devices/device-keys';
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
