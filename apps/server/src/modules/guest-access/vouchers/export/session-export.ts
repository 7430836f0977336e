import { and, eq } from 'drizzle-orm';
import type { Db } from '../../../../db/client';
import { isoCell } from '../../../../lib/csv-export/cells';
import { type ExportQuery, seekExportQuery } from '../../../../lib/csv-export/keyset-chunks';
import type { ExportColumn } from '../../../../lib/csv-export/send-csv-export';
import { hotspotSessions } from '../../schema';
import type { SessionRow } from '../serialize';
import { LATEST_FIRST, type SessionStatus, joined, selection } from '../session-list';
import { SESSION_TYPE_WORDS, STATUS_WORDS } from './words';

type ExportRow = SessionRow & { key: string[] };

/** The guest sessions the list's status filter selects, latest first (the list's order), in chunks. */
export function sessionExportQuery(
  db: Db,
  partnerId: number,
  status: SessionStatus | undefined,
): ExportQuery<ExportRow> {
  const where = and(
    eq(hotspotSessions.partnerId, partnerId),
    status === undefined ? undefined : eq(hotspotSessions.status, status),
  );
  return seekExportQuery<ExportRow>(db, LATEST_FIRST, where, (key) => joined(db, { ...selection, key }));
}

/** The list's columns and the details' (box, voucher, bytes); times in UTC, durations in seconds. */
export const SESSION_EXPORT_COLUMNS: readonly ExportColumn<ExportRow>[] = [
  { header: 'Client IP', cell: (r) => r.session.clientIp },
  { header: 'Client MAC', cell: (r) => r.session.clientMac },
  { header: 'Status', cell: (r) => STATUS_WORDS[r.session.status] },
  { header: 'Type', cell: (r) => SESSION_TYPE_WORDS[r.session.sessionType] },
  { header: 'Router', cell: (r) => r.serialNumber },
  { header: 'Voucher Code', cell: (r) => r.session.voucherCode },
  { header: 'Start Time (UTC)', cell: (r) => isoCell(r.session.startTime) },
  { header: 'Stop Time (UTC)', cell: (r) => isoCell(r.session.stopTime) },
  { header: 'Duration (seconds)', cell: (r) => r.session.durationSeconds },
  { header: 'Bytes In', cell: (r) => r.session.bytesIn },
  { header: 'Bytes Out', cell: (r) => r.session.bytesOut },
];
