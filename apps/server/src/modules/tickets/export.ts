import { getTableColumns } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { isoCell } from '../../lib/csv-export/cells';
import { type ExportQuery, seekExportQuery } from '../../lib/csv-export/keyset-chunks';
import type { ExportColumn } from '../../lib/csv-export/send-csv-export';
import type { SeekOrder } from '../../lib/list/anchors';
import { type TicketFilters, ticketListWhere } from './service';
import { tickets } from './schema';

type ExportRow = typeof tickets.$inferSelect & { key: string[] };

const NEWEST_FIRST: SeekOrder = {
  columns: [tickets.created, tickets.id],
  casts: ['timestamptz', 'int4'],
  direction: 'desc',
};

/** The tickets the list's filters select, newest first, in chunks (another partner's SME: 404 first). */
export async function ticketExportQuery(
  db: Db,
  partnerId: number,
  filters: TicketFilters,
): Promise<ExportQuery<ExportRow>> {
  const where = await ticketListWhere(db, partnerId, filters);
  return seekExportQuery<ExportRow>(db, NEWEST_FIRST, where, (key) =>
    db.select({ ...getTableColumns(tickets), key }).from(tickets),
  );
}

export const TICKET_EXPORT_COLUMNS: readonly ExportColumn<ExportRow>[] = [
  { header: 'Subject', cell: (r) => r.subject },
  { header: 'Department', cell: (r) => r.department },
  { header: 'Priority', cell: (r) => r.priority },
  { header: 'Status', cell: (r) => (r.isOpen ? 'Open' : 'Closed') },
  { header: 'Message', cell: (r) => r.message },
  { header: 'Created (UTC)', cell: (r) => isoCell(r.created) },
];
