import type { TMe, TPartnerSummary, TUserListItem } from '@ared/contract/users';
import { utcOffsetMinutes } from '../../lib/calendar';
import type { PartnerRow, UserRow } from './queries';

export const fullName = (user: Pick<UserRow, 'firstName' | 'lastName'>): string =>
  `${user.firstName} ${user.lastName}`.trim();

export function toPartnerSummary(
  partner: PartnerRow,
  routerSerials: string[],
  timeZone: string,
  now = new Date(),
): TPartnerSummary {
  return {
    id: partner.id,
    name: partner.name,
    slug: partner.slug,
    is_active: partner.isActive,
    subscription_plan: partner.subscriptionPlan,
    has_not_paid_for_one_billing_five_days_ago: partner.hasNotPaidForOneBillingFiveDaysAgo,
    plan: { name: partner.plan },
    routers: routerSerials.map((serial_number) => ({ serial_number })),
    has_voucher_sms_feature_enabled: partner.hasVoucherSmsFeatureEnabled,
    has_food_drink_menu_feature_enabled: partner.hasFoodDrinkMenuFeatureEnabled,
    has_autoconnect_addon_enabled: partner.hasAutoconnectAddonEnabled,
    has_token_purchase_addon_enabled: partner.hasTokenPurchaseAddonEnabled,
    has_queue_management_addon_enabled: partner.hasQueueManagementAddonEnabled,
    has_survey_addon_enabled: partner.hasSurveyAddonEnabled,
    has_hms_addon_enabled: partner.hasHmsAddonEnabled,
    has_web_app_login_enabled: partner.hasWebAppLoginEnabled,
    has_camera_solution_addon_enabled: partner.hasCameraSolutionAddonEnabled,
    has_open_captive_portal: partner.hasOpenCaptivePortal,
    has_entertainment_enabled: partner.hasEntertainmentEnabled,
    time_zone: timeZone,
    utc_offset_minutes: utcOffsetMinutes(now, timeZone),
  };
}

export function toMe(
  user: UserRow,
  partner: TPartnerSummary | null,
  extra: { acceptedTermsVersion: string | null; otpVerified: boolean },
): TMe {
  return {
    id: user.id,
    email: user.email,
    first_name: user.firstName,
    last_name: user.lastName,
    full_name: fullName(user),
    phone: user.phone,
    gender: user.gender,
    date_of_birth: user.dateOfBirth,
    profile_pic: user.profilePic,
    role: user.role,
    user_type: user.userType,
    status: user.status,
    is_active: user.isActive,
    changed_password_after_initial_login: user.changedPasswordAfterInitialLogin,
    partner,
    sme: user.smeId,
    accepted_terms_version: extra.acceptedTermsVersion,
    otp_verified: extra.otpVerified,
  };
}

/**
 * What a token from before the one-time password sees: only what the OTP, terms and first-password pages
 * show (name, email, role, the password and terms flags). A stolen password alone reveals no phone, date of
 * birth, picture or partner (its routers' serial numbers); the fields keep their shape, empty.
 */
export function toSignInMe(user: UserRow, acceptedTermsVersion: string | null): TMe {
  return {
    ...toMe(user, null, { acceptedTermsVersion, otpVerified: false }),
    phone: '',
    gender: null,
    date_of_birth: null,
    profile_pic: null,
  };
}

/** A row of the user lists (GET auth/users/); `hasKiosk`: the person runs one of the partner's kiosks. */
export function toUserListItem(u: UserRow, hasKiosk: boolean): TUserListItem {
  return {
    id: u.id,
    first_name: u.firstName,
    last_name: u.lastName,
    full_name: fullName(u),
    email: u.email,
    phone: u.phone,
    gender: u.gender,
    role: u.role,
    user_type: u.userType,
    is_active: u.isActive,
    status: u.status,
    partner: u.partnerId,
    sme: u.smeId,
    date_joined: u.dateJoined.toISOString(),
    has_kiosk: hasKiosk,
  };
}
