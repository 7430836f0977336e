import { sql } from 'drizzle-orm';
import { BILLING_CURRENCY } from '@ared/contract/billing';
import type { TRevenue, TRevenueTotal } from '@ared/contract/analytics';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/raw';
import { billings, payments } from '../billing/schema';
import type { AnalyticsRange } from './range';

/**
 * Revenue (part 1 §7 partner/revenue, part 2 §7 partners/{id}/calculate/): the payments the billing engine
 * recorded (one per paid billing, in the billing currency). Payments are few (one per SME and cycle), so
 * they are read directly through their (partner_id, paid_at) index, not rolled up.
 */

const money = (n: number) => Math.round(n * 100) / 100;

/** Every payment the partner ever received. */
export async function revenueTotal(db: Db, partnerId: number): Promise<TRevenueTotal> {
  const [row] = await queryRows<{ total: string | number | null }>(
    db,
    sql`select coalesce(sum(amount), 0) as total from ${payments} where partner_id = ${partnerId}`,
  );
  return { total_revenue: money(Number(row?.total ?? 0)), currency: BILLING_CURRENCY };
}

/**
 * Payments per bucket of the range (the partners' local days, months or years), their total, and what is
 * billed and still unpaid now (open billings: not paid, not paused), whatever their period.
 */
export async function revenue(db: Db, partnerId: number, range: AnalyticsRange): Promise<TRevenue> {
  const starts = JSON.stringify(range.buckets.map((b) => b.start.toISOString()));
  const end = range.buckets[range.buckets.length - 1]!.end.toISOString();
  const [rows, [owed]] = await Promise.all([
    queryRows<{ bucket: number; amount: string | number }>(
      db,
      sql`with b as (select (ord - 1)::int as i, value::timestamptz as start
            from json_array_elements_text(${starts}::json) with ordinality as t(value, ord))
        select (select max(b.i) from b where b.start <= p.paid_at) as bucket, sum(p.amount) as amount
        from ${payments} p
        where p.partner_id = ${partnerId}
          and p.paid_at >= ${range.start.toISOString()}::timestamptz and p.paid_at < ${end}::timestamptz
        group by 1`,
    ),
    queryRows<{ owed: string | number | null }>(
      db,
      sql`select coalesce(sum(final_amount), 0) as owed from ${billings}
        where partner_id = ${partnerId} and not is_paid and not is_paused`,
    ),
  ]);
  const data = range.buckets.map(() => 0);
  for (const row of rows) {
    const i = Number(row.bucket);
    if (i >= 0 && i < data.length) data[i] = money(data[i]! + Number(row.amount));
  }
  const total = money(data.reduce((a, b) => a + b, 0));
  return {
    currency: BILLING_CURRENCY,
    total_revenue: total,
    outstanding: money(Number(owed?.owed ?? 0)),
    revenue: {
      categories: range.buckets.map((b) => b.label),
      series: [{ name: 'Revenue', data, total }],
    },
  };
}
