import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { isoCell, yesNo } from '../../lib/csv-export/cells';
import { type ExportQuery, seekExportQuery } from '../../lib/csv-export/keyset-chunks';
import type { ExportColumn } from '../../lib/csv-export/send-csv-export';
import type { SeekOrder } from '../../lib/list/anchors';
import { users } from '../users/schema';
import { type KioskFilters, type KioskRow, kioskListWhere, selection, toKiosk } from './list';
import { kiosks } from './schema';

type ExportRow = KioskRow & { key: string[] };

/** The list's default order, newest first. */
const NEWEST_FIRST: SeekOrder = {
  columns: [kiosks.created, kiosks.id],
  casts: ['timestamptz', 'int4'],
  direction: 'desc',
};

/** The kiosks the list's filters select, newest first, in chunks. */
export function kioskExportQuery(db: Db, partnerId: number, filters: KioskFilters): ExportQuery<ExportRow> {
  const where = kioskListWhere(partnerId, filters);
  return seekExportQuery<ExportRow>(db, NEWEST_FIRST, where, (key) =>
    db
      .select({ ...selection, key })
      .from(kiosks)
      .leftJoin(users, eq(users.id, kiosks.assignedToId)),
  );
}

/** The list's columns: serial, functional, the box in it, the micro franchisee, when added (UTC). */
export const KIOSK_EXPORT_COLUMNS: readonly ExportColumn<ExportRow>[] = [
  { header: 'Serial Number', cell: (r) => r.kiosk.serialNumber },
  { header: 'Functional', cell: (r) => yesNo(r.kiosk.functional) },
  { header: 'Router', cell: (r) => toKiosk(r).kiosk_router?.serial_number ?? '' },
  { header: 'Assigned To', cell: (r) => toKiosk(r).assigned_to?.full_name ?? '' },
  { header: 'Added (UTC)', cell: (r) => isoCell(r.kiosk.created) },
];
