import { z } from 'zod/mini';
import { ZPageQuerySchema, paginated } from './common';
import { ALERT_KINDS, ALERT_THRESHOLDS, type TAlertThreshold, thresholdMessage } from './alert-thresholds';
export { ALERT_KINDS } from './alert-thresholds';

export * from './alert-thresholds';

export type TAlertKind = (typeof ALERT_KINDS)[number];

export const ALERT_STATUSES = ['open', 'closed'] as const;

export const ZAlertSchema = z.object({
  id: z.int(),
  kind: z.enum(ALERT_KINDS),
  /** What the alert is about: the box's serial, the SME's name or the realm's name. */
  subject: z.string(),
  router: z.nullable(z.int()),
  opened_at: z.string(),
  /** When the problem went away (the box reports again); null while open. */
  closed_at: z.nullable(z.string()),
  /** Whether the signed-in user has read it. */
  read: z.boolean(),
});
export type TAlert = z.infer<typeof ZAlertSchema>;
export const ZAlertPageSchema = paginated(ZAlertSchema);

export const ZAlertListQuerySchema = z.object({
  status: z.optional(z.enum(ALERT_STATUSES)),
  kind: z.optional(z.enum(ALERT_KINDS)),
  ...ZPageQuerySchema.shape,
});

export const ZAlertUnreadCountSchema = z.object({ count: z.int() });

export const ZAlertSettingsSchema = z.object({
  offline_minutes: z.int(),
  disk_percent: z.int(),
  cpu_percent: z.int(),
  cpu_minutes: z.int(),
  radius_minutes: z.int(),
  overdue_days: z.int(),
  voucher_stock: z.int(),
});
export type TAlertSettings = z.infer<typeof ZAlertSettingsSchema>;

const threshold = (name: TAlertThreshold) => {
  const message = thresholdMessage(name);
  const { min, max } = ALERT_THRESHOLDS[name];
  return z.optional(z.number(message).check(z.int(message), z.gte(min, message), z.lte(max, message)));
};

/** Any of the thresholds; those left out keep their value. */
export const ZAlertSettingsUpdateRequestSchema = z.object({
  offline_minutes: threshold('offline_minutes'),
  disk_percent: threshold('disk_percent'),
  cpu_percent: threshold('cpu_percent'),
  cpu_minutes: threshold('cpu_minutes'),
  radius_minutes: threshold('radius_minutes'),
  overdue_days: threshold('overdue_days'),
  voucher_stock: threshold('voucher_stock'),
});
export type TAlertSettingsUpdate = z.infer<typeof ZAlertSettingsUpdateRequestSchema>;

/** How a user wants one kind of alert delivered besides the bell (decision 055). */
export const ZAlertChannelsSchema = z.object({
  kind: z.enum(ALERT_KINDS),
  mail: z.boolean(),
  sms: z.boolean(),
});
export const ZAlertPreferencesSchema = z.object({
  user: z.int(),
  /** Every kind, in ALERT_KINDS order. */
  preferences: z.array(ZAlertChannelsSchema),
});
export type TAlertPreferences = z.infer<typeof ZAlertPreferencesSchema>;

/** The kinds to change (each at most once); the others keep theirs. */
export const ZAlertPreferencesUpdateRequestSchema = z.object({
  preferences: z.array(ZAlertChannelsSchema).check(
    z.maxLength(ALERT_KINDS.length),
    z.refine((list) => new Set(list.map((p) => p.kind)).size === list.length, 'Name each kind at most once.'),
  ),
});
export type TAlertPreferencesUpdate = z.infer<typeof ZAlertPreferencesUpdateRequestSchema>;
