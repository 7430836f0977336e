import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routerMetrics, routerState } from '../src/db/schema';
import { prepareHeartbeat } from '../src/modules/devices/heartbeat-service';
import { createHeartbeatWriter } from '../src/modules/devices/heartbeat-writer';
import { type TestContext, createTestContext } from './helpers/app';
import { createPartner, createRouter } from './helpers/factories';

let ctx: TestContext;
let partnerId: number;
beforeAll(async () => {
  ctx = await createTestContext();
  partnerId = (await createPartner(ctx.db)).id;
});
afterAll(() => ctx.close());

const at = (secondsAgo: number) => new Date(Date.now() - secondsAgo * 1000).toISOString();
const stateOf = async (routerId: number) =>
  (await ctx.db.select().from(routerState).where(eq(routerState.routerId, routerId)))[0];

describe('heartbeat writer (group commit)', () => {
  it('writes many heartbeats in one batch, merging two of the same box by time', async () => {
    const [a, b] = [await createRouter(ctx.db, partnerId), await createRouter(ctx.db, partnerId)];
    const writer = createHeartbeatWriter(ctx.db, { maxWaitMs: 20 });
    await Promise.all([
      writer.write(
        prepareHeartbeat(a.id, {
          interval_seconds: 30,
          recorded_at: at(5),
          connected_clients: 5,
          ota: { status: 'waiting', update_progress: 0, time_remaining: 10 },
        }),
      ),
      writer.write(
        prepareHeartbeat(a.id, { interval_seconds: 30, recorded_at: at(1), connected_clients: 9 }),
      ),
      writer.write(
        prepareHeartbeat(a.id, { interval_seconds: 30, recorded_at: at(10), connected_clients: 1 }),
      ),
      writer.write(prepareHeartbeat(b.id, { interval_seconds: 30, connected_clients: 2 })),
    ]);
    expect(await stateOf(a.id)).toMatchObject({ connectedClients: 9, ota: { status: 'waiting' } });
    expect((await stateOf(b.id))?.connectedClients).toBe(2);
    expect(await ctx.db.select().from(routerMetrics).where(eq(routerMetrics.routerId, a.id))).toHaveLength(3);
  });

  it('does not let one failing heartbeat fail the rest of its batch', async () => {
    const good = await createRouter(ctx.db, partnerId);
    const writer = createHeartbeatWriter(ctx.db, { maxWaitMs: 20 });
    const results = await Promise.allSettled([
      writer.write(prepareHeartbeat(good.id, { interval_seconds: 30, connected_clients: 4 })),
      writer.write(prepareHeartbeat(987654, { interval_seconds: 30, connected_clients: 4 })),
    ]);
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'rejected']);
    expect((await stateOf(good.id))?.connectedClients).toBe(4);
  });

  it('clears the OTA state when a box sends ota: null', async () => {
    const router = await createRouter(ctx.db, partnerId);
    const writer = createHeartbeatWriter(ctx.db, { maxWaitMs: 1 });
    await writer.write(
      prepareHeartbeat(router.id, {
        interval_seconds: 30,
        ota: { status: 'downloading', update_progress: 10, time_remaining: 5 },
      }),
    );
    await writer.write(prepareHeartbeat(router.id, { interval_seconds: 30, ota: null }));
    expect((await stateOf(router.id))?.ota).toBeNull();
  });
});
