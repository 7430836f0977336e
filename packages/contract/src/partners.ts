import { z } from 'zod/mini';
import { digitsParam } from './common';

/** GET partners/{id}/general-analytics/: the home dashboard cards, counted in the database. */
export const ZGeneralAnalyticsSchema = z.object({
  total_micro_franchisees: z.int(),
  total_kiosks: z.int(),
  total_smes: z.int(),
  total_routers: z.int(),
  /**
   * Deployed boxes offline now: those that reported at least once and stopped, and those that never
   * reported. A box In Transit or at the Manufacturer is not counted. Always the `count` of GET
   * routers/?is_online=false for the same partner.
   */
  offline_boxes: z.int(),
});
export type TGeneralAnalytics = z.infer<typeof ZGeneralAnalyticsSchema>;

/** GET partners/{id}/user-analytics/ (part 2 §3 micro franchisee analytics), counted from the partner's people. */
export const ZUserAnalyticsSchema = z.object({
  total_micro_franchisees: z.int(),
  female_micro_franchisees: z.int(),
  male_micro_franchisees: z.int(),
  active_micro_franchisees: z.int(),
});
export type TUserAnalytics = z.infer<typeof ZUserAnalyticsSchema>;

/** How many months of sign-ups the home chart may ask for. */
export const SIGNUP_MONTHS_MAX = 36;
export const SIGNUP_MONTHS_DEFAULT = 12;

/** GET partners/{id}/micro-franchisee-signups/?months= (designed, decision 036). */
export const ZMicroFranchiseeSignupsQuerySchema = z.object({
  months: z._default(digitsParam(z.int().check(z.gte(1), z.lte(SIGNUP_MONTHS_MAX))), SIGNUP_MONTHS_DEFAULT),
});

/** One calendar month (UTC) of micro franchisee sign-ups, oldest first, months without any included. */
export const ZMonthlySignupsSchema = z.array(
  z.object({ month: z.string().check(z.regex(/^\d{4}-\d{2}$/)), count: z.int() }),
);
export type TMonthlySignups = z.infer<typeof ZMonthlySignupsSchema>;
