import { z } from 'zod/mini';
import { PARTNER_PLANS } from './plan-areas';

// The zod-free part (plans, roles, areas) lives in plan-areas.ts; it is re-exported here unchanged.
export {
  AREAS_HIDDEN_BY_PLAN,
  DASHBOARD_ROLES,
  PARTNER_PLANS,
  PLAN_AREAS,
  isDashboardRole,
  isPartnerAdmin,
  planIncludes,
  type TPartnerPlan,
  type TPlanArea,
} from './plan-areas';

export const ZPartnerPlanSchema = z.enum(PARTNER_PLANS);

/**
 * Every role an account can have. Micro franchisees and officers work in the field apps, not the dashboard
 * (decision 033): their roles are their own, so they can never sign in here.
 */
export const USER_ROLES = [
  'partner_admin',
  'partner_staff',
  'micro_franchisee',
  'field_officer',
  'maintenance_officer',
  'sme_admin',
  'sme_staff',
  'superadmin',
] as const;
export const ZUserRoleSchema = z.enum(USER_ROLES);
export type TUserRole = z.infer<typeof ZUserRoleSchema>;

/** The people a partner registers on User SignUp (issue 13 §1); SME accounts come from SME registration. */
export const PARTNER_USER_TYPES = [
  'Partner Admin',
  'Partner Staff',
  'Micro Franchisee',
  'Field Officer',
  'Maintenance Officer',
] as const;
export type TPartnerUserType = (typeof PARTNER_USER_TYPES)[number];
export const ZPartnerUserTypeSchema = z.enum(PARTNER_USER_TYPES);

/** The role a person's type gives them; only the first two may use the dashboard (decision 033). */
export const ROLE_OF_USER_TYPE: Record<TPartnerUserType, TUserRole> = {
  'Partner Admin': 'partner_admin',
  'Partner Staff': 'partner_staff',
  'Micro Franchisee': 'micro_franchisee',
  'Field Officer': 'field_officer',
  'Maintenance Officer': 'maintenance_officer',
};

export const USER_TYPES = [...PARTNER_USER_TYPES, 'SME'] as const;
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

/** The 403 detail of the plan rules (an add-on's is addOnNotActive in add-ons.ts). */
export const PLAN_NOT_INCLUDED = 'Your plan does not include this feature.';
