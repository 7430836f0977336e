import { z } from 'zod/mini';
import {
  dateField,
  dateTimeField,
  digitsParam,
  idField,
  MAX_ID,
  paginated,
  ZIdParamSchema,
  ZOptionalIdParamSchema,
  ZPageQuerySchema,
} from './common';
import { VOUCHER_STATUSES, VOUCHER_TEXTS } from './voucher-texts';
export { VOUCHER_LIST_TEXTS, VOUCHER_PAGE_SIZES, VOUCHER_STATUSES, VOUCHER_TEXTS } from './voucher-texts';

/**
 * Vouchers and sessions: the voucher service (/radius/{slug}/admin/..., part 2 §4) and the voucher calls of
 * the main API (part 2 §4, §7, §9). Decision 022 explains states, time and codes.
 */

/** What a box tells a guest whose code is refused (RADIUS Reply-Message, the HTTPS hotspot answer). */
export const VOUCHER_REFUSALS = {
  unknown: 'Unknown voucher code',
  used: 'This voucher has already been used',
  expired: 'This voucher has expired',
  revoked: 'This voucher has been revoked',
  wrongBox: 'This voucher is not valid on this network',
  // Ours (decision 044): a device or box past its budget of wrong codes, and a device's second free code of a day.
  throttled: 'Too many wrong codes. Please wait a few minutes and try again.',
  allowanceUsed: 'This device has already had its free access today.',
} as const;

// ── Limits (part 2 §5, §9) ──────────────────────────────────────────────────────────────────────────
export const VOUCHER_PRESET_MINUTES = [30, 60, 120, 180, 360, 720, 1440] as const;
export const VOUCHER_EXPIRY_DAYS = [1, 3, 7, 14, 30, 90] as const;
export const VOUCHER_MAX_HOURS = 168;
/** The longest manual duration the create form allows: 168 hours and 59 minutes. */
export const VOUCHER_MAX_DURATION_SECONDS = VOUCHER_MAX_HOURS * 3600 + 59 * 60;
export const VOUCHER_MAX_COUNT = 100;
/** Expiry in days from creation: the form offers the choices above; the API takes any day up to a year. */
export const VOUCHER_MAX_EXPIRY_DAYS = 365;
export const VOUCHER_DEFAULTS = { presetMinutes: 60, expiryDays: 1, count: 1, multiUser: false } as const;

/**
 * Codes are 8 characters from an alphabet with nothing that reads like something else (no 0/O, 1/I/L), and
 * are matched without regard to case, spaces or dashes a guest may type.
 */
export const VOUCHER_CODE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
export const VOUCHER_CODE_LENGTH = 8;
/** A code as a guest or an admin may write it: the alphabet's letters and digits, any case, with dashes. */
export const normalizeVoucherCode = (input: string): string => input.replace(/[\s-]/g, '').toUpperCase();
export const isVoucherCode = (code: string): boolean =>
  code.length === VOUCHER_CODE_LENGTH && [...code].every((c) => VOUCHER_CODE_ALPHABET.includes(c));

export const ZVoucherStatusSchema = z.enum(VOUCHER_STATUSES);
export type TVoucherStatus = z.infer<typeof ZVoucherStatusSchema>;

export const ZVoucherSchema = z.object({
  code: z.string(),
  status: ZVoucherStatusSchema,
  /** Seconds. */
  duration: z.int(),
  multi_user: z.boolean(),
  created_at: z.string(),
  expiry_date: z.string(),
  /** MAC addresses of the devices that logged in with it. */
  used_by: z.array(z.string()),
  /** When its time started running (first accepted login), else null. */
  first_used_at: z.nullable(z.string()),
  /** Seconds of access left: the whole duration until first used, 0 once used up, expired or revoked. */
  remaining_time: z.int(),
  realm: z.nullable(z.object({ id: z.int(), name: z.string() })),
  batch_id: z.nullable(z.string()),
});
export type TVoucher = z.infer<typeof ZVoucherSchema>;

export const SESSION_STATUSES = ['connected', 'disconnected', 'expired'] as const;
export const ZSessionStatusSchema = z.enum(SESSION_STATUSES);
export const SESSION_TYPES = ['voucher', 'auto'] as const;

