import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { TAddon } from '@ared/contract/billing';
import type { Db } from '../../db/client';
import { addons, couponAddons, discountCoupons } from './schema';
import { smes } from '../smes/schema';
import { fieldError, notFound } from '../../lib/http-errors';

export const CODE_TAKEN = 'A discount coupon with this code already exists.';

export const listAddons = (db: Db): Promise<TAddon[]> =>
  db.select({ id: addons.id, name: addons.name }).from(addons).orderBy(asc(addons.id));

type CreateInput = {
  sme: number;
  addons: number[];
  partner?: number | undefined;
  code: string;
  percentage_discount: number;
};

/**
 * A coupon for one of the partner's SMEs, on one or more add-ons. Codes are unique per partner without
 * regard to case. The engine applies it to the SME's next subscription billing and marks it used.
 */
export async function createCoupon(db: Db, partnerId: number, input: CreateInput): Promise<number> {
  // Another partner's id answers like one that does not exist (decision 003).
  if (input.partner !== undefined && input.partner !== partnerId) throw notFound();
  const [sme] = await db
    .select({ id: smes.id })
    .from(smes)
    .where(and(eq(smes.id, input.sme), eq(smes.partnerId, partnerId)))
    .limit(1);
  if (!sme) throw notFound();
  const wanted = [...new Set(input.addons)];
  const found = await db.select({ id: addons.id }).from(addons).where(inArray(addons.id, wanted));
  if (found.length !== wanted.length) {
    const missing = wanted.find((id) => !found.some((f) => f.id === id));
    throw fieldError('addons', `Invalid pk "${missing}" - object does not exist.`);
  }
  const code = input.code.trim();
  const [taken] = await db
    .select({ id: discountCoupons.id })
    .from(discountCoupons)
    .where(
      and(eq(discountCoupons.partnerId, partnerId), sql`upper(${discountCoupons.code}) = upper(${code})`),
    )
    .limit(1);
  if (taken) throw fieldError('code', CODE_TAKEN);
  return db.transaction(async (tx) => {
    const [coupon] = await tx
      .insert(discountCoupons)
      .values({ partnerId, smeId: sme.id, code, percentageDiscount: input.percentage_discount })
      // The same code sent twice at once passes the check above in both: the unique index decides.
      .onConflictDoNothing()
      .returning({ id: discountCoupons.id });
    if (!coupon) throw fieldError('code', CODE_TAKEN);
    await tx
      .insert(couponAddons)
      .values(wanted.map((addonId) => ({ partnerId, couponId: coupon.id, addonId })));
    return coupon.id;
  });
}
