import type { TSmePlanFeature } from '@ared/contract/sme-plans';

/** How the plans' features read on the Subscription page and an SME's plan card (spec part 2 §9). */
export const PLAN_FEATURE_TEXTS: Record<TSmePlanFeature, string> = {
  qr_vouchers: 'QR code vouchers',
  sms_vouchers: 'Vouchers by SMS',
  analytics: 'Analytics',
  feedback: 'Feedback',
  custom_portal: 'Custom portal',
  loyalty: 'Loyalty',
  offline_files: 'Offline files',
  cameras: 'Security cameras',
};

export const PLAN_TEXTS = {
  comingSoon: 'coming soon',
  storage: (size: string) => `${size} of offline files`,
  listLabel: (plan: string) => `What the ${plan} plan includes`,
} as const;
