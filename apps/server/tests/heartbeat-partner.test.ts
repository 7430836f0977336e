import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routerMetrics, routerState, routers } from '../src/db/schema';
import { generateDeviceKey } from '../src/modules/devices/device-keys';
import { type TestContext, createTestContext } from './helpers/app';
import { createRouter } from './helpers/factories';
import { bearer } from './helpers/session';
import { twoPartners } from './helpers/world';

/**
 * A box's state and readings are keyed with its partner when written (Citus, decision 083): a box with no
 * partner has none kept, unassigning deletes its state, a box that moves starts a new state under its new
 * partner, and its readings stay with the partner they were taken under.
 */

let ctx: TestContext;
let world: Awaited<ReturnType<typeof twoPartners>>;
beforeAll(async () => {
  ctx = await createTestContext();
  world = await twoPartners(ctx);
});
afterAll(() => ctx.close());

const heartbeat = (key: string, payload: object) =>
  ctx.app.inject({
    method: 'POST',
    url: '/device/heartbeat',
    headers: { authorization: `Device ${key}` },
    payload: { interval_seconds: 30, ...payload },
  });
const statesOf = (routerId: number) =>
  ctx.db
    .select({ partnerId: routerState.partnerId, clients: routerState.connectedClients })
    .from(routerState)
    .where(eq(routerState.routerId, routerId));
const readingsOf = (routerId: number) =>
  ctx.db
    .select({ partnerId: routerMetrics.partnerId, clients: routerMetrics.connectedClients })
    .from(routerMetrics)
    .where(eq(routerMetrics.routerId, routerId))
    .orderBy(routerMetrics.recordedAt);
const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();

async function boxWithKey(partnerId: number | null) {
  const { key, hash } = generateDeviceKey();
  const router = await createRouter(ctx.db, partnerId, { deviceKeyHash: hash });
  return { key, id: router.id, serial: router.serialNumber };
}

describe('heartbeat rows keyed with the box’s partner', () => {
  it('answers the heartbeat of a box with no partner and keeps nothing', async () => {
    const box = await boxWithKey(null);
    const res = await heartbeat(box.key, { connected_clients: 3 });
    expect(res.statusCode).toBe(200);
    expect(await statesOf(box.id)).toEqual([]);
    expect(await readingsOf(box.id)).toEqual([]);
  });

  it('keys the state and the readings with the box’s partner', async () => {
    const box = await boxWithKey(world.mine.partner.id);
    expect((await heartbeat(box.key, { connected_clients: 4 })).statusCode).toBe(200);
    expect(await statesOf(box.id)).toEqual([{ partnerId: world.mine.partner.id, clients: 4 }]);
    expect(await readingsOf(box.id)).toEqual([{ partnerId: world.mine.partner.id, clients: 4 }]);
  });

  it('deletes the state when the partner lets the box go; a move starts a new state, history stays', async () => {
    const box = await boxWithKey(world.mine.partner.id);
    expect((await heartbeat(box.key, { recorded_at: minutesAgo(2), connected_clients: 5 })).statusCode).toBe(
      200,
    );
    const removed = await ctx.app.inject({
      method: 'PATCH',
      url: '/v1/routers/assign-to-partner/',
      headers: bearer(world.mine.tokens.access),
      payload: { routers: [box.id] },
    });
    expect(removed.json()).toEqual({ detail: 'Router removed' });
    expect(await statesOf(box.id)).toEqual([]);
    // In transit: answered, not kept.
    expect((await heartbeat(box.key, { connected_clients: 6 })).statusCode).toBe(200);
    expect(await statesOf(box.id)).toEqual([]);

    await ctx.db.update(routers).set({ partnerId: world.theirs.partner.id }).where(eq(routers.id, box.id));
    expect((await heartbeat(box.key, { connected_clients: 7 })).statusCode).toBe(200);
    expect(await statesOf(box.id)).toEqual([{ partnerId: world.theirs.partner.id, clients: 7 }]);
    expect(await readingsOf(box.id)).toEqual([
      { partnerId: world.mine.partner.id, clients: 5 },
      { partnerId: world.theirs.partner.id, clients: 7 },
    ]);
    // The new partner sees the box online; the old one no longer has it.
    const status = (token: string) =>
      ctx.app.inject({
        method: 'GET',
        url: `/v1/device-status/?serial_numbers[]=${box.serial}`,
        headers: bearer(token),
      });
    expect((await status(world.theirs.tokens.access)).json()[box.serial]).toMatchObject({ is_online: true });
    expect((await status(world.mine.tokens.access)).json()[box.serial]).toBeUndefined();
  });

  it('never shows a state left under the box’s former partner', async () => {
    const box = await boxWithKey(world.theirs.partner.id);
    // A state written under another partner just before a move (the writer does not lock the catalogue).
    await ctx.db.insert(routerState).values({
      routerId: box.id,
      partnerId: world.mine.partner.id,
      lastSeen: new Date(),
      intervalSeconds: 30,
    });
    const res = await ctx.app.inject({
      method: 'GET',
      url: `/v1/device-status/?serial_numbers[]=${box.serial}`,
      headers: bearer(world.theirs.tokens.access),
    });
    expect(res.json()[box.serial]).toMatchObject({ is_online: false, last_seen: null });
    const stale = and(eq(routerState.routerId, box.id), eq(routerState.partnerId, world.mine.partner.id));
    expect(await ctx.db.select().from(routerState).where(stale)).toHaveLength(1);
  });
});
