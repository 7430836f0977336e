import type { Db } from '../../../../db/client';
import { isoCell, yesNo } from '../../../../lib/csv-export/cells';
import { type ExportQuery, seekExportQuery } from '../../../../lib/csv-export/keyset-chunks';
import type { ExportColumn } from '../../../../lib/csv-export/send-csv-export';
import { vouchers } from '../../schema';
import { effectiveStatus } from '../state';
import type { VoucherFilters } from '../list-filters';
import { NEWEST_FIRST, joined, selection, voucherListWhere } from '../voucher-list';
import { STATUS_WORDS } from './words';

/**
 * Only the columns the file shows (and the status needs): a row's every column is parsed and mapped, and the
 * export's cost is per row (decision 060).
 */
const exportSelection = {
  voucher: {
    code: vouchers.code,
    status: vouchers.status,
    durationSeconds: vouchers.durationSeconds,
    multiUser: vouchers.multiUser,
    createdAt: vouchers.createdAt,
    expiryDate: vouchers.expiryDate,
    firstUsedAt: vouchers.firstUsedAt,
    usedBy: vouchers.usedBy,
    batchId: vouchers.batchId,
  },
  realmName: selection.realmName,
};

type ExportRow = {
  voucher: { [K in keyof typeof exportSelection.voucher]: (typeof vouchers.$inferSelect)[K] };
  realmName: string | null;
  key: string[];
};

/** The vouchers the list's filters select, newest first (the list's order), in chunks. */
export function voucherExportQuery(
  db: Db,
  partnerId: number,
  filters: VoucherFilters,
): ExportQuery<ExportRow> {
  const where = voucherListWhere(partnerId, filters);
  return seekExportQuery<ExportRow>(db, NEWEST_FIRST, where, (key) =>
    joined(db, { ...exportSelection, key }),
  );
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
