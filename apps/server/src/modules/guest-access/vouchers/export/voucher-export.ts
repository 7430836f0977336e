import type { Db } from '../../../../db/client';
import { isoCell, yesNo } from '../../../../lib/csv-export/cells';
import { type ExportQuery, seekExportQuery } from '../../../../lib/csv-export/keyset-chunks';
import type { ExportColumn } from '../../../../lib/csv-export/send-csv-export';
import type { VoucherRow } from '../serialize';
import { effectiveStatus } from '../state';
import type { VoucherFilters } from '../list-filters';
import { NEWEST_FIRST, joined, selection, voucherListWhere } from '../voucher-list';
import { STATUS_WORDS } from './words';

type ExportRow = VoucherRow & { key: string[] };

/** The vouchers the list's filters select, newest first (the list's order), in chunks. */
export function voucherExportQuery(
  db: Db,
  partnerId: number,
  filters: VoucherFilters,
): ExportQuery<ExportRow> {
  const where = voucherListWhere(partnerId, filters);
  return seekExportQuery<ExportRow>(NEWEST_FIRST, where, (key) => joined(db, { ...selection, key }));
}

/** The list's columns and the details' (realm, batch, first use); the status as a reader sees it at `now`. */
export const voucherExportColumns = (now: Date): readonly ExportColumn<ExportRow>[] => [
  { header: 'Code', cell: (r) => r.voucher.code },
  { header: 'Status', cell: (r) => STATUS_WORDS[effectiveStatus(r.voucher, now)] },
  { header: 'Duration (minutes)', cell: (r) => Math.round(r.voucher.durationSeconds / 60) },
  { header: 'Multi-User', cell: (r) => yesNo(r.voucher.multiUser) },
  { header: 'Created At (UTC)', cell: (r) => isoCell(r.voucher.createdAt) },
  { header: 'Expires At (UTC)', cell: (r) => isoCell(r.voucher.expiryDate) },
  { header: 'First Used At (UTC)', cell: (r) => isoCell(r.voucher.firstUsedAt) },
  { header: 'Used By', cell: (r) => (r.voucher.usedBy ?? []).join(' ') },
  { header: 'Realm', cell: (r) => r.realmName },
  { header: 'Batch', cell: (r) => r.voucher.batchId },
];
