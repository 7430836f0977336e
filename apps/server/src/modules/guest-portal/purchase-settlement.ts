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
 * index), then the code by SMS to the number that paid, so a guest whose mini-browser closed still has it.
 * The SMS goes in the same transaction: a settlement that rolled back after it would leave a texted code
 * that does not exist, which is why nothing follows it. An SMS that fails is recorded as failed (the SMS
 * module's log) and does not undo the purchase: the page still shows the code to the device that paid.
 */
export function settlePortalPurchases(app: FastifyInstance): void {
  const { clock, config } = app.deps;
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
    await sendSms(tx, smsTransportOf(app), config.sms.sender, {
      partnerId: payment.partnerId,
      to: `+${payment.phone}`,
      message,
      routerId: purpose.routerId,
      voucherId,
    });
  });
}
