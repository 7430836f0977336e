import { boolean, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { routers } from '../routers/schema';

/**
 * A router's landing page (Landing Page Builder). One per router, made by a trigger when the router row is
 * inserted (migration 0011, decision 029); the partner is the router's, so a router changing hands takes
 * its portal along and no second partner_id can drift.
 */
export const captivePortals = pgTable('captive_portals', {
  id: serial('id').primaryKey(),
  routerId: integer('router_id')
    .notNull()
    .unique()
    .references(() => routers.id, { onDelete: 'cascade' }),
  name: text('name').notNull(),
  primaryMessage: text('primary_message').notNull(),
  backgroundColor: text('background_color').notNull(),
  showConnectMessage: boolean('show_connect_message').notNull().default(true),
  /** A key of the public 'logos' folder of the FileStore, or null. */
  logoKey: text('logo_key'),
  created: timestamp('created', { withTimezone: true }).notNull().defaultNow(),
  updated: timestamp('updated', { withTimezone: true }).notNull().defaultNow(),
});
