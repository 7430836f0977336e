import { integer, pgTable, serial, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { money } from './money';
import { partners } from './partners';

// In a file of its own because SMEs point at it and billing points at SMEs: in billing.ts it closed an
// import cycle between the schema files (issue 28 §2).

/** A partner's monthly SMS bundles; an SME on one is billed for it every cycle beside its plan. */
export const smsPackages = pgTable(
  'sms_packages',
  {
    id: serial('id').primaryKey(),
    partnerId: integer('partner_id')
      .notNull()
      .references(() => partners.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    smsCount: integer('sms_count').notNull(),
    /** RWF per cycle. */
    price: money('price').notNull(),
    created: timestamp('created', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique('sms_packages_partner_name').on(t.partnerId, t.name)],
);