export const ZSessionSchema = z.object({
  id: z.int(),
  client_ip: z.nullable(z.string()),
  client_mac: z.string(),
  status: ZSessionStatusSchema,
  session_type: z.enum(SESSION_TYPES),
  start_time: z.string(),
  stop_time: z.nullable(z.string()),
  /** Seconds online. */
  duration: z.int(),
  /** Seconds the session's voucher has left (0 when none). */
  remaining_time: z.int(),
  voucher_code: z.nullable(z.string()),
  bytes_in: z.int(),
  bytes_out: z.int(),
  router: z.object({ id: z.int(), serial_number: z.string() }),
});
export type TSession = z.infer<typeof ZSessionSchema>;

export const ZVoucherPaginationSchema = z.object({
  total_count: z.int(),
  total_pages: z.int(),
  current_page: z.int(),
  limit: z.int(),
});
export type TVoucherPagination = z.infer<typeof ZVoucherPaginationSchema>;

export const ZVoucherPageSchema = z.object({
  vouchers: z.array(ZVoucherSchema),
  pagination: ZVoucherPaginationSchema,
});
export const ZSessionPageSchema = z.object({
  sessions: z.array(ZSessionSchema),
  pagination: ZVoucherPaginationSchema,
});
export type TVoucherPage = z.infer<typeof ZVoucherPageSchema>;
export type TSessionPage = z.infer<typeof ZSessionPageSchema>;

export const ZVoucherStatsSchema = z.object({
  vouchers: z.object({
    total: z.int(),
    active: z.int(),
    used: z.int(),
    expired: z.int(),
    revoked: z.int(),
  }),
  sessions: z.object({
    total: z.int(),
    active: z.int(),
    connected: z.int(),
    disconnected: z.int(),
    expired: z.int(),
    auto: z.int(),
    voucher: z.int(),
  }),
});
export type TVoucherStats = z.infer<typeof ZVoucherStatsSchema>;

// ── Requests ────────────────────────────────────────────────────────────────────────────────────────
const boolParam = z.pipe(
  z.transform((value) => (value === 'true' ? true : value === 'false' ? false : value)),
  z.boolean(),
);
const limitParam = z._default(digitsParam(z.int().check(z.gte(1), z.lte(100))), 10);
const pageParam = z._default(digitsParam(z.int().check(z.gte(1), z.lte(MAX_ID))), 1);

export const ZVoucherListQuerySchema = z.object({
  page: pageParam,
  limit: limitParam,
  status: z.optional(ZVoucherStatusSchema),
  /** true: only expired vouchers; false: none of them. */
  expired: z.optional(boolParam),
  /** The vouchers of one bulk create. */
  batch: z.optional(z.string().check(z.maxLength(64))),
  /**
   * A code or part of one, as typed (any case, spaces or dashes): one or two characters match the start of
   * the code, three or more anywhere in it (decision 050).
   */
  search: z.optional(z.string().check(z.trim(), z.maxLength(64))),
  /** The vouchers created for one of the partner's realms; empty: those without a realm. */
  realm: z.optional(ZOptionalIdParamSchema),
  /** Created on or after this day (YYYY-MM-DD, in the partners' time zone). */
  start_date: z.optional(dateField()),
  /** Created on or before this day (YYYY-MM-DD, in the partners' time zone). */
  end_date: z.optional(dateField()),
});
export type TVoucherListQuery = z.input<typeof ZVoucherListQuerySchema>;
export const ZSessionListQuerySchema = z.object({
  page: pageParam,
  limit: limitParam,
  status: z.optional(ZSessionStatusSchema),
});
/** The stats of the partner, or of one of its boxes by serial number. */
export const ZVoucherStatsQuerySchema = z.object({
  router: z.optional(z.string().check(z.minLength(1), z.maxLength(64))),
});

