import { sql } from 'drizzle-orm';
import {
  boolean,
  foreignKey,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { billings } from '../billing/schema';
import { partners } from '../partners/schema';
import { smes } from '../smes/schema';

/** The platform's add-ons (Shiriki Add-Ons); coupons name the ones they cover. */
export const addons = pgTable('addons', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
});

/** A discount for one SME, applied to its next subscription billing, once. */
export const discountCoupons = pgTable(
  'discount_coupons',
  {
    id: serial('id').notNull(),
    partnerId: integer('partner_id')
      .notNull()
      .references(() => partners.id, { onDelete: 'cascade' }),
    smeId: integer('sme_id').notNull(),
    code: text('code').notNull(),
    percentageDiscount: numeric('percentage_discount', { precision: 5, scale: 2, mode: 'number' }).notNull(),
    used: boolean('used').notNull().default(false),
    /** The billing that applied it. */
    billingId: integer('billing_id'),
    created: timestamp('created', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    foreignKey({
      name: 'discount_coupons_billing_id_fk',
      columns: [t.billingId, t.partnerId],
      foreignColumns: [billings.id, billings.partnerId],
    }).onDelete('set null'),
    primaryKey({ columns: [t.id, t.partnerId] }),
    foreignKey({
      name: 'discount_coupons_sme_id_fk',
      columns: [t.smeId, t.partnerId],
      foreignColumns: [smes.id, smes.partnerId],
    }).onDelete('cascade'),
    uniqueIndex('discount_coupons_partner_code').on(t.partnerId, sql`upper(${t.code})`),
    index('discount_coupons_partner_idx').on(t.partnerId, t.created),
    index('discount_coupons_unused_idx')
      .on(t.smeId, t.id)
      .where(sql`not ${t.used}`),
  ],
);

export const couponAddons = pgTable(
  'coupon_addons',
  {
    /** The coupon's partner, so the row sits on its shard on Citus (decision 083). */
    partnerId: integer('partner_id')
      .notNull()
      .references(() => partners.id, { onDelete: 'cascade' }),
    couponId: integer('coupon_id').notNull(),
    addonId: integer('addon_id')
      .notNull()
      .references(() => addons.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.couponId, t.addonId, t.partnerId] }),
    foreignKey({
      name: 'coupon_addons_coupon_id_fk',
      columns: [t.couponId, t.partnerId],
      foreignColumns: [discountCoupons.id, discountCoupons.partnerId],
    }).onDelete('cascade'),
  ],
);
