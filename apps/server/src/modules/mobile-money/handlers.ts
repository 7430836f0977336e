import type { Db } from '../../db/client';
import type { Payment, PaymentPurpose } from './types';

/**
 * What a handler leaves for after the settling transaction has committed: a message about what it made
 * (an SMS with a bought code). It runs once the payment is settled, so it handles its own failures (a
 * throw would read as a payment not settled). Kept out of the transaction because the transaction holds
 * the partner's hot rows (voucher list counts, analytics marks) from its voucher to its commit: a
 * provider's call in there makes every other settlement of that partner wait for it (docs/benchmarks.md,
 * "Mobile money: 200 purchases in flight").
 */
export type AfterSettlement = () => Promise<void>;

export type PaymentHandler = (tx: Db, payment: Payment) => Promise<void | AfterSettlement>;

/**
 * What happens when a payment of a purpose succeeds or is reversed. The purpose's module registers its
 * handler in its own setup (this module imports none of them: no cycle); the handler runs inside the
 * transaction that moves the payment, so either both happen or neither does. What it returns runs after
 * the commit (AfterSettlement).
 */
const succeeded = new Map<PaymentPurpose['kind'], PaymentHandler>();
const reversed = new Map<PaymentPurpose['kind'], PaymentHandler>();

export function onPaymentSucceeded(kind: PaymentPurpose['kind'], handler: PaymentHandler): void {
  succeeded.set(kind, handler);
}

export function onPaymentReversed(kind: PaymentPurpose['kind'], handler: PaymentHandler): void {
  reversed.set(kind, handler);
}

export const successHandlerOf = (kind: PaymentPurpose['kind']) => succeeded.get(kind);
export const reversalHandlerOf = (kind: PaymentPurpose['kind']) => reversed.get(kind);
