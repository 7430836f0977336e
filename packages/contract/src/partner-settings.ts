import { z } from 'zod/mini';
import { ZPageQuerySchema, paginated } from './common';
import { PARTNER_FEATURE_FLAGS } from './plans';
import { ADD_ON_COMING_SOON, isComingSoon } from './add-ons';

/** The Web App Login fields a partner may ask guests for (part 2 §3 collect_*). */
export const COLLECT_FIELDS = [
  'collect_age',
  'collect_country',
  'collect_phone',
  'collect_address',
  'collect_gender',
] as const;
export type TCollectField = (typeof COLLECT_FIELDS)[number];

/** The connection settings: Auto-Connect on a QR scan and the guests' speed limits. */
export const CONNECTION_FIELDS = [
  'auto_connect_on_qr_scan',
  'internet_download_speed',
  'internet_upload_speed',
] as const;
export const SPEED_FIELDS = ['internet_download_speed', 'internet_upload_speed'] as const;

/** Every field PATCH partners/{id}/ may change, and the history lists. */
export const PARTNER_SETTING_FIELDS = [
  ...PARTNER_FEATURE_FLAGS,
  ...COLLECT_FIELDS,
  ...CONNECTION_FIELDS,
] as const;
export type TPartnerSettingField = (typeof PARTNER_SETTING_FIELDS)[number];

/**
 * The highest speed limit: boxes read WISPr-Bandwidth-Max-* as a 32-bit count of bit/s, so 4,294.9 Mbps
 * is the most a limit can say (decision 063).
 */
export const SPEED_MAX_MBPS = 4294.9;
export const SPEED_STEP_MESSAGE = 'Enter the speed in steps of 0.1 Mbps.';

/** Whether `value` is a whole number of tenths (0.1 + 0.2 is 0.30000000000000004, still three tenths). */
export const isTenths = (value: number): boolean => Math.abs(value * 10 - Math.round(value * 10)) < 1e-6;

/** A speed limit in Mbps: ≥ 0, step 0.1 (part 2 §5); null is unlimited. */
const speed = z.nullable(
  z.pipe(
    z.number().check(
      z.gte(0),
      z.lte(SPEED_MAX_MBPS),
      z.refine((value) => value < 0 || value > SPEED_MAX_MBPS || isTenths(value), SPEED_STEP_MESSAGE),
    ),
    z.transform((value) => Math.round(value * 10) / 10),
  ),
);

const flag = z.boolean();
/** A coming-soon add-on's flag: it may be sent false, never true (decision 066). */
const featureFlag = (name: (typeof PARTNER_FEATURE_FLAGS)[number]) =>
  isComingSoon(name) ? flag.check(z.refine((on) => !on, ADD_ON_COMING_SOON(name))) : flag;
const NOT_A_SETTING = 'This field cannot be changed here.';

/**
 * PATCH partners/{id}/ (part 2 §7): one has_* flag, or the collect_* flags, or the connection settings.
 * Which groups may be mixed is checked by the route (partnerSettingsGroupProblem), so the 400 names it.
 */
// A loose object: each unknown field named in its own error (a strict object would answer one error for
// the whole body).
export const ZPartnerSettingsUpdateRequestSchema = z
  .looseObject({
    ...Object.fromEntries(PARTNER_FEATURE_FLAGS.map((name) => [name, z.optional(featureFlag(name))])),
    ...Object.fromEntries(COLLECT_FIELDS.map((name) => [name, z.optional(flag)])),
    auto_connect_on_qr_scan: z.optional(flag),
    internet_download_speed: z.optional(speed),
    internet_upload_speed: z.optional(speed),
  } as Record<string, z.ZodMiniType>)
  .check(
    z.superRefine((body, ctx) => {
      for (const key of Object.keys(body))
        if (!(PARTNER_SETTING_FIELDS as readonly string[]).includes(key))
          ctx.addIssue({ code: 'custom', path: [key], message: NOT_A_SETTING });
    }),
  ) as unknown as z.ZodMiniType<TPartnerSettingsUpdate>;
export type TPartnerSettingsUpdate = Partial<
  Record<(typeof PARTNER_FEATURE_FLAGS)[number] | TCollectField | 'auto_connect_on_qr_scan', boolean> &
    Record<(typeof SPEED_FIELDS)[number], number | null>
>;

export const SETTINGS_EMPTY = 'Send at least one setting to change.';
export const SETTINGS_ONE_FLAG =
  'Send one add-on flag at a time, or the Web App Login fields, or the Auto-Connect and speed settings.';

