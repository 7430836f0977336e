import { sql } from 'drizzle-orm';
import {
  boolean,
  doublePrecision,
  index,
  integer,
  pgTable,
  primaryKey,
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
    id: serial('id').notNull(),
    partnerId: integer('partner_id')
      .notNull()
      .references(() => partners.id, { onDelete: 'cascade' }),
    serialNumber: text('serial_number').notNull(),
    functional: boolean('functional').notNull().default(true),
    assignedToId: integer('assigned_to_id').references(() => users.id, { onDelete: 'set null' }),
    lat: doublePrecision('lat'),
    lon: doublePrecision('lon'),
    created: timestamp('created', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.id, t.partnerId] }),
    index('kiosks_partner_idx').on(t.partnerId, t.assignedToId),
    // Unique with the partner for Citus (decision 083). Kiosks are registered by the platform, not by a
    // partner's request; serial first, so a lookup by serial alone still uses the index.
    uniqueIndex('kiosks_serial_number_unique').on(t.serialNumber, t.partnerId),
    // A micro franchisee runs one kiosk at a time (issue 13 §3); a user is one partner's, so adding the
    // partner (for Citus) changes nothing.
    uniqueIndex('kiosks_assigned_to_unique')
      .on(t.assignedToId, t.partnerId)
      .where(sql`${t.assignedToId} is not null`),
  ],
);
