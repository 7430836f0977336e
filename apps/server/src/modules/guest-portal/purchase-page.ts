import { type Html, html } from './html';
import { durationText } from './i18n';
import { type PageContext, frame, header } from './pages';
import { PURCHASE_TEXTS, type PurchaseFailure, fill } from './purchase-texts';
import type { TierOnSale } from './purchase-offer';
import { type Uam, uamFields } from './uam';

/** How often the state page reloads itself while the guest approves on the phone (no script needed). */
export const PAYMENT_REFRESH_SECONDS = 4;

const hidden = (fields: Record<string, string>): Html[] =>
  Object.entries(fields).map(
    ([name, value]) => html`<input type="hidden" name="${name}" value="${value}" />`,
  );

const uamQuery = (uam: Uam | null) => (uam ? `?${new URLSearchParams(uamFields(uam)).toString()}` : '');

/** 250788123456 → 0788 •••456: enough for the guest to recognise, not enough for a shoulder to read. */
export const maskedPhone = (phone: string) => `0${phone.slice(3, 6)} •••${phone.slice(-3)}`;

/** The tier, its price and the phone number to pay from; one button. Works without JavaScript. */
export function purchaseFormPage(
  ctx: PageContext,
  state: {
    uam: Uam | null;
    tier: TierOnSale;
    phone: string;
    /** The payment this form follows (a failed one being tried again): a new request, not the old one. */
    after: string;
    error: string | null;
  },
): string {
  const p = PURCHASE_TEXTS[ctx.lang];
  const { tier } = state;
  const body = html`${header(ctx, false)}
    <form class="card" method="post" action="${`${ctx.base}/buy`}">
      <h2>${p.payTitle}</h2>
      <p>
        <strong
          >${fill(p.tierLine, { duration: durationText(tier.minutes, ctx.lang), price: tier.price })}</strong
        >
      </p>
      ${hidden({ ...(state.uam ? uamFields(state.uam) : {}), tier: String(tier.index), after: state.after })}<label
        for="phone"
        >${p.phoneLabel}</label
      ><input
        id="phone"
        name="phone"
        type="tel"
        inputmode="tel"
        autocomplete="tel"
        maxlength="20"
        value="${state.phone}"
        aria-describedby="${state.error ? 'phone-hint phone-err' : 'phone-hint'}"
      />
      <p class="hint" id="phone-hint">${p.phoneHint}</p>
      ${state.error ? html`<p class="ferr" id="phone-err" role="alert">${state.error}</p>` : null}
      <button class="btn" name="action" value="pay">${p.pay}</button>
      <a class="btn ghost" href="${`${ctx.base}/connect${uamQuery(state.uam)}`}">${p.back}</a>
    </form>`;
  return frame(ctx, p.payTitle, body);
}

export type PaymentView =
  | { kind: 'pending'; phone: string }
  | { kind: 'paid'; code: string | null; phone: string; minutes: number }
  | {
      kind: 'failed';
      reason: PurchaseFailure | 'expired' | 'reversed';
      retry: TierOnSale | null;
      phone: string;
    }
  /** Another device's payment: its state, never its code. */
  | { kind: 'not_yours' };

/**
 * A payment's state (issue 32 §2): waiting for the guest's approval (the page reloads itself every few
 * seconds: a captive-portal mini-browser has no script to count on), paid with the code and Connect, or why
 * it failed with Try again. The address is the payment's, so a guest who closed the mini-browser to
 * approve finds it again from the portal.
 */
export function paymentPage(
  ctx: PageContext,
  state: { uam: Uam | null; paymentId: string; view: PaymentView; notice: string | null },
): string {
  const p = PURCHASE_TEXTS[ctx.lang];
  const { view } = state;
  const self = `${ctx.base}/payment/${state.paymentId}${uamQuery(state.uam)}`;
  const carry = hidden(state.uam ? uamFields(state.uam) : {});
  const notice = state.notice ? html`<p class="err" role="alert">${state.notice}</p>` : null;
  let title: string;
  let card: Html;
  switch (view.kind) {
    case 'pending':
      title = p.pendingTitle;
      card = html`<h2>${p.pendingTitle}</h2>
        <p role="status">${fill(p.pendingText, { phone: maskedPhone(view.phone) })}</p>
        <a class="btn ghost" href="${self}">${p.refresh}</a>`;
      break;
    case 'paid':
      title = p.paidTitle;
      card = html`<p class="ok" role="status">${p.paidTitle}</p>
        ${
          view.code
            ? html`<p>${p.paidText} <strong id="voucher-code">${view.code}</strong></p>
                <p class="hint">${fill(p.smsSent, { phone: maskedPhone(view.phone) })}</p>
                <form method="post" action="${`${ctx.base}/payment/${state.paymentId}/connect`}">
                  ${carry}<button class="btn">${p.connectNow}</button>
                </form>`
            : html`<p>${p.notYours}</p>`
        }`;
      break;
    case 'failed':
      title = p.failedTitle;
      card = html`<h2>${p.failedTitle}</h2>
        <p class="err" role="alert">${p.failures[view.reason]}</p>
        ${
          view.retry
            ? html`<form method="post" action="${`${ctx.base}/buy`}">
                ${carry}${hidden({
                  tier: String(view.retry.index),
                  phone: view.phone,
                  after: state.paymentId,
                })}<button class="btn">${p.tryAgain}</button>
              </form>`
            : null
        }
        <a class="btn ghost" href="${`${ctx.base}/connect${uamQuery(state.uam)}`}">${p.back}</a>`;
      break;
    case 'not_yours':
      title = p.payTitle;
      card = html`<p>${p.notYours}</p>
        <a class="btn ghost" href="${`${ctx.base}/connect${uamQuery(state.uam)}`}">${p.back}</a>`;
      break;
  }
  return frame(
    ctx,
    title,
    html`${header(ctx, false)}${notice}
      <section class="card">${card}</section>`,
  );
}
