import type { TPartnerFeatureFlag } from './plans';

/**
 * Each add-on flag's name as the Shiriki Add-On page shows it (part 2 §2): the eight cards, and the
 * add-ons switched there under other keys (food-drink-menu, token-purchase, open-captive-portal).
 */
export const ADD_ON_NAMES: Record<TPartnerFeatureFlag, string> = {
  has_voucher_sms_feature_enabled: 'SMS Package',
  has_autoconnect_addon_enabled: 'Auto-Connect',
  has_queue_management_addon_enabled: 'Queue System',
  has_survey_addon_enabled: 'Survey',
  has_hms_addon_enabled: 'HMS',
  has_web_app_login_enabled: 'Web App Login',
  has_camera_solution_addon_enabled: 'Camera System',
  has_entertainment_enabled: 'Content',
  has_food_drink_menu_feature_enabled: 'Food and Drink Menu',
  has_token_purchase_addon_enabled: 'Token Purchase',
  has_open_captive_portal: 'Open Captive Portal',
};

/** The 403 detail of a call that belongs to an add-on the partner has switched off (decision 066). */
export const addOnNotActive = (flag: TPartnerFeatureFlag): string =>
  `The ${ADD_ON_NAMES[flag]} add-on is not active for your account.`;

/**
 * Add-ons that cannot be switched on yet: Camera System is "coming soon" on Pro+ (part 2 §9, issue 30 §3).
 * PATCH partners/{id}/ answers a field error when asked to switch one on; switching it off is allowed.
 */
export const COMING_SOON_ADD_ONS: readonly TPartnerFeatureFlag[] = ['has_camera_solution_addon_enabled'];
export const ADD_ON_COMING_SOON = (flag: TPartnerFeatureFlag): string =>
  `The ${ADD_ON_NAMES[flag]} add-on is coming soon and cannot be activated yet.`;
export const isComingSoon = (flag: TPartnerFeatureFlag): boolean => COMING_SOON_ADD_ONS.includes(flag);
