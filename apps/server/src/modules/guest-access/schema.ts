import { MESSAGE_AUTHENTICATOR_POLICIES, RADIUS_PROBLEMS } from '@ared/contract/router-radius';
import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  date,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { partners } from '../partners/schema';
import { realms } from '../realms/schema';
import { routers } from '../routers/schema';

/**
 * Refused logins per box and minute, counted in memory by the hotspot service and added here every few
 * seconds (a flood of bad codes costs one upsert per box and minute, not one row per attempt).
 */
export const hotspotLoginFailures = pgTable(
  'hotspot_login_failures',
  {
    partnerId: integer('partner_id')
      .notNull()
      .references(() => partners.id, { onDelete: 'cascade' }),
    routerId: integer('router_id')
      .notNull()
      .references(() => routers.id, { onDelete: 'cascade' }),
    minute: timestamp('minute', { withTimezone: true }).notNull(),
    /** unknown, used, expired, revoked, other. */
    reason: text('reason').notNull(),
    count: integer('count').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.routerId, t.minute, t.reason, t.partnerId] }),
    index('hotspot_login_failures_partner_idx').on(t.partnerId, t.minute),
  ],
);

/**
 * The vouchers a box's portal gave out by itself: the free daily tier ('free') and the open captive
 * portal ('open'), and Auto-Connect on a QR scan ('auto', decision 066). One per kind, device and day (UTC)
 * per partner: the unique index is what keeps a
 * device that asks eight times at once to one voucher.
 */
