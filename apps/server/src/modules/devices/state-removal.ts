import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { routerState } from './schema';

/**
 * Deletes the boxes' current state under the partner that lets them go (decision 083): the state is keyed
 * with the partner, so a box that later joins another partner starts a new one there. Its readings stay with
 * this partner, as history.
 */
export async function removeStateOfRouters(db: Db, partnerId: number, routerIds: number[]): Promise<void> {
  if (routerIds.length === 0) return;
  await db
    .delete(routerState)
    .where(and(eq(routerState.partnerId, partnerId), inArray(routerState.routerId, routerIds)));
}