export const ZVoucherCreateRequestSchema = z.object({
  duration: z
    .number(VOUCHER_TEXTS.invalidDuration)
    .check(
      z.int(VOUCHER_TEXTS.invalidDuration),
      z.gte(1, VOUCHER_TEXTS.invalidDuration),
      z.lte(VOUCHER_MAX_DURATION_SECONDS, VOUCHER_TEXTS.invalidDuration),
    ),
  multi_user: z._default(z.boolean(), false),
  expiry_days: z._default(
    z.int().check(z.gte(1), z.lte(VOUCHER_MAX_EXPIRY_DAYS)),
    VOUCHER_DEFAULTS.expiryDays,
  ),
  /** Optional: the realm whose boxes accept it (all the partner's boxes when absent). */
  realm: z.optional(z.nullable(idField())),
});
export type TVoucherCreateRequest = z.input<typeof ZVoucherCreateRequestSchema>;

export const ZVoucherBulkCreateRequestSchema = z.extend(ZVoucherCreateRequestSchema, {
  count: z
    .number(VOUCHER_TEXTS.invalidCount)
    .check(
      z.int(VOUCHER_TEXTS.invalidCount),
      z.gte(1, VOUCHER_TEXTS.invalidCount),
      z.lte(VOUCHER_MAX_COUNT, VOUCHER_TEXTS.invalidCount),
    ),
});
export type TVoucherBulkCreateRequest = z.input<typeof ZVoucherBulkCreateRequestSchema>;

export const ZVoucherBulkCreateResponseSchema = z.object({
  created_count: z.int(),
  failed_count: z.int(),
  /** The batch the new vouchers belong to: its PDF sheet and CSV can be printed. */
  batch_id: z.string(),
  vouchers: z.array(ZVoucherSchema),
});
export type TVoucherBulkCreateResponse = z.infer<typeof ZVoucherBulkCreateResponseSchema>;

export const ZVoucherCodeParamsSchema = z.object({ code: z.string().check(z.minLength(1), z.maxLength(64)) });

/** The most vouchers one bulk revoke takes: a few pages of the list at its largest page size. */
export const VOUCHER_BULK_REVOKE_MAX = 500;
export const VOUCHER_BULK_REVOKE_TEXTS = {
  noCodes: 'Choose at least one voucher.',
  tooMany: `Choose at most ${VOUCHER_BULK_REVOKE_MAX} vouchers at a time.`,
  notFound: 'No such voucher.',
} as const;
/**
 * POST /radius/{slug}/admin/vouchers/revoke/bulk: vouchers by code (as the single revoke takes them: any
 * case, spaces or dashes), at most VOUCHER_BULK_REVOKE_MAX.
 */
export const ZVoucherBulkRevokeRequestSchema = z.object({
  codes: z
    .array(z.string().check(z.minLength(1), z.maxLength(64)))
    .check(
      z.minLength(1, VOUCHER_BULK_REVOKE_TEXTS.noCodes),
      z.maxLength(VOUCHER_BULK_REVOKE_MAX, VOUCHER_BULK_REVOKE_TEXTS.tooMany),
    ),
});
export type TVoucherBulkRevokeRequest = z.input<typeof ZVoucherBulkRevokeRequestSchema>;
/** Why a code was left alone: not a voucher of the partner (another partner's included), or not active. */
export const VOUCHER_REVOKE_SKIP_REASONS = ['not_found', 'not_active'] as const;
export const ZVoucherBulkRevokeResponseSchema = z.object({
  revoked_count: z.int(),
  /** The codes revoked now, as stored (upper case, no dashes). */
  revoked: z.array(z.string()),
  skipped: z.array(
    z.object({ code: z.string(), reason: z.enum(VOUCHER_REVOKE_SKIP_REASONS), detail: z.string() }),
  ),
});
export type TVoucherBulkRevokeResponse = z.infer<typeof ZVoucherBulkRevokeResponseSchema>;
export const ZSessionIdParamsSchema = z.object({ id: ZIdParamSchema });

/** A phone an SMS can go to: E.164-ish, an optional + and 8 to 15 digits (spaces allowed and dropped). */
export const SMS_PHONE_PATTERN = /^\+?[1-9]\d{7,14}$/;
export const SMS_PHONE_MESSAGE = 'Enter a phone number in international format, e.g. +250788123456.';
/**
 * The same rule as typed: spaces and dashes between the digits. Checked before they are dropped so that the
 * API's description (OpenAPI `pattern`) says what a client may send, not only "a string".
 */
