import { type SQL, and, count, desc, eq, inArray } from 'drizzle-orm';
import type { TTicket } from '@ared/contract/tickets';
import type { Db } from '../../db/client';
import { partners } from '../partners/schema';
import { smes } from '../smes/schema';
import { ticketMessages, tickets } from './schema';
import { users } from '../users/schema';
import { notFound } from '../../lib/http-errors';
import type { ListSource } from '../../lib/list/paged-list';
import type { Mailer } from '../../lib/mailer';
import { type ThreadMailContext, ticketMail } from './mail';

type TicketRow = typeof tickets.$inferSelect;

export const toTicket = (row: TicketRow): TTicket => ({
  id: row.id,
  subject: row.subject,
  department: row.department,
  priority: row.priority,
  message: row.message,
  is_open: row.isOpen,
  created: row.created.toISOString(),
  last_activity: row.lastActivity.toISOString(),
  last_author: row.lastAuthor,
});

export type TicketFilters = {
  /** Tickets written by the users of this SME (one of the partner's: another's answers 404). */
  userSme?: number | undefined;
  department?: TicketRow['department'] | undefined;
};

async function assertOwnSme(db: Db, partnerId: number, smeId: number): Promise<void> {
  const [sme] = await db
    .select({ id: smes.id })
    .from(smes)
    .where(and(eq(smes.id, smeId), eq(smes.partnerId, partnerId)))
    .limit(1);
  if (!sme) throw notFound();
}

/** The rows the list's filters select (the list and its export); another partner's SME answers 404. */
export async function ticketListWhere(db: Db, partnerId: number, f: TicketFilters): Promise<SQL> {
  if (f.userSme !== undefined) await assertOwnSme(db, partnerId, f.userSme);
  const conditions = [eq(tickets.partnerId, partnerId)];
  if (f.department !== undefined) conditions.push(eq(tickets.department, f.department));
  if (f.userSme !== undefined)
    conditions.push(
      inArray(tickets.userId, db.select({ id: users.id }).from(users).where(eq(users.smeId, f.userSme))),
    );
  return and(...conditions)!;
}

/** The partner's tickets, newest first; few per partner, so counted on the (partner, …, created) index. */
export async function ticketListSource(
  db: Db,
  partnerId: number,
  f: TicketFilters,
): Promise<ListSource<TTicket>> {
  const where = await ticketListWhere(db, partnerId, f);
  return {
    count: async () => {
      const [total] = await db.select({ n: count() }).from(tickets).where(where);
      return total?.n ?? 0;
    },
    rows: async ({ limit, skip }) => {
      const rows = await db
        .select()
        .from(tickets)
        .where(where)
        .orderBy(desc(tickets.created), desc(tickets.id))
        .limit(limit)
        .offset(skip);
      return { rows: rows.map(toTicket) };
    },
  };
}

export type NewTicket = {
  subject: string;
  department: TicketRow['department'];
  priority: TicketRow['priority'];
  message: string;
};

/** What opening or answering a ticket needs: the database, the mailer and the thread's addresses. */
export type TicketDeps = {
  db: Db;
  mailer: Mailer;
  mail: ThreadMailContext;
  log: { error: (obj: object, msg: string) => void };
};

/** The partner's name and the user's name and address, as the support mails show them. */
export async function whoWrote(db: Db, partnerId: number, userId: number) {
  const [who] = await db
    .select({
      partnerName: partners.name,
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
    })
    .from(users)
    .innerJoin(partners, eq(partners.id, users.partnerId))
    .where(and(eq(users.id, userId), eq(users.partnerId, partnerId)))
    .limit(1);
  return {
    partnerName: who?.partnerName ?? `Partner ${partnerId}`,
    user: { name: `${who?.firstName ?? ''} ${who?.lastName ?? ''}`.trim(), email: who?.email ?? '' },
  };
}

/**
 * Opens a ticket for the partner, its description as the conversation's first message (its subject when
 * there is none), and mails the support address. The ticket is kept even when the mail cannot be sent: the
 * support team still sees it, and the user is not asked to send it twice. A caller that tells the support
 * team itself (the assistant's escalation mail, which names the ticket) passes `notifySupport: false`.
 */
export async function createTicket(
  { db, mailer, mail, log }: TicketDeps,
  partnerId: number,
  userId: number,
  body: NewTicket,
  { notifySupport = true }: { notifySupport?: boolean } = {},
): Promise<TTicket> {
  const row = await db.transaction(async (tx) => {
    const [created] = await tx
      .insert(tickets)
      .values({ partnerId, userId, ...body })
      .returning();
    await tx.insert(ticketMessages).values({
      partnerId,
      ticketId: created!.id,
      author: 'partner',
      userId,
      body: body.message || body.subject,
      created: created!.created,
    });
    return created!;
  });
  const ticket = toTicket(row);
  if (!notifySupport) return ticket;
  const who = await whoWrote(db, partnerId, userId);
  try {
    await mailer.send(ticketMail({ context: mail, ticket, token: row.replyToken, ...who }));
  } catch (error) {
    log.error({ err: error, ticket: ticket.id }, 'the support mail of a new ticket was not sent');
  }
  return ticket;
}
