import { lt } from 'drizzle-orm';
import type { Database, Db } from '../../db/client';
import { guestAllowances } from './schema';
import { preparedSql } from '../../db/prepared';

export type Allowance = {
  partnerId: number;
  kind: 'free' | 'open' | 'auto';
  /** The device as the box names it (Calling-Station-Id), or as the HTTPS door or the portal passes it. */
  clientMac: string;
  now: Date;
  voucherId: number;
};

const TAKE_SQL = `insert into guest_allowances (partner_id, kind, client_mac, day, voucher_id)
values ($1, $2, $3, $4::date, $5) on conflict do nothing returning voucher_id`;
const HOLDER_SQL = `select voucher_id from guest_allowances
where partner_id = $1 and kind = $2 and client_mac = $3 and day = $4::date`;

/**
 * The voucher holding the device's allowance of `kind` today (UTC), taken for `voucherId` when the device has
 * none yet (decision 044). The primary key decides between codes tried at once: exactly one takes it.
 */
export async function takeAllowance(database: Database, allowance: Allowance): Promise<number | null> {
  const day = allowance.now.toISOString().slice(0, 10);
  const key = [allowance.partnerId, allowance.kind, allowance.clientMac, day];
  const [taken] = await preparedSql<{ voucher_id: string | number }>(
    database,
    TAKE_SQL,
  )([...key, allowance.voucherId]);
  if (taken) return Number(taken.voucher_id);
  const [holder] = await preparedSql<{ voucher_id: string | number }>(database, HOLDER_SQL)(key);
  return holder ? Number(holder.voucher_id) : null;
}

/** Forgets the allowances of days before `day` (housekeeping): only today's decide anything. */
export async function sweepAllowances(db: Db, before: Date): Promise<void> {
  await db.delete(guestAllowances).where(lt(guestAllowances.day, before.toISOString().slice(0, 10)));
}