const SMS_PHONE_AS_TYPED = /^\s*\+?[1-9](?:[\s-]?\d){7,14}\s*$/;
export const ZSmsPhoneSchema = z.pipe(
  z.pipe(
    z.string().check(z.maxLength(32, SMS_PHONE_MESSAGE), z.regex(SMS_PHONE_AS_TYPED, SMS_PHONE_MESSAGE)),
    z.transform((value) => value.replace(/[\s-]/g, '')),
  ),
  z.string().check(z.regex(SMS_PHONE_PATTERN, SMS_PHONE_MESSAGE)),
);
/** POST /radius/{slug}/admin/vouchers/{code}/sms/: send an active voucher to a guest's phone. */
export const ZVoucherSmsRequestSchema = z.object({ phone: ZSmsPhoneSchema });
export type TVoucherSmsRequest = z.input<typeof ZVoucherSmsRequestSchema>;
/** What happened to the SMS: `sent`, or `failed` with the provider's or the transport's reason. */
export const ZVoucherSmsResultSchema = z.object({
  id: z.int(),
  status: z.enum(['sent', 'failed']),
  phone: z.string(),
  message: z.string(),
  error: z.nullable(z.string()),
});
export type TVoucherSmsResult = z.infer<typeof ZVoucherSmsResultSchema>;
/** The SMS a voucher is sent as: 'Your Wi-Fi voucher: {code}. Valid {minutes} minutes. Expires {date}.' */
export const voucherSmsText = (code: string, minutes: number, expires: string) =>
  `Your Wi-Fi voucher: ${code}. Valid ${minutes} minutes. Expires ${expires}.`;

// ── Main API: realm vouchers, automation and purchase preferences (part 2 §4, §7, §9) ──────────────
/** `realm` narrows the partner's vouchers to one realm's (the realm details Vouchers tab). */
export const ZRealmVoucherQuerySchema = z.extend(ZPageQuerySchema, { realm: z.optional(ZIdParamSchema) });
export const ZRealmVoucherPageSchema = paginated(ZVoucherSchema);

export const TOKEN_DURATIONS = [
  '1_hour',
  '2_hours',
  '5_hours',
  '10_hours',
  '24_hours',
  'unlimited',
  'custom',
] as const;
export const ZVoucherAutomationPreferenceSchema = z.object({
  partner_id: z.int(),
  default_duration: z.enum(TOKEN_DURATIONS),
  /** Minutes, when default_duration is custom. */
  custom_duration: z.nullable(z.int().check(z.gte(1), z.lte(VOUCHER_MAX_DURATION_SECONDS / 60))),
  /** Minutes of Auto-Connect a device gets per day. */
  autoconnect_daily_usage: z.nullable(z.int().check(z.gte(0), z.lte(1440))),
});
export type TVoucherAutomationPreference = z.infer<typeof ZVoucherAutomationPreferenceSchema>;
export const ZVoucherAutomationPreferenceRequestSchema = z.extend(ZVoucherAutomationPreferenceSchema, {
  partner_id: z.optional(idField()),
});

export const ZTokenPurchaseOptionSchema = z.object({
  /** As shown to guests, e.g. '100 RWF'. */
  price: z.string().check(z.minLength(1), z.maxLength(40)),
  duration_in_minutes: z.int().check(z.gte(1), z.lte(VOUCHER_MAX_DURATION_SECONDS / 60)),
  display_duration: z.string(),
});
export type TTokenPurchaseOption = z.infer<typeof ZTokenPurchaseOptionSchema>;
export const ZTokenPurchaseOptionRequestSchema = z.omit(ZTokenPurchaseOptionSchema, {
  display_duration: true,
});
export const ZTokenPurchasePreferenceRequestSchema = z
  .array(ZTokenPurchaseOptionRequestSchema)
  .check(z.maxLength(20));

/** Part 2 §9: the tiers a partner has until it saves its own. */
export const DEFAULT_TOKEN_PURCHASE_TIERS = [
  { price: '0 RWF', duration_in_minutes: 10 },
  { price: '100 RWF', duration_in_minutes: 20 },
  { price: '300 RWF', duration_in_minutes: 60 },
  { price: '500 RWF', duration_in_minutes: 180 },
  { price: '1000 RWF', duration_in_minutes: 1440 },
] as const;

