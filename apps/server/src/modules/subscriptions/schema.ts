import {
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
import { partners } from '../partners/schema';

/** A partner's plans for its SMEs (Starter, Plus, Pro, Pro+); billing builds on them. */
export const subscriptionPlans = pgTable(
  'subscription_plans',
  {
    id: serial('id').notNull(),
    partnerId: integer('partner_id')
      .notNull()
      .references(() => partners.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    price: numeric('price', { precision: 12, scale: 2, mode: 'number' }).notNull(),
    currency: text('currency').notNull().default('USD'),
    created: timestamp('created', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.id, t.partnerId] }),
    unique('subscription_plans_partner_name').on(t.partnerId, t.name),
    index('subscription_plans_partner_idx').on(t.partnerId),
  ],
);
