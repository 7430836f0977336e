import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/raw';

/**
 * Sets each partner's has_not_paid_for_one_billing_five_days_ago: true for the partners in `latePartnerIds`
 * (a subquery the billing module writes), false for the others. Only changed rows are written; `partnerId`
 * limits it to one partner. Returns how many changed.
 */
export async function setLatePaymentFlags(db: Db, latePartnerIds: SQL, partnerId?: number): Promise<number> {
  const rows = await queryRows<{ id: number }>(
    db,
    sql`
    update partners p set has_not_paid_for_one_billing_five_days_ago = x.late
    from (
      select p2.id, p2.id in (${latePartnerIds}) as late
      from partners p2 ${partnerId ? sql`where p2.id = ${partnerId}` : sql``}
    ) x
    where p.id = x.id and p.has_not_paid_for_one_billing_five_days_ago <> x.late
    returning p.id`,
  );
  return rows.length;
}
