import { and, count, desc, eq } from 'drizzle-orm';
import type { TICKET_PRIORITIES } from '@ared/contract/tickets';
import type { Db } from '../../db/client';
import { tickets } from './schema';

export type OpenTicket = {
  id: number;
  subject: string;
  priority: (typeof TICKET_PRIORITIES)[number];
  lastActivity: Date;
};

/**
 * The partner's open tickets, most recently active first, and how many are open in all: what the
 * assistant answers and what an agent's context snapshot shows.
 */
export async function openTicketsOf(
  db: Db,
  partnerId: number,
  limit: number,
): Promise<{ total: number; rows: OpenTicket[] }> {
  const open = and(eq(tickets.partnerId, partnerId), eq(tickets.isOpen, true));
  const [rows, [counted]] = await Promise.all([
    db
      .select({
        id: tickets.id,
        subject: tickets.subject,
        priority: tickets.priority,
        lastActivity: tickets.lastActivity,
      })
      .from(tickets)
      .where(open)
      .orderBy(desc(tickets.lastActivity), desc(tickets.id))
      .limit(limit),
    db.select({ n: count() }).from(tickets).where(open),
  ]);
  return { total: counted?.n ?? 0, rows };
}
