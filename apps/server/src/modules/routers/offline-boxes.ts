import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { routerState } from '../devices/schema';
import { routerListWhere } from './queries';
import { routers } from './schema';

/**
 * The partner's offline boxes, longest offline first: the same rule as the Routers list's Status filter and
 * the Dashboard's "Offline boxes" (`routerListWhere` with `online: false`), so the figures agree. `lastSeen`
 * is the last heartbeat, null for a deployed box that never reported.
 */
export async function offlineBoxesOf(
  db: Db,
  partnerId: number,
  limit: number,
): Promise<{ serial: string; ssid: string | null; lastSeen: Date | null }[]> {
  return db
    .select({ serial: routers.serialNumber, ssid: routers.ssid, lastSeen: routerState.lastSeen })
    .from(routers)
    .leftJoin(routerState, eq(routerState.routerId, routers.id))
    .where(routerListWhere(partnerId, { online: false }))
    .orderBy(asc(routerState.lastSeen), asc(routers.id))
    .limit(limit);
}
