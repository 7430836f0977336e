import type { Db } from '../../db/client';
import type { Payment, PaymentPurpose } from './types';

export type PaymentHandler = (tx: Db, payment: Payment) => Promise<void>;

/**
 * What happens when a payment of a purpose succeeds or is reversed. The purpose's module registers its
 * handler in its own setup (this module imports none of them: no cycle); the handler runs inside the
 * transaction that moves the payment, so either both happen or neither does.
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
