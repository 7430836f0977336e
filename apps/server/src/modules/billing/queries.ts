import { type SQL, type SQLWrapper, and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import { BILLING_CURRENCY, type TBilling } from '@ared/contract/billing';
import type { Database, Db } from '../../db/client';
import { billingScopes } from '../../db/list-scopes';
import type { SeekOrder } from '../../lib/list/anchors';
import { keptCount } from '../../lib/list/kept-count';
import type { ListSource } from '../../lib/list/paged-list';
import { placeholder, seekableSource, withCondition } from '../../lib/list/seekable-source';
import { billings, invoices } from './schema';
import { smes } from '../smes/schema';
import { daysBetween } from '../../lib/calendar';
import { isLatestUnpaid } from './open-billing-rule';
import { orderByOf, orderingField } from '../../lib/ordering';

export type BillingKind = 'subscription' | 'sms';

export const columns = {
  billing: billings,
  smeName: smes.name,
  invoiceId: invoices.id,
  invoiceNumber: invoices.invoiceNumber,
  latestUnpaid: sql<boolean>`${isLatestUnpaid('billings')}`,
};

export type BillingRow = {
  billing: typeof billings.$inferSelect;
  smeName: string;
  invoiceId: number | null;
  invoiceNumber: string | null;
  latestUnpaid: boolean;
};

export function toBilling(row: BillingRow, today: string): TBilling {
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

/** The default order (latest due date first), served by the (partner, kind, due_date, id) index. */
export const LATEST_DUE_FIRST: SeekOrder = {
  columns: [billings.dueDate, billings.id],
  casts: ['date', 'int4'],
  direction: 'desc',
};
const latestDueFirst = [desc(billings.dueDate), desc(billings.id)];

/** The rows the list's filters select, as one condition (the list's counted path and its export). */
export function billingListWhere(partnerId: number, f: BillingFilters): SQL {
  return and(
    eq(billings.partnerId, partnerId),
    eq(billings.kind, f.kind),
    f.isPaid === undefined ? undefined : eq(billings.isPaid, f.isPaid),
    f.smeId === undefined ? undefined : eq(billings.smeId, f.smeId),
  )!;
}

/**
 * A page of the partner's billings of one kind, latest due date first unless `ordering` says otherwise. The
 * page's ids come first, from the index alone (only sorting by the SME's name needs the SMEs there), then
 * the page's rows are read whole. The partner's whole list (of one kind, paid or not) is counted by the
 * kept counts (decision 019) and its deep pages seek (decision 021); one SME's list is a few dozen rows, counted.
 */
export function billingListSource(
  database: Database,
  partnerId: number,
  today: string,
  f: BillingFilters,
  ordering: string | undefined,
): ListSource<TBilling> {
  const db = database.db;
  const toItem = (row: BillingRow) => toBilling(row, today);
  const whole = (on: Db, ids: SQLWrapper, order: SQL[], extra: Record<string, SQL> = {}) =>
    on
      .select({ ...columns, ...extra })
      .from(billings)
      .innerJoin(smes, eq(smes.id, billings.smeId))
      .leftJoin(
        invoices,
        and(eq(invoices.billingId, billings.id), eq(invoices.partnerId, billings.partnerId)),
      )
      .where(inArray(billings.id, ids))
      .orderBy(...order);
  const scopes = f.smeId === undefined ? billingScopes(f.kind, f.isPaid) : null;
  const own = (partner: unknown, kind: unknown, isPaid: unknown) => {
    const conditions: SQL[] = [
      eq(billings.partnerId, partner as number),
      eq(billings.kind, kind as BillingKind),
    ];
    if (f.isPaid !== undefined) conditions.push(eq(billings.isPaid, isPaid as boolean));
    return and(...conditions)!;
  };
  if (scopes !== null && (ordering === undefined || ordering === '-due_date')) {
    return seekableSource({
      name: f.isPaid === undefined ? 'billings_latest' : 'billings_latest_paid_or_unpaid',
      database,
      kept: { list: 'billings', partnerId, scopes },
      order: LATEST_DUE_FIRST,
      ids: (hot, condition) =>
        hot
          .select({ id: billings.id })
          .from(billings)
          .where(
            withCondition(own(placeholder('partner'), placeholder('kind'), placeholder('paid')), condition),
          )
          .$dynamic(),
      page: (hot, ids, extra) => whole(hot, ids, latestDueFirst, extra),
      values: { partner: partnerId, kind: f.kind, paid: f.isPaid },
      anchorsFrom: { table: sql`${billings}`, where: own(partnerId, f.kind, f.isPaid) },
      toItem,
    });
  }
  const where = billingListWhere(partnerId, f);
  const order = orderByOf(ordering, BILLING_ORDER_COLUMNS, billings.id, latestDueFirst);
  return {
    count: async () => {
      if (scopes !== null) return keptCount(database, { list: 'billings', partnerId, scopes });
      const [row] = await db.select({ n: count() }).from(billings).where(where);
      return row?.n ?? 0;
    },
    rows: async ({ limit, skip }) => {
      const ids = db.select({ id: billings.id }).from(billings).$dynamic();
      const pageIds = (
        orderingField(ordering) === 'sme' ? ids.innerJoin(smes, eq(smes.id, billings.smeId)) : ids
      )
        .where(where)
        .orderBy(...order)
        .limit(limit)
        .offset(skip);
      return { rows: (await whole(db, pageIds, order)).map(toItem) };
    },
  };
}

/** One billing of the partner, or undefined. */
export async function findBilling(db: Db, partnerId: number, id: number, today: string) {
  const [row] = await db
    .select(columns)
    .from(billings)
    .innerJoin(smes, eq(smes.id, billings.smeId))
    .leftJoin(invoices, and(eq(invoices.billingId, billings.id), eq(invoices.partnerId, billings.partnerId)))
    .where(and(eq(billings.partnerId, partnerId), eq(billings.id, id)))
    .limit(1);
  return row ? toBilling(row, today) : undefined;
}
