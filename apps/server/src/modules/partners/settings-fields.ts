import type { TPartnerSettingField } from '@ared/contract/partner-settings';
import { partners } from './schema';

/**
 * Each setting of PATCH partners/{id}/ and its column: the API's names are the columns' names (part 2 §3),
 * the Drizzle property is the camel-case one.
 */
export const SETTING_COLUMNS = {
  has_voucher_sms_feature_enabled: 'hasVoucherSmsFeatureEnabled',
  has_food_drink_menu_feature_enabled: 'hasFoodDrinkMenuFeatureEnabled',
  has_autoconnect_addon_enabled: 'hasAutoconnectAddonEnabled',
  has_token_purchase_addon_enabled: 'hasTokenPurchaseAddonEnabled',
  has_queue_management_addon_enabled: 'hasQueueManagementAddonEnabled',
  has_survey_addon_enabled: 'hasSurveyAddonEnabled',
  has_hms_addon_enabled: 'hasHmsAddonEnabled',
  has_web_app_login_enabled: 'hasWebAppLoginEnabled',
  has_camera_solution_addon_enabled: 'hasCameraSolutionAddonEnabled',
  has_open_captive_portal: 'hasOpenCaptivePortal',
  has_entertainment_enabled: 'hasEntertainmentEnabled',
  collect_age: 'collectAge',
  collect_country: 'collectCountry',
  collect_phone: 'collectPhone',
  collect_address: 'collectAddress',
  collect_gender: 'collectGender',
  auto_connect_on_qr_scan: 'autoConnectOnQrScan',
  internet_download_speed: 'internetDownloadSpeed',
  internet_upload_speed: 'internetUploadSpeed',
} as const satisfies Record<TPartnerSettingField, keyof typeof partners.$inferSelect>;

export type SettingValue = boolean | number | null;
export type PartnerRow = typeof partners.$inferSelect;

export const settingOf = (row: PartnerRow, field: TPartnerSettingField): SettingValue =>
  row[SETTING_COLUMNS[field]];
