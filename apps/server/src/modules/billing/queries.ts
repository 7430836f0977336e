import { type SQL, and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import { BILLING_CURRENCY, type TBilling } from '@ared/contract/billing';
import type { Db } from '../../db/client';
import { readKeptCount } from '../../db/list-counts';
import { BILLING_LIST, billingScopes } from '../../db/list-scopes';
import { billings, invoices, smes } from '../../db/schema';
import { daysBetween } from '../../lib/calendar';
import { isLatestUnpaid } from './open-billing-rule';
import { orderByOf, orderingField } from '../../lib/ordering';

export type BillingKind = 'subscription' | 'sms';

const columns = {
  billing: billings,
  smeName: smes.name,
  invoiceId: invoices.id,
  invoiceNumber: invoices.invoiceNumber,
  latestUnpaid: sql<boolean>`${isLatestUnpaid('billings')}`,
};

type Row = {
  billing: typeof billings.$inferSelect;
  smeName: string;
  invoiceId: number | null;
  invoiceNumber: string | null;
  latestUnpaid: boolean;
};

function toBilling(row: Row, today: string): TBilling {
  const b = row.billing;
  return {
    id: b.id,
    kind: b.kind,
    sme: { id: b.smeId, name: row.smeName },
    due_date: b.dueDate,
    start_date: b.startDate,
    end_date: b.endDate,
    is_paid: b.isPaid,
    is_paused: b.isPaused,
    amount: b.amount,
    discount_percentage: b.discountPercentage,
    final_amount: b.finalAmount,
    currency: BILLING_CURRENCY,
    remaining_days: daysBetween(today, b.dueDate),
    is_latest_unpaid: Boolean(row.latestUnpaid),
    subscription_plan: b.kind === 'subscription' ? { name: b.itemName } : null,
    sms_package: b.kind === 'sms' ? { name: b.itemName } : null,
    billing_invoices:
      row.invoiceId !== null && row.invoiceNumber !== null
        ? [{ id: row.invoiceId, invoice_number: row.invoiceNumber }]
        : [],
    invoice_number: row.invoiceNumber ?? '',
    paid_at: b.paidAt?.toISOString() ?? null,
    created: b.created.toISOString(),
  };
}

/**
 * The list's total: from the trigger-kept list_counts for a partner's whole list (one row or two), by
 * counting for one SME (a few dozen rows at most).
 */
async function countBillings(db: Db, partnerId: number, f: BillingFilters): Promise<number> {
  if (f.smeId !== undefined) {
    const conditions: SQL[] = [
      eq(billings.partnerId, partnerId),
      eq(billings.kind, f.kind),
      eq(billings.smeId, f.smeId),
    ];
    if (f.isPaid !== undefined) conditions.push(eq(billings.isPaid, f.isPaid));
    const [row] = await db
      .select({ n: count() })
      .from(billings)
      .where(and(...conditions));
    return row?.n ?? 0;
  }
  const { n } = await readKeptCount(db, BILLING_LIST, partnerId, billingScopes(f.kind, f.isPaid));
  return n;
}

export type BillingFilters = { kind: BillingKind; smeId?: number | undefined; isPaid?: boolean | undefined };

/** GET partner/billing/?ordering=. */
const BILLING_ORDER_COLUMNS = {
  sme: sql`lower(${smes.name})`,
  due_date: billings.dueDate,
  start_date: billings.startDate,
  is_paid: billings.isPaid,
  final_amount: billings.finalAmount,
  created: billings.created,
};

/** A page of the partner's billings of one kind, latest due date first unless `ordering` says otherwise. */
export async function listBillings(
  db: Db,
  partnerId: number,
  today: string,
  f: BillingFilters,
  { page, pageSize, ordering }: { page: number; pageSize: number; ordering?: string | undefined },
): Promise<{ count: number; results: TBilling[] }> {
  const conditions: SQL[] = [eq(billings.partnerId, partnerId), eq(billings.kind, f.kind)];
  if (f.smeId !== undefined) conditions.push(eq(billings.smeId, f.smeId));
  if (f.isPaid !== undefined) conditions.push(eq(billings.isPaid, f.isPaid));
  const where = and(...conditions);
  const order = orderByOf(ordering, BILLING_ORDER_COLUMNS, billings.id, [
    desc(billings.dueDate),
    desc(billings.id),
  ]);
  // The page's ids first, from the (partner, kind, due_date, id) index alone: a deep page skips its offset
  // there instead of joining and computing every skipped row; then the ten rows are read whole. Only
  // sorting by the SME's name needs the SMEs in the first step.
  const pageIds = db.select({ id: billings.id }).from(billings).$dynamic();
  const [ids, total] = await Promise.all([
    (orderingField(ordering) === 'sme' ? pageIds.innerJoin(smes, eq(smes.id, billings.smeId)) : pageIds)
      .where(where)
      .orderBy(...order)
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    countBillings(db, partnerId, f),
  ]);
  const rows =
    ids.length === 0
      ? []
      : await db
          .select(columns)
          .from(billings)
          .innerJoin(smes, eq(smes.id, billings.smeId))
          .leftJoin(invoices, eq(invoices.billingId, billings.id))
          .where(
            inArray(
              billings.id,
              ids.map((r) => r.id),
            ),
          )
          .orderBy(...order);
  return { count: total, results: rows.map((r) => toBilling(r, today)) };
}

/** One billing of the partner, or undefined. */
export async function findBilling(db: Db, partnerId: number, id: number, today: string) {
  const [row] = await db
    .select(columns)
    .from(billings)
    .innerJoin(smes, eq(smes.id, billings.smeId))
    .leftJoin(invoices, eq(invoices.billingId, billings.id))
    .where(and(eq(billings.partnerId, partnerId), eq(billings.id, id)))
    .limit(1);
  return row ? toBilling(row, today) : undefined;
}
