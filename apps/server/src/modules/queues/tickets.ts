import type { TQueueTicket } from '@ared/contract/queues';
import type { queueTickets } from './schema';

export type TicketRow = typeof queueTickets.$inferSelect;

/** A ticket as staff see it: the guest's phone stays out of the lists (only whether one was left). */
export function ticketOut(row: TicketRow): TQueueTicket {
  return {
    id: row.id,
    number: row.number,
    state: row.state as TQueueTicket['state'],
    taken_at: row.takenAt.toISOString(),
    called_at: row.calledAt?.toISOString() ?? null,
    finished_at: row.finishedAt?.toISOString() ?? null,
    has_phone: row.phone !== null,
    sms_status: (row.smsStatus as TQueueTicket['sms_status']) ?? null,
  };
}
