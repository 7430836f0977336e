import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { billings } from './schema';
import { smes } from '../smes/schema';
import { addDays } from '../../lib/calendar';
import { badRequest, notFound } from '../../lib/http-errors';
import { setTrialEndDate } from '../smes';
import { isLatestUnpaid } from './open-billing-rule';
import { openSmsBillings, openSubscriptionBillings } from './open-billings';
import { refreshPartnerLateFlags } from './reminders';

export const BILLING_ACTIVATED = 'Billing activated successfully';
export const BILLING_PAUSED = 'Billing paused successfully';
export const BILLING_RESUMED = 'Billing resumed successfully';

async function smeOfPartner(db: Db, partnerId: number, smeId: number) {
  const [sme] = await db
    .select()
    .from(smes)
    .where(and(eq(smes.id, smeId), eq(smes.partnerId, partnerId)))
    .limit(1);
  if (!sme) throw notFound('SME not found.');
  return sme;
}

/**
 * Activate Billing: only for an SME whose trial has ended and that has no billing yet. The first cycle starts
 * today. An SME without a trial date is treated as having ended its trial yesterday, so the engine carries on.
 */
export async function activateBilling(
  db: Db,
  { partnerId, today, usdToRwf }: { partnerId: number; today: string; usdToRwf: number },
  smeId: number,
): Promise<void> {
  const sme = await smeOfPartner(db, partnerId, smeId);
  if (sme.trialEndDate !== null && sme.trialEndDate >= today)
    throw badRequest("The SME's trial has not ended yet.");
  if (sme.isTerminated || !sme.isActive)
    throw badRequest('Billing cannot start for a suspended or terminated SME.');
  if (sme.subscriptionPlanId === null) throw badRequest('The SME has no subscription plan.');
  await db.transaction(async (tx) => {
    // Serialises two activations of the same SME: the second sees the first one's billing.
    await tx.execute(sql`select id from ${smes} where id = ${smeId} for update`);
    const [existing] = await tx
      .select({ id: billings.id })
      .from(billings)
      .where(eq(billings.smeId, smeId))
      .limit(1);
    if (existing) throw badRequest('Billing is already active for this SME.');
    if (sme.trialEndDate === null) await setTrialEndDate(tx, smeId, addDays(today, -1));
    await openSubscriptionBillings(tx, { today, usdToRwf, smeId, firstCycleToday: true });
    await openSmsBillings(tx, { today, smeId });
  });
}

/** Pause or resume: toggles is_paused on the SME's current (latest) unpaid subscription billing. */
export async function setBillingPaused(
  db: Db,
  { partnerId, today }: { partnerId: number; today: string },
  smeId: number,
  action: 'pause' | 'resume',
): Promise<string> {
  await smeOfPartner(db, partnerId, smeId);
  const [current] = await db
    .select({ id: billings.id, isPaused: billings.isPaused })
    .from(billings)
    .where(and(eq(billings.smeId, smeId), eq(billings.kind, 'subscription'), isLatestUnpaid('billings')))
    .limit(1);
  if (!current) throw badRequest('This SME has no unpaid billing.');
  const pause = action === 'pause';
  if (current.isPaused === pause)
    throw badRequest(pause ? 'The billing is already paused.' : 'The billing is not paused.');
  await db.update(billings).set({ isPaused: pause }).where(eq(billings.id, current.id));
  // A paused billing is not late: the partner's flag may change either way.
  await refreshPartnerLateFlags(db, today, partnerId);
  return pause ? BILLING_PAUSED : BILLING_RESUMED;
}
