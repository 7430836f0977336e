import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routerMetrics, routerState, routers } from '../src/db/schema';
import { type TestContext, createTestContext } from './helpers/app';
import { bearer } from './helpers/session';
import { twoPartners } from './helpers/world';

let ctx: TestContext;
let world: Awaited<ReturnType<typeof twoPartners>>;
let keyA: string;
let keyB: string;

beforeAll(async () => {
  ctx = await createTestContext();
  world = await twoPartners(ctx);
  const issue = async (id: number) =>
    (
      await ctx.app.inject({
        method: 'POST',
        url: `/v1/routers/${id}/device-key/`,
        headers: bearer(world.mine.tokens.access),
      })
    ).json().device_key as string;
  keyA = await issue(world.mine.routers[0]!.id);
  keyB = await issue(world.mine.routers[1]!.id);
});
afterAll(() => ctx.close());

const health = {
  cpu_percent: 40,
  ram_percent: 50,
  disk_used_mb: 1000,
  disk_total_mb: 32000,
  uptime_seconds: 3600,
  running_processes: 150,
  upload_mbps: 3,
  download_mbps: 12,
  traffic_in_mb: 5,
  traffic_out_mb: 1,
};
const services = {
  balena: [{ name: 'captive-portal', type: 'container', status: 'running' }],
  os: [{ name: 'nginx', type: 'service', status: 'running' }],
};
const heartbeat = (key: string, payload: object) =>
  ctx.app.inject({
    method: 'POST',
    url: '/device/heartbeat',
    headers: { authorization: `Device ${key}` },
    payload,
  });
const status = (query: string, token = world.mine.tokens.access) =>
  ctx.app.inject({ method: 'GET', url: `/v1/device-status/?${query}`, headers: bearer(token) });
const stateOf = async (routerId: number) =>
  (await ctx.db.select().from(routerState).where(eq(routerState.routerId, routerId)))[0];
const metricsOf = async (routerId: number) =>
  ctx.db.select().from(routerMetrics).where(eq(routerMetrics.routerId, routerId));

