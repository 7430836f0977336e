import type { Db } from '../../db/client';
import { mobileMoneyPaymentEvents } from './schema';

/** What a payment's history records (schema.ts). */
export type PaymentEventKind =
  'requested' | 'request_failed' | 'callback' | 'status_read' | 'status_read_failed' | 'transition';

/**
 * Adds a line to a payment's history. `detail` holds what the provider said (states, reasons, codes) and
 * never a credential, a token or a whole callback body (a forged one could be large or hostile).
 */
export async function recordEvent(
  db: Db,
  payment: { id: string; partnerId: number },
  kind: PaymentEventKind,
  detail: Record<string, string | number | boolean | null>,
  at: Date,
): Promise<void> {
  await db
    .insert(mobileMoneyPaymentEvents)
    .values({ partnerId: payment.partnerId, paymentId: payment.id, kind, detail, at });
}
