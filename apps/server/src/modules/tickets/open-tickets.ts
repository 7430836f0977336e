import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { tickets } from './schema';

/** The partner's open tickets, most recently active first. */
export async function openTicketsOf(
  db: Db,
  partnerId: number,
  limit: number,
): Promise<{ id: number; subject: string }[]> {
  return db
    .select({ id: tickets.id, subject: tickets.subject })
    .from(tickets)
    .where(and(eq(tickets.partnerId, partnerId), eq(tickets.isOpen, true)))
    .orderBy(desc(tickets.lastActivity), desc(tickets.id))
    .limit(limit);
}
