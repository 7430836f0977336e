import { and, eq, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { hotspotSessions } from './schema';

/** A box that has not reported a session for this many interim intervals has lost it. */
export const SILENT_INTERVALS = 3;

/**
 * Ends the connected sessions no box has updated for three interim intervals (the guest walked away, the box
 * lost power): disconnected at their last update, with RADIUS's Lost-Service as the cause. Set-based and by
 * time, so a second run (another replica) changes nothing. Returns how many it ended.
 */
export async function sweepSilentSessions(db: Db, now: Date, interimSeconds: number): Promise<number> {
  const silentSince = new Date(now.getTime() - SILENT_INTERVALS * interimSeconds * 1000);
  const ended = await db
    .update(hotspotSessions)
    .set({
      status: 'disconnected',
      stopTime: sql`${hotspotSessions.lastUpdate}`,
      terminateCause: sql`coalesce(${hotspotSessions.terminateCause}, 'Lost-Service')`,
    })
    .where(and(eq(hotspotSessions.status, 'connected'), lt(hotspotSessions.lastUpdate, silentSince)))
    .returning({ id: hotspotSessions.id });
  return ended.length;
}
