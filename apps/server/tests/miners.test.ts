import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routerState, routers } from '../src/db/schema';
import { type TestContext, createTestContext } from './helpers/app';
import { requester } from './helpers/session';
import { twoPartners } from './helpers/world';

let ctx: TestContext;
let world: Awaited<ReturnType<typeof twoPartners>>;
let base: string;

beforeAll(async () => {
  ctx = await createTestContext();
  world = await twoPartners(ctx);
  base = `/v1/yocto/partner/${world.mine.partner.id}/miner/`;
});
afterAll(() => ctx.close());

const as = (...args: Parameters<ReturnType<typeof requester>>) =>
  requester(ctx, () => world.mine.tokens.access)(...args);
const flag = async (id: number) =>
  (await ctx.db.select().from(routers).where(eq(routers.id, id)))[0]!.hasBeenAssignedXmrig;

describe('Hash Hub', () => {
  it('adds routers, skipping those already in it and ignoring other partners', async () => {
    const [a, b] = world.mine.routers;
    const first = await as('POST', base, [a!.id]);
    expect(first.statusCode).toBe(201);
    expect(first.json()).toEqual([
      expect.objectContaining({
        router: a!.id,
        router_ssid: 'mine_0',
        status: 'inactive',
        partner: world.mine.partner.id,
      }),
    ]);
    expect(await flag(a!.id)).toBe(true);
    const second = await as('POST', base, [a!.id, b!.id, world.theirs.routers[0]!.id]);
    expect(second.json().map((m: { router: number }) => m.router)).toEqual([b!.id]);
    expect(await flag(world.theirs.routers[0]!.id)).toBe(false);
    expect((await as('GET', base)).json()).toHaveLength(2);
  });

  it('starts, pauses and resumes, stamping HH:mm:ss times', async () => {
    const [miner] = (await as('GET', base)).json();
    const running = (
      await as('PATCH', `${base}${miner.id}/`, {
        status: 'running',
        partner: world.mine.partner.id,
        router: miner.router,
      })
    ).json();
    expect(running.status).toBe('running');
    expect(running.mining_start_time).toMatch(/^\d{2}:\d{2}:\d{2}$/);
    const paused = (await as('PATCH', `${base}${miner.id}/`, { status: 'paused' })).json();
    expect(paused.mining_end_time).toMatch(/^\d{2}:\d{2}:\d{2}$/);
    expect((await as('PATCH', `${base}${miner.id}/`, { status: 'mining' })).statusCode).toBe(400);
  });

  it('sums the wallet from the running miners telemetry', async () => {
    const [miner] = (await as('GET', base)).json();
    await as('PATCH', `${base}${miner.id}/`, { status: 'running' });
    const mining = (hashRate: number, pending: number) => ({
      hash_rate: hashRate,
      hashes_submitted: 1000,
      pending_balance: pending,
      last_block_reward: 0.6,
      total_paid: 0.01,
      last_share_at: '2026-11-21T10:00:00.000Z',
    });
    const partnerId = world.mine.partner.id;
    await ctx.db.insert(routerState).values([
      { routerId: world.mine.routers[0]!.id, partnerId, lastSeen: new Date(), mining: mining(200, 0.001) },
      { routerId: world.mine.routers[1]!.id, partnerId, lastSeen: new Date(), mining: mining(150, 0.002) },
    ]);
    const stats = (await as('GET', '/v1/yocto/partner/mining-wallet-stats')).json();
    expect(stats).toMatchObject({
      pending_balance: 0.003,
      total_hashes_submitted: 2000,
      hash_rate: 200,
      last_block_reward: 0.6,
      last_share_submitted: '2026-11-21T10:00:00.000Z',
    });
    expect(
      (await as('GET', '/v1/yocto/partner/mining-wallet-stats', undefined, world.theirs.tokens.access)).json()
        .total_hashes_submitted,
    ).toBe(0);
  });

  it("refuses another partner's path and miners", async () => {
    const theirs = `/v1/yocto/partner/${world.theirs.partner.id}/miner/`;
    expect((await as('GET', theirs)).statusCode).toBe(404);
    expect((await as('POST', theirs, [world.mine.routers[3]!.id])).statusCode).toBe(404);
    const [miner] = (await as('GET', base)).json();
    const foreignBase = `/v1/yocto/partner/${world.theirs.partner.id}/miner/`;
    expect(
      (await as('DELETE', `${foreignBase}${miner.id}/`, undefined, world.theirs.tokens.access)).statusCode,
    ).toBe(404);
    expect(
      (await as('PATCH', `${foreignBase}${miner.id}/`, { status: 'paused' }, world.theirs.tokens.access))
        .statusCode,
    ).toBe(404);
  });

  it('removes a miner and clears the router flag', async () => {
    const [miner] = (await as('GET', base)).json();
    expect((await as('DELETE', `${base}${miner.id}/`)).statusCode).toBe(204);
    expect(await flag(miner.router)).toBe(false);
    expect((await as('DELETE', `${base}${miner.id}/`)).statusCode).toBe(404);
  });

  it('refuses a body that is not a list of ids', async () => {
    expect((await as('POST', base, { routers: [1] })).statusCode).toBe(400);
    expect((await as('POST', base, [])).statusCode).toBe(400);
  });
});
