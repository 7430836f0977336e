import { type SQL, and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/raw';
import { smes } from './schema';

/**
 * The SME's side of billing: the billing module decides who is late, this module changes the SME (it owns
 * the smes table, decision 015). Each takes the caller's transaction as `db`.
 */

/**
 * Suspends for non-payment the SMEs among `lateSmeIds` (a subquery of SME ids) that have auto_suspend and are
 * active and not terminated; returns the ids it suspended.
 */
export async function suspendForNonPayment(db: Db, lateSmeIds: SQL): Promise<number[]> {
  const rows = await queryRows<{ id: number }>(
    db,
    sql`update smes s set is_active = false, suspended_reason = 'non_payment'
        where s.auto_suspend and s.is_active and not s.is_terminated and s.id in (${lateSmeIds})
        returning s.id`,
  );
  return rows.map((r) => r.id);
}

/** Reactivates an SME suspended for non-payment; a manual suspension stays. */
export async function liftNonPaymentSuspension(db: Db, smeId: number): Promise<void> {
  await db
    .update(smes)
    .set({ isActive: true, suspendedReason: null })
    .where(and(eq(smes.id, smeId), eq(smes.isActive, false), eq(smes.suspendedReason, 'non_payment')));
}

/** Activate Billing on an SME without a trial date: the trial is taken to have ended on `date`. */
export async function setTrialEndDate(db: Db, smeId: number, date: string): Promise<void> {
  await db.update(smes).set({ trialEndDate: date }).where(eq(smes.id, smeId));
}
