import { z } from 'zod/mini';
import { ZGenderSchema, ZPartnerPlanSchema } from './plans';

/*
 * The signed-in user as `auth/users/me/` sends it, apart from the rest of the users contract: the sign-in
 * page needs only this, and a phone on a slow link pays for every schema it loads (issue 29 §7).
 */

export const ZPartnerSummarySchema = z.object({
  id: z.int(),
  name: z.string(),
  slug: z.string(),
  is_active: z.boolean(),
  subscription_plan: z.nullable(z.string()),
  has_not_paid_for_one_billing_five_days_ago: z.boolean(),
  plan: z.object({ name: ZPartnerPlanSchema }),
  routers: z.array(z.object({ serial_number: z.string() })),
  has_voucher_sms_feature_enabled: z.boolean(),
  has_food_drink_menu_feature_enabled: z.boolean(),
  has_autoconnect_addon_enabled: z.boolean(),
  has_token_purchase_addon_enabled: z.boolean(),
  has_queue_management_addon_enabled: z.boolean(),
  has_survey_addon_enabled: z.boolean(),
  has_hms_addon_enabled: z.boolean(),
  has_web_app_login_enabled: z.boolean(),
  has_camera_solution_addon_enabled: z.boolean(),
  has_open_captive_portal: z.boolean(),
  has_entertainment_enabled: z.boolean(),
  /** The partner's calendar (IANA zone): "today" in the header and the billing days follow it, not the browser's. */
  time_zone: z.string(),
  /**
   * The zone's offset from UTC when this was sent, in minutes (Kigali: 120): the header's date comes from it,
   * so a phone need not load a time zone database (its first date formatter costs a slow phone half a second,
   * decision 064). A daylight-saving change is picked up with the next refresh of the user.
   */
  utc_offset_minutes: z.int().check(z.gte(-14 * 60), z.lte(14 * 60)),
});
export type TPartnerSummary = z.infer<typeof ZPartnerSummarySchema>;

/** GET auth/users/me/: the logged-in user (spec part 1 §3). */
export const ZMeSchema = z.object({
  id: z.int(),
  email: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  full_name: z.string(),
  phone: z.string(),
  gender: z.nullable(ZGenderSchema),
  date_of_birth: z.nullable(z.string()),
  profile_pic: z.nullable(z.string()),
  role: z.string(),
  user_type: z.string(),
  status: z.enum(['active', 'suspended']),
  is_active: z.boolean(),
  changed_password_after_initial_login: z.boolean(),
  partner: z.nullable(ZPartnerSummarySchema),
  sme: z.nullable(z.int()),
  /** Version of the terms this user accepted, stored on the server so a second browser does not ask again. */
  accepted_terms_version: z.nullable(z.string()),
  /** Whether the presented token carries the one-time password (second factor). */
  otp_verified: z.boolean(),
});
export type TMe = z.infer<typeof ZMeSchema>;
