import { z } from 'zod/mini';
import { ZIdParamSchema } from './common';
import {
  SME_PLANS,
  SME_PLAN_FEATURES,
  SME_PLAN_FEATURE_LABELS,
  SUBSCRIPTION_PLAN_NAMES,
  type TSmePlanName,
} from './sme-plans';

// Packages are the plans of spec part 2 §9 seen as what they include (decision 069): the partner's own package
// (GET partner/package/), the list of packages, and an SME's plan with its storage use.

export const ZPackageFeatureSchema = z.object({
  key: z.enum(SME_PLAN_FEATURES),
  label: z.string(),
  included: z.boolean(),
  coming_soon: z.boolean(),
});
export type TPackageFeature = z.infer<typeof ZPackageFeatureSchema>;

export const ZPackageSchema = z.object({
  name: z.enum(SUBSCRIPTION_PLAN_NAMES),
  /** Every feature of any plan, marked included or not, in the plans' order. */
  features: z.array(ZPackageFeatureSchema),
  /** Bytes of offline files the package allows; 0: none. */
  storage_limit_bytes: z.int(),
});
export type TPackage = z.infer<typeof ZPackageSchema>;

/** GET partner/package/: the partner's own package. */
export const ZPartnerPackageSchema = z.extend(ZPackageSchema, { partner: z.int() });
export type TPartnerPackage = z.infer<typeof ZPartnerPackageSchema>;

/** GET partner/packages/: every package, the partner's own marked. */
export const ZPackageListSchema = z.array(z.extend(ZPackageSchema, { is_current: z.boolean() }));
export type TPackageList = z.infer<typeof ZPackageListSchema>;

export const ZPackageQuerySchema = z.object({ partner: z.optional(ZIdParamSchema) });

/** GET files/storage/?sme=: an SME's plan, what it includes and how much of its storage its realms use. */
export const ZSmeStorageQuerySchema = z.object({ sme: ZIdParamSchema });
export const ZSmeStorageSchema = z.extend(ZPackageSchema, {
  sme: z.int(),
  storage_used_bytes: z.int(),
});
export type TSmeStorage = z.infer<typeof ZSmeStorageSchema>;

/** A package as the calls answer it, from the one definition in sme-plans.ts. */
export function packageOf(name: TSmePlanName): TPackage {
  const plan = SME_PLANS[name];
  return {
    name,
    features: SME_PLAN_FEATURES.map((key) => ({
      key,
      label: SME_PLAN_FEATURE_LABELS[key],
      included: plan.features.includes(key),
      coming_soon: plan.comingSoon.includes(key),
    })),
    storage_limit_bytes: plan.storageBytes,
  };
}
