import {
  boolean,
  date,
  index,
  integer,
  numeric,
  pgTable,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { partners } from './partners';
import { subscriptionPlans } from './subscription-plans';

export const SME_TYPES = [
  'Hotels',
  'Restaurant/Coffee Shop',
  'Outdoor Kiosk',
  'Coworking space',
  'Universities',
  'Retail Malls & Shopping Centers',
  'Smart Cities',
  'Salons & Spas',
  'Hospitals',
  'Public Location',
  'Others',
] as const;

/** A partner's small-business customer. Overdue/unpaid flags are derived from its billings. */
export const smes = pgTable(
  'smes',
  {
    id: serial('id').primaryKey(),
    uniqueId: text('unique_id').notNull().unique(),
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
    subscriptionPlanId: integer('subscription_plan_id').references(() => subscriptionPlans.id, {
      onDelete: 'set null',
    }),
    created: timestamp('created', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('smes_partner_idx').on(t.partnerId, t.isActive, t.isTerminated)],
);
