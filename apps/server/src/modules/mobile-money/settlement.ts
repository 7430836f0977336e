import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { recordEvent } from './events';
import { type AfterSettlement, reversalHandlerOf, successHandlerOf } from './handlers';
import { type PaymentRow, toPayment } from './rows';
import { mobileMoneyPayments } from './schema';
import type { Payment, PaymentFailure } from './types';

/** How a pending payment ends. */
export type Outcome =
  | { status: 'successful'; providerReference: string | null }
  | { status: 'failed' | 'expired'; failure: PaymentFailure };

/** Who found the outcome out: it goes into the payment's history. */
export type SettlementSource = 'request' | 'callback' | 'refresh' | 'reconciliation';

/** Runs what the handler left for after the commit (handlers.ts), once the transaction has committed. */
async function thenAfter(
  settle: (leave: (after: AfterSettlement | void) => void) => Promise<Payment | null>,
): Promise<Payment | null> {
  const left: AfterSettlement[] = [];
  const payment = await settle((after) => {
    if (after) left.push(after);
  });
  // Reached only once the transaction committed: one that rolled back threw, and leaves nothing behind.
  if (payment) for (const after of left) await after();
  return payment;
}

/**
 * Moves a pending payment to its outcome, once: the update only matches while the row is still pending,
 * so of two callbacks, a callback and the job, or two replicas, exactly one moves it and runs the
 * purpose's handler, in the same transaction (a handler that fails undoes the move; the payment stays
 * pending and the job settles it again later). What the handler leaves for later runs after the commit,
 * before this returns. Null when it was no longer pending.
 */
export async function settlePayment(
  db: Db,
  paymentId: string,
  outcome: Outcome,
  source: SettlementSource,
  now: Date,
): Promise<Payment | null> {
  return thenAfter((leave) =>
    db.transaction(async (tx) => {
      const [row] = await tx
        .update(mobileMoneyPayments)
        .set(
          outcome.status === 'successful'
            ? {
                status: 'successful',
                providerReference: outcome.providerReference,
                settledAt: now,
                checkedAt: now,
              }
            : { status: outcome.status, failure: outcome.failure, settledAt: now, checkedAt: now },
        )
        .where(and(eq(mobileMoneyPayments.id, paymentId), eq(mobileMoneyPayments.status, 'pending')))
        .returning();
      if (!row) return null;
      await recordEvent(
        tx,
        row,
        'transition',
        {
          from: 'pending',
          to: outcome.status,
          failure: outcome.status === 'successful' ? null : outcome.failure,
          source,
        },
        now,
      );
      const payment = toPayment(row);
      if (outcome.status === 'successful') leave(await successHandlerOf(payment.purpose.kind)?.(tx, payment));
      return payment;
    }),
  );
}

/**
 * A successful payment the provider reversed: 'successful' → 'reversed' once, with the purpose's reversal
 * handler in the same transaction. Null when it was not successful.
 */
export async function reversePayment(
  db: Db,
  paymentId: string,
  source: SettlementSource,
  now: Date,
): Promise<Payment | null> {
  return thenAfter((leave) =>
    db.transaction(async (tx) => {
      const [row]: PaymentRow[] = await tx
        .update(mobileMoneyPayments)
        .set({ status: 'reversed', checkedAt: now })
        .where(and(eq(mobileMoneyPayments.id, paymentId), eq(mobileMoneyPayments.status, 'successful')))
        .returning();
      if (!row) return null;
      await recordEvent(tx, row, 'transition', { from: 'successful', to: 'reversed', source }, now);
      const payment = toPayment(row);
      leave(await reversalHandlerOf(payment.purpose.kind)?.(tx, payment));
      return payment;
    }),
  );
}
