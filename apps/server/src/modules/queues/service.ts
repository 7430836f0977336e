import { and, asc, desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { QUEUE_TEXTS, type TQueueState, type TQueueTicket } from '@ared/contract/queues';
import { addDays, localDate } from '../../lib/calendar';
import { ownRealm } from '../realms';
import { sendSms, smsTransportOf } from '../sms';
import { displayPath, displayToken } from './display';
import { nowServing } from './guest-view';
import { callNext, finishTicket, recordCalledSms } from './operator';
import { queueTickets } from './schema';
import { queueSummary } from './summary';
import { localMidnight } from './day';
import { ticketOut } from './tickets';

/** The realm's queue day: the local calendar day in the partners' time zone. */
export const queueDay = (app: FastifyInstance): string =>
  localDate(app.deps.clock.now(), app.deps.config.billing.timeZone);

/** Today as a period (local midnight to the next), for the operator page's counts. */
export function todayPeriod(app: FastifyInstance): { start: Date; end: Date } {
  const tz = app.deps.config.billing.timeZone;
  const day = queueDay(app);
  return { start: localMidnight(day, tz), end: localMidnight(addDays(day, 1), tz) };
}

/** Today's queue of one of the partner's realms: waiting and called tickets, the counts, the display path. */
export async function queueState(
  app: FastifyInstance,
  partnerId: number,
  realmId: number,
): Promise<TQueueState> {
  const db = app.deps.database.db;
  const realm = await ownRealm(db, partnerId, realmId);
  const day = queueDay(app);
  const ofToday = and(eq(queueTickets.realmId, realm.id), eq(queueTickets.day, day));
  const [waiting, called, serving, summary, token] = await Promise.all([
    db
      .select()
      .from(queueTickets)
      .where(and(ofToday, eq(queueTickets.state, 'waiting')))
      .orderBy(asc(queueTickets.number))
      .limit(500),
    db
      .select()
      .from(queueTickets)
      .where(and(ofToday, eq(queueTickets.state, 'called')))
      .orderBy(desc(queueTickets.calledAt))
      .limit(100),
    nowServing(db, realm.id, day),
    queueSummary(db, { partnerId, realmId: realm.id, today: day }, todayPeriod(app)),
    displayToken(db, partnerId, realm.id),
  ]);
  return {
    realm: { id: realm.id, name: realm.name },
    day,
    now_serving: serving,
    waiting: waiting.map(ticketOut),
    called: called.map(ticketOut),
    summary,
    display_path: displayPath(token),
  };
}

/**
 * Calls the next guest; one who left a phone is texted through the SMS module (recorded and counted like
 * every SMS of the partner). A failed SMS does not undo the call: the ticket says 'failed' for staff.
 */
export async function callNextGuest(
  app: FastifyInstance,
  partnerId: number,
  realmId: number,
): Promise<TQueueTicket> {
  const { database, clock, config } = app.deps;
  const realm = await ownRealm(database.db, partnerId, realmId);
  const ticket = await callNext(
    database.db,
    { partnerId, realmId: realm.id, day: queueDay(app) },
    clock.now(),
  );
  if (!ticket.phone) return ticketOut(ticket);
  const result = await sendSms(database.db, smsTransportOf(app), config.sms.sender, {
    partnerId,
    to: ticket.phone,
    message: QUEUE_TEXTS.calledSms(ticket.number, realm.name),
    routerId: ticket.routerId,
  });
  await recordCalledSms(database.db, ticket.id, result.status);
  return ticketOut({ ...ticket, smsStatus: result.status });
}

/** Served or no-show, for a called ticket of the partner's realm. */
export async function finishGuest(
  app: FastifyInstance,
  where: { partnerId: number; ticketId: number },
  outcome: 'served' | 'no_show',
): Promise<TQueueTicket> {
  const { database, clock } = app.deps;
  return ticketOut(await finishTicket(database.db, where, outcome, clock.now()));
}
