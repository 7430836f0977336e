import { type SQL, and, asc, eq, sql } from 'drizzle-orm';
import type { TTicket, TTicketMessage } from '@ared/contract/tickets';
import type { Db } from '../../db/client';
import { notFound } from '../../lib/http-errors';
import { users } from '../users/schema';
import { partnerReplyMail, supportReplyMail } from './mail';
import { ticketMessages, tickets } from './schema';
import { type TicketDeps, toTicket, whoWrote } from './service';

/**
 * A message's time, read once the ticket's row is locked: `now()` is the transaction's start, so a reply
 * that waited for another's lock would be dated before it, and the ticket's last activity would not be the
 * last message's (seen on PostgreSQL with eight answers at once).
 */
const LOCKED_NOW = sql`clock_timestamp()`;

/** A conversation is short (a few messages); this bound keeps one answer small whatever happens. */
export const CONVERSATION_LIMIT = 500;

type MessageRow = typeof ticketMessages.$inferSelect;

const toMessage = (row: MessageRow, name: string | null): TTicketMessage => ({
  id: row.id,
  author: row.author,
  author_name: row.author === 'support' ? 'Support' : name || 'Former user',
  body: row.body,
  created: row.created.toISOString(),
});

/** One of the partner's tickets; another partner's (or no) ticket answers 404 (decision 003). */
export async function ticketOfPartner(db: Db, partnerId: number, ticketId: number): Promise<TTicket> {
  const [row] = await db
    .select()
    .from(tickets)
    .where(and(eq(tickets.id, ticketId), eq(tickets.partnerId, partnerId)))
    .limit(1);
  if (!row) throw notFound();
  return toTicket(row);
}

/** The conversation of one of the partner's tickets, oldest first, with who wrote each message. */
export async function conversationOf(db: Db, partnerId: number, ticketId: number): Promise<TTicketMessage[]> {
  await ticketOfPartner(db, partnerId, ticketId);
  return messagesOf(db, partnerId, ticketId);
}

/** A ticket's messages, oldest first, whoever asks (the caller has checked who may read them). */
export async function messagesOf(db: Db, partnerId: number, ticketId: number): Promise<TTicketMessage[]> {
  const rows = await db
    .select({ message: ticketMessages, firstName: users.firstName, lastName: users.lastName })
    .from(ticketMessages)
    .leftJoin(users, eq(users.id, ticketMessages.userId))
    .where(and(eq(ticketMessages.partnerId, partnerId), eq(ticketMessages.ticketId, ticketId)))
    .orderBy(asc(ticketMessages.created), asc(ticketMessages.id))
    .limit(CONVERSATION_LIMIT);
  return rows.map((r) => toMessage(r.message, `${r.firstName ?? ''} ${r.lastName ?? ''}`.trim()));
}

/**
 * A partner user's reply. A reply on a closed ticket reopens it (decision 056: the partner's problem is
 * back, as in Zendesk or Freshdesk). The ticket's row is locked while the message is added, so two replies
 * take turns and the last activity is the last reply's. Support is mailed after the commit, in the thread.
 */
export async function addPartnerReply(
  deps: TicketDeps,
  user: { id: number; partnerId: number },
  ticketId: number,
  body: string,
): Promise<TTicketMessage> {
  const { row, token, subject } = await deps.db.transaction(async (tx) => {
    const [ticket] = await tx
      .select({ id: tickets.id, token: tickets.replyToken, subject: tickets.subject })
      .from(tickets)
      .where(and(eq(tickets.id, ticketId), eq(tickets.partnerId, user.partnerId)))
      .for('update');
    if (!ticket) throw notFound();
    const [message] = await tx
      .insert(ticketMessages)
      .values({
        partnerId: user.partnerId,
        ticketId,
        author: 'partner',
        userId: user.id,
        body,
        created: LOCKED_NOW,
      })
      .returning();
    await tx
      .update(tickets)
      .set({ isOpen: true, lastActivity: message!.created, lastAuthor: 'partner' })
      .where(eq(tickets.id, ticketId));
    return { row: message!, token: ticket.token, subject: ticket.subject };
  });
  const who = await whoWrote(deps.db, user.partnerId, user.id);
  try {
    await deps.mailer.send(
      partnerReplyMail({
        context: deps.mail,
        ticket: { id: ticketId, subject },
        token,
        messageId: row.id,
        body,
        ...who,
      }),
    );
  } catch (error) {
    deps.log.error({ err: error, ticket: ticketId }, "the support mail of a partner's reply was not sent");
  }
  return toMessage(row, who.user.name);
}

/** What support's reply does to the ticket's status: `#close` / `#open` lines, else nothing. */
export type StatusChange = 'close' | 'open' | null;

/**
 * Support's reply, found by the ticket's token (404 when no ticket has it). It is added to the
 * conversation, sets the status when the reply asks to, and is mailed to the user who opened the ticket.
 */
export async function addSupportReply(
  deps: TicketDeps,
  token: string,
  body: string,
  status: StatusChange,
): Promise<{ ticket: number; message: number }> {
  return answerAsSupport(
    deps,
    eq(tickets.replyToken, token),
    body,
    status,
    'No ticket has this reply address.',
  );
}

/**
 * Support's answer to the ticket `which` selects (by mail: its token; in the support inbox: its id), 404
 * when none: added to the conversation with the status the answer asks for, in one transaction with the
 * ticket's row locked (two answers take turns), then mailed to the user who opened the ticket.
 */
export async function answerAsSupport(
  deps: TicketDeps,
  which: SQL,
  body: string,
  status: StatusChange,
  notFoundDetail?: string,
): Promise<{ ticket: number; message: number }> {
  const result = await deps.db.transaction(async (tx) => {
    const [ticket] = await tx
      .select({
        id: tickets.id,
        partnerId: tickets.partnerId,
        subject: tickets.subject,
        isOpen: tickets.isOpen,
        userId: tickets.userId,
      })
      .from(tickets)
      .where(which)
      .for('update');
    if (!ticket) throw notFound(notFoundDetail);
    const [message] = await tx
      .insert(ticketMessages)
      .values({
        partnerId: ticket.partnerId,
        ticketId: ticket.id,
        author: 'support',
        body,
        created: LOCKED_NOW,
      })
      .returning();
    const isOpen = status === null ? ticket.isOpen : status === 'open';
    await tx
      .update(tickets)
      .set({ isOpen, lastActivity: message!.created, lastAuthor: 'support' })
      .where(eq(tickets.id, ticket.id));
    return { ticket, message: message!, isOpen };
  });
  const [author] = result.ticket.userId
    ? await deps.db
        .select({ email: users.email })
        .from(users)
        .where(and(eq(users.id, result.ticket.userId), sql`${users.email} <> ''`))
        .limit(1)
    : [];
  if (author)
    try {
      await deps.mailer.send(
        supportReplyMail({
          context: deps.mail,
          ticket: { id: result.ticket.id, subject: result.ticket.subject },
          messageId: result.message.id,
          to: author.email,
          body,
          isOpen: result.isOpen,
        }),
      );
    } catch (error) {
      deps.log.error(
        { err: error, ticket: result.ticket.id },
        "the partner's mail of a support reply was not sent",
      );
    }
  return { ticket: result.ticket.id, message: result.message.id };
}
