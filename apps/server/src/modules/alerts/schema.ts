import { ALERT_KINDS } from '@ared/contract/alerts';
import { sql } from 'drizzle-orm';
import {
  boolean,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { partners } from '../partners/schema';
import { routers } from '../routers/schema';
import { users } from '../users/schema';

/**
 * What an alert remembers of its subject when it was opened, by kind: a `box_offline` alert the box's last
 * heartbeat, SSID and the threshold that raised it (the mail shows them); the other kinds (decision 055) the
 * reading that raised them (`value`), the threshold it crossed, and a RADIUS problem's name and count.
 */
export type AlertDetails = {
  last_seen?: string;
  ssid?: string | null;
  offline_minutes?: number;
  value?: number;
  threshold?: number;
  problem?: string;
  count?: number;
  at?: string;
  minutes?: number;
};

/**
 * Something a partner should know about (issue 29 §1): open while the problem lasts, closed when it goes
 * away. The evaluation job opens and closes them; the bell lists them. Only `box_offline` so far.
 */
export const alerts = pgTable(
  'alerts',
  {
    id: serial('id').notNull(),
    partnerId: integer('partner_id')
      .notNull()
      .references(() => partners.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ALERT_KINDS }).notNull(),
    /** The box the alert is about, when it is about one; a deleted box takes its alerts with it. */
    routerId: integer('router_id').references(() => routers.id, { onDelete: 'cascade' }),
    /** What it is about, as a person reads it: the box's serial, the SME's or the realm's name. */
    subject: text('subject').notNull(),
    /**
     * What it is about, as a key: 'router:12', 'sme:5', 'realm:3'. One open alert per partner, kind and key
     * (decision 055): kinds that are not about a box have no router_id to be unique on.
     */
    subjectKey: text('subject_key').notNull(),
    openedAt: timestamp('opened_at', { withTimezone: true }).notNull(),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    details: jsonb('details').$type<AlertDetails>().notNull().default({}),
  },
  (t) => [
    primaryKey({ columns: [t.id, t.partnerId] }),
    // One open alert per partner, kind and subject: an evaluation running twice at once (two replicas, two
    // calls) inserts it once (`on conflict do nothing`).
    uniqueIndex('alerts_open_subject_unique')
      .on(t.partnerId, t.kind, t.subjectKey)
      .where(sql`${t.closedAt} is null`),
    // Closing and the quiet period after a close (decision 055): the alerts of one kind and subject.
    index('alerts_kind_subject_idx').on(t.kind, t.subjectKey, t.closedAt),
    // The bell's list, newest first.
    index('alerts_partner_opened_idx').on(t.partnerId, t.openedAt.desc(), t.id.desc()),
    // Closing: the open alerts of one kind, by box.
    index('alerts_open_router_idx')
      .on(t.kind, t.routerId)
      .where(sql`${t.closedAt} is null`),
  ],
);

/**
 * Who has read which alert: the bell counts the partner's alerts its user has no row for. partner_id is the
 * alert's, so the row lives on the alert's shard on Citus (decision 083).
 */
export const alertReads = pgTable(
  'alert_reads',
  {
    partnerId: integer('partner_id')
      .notNull()
      .references(() => partners.id, { onDelete: 'cascade' }),
    alertId: integer('alert_id').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    readAt: timestamp('read_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.alertId, t.userId, t.partnerId] }),
    foreignKey({ columns: [t.alertId, t.partnerId], foreignColumns: [alerts.id, alerts.partnerId] }).onDelete(
      'cascade',
    ),
    index('alert_reads_user_idx').on(t.userId),
  ],
);

/** A partner's own alert thresholds; a partner without a row has the server's defaults (ALERTS_*). */
export const alertSettings = pgTable('alert_settings', {
  partnerId: integer('partner_id')
    .primaryKey()
    .references(() => partners.id, { onDelete: 'cascade' }),
  /** A box offline for this long (since its last heartbeat) raises a `box_offline` alert. */
  offlineMinutes: integer('offline_minutes').notNull(),
  // The thresholds of decision 055; null is the server's default (ALERTS_*), so a partner that set only one
  // keeps following the defaults of the others.
  diskPercent: integer('disk_percent'),
  cpuPercent: integer('cpu_percent'),
  cpuMinutes: integer('cpu_minutes'),
  radiusMinutes: integer('radius_minutes'),
  overdueDays: integer('overdue_days'),
  voucherStock: integer('voucher_stock'),
});

/**
 * How one user wants one kind of alert delivered (decision 055), besides the bell, which is always: by mail,
 * by SMS to the user's phone. A user without a row for a kind has the defaults: mail for partner admins,
 * nothing for staff; SMS off for everyone (an SMS costs the partner).
 */
export const alertPreferences = pgTable(
  'alert_preferences',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ALERT_KINDS }).notNull(),
    mail: boolean('mail').notNull(),
    sms: boolean('sms').notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.kind] })],
);
