import { sql } from 'drizzle-orm';
import { BILLING_CURRENCY } from '@ared/contract/billing';
import { REVENUE_SERIES, type TRevenue, type TRevenueTotal } from '@ared/contract/analytics';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/raw';
import { billings, payments } from '../billing/schema';
import type { Boxes } from './boxes';
import { type PurchaseGroup, purchaseRevenue, purchasesKept } from './purchase-revenue';
import type { AnalyticsRange } from './range';
import { revenueBreakdown } from './revenue-breakdown';

/**
 * Revenue (part 1 §7 partner/revenue, part 2 §7 partners/{id}/calculate/, issue 32 §5, decision 079): the
 * payments the billing engine recorded (one per paid billing, by hand or by mobile money, in the billing
 * currency) and the guests' portal purchases by mobile money, less what providers reversed. This is the one
 * function for the figure: the card, the chart, the report file and the assistant all read it. Vouchers are
 * not revenue by their price: a purchase's voucher is counted once, as its payment. Payments are few (one per
 * SME and cycle; one per purchase), so they are read directly through their indexes, not rolled up.
 */

const money = (n: number) => Math.round(n * 100) / 100;

/** Every payment the partner ever received and kept: bills, and purchases not reversed. */
export async function revenueTotal(db: Db, partnerId: number): Promise<TRevenueTotal> {
  const [[row], purchases] = await Promise.all([
    queryRows<{ total: string | number | null }>(
      db,
      sql`select coalesce(sum(amount), 0) as total from ${payments} where partner_id = ${partnerId}`,
    ),
    purchasesKept(db, partnerId),
  ]);
  return { total_revenue: money(Number(row?.total ?? 0) + purchases), currency: BILLING_CURRENCY };
}

/** Bill payments per bucket of the range (the SMEs' billing: the partner's, not a box's). */
async function billPayments(db: Db, partnerId: number, range: AnalyticsRange): Promise<number[]> {
  const starts = JSON.stringify(range.buckets.map((b) => b.start.toISOString()));
  const end = range.buckets[range.buckets.length - 1]!.end.toISOString();
  const rows = await queryRows<{ bucket: number; amount: string | number }>(
    db,
    sql`with b as (select (ord - 1)::int as i, value::timestamptz as start
          from json_array_elements_text(${starts}::json) with ordinality as t(value, ord))
      select (select max(b.i) from b where b.start <= p.paid_at) as bucket, sum(p.amount) as amount
      from ${payments} p
      where p.partner_id = ${partnerId}
        and p.paid_at >= ${range.start.toISOString()}::timestamptz and p.paid_at < ${end}::timestamptz
      group by 1`,
  );
  const data = range.buckets.map(() => 0);
  for (const row of rows) {
    const i = Number(row.bucket);
    if (i >= 0 && i < data.length) data[i] = money(data[i]! + Number(row.amount));
  }
  return data;
}

const perBucket = (size: number, groups: readonly PurchaseGroup[]) => {
  const data = Array.from({ length: size }, () => 0);
  for (const g of groups) data[g.bucket] = money(data[g.bucket]! + g.amount);
  return data;
};
const sum = (data: readonly number[]) => money(data.reduce((a, b) => a + b, 0));

/**
 * Money per bucket of the range (the partners' local days, months or years): the net (`Revenue`, the first
 * series, whose bars add up to `total_revenue`), then its parts — bill payments, portal purchases and
 * reversals (positive amounts, subtracted) — the purchases per box, realm and tier, and what is billed and
 * still unpaid now (open billings: not paid, not paused), whatever their period. With one box chosen
 * (`boxes` not All Boxes), only that box's purchases: bill payments are not a box's.
 */
export async function revenue(
  db: Db,
  partnerId: number,
  range: AnalyticsRange,
  boxes: Boxes | null = null,
): Promise<TRevenue> {
  const size = range.buckets.length;
  const window = {
    starts: range.buckets.map((b) => b.start),
    start: range.start,
    end: range.buckets[size - 1]!.end,
  };
  const perBox = boxes !== null && !boxes.all;
  const [bills, { sales, reversals }, [owed]] = await Promise.all([
    perBox ? Promise.resolve(range.buckets.map(() => 0)) : billPayments(db, partnerId, range),
    purchaseRevenue(db, partnerId, window, boxes),
    queryRows<{ owed: string | number | null }>(
      db,
      sql`select coalesce(sum(final_amount), 0) as owed from ${billings}
        where partner_id = ${partnerId} and not is_paid and not is_paused`,
    ),
  ]);
  const bought = perBucket(size, sales);
  const reversed = perBucket(size, reversals);
  const net = bills.map((b, i) => money(b + bought[i]! - reversed[i]!));
  const total = sum(net);
  return {
    currency: BILLING_CURRENCY,
    total_revenue: total,
    outstanding: money(Number(owed?.owed ?? 0)),
    revenue: {
      categories: range.buckets.map((b) => b.label),
      series: [
        { name: REVENUE_SERIES.net, data: net, total },
        { name: REVENUE_SERIES.bills, data: bills, total: sum(bills) },
        { name: REVENUE_SERIES.purchases, data: bought, total: sum(bought) },
        { name: REVENUE_SERIES.reversals, data: reversed, total: sum(reversed) },
      ],
    },
    bill_payments: sum(bills),
    purchases: sum(bought),
    reversals: sum(reversed),
    breakdown: await revenueBreakdown(db, partnerId, sales, reversals),
  };
}
