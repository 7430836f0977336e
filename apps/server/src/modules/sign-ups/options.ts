import { and, asc, eq, inArray } from 'drizzle-orm';
import type { TSignUpPartnerOption } from '@ared/contract/sign-ups';
import { AREAS_HIDDEN_BY_PLAN, type TPartnerPlan } from '@ared/contract/plans';
import type { Db } from '../../db/client';
import { partners } from '../partners/schema';
import { subscriptionPlans } from '../subscriptions/schema';

/** The partner plans that have SMEs (the Kiosk plan does not, decision 011). */
export const PLANS_WITH_SMES = (Object.keys(AREAS_HIDDEN_BY_PLAN) as TPartnerPlan[]).filter(
  (plan) => !AREAS_HIDDEN_BY_PLAN[plan].includes('smes'),
);

/**
 * The partners an applicant may choose, each with its SME plans: active partners whose plan has SMEs and
 * that have at least one plan to sign up on. Only ids and names leave the server.
 */
export async function signUpPartners(db: Db): Promise<TSignUpPartnerOption[]> {
  const rows = await db
    .select({
      partnerId: partners.id,
      partnerName: partners.name,
      planId: subscriptionPlans.id,
      planName: subscriptionPlans.name,
    })
    .from(partners)
    .innerJoin(subscriptionPlans, eq(subscriptionPlans.partnerId, partners.id))
    .where(and(eq(partners.isActive, true), inArray(partners.plan, PLANS_WITH_SMES)))
    .orderBy(asc(partners.name), asc(partners.id), asc(subscriptionPlans.price), asc(subscriptionPlans.id));
  const byPartner = new Map<number, TSignUpPartnerOption>();
  for (const row of rows) {
    const partner = byPartner.get(row.partnerId) ?? {
      id: row.partnerId,
      name: row.partnerName,
      subscription_plans: [],
    };
    partner.subscription_plans.push({ id: row.planId, name: row.planName });
    byPartner.set(row.partnerId, partner);
  }
  return [...byPartner.values()];
}

/** The chosen partner and plan, when the plan is one of that partner's and the partner takes sign-ups. */
export async function findSignUpChoice(
  db: Db,
  partnerId: number,
  planId: number,
): Promise<{ partnerName: string; planName: string } | undefined> {
  const [row] = await db
    .select({ partnerName: partners.name, planName: subscriptionPlans.name })
    .from(subscriptionPlans)
    .innerJoin(partners, eq(partners.id, subscriptionPlans.partnerId))
    .where(
      and(
        eq(subscriptionPlans.id, planId),
        eq(partners.id, partnerId),
        eq(partners.isActive, true),
        inArray(partners.plan, PLANS_WITH_SMES),
      ),
    )
    .limit(1);
  return row;
}
