import { and, desc, eq, inArray, isNotNull, lt, sql } from 'drizzle-orm';
import { OPEN_QUEUE_STATES } from '@ared/contract/queues';
import type { Db } from '../../db/client';
import { queueTickets } from './schema';
import type { TicketRow } from './tickets';

export type GuestQueueView = {
  /** The device's open ticket of the day, or null. */
  ticket: TicketRow | null;
  /** Waiting tickets with a lower number than the guest's. */
  ahead: number;
  /** The number called most recently today, or null. */
  nowServing: number | null;
};

/** The number called most recently in the realm today: what the display and the guest see as served. */
export async function nowServing(db: Db, realmId: number, day: string): Promise<number | null> {
  const [row] = await db
    .select({ number: queueTickets.number })
    .from(queueTickets)
    .where(
      and(eq(queueTickets.realmId, realmId), eq(queueTickets.day, day), isNotNull(queueTickets.calledAt)),
    )
    .orderBy(desc(queueTickets.calledAt), desc(queueTickets.id))
    .limit(1);
  return row?.number ?? null;
}

/** What the guest's portal page shows: three small indexed reads. */
export async function guestQueueView(
  db: Db,
  where: { realmId: number; device: string; day: string },
): Promise<GuestQueueView> {
  const [ticket] = await db
    .select()
    .from(queueTickets)
    .where(
      and(
        eq(queueTickets.realmId, where.realmId),
        eq(queueTickets.device, where.device),
        eq(queueTickets.day, where.day),
        inArray(queueTickets.state, [...OPEN_QUEUE_STATES]),
      ),
    )
    .limit(1);
  const [ahead] = ticket
    ? await db
        .select({ n: sql<number>`count(*)::int` })
        .from(queueTickets)
        .where(
          and(
            eq(queueTickets.realmId, where.realmId),
            eq(queueTickets.day, where.day),
            eq(queueTickets.state, 'waiting'),
            lt(queueTickets.number, ticket.number),
          ),
        )
    : [];
  return {
    ticket: ticket ?? null,
    ahead: ticket?.state === 'waiting' ? Number(ahead?.n ?? 0) : 0,
    nowServing: await nowServing(db, where.realmId, where.day),
  };
}

/** The guest leaves the queue: their open ticket is abandoned. False when they held none. */
export async function leaveQueue(
  db: Db,
  where: { realmId: number; device: string },
  now: Date,
): Promise<boolean> {
  const left = await db
    .update(queueTickets)
    .set({ state: 'abandoned', finishedAt: now })
    .where(
      and(
        eq(queueTickets.realmId, where.realmId),
        eq(queueTickets.device, where.device),
        inArray(queueTickets.state, [...OPEN_QUEUE_STATES]),
      ),
    )
    .returning({ id: queueTickets.id });
  return left.length > 0;
}

/** Waiting tickets of the realm's day (the display's second line). */
export async function waitingCount(db: Db, realmId: number, day: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(queueTickets)
    .where(
      and(eq(queueTickets.realmId, realmId), eq(queueTickets.day, day), eq(queueTickets.state, 'waiting')),
    );
  return Number(row?.n ?? 0);
}
