import { eq } from 'drizzle-orm';
import { type TPackageList, type TPartnerPackage, packageOf } from '@ared/contract/packages';
import { SUBSCRIPTION_PLAN_NAMES, smePlanOf } from '@ared/contract/sme-plans';
import type { Db } from '../../db/client';
import { notFound } from '../../lib/http-errors';
import { partners } from '../partners/schema';

// The partner's own package (spec part 1 §7 GET partner/package/) is the plan of its ARED subscription
// (partners.subscription_plan: Starter, Plus, Pro, Pro+), described by the same definition as the SMEs'
// plans (decision 069). No package stored means the default package, Starter (spec part 1 §3).

async function packageNameOf(db: Db, partnerId: number) {
  const [row] = await db
    .select({ name: partners.subscriptionPlan })
    .from(partners)
    .where(eq(partners.id, partnerId))
    .limit(1);
  if (!row) throw notFound();
  return smePlanOf(row.name);
}

/** GET partner/package/: the partner's package and what it includes. */
export async function partnerPackage(db: Db, partnerId: number): Promise<TPartnerPackage> {
  return { ...packageOf(await packageNameOf(db, partnerId)), partner: partnerId };
}

/** GET partner/packages/: every package in the plans' order, the partner's own marked. */
export async function packageList(db: Db, partnerId: number): Promise<TPackageList> {
  const current = await packageNameOf(db, partnerId);
  return SUBSCRIPTION_PLAN_NAMES.map((name) => ({ ...packageOf(name), is_current: name === current }));
}
