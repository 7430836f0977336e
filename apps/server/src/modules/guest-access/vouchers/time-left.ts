import { and, eq, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import type { GuessKeys, GuessThrottle } from '../guess-throttle';
import type { Box } from '../nas';
import { vouchers } from '../schema';
import { remainingSeconds } from './state';

export type TimeLeftQuery = {
  code: string;
  /** The device that logged in with it: its MAC as the box named it, or the portal's stand-in. */
  device: string;
  now: Date;
};

/**
 * Seconds of access left on a voucher a device is using on `box` (the portal's success page, issue 29 §5),
 * or null. Only a voucher of the box's partner and realm that this device logged in with answers: the
 * success page's address can be typed by anyone, and without the device's part it would tell a guesser
 * which codes exist. A miss spends from the portal's guessing budget like a wrong code, and nothing is
 * looked up while that budget is empty.
 */
export async function guestTimeLeft(
  db: Db,
  box: Box,
  { code, device, now }: TimeLeftQuery,
  guard: { throttle: GuessThrottle; keys: GuessKeys },
): Promise<number | null> {
  if (guard.throttle.blocked(guard.keys, now.getTime())) return null;
  const [row] = await db
    .select({
      status: vouchers.status,
      durationSeconds: vouchers.durationSeconds,
      expiryDate: vouchers.expiryDate,
      firstUsedAt: vouchers.firstUsedAt,
    })
    .from(vouchers)
    .where(
      and(
        eq(vouchers.partnerId, box.partnerId),
        eq(vouchers.code, code),
        box.realmId === null
          ? isNull(vouchers.realmId)
          : or(isNull(vouchers.realmId), eq(vouchers.realmId, box.realmId)),
        sql`${device} = any(${vouchers.usedBy})`,
      ),
    )
    .limit(1);
  if (!row) {
    guard.throttle.failed(guard.keys, now.getTime());
    return null;
  }
  return remainingSeconds(row, now);
}
