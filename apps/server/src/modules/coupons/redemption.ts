import { type SQL, sql } from 'drizzle-orm';

/**
 * The coupons module's part of the billing engine's opening statement: SQL fragments the engine places in
 * its CTEs, so redeeming a coupon stays in that one set-based statement while this module keeps the only
 * SQL that writes discount_coupons (decision 015).
 */

/** Each SME's oldest unused coupon (sme_id, id, percentage_discount), for the SMEs `smeIds` selects. */
export const oldestUnusedCoupons = (smeIds: SQL) => sql`
  select distinct on (c.sme_id) c.sme_id, c.id, c.percentage_discount
  from discount_coupons c
  where not c.used and c.sme_id in (${smeIds})
  order by c.sme_id, c.id`;

/** Marks used the coupons the new billings applied; `applied` selects (id, coupon_id) of those billings. */
export const markCouponsUsed = (applied: SQL) => sql`
  update discount_coupons c set used = true, billing_id = i.id
  from (${applied}) i
  where c.id = i.coupon_id and not c.used
  returning c.id`;
