import { sql } from 'drizzle-orm';
import {
  boolean,
  doublePrecision,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { partners } from '../partners/schema';
import { users } from '../users/schema';

/** A kiosk; assigned to a micro franchisee when assigned_to is set (has_been_assigned_mf). */
export const kiosks = pgTable(
  'kiosks',
  {
    id: serial('id').primaryKey(),
    partnerId: integer('partner_id')
      .notNull()
      .references(() => partners.id, { onDelete: 'cascade' }),
    serialNumber: text('serial_number').notNull().unique(),
    functional: boolean('functional').notNull().default(true),
    assignedToId: integer('assigned_to_id').references(() => users.id, { onDelete: 'set null' }),
    lat: doublePrecision('lat'),
    lon: doublePrecision('lon'),
    created: timestamp('created', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('kiosks_partner_idx').on(t.partnerId, t.assignedToId),
    // A micro franchisee runs one kiosk at a time (issue 13 §3).
    uniqueIndex('kiosks_assigned_to_unique')
      .on(t.assignedToId)
      .where(sql`${t.assignedToId} is not null`),
  ],
);
