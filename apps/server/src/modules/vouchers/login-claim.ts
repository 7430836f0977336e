import type { Database } from '../../db/client';
import { preparedSql } from '../../db/prepared';

export type VoucherLoginRow = {
  status: 'active' | 'used' | 'expired' | 'revoked';
  duration_seconds: number;
  multi_user: boolean;
  realm_id: number | null;
  expiry_date: Date | string;
  first_used_at: Date | string | null;
  used_by: string[];
  /** Set when this statement claimed the voucher for the device (first use, or a new device of a multi-user one). */
  claimed_at: Date | string | null;
};

/**
 * One statement reads the voucher and, when the device may use it and is not yet recorded, claims it: the
 * UPDATE's conditions are checked again on the row it locks, so two devices racing for one single-user
 * voucher get exactly one accept (the other's UPDATE finds first_used_at set and changes nothing). The read
 * (`v`) sees the row as it was before the statement, which is what the refusal is chosen from.
 */
const LOGIN_SQL = `
with v as (
  select status, duration_seconds, multi_user, realm_id, expiry_date, first_used_at, used_by
  from vouchers where partner_id = $1 and code = $2
), claimed as (
  update vouchers set
    status = case when multi_user then status else 'used' end,
    first_used_at = coalesce(first_used_at, $5::timestamptz),
    used_by = case when $3::text = any(used_by) then used_by else array_append(used_by, $3::text) end
  where partner_id = $1 and code = $2
    and status in ('active', 'used')
    and (realm_id is null or realm_id = $4::int)
    and (first_used_at is null or not ($3::text = any(used_by)))
    and (multi_user or first_used_at is null)
    and case when first_used_at is null then expiry_date > $5::timestamptz
             else first_used_at + make_interval(secs => duration_seconds) > $5::timestamptz end
  returning first_used_at
)
select v.*, (select first_used_at from claimed) as claimed_at from v`;

/**
 * The voucher `code` of the partner as it was before this call, with `claimed_at` set when the call claimed
 * it for `clientMac` (its first login, or a new device of a multi-user voucher); undefined when the partner
 * has no such code. The rules that decide the answer are the hotspot module's (authorizeGuest).
 */
export async function claimVoucherForLogin(
  database: Database,
  login: { partnerId: number; code: string; clientMac: string; realmId: number | null; now: Date },
): Promise<VoucherLoginRow | undefined> {
  const [row] = await preparedSql<VoucherLoginRow>(
    database,
    LOGIN_SQL,
  )([login.partnerId, login.code, login.clientMac, login.realmId, login.now.toISOString()]);
  return row;
}
