import { sql } from 'drizzle-orm';
import { BILLING_CURRENCY } from '@ared/contract/billing';
import { CURRENCY_DECIMALS } from '@ared/contract/currencies';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/raw';
import { mobileMoneyPaymentEvents, mobileMoneyPayments } from '../mobile-money/schema';
import type { Boxes } from './boxes';

/**
 * Guests' portal purchases as revenue (issue 32 §5, decision 079): the mobile-money payments of purpose
 * `portal_purchase` the provider confirmed, dated when they settled, and the ones it later reversed, dated
 * when the reversal was recorded. A reversed purchase is counted twice on purpose: as a sale on its day and
 * as a reversal on the reversal's, so a range that holds both nets to zero and one that holds only the sale
 * still shows it. SME bill payments by mobile money are not read here: they are billing payments
 * (`markBillingPaid`), counted with the others. Only payments in the billing currency are revenue (decision
 * 061: analytics revenue is one currency).
 */

/** One (bucket, box, realm, tier) group of sales or of reversals. */
export type PurchaseGroup = {
  bucket: number;
  routerId: number;
  realmId: number | null;
  tierId: number;
  minutes: number;
  count: number;
  amount: number;
};

type GroupRow = {
  bucket: number | null;
  router_id: number;
  realm_id: number | null;
  tier_id: number;
  minutes: number;
  n: number;
  amount_minor: string | number;
};

const toAmount = (minor: number) => minor / 10 ** (CURRENCY_DECIMALS[BILLING_CURRENCY] ?? 0);

const groups = (rows: GroupRow[], buckets: number): PurchaseGroup[] =>
  rows
    .map((r) => ({
      bucket: Number(r.bucket),
      routerId: Number(r.router_id),
      realmId: r.realm_id === null ? null : Number(r.realm_id),
      tierId: Number(r.tier_id),
      minutes: Number(r.minutes),
      count: Number(r.n),
      amount: toAmount(Number(r.amount_minor)),
    }))
    .filter((g) => g.bucket >= 0 && g.bucket < buckets);

export type PurchaseWindow = {
  /** The buckets' starts, in order; a row belongs to the last bucket that starts at or before it. */
  starts: readonly Date[];
  start: Date;
  end: Date;
};

/** Sales (settled in the window) and reversals (recorded in it) of the partner's purchases, grouped. */
export async function purchaseRevenue(
  db: Db,
  partnerId: number,
  window: PurchaseWindow,
  boxes: Boxes | null,
): Promise<{ sales: PurchaseGroup[]; reversals: PurchaseGroup[] }> {
  const starts = JSON.stringify(window.starts.map((d) => d.toISOString()));
  const from = window.start.toISOString();
  const to = window.end.toISOString();
  // With one box chosen, its purchases; All Boxes is the partner's, boxes since removed included.
  const onBoxes =
    boxes && !boxes.all
      ? sql`and (p.purpose->>'routerId')::int in (${sql.join(
          boxes.scope.map((id) => sql`${id}`),
          sql`, `,
        )})`
      : sql``;
  const keys = sql`(p.purpose->>'routerId')::int as router_id, (p.purpose->>'realmId')::int as realm_id,
    (p.purpose->>'tierId')::int as tier_id, (p.purpose->>'minutes')::int as minutes,
    count(*)::int as n, sum(p.amount_minor) as amount_minor`;
  const b = sql`with b as (select (ord - 1)::int as i, value::timestamptz as start
    from json_array_elements_text(${starts}::json) with ordinality as t(value, ord))`;
  const [sales, reversals] = await Promise.all([
    queryRows<GroupRow>(
      db,
      sql`${b}
        select (select max(b.i) from b where b.start <= p.settled_at) as bucket, ${keys}
        from ${mobileMoneyPayments} p
        where p.partner_id = ${partnerId} and p.purpose_kind = 'portal_purchase'
          and p.status in ('successful', 'reversed') and p.currency = ${BILLING_CURRENCY}
          and p.settled_at >= ${from}::timestamptz and p.settled_at < ${to}::timestamptz ${onBoxes}
        group by 1, 2, 3, 4, 5`,
    ),
    queryRows<GroupRow>(
      db,
      sql`${b}
        select (select max(b.i) from b where b.start <= e.at) as bucket, ${keys}
        from ${mobileMoneyPayments} p
        join ${mobileMoneyPaymentEvents} e on e.payment_id = p.id and e.partner_id = p.partner_id
          and e.kind = 'transition'
          and e.detail->>'to' = 'reversed'
        where p.partner_id = ${partnerId} and p.purpose_kind = 'portal_purchase'
          and p.status = 'reversed' and p.currency = ${BILLING_CURRENCY}
          and e.at >= ${from}::timestamptz and e.at < ${to}::timestamptz ${onBoxes}
        group by 1, 2, 3, 4, 5`,
    ),
  ]);
  return { sales: groups(sales, window.starts.length), reversals: groups(reversals, window.starts.length) };
}

/** The partner's purchases ever received and not reversed (partners/{id}/calculate/). */
export async function purchasesKept(db: Db, partnerId: number): Promise<number> {
  const [row] = await queryRows<{ minor: string | number | null }>(
    db,
    sql`select coalesce(sum(amount_minor), 0) as minor from ${mobileMoneyPayments}
      where partner_id = ${partnerId} and purpose_kind = 'portal_purchase' and status = 'successful'
        and currency = ${BILLING_CURRENCY}`,
  );
  return toAmount(Number(row?.minor ?? 0));
}
