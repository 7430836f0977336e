// The SME subscription plans of spec part 2 §9 as one definition (decision 069): what each plan includes and
// how many bytes of offline files it may store. The server enforces it on the SME's realms, the web app shows
// it on the Subscription page, and the partner's own package (GET partner/package/) is described by it too.
// Plain values, no zod: the web's pages read it without bringing the schemas along.

import { SUBSCRIPTION_PLAN_NAMES } from './subscription-plan-names';

export { SUBSCRIPTION_PLAN_NAMES };
export type TSmePlanName = (typeof SUBSCRIPTION_PLAN_NAMES)[number];

/** What a plan can include, in the order the plans add them. */
export const SME_PLAN_FEATURES = [
  'qr_vouchers',
  'sms_vouchers',
  'analytics',
  'feedback',
  'custom_portal',
  'loyalty',
  'offline_files',
  'cameras',
] as const;
export type TSmePlanFeature = (typeof SME_PLAN_FEATURES)[number];

/** A feature's name in the refusals and on the Subscription page. */
export const SME_PLAN_FEATURE_LABELS: Record<TSmePlanFeature, string> = {
  qr_vouchers: 'QR code vouchers',
  sms_vouchers: 'vouchers by SMS',
  analytics: 'analytics',
  feedback: 'feedback',
  custom_portal: 'a custom portal',
  loyalty: 'loyalty',
  offline_files: 'offline files',
  cameras: 'security cameras',
};

/** One GiB: the plans' storage is counted in binary units, as a box's disk shows it. */
export const GIB = 1024 ** 3;

export type TSmePlanDefinition = {
  /** Every feature the plan includes, its predecessors' included. */
  features: readonly TSmePlanFeature[];
  /** Of those, the ones the product does not do yet: shown 'coming soon', never enforced as present. */
  comingSoon: readonly TSmePlanFeature[];
  /** Bytes of offline files the SME's realms may hold; 0: none may be uploaded. */
  storageBytes: number;
};

const STARTER: readonly TSmePlanFeature[] = ['qr_vouchers'];
const PLUS: readonly TSmePlanFeature[] = [
  ...STARTER,
  'sms_vouchers',
  'analytics',
  'feedback',
  'custom_portal',
  'loyalty',
];
const PRO: readonly TSmePlanFeature[] = [...PLUS, 'offline_files'];

/**
 * Starter: the basic token QR code system. Plus: + token via SMS, analytics, feedback, custom portal, loyalty.
 * Pro: + 15 GB of storage. Pro+: + a security camera system, coming soon (spec part 2 §9). Loyalty is not
 * built anywhere in the product, so it is shown as coming soon like the cameras (decision 069).
 */
export const SME_PLANS: Record<TSmePlanName, TSmePlanDefinition> = {
  Starter: { features: STARTER, comingSoon: [], storageBytes: 0 },
  Plus: { features: PLUS, comingSoon: ['loyalty'], storageBytes: 0 },
  Pro: { features: PRO, comingSoon: ['loyalty'], storageBytes: 15 * GIB },
  'Pro+': { features: [...PRO, 'cameras'], comingSoon: ['loyalty', 'cameras'], storageBytes: 15 * GIB },
};

/**
 * The plan a stored plan name means. The spec's sign-up list spells the last one 'Pro +'; an SME without a
 * plan (its plan was deleted) has the default package, Starter (spec part 1 §3).
 */
export function smePlanOf(name: string | null | undefined): TSmePlanName {
  const compact = (name ?? '').replace(/\s+/g, '');
  return (SUBSCRIPTION_PLAN_NAMES as readonly string[]).includes(compact)
    ? (compact as TSmePlanName)
    : 'Starter';
}

/** True when the plan has the feature and it is really there (not coming soon). */
export const smePlanIncludes = (plan: TSmePlanName, feature: TSmePlanFeature): boolean =>
  SME_PLANS[plan].features.includes(feature) && !SME_PLANS[plan].comingSoon.includes(feature);

/** The 403 detail when an SME's plan lacks a feature: names both. */
export const planLacksFeature = (plan: TSmePlanName, feature: TSmePlanFeature): string =>
  `The SME's ${plan} plan does not include ${SME_PLAN_FEATURE_LABELS[feature]}.`;

/** Bytes as the dashboard shows sizes: 1 decimal in the largest binary unit that keeps it ≥ 1. */
export function formatStorageBytes(bytes: number): string {
  const units = ['B', 'KB', 'MB', 'GB', 'TB'];
  let value = Math.max(0, bytes);
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  const shown = unit === 0 ? String(Math.round(value)) : value.toFixed(1).replace(/\.0$/, '');
  return `${shown} ${units[unit]}`;
}

/** The 413 detail of an upload past the SME's storage: what is used, the limit and what the file needed. */
export const storageLimitReached = (
  plan: TSmePlanName,
  usage: { usedBytes: number; limitBytes: number; neededBytes: number },
): string =>
  `Storage limit reached: the SME's ${plan} plan allows ${formatStorageBytes(usage.limitBytes)} of offline files; ` +
  `${formatStorageBytes(usage.usedBytes)} is used and this upload needs ${formatStorageBytes(usage.neededBytes)}.`;
