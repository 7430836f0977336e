// How each table is spread when one PostgreSQL is not enough and the project shards by partner with Citus
// (issue 33 §4, decision 083). This is the one place that says it: tests/citus-schema.test.ts reads the
// migrated schema from the catalog and fails when a table has no entry here, when an entry names no table,
// or when a table breaks its class's rules; docs/citus.md's statements are derived from it.
//
// The classes, in Citus's words:
// - `tenant`: create_distributed_table(t, 'partner_id'), all in one co-location group, so a partner's rows
//   of every table sit on the same node and joins and foreign keys between them stay on that node. Rules:
//   partner_id NOT NULL, in the primary key and in every unique constraint or index; a foreign key to
//   another tenant table includes partner_id on both sides.
// - `reference`: create_reference_table(t), a full copy on every node. For what is small and global, or
//   crosses partners by nature and is read before any partner is known. Rules: it references reference
//   tables only (Citus refuses a reference table pointing at a distributed one). Every write goes to every
//   node, so nothing hot belongs here.
// - `sharded`: distributed by another column in a co-location group of its own, where partner_id cannot
//   be the key (no partner to name) and a full copy on every node would be wrong (hot writes, many rows).
//   Same rules as `tenant`, with its own column.

export type TableClass =
  | { kind: 'tenant' }
  | { kind: 'reference'; why: string }
  | { kind: 'sharded'; column: string; group: string; why: string };

/** The distribution column of tenant tables. */
export const PARTNER_COLUMN = 'partner_id';

const tenant: TableClass = { kind: 'tenant' };
const reference = (why: string): TableClass => ({ kind: 'reference', why });

const SIGN_IN_RECORD =
  "a user's sign-in record, found by its token or user before any partner is known, and platform " +
  'accounts (support agents) have none; a few rows per user, written at sign-in rate';

const CONVERSATION =
  'the assistant and the support desk: an anonymous visitor has no partner and agents work across ' +
  'partners, but every read and write names one conversation, so it is the key';

/** Every table of the schema (partitions follow their parent), by name. */
export const TABLE_CLASSES: Record<string, TableClass> = {
  // The tenants and the platform's catalogues.
  partners: reference('the tenants themselves: a few hundred rows every tenant table references'),
  addons: reference("the platform's catalogue of add-ons: a handful of rows, the same for every partner"),

  // People. A user is a global identity: sign-in is by e-mail before the partner is known, the e-mail is
  // unique across the platform, and support agents belong to no partner (decision 083, "users").
  users: reference(
    'global identity: sign-in by e-mail across partners, platform accounts with no partner; ' +
      'thousands of rows, written by user management, not by traffic',
  ),
  refresh_tokens: reference(SIGN_IN_RECORD),
  otp_codes: reference(SIGN_IN_RECORD),
  password_reset_tokens: reference(SIGN_IN_RECORD),
  terms_acceptances: reference(SIGN_IN_RECORD),
  alert_preferences: reference("one user's mail switches, read with the user; a few rows per user"),

  // Boxes. The box catalogue is global: its serial, device key and NAS identity are looked up by RADIUS and
  // heartbeats before the partner is known, a box in transit has no partner and a box moves between
  // partners (a distributed row's partner_id can never change). It is written by configuration, never by
  // traffic: heartbeats write router_state (decision 083, "routers").
  routers: reference(
    'the box catalogue: global serial and keys looked up before the partner is known, no partner in ' +
      'transit, moves between partners; written by configuration only',
  ),
  // What travels with the box (decisions 029, 045): one row per box, made with it, read by the guest portal
  // and RADIUS by box before the partner is known, kept when the box changes hands.
  captive_portals: reference(
    "the box's landing page: one row per box, made with the box and moving with it; written when edited",
  ),
  radius_nas_states: reference(
    "the box's RADIUS policy and last problem: one row per box, moving with it; written once per box " +
      'and at most once a minute (one statement per replica) for boxes with problems',
  ),

  // Core.
  list_counts: tenant,
  rate_limit_counters: {
    kind: 'sharded',
    column: 'key',
    group: 'rate limits',
    why: 'counters keyed by the caller (address, e-mail, phone) before any partner is known; hot writes',
  },

  // The assistant and the support desk's chats.
  assistant_conversations: { kind: 'sharded', column: 'id', group: 'conversations', why: CONVERSATION },
  assistant_messages: {
    kind: 'sharded',
    column: 'conversation_id',
    group: 'conversations',
    why: CONVERSATION,
  },
  assistant_proposals: {
    kind: 'sharded',
    column: 'conversation_id',
    group: 'conversations',
    why: CONVERSATION,
  },
  assistant_slack_threads: {
    kind: 'sharded',
    column: 'conversation_id',
    group: 'conversations',
    why: CONVERSATION,
  },

  // Everything a partner owns.
  adverts: tenant,
  advert_views: tenant,
  alert_reads: tenant,
  alert_settings: tenant,
  alerts: tenant,
  apks: tenant,
  billing_reminders: tenant,
  billings: tenant,
  coupon_addons: tenant,
  discount_coupons: tenant,
  food_drink_menus: tenant,
  guest_allowances: tenant,
  guest_profiles: tenant,
  hotel_stays: tenant,
  hotspot_login_failures: tenant,
  hotspot_sessions: tenant,
  internet_settings: tenant,
  invoices: tenant,
  kiosks: tenant,
  media_categories: tenant,
  media_files: tenant,
  media_storage_reservations: tenant,
  miners: tenant,
  mobile_money_credentials: tenant,
  mobile_money_payment_events: tenant,
  mobile_money_payments: tenant,
  partner_setting_changes: tenant,
  payments: tenant,
  portal_grants: tenant,
  queue_counters: tenant,
  queue_displays: tenant,
  queue_tickets: tenant,
  ratings: tenant,
  realms: tenant,
  router_metrics: tenant,
  router_state: tenant,
  sign_up_applications: tenant,
  smes: tenant,
  sms_messages: tenant,
  sms_packages: tenant,
  subscription_plans: tenant,
  survey_answers: tenant,
  survey_questions: tenant,
  survey_responses: tenant,
  surveys: tenant,
  ticket_messages: tenant,
  tickets: tenant,
  voucher_automation_preferences: tenant,
  voucher_purchase_preferences: tenant,
  vouchers: tenant,

  // Analytics: raw rows and rollups, per partner and box (decision 038).
  advert_view_daily: tenant,
  advert_view_hourly: tenant,
  advert_viewers: tenant,
  analytics_dirty: tenant,
  guest_devices: tenant,
  login_failure_daily: tenant,
  login_failure_hourly: tenant,
  partner_device_salts: tenant,
  portal_visit_daily: tenant,
  portal_visit_hourly: tenant,
  portal_visits: tenant,
  reading_daily: tenant,
  reading_delta: tenant,
  reading_hourly: tenant,
  session_daily: tenant,
  session_hourly: tenant,
  sms_daily: tenant,
  sms_hourly: tenant,
  voucher_daily: tenant,
  voucher_hourly: tenant,
};

/** The column a table is distributed by, or null for a reference table. */
export function distributionColumn(c: TableClass): string | null {
  if (c.kind === 'tenant') return PARTNER_COLUMN;
  if (c.kind === 'sharded') return c.column;
  return null;
}

/** The co-location group of a distributed table (tenant tables share the partners' group). */
export function colocationGroup(c: TableClass): string | null {
  if (c.kind === 'tenant') return 'partners';
  if (c.kind === 'sharded') return c.group;
  return null;
}
