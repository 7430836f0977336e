import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { portalGrants, vouchers } from './schema';
import { drawVoucherCodes } from './vouchers/codes';

/** A bought voucher lasts its minutes from the first login; unused, it lapses after this many days. */
const PURCHASE_EXPIRY_DAYS = 7;
const DAY_MS = 86_400_000;
const DRAW_ROUNDS = 5;

export type Purchase = {
  partnerId: number;
  realmId: number | null;
  minutes: number;
  /** The mobile-money payment that bought it: one voucher per payment, whatever settles it twice. */
  paymentId: string;
  /** The device that paid, as the portal named it (the box's MAC, else the browser's stand-in). */
  device: string;
  now: Date;
};

/** The code a payment bought, or null (not settled yet, or another partner's payment id). */
export async function purchasedCode(db: Db, partnerId: number, paymentId: string): Promise<string | null> {
  const [row] = await db
    .select({ code: vouchers.code })
    .from(portalGrants)
    .innerJoin(vouchers, eq(vouchers.id, portalGrants.voucherId))
    .where(and(eq(portalGrants.partnerId, partnerId), eq(portalGrants.paymentId, paymentId)))
    .limit(1);
  return row?.code ?? null;
}

/**
 * The voucher a guest bought on the portal (issue 32 §2, decision 078), written in the transaction that
 * settles the payment, so a payment is never successful without its voucher nor a voucher made without a
 * confirmed payment. Single-user, of the tier's minutes, for the box's realm. Not a portal allowance
 * (portal_kind stays null: a bought voucher spends no free daily access) and not subject to the partner's
 * voucher creation rules: the guest's money is taken, the time is owed. A second settlement of the same
 * payment (it should never come: the module runs the handler once) meets the unique index on payment_id,
 * drops its own voucher and returns the first one's code.
 */
export async function issuePurchaseVoucher(
  tx: Db,
  purchase: Purchase,
): Promise<{ code: string; voucherId: number }> {
  const known = await purchasedCode(tx, purchase.partnerId, purchase.paymentId);
  if (known) {
    const [v] = await tx
      .select({ id: vouchers.id })
      .from(vouchers)
      .where(and(eq(vouchers.partnerId, purchase.partnerId), eq(vouchers.code, known)));
    return { code: known, voucherId: v!.id };
  }
  const row = {
    partnerId: purchase.partnerId,
    durationSeconds: purchase.minutes * 60,
    multiUser: false,
    realmId: purchase.realmId,
    createdAt: purchase.now,
    expiryDate: new Date(purchase.now.getTime() + PURCHASE_EXPIRY_DAYS * DAY_MS),
  };
  let made: { id: number; code: string } | undefined;
  const tried = new Set<string>();
  for (let round = 0; round < DRAW_ROUNDS && !made; round += 1) {
    const [code] = drawVoucherCodes(1, tried);
    tried.add(code!);
    [made] = await tx
      .insert(vouchers)
      .values({ ...row, code: code! })
      .onConflictDoNothing({ target: [vouchers.partnerId, vouchers.code] })
      .returning({ id: vouchers.id, code: vouchers.code });
  }
  if (!made) throw new Error('no voucher code could be drawn');
  const [won] = await tx
    .insert(portalGrants)
    .values({
      partnerId: purchase.partnerId,
      kind: 'purchase',
      device: purchase.device,
      day: purchase.now.toISOString().slice(0, 10),
      voucherId: made.id,
      paymentId: purchase.paymentId,
    })
    .onConflictDoNothing()
    .returning({ id: portalGrants.id });
  if (won) return { code: made.code, voucherId: made.id };
  await tx.delete(vouchers).where(eq(vouchers.id, made.id));
  return issuePurchaseVoucher(tx, purchase);
}