/** The problem with a PATCH body's mix of fields, or null: the call's three shapes (part 2 §7). */
export function partnerSettingsGroupProblem(body: TPartnerSettingsUpdate): string | null {
  const keys = Object.keys(body);
  if (keys.length === 0) return SETTINGS_EMPTY;
  const flags = keys.filter((k) => (PARTNER_FEATURE_FLAGS as readonly string[]).includes(k)).length;
  const collect = keys.filter((k) => (COLLECT_FIELDS as readonly string[]).includes(k)).length;
  const connection = keys.length - flags - collect;
  if (flags > 1) return SETTINGS_ONE_FLAG;
  if ([flags, collect, connection].filter((n) => n > 0).length > 1) return SETTINGS_ONE_FLAG;
  return null;
}

const settingsShape = {
  id: z.int(),
  name: z.string(),
  total_sms_sent: z.int(),
  /** How many routers the partner has. */
  routers: z.int(),
  ...Object.fromEntries(PARTNER_FEATURE_FLAGS.map((name) => [name, z.boolean()])),
  ...Object.fromEntries(COLLECT_FIELDS.map((name) => [name, z.boolean()])),
  auto_connect_on_qr_scan: z.boolean(),
  internet_download_speed: z.nullable(z.number()),
  internet_upload_speed: z.nullable(z.number()),
} as Record<string, z.ZodMiniType>;

/** GET partners/{id}/: the partner's flags and other fields (part 2 §3). Speeds in Mbps, null unlimited. */
export const ZPartnerSettingsSchema = z.object(settingsShape) as unknown as z.ZodMiniType<TPartnerSettings>;
export type TPartnerSettings = {
  id: number;
  name: string;
  total_sms_sent: number;
  routers: number;
  auto_connect_on_qr_scan: boolean;
  internet_download_speed: number | null;
  internet_upload_speed: number | null;
} & Record<(typeof PARTNER_FEATURE_FLAGS)[number] | TCollectField, boolean>;

/**
 * What the boxes said to the CoA-Requests (RFC 5176) that carried new speed limits to live sessions, counted
 * by box: `refused` (a CoA-NAK for any of its sessions: those guests keep the old limit until they log in
 * again), `unanswered` (no answer for some session, none refused), `acknowledged` (every session ACKed).
 */
export const ZSpeedChangeDeliverySchema = z.object({
  sessions: z.int(),
  acknowledged: z.int(),
  refused: z.int(),
  unanswered: z.int(),
});
export type TSpeedChangeDelivery = z.infer<typeof ZSpeedChangeDeliverySchema>;

/** PATCH partners/{id}/: the settings as saved, and, when the speeds changed, what the boxes answered. */
export const ZPartnerSettingsUpdateResponseSchema = z.object({
  ...settingsShape,
  speed_change: z.nullable(ZSpeedChangeDeliverySchema),
}) as unknown as z.ZodMiniType<TPartnerSettingsUpdateResponse>;
export type TPartnerSettingsUpdateResponse = TPartnerSettings & {
  speed_change: TSpeedChangeDelivery | null;
};

const settingValue = z.union([z.boolean(), z.number(), z.null()]);

/** One change of the settings: who, when, and each field's value before and after. */
export const ZPartnerSettingChangeSchema = z.object({
  id: z.int(),
  changed_at: z.string(),
  changed_by: z.object({ id: z.nullable(z.int()), name: z.string(), email: z.string() }),
  changes: z.array(z.object({ field: z.string(), from: settingValue, to: settingValue })),
  /** For a change of the speeds: what the boxes with live sessions answered (null otherwise). */
  speed_change: z.nullable(ZSpeedChangeDeliverySchema),
});
export type TPartnerSettingChange = z.infer<typeof ZPartnerSettingChangeSchema>;
export const ZPartnerSettingChangePageSchema = paginated(ZPartnerSettingChangeSchema);

const ZSettingFieldListSchema = z.pipe(
  z.string().check(z.maxLength(1000)),
  z.transform((value, ctx) => {
    const names = value.split(',').filter(Boolean);
    const unknown = names.filter((n) => !(PARTNER_SETTING_FIELDS as readonly string[]).includes(n));
    if (unknown.length > 0 || names.length === 0) {
      ctx.issues.push({
        code: 'custom',
        message: 'Name partner settings, separated by commas.',
        input: value,
      });
      return z.NEVER;
    }
    return names as TPartnerSettingField[];
  }),
);

/** GET partners/{id}/settings-history/?field=a,b: the changes that touched any of the fields, newest first. */
export const ZPartnerSettingHistoryQuerySchema = z.object({
  field: z.optional(ZSettingFieldListSchema),
  ...ZPageQuerySchema.shape,
});
