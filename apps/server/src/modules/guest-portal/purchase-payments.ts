import type { FastifyRequest } from 'fastify';
import type { AppDeps } from '../../types';
import { type Box, purchasedCode } from '../guest-access';
import { type Payment, paymentOf, refreshPayment } from '../mobile-money';
import type { PaymentView } from './purchase-page';
import type { TierOnSale } from './purchase-offer';
import { type Uam, uamFields } from './uam';
import { PAYMENT_COOKIE, readCookie, viewerDevice } from './viewer';

export const PAYMENT_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
/** A paid purchase is shown again on reopening the portal for this long after it settled. */
const RESUME_PAID_MS = 15 * 60_000;

/**
 * The device a purchase belongs to: the MAC the box's hand-off names, else this browser's stand-in (as every
 * portal login takes it). Neither is a secret, so the code is shown only to a request that has both this
 * device and the payment's id (a random uuid only the paying browser was sent to); a phone number alone
 * never shows it, and the SMS goes only to the number that paid.
 */
export const deviceOf = (uam: Uam | null, viewerId: string) => uam?.mac ?? viewerDevice(viewerId);

/** A portal payment as the guest's pages see it: found on its box, its state, and where reopening leads. */
export function purchasePayments(deps: AppDeps) {
  /** The payment of this box's portal, asked of the provider again while pending (the module spaces the asks). */
  const paymentAt = async (box: Box, id: string): Promise<Payment | null> => {
    if (!PAYMENT_ID.test(id)) return null;
    const stored = await paymentOf(deps, box.partnerId, id);
    if (stored?.purpose.kind !== 'portal_purchase' || stored.purpose.routerId !== box.routerId) return null;
    return stored.status === 'pending' ? ((await refreshPayment(deps, box.partnerId, id)) ?? stored) : stored;
  };

  /** What the payment's page shows this device; `tiers` on sale offer a retry after a failure. */
  const viewOf = async (
    box: Box,
    payment: Payment,
    device: string,
    tiers: TierOnSale[],
  ): Promise<PaymentView> => {
    if (payment.purpose.kind !== 'portal_purchase' || payment.purpose.device !== device)
      return { kind: 'not_yours' };
    const { tierId, minutes } = payment.purpose;
    switch (payment.status) {
      case 'pending':
        return { kind: 'pending', phone: payment.phone };
      case 'successful': {
        const code = await purchasedCode(deps.database.db, box.partnerId, payment.id);
        // Settled and its voucher made in one transaction: a success without a code is not yet visible here.
        return code
          ? { kind: 'paid', code, phone: payment.phone, minutes }
          : { kind: 'pending', phone: payment.phone };
      }
      case 'reversed':
        return { kind: 'failed', reason: 'reversed', retry: null, phone: payment.phone };
      case 'expired':
      case 'failed':
        return {
          kind: 'failed',
          reason: payment.status === 'expired' ? 'expired' : (payment.failure ?? 'declined'),
          retry: tiers.find((t) => t.index === tierId && t.minutes === minutes) ?? null,
          phone: payment.phone,
        };
    }
  };

  /**
   * Where a guest reopening the portal should go: this device's payment still waiting for approval, or
   * paid within the last quarter of an hour (its code not yet used to connect, likely: the portal opens
   * for a guest who is not online). Null otherwise: the portal as usual.
   */
  const resumable = async (
    request: FastifyRequest,
    visit: { box: Box; viewerId: string; base: string },
    uam: Uam | null,
  ): Promise<string | null> => {
    const id = readCookie(request.headers.cookie, PAYMENT_COOKIE) ?? '';
    const payment = await paymentAt(visit.box, id);
    if (
      payment?.purpose.kind !== 'portal_purchase' ||
      payment.purpose.device !== deviceOf(uam, visit.viewerId)
    )
      return null;
    const recent =
      payment.status === 'pending' ||
      (payment.status === 'successful' &&
        deps.clock.now().getTime() - (payment.settledAt ?? payment.createdAt).getTime() < RESUME_PAID_MS);
    // Connected on arrival once paid: the portal opens for a guest who is not online.
    const query = new URLSearchParams({ ...(uam ? uamFields(uam) : {}), then: 'connect' }).toString();
    return recent ? `${visit.base}/payment/${payment.id}?${query}` : null;
  };

  return { paymentAt, viewOf, resumable };
}
