import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { VOUCHER_REFUSALS } from '@ared/contract/vouchers';
import { type Box, type GuessThrottle, guessKeysOfPortal } from '../guest-access';
import { MobileMoneyUnavailable, type Payment, paymentOf, requestPayment } from '../mobile-money';
import type { ConnectWithCode } from './connect';
import { singleValues } from './form';
import type { PortalTexts } from './i18n';
import { type PageContext, messagePage } from './pages';
import type { PortalModel } from './portal-data';
import { PAYMENT_REFRESH_SECONDS, type PaymentView, paymentPage, purchaseFormPage } from './purchase-page';
import { PAYMENT_ID, deviceOf, purchasePayments } from './purchase-payments';
import { type PurchaseThrottle, createPurchaseThrottle } from './purchase-throttle';
import { PURCHASE_TEXTS } from './purchase-texts';
import { purchaseKey, tiersOnSale } from './purchase-offer';
import { rwandanMobile } from '../../lib/mobile-number';
import { sendPage } from './respond';
import { type Uam, boxOrigin, parseUam, uamFields } from './uam';
import { PAYMENT_COOKIE, cookie, readCookie } from './viewer';

type Visit = { box: Box; model: PortalModel; ctx: PageContext; t: PortalTexts; viewerId: string };

const DAY_SECONDS = 86_400;

/**
 * Buying Wi-Fi time with mobile money on the box's portal (issue 32 §2, decision 078): the phone form of a
 * paid tier, the payment's state page, and Connect once paid. Wired in by the portal's routes, which lend
 * their visit and their last step (connectWithCode). The voucher itself is made by the payment's settlement
 * (purchase-settlement.ts), never here: no voucher without a confirmed payment.
 */
