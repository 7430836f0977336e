import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { portalGrants, vouchers } from './schema';
import type { AppDeps } from '../../types';
import type { Box } from './nas';
import { createVouchers, discardUnusedVoucher } from './vouchers/service';

export type GrantKind = 'free' | 'open' | 'auto';

/** How long open access lasts when the partner chose no default (minutes). */
export const OPEN_ACCESS_MINUTES = 60;

const codeOf = async (db: Db, partnerId: number, kind: GrantKind, device: string, day: string) => {
  const [row] = await db
    .select({ code: vouchers.code })
    .from(portalGrants)
    .innerJoin(vouchers, eq(vouchers.id, portalGrants.voucherId))
    .where(
      and(
        eq(portalGrants.partnerId, partnerId),
        eq(portalGrants.kind, kind),
        eq(portalGrants.device, device),
        eq(portalGrants.day, day),
      ),
    )
    .limit(1);
  return row?.code ?? null;
};

/**
 * The voucher a box's portal gives a device by itself (decision 032): the free daily tier or open access,
 * one per kind, device and UTC day. The same device asking again that day gets the same code back (so it
 * can reconnect while time is left, never a second allowance); eight requests at once make one voucher:
 * the losers of the unique index delete theirs and take the winner's. Returns the code and whether this
 * request made it. The partner's voucher creation rules apply (an account that may not create vouchers
 * gives none away). `device` is what the guest's browser says, so it is not what holds the rule: the voucher
 * is marked with its kind, and its first login spends the allowance of the device the box names
 * (authorizeGuest, decision 044).
 */
export async function issuePortalVoucher(
  deps: AppDeps,
  box: Box,
  { kind, device, minutes }: { kind: GrantKind; device: string; minutes: number },
): Promise<{ code: string; fresh: boolean }> {
  const db = deps.database.db;
  const day = deps.clock.now().toISOString().slice(0, 10);
  const existing = await codeOf(db, box.partnerId, kind, device, day);
  if (existing) return { code: existing, fresh: false };
  const { ids } = await createVouchers(
    deps,
    box.partnerId,
    {
      duration: minutes * 60,
      multi_user: false,
      expiry_days: 1,
      realm: box.realmId,
      count: 1,
    },
    kind,
  );
  const voucherId = ids[0];
  if (voucherId === undefined) throw new Error('no voucher code could be drawn');
  const [won] = await db
    .insert(portalGrants)
    .values({ partnerId: box.partnerId, kind, device, day, voucherId })
    .onConflictDoNothing()
    .returning({ id: portalGrants.id });
  if (!won) {
    await discardUnusedVoucher(db, box.partnerId, voucherId);
    const winner = await codeOf(db, box.partnerId, kind, device, day);
    if (!winner) throw new Error('the winning grant disappeared');
    return { code: winner, fresh: false };
  }
  const [made] = await db.select({ code: vouchers.code }).from(vouchers).where(eq(vouchers.id, voucherId));
  return { code: made!.code, fresh: true };
}
