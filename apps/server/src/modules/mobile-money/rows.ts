import type { mobileMoneyPayments } from './schema';
import type { MobileMoneyProvider, Payment, PaymentFailure, PaymentPurpose, PaymentStatus } from './types';

export type PaymentRow = typeof mobileMoneyPayments.$inferSelect;

/** A payment row as the other modules see it (the columns' text is narrowed by the table's checks). */
export const toPayment = (row: PaymentRow): Payment => ({
  id: row.id,
  partnerId: row.partnerId,
  provider: row.provider as MobileMoneyProvider,
  phone: row.phone,
  amountMinor: row.amountMinor,
  currency: row.currency,
  purpose: row.purpose as PaymentPurpose,
  status: row.status as PaymentStatus,
  failure: row.failure as PaymentFailure | null,
  providerReference: row.providerReference,
  createdAt: row.createdAt,
  settledAt: row.settledAt,
});
