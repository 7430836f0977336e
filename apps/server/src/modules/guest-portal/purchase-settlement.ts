import type { FastifyInstance } from 'fastify';
import { issuePurchaseVoucher } from '../guest-access';
import { onPaymentSucceeded } from '../mobile-money';
import { sendSms, smsTransportOf } from '../sms';
import { durationText } from './i18n';
import { PURCHASE_TEXTS, fill } from './purchase-texts';

/**
 * What a confirmed portal purchase does (issue 32 §2, decision 078), run by the mobile-money module inside
 * the transaction that settles the payment, once per payment whether the success came from a callback, a
 * page reload or the reconciliation job: the tier's voucher (guest-access: one per payment, by a unique
 * index); then, once that transaction has committed, the code by SMS to the number that paid, so a guest
 * whose mini-browser closed still has it. After the commit, not inside: the texted code then always
 * exists, and the SMS provider's call does not hold the partner's voucher counts locked, which made every
 * other purchase of the partner wait for it (docs/benchmarks.md, "Mobile money: 200 purchases in flight").
 * An SMS that fails is recorded as failed (the SMS module's log) and does not undo the purchase: the page
 * still shows the code to the device that paid.
 */
export function settlePortalPurchases(app: FastifyInstance): void {
  const { clock, config, database } = app.deps;
  onPaymentSucceeded('portal_purchase', async (tx, payment) => {
    const { purpose } = payment;
    if (purpose.kind !== 'portal_purchase') return;
    const { code, voucherId } = await issuePurchaseVoucher(tx, {
      partnerId: payment.partnerId,
      realmId: purpose.realmId,
      minutes: purpose.minutes,
      paymentId: payment.id,
      device: purpose.device,
      now: clock.now(),
    });
    // The guest's language is not kept with the payment: the SMS is in English, as voucher SMS are.
    const message = fill(PURCHASE_TEXTS.en.smsText, { duration: durationText(purpose.minutes, 'en'), code });
    return async () => {
      try {
        await sendSms(database.db, smsTransportOf(app), config.sms.sender, {
          partnerId: payment.partnerId,
          to: `+${payment.phone}`,
          message,
          routerId: purpose.routerId,
          voucherId,
        });
      } catch (error) {
        // The SMS's own row could not be written (a delivery that fails is recorded by sendSms itself).
        app.log.warn({ err: error, paymentId: payment.id }, 'purchase SMS not recorded');
      }
    };
  });
}
