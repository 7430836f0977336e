import { and, eq, inArray } from 'drizzle-orm';
import {
  type TSmePlanFeature,
  type TSmePlanName,
  planLacksFeature,
  smePlanIncludes,
  smePlanOf,
} from '@ared/contract/sme-plans';
import type { Db } from '../../db/client';
import { forbidden } from '../../lib/http-errors';
import { realms } from '../realms/schema';
import { smes } from '../smes/schema';
import { subscriptionPlans } from './schema';

// How an SME's plan reaches its realms (decision 069): a realm with an SME is that SME's, and the SME's
// subscription_plan_id names one of the partner's plans by name (Starter, Plus, Pro, Pro+). A partner realm
// (no SME) is the partner's own and no SME plan limits it.

/** The plan of one SME (Starter when its plan was deleted). */
export async function planOfSme(db: Db, smeId: number): Promise<TSmePlanName> {
  const [row] = await db
    .select({ name: subscriptionPlans.name })
    .from(smes)
    .leftJoin(subscriptionPlans, eq(subscriptionPlans.id, smes.subscriptionPlanId))
    .where(eq(smes.id, smeId))
    .limit(1);
  return smePlanOf(row?.name);
}

export type RealmPlan = { smeId: number; plan: TSmePlanName };

/** The SME plans of the given realms, by realm id; partner realms are absent. */
export async function plansOfRealms(db: Db, realmIds: readonly number[]): Promise<Map<number, RealmPlan>> {
  const ids = [...new Set(realmIds)];
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ realmId: realms.id, smeId: smes.id, name: subscriptionPlans.name })
    .from(realms)
    .innerJoin(smes, eq(smes.id, realms.smeId))
    .leftJoin(subscriptionPlans, eq(subscriptionPlans.id, smes.subscriptionPlanId))
    .where(inArray(realms.id, ids));
  return new Map(rows.map((r) => [r.realmId, { smeId: r.smeId, plan: smePlanOf(r.name) }]));
}

/** The SME plan of one realm, or null for a partner realm (or none). */
export async function planOfRealm(db: Db, realmId: number | null): Promise<RealmPlan | null> {
  if (realmId === null) return null;
  return (await plansOfRealms(db, [realmId])).get(realmId) ?? null;
}

/** True unless the realm is an SME's whose plan lacks the feature. */
export const realmPlanAllows = (plan: RealmPlan | null | undefined, feature: TSmePlanFeature): boolean =>
  !plan || smePlanIncludes(plan.plan, feature);

/** 403 naming the plan and the feature when the realm's SME's plan lacks it; a partner realm passes. */
export async function assertRealmPlanIncludes(
  db: Db,
  realmId: number | null,
  feature: TSmePlanFeature,
): Promise<void> {
  const plan = await planOfRealm(db, realmId);
  if (plan && !smePlanIncludes(plan.plan, feature)) throw forbidden(planLacksFeature(plan.plan, feature));
}

/** One of the partner's SMEs with its plan, or null when it is not the partner's (the caller answers 404). */
export async function ownSmePlan(db: Db, partnerId: number, smeId: number): Promise<RealmPlan | null> {
  const [row] = await db
    .select({ smeId: smes.id, name: subscriptionPlans.name })
    .from(smes)
    .leftJoin(subscriptionPlans, eq(subscriptionPlans.id, smes.subscriptionPlanId))
    .where(and(eq(smes.id, smeId), eq(smes.partnerId, partnerId)))
    .limit(1);
  return row ? { smeId: row.smeId, plan: smePlanOf(row.name) } : null;
}
