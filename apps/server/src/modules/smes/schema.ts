import { SME_TYPES } from '@ared/contract/smes';
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
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { money } from '../../db/schema/money';
import { partners } from '../partners/schema';
import { subscriptionPlans } from '../subscriptions/schema';

/** A partner's small-business customer. Overdue/unpaid flags are derived from its billings. */
export const smes = pgTable(
  'smes',
  {
    id: serial('id').notNull(),
    uniqueId: text('unique_id').notNull(),
    partnerId: integer('partner_id')
      .notNull()
      .references(() => partners.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    tinNumber: text('tin_number').notNull(),
    adminName: text('admin_name').notNull(),
    adminEmail: text('admin_email').notNull(),
    adminPhone: text('admin_phone').notNull(),
    location: text('location').notNull(),
    type: text('type', { enum: SME_TYPES }).notNull(),
    country: text('country').notNull().default('Rwanda'),
    customPrice: numeric('custom_price', { precision: 12, scale: 2, mode: 'number' }),
    autoSuspend: boolean('auto_suspend').notNull().default(true),
    isActive: boolean('is_active').notNull().default(true),
    isTerminated: boolean('is_terminated').notNull().default(false),
    trialEndDate: date('trial_end_date', { mode: 'string' }),
    subscriptionPlanId: integer('subscription_plan_id'),
    smsPackageId: integer('sms_package_id'),
    /** Why is_active is false: the billing engine (non_payment, lifted by payment) or a person (manual). */
    suspendedReason: text('suspended_reason', { enum: ['non_payment', 'manual'] }),
    created: timestamp('created', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // Unique with the partner for Citus (decision 083); SME IDs stay unique across partners because
    // registration numbers them under one lock (service.ts). ID first, so a lookup by ID uses the index.
    uniqueIndex('smes_unique_id_unique').on(t.uniqueId, t.partnerId),
    foreignKey({
      name: 'smes_sms_package_id_fk',
      columns: [t.smsPackageId, t.partnerId],
      foreignColumns: [smsPackages.id, smsPackages.partnerId],
    }).onDelete('set null'),
    foreignKey({
      name: 'smes_subscription_plan_id_fk',
      columns: [t.subscriptionPlanId, t.partnerId],
      foreignColumns: [subscriptionPlans.id, subscriptionPlans.partnerId],
    }).onDelete('set null'),
    primaryKey({ columns: [t.id, t.partnerId] }),
    index('smes_partner_idx').on(t.partnerId, t.isActive, t.isTerminated),
    // The list's default order (newest first): its pages, and the anchors deep pages seek from.
    index('smes_partner_created_idx').on(t.partnerId, t.created, t.id),
  ],
);

// In a file of its own because SMEs point at it and billing points at SMEs: in billing.ts it closed an
// import cycle between the schema files (issue 28 §2).

/** A partner's monthly SMS bundles; an SME on one is billed for it every cycle beside its plan. */
export const smsPackages = pgTable(
  'sms_packages',
  {
    id: serial('id').notNull(),
    partnerId: integer('partner_id')
      .notNull()
      .references(() => partners.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    smsCount: integer('sms_count').notNull(),
    /** RWF per cycle. */
    price: money('price').notNull(),
    created: timestamp('created', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.id, t.partnerId] }),
    unique('sms_packages_partner_name').on(t.partnerId, t.name),
  ],
);
