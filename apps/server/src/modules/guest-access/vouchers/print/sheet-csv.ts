import { csvRows } from '../../../../lib/csv';
import type { PrintableVoucher } from './batch-query';
import { durationMinutes } from './card-texts';

export const CSV_COLUMNS = ['code', 'duration_minutes', 'multi_user', 'expires', 'network'] as const;

/**
 * The batch as CSV, one voucher a line: the code as stored (no dash), whole minutes, true/false, the expiry
 * as ISO 8601 UTC (a spreadsheet reads it in any zone) and the network name (an SSID staff typed: csvRows
 * keeps it from becoming a formula).
 */
export const renderVoucherCsv = (batch: readonly PrintableVoucher[]): string =>
  csvRows(
    batch.map((v) => [
      v.code,
      durationMinutes(v.durationSeconds),
      v.multiUser,
      v.expiryDate.toISOString(),
      v.network,
    ]),
    { columns: CSV_COLUMNS },
  );
