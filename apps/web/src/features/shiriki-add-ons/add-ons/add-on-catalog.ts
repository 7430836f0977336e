import type { TPartnerFeatureFlag } from '@ared/contract/plans';
import type { TPartnerSettingField } from '@ared/contract/partner-settings';

/** Which settings a card's popup holds (its panel) besides the flag's history. */
export type AddOnPanel =
  'sms' | 'auto-connect' | 'web-app-login' | 'food-drink-menu' | 'token-purchase' | 'none';

export type AddOn = {
  /** The spec's key (part 2 §2). */
  key: string;
  name: string;
  description: string;
  flag: TPartnerFeatureFlag;
  /**
   * The add-on's own dashboard page, opened by Access and copied by Copy Link while the add-on is on. Kept
   * here and nowhere else (coord30): Queue System and HMS are their engineers' pages, Content is All Media.
   */
  accessPath?: string;
  /** Pro+ "coming soon" (part 2 §9): the card says so and offers no activation (issue 30 §3). */
  isComingSoon?: boolean;
  panel: AddOnPanel;
  /** The fields whose changes the popup's history lists, the flag first. */
  historyFields: readonly TPartnerSettingField[];
};

const flagOnly = (flag: TPartnerFeatureFlag) => [flag] as const;

/** The eight add-ons of part 2 §2, in the spec's order. */
export const ADD_ONS: readonly AddOn[] = [
  {
    key: 'sms-package',
    name: 'SMS Package',
    description: 'Send vouchers to guests by SMS.',
    flag: 'has_voucher_sms_feature_enabled',
    panel: 'sms',
    historyFields: flagOnly('has_voucher_sms_feature_enabled'),
  },
  {
    key: 'auto-connect',
    name: 'Auto-Connect',
    description: "Guests who scan the box's QR code go online without typing a code.",
    flag: 'has_autoconnect_addon_enabled',
    panel: 'auto-connect',
    historyFields: ['has_autoconnect_addon_enabled', 'auto_connect_on_qr_scan'],
  },
  {
    key: 'queue-system',
    name: 'Queue System',
    description: 'Guests take a number on the portal; staff call them from the operator page.',
    flag: 'has_queue_management_addon_enabled',
    accessPath: '/queue-system',
    panel: 'none',
    historyFields: flagOnly('has_queue_management_addon_enabled'),
  },
  {
    key: 'survey',
    name: 'Survey',
    description: "Show the realm's survey on the guest portal.",
    flag: 'has_survey_addon_enabled',
    accessPath: '/surveys',
    panel: 'none',
    historyFields: flagOnly('has_survey_addon_enabled'),
  },
  {
    key: 'hms',
    name: 'HMS',
    description: 'Hotel guests sign in with their room number and last name until check-out.',
    flag: 'has_hms_addon_enabled',
    accessPath: '/hms',
    panel: 'none',
    historyFields: flagOnly('has_hms_addon_enabled'),
  },
  {
    key: 'web-app-login',
    name: 'Web App Login',
    description: 'Ask guests for the details you choose when they sign in on the portal.',
    flag: 'has_web_app_login_enabled',
    panel: 'web-app-login',
    historyFields: [
      'has_web_app_login_enabled',
      'collect_age',
      'collect_country',
      'collect_phone',
      'collect_address',
      'collect_gender',
    ],
  },
  {
    key: 'camera-system',
    name: 'Camera System',
    description: 'A security camera system for your venue.',
    flag: 'has_camera_solution_addon_enabled',
    isComingSoon: true,
    panel: 'none',
    historyFields: flagOnly('has_camera_solution_addon_enabled'),
  },
  {
    key: 'content',
    name: 'Content',
    description: "Offline media and entertainment on the box's portal.",
    flag: 'has_entertainment_enabled',
    accessPath: '/file-media',
    panel: 'none',
    historyFields: flagOnly('has_entertainment_enabled'),
  },
];

/** The other keys of part 2 §2, switched on this page like the eight. */
export const OTHER_ADD_ONS: readonly AddOn[] = [
  {
    key: 'food-drink-menu',
    name: 'Food and Drink Menu',
    description: "Upload the venue's food and drinks menus for guests to open on the portal.",
    flag: 'has_food_drink_menu_feature_enabled',
    panel: 'food-drink-menu',
    historyFields: flagOnly('has_food_drink_menu_feature_enabled'),
  },
  {
    key: 'token-purchase',
    name: 'Token Purchase',
    description: 'Guests buy internet time on the portal at the prices you set.',
    flag: 'has_token_purchase_addon_enabled',
    panel: 'token-purchase',
    historyFields: flagOnly('has_token_purchase_addon_enabled'),
  },
  {
    key: 'open-captive-portal',
    name: 'Open Captive Portal',
    description: 'Let guests through the portal without a voucher.',
    flag: 'has_open_captive_portal',
    panel: 'none',
    historyFields: flagOnly('has_open_captive_portal'),
  },
];

/** The access link of an add-on, absolute (what Copy Link copies), or null when it has none or is off. */
export function accessLinkOf(addOn: AddOn, isActive: boolean, origin: string): string | null {
  if (!isActive || !addOn.accessPath || addOn.isComingSoon) return null;
  return new URL(addOn.accessPath, origin).toString();
}
