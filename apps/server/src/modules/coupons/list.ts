import { type SQL, and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { TCoupon } from '@ared/contract/billing';
import type { Db } from '../../db/client';
import { addons, couponAddons, discountCoupons } from './schema';
import { smes } from '../smes/schema';
import type { ListSource } from '../../lib/list/paged-list';
import { orderByOf } from '../../lib/ordering';

/** GET discount-coupons/?ordering=. */
const COUPON_ORDER_COLUMNS = {
  sme: sql`lower(${smes.name})`,
  code: discountCoupons.code,
  percentage_discount: discountCoupons.percentageDiscount,
  used: discountCoupons.used,
  created: discountCoupons.created,
};

const NEWEST_FIRST = [desc(discountCoupons.created), desc(discountCoupons.id)];

/** The partner's discount coupons as a paged list, newest first; `smeId` keeps one SME's. */
export function couponListSource(
  db: Db,
  partnerId: number,
  { smeId }: { smeId?: number | undefined },
  ordering: string | undefined,
): ListSource<TCoupon> {
  const conditions = [eq(discountCoupons.partnerId, partnerId)];
  if (smeId !== undefined) conditions.push(eq(discountCoupons.smeId, smeId));
  const where = and(...conditions)!;
  const order = orderByOf(ordering, COUPON_ORDER_COLUMNS, discountCoupons.id, NEWEST_FIRST);
  return {
    count: async () => {
      const [total] = await db.select({ n: count() }).from(discountCoupons).where(where);
      return total?.n ?? 0;
    },
    rows: async ({ limit, skip }) => ({
      rows: await couponsWithAddons(
        db,
        await couponRows(db, where)
          .orderBy(...order)
          .limit(limit)
          .offset(skip),
      ),
    }),
  };
}

/** One of the partner's coupons, as the list shows it, or undefined. */
export async function findCoupon(db: Db, partnerId: number, id: number): Promise<TCoupon | undefined> {
  const rows = await couponRows(
    db,
    and(eq(discountCoupons.partnerId, partnerId), eq(discountCoupons.id, id))!,
  ).limit(1);
  const [coupon] = await couponsWithAddons(db, rows);
  return coupon;
}

const couponRows = (db: Db, where: SQL) =>
  db
    .select({ coupon: discountCoupons, smeName: smes.name })
    .from(discountCoupons)
    .innerJoin(smes, eq(smes.id, discountCoupons.smeId))
    .where(where)
    .$dynamic();

type CouponRow = Awaited<ReturnType<ReturnType<typeof couponRows>['execute']>>[number];

/** The coupons with their add-ons: one more query for the whole page, none when it is empty. */
async function couponsWithAddons(db: Db, rows: CouponRow[]): Promise<TCoupon[]> {
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
  return rows.map(({ coupon, smeName }) => ({
    id: coupon.id,
    sme: { id: coupon.smeId, name: smeName },
    code: coupon.code,
    percentage_discount: coupon.percentageDiscount,
    addons: links.filter((l) => l.couponId === coupon.id).map(({ id, name }) => ({ id, name })),
    used: coupon.used,
    created: coupon.created.toISOString(),
    partner: coupon.partnerId,
  }));
}
