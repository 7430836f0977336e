import { z } from 'zod';

/** A partner's plan decides which cards, tabs and menu entries appear. */
export const PARTNER_PLANS = ['Kiosk', 'SME', 'Premium'] as const;
export const ZPartnerPlanSchema = z.enum(PARTNER_PLANS);
export type TPartnerPlan = z.infer<typeof ZPartnerPlanSchema>;

/** Only these roles may use the dashboard (spec part 1 §6). */
export const DASHBOARD_ROLES = ['partner_admin', 'partner_staff'] as const;
export const USER_ROLES = ['partner_admin', 'partner_staff', 'sme_admin', 'sme_staff', 'superadmin'] as const;
export const ZUserRoleSchema = z.enum(USER_ROLES);
export type TUserRole = z.infer<typeof ZUserRoleSchema>;

export const isDashboardRole = (role: string): boolean =>
  (DASHBOARD_ROLES as readonly string[]).includes(role);

export const USER_TYPES = [
  'Partner',
  'Micro Franchisee',
  'Field Officer',
  'Maintenance Officer',
  'Sales Representative',
  'SME',
] as const;
export const ZUserTypeSchema = z.enum(USER_TYPES);

export const GENDERS = ['Male', 'Female', 'Other'] as const;
export const ZGenderSchema = z.enum(GENDERS);

/** The partner's feature flags (spec part 2 §3). */
export const PARTNER_FEATURE_FLAGS = [
  'has_voucher_sms_feature_enabled',
  'has_food_drink_menu_feature_enabled',
  'has_autoconnect_addon_enabled',
  'has_token_purchase_addon_enabled',
  'has_queue_management_addon_enabled',
  'has_survey_addon_enabled',
  'has_hms_addon_enabled',
  'has_web_app_login_enabled',
  'has_camera_solution_addon_enabled',
  'has_open_captive_portal',
  'has_entertainment_enabled',
] as const;
export type TPartnerFeatureFlag = (typeof PARTNER_FEATURE_FLAGS)[number];
