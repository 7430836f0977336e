import { z } from 'zod';
import { ZPageQuerySchema, paginated } from './common';

/**
 * What an alert is about (issue 29 §1). Only a box that stopped reporting today; disk, CPU, RADIUS
 * problems, overdue billings and voucher stock come next, each a new kind.
 */
export const ALERT_KINDS = ['box_offline'] as const;
export type TAlertKind = (typeof ALERT_KINDS)[number];

export const ALERT_STATUSES = ['open', 'closed'] as const;

/** A box offline for fewer minutes than this is a flap, not an alert; the partner may change it. */
export const OFFLINE_MINUTES_MIN = 5;
export const OFFLINE_MINUTES_MAX = 1440;

export const ZAlertSchema = z.object({
  id: z.number().int(),
  kind: z.enum(ALERT_KINDS),
  /** What the alert is about: the box's serial for `box_offline`. */
  subject: z.string(),
  router: z.number().int().nullable(),
  opened_at: z.string(),
  /** When the problem went away (the box reports again); null while open. */
  closed_at: z.string().nullable(),
  /** Whether the signed-in user has read it. */
  read: z.boolean(),
});
export type TAlert = z.infer<typeof ZAlertSchema>;
export const ZAlertPageSchema = paginated(ZAlertSchema);

export const ZAlertListQuerySchema = z.object({
  status: z.enum(ALERT_STATUSES).optional(),
  ...ZPageQuerySchema.shape,
});

export const ZAlertUnreadCountSchema = z.object({ count: z.number().int() });

export const ZAlertSettingsSchema = z.object({ offline_minutes: z.number().int() });
export type TAlertSettings = z.infer<typeof ZAlertSettingsSchema>;

const OFFLINE_MINUTES_MESSAGE = `Enter a whole number of minutes from ${OFFLINE_MINUTES_MIN} to ${OFFLINE_MINUTES_MAX}.`;
export const ZAlertSettingsUpdateRequestSchema = z.object({
  offline_minutes: z
    .number(OFFLINE_MINUTES_MESSAGE)
    .int(OFFLINE_MINUTES_MESSAGE)
    .min(OFFLINE_MINUTES_MIN, OFFLINE_MINUTES_MESSAGE)
    .max(OFFLINE_MINUTES_MAX, OFFLINE_MINUTES_MESSAGE),
});