export function purchaseRoutes<V extends Visit>(
  app: FastifyInstance,
  {
    visit,
    routeConfig,
    connectWithCode,
    guessThrottle,
    throttle = createPurchaseThrottle(),
  }: {
    visit: (request: FastifyRequest, reply: FastifyReply) => Promise<V | null>;
    routeConfig: object;
    connectWithCode: ConnectWithCode<V>;
    guessThrottle: GuessThrottle;
    throttle?: PurchaseThrottle;
  },
): { resumable: (request: FastifyRequest, v: V, uam: Uam | null) => Promise<string | null> } {
  const deps = app.deps;

  const notAvailable = (request: FastifyRequest, reply: FastifyReply, v: V, status = 404) =>
    sendPage(
      request,
      reply,
      status,
      messagePage(v.ctx.lang, v.t.notAvailable, v.t.notAvailable, request.url),
    );

  const { paymentAt, viewOf, resumable: resumableUrl } = purchasePayments(deps);

  /** The box's hand-off in the query or form, or null; a forged one has been answered with the bad-link page. */
  const uamOrBadLink = (
    request: FastifyRequest,
    reply: FastifyReply,
    v: V,
    fields: Record<string, unknown>,
  ): { uam: Uam | null } | null => {
    const parsed = parseUam(fields, v.box.serial);
    if (parsed.kind !== 'forged') return { uam: parsed.kind === 'uam' ? parsed.uam : null };
    sendPage(request, reply, 400, messagePage(v.ctx.lang, v.t.errorTitle, v.t.badLink, request.url));
    return null;
  };

  app.get('/:serial/buy', routeConfig, async (request, reply) => {
    const v = await visit(request, reply);
    if (!v) return reply;
    const query = singleValues(request.query);
    const link = uamOrBadLink(request, reply, v, request.query as Record<string, unknown>);
    if (!link) return reply;
    const tier = (await tiersOnSale(deps, v.box, v.model)).find((t) => String(t.index) === query.tier);
    if (!tier) return notAvailable(request, reply, v);
    const { uam } = link;
    // After a payment of this device that is over, a new one (the same tier and number may be bought again).
    const last = readCookie(request.headers.cookie, PAYMENT_COOKIE) ?? '';
    const previous = PAYMENT_ID.test(last) ? await paymentOf(deps, v.box.partnerId, last) : null;
    const after = previous && previous.status !== 'pending' ? previous.id : '';
    return sendPage(
      request,
      reply,
      200,
      purchaseFormPage(v.ctx, { uam, tier, phone: '', after, error: null }),
      boxOrigin(uam),
    );
  });

  app.post('/:serial/buy', routeConfig, async (request, reply) => {
    const v = await visit(request, reply);
    if (!v) return reply;
    const p = PURCHASE_TEXTS[v.ctx.lang];
    const form = singleValues(request.body);
    const link = uamOrBadLink(request, reply, v, form);
    if (!link) return reply;
    const { uam } = link;
    const tier = (await tiersOnSale(deps, v.box, v.model)).find((t) => String(t.index) === form.tier);
    if (!tier) return notAvailable(request, reply, v);
    const typed = (form.phone ?? '').slice(0, 20);
    const after = PAYMENT_ID.test(form.after ?? '') ? form.after! : '';
    const again = (status: number, error: string) =>
      sendPage(
        request,
        reply,
        status,
        purchaseFormPage(v.ctx, { uam, tier, phone: typed, after, error }),
        boxOrigin(uam),
      );
    const phone = rwandanMobile(typed);
    if (!phone) return again(400, p.phoneInvalid);

    const device = deviceOf(uam, v.viewerId);
    const now = deps.clock.now();
    const key = purchaseKey(v.box, device, tier, phone, now.toISOString().slice(0, 10), after);
    if (!throttle.allow({ routerId: v.box.routerId, device, phone, key }, now.getTime()))
      return again(429, p.throttled);
    let payment: Payment;
    try {
      payment = await requestPayment(deps, {
        partnerId: v.box.partnerId,
        phone,
        amountMinor: tier.amountMinor,
        currency: tier.currency,
        purpose: {
          kind: 'portal_purchase',
          routerId: v.box.routerId,
          realmId: v.box.realmId,
          tierId: tier.index,
          minutes: tier.minutes,
          device,
        },
        idempotencyKey: key,
      });
    } catch (error) {
      // No credentials, refused credentials, the provider down: nothing was asked of the phone.
      if (error instanceof MobileMoneyUnavailable) {
        request.log.warn({ reason: error.reason }, 'portal purchase: mobile money unavailable');
        return again(503, p.failures.provider_unavailable);
      }
      throw error;
    }
    // The device remembers its payment: reopening the portal finds it (decision 078).
    reply.header('set-cookie', cookie(PAYMENT_COOKIE, payment.id, DAY_SECONDS));
    const query = uam ? `?${new URLSearchParams(uamFields(uam)).toString()}` : '';
    return reply
      .code(303)
      .header('cache-control', 'no-store')
      .redirect(`${v.ctx.base}/payment/${payment.id}${query}`, 303);
  });

  app.get('/:serial/payment/:id', routeConfig, async (request, reply) => {
    const v = await visit(request, reply);
    if (!v) return reply;
    const { id } = request.params as { id: string };
    const link = uamOrBadLink(request, reply, v, request.query as Record<string, unknown>);
    if (!link) return reply;
    const { uam } = link;
    const payment = await paymentAt(v.box, id);
    if (!payment) return notAvailable(request, reply, v);
    const device = deviceOf(uam, v.viewerId);
    const view = await viewOf(v.box, payment, device, await tiersOnSale(deps, v.box, v.model));
    // Paid, on the device that paid, coming from the waiting page: connected at once.
    if (view.kind === 'paid' && view.code && singleValues(request.query).then === 'connect')
      return connectWithCode(
        request,
        reply,
        v,
        { uam, code: view.code, device, guard: guardOf(v.box, device, request.ip), shown: view.code },
        () => showPayment(request, reply, v, { uam, id: payment.id, view, status: 200 }),
      );
    if (view.kind === 'pending') {
      const next = new URLSearchParams({ ...(uam ? uamFields(uam) : {}), then: 'connect' }).toString();
      reply.header('refresh', `${PAYMENT_REFRESH_SECONDS}; url=${v.ctx.base}/payment/${payment.id}?${next}`);
    }
    return showPayment(request, reply, v, { uam, id: payment.id, view, status: 200 });
  });

  app.post('/:serial/payment/:id/connect', routeConfig, async (request, reply) => {
    const v = await visit(request, reply);
    if (!v) return reply;
    const { id } = request.params as { id: string };
    const link = uamOrBadLink(request, reply, v, singleValues(request.body));
    if (!link) return reply;
    const { uam } = link;
    const payment = await paymentAt(v.box, id);
    if (!payment) return notAvailable(request, reply, v);
    const device = deviceOf(uam, v.viewerId);
    const view = await viewOf(v.box, payment, device, []);
    if (view.kind !== 'paid' || !view.code)
      return showPayment(request, reply, v, { uam, id: payment.id, view, status: 409 });
    return connectWithCode(
      request,
      reply,
      v,
      { uam, code: view.code, device, guard: guardOf(v.box, device, request.ip), shown: view.code },
      (message) =>
        showPayment(request, reply, v, {
          uam,
          id: payment.id,
          view,
          status: 403,
          notice: refusedText(v, message),
        }),
    );
  });

  const guardOf = (box: Box, device: string, address: string) => ({
    throttle: guessThrottle,
    keys: guessKeysOfPortal(box, device, address),
  });

  /** RADIUS's Reply-Message (one of VOUCHER_REFUSALS) in the guest's words. */
  const refusedText = (v: V, message: string) => {
    const key = Object.entries(VOUCHER_REFUSALS).find(([, text]) => text === message)?.[0];
    return v.t.refused[key as keyof PortalTexts['refused']] ?? v.t.refused.failed;
  };

  /** Where a guest reopening the portal should go (purchase-payments.ts), or null. */
  const resumable = (request: FastifyRequest, v: V, uam: Uam | null) =>
    resumableUrl(request, { box: v.box, viewerId: v.viewerId, base: v.ctx.base }, uam);

  const showPayment = (
    request: FastifyRequest,
    reply: FastifyReply,
    v: V,
    state: { uam: Uam | null; id: string; view: PaymentView; status: number; notice?: string },
  ) =>
    sendPage(
      request,
      reply,
      state.status,
      paymentPage(v.ctx, {
        uam: state.uam,
        paymentId: state.id,
        view: state.view,
        notice: state.notice ?? null,
      }),
      boxOrigin(state.uam),
    );

  return { resumable };
}
