import { and, eq } from 'drizzle-orm';
import { BILLING_CURRENCY } from '@ared/contract/billing';
import type { Db } from '../../db/client';
import { isoCell } from '../../lib/csv-export/cells';
import { type ExportQuery, seekExportQuery } from '../../lib/csv-export/keyset-chunks';
import type { ExportColumn } from '../../lib/csv-export/send-csv-export';
import { smes } from '../smes/schema';
import { type BillingFilters, type BillingRow, LATEST_DUE_FIRST, billingListWhere, columns } from './queries';
import { billings, invoices } from './schema';

type ExportRow = BillingRow & { key: string[] };

/** The billings the list's filters select, latest due date first (the list's default order), in chunks. */
export function billingExportQuery(
  db: Db,
  partnerId: number,
  filters: BillingFilters,
): ExportQuery<ExportRow> {
  const where = billingListWhere(partnerId, filters);
  return seekExportQuery<ExportRow>(db, LATEST_DUE_FIRST, where, (key) =>
    db
      .select({ ...columns, key })
      .from(billings)
      .innerJoin(smes, eq(smes.id, billings.smeId))
      .leftJoin(
        invoices,
        and(eq(invoices.billingId, billings.id), eq(invoices.partnerId, billings.partnerId)),
      ),
  );
}

const statusOf = (b: BillingRow['billing']) => (b.isPaid ? 'Paid' : b.isPaused ? 'Paused' : 'Unpaid');

/** The billing list's columns; dates are the billing calendar's days (YYYY-MM-DD), amounts in the currency. */
export const billingExportColumns = (item: string): readonly ExportColumn<ExportRow>[] => [
  { header: 'SME', cell: (r) => r.smeName },
  { header: item, cell: (r) => r.billing.itemName },
  { header: 'Start Date', cell: (r) => r.billing.startDate },
  { header: 'End Date', cell: (r) => r.billing.endDate },
  { header: 'Due Date', cell: (r) => r.billing.dueDate },
  { header: 'Amount', cell: (r) => r.billing.amount },
  { header: 'Discount (%)', cell: (r) => r.billing.discountPercentage },
  { header: 'Final Amount', cell: (r) => r.billing.finalAmount },
  { header: 'Currency', cell: () => BILLING_CURRENCY },
  { header: 'Status', cell: (r) => statusOf(r.billing) },
  { header: 'Paid At (UTC)', cell: (r) => isoCell(r.billing.paidAt) },
  { header: 'Invoice Number', cell: (r) => r.invoiceNumber },
];
