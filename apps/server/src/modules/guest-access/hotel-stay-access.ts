import { and, eq } from 'drizzle-orm';
import type { AppDeps } from '../../types';
import type { Box } from './nas';
import { vouchers } from './schema';
import { createVouchers, discardUnusedVoucher, revokeLocked, tellBoxes } from './vouchers/service';

/**
 * A hotel guest's access (the HMS add-on, decision 068): one voucher per stay, made on the first sign-in
 * with the room number and last name, shared by the guest's devices (multi-user) and ending at check-out.
 *
 * A voucher's time runs from its first login (decision 022). This one's clock is started when it is made
 * (`first_used_at` = now, `duration` = the seconds to check-out), so every login, now or tomorrow, gets a
 * Session-Timeout that ends exactly at check-out, and the box ends the session then; after check-out the
 * voucher is expired and a login is refused. Its dashboard list shows it like any other voucher.
 */
export async function issueStayVoucher(
  deps: AppDeps,
  box: Box,
  { checkOut }: { checkOut: Date },
): Promise<{ id: number; code: string }> {
  const now = deps.clock.now();
  const seconds = Math.ceil((checkOut.getTime() - now.getTime()) / 1000);
  if (seconds <= 0) throw new Error('a stay past its check-out gets no voucher');
  const { ids } = await createVouchers(deps, box.partnerId, {
    duration: seconds,
    multi_user: true,
    expiry_days: 1,
    realm: box.realmId,
    count: 1,
  });
  const id = ids[0];
  if (id === undefined) throw new Error('no voucher code could be drawn');
  const [made] = await deps.database.db
    .update(vouchers)
    .set({ firstUsedAt: now, expiryDate: checkOut })
    .where(eq(vouchers.id, id))
    .returning({ code: vouchers.code });
  return { id, code: made!.code };
}

/** The stay's voucher code while it still gives access (not revoked or expired), else null. */
export async function stayVoucherCode(
  deps: AppDeps,
  partnerId: number,
  voucherId: number,
): Promise<string | null> {
  const [row] = await deps.database.db
    .select({ code: vouchers.code, status: vouchers.status })
    .from(vouchers)
    .where(and(eq(vouchers.id, voucherId), eq(vouchers.partnerId, partnerId)))
    .limit(1);
  return row && (row.status === 'active' || row.status === 'used') ? row.code : null;
}

/** A voucher made for a stay that another sign-in of the same stay beat to it (nobody logged in with it). */
export async function discardStayVoucher(deps: AppDeps, partnerId: number, voucherId: number): Promise<void> {
  await deps.database.db
    .update(vouchers)
    .set({ firstUsedAt: null })
    .where(and(eq(vouchers.id, voucherId), eq(vouchers.partnerId, partnerId)));
  await discardUnusedVoucher(deps.database.db, partnerId, voucherId);
}

/**
 * A later check-out: the stay's voucher lasts until then. Sessions already on a box keep the
 * Session-Timeout they were given; the next login (the box asks again, or the guest signs in again) gets
 * the new time.
 */
export async function extendStayAccess(
  deps: AppDeps,
  partnerId: number,
  voucherId: number,
  checkOut: Date,
): Promise<void> {
  const db = deps.database.db;
  const [row] = await db
    .select({ firstUsedAt: vouchers.firstUsedAt, status: vouchers.status })
    .from(vouchers)
    .where(and(eq(vouchers.id, voucherId), eq(vouchers.partnerId, partnerId)))
    .limit(1);
  if (!row?.firstUsedAt || row.status !== 'active') return;
  await db
    .update(vouchers)
    .set({
      durationSeconds: Math.ceil((checkOut.getTime() - row.firstUsedAt.getTime()) / 1000),
      expiryDate: checkOut,
    })
    .where(eq(vouchers.id, voucherId));
}

/**
 * The stay ended early, was deleted, moved room or changed name: its voucher is revoked and its connected
 * sessions ended (a Disconnect-Request to each box after the commit), as a voucher revoke does.
 */
export async function endStayAccess(deps: AppDeps, partnerId: number, voucherId: number): Promise<void> {
  const now = deps.clock.now();
  const targets = await deps.database.db.transaction(async (tx) => {
    const [row] = await tx
      .select({ id: vouchers.id, status: vouchers.status })
      .from(vouchers)
      .where(and(eq(vouchers.id, voucherId), eq(vouchers.partnerId, partnerId)))
      .for('update')
      .limit(1);
    if (!row || row.status === 'revoked') return [];
    return revokeLocked(tx, [row.id], now);
  });
  tellBoxes(deps, targets);
}
