import type { TMe, TPartnerSummary } from '@ared/contract/users';
import { PARTNER_FEATURE_FLAGS, type TPartnerFeatureFlag, type TPartnerPlan } from '@ared/contract/plans';

/** Every add-on flag off: what a test turns on is what it is about. */
export const addOnsOff = () =>
  Object.fromEntries(PARTNER_FEATURE_FLAGS.map((flag) => [flag, false])) as Record<
    TPartnerFeatureFlag,
    boolean
  >;

export const partnerFixture = (
  plan: TPartnerPlan = 'Premium',
  overrides: Partial<TPartnerSummary> = {},
): TPartnerSummary => ({
  id: 7,
  name: plan === 'Premium' ? 'Kigali Connect' : plan === 'SME' ? 'Musanze Biz Net' : 'Huye Kiosks',
  slug: 'kigali-connect',
  is_active: true,
  subscription_plan: null,
  has_not_paid_for_one_billing_five_days_ago: false,
  plan: { name: plan },
  routers: [{ serial_number: 'ARD-0001' }],
  ...addOnsOff(),
  time_zone: 'Africa/Kigali',
  utc_offset_minutes: 120,
  ...overrides,
});

export const meFixture = (overrides: Partial<TMe> = {}): TMe => ({
  id: 11,
  email: 'premium.admin@example.com',
  first_name: 'Aline',
  last_name: 'Uwase',
  full_name: 'Aline Uwase',
  phone: '+250788000111',
  gender: 'Female',
  date_of_birth: null,
  profile_pic: null,
  role: 'partner_admin',
  user_type: 'Partner',
  status: 'active',
  is_active: true,
  changed_password_after_initial_login: true,
  partner: partnerFixture(),
  sme: null,
  accepted_terms_version: null,
  otp_verified: false,
  ...overrides,
});
