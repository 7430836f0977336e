import { and, eq, sql } from 'drizzle-orm';
import { QUEUE_TEXTS } from '@ared/contract/queues';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/raw';
import { HttpError, notFound } from '../../lib/http-errors';
import { queueTickets } from './schema';
import type { TicketRow } from './tickets';

/**
 * Calls the lowest waiting number of the realm's day. Two staff pressing Call next at once call two
 * different guests: the row is taken with `for update skip locked`, so the second takes the next one.
 */
export async function callNext(
  db: Db,
  where: { partnerId: number; realmId: number; day: string },
  now: Date,
): Promise<TicketRow> {
  const rows = await queryRows<{ id: number | string }>(
    db,
    sql`update ${queueTickets} set state = 'called', called_at = ${now.toISOString()}::timestamptz
         where id = (select id from ${queueTickets}
                      where partner_id = ${where.partnerId} and realm_id = ${where.realmId}
                        and day = ${where.day} and state = 'waiting'
                      order by number limit 1 for update skip locked)
         returning id`,
  );
  if (!rows[0]) throw new HttpError(409, QUEUE_TEXTS.noneWaiting);
  const [ticket] = await db
    .select()
    .from(queueTickets)
    .where(eq(queueTickets.id, Number(rows[0].id)));
  return ticket!;
}

/** Marks a called ticket served or no-show; another partner's ticket is 404, one not called 409. */
export async function finishTicket(
  db: Db,
  where: { partnerId: number; ticketId: number },
  outcome: 'served' | 'no_show',
  now: Date,
): Promise<TicketRow> {
  const mine = and(eq(queueTickets.id, where.ticketId), eq(queueTickets.partnerId, where.partnerId));
  const [done] = await db
    .update(queueTickets)
    .set({ state: outcome, finishedAt: now })
    .where(and(mine, eq(queueTickets.state, 'called')))
    .returning();
  if (done) return done;
  const [exists] = await db.select({ id: queueTickets.id }).from(queueTickets).where(mine).limit(1);
  if (!exists) throw notFound();
  throw new HttpError(409, QUEUE_TEXTS.notCalled);
}

/** Records how the called SMS went (the attempt itself is in the SMS log). */
export async function recordCalledSms(db: Db, ticketId: number, status: 'sent' | 'failed'): Promise<void> {
  await db.update(queueTickets).set({ smsStatus: status }).where(eq(queueTickets.id, ticketId));
}
