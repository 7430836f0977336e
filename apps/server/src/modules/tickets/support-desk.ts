import { type SQL, and, asc, count, desc, eq, sql } from 'drizzle-orm';
import {
  TICKET_MESSAGE_MAX,
  type TSupportDeskStatus,
  type TSupportDeskTicket,
  type TSupportDeskTicketDetail,
} from '@ared/contract/tickets';
import type { Db } from '../../db/client';
import { notFound } from '../../lib/http-errors';
import type { ListSource } from '../../lib/list/paged-list';
import { partners } from '../partners/schema';
import { users } from '../users/schema';
import { type StatusChange, answerAsSupport, messagesOf } from './conversation';
import { ticketMessages, tickets } from './schema';
import { type TicketDeps, toTicket } from './service';

// The support team's side of every partner's tickets (issue 31: everyday tickets answered from the support
// inbox). Only the `support-agent` strategy reaches these; a partner's users have their own routes.

const deskFields = {
  ticket: tickets,
  partnerName: partners.name,
  firstName: users.firstName,
  lastName: users.lastName,
  email: users.email,
};

const deskQuery = (db: Db) =>
  db
    .select(deskFields)
    .from(tickets)
    .innerJoin(partners, eq(partners.id, tickets.partnerId))
    .leftJoin(users, eq(users.id, tickets.userId));

type DeskRow = Awaited<ReturnType<ReturnType<typeof deskQuery>['execute']>>[number];

const toDeskTicket = (row: DeskRow): TSupportDeskTicket => ({
  ...toTicket(row.ticket),
  partner: { id: row.ticket.partnerId, name: row.partnerName },
  user:
    row.ticket.userId === null
      ? null
      : { name: `${row.firstName ?? ''} ${row.lastName ?? ''}`.trim(), email: row.email ?? '' },
});

/** Which tickets each tab shows, and in what order (a help desk's queue: who waited longest first). */
const DESK_VIEWS: Record<TSupportDeskStatus, { where: SQL; order: SQL[] }> = {
  awaiting: {
    where: and(eq(tickets.isOpen, true), eq(tickets.lastAuthor, 'partner'))!,
    order: [asc(tickets.lastActivity), asc(tickets.id)],
  },
  open: { where: eq(tickets.isOpen, true), order: [desc(tickets.lastActivity), desc(tickets.id)] },
  closed: { where: eq(tickets.isOpen, false), order: [desc(tickets.lastActivity), desc(tickets.id)] },
};

/** Every partner's tickets of one tab, read on the (is_open, last_author, last_activity) index. */
export function supportDeskListSource(db: Db, status: TSupportDeskStatus): ListSource<TSupportDeskTicket> {
  const view = DESK_VIEWS[status];
  return {
    count: async () => {
      const [total] = await db.select({ n: count() }).from(tickets).where(view.where);
      return total?.n ?? 0;
    },
    rows: async ({ limit, skip }) => {
      const rows = await deskQuery(db)
        .where(view.where)
        .orderBy(...view.order)
        .limit(limit)
        .offset(skip);
      return { rows: rows.map(toDeskTicket) };
    },
  };
}

/** One ticket of any partner with its conversation; no such ticket answers 404. */
export async function supportDeskTicket(db: Db, ticketId: number): Promise<TSupportDeskTicketDetail> {
  const [row] = await deskQuery(db).where(eq(tickets.id, ticketId)).limit(1);
  if (!row) throw notFound();
  return { ...toDeskTicket(row), messages: await messagesOf(db, row.ticket.partnerId, ticketId) };
}

/** Support's answer from the inbox: as one by mail (conversation, status, mail to the user), by the id. */
export async function answerFromSupportDesk(
  deps: TicketDeps,
  ticketId: number,
  body: string,
  status: StatusChange,
): Promise<TSupportDeskTicketDetail> {
  await answerAsSupport(deps, eq(tickets.id, ticketId), body, status);
  return supportDeskTicket(deps.db, ticketId);
}

/** Closes or reopens a ticket without a message (a duplicate, or solved on the phone). */
export async function setTicketOpen(
  db: Db,
  ticketId: number,
  isOpen: boolean,
): Promise<TSupportDeskTicketDetail> {
  const [row] = await db
    .update(tickets)
    .set({ isOpen })
    .where(eq(tickets.id, ticketId))
    .returning({ id: tickets.id });
  if (!row) throw notFound();
  return supportDeskTicket(db, ticketId);
}

/** A line of an escalated assistant chat, as the ticket the escalation opened keeps it. */
export type ChatLine =
  { author: 'partner'; userId: number | null; body: string } | { author: 'support'; body: string };

/**
 * Copies a line of the escalated chat into its ticket (no mail: the people are talking in the chat), so
 * the partner finds the agent's answers under Support Tickets after the panel is closed. Runs in the
 * chat's own transaction; a ticket deleted since is skipped. A partner's line reopens a closed ticket, as
 * a reply does (decision 056). Bodies longer than a ticket message allows are cut at its bound.
 */
export async function recordChatLine(db: Db, ticketId: number, line: ChatLine, at: Date): Promise<void> {
  const [ticket] = await db
    .select({ id: tickets.id, partnerId: tickets.partnerId })
    .from(tickets)
    .where(eq(tickets.id, ticketId))
    .for('update');
  if (!ticket) return;
  await db.insert(ticketMessages).values({
    partnerId: ticket.partnerId,
    ticketId,
    author: line.author,
    userId: line.author === 'partner' ? line.userId : null,
    body: line.body.slice(0, TICKET_MESSAGE_MAX),
    created: at,
  });
  await db
    .update(tickets)
    .set({
      // A chat line's time was read before this lock: never move the last activity back.
      lastActivity: sql`greatest(${tickets.lastActivity}, ${at.toISOString()}::timestamptz)`,
      lastAuthor: line.author,
      ...(line.author === 'partner' && { isOpen: true }),
    })
    .where(eq(tickets.id, ticketId));
}
