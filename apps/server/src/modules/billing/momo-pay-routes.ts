import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { rwandanMobile } from '../../lib/mobile-number';
import {
  MobileMoneyUnavailable,
  type Payment,
  partnerPaymentProvider,
  paymentOf,
  refreshPayment,
  requestPayment,
} from '../mobile-money';
import { type BillingToPay, billingToPay } from './momo-details';
import { billPaymentKey, payLinkPath, readPayLink } from './momo-link';
import { payFormPage, payMessagePage, payStatePage } from './momo-pay-page';

const PAYMENT_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const REFRESH_SECONDS = 4;
/** New payment requests per billing per ten minutes (each rings a phone). */
const REQUESTS_PER_BILLING = 5;
const WINDOW_MS = 10 * 60_000;

const FAILURES: Record<string, string> = {
  declined: 'The payment was declined on the phone. Nothing was charged.',
  insufficient_funds: 'There is not enough money on this mobile money account. Nothing was charged.',
  timeout: 'The payment was not approved in time. Nothing was charged.',
  expired: 'The payment was not approved in time. Nothing was charged.',
  provider_unavailable: 'Mobile money is not reachable right now. Please try again in a few minutes.',
  invalid_phone: 'This number cannot pay with mobile money. Check it and try again.',
  reversed: 'This payment was reversed by the mobile money provider.',
};

/**
 * The public page an SME's pay link opens (issue 32 §3, decision 078): the bill, a phone number, the
 * payment's state. The signed token is the only key: a forged one answers 404, an expired one 410, and
 * the page never asks a paid bill for money again. The payment marks the billing paid in its settlement
 * (momo-settlement.ts), not here.
 */
