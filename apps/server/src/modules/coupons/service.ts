import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { TAddon, TCoupon } from '@ared/contract/billing';
import type { Db } from '../../db/client';
import { addons, couponAddons, discountCoupons, smes } from '../../db/schema';
import { fieldError, notFound } from '../../lib/http-errors';
import { orderByOf } from '../../lib/ordering';

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
    await tx.insert(couponAddons).values(wanted.map((addonId) => ({ couponId: coupon.id, addonId })));
    return coupon.id;
  });
}

/** GET discount-coupons/?ordering=. */
const COUPON_ORDER_COLUMNS = {
  sme: sql`lower(${smes.name})`,
  code: discountCoupons.code,
  percentage_discount: discountCoupons.percentageDiscount,
  used: discountCoupons.used,
  created: discountCoupons.created,
};

export async function listCoupons(
  db: Db,
  partnerId: number,
  { smeId, ids }: { smeId?: number | undefined; ids?: number[] },
  { page, pageSize, ordering }: { page: number; pageSize: number; ordering?: string | undefined },
): Promise<{ count: number; results: TCoupon[] }> {
  const conditions = [eq(discountCoupons.partnerId, partnerId)];
  if (smeId !== undefined) conditions.push(eq(discountCoupons.smeId, smeId));
  if (ids) conditions.push(inArray(discountCoupons.id, ids));
  const where = and(...conditions);
  const [rows, [total]] = await Promise.all([
    db
      .select({ coupon: discountCoupons, smeName: smes.name })
      .from(discountCoupons)
      .innerJoin(smes, eq(smes.id, discountCoupons.smeId))
      .where(where)
      .orderBy(
        ...orderByOf(ordering, COUPON_ORDER_COLUMNS, discountCoupons.id, [
          desc(discountCoupons.created),
          desc(discountCoupons.id),
        ]),
      )
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ n: count() }).from(discountCoupons).where(where),
  ]);
  const links =
    rows.length === 0
      ? []
      : await db
          .select({ couponId: couponAddons.couponId, id: addons.id, name: addons.name })
          .from(couponAddons)
          .innerJoin(addons, eq(addons.id, couponAddons.addonId))
          .where(
            inArray(
              couponAddons.couponId,
              rows.map((r) => r.coupon.id),
            ),
          )
          .orderBy(asc(addons.id));
  return {
    count: total?.n ?? 0,
    results: rows.map(({ coupon, smeName }) => ({
      id: coupon.id,
      sme: { id: coupon.smeId, name: smeName },
      code: coupon.code,
      percentage_discount: coupon.percentageDiscount,
      addons: links.filter((l) => l.couponId === coupon.id).map(({ id, name }) => ({ id, name })),
      used: coupon.used,
      created: coupon.created.toISOString(),
      partner: coupon.partnerId,
    })),
  };
}
