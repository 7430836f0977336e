import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { TMiner, TWalletStats } from '@ared/contract/miners';
import type { Db } from '../../db/client';
import { miners } from './schema';
import { routerState } from '../devices/schema';
import { routers } from '../routers/schema';
import { notFound } from '../../lib/http-errors';
import { setMinerAssigned } from '../routers';
import { orderByOf } from '../../lib/ordering';

export const MINER_NOT_FOUND = 'Miner not found.';

const clock = (date: Date) => date.toISOString().slice(11, 19);

/** GET yocto/partner/{id}/miner/?ordering=. */
const MINER_ORDER_COLUMNS = {
  router_ssid: sql`lower(${routers.ssid})`,
  mining_start_time: miners.miningStartTime,
  mining_end_time: miners.miningEndTime,
  status: miners.status,
};

async function listMinerRows(db: Db, partnerId: number, ids?: number[], ordering?: string) {
  const conditions = [eq(miners.partnerId, partnerId)];
  if (ids) conditions.push(inArray(miners.id, ids));
  return db
    .select({ miner: miners, ssid: routers.ssid, serial: routers.serialNumber })
    .from(miners)
    .innerJoin(routers, eq(routers.id, miners.routerId))
    .where(and(...conditions))
    .orderBy(...orderByOf(ordering, MINER_ORDER_COLUMNS, miners.id, [asc(miners.id)]));
}

const toMiner = ({ miner, ssid, serial }: Awaited<ReturnType<typeof listMinerRows>>[number]): TMiner => ({
  id: miner.id,
  router: miner.routerId,
  router_ssid: ssid,
  router_serial_number: serial,
  mining_start_time: miner.miningStartTime,
  mining_end_time: miner.miningEndTime,
  status: miner.status,
  partner: miner.partnerId,
});

export const listMiners = async (db: Db, partnerId: number, ordering?: string) =>
  (await listMinerRows(db, partnerId, undefined, ordering)).map(toMiner);

/**
 * Adds the partner's routers to the Hash Hub; routers already in it are skipped, others' routers ignored.
 * A list with none of the partner's routers answers 404, like an id that does not exist (decision 003).
 */
export async function addMiners(db: Db, partnerId: number, routerIds: number[]): Promise<TMiner[]> {
  const own = await db
    .select({ id: routers.id, isMining: routers.hasBeenAssignedXmrig })
    .from(routers)
    .where(and(eq(routers.partnerId, partnerId), inArray(routers.id, [...new Set(routerIds)])));
  if (own.length === 0) throw notFound();
  const ids = own.filter((r) => !r.isMining).map((r) => r.id);
  if (ids.length === 0) return [];
  const created = await db.transaction(async (tx) => {
    const rows = await tx
      .insert(miners)
      .values(ids.map((routerId) => ({ partnerId, routerId })))
      .onConflictDoNothing({ target: [miners.routerId, miners.partnerId] })
      .returning({ id: miners.id });
    await setMinerAssigned(tx, ids, true);
    return rows.map((r) => r.id);
  });
  return (await listMinerRows(db, partnerId, created)).map(toMiner);
}

export async function removeMiner(db: Db, partnerId: number, minerId: number): Promise<void> {
  await db.transaction(async (tx) => {
    const [removed] = await tx
      .delete(miners)
      .where(and(eq(miners.id, minerId), eq(miners.partnerId, partnerId)))
      .returning({ routerId: miners.routerId });
    if (!removed) throw notFound(MINER_NOT_FOUND);
    await setMinerAssigned(tx, [removed.routerId], false);
  });
}

/** Start, pause or resume: running stamps the start time, paused the end time. */
export async function setMinerStatus(
  db: Db,
  partnerId: number,
  minerId: number,
  status: TMiner['status'],
  now = new Date(),
): Promise<TMiner> {
  const [updated] = await db
    .update(miners)
    .set({
      status,
      ...(status === 'running' && { miningStartTime: clock(now), miningEndTime: null }),
      ...(status === 'paused' && { miningEndTime: clock(now) }),
    })
    .where(and(eq(miners.id, minerId), eq(miners.partnerId, partnerId)))
    .returning({ id: miners.id });
  if (!updated) throw notFound(MINER_NOT_FOUND);
  return toMiner((await listMinerRows(db, partnerId, [updated.id]))[0]!);
}

/** The wallet, summed from what the partner's mining boxes last reported. */
export async function walletStats(db: Db, partnerId: number): Promise<TWalletStats> {
  const mining = sql`${routerState.mining}`;
  const num = (key: string) => sql<number>`coalesce(sum((${mining}->>${key})::double precision), 0)`;
  const [row] = await db
    .select({
      pending: num('pending_balance'),
      paid: num('total_paid'),
      hashes: num('hashes_submitted'),
      hashRate: sql<number>`coalesce(sum(case when ${miners.status} = 'running' then (${mining}->>'hash_rate')::double precision else 0 end), 0)`,
      lastReward: sql<number>`coalesce(max((${mining}->>'last_block_reward')::double precision), 0)`,
      lastShare: sql<string | null>`max(${mining}->>'last_share_at')`,
    })
    .from(miners)
    .innerJoin(
      routerState,
      and(eq(routerState.routerId, miners.routerId), eq(routerState.partnerId, miners.partnerId)),
    )
    .where(eq(miners.partnerId, partnerId));
  return {
    pending_balance: Number(row?.pending ?? 0),
    last_block_reward: Number(row?.lastReward ?? 0),
    total_paid: Number(row?.paid ?? 0),
    last_share_submitted: row?.lastShare ?? null,
    total_hashes_submitted: Number(row?.hashes ?? 0),
    hash_rate: Number(row?.hashRate ?? 0),
    currency: 'XMR',
  };
}