export async function momoPayRoutes(app: FastifyInstance): Promise<void> {
  const deps = app.deps;
  const db = deps.database.db;
  const secret = deps.config.jwtSecret;
  const requests = new Map<number, { start: number; count: number }>();
  const routeConfig = { schema: { hide: true }, config: { quietRefusals: true } };
  // A plain HTML form (this plugin's scope only): a phone number and the attempt it follows.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 4 * 1024 },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
  );

  const send = (reply: FastifyReply, status: number, document: string) =>
    reply
      .code(status)
      .header('content-type', 'text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'")
      .header('referrer-policy', 'no-referrer')
      .send(document);

  /** The billing the link names and whether it can take money now; else the page that says why (sent). */
  const billingOf = async (request: FastifyRequest, reply: FastifyReply, payable: boolean) => {
    const { token } = request.params as { token: string };
    const link = readPayLink(secret, token, deps.clock.now());
    if (link === 'forged')
      return void send(reply, 404, payMessagePage('Link not found', 'This pay link is not valid.'));
    if (link === 'expired')
      return void send(
        reply,
        410,
        payMessagePage(
          'Link expired',
          'This pay link has expired. Use the link in your latest billing mail.',
        ),
      );
    const billing = await billingToPay(db, link.billingId);
    if (!billing)
      return void send(reply, 410, payMessagePage('Bill not found', 'This bill no longer exists.'));
    if (!payable) return { billing, token };
    if (billing.is_paid)
      return void send(
        reply,
        200,
        payMessagePage(
          'Already paid',
          billing.paid_on ? `This bill was paid on ${billing.paid_on}.` : 'This bill has been paid.',
          'ok',
        ),
      );
    if (!billing.is_latest_unpaid)
      return void send(
        reply,
        409,
        payMessagePage('A newer bill', 'A newer bill replaces this one. Pay it from the link in its mail.'),
      );
    if (!(await partnerPaymentProvider(deps, billing.partner_id)))
      return void send(
        reply,
        404,
        payMessagePage(
          'Mobile money not available',
          'This bill cannot be paid with mobile money. Please pay it as usual.',
        ),
      );
    return { billing, token };
  };

  const allow = (billingId: number, now: number) => {
    const current = requests.get(billingId);
    if (!current || now - current.start >= WINDOW_MS) {
      if (requests.size > 10_000) requests.clear();
      requests.set(billingId, { start: now, count: 1 });
      return true;
    }
    current.count += 1;
    return current.count <= REQUESTS_PER_BILLING;
  };

  app.get('/pay/billing/:token', routeConfig, async (request, reply) => {
    const found = await billingOf(request, reply, true);
    if (!found) return reply;
    return send(
      reply,
      200,
      payFormPage(found.billing, request.url.split('?')[0]!, { phone: '', after: '', error: null }),
    );
  });

  app.post('/pay/billing/:token', routeConfig, async (request, reply) => {
    const found = await billingOf(request, reply, true);
    if (!found) return reply;
    const { billing, token } = found;
    const form = (request.body ?? {}) as Record<string, unknown>;
    const typed = typeof form.phone === 'string' ? form.phone.slice(0, 20) : '';
    const after = typeof form.after === 'string' && PAYMENT_ID.test(form.after) ? form.after : '';
    const action = payLinkPath(token);
    const phone = rwandanMobile(typed);
    if (!phone)
      return send(
        reply,
        400,
        payFormPage(billing, action, {
          phone: typed,
          after,
          error: 'Enter a Rwandan mobile number such as 0788 123 456.',
        }),
      );
    const idempotencyKey = billPaymentKey(billing.id, billing.final_amount, phone, after);
    if (!allow(billing.id, deps.clock.now().getTime()))
      return send(
        reply,
        429,
        payFormPage(billing, action, {
          phone: typed,
          after,
          error: 'Too many payment requests. Please wait a few minutes.',
        }),
      );
    let payment: Payment;
    try {
      payment = await requestPayment(deps, {
        partnerId: billing.partner_id,
        phone,
        amountMinor: Math.round(billing.final_amount),
        currency: 'RWF',
        purpose: { kind: 'sme_billing', billingId: billing.id, smeId: billing.sme_id },
        idempotencyKey,
      });
    } catch (error) {
      if (!(error instanceof MobileMoneyUnavailable)) throw error;
      return send(
        reply,
        503,
        payFormPage(billing, action, { phone: typed, after, error: FAILURES.provider_unavailable! }),
      );
    }
    return reply
      .code(303)
      .header('cache-control', 'no-store')
      .redirect(`${action}/payment/${payment.id}`, 303);
  });

  app.get('/pay/billing/:token/payment/:id', routeConfig, async (request, reply) => {
    const found = await billingOf(request, reply, false);
    if (!found) return reply;
    const { billing, token } = found;
    const { id } = request.params as { id: string };
    const payment = PAYMENT_ID.test(id) ? await paymentFor(billing, id) : null;
    if (!payment)
      return send(reply, 404, payMessagePage('Payment not found', 'This payment is not one of this bill.'));
    const self = `${payLinkPath(token)}/payment/${payment.id}`;
    if (payment.status === 'pending') {
      reply.header('refresh', String(REFRESH_SECONDS));
      return send(reply, 200, payStatePage(billing, { kind: 'pending', self }));
    }
    if (payment.status === 'successful')
      return send(reply, 200, payStatePage(billing, { kind: 'paid', email: billing.admin_email }));
    const reason = payment.status === 'failed' ? (payment.failure ?? 'declined') : payment.status;
    const retry =
      payment.status !== 'reversed' && !billing.is_paid && billing.is_latest_unpaid
        ? { action: payLinkPath(token), phone: payment.phone, after: payment.id }
        : null;
    return send(
      reply,
      200,
      payStatePage(billing, { kind: 'failed', text: FAILURES[reason] ?? FAILURES.declined!, retry }),
    );
  });

  /** The payment, when it is this bill's (asked of the provider again while pending). */
  const paymentFor = async (billing: BillingToPay, id: string): Promise<Payment | null> => {
    const stored = await paymentOf(deps, billing.partner_id, id);
    if (stored?.purpose.kind !== 'sme_billing' || stored.purpose.billingId !== billing.id) return null;
    if (stored.status !== 'pending') return stored;
    return (await refreshPayment(deps, billing.partner_id, id)) ?? stored;
  };
}
