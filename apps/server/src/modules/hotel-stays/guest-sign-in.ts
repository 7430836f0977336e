import { and, desc, eq, gt, isNull, lte } from 'drizzle-orm';
import { matchKey } from '@ared/contract/hotel-stays';
import type { AppDeps } from '../../types';
import { type Box, discardStayVoucher, issueStayVoucher, stayVoucherCode } from '../guest-access';
import { hotelStays } from './schema';

export type HotelSignIn =
  | { ok: true; code: string; checkOut: Date }
  /** `unknown`: no current stay of that room and name in the box's realm (a wrong guess). */
  | { ok: false; reason: 'unknown' };

/**
 * A hotel guest signing in on a box's portal with a room number and last name (decision 068): the box's
 * realm's stay of that room and name that is current now (check-in ≤ now < check-out), matched on the keys
 * (any case, accents and spaces around ignored). The stay's voucher is made on its first sign-in and shared
 * by the guest's devices; it ends at check-out. Throttling wrong guesses is the caller's (the portal).
 */
export async function signInHotelGuest(
  deps: AppDeps,
  box: Box,
  typed: { room: string; lastName: string },
): Promise<HotelSignIn> {
  const db = deps.database.db;
  const room = matchKey(typed.room);
  const name = matchKey(typed.lastName);
  if (box.realmId === null || room === '' || name === '') return { ok: false, reason: 'unknown' };
  const now = deps.clock.now();
  const [stay] = await db
    .select()
    .from(hotelStays)
    .where(
      and(
        eq(hotelStays.realmId, box.realmId),
        eq(hotelStays.partnerId, box.partnerId),
        eq(hotelStays.roomKey, room),
        eq(hotelStays.lastNameKey, name),
        lte(hotelStays.checkIn, now),
        gt(hotelStays.checkOut, now),
      ),
    )
    .orderBy(desc(hotelStays.checkOut))
    .limit(1);
  if (!stay) return { ok: false, reason: 'unknown' };
  if (stay.voucherId !== null) {
    const code = await stayVoucherCode(deps, box.partnerId, stay.voucherId);
    if (code) return { ok: true, code, checkOut: stay.checkOut };
  }
  // The first sign-in (or the old voucher ended): a new voucher, kept only if no other sign-in beat us.
  const made = await issueStayVoucher(deps, box, { checkOut: stay.checkOut });
  const won = await db
    .update(hotelStays)
    .set({ voucherId: made.id })
    .where(
      and(
        eq(hotelStays.id, stay.id),
        stay.voucherId === null ? isNull(hotelStays.voucherId) : eq(hotelStays.voucherId, stay.voucherId),
      ),
    )
    .returning({ id: hotelStays.id });
  if (won.length > 0) return { ok: true, code: made.code, checkOut: stay.checkOut };
  await discardStayVoucher(deps, box.partnerId, made.id);
  return signInHotelGuest(deps, box, typed);
}
