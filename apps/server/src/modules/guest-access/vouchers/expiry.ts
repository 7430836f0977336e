import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { queryRows } from '../../../db/raw';

/** Rows per statement: each expired voucher moves its kept count (a row trigger), so a run is kept short. */
const BATCH = 5000;

/**
 * Stores `expired` for the vouchers whose time is up at `now` (decision 022): active or used ones whose time
 * started and ran out, and active ones never used before their expiry date. Reads already show them expired;
 * this makes the lists' status filters and the stats follow. Each half reads its own partial index, so a run
 * costs what is due, not the table: the due ids go in as an array, which the planner looks up by primary
 * key (as `id in (…)` it joined them against a scan of every voucher: a second per run at a million). The
 * conditions are checked again on each row it locks, so a voucher a login or a revoke changed meanwhile is
 * left alone. Idempotent: a second run finds nothing.
 */
export async function expireVouchers(db: Db, now: Date): Promise<number> {
  // As text with its zone: both drivers then read the same instant (a Date parameter is not sent alike).
  const at = now.toISOString();
  let total = 0;
  for (;;) {
    const rows = await queryRows<{ id: number }>(
      db,
      sql`update vouchers set status = 'expired'
      where id = any(array(
        (select id from vouchers
         where status = 'active' and first_used_at is null and expiry_date <= ${at}::timestamptz
         limit ${BATCH})
        union
        (select id from vouchers
         where status in ('active', 'used') and first_used_at is not null
           and first_used_at <= ${at}::timestamptz - make_interval(secs => duration_seconds)
         limit ${BATCH})
      ))
      and (status = 'active' and first_used_at is null and expiry_date <= ${at}::timestamptz
        or status in ('active', 'used') and first_used_at is not null
          and first_used_at <= ${at}::timestamptz - make_interval(secs => duration_seconds))
      returning id`,
    );
    total += rows.length;
    if (rows.length < BATCH) return total;
  }
}
