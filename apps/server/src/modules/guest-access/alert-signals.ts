import { type SQL, sql } from 'drizzle-orm';
import { radiusNasStates, vouchers } from './schema';

/**
 * What the alerts' evaluation reads of guest access (decision 055), as correlated subqueries on a box's or
 * a realm's id, so its statements stay set-based while this module keeps its tables' shape to itself.
 */

/**
 * The box's RADIUS problem recorded after `since` (problems are written at most once per box per minute,
 * with the minute's count, decision 045) as `{problem, count, at}`, else null. `throttled` is left out: it
 * is guests guessing voucher codes and the guard doing its job, not something wrong with the box.
 */
export const radiusProblemSince = (
  routerId: SQL,
  since: SQL,
): SQL<{
  problem: string;
  count: number;
  at: string;
} | null> =>
  sql`(select jsonb_build_object('problem', n.last_problem, 'count', n.last_problem_count, 'at', n.last_problem_at)
       from ${radiusNasStates} n
       where n.router_id = ${routerId} and n.last_problem_at > ${since} and n.last_problem <> 'throttled')`;

/** The realm's vouchers a guest can still use at `at`: active, never used, not expired. */
export const voucherStockOf = (realmId: SQL, at: SQL): SQL<number> =>
  sql`(select count(*)::int from ${vouchers} v
       where v.realm_id = ${realmId} and v.status = 'active' and v.first_used_at is null and v.expiry_date > ${at})`;

/** Whether the realm ever had a voucher: a realm that does not sell vouchers is not running out of them. */
export const realmHasVouchers = (realmId: SQL): SQL<boolean> =>
  sql`exists (select 1 from ${vouchers} v where v.realm_id = ${realmId})`;
