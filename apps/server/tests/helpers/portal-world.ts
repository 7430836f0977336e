import { eq } from 'drizzle-orm';
import { captivePortals } from '../../src/db/schema';
import type { TestContext } from './app';

/** The portal every router gets when it is inserted (migration 0011's trigger, decision 029). */
export async function portalOfRouter(ctx: TestContext, routerId: number) {
  const [portal] = await ctx.db.select().from(captivePortals).where(eq(captivePortals.routerId, routerId));
  if (!portal) throw new Error(`router ${routerId} has no captive portal`);
  return portal;
}
