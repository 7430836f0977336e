import { z } from 'zod/mini';
import { PARTNER_PLANS, PARTNER_USER_TYPES, USER_ROLES } from './plan-areas';
import { GENDERS } from './user-paths';
export {
  AREAS_HIDDEN_BY_PLAN,
  DASHBOARD_ROLES,
  PARTNER_PLANS,
  PARTNER_USER_TYPES,
  PLAN_AREAS,
  ROLE_OF_USER_TYPE,
  type TPartnerPlan,
  type TPartnerUserType,
  type TPlanArea,
  USER_ROLES,
  isDashboardRole,
  isPartnerAdmin,
  planIncludes,
} from './plan-areas';

// The zod-free part (plans, roles, areas) lives in plan-areas.ts; it is re-exported here unchanged.

export const ZPartnerPlanSchema = z.enum(PARTNER_PLANS);

export const ZUserRoleSchema = z.enum(USER_ROLES);
export type TUserRole = z.infer<typeof ZUserRoleSchema>;

export const ZPartnerUserTypeSchema = z.enum(PARTNER_USER_TYPES);

export const USER_TYPES = [...PARTNER_USER_TYPES, 'SME'] as const;
export const ZUserTypeSchema = z.enum(USER_TYPES);

export { GENDERS } from './user-paths';
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
