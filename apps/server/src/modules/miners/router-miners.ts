import { inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { miners } from './schema';

/** Takes routers out of the Hash Hub (a partner giving routers up). */
export async function removeMinersOfRouters(db: Db, routerIds: number[]): Promise<void> {
  await db.delete(miners).where(inArray(miners.routerId, routerIds));
}
