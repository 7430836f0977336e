import { sql } from 'drizzle-orm';
import {
  bigserial,
  check,
  date,
  foreignKey,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { partners } from '../partners/schema';
import { realms } from '../realms/schema';
import { routers } from '../routers/schema';

/**
 * A guest's number in a realm's queue (issue 30 §3, decision 067). Numbers restart at 1 each local day per
 * realm (`queue_counters`). `device` is the guest's MAC or the portal's stand-in for the browser: one open
 * (waiting or called) ticket per device per realm, kept by a partial unique index.
 */
export const queueTickets = pgTable(
  'queue_tickets',
  {
    id: bigserial('id', { mode: 'number' }).notNull(),
    partnerId: integer('partner_id')
      .notNull()
      .references(() => partners.id, { onDelete: 'cascade' }),
    realmId: integer('realm_id').notNull(),
    routerId: integer('router_id').references(() => routers.id, { onDelete: 'set null' }),
    day: date('day').notNull(),
    number: integer('number').notNull(),
    state: text('state').notNull().default('waiting'),
    device: text('device').notNull(),
    /** E.164, when the guest asked to be texted when called. */
    phone: text('phone'),
    /** The called SMS: 'sent' or 'failed' (the attempt itself is in the SMS module's log). */
    smsStatus: text('sms_status'),
    takenAt: timestamp('taken_at', { withTimezone: true }).notNull().defaultNow(),
    calledAt: timestamp('called_at', { withTimezone: true }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.id, t.partnerId] }),
    foreignKey({
      name: 'queue_tickets_realm_id_fk',
      columns: [t.realmId, t.partnerId],
      foreignColumns: [realms.id, realms.partnerId],
    }).onDelete('cascade'),
    uniqueIndex('queue_tickets_realm_day_number_idx').on(t.realmId, t.day, t.number, t.partnerId),
    uniqueIndex('queue_tickets_open_device_idx')
      .on(t.realmId, t.device, t.partnerId)
      .where(sql`${t.state} in ('waiting', 'called')`),
    index('queue_tickets_partner_taken_idx').on(t.partnerId, t.takenAt),
    check(
      'queue_tickets_state_check',
      sql`${t.state} in ('waiting', 'called', 'served', 'no_show', 'abandoned')`,
    ),
    check('queue_tickets_sms_status_check', sql`${t.smsStatus} in ('sent', 'failed')`),
  ],
);

/** The last number given in a realm on a local day: one row lock per realm, so realms never wait on each other. */
export const queueCounters = pgTable(
  'queue_counters',
  {
    /** The realm's partner, so the counter sits on its shard on Citus (decision 083). */
    partnerId: integer('partner_id')
      .notNull()
      .references(() => partners.id, { onDelete: 'cascade' }),
    realmId: integer('realm_id').notNull(),
    day: date('day').notNull(),
    last: integer('last').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.realmId, t.day, t.partnerId] }),
    foreignKey({
      name: 'queue_counters_realm_id_fk',
      columns: [t.realmId, t.partnerId],
      foreignColumns: [realms.id, realms.partnerId],
    }).onDelete('cascade'),
  ],
);

/** The venue screen's unguessable token per realm: the display page is public, like the portal. */
export const queueDisplays = pgTable(
  'queue_displays',
  {
    realmId: integer('realm_id').notNull(),
    partnerId: integer('partner_id')
      .notNull()
      .references(() => partners.id, { onDelete: 'cascade' }),
    token: text('token').notNull(),
    created: timestamp('created', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.realmId, t.partnerId] }),
    // With the partner for Citus (decision 083); token first, so the display's lookup by token uses it.
    unique('queue_displays_token_unique').on(t.token, t.partnerId),
    foreignKey({
      name: 'queue_displays_realm_id_fk',
      columns: [t.realmId, t.partnerId],
      foreignColumns: [realms.id, realms.partnerId],
    }).onDelete('cascade'),
  ],
);