describe('POST /device/heartbeat', () => {
  it('stores the state and a metrics row, and the router turns online', async () => {
    const res = await heartbeat(keyA, {
      health,
      services,
      connected_clients: 7,
      ota: { status: 'downloading', update_progress: 42, time_remaining: 120 },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().accepted).toBe(1);
    const body = (await status('serial_numbers[]=MINE0')).json();
    expect(body.MINE0).toMatchObject({
      is_online: true,
      otab: { status: 'downloading', update_progress: 42 },
    });
    expect((await metricsOf(world.mine.routers[0]!.id)).at(-1)).toMatchObject({
      cpuPercent: 40,
      connectedClients: 7,
    });
  });

  it('refuses a missing, malformed or unknown key and stores nothing', async () => {
    const before = (await metricsOf(world.mine.routers[0]!.id)).length;
    expect(
      (await ctx.app.inject({ method: 'POST', url: '/device/heartbeat', payload: { health } })).statusCode,
    ).toBe(401);
    expect((await heartbeat('not-a-key', { health })).statusCode).toBe(401);
    const unknown = await heartbeat(`ared_dk_${'x'.repeat(43)}`, { health });
    expect(unknown.statusCode).toBe(401);
    expect(unknown.json()).toEqual({ detail: 'Invalid device key.' });
    expect(await metricsOf(world.mine.routers[0]!.id)).toHaveLength(before);
  });

  it('refuses out-of-range values and readings from the future, storing nothing', async () => {
    const routerId = world.mine.routers[1]!.id;
    expect((await heartbeat(keyB, { health: { ...health, cpu_percent: 140 } })).statusCode).toBe(400);
    expect((await heartbeat(keyB, { location: { lat: 91, lon: 30 } })).statusCode).toBe(400);
    expect((await heartbeat(keyB, { interval_seconds: 1 })).statusCode).toBe(400);
    const future = await heartbeat(keyB, {
      health,
      recorded_at: new Date(Date.now() + 3600_000).toISOString(),
    });
    expect(future.statusCode).toBe(400);
    expect(await stateOf(routerId)).toBeUndefined();
    expect(await metricsOf(routerId)).toHaveLength(0);
  });

  it("writes only the key's own router, whatever the body names", async () => {
    await heartbeat(keyB, {
      health,
      serial_number: 'MINE0',
      router: world.mine.routers[0]!.id,
      connected_clients: 99,
    });
    expect((await stateOf(world.mine.routers[1]!.id))?.connectedClients).toBe(99);
    expect((await stateOf(world.mine.routers[0]!.id))?.connectedClients).toBe(7);
  });

  it('keeps buffered readings as history without rolling the state back', async () => {
    const routerId = world.mine.routers[1]!.id;
    const before = (await metricsOf(routerId)).length;
    const old = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();
    const res = await heartbeat(keyB, {
      health,
      connected_clients: 3,
      buffered: [
        { recorded_at: old(30), health, connected_clients: 1 },
        { recorded_at: old(20), health, connected_clients: 2 },
      ],
    });
    expect(res.json().accepted).toBe(3);
    expect(await metricsOf(routerId)).toHaveLength(before + 3);
    await heartbeat(keyB, { recorded_at: old(10), health, connected_clients: 50 });
    expect((await stateOf(routerId))?.connectedClients).toBe(3);
  });

  it('updates only the sections a reading carries; ota null clears the update', async () => {
    const routerId = world.mine.routers[0]!.id;
    await heartbeat(keyA, { connected_clients: 8 });
    expect(await stateOf(routerId)).toMatchObject({
      connectedClients: 8,
      osServices: services.os,
      health: { cpu_percent: 40 },
    });
    await heartbeat(keyA, { ota: null });
    expect((await stateOf(routerId))?.ota).toBeNull();
    await heartbeat(keyA, { ota: { status: 'waiting', update_progress: 0, time_remaining: 60 } });
  });

  it('moves the router on the map when the box reports a location', async () => {
    await heartbeat(keyA, { location: { lat: -1.95, lon: 30.06 } });
    const [row] = await ctx.db.select().from(routers).where(eq(routers.id, world.mine.routers[0]!.id));
    expect([row!.lat, row!.lon]).toEqual([-1.95, 30.06]);
  });

  it('stops accepting a key once it is rotated', async () => {
    const id = world.mine.routers[2]!.id;
    const issue = async () =>
      (
        await ctx.app.inject({
          method: 'POST',
          url: `/v1/routers/${id}/device-key/`,
          headers: bearer(world.mine.tokens.access),
        })
      ).json().device_key as string;
    const first = await issue();
    expect((await heartbeat(first, { health })).statusCode).toBe(200);
    const second = await issue();
    expect((await heartbeat(first, { health })).statusCode).toBe(401);
    expect((await heartbeat(second, { health })).statusCode).toBe(200);
  });
});

describe('GET /v1/device-status/', () => {
  it('is offline after three intervals without a heartbeat', async () => {
    const routerId = world.mine.routers[3]!.id;
    await ctx.db.insert(routerState).values({
      routerId,
      partnerId: world.mine.partner.id,
      lastSeen: new Date(Date.now() - 89_000),
      intervalSeconds: 30,
    });
    expect((await status('serial_numbers[]=MINE3')).json().MINE3.is_online).toBe(true);
    await ctx.db
      .update(routerState)
      .set({ lastSeen: new Date(Date.now() - 91_000) })
      .where(eq(routerState.routerId, routerId));
    const body = (await status('serial_numbers[]=MINE3')).json();
    expect(body.MINE3).toMatchObject({ is_online: false, otab: null });
  });

  it("never shows another partner's routers", async () => {
    const body = (await status('serial_numbers[]=MINE0&serial_numbers[]=THEIRS0')).json();
    expect(Object.keys(body)).toEqual(['MINE0']);
    expect(Object.keys((await status('serial_numbers[]=MINE0', world.theirs.tokens.access)).json())).toEqual(
      [],
    );
  });

  it('accepts serial_numbers without brackets and a single value', async () => {
    expect(Object.keys((await status('serial_numbers=MINE0')).json())).toEqual(['MINE0']);
  });

  it('refuses malformed serials and too many of them', async () => {
    expect((await status("serial_numbers[]=bad'serial")).statusCode).toBe(400);
    const many = Array.from({ length: 1001 }, (_, i) => `serial_numbers[]=S${i}`).join('&');
    expect((await status(many)).statusCode).toBe(400);
  });
});

describe('GET /v1/service-status/', () => {
  it('gives services and metrics of an online box, and marks an offline one stale', async () => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/v1/service-status/?serial_numbers[]=MINE0&serial_numbers[]=MINE3&serial_numbers[]=THEIRS0',
      headers: bearer(world.mine.tokens.access),
    });
    const body = res.json();
    expect(Object.keys(body).sort()).toEqual(['MINE0', 'MINE3']);
    expect(body.MINE0).toMatchObject({
      is_stale: false,
      os_services: services.os,
      system_metrics: { cpu_percent: 40, memory_percent: 50 },
    });
    expect(body.MINE3).toMatchObject({
      is_stale: true,
      message: 'Service status data is stale or not available.',
    });
  });
});