export const portalGrants = pgTable(
  'portal_grants',
  {
    id: bigserial('id', { mode: 'number' }).notNull(),
    partnerId: integer('partner_id')
      .notNull()
      .references(() => partners.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    device: text('device').notNull(),
    day: date('day').notNull(),
    voucherId: bigint('voucher_id', { mode: 'number' }).notNull(),
    /** A purchase's mobile-money payment (issue 32 §2): the money this voucher was bought with. */
    paymentId: text('payment_id'),
    created: timestamp('created', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    foreignKey({
      name: 'portal_grants_voucher_id_fk',
      columns: [t.voucherId, t.partnerId],
      foreignColumns: [vouchers.id, vouchers.partnerId],
    }).onDelete('cascade'),
    primaryKey({ columns: [t.id, t.partnerId] }),
    // One free/open/auto voucher per device and day; a device may buy as often as it likes.
    uniqueIndex('portal_grants_device_day_idx')
      .on(t.partnerId, t.kind, t.device, t.day)
      .where(sql`${t.paymentId} is null`),
    // No payment ever makes two vouchers, whatever retries or replicas settle it.
    uniqueIndex('portal_grants_payment_idx').on(t.paymentId, t.partnerId),
    // Deleting vouchers (a partner's, or expired ones) cascades here: looked up by voucher.
    index('portal_grants_voucher_idx').on(t.voucherId),
    check('portal_grants_kind_check', sql`${t.kind} in ('free', 'open', 'auto', 'purchase')`),
    check('portal_grants_payment_check', sql`(${t.kind} = 'purchase') = (${t.paymentId} is not null)`),
  ],
);

/** Stored voucher states. `revoked` is ours (decision 022); the spec's lists show active, used, expired. */
export const VOUCHER_STATES = ['active', 'used', 'expired', 'revoked'] as const;

export const SESSION_STATES = ['connected', 'disconnected', 'expired'] as const;

export const SESSION_TYPES = ['voucher', 'auto'] as const;

/**
 * A guest Wi-Fi voucher (decision 022). Its time runs from the first accepted login, for every device
 * that uses it (multi-user), and it must be first used before `expiry_date`. `status` is the stored state:
 * logins, revokes and the expiry sweep move it, and reads treat an active voucher past its dates as expired
 * until the sweep catches up.
 */
export const vouchers = pgTable(
  'vouchers',
  {
    id: bigserial('id', { mode: 'number' }).notNull(),
    partnerId: integer('partner_id')
      .notNull()
      .references(() => partners.id, { onDelete: 'cascade' }),
    /** Upper-case, from an alphabet without 0/O, 1/I/L; unique per partner. */
    code: text('code').notNull(),
    status: text('status', { enum: VOUCHER_STATES }).notNull().default('active'),
    /** Seconds of access the voucher gives. */
    durationSeconds: integer('duration_seconds').notNull(),
    multiUser: boolean('multi_user').notNull().default(false),
    /** Optional: a voucher of a realm works only on that realm's boxes; without one, on all the partner's. */
    realmId: integer('realm_id'),
    /** The bulk create it came from, so the partner can print that batch. */
    batchId: text('batch_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiryDate: timestamp('expiry_date', { withTimezone: true }).notNull(),
    /** The first accepted login: the voucher's time runs from here. */
    firstUsedAt: timestamp('first_used_at', { withTimezone: true }),
    /** Guests' MAC addresses that logged in with it, in order. */
    usedBy: text('used_by')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    /**
     * Set when the portal gave the voucher away by itself ('free' daily tier, 'open' access): its first login
     * by a device spends that device's allowance for the day (guest_allowances), whoever asked the portal;
     * 'auto' is Auto-Connect's daily allowance on a QR scan (decision 066).
     */
    portalKind: text('portal_kind'),
  },
  (t) => [
    primaryKey({ columns: [t.id, t.partnerId] }),
    foreignKey({
      name: 'vouchers_realm_id_fk',
      columns: [t.realmId, t.partnerId],
      foreignColumns: [realms.id, realms.partnerId],
    }).onDelete('set null'),
    check('vouchers_portal_kind_check', sql`${t.portalKind} in ('free', 'open', 'auto')`),
    uniqueIndex('vouchers_partner_code_idx').on(t.partnerId, t.code),
    index('vouchers_partner_created_idx').on(t.partnerId, t.createdAt, t.id),
    index('vouchers_partner_status_created_idx').on(t.partnerId, t.status, t.createdAt, t.id),
    index('vouchers_realm_idx').on(t.realmId),
    index('vouchers_batch_idx').on(t.partnerId, t.batchId),
    // The list's code search (decision 050): trigrams find a code's start (one or two characters) or any
    // three in it among every partner's codes; the partner is then a filter on the few rows found.
    index('vouchers_code_trgm_idx').using('gin', sql`${t.code} gin_trgm_ops`),
    // The expiry sweep reads only what is still active.
    index('vouchers_active_expiry_idx')
      .on(t.expiryDate)
      .where(sql`status = 'active'`),
    // …and, of those whose time has started, only the ones not yet ended (a few days' logins at most).
    index('vouchers_started_idx')
      .on(t.firstUsedAt)
      .where(sql`status in ('active', 'used') and first_used_at is not null`),
  ],
);

/**
 * A guest's time online through one box: from RADIUS accounting (Acct-Session-Id per box) or the HTTPS
 * hotspot calls. Counters are the box's cumulative totals, so a re-sent packet sets the same values again.
 */
export const hotspotSessions = pgTable(
  'hotspot_sessions',
  {
    id: bigserial('id', { mode: 'number' }).notNull(),
    partnerId: integer('partner_id')
      .notNull()
      .references(() => partners.id, { onDelete: 'cascade' }),
    routerId: integer('router_id')
      .notNull()
      .references(() => routers.id, { onDelete: 'cascade' }),
    voucherId: bigint('voucher_id', { mode: 'number' }),
    /** Kept when the voucher row goes, so the session still says which code it was. */
    voucherCode: text('voucher_code'),
    sessionType: text('session_type', { enum: SESSION_TYPES }).notNull(),
    /** The box's Acct-Session-Id (or the id the HTTPS call gave). */
    acctSessionId: text('acct_session_id').notNull(),
    clientIp: text('client_ip'),
    clientMac: text('client_mac').notNull(),
    status: text('status', { enum: SESSION_STATES }).notNull().default('connected'),
    startTime: timestamp('start_time', { withTimezone: true }).notNull().defaultNow(),
    /** The last accounting packet (start, interim or stop); a session silent for 3 intervals is disconnected. */
    lastUpdate: timestamp('last_update', { withTimezone: true }).notNull().defaultNow(),
    stopTime: timestamp('stop_time', { withTimezone: true }),
    /** Seconds online as the box counts them (Acct-Session-Time). */
    durationSeconds: integer('duration_seconds').notNull().default(0),
    bytesIn: bigint('bytes_in', { mode: 'number' }).notNull().default(0),
    bytesOut: bigint('bytes_out', { mode: 'number' }).notNull().default(0),
    /** Where the box was last heard from, for the Disconnect-Request (RFC 5176). */
    nasAddress: text('nas_address'),
    terminateCause: text('terminate_cause'),
    /** A counter the box sent did not fit (Gigawords near 2^32, a session time past 68 years): kept at the bound. */
    countersClamped: boolean('counters_clamped').notNull().default(false),
  },
  (t) => [
    foreignKey({
      name: 'hotspot_sessions_voucher_id_fk',
      columns: [t.voucherId, t.partnerId],
      foreignColumns: [vouchers.id, vouchers.partnerId],
    }).onDelete('set null'),
    primaryKey({ columns: [t.id, t.partnerId] }),
    uniqueIndex('hotspot_sessions_box_acct_idx').on(t.routerId, t.acctSessionId, t.partnerId),
    index('hotspot_sessions_partner_start_idx').on(t.partnerId, t.startTime, t.id),
    index('hotspot_sessions_partner_status_start_idx').on(t.partnerId, t.status, t.startTime, t.id),
    index('hotspot_sessions_voucher_idx').on(t.voucherId),
    // The analytics rollup recomputes one box's hour of sessions (decision 038).
    index('hotspot_sessions_router_start_idx').on(t.routerId, t.startTime),
    // What is still connected, by box (Accounting-On/Off closes a box's sessions; the silence sweep reads
    // them all). Not on last_update: every interim changes it, and an indexed column that changes makes
    // every interim a new row version in all seven indexes instead of a HOT update (decision 046).
    index('hotspot_sessions_connected_box_idx')
      .on(t.routerId)
      .where(sql`status = 'connected'`),
  ],
);

/** The partner's Auto-Connect and SMS voucher duration settings (part 2 §3, §7). One row per partner. */
export const voucherAutomationPreferences = pgTable('voucher_automation_preferences', {
  partnerId: integer('partner_id')
    .primaryKey()
    .references(() => partners.id, { onDelete: 'cascade' }),
  /** One of the token durations of part 2 §9 (1_hour … unlimited, or custom). */
  defaultDuration: text('default_duration').notNull(),
  /** Minutes, when default_duration is custom. */
  customDuration: integer('custom_duration'),
  autoconnectDailyUsage: integer('autoconnect_daily_usage'),
  updated: timestamp('updated', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The partner's token purchase tiers (part 2 §7, §9), saved as one list; the default tiers apply until the
 * partner saves its own.
 */
export const voucherPurchasePreferences = pgTable('voucher_purchase_preferences', {
  partnerId: integer('partner_id')
    .primaryKey()
    .references(() => partners.id, { onDelete: 'cascade' }),
  /** [{price: '100 RWF', duration_in_minutes: 20}, …] in the partner's order. */
  tiers: jsonb('tiers').$type<{ price: string; duration_in_minutes: number }[]>().notNull(),
  updated: timestamp('updated', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A device's daily allowance of what a portal gives away (decision 044): one voucher per partner, kind
 * ('free', 'open', 'auto'), real MAC (the box's Calling-Station-Id) and UTC day. Taken at the voucher's first login,
 * where the box, not the guest's browser, names the device; the primary key is what makes ten codes tried
 * at once by one device end in one login.
 */
export const guestAllowances = pgTable(
  'guest_allowances',
  {
    partnerId: integer('partner_id')
      .notNull()
      .references(() => partners.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    clientMac: text('client_mac').notNull(),
    day: date('day').notNull(),
    voucherId: bigint('voucher_id', { mode: 'number' }).notNull(),
  },
  (t) => [
    foreignKey({
      name: 'guest_allowances_voucher_id_fk',
      columns: [t.voucherId, t.partnerId],
      foreignColumns: [vouchers.id, vouchers.partnerId],
    }).onDelete('cascade'),
    primaryKey({ columns: [t.partnerId, t.kind, t.clientMac, t.day] }),
    index('guest_allowances_day_idx').on(t.day),
    index('guest_allowances_voucher_idx').on(t.voucherId),
    check('guest_allowances_kind_check', sql`${t.kind} in ('free', 'open', 'auto')`),
  ],
);

/**
 * What the RADIUS server knows of one box beyond its router row (decision 045): whether Access-Requests must
 * carry a Message-Authenticator ('auto': once the box has sent one, as FreeRADIUS's
 * require_message_authenticator = auto; 'yes': always), and the last problem its packets had, so a partner
 * can fix a box without reading server logs. Problems are written at most once per box per minute.
 */
export const radiusNasStates = pgTable('radius_nas_states', {
  routerId: integer('router_id')
    .primaryKey()
    .references(() => routers.id, { onDelete: 'cascade' }),
  // No partner column: the box's partner is its router's, read through the join (a box can change partner).
  requireMessageAuthenticator: text('require_message_authenticator', {
    enum: MESSAGE_AUTHENTICATOR_POLICIES,
  })
    .notNull()
    .default('auto'),
  messageAuthenticatorSeenAt: timestamp('message_authenticator_seen_at', { withTimezone: true }),
  lastProblem: text('last_problem', { enum: RADIUS_PROBLEMS }),
  lastProblemAt: timestamp('last_problem_at', { withTimezone: true }),
  /** How many packets had that problem in the minute it was last written. */
  lastProblemCount: integer('last_problem_count').notNull().default(0),
});
