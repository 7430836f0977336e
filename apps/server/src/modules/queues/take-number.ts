import { and, eq, inArray, lt, sql } from 'drizzle-orm';
import { OPEN_QUEUE_STATES } from '@ared/contract/queues';
import type { Db } from '../../db/client';
import { queueCounters, queueTickets } from './schema';
import type { TicketRow } from './tickets';

export type TakeNumber = {
  partnerId: number;
  realmId: number;
  routerId: number | null;
  /** The guest's MAC or the portal's stand-in for the browser. */
  device: string;
  phone: string | null;
  /** The realm's local day (YYYY-MM-DD) and the instant. */
  day: string;
  now: Date;
};

/**
 * Gives the device the next number of the realm's day, or answers the ticket it already holds (one open
 * ticket per device per realm). The counter row is upserted and incremented in the same transaction as the
 * ticket: concurrent guests of one realm queue on that one row and each gets its own number; other realms'
 * rows are never touched. A device's open ticket of an earlier day is abandoned first (the day ended).
 */
export async function takeNumber(db: Db, take: TakeNumber): Promise<{ ticket: TicketRow; isNew: boolean }> {
  return db.transaction(async (tx) => {
    const open = and(
      eq(queueTickets.realmId, take.realmId),
      eq(queueTickets.device, take.device),
      inArray(queueTickets.state, [...OPEN_QUEUE_STATES]),
    );
    await tx
      .update(queueTickets)
      .set({ state: 'abandoned', finishedAt: take.now })
      .where(and(open, lt(queueTickets.day, take.day)));
    const [held] = await tx.select().from(queueTickets).where(open).limit(1);
    if (held) return { ticket: held, isNew: false };
    const [counter] = await tx
      .insert(queueCounters)
      .values({ partnerId: take.partnerId, realmId: take.realmId, day: take.day, last: 1 })
      .onConflictDoUpdate({
        target: [queueCounters.realmId, queueCounters.day, queueCounters.partnerId],
        set: { last: sql`${queueCounters.last} + 1` },
      })
      .returning({ last: queueCounters.last });
    const [ticket] = await tx
      .insert(queueTickets)
      .values({
        partnerId: take.partnerId,
        realmId: take.realmId,
        routerId: take.routerId,
        day: take.day,
        number: counter!.last,
        device: take.device,
        phone: take.phone,
        takenAt: take.now,
      })
      .returning();
    return { ticket: ticket!, isNew: true };
  });
}
