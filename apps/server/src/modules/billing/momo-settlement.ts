import type { FastifyInstance } from 'fastify';
import { HttpError } from '../../lib/http-errors';
import { billingToday } from '../../lib/today';
import { onPaymentSucceeded } from '../mobile-money';
import { receiptMail } from './mails';
import { billingToPay } from './momo-details';
import { markBillingPaid } from './payments';

/**
 * What a confirmed SME bill payment does (issue 32 §3, decision 078), inside the transaction that settles
 * the payment: the billing is marked paid by Mark As Paid's own function (method mobile_money, the
 * provider's reference, no user), which also lifts a suspension for non-payment at once and refreshes the
 * partner's late flag; once that is committed, the receipt goes to the SME's admin.
 *
 * Money is taken whatever the billing says by now: a billing paid by hand in the meantime (or replaced by a
 * newer one) is not failed here, since a handler that throws leaves the payment pending and the job would
 * retry for ever. It is logged for the partner to refund instead.
 */
export function settleSmeBillings(app: FastifyInstance): void {
  const { clock, mailer } = app.deps;
  onPaymentSucceeded('sme_billing', async (tx, payment) => {
    const { purpose } = payment;
    if (purpose.kind !== 'sme_billing') return;
    const reference = payment.providerReference ?? payment.id;
    const now = clock.now();
    try {
      await markBillingPaid(
        tx,
        { partnerId: payment.partnerId, userId: null, today: billingToday(app.deps), now },
        {
          billing_id: purpose.billingId,
          amount: payment.amountMinor,
          method: 'mobile_money',
          payment_reference: reference,
        },
      );
    } catch (error) {
      if (!(error instanceof HttpError) || error.statusCode >= 500) throw error;
      app.log.warn(
        { paymentId: payment.id, billingId: purpose.billingId, refusal: error.message },
        'mobile-money bill payment not recorded: the billing could not take it (refund it)',
      );
      return;
    }
    const billing = await billingToPay(tx, purpose.billingId);
    if (!billing) return;
    // Mailed after the commit: the settling transaction holds the billing's and the partner's rows, and a
    // slow mail server inside it would hold every other settlement of the partner (as the purchase's SMS did).
    return async () => {
      try {
        await mailer.send(
          receiptMail(billing, { amount: payment.amountMinor, reference, paidAt: now, phone: payment.phone }),
        );
      } catch (error) {
        // The payment is recorded and shows in the billing list; a lost receipt is no reason to undo it.
        app.log.warn({ err: error, billingId: purpose.billingId }, 'receipt mail not sent');
      }
    };
  });
}
