import {
  bigint,
  bigserial,
  date,
  doublePrecision,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { partners } from '../partners/schema';
import { routers } from '../routers/schema';

/**
 * Analytics (decision 038). Raw rows (sessions, readings, advert views, SMS, portal visits, refused logins)
 * are rolled up into hourly and daily tables by the `analytics-rollup` job. Writers never touch the rollups:
 * triggers on the raw tables note each (source, partner, box, hour) they change in `analytics_dirty`, in the
 * writer's own transaction, and the job recomputes exactly those hours from the raw rows (so a late reading
 * from a box that was offline corrects its hour), then the days that contain them.
 *
 * In every rollup `router_id` is the box, 0 for rows not tied to a box (an SMS sent from the dashboard), and
 * -1 for the partner's total over all of them (All Boxes reads one row per bucket, however many boxes).
 */
export const ALL_BOXES = -1;

export const NO_BOX = 0;

/** The hours waiting to be rolled up. `source` names the raw table's rollup ('sessions', 'readings', …). */
export const analyticsDirty = pgTable(
  'analytics_dirty',
  {
    source: text('source').notNull(),
    partnerId: integer('partner_id').notNull(),
    /** The box (or realm, for vouchers; 0 when none). */
    keyId: integer('key_id').notNull(),
    hour: timestamp('hour', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.source, t.partnerId, t.keyId, t.hour] })],
);

const hourly = { hour: timestamp('hour', { withTimezone: true }).notNull() };

const daily = { day: date('day').notNull() };

const scope = {
  partnerId: integer('partner_id')
    .notNull()
    .references(() => partners.id, { onDelete: 'cascade' }),
  routerId: integer('router_id').notNull(),
};

/** Sessions by the hour they started on a box (the hotspot service's sessions). */
const sessionColumns = () => ({
  sessions: integer('sessions').notNull().default(0),
  voucherSessions: integer('voucher_sessions').notNull().default(0),
  autoSessions: integer('auto_sessions').notNull().default(0),
  /** Sessions whose voucher time ran out (status expired). */
  expiredSessions: integer('expired_sessions').notNull().default(0),
  /** Sessions the box ended by restarting (terminate cause NAS-Reboot / NAS-Request). */
  restartEnded: integer('restart_ended').notNull().default(0),
  sessionSeconds: bigint('session_seconds', { mode: 'number' }).notNull().default(0),
  bytesIn: bigint('bytes_in', { mode: 'number' }).notNull().default(0),
  bytesOut: bigint('bytes_out', { mode: 'number' }).notNull().default(0),
});

export const sessionHourly = pgTable('session_hourly', { ...scope, ...hourly, ...sessionColumns() }, (t) => [
  primaryKey({ columns: [t.partnerId, t.routerId, t.hour] }),
  // The partner total of an hour adds up its boxes' rows.
  index('session_hourly_hour_idx').on(t.partnerId, t.hour, t.routerId),
]);

export const sessionDaily = pgTable('session_daily', { ...scope, ...daily, ...sessionColumns() }, (t) => [
  primaryKey({ columns: [t.partnerId, t.routerId, t.day] }),
]);

/**
 * Vouchers by the hour they were created, keyed by realm in `router_id` (a voucher belongs to a realm or to
 * none, 0; -1 the partner's total). Their later fate is counted on their creation hour: a login or expiry
 * marks that hour again.
 */
const voucherColumns = () => ({
  generated: integer('generated').notNull().default(0),
  /** Logged in at least once. */
  used: integer('used').notNull().default(0),
  /** Logged in and time used up, or past expiry after a login. */
  finished: integer('finished').notNull().default(0),
  /** Never logged in and past their expiry date. */
  expiredUnused: integer('expired_unused').notNull().default(0),
  revoked: integer('revoked').notNull().default(0),
});

export const voucherHourly = pgTable('voucher_hourly', { ...scope, ...hourly, ...voucherColumns() }, (t) => [
  primaryKey({ columns: [t.partnerId, t.routerId, t.hour] }),
  // The partner total of an hour adds up its boxes' rows.
  index('voucher_hourly_hour_idx').on(t.partnerId, t.hour, t.routerId),
]);

export const voucherDaily = pgTable('voucher_daily', { ...scope, ...daily, ...voucherColumns() }, (t) => [
  primaryKey({ columns: [t.partnerId, t.routerId, t.day] }),
]);

