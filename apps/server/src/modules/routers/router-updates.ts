import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { routers } from './schema';

/** Marks routers as in (or out of) the Hash Hub; the miners module calls it in its own transaction. */
export async function setMinerAssigned(db: Db, routerIds: number[], assigned: boolean): Promise<void> {
  await db.update(routers).set({ hasBeenAssignedXmrig: assigned }).where(inArray(routers.id, routerIds));
}

/** The position a box reported in its heartbeat. */
export async function setRouterLocation(
  db: Db,
  routerId: number,
  { lat, lon }: { lat: number; lon: number },
): Promise<void> {
  await db.update(routers).set({ lat, lon }).where(eq(routers.id, routerId));
}
