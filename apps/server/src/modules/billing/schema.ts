import { PAYMENT_METHODS } from '@ared/contract/billing';
import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  foreignKey,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';
import { money } from '../../db/schema/money';
import { partners } from '../partners/schema';
import { smes, smsPackages } from '../smes/schema';
import { subscriptionPlans } from '../subscriptions/schema';
import { users } from '../users/schema';

/**
 * One cycle of what an SME owes: its plan (kind subscription) or its SMS package (kind sms). The unique
 * (sme, kind, start_date) is what makes the engine idempotent: two replicas opening the same cycle collide.
 */
export const billings = pgTable(
  'billings',
  {
    id: serial('id').notNull(),
    partnerId: integer('partner_id')
      .notNull()
      .references(() => partners.id, { onDelete: 'cascade' }),
    smeId: integer('sme_id').notNull(),
    kind: text('kind', { enum: ['subscription', 'sms'] }).notNull(),
    subscriptionPlanId: integer('subscription_plan_id'),
    smsPackageId: integer('sms_package_id'),
    /** The plan's or package's name when billed: renaming or deleting it does not rewrite history. */
    itemName: text('item_name').notNull(),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }).notNull(),
    dueDate: date('due_date', { mode: 'string' }).notNull(),
    /** RWF, before the discount. */
    amount: money('amount').notNull(),
    /** The plan price in USD and the rate used, when the amount came from a USD plan price. */
    exchangeRate: numeric('exchange_rate', { precision: 12, scale: 4, mode: 'number' }),
    discountPercentage: numeric('discount_percentage', { precision: 5, scale: 2, mode: 'number' })
      .notNull()
      .default(0),
    couponId: integer('coupon_id'),
    finalAmount: money('final_amount').notNull(),
    isPaid: boolean('is_paid').notNull().default(false),
    isPaused: boolean('is_paused').notNull().default(false),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    created: timestamp('created', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.id, t.partnerId] }),
    foreignKey({
      name: 'billings_sms_package_id_fk',
      columns: [t.smsPackageId, t.partnerId],
      foreignColumns: [smsPackages.id, smsPackages.partnerId],
    }).onDelete('set null'),
    foreignKey({
      name: 'billings_subscription_plan_id_fk',
      columns: [t.subscriptionPlanId, t.partnerId],
      foreignColumns: [subscriptionPlans.id, subscriptionPlans.partnerId],
    }).onDelete('set null'),
    foreignKey({
      name: 'billings_sme_id_fk',
      columns: [t.smeId, t.partnerId],
      foreignColumns: [smes.id, smes.partnerId],
    }).onDelete('cascade'),
    unique('billings_sme_kind_start').on(t.smeId, t.kind, t.startDate, t.partnerId),
    index('billings_partner_kind_due_idx').on(t.partnerId, t.kind, t.dueDate, t.id),
    index('billings_sme_kind_due_idx').on(t.smeId, t.kind, t.dueDate),
    // The engine's and the SME list's questions are about unpaid billings only: a small partial index.
    index('billings_unpaid_idx')
      .on(t.smeId, t.dueDate)
      .where(sql`not ${t.isPaid}`),
  ],
);

/** The invoice of a billing; its number is what the PDF and the file name show. */
export const invoices = pgTable(
  'invoices',
  {
    id: serial('id').notNull(),
    /** The billing's partner, so the invoice sits on its shard on Citus (decision 083). */
    partnerId: integer('partner_id')
      .notNull()
      .references(() => partners.id, { onDelete: 'cascade' }),
    billingId: integer('billing_id').notNull(),
    /** INV-<billing id>: unique across partners by the billings' sequence; the index adds the partner. */
    invoiceNumber: text('invoice_number').notNull(),
    created: timestamp('created', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.id, t.partnerId] }),
    foreignKey({
      name: 'invoices_billing_id_fk',
      columns: [t.billingId, t.partnerId],
      foreignColumns: [billings.id, billings.partnerId],
    }).onDelete('cascade'),
    unique('invoices_billing_id_unique').on(t.billingId, t.partnerId),
    unique('invoices_invoice_number_unique').on(t.invoiceNumber, t.partnerId),
  ],
);

/** A payment recorded by hand (Mark As Paid). One per billing: the unique key refuses a second one. */
export const payments = pgTable(
  'payments',
  {
    id: serial('id').notNull(),
    partnerId: integer('partner_id')
      .notNull()
      .references(() => partners.id, { onDelete: 'cascade' }),
    billingId: integer('billing_id').notNull(),
    amount: money('amount').notNull(),
    method: text('method', { enum: PAYMENT_METHODS }).notNull(),
    reference: text('reference').notNull().default(''),
    markedById: integer('marked_by_id').references(() => users.id, { onDelete: 'set null' }),
    paidAt: timestamp('paid_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.id, t.partnerId] }),
    foreignKey({
      name: 'payments_billing_id_fk',
      columns: [t.billingId, t.partnerId],
      foreignColumns: [billings.id, billings.partnerId],
    }).onDelete('cascade'),
    unique('payments_billing_id_unique').on(t.billingId, t.partnerId),
    index('payments_partner_idx').on(t.partnerId, t.paidAt),
  ],
);

/** Reminder mails already sent: the unique key lets one replica, once, send each of them. */
export const billingReminders = pgTable(
  'billing_reminders',
  {
    /** The billing's partner, so the claim sits on its shard on Citus (decision 083). */
    partnerId: integer('partner_id')
      .notNull()
      .references(() => partners.id, { onDelete: 'cascade' }),
    billingId: integer('billing_id').notNull(),
    kind: text('kind', { enum: ['before_due', 'overdue', 'suspended'] }).notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.billingId, t.kind, t.partnerId] }),
    foreignKey({
      name: 'billing_reminders_billing_id_fk',
      columns: [t.billingId, t.partnerId],
      foreignColumns: [billings.id, billings.partnerId],
    }).onDelete('cascade'),
  ],
);