const failureColumns = () => ({
  failed: integer('failed').notNull().default(0),
  failedUnknown: integer('failed_unknown').notNull().default(0),
  failedUsed: integer('failed_used').notNull().default(0),
  failedExpired: integer('failed_expired').notNull().default(0),
  failedRevoked: integer('failed_revoked').notNull().default(0),
});

export const loginFailureHourly = pgTable(
  'login_failure_hourly',
  { ...scope, ...hourly, ...failureColumns() },
  (t) => [
    primaryKey({ columns: [t.partnerId, t.routerId, t.hour] }),
    index('login_failure_hourly_hour_idx').on(t.partnerId, t.hour, t.routerId),
  ],
);

export const loginFailureDaily = pgTable(
  'login_failure_daily',
  { ...scope, ...daily, ...failureColumns() },
  (t) => [primaryKey({ columns: [t.partnerId, t.routerId, t.day] })],
);

/** Heartbeat readings by hour: sums and counts, so any range's mean is sum / count. */
const readingColumns = () => ({
  readings: integer('readings').notNull().default(0),
  /** Seconds the box was heard from: each reading covers its box's reporting interval, capped at the hour. */
  heardSeconds: integer('heard_seconds').notNull().default(0),
  cpuSum: doublePrecision('cpu_sum').notNull().default(0),
  ramSum: doublePrecision('ram_sum').notNull().default(0),
  healthReadings: integer('health_readings').notNull().default(0),
  uploadSum: doublePrecision('upload_sum').notNull().default(0),
  downloadSum: doublePrecision('download_sum').notNull().default(0),
  trafficInMb: doublePrecision('traffic_in_mb').notNull().default(0),
  trafficOutMb: doublePrecision('traffic_out_mb').notNull().default(0),
  latencySum: doublePrecision('latency_sum').notNull().default(0),
  latencyReadings: integer('latency_readings').notNull().default(0),
  packetLossSum: doublePrecision('packet_loss_sum').notNull().default(0),
  packetLossReadings: integer('packet_loss_readings').notNull().default(0),
  clientsMax: integer('clients_max').notNull().default(0),
  signalStrong: integer('signal_strong').notNull().default(0),
  signalMedium: integer('signal_medium').notNull().default(0),
  signalWeak: integer('signal_weak').notNull().default(0),
  signalNone: integer('signal_none').notNull().default(0),
});

export const readingHourly = pgTable('reading_hourly', { ...scope, ...hourly, ...readingColumns() }, (t) => [
  primaryKey({ columns: [t.partnerId, t.routerId, t.hour] }),
  // The partner total of an hour adds up its boxes' rows.
  index('reading_hourly_hour_idx').on(t.partnerId, t.hour, t.routerId),
]);

export const readingDaily = pgTable('reading_daily', { ...scope, ...daily, ...readingColumns() }, (t) => [
  primaryKey({ columns: [t.partnerId, t.routerId, t.day] }),
]);

/**
 * Heartbeat readings not yet added to the rollups (decision 039). Readings are only ever inserted, so the
 * trigger on `router_metrics` writes each statement's sums per (box, hour) here and the rollup job adds
 * them to the hourly and daily rows, instead of recomputing a box's hour from its raw readings every minute
 * (a live fleet touches every box's current hour every minute). `heard_seconds` is uncapped here; the cap
 * at the hour is applied when it is added.
 */
export const readingDeltas = pgTable(
  'reading_delta',
  {
    id: bigserial('id', { mode: 'number' }).notNull(),
    partnerId: integer('partner_id')
      .notNull()
      .references(() => partners.id, { onDelete: 'cascade' }),
    routerId: integer('router_id').notNull(),
    ...hourly,
    ...readingColumns(),
  },
  (t) => [primaryKey({ columns: [t.id, t.partnerId] })],
);

/** Advert views by hour. */
const viewColumns = () => ({ views: integer('views').notNull().default(0) });

export const advertViewHourly = pgTable(
  'advert_view_hourly',
  { ...scope, ...hourly, ...viewColumns() },
  (t) => [
    primaryKey({ columns: [t.partnerId, t.routerId, t.hour] }),
    index('advert_view_hourly_hour_idx').on(t.partnerId, t.hour, t.routerId),
  ],
);

export const advertViewDaily = pgTable('advert_view_daily', { ...scope, ...daily, ...viewColumns() }, (t) => [
  primaryKey({ columns: [t.partnerId, t.routerId, t.day] }),
]);

/** SMS by hour (router 0: not sent for a box). */
const smsColumns = () => ({
  sent: integer('sent').notNull().default(0),
  failed: integer('failed').notNull().default(0),
});