export const ZPartnerQuerySchema = z.object({ partner: z.optional(ZIdParamSchema) });

// ── Refusals of the voucher service's admin calls (decision 022) ─────────────────────────────────────
/** Part 2 §6: why a partner may not create vouchers now (403 `detail`). */
export const VOUCHER_CREATION_REFUSALS = {
  inactive: 'Your account is not active, so vouchers cannot be created.',
  noSubscriptionPlan: 'Your account has no subscription plan, so vouchers cannot be created.',
  latePayment: 'A billing is more than five days overdue, so vouchers cannot be created until it is paid.',
} as const;
export const VOUCHER_SERVICE_TEXTS = {
  revokeOnlyActive: 'Only an active voucher can be revoked.',
  sessionEnded: 'This session has already ended.',
  customDurationRequired: 'Define the custom duration in minutes',
  smsOnlyActive: 'Only an active voucher can be sent by SMS.',
  smsFailed: (reason: string) => `The SMS could not be sent: ${reason}.`,
} as const;
/** Whole minutes as people say them: '20 minutes', '1 hour', '1 hour 30 minutes', '1 day'. */
export function displayDuration(minutes: number): string {
  const parts: [number, string][] = [
    [Math.floor(minutes / 1440), 'day'],
    [Math.floor((minutes % 1440) / 60), 'hour'],
    [minutes % 60, 'minute'],
  ];
  const said = parts.filter(([n]) => n > 0).map(([n, unit]) => `${n} ${unit}${n === 1 ? '' : 's'}`);
  return said.length > 0 ? said.join(' ') : '0 minutes';
}
/** What the voucher automation preference is until the partner saves one (decision 022). */
export const DEFAULT_VOUCHER_AUTOMATION = {
  default_duration: '1_hour',
  custom_duration: null,
  autoconnect_daily_usage: null,
} as const;

// ── Past batches (decision 050): each create's vouchers, to print or download again ─────────────────
export const VOUCHER_BATCH_PAGE_MAX = 50;
/** GET /radius/{slug}/admin/vouchers/batches?before=&limit=: newest first; `before` is a page's `next_before`. */
export const ZVoucherBatchListQuerySchema = z.object({
  limit: z._default(digitsParam(z.int().check(z.gte(1), z.lte(VOUCHER_BATCH_PAGE_MAX))), 10),
  before: z.optional(dateTimeField()),
});
export type TVoucherBatchListQuery = z.input<typeof ZVoucherBatchListQuerySchema>;
export const ZVoucherBatchSchema = z.object({
  batch_id: z.string(),
  created_at: z.string(),
  /** How many vouchers the batch still has (whatever their state: a sheet prints them all). */
  count: z.int(),
  /** Seconds, as each voucher of the batch was made. */
  duration: z.int(),
  multi_user: z.boolean(),
  expiry_date: z.string(),
  realm: z.nullable(z.object({ id: z.int(), name: z.string() })),
  /**
   * False when the batch's vouchers differ in duration, multi-user or realm (a create never makes such a
   * batch; hand-made or demo data may): the fields above are then the largest, not the batch's setting.
   */
  is_uniform: z.boolean(),
});
export type TVoucherBatch = z.infer<typeof ZVoucherBatchSchema>;
export const ZVoucherBatchPageSchema = z.object({
  batches: z.array(ZVoucherBatchSchema),
  /** Pass as `before` for the older batches; null when there are none. */
  next_before: z.nullable(z.string()),
});
export type TVoucherBatchPage = z.infer<typeof ZVoucherBatchPageSchema>;
/** GET vouchers/export and sessions/export: the lists' filters, every row (decision 051). */
export const ZVoucherExportQuerySchema = z.omit(ZVoucherListQuerySchema, { page: true, limit: true });
export type TVoucherExportQuery = z.input<typeof ZVoucherExportQuerySchema>;
export const ZSessionExportQuerySchema = z.omit(ZSessionListQuerySchema, { page: true, limit: true });
export type TSessionExportQuery = z.input<typeof ZSessionExportQuerySchema>;
