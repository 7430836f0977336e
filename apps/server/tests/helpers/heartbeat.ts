import type { Db } from '../../src/db/client';
import { routerState } from '../../src/db/schema';

/**
 * A box's last heartbeat at `lastSeen`, with the 30-second interval boxes report at (so offline after 90 s,
 * the Routers list's rule): what a box reporting would leave behind.
 */
export async function heartbeatAt(db: Db, routerId: number, lastSeen: Date): Promise<void> {
  await db
    .insert(routerState)
    .values({ routerId, lastSeen, intervalSeconds: 30 })
    .onConflictDoUpdate({ target: routerState.routerId, set: { lastSeen } });
}