export const smsHourly = pgTable('sms_hourly', { ...scope, ...hourly, ...smsColumns() }, (t) => [
  primaryKey({ columns: [t.partnerId, t.routerId, t.hour] }),
  // The partner total of an hour adds up its boxes' rows.
  index('sms_hourly_hour_idx').on(t.partnerId, t.hour, t.routerId),
]);

export const smsDaily = pgTable('sms_daily', { ...scope, ...daily, ...smsColumns() }, (t) => [
  primaryKey({ columns: [t.partnerId, t.routerId, t.day] }),
]);

/** Portal visits by hour (the conversion rate's denominator). */
const visitColumns = () => ({ visits: integer('visits').notNull().default(0) });

export const portalVisitHourly = pgTable(
  'portal_visit_hourly',
  { ...scope, ...hourly, ...visitColumns() },
  (t) => [
    primaryKey({ columns: [t.partnerId, t.routerId, t.hour] }),
    index('portal_visit_hourly_hour_idx').on(t.partnerId, t.hour, t.routerId),
  ],
);

export const portalVisitDaily = pgTable(
  'portal_visit_daily',
  { ...scope, ...daily, ...visitColumns() },
  (t) => [primaryKey({ columns: [t.partnerId, t.routerId, t.day] })],
);

/**
 * Distinct guests are not additive over hours, so each guest device is kept once per box (and once in the
 * partner's total, router -1) with the first and last time it was seen. For ranges that end now, which all
 * the page's ranges do: unique = last_seen in range, first-time = first_seen in range, returned = the
 * difference, churned = last seen in the previous period. The MAC is never stored here: `device_hash` is
 * an HMAC of it with the partner's salt.
 */
export const guestDevices = pgTable(
  'guest_devices',
  {
    ...scope,
    deviceHash: text('device_hash').notNull(),
    firstSeen: timestamp('first_seen', { withTimezone: true }).notNull(),
    lastSeen: timestamp('last_seen', { withTimezone: true }).notNull(),
    sessions: integer('sessions').notNull().default(0),
    /** From the MAC's OUI; null when unknown or a randomised (locally administered) address. */
    vendor: text('vendor'),
    /** From the portal's user agent, when the guest's browser opened the portal. */
    phoneModel: text('phone_model'),
  },
  (t) => [
    primaryKey({ columns: [t.partnerId, t.routerId, t.deviceHash] }),
    // Carries every column the range reads count, so they are index-only scans (modules/analytics/seen-since.ts).
    index('guest_devices_last_seen_idx').on(
      t.partnerId,
      t.routerId,
      t.lastSeen,
      t.firstSeen,
      t.vendor,
      t.phoneModel,
    ),
    index('guest_devices_first_seen_idx').on(t.partnerId, t.routerId, t.firstSeen),
  ],
);

/** The same for advert viewers (the viewer id the guest's browser keeps). */
export const advertViewers = pgTable(
  'advert_viewers',
  {
    ...scope,
    viewerId: text('viewer_id').notNull(),
    firstSeen: timestamp('first_seen', { withTimezone: true }).notNull(),
    lastSeen: timestamp('last_seen', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.partnerId, t.routerId, t.viewerId] }),
    index('advert_viewers_last_seen_idx').on(t.partnerId, t.routerId, t.lastSeen, t.firstSeen),
    index('advert_viewers_first_seen_idx').on(t.partnerId, t.routerId, t.firstSeen),
  ],
);

/** Each partner's secret salt for guest device hashes (made on first use, never leaves the server). */
export const partnerDeviceSalts = pgTable('partner_device_salts', {
  partnerId: integer('partner_id')
    .primaryKey()
    .references(() => partners.id, { onDelete: 'cascade' }),
  salt: text('salt').notNull(),
});

/**
 * A guest's browser opening a box's captive portal: the phone model from its user agent, and the device
 * hash when the box passed the guest's MAC. Kept for the telemetry retention period.
 */
export const portalVisits = pgTable(
  'portal_visits',
  {
    id: bigserial('id', { mode: 'number' }).notNull(),
    partnerId: integer('partner_id')
      .notNull()
      .references(() => partners.id, { onDelete: 'cascade' }),
    routerId: integer('router_id')
      .notNull()
      .references(() => routers.id, { onDelete: 'cascade' }),
    deviceHash: text('device_hash'),
    phoneModel: text('phone_model'),
    visitedAt: timestamp('visited_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.id, t.partnerId] }),
    index('portal_visits_partner_idx').on(t.partnerId, t.visitedAt),
    index('portal_visits_router_idx').on(t.routerId, t.visitedAt),
  ],
);
