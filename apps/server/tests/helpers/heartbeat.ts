import { eq } from 'drizzle-orm';
import type { Db } from '../../src/db/client';
import { routerState, routers } from '../../src/db/schema';

/** The box's partner, which its heartbeat rows are keyed with (decision 083); a box in transit has none. */
export async function partnerOfBox(db: Db, routerId: number): Promise<number> {
  const [box] = await db
    .select({ partnerId: routers.partnerId })
    .from(routers)
    .where(eq(routers.id, routerId));
  if (!box?.partnerId) throw new Error(`box ${routerId} has no partner: its heartbeats are not kept`);
  return box.partnerId;
}

/**
 * A box's last heartbeat at `lastSeen`, with the 30-second interval boxes report at (so offline after 90 s,
 * the Routers list's rule): what a box reporting would leave behind.
 */
export async function heartbeatAt(db: Db, routerId: number, lastSeen: Date): Promise<void> {
  const partnerId = await partnerOfBox(db, routerId);
  await db
    .insert(routerState)
    .values({ routerId, partnerId, lastSeen, intervalSeconds: 30 })
    .onConflictDoUpdate({ target: [routerState.routerId, routerState.partnerId], set: { lastSeen } });
}
