import { PORTAL_DEFAULTS } from '@ared/contract/captive-portal';
import type { GuestQueueView } from '../queues';
import { html, page } from './html';
import type { PortalLanguage } from './i18n';
import { type PageContext, frame, header } from './pages';
import { QUEUE_PORTAL_TEXTS } from './queue-texts';

/** Seconds between the page's own reloads while the guest waits: no script, a Refresh header. */
export const QUEUE_REFRESH_SECONDS = 15;

export type QueuePageState = {
  view: GuestQueueView;
  phone: string;
  error: string | null;
  notice: string | null;
};

const BIG = 'font-size:3.2rem;font-weight:800;line-height:1.1;margin:.2rem 0;text-align:center';

/** The guest's queue page: take a number (with an optional phone), or their number and the queue. */
export function queuePage(ctx: PageContext, state: QueuePageState): string {
  const q = QUEUE_PORTAL_TEXTS[ctx.lang];
  const { ticket, ahead, nowServing } = state.view;
  const serving = html`<p data-testid="now-serving">
    ${q.nowServing}: <strong>${nowServing ?? q.nobodyYet}</strong>
  </p>`;
  const mine = ticket
    ? html`<section class="card" aria-live="polite">
        <h2>${q.yourNumber}</h2>
        <p style="${BIG}" data-testid="queue-number">${ticket.number}</p>
        ${
          ticket.state === 'called'
            ? html`<p class="ok" role="status" data-testid="queue-called">${q.yourTurn}</p>`
            : html`<p data-testid="queue-ahead">${q.ahead}: <strong>${ahead}</strong></p>`
        }${serving}${ticket.phone ? html`<p class="hint">${q.textedWhenCalled}</p>` : null}
        <p class="hint">${q.refreshes}</p>
        <a class="btn ghost" href="${`${ctx.base}/queue`}">${q.refresh}</a>
        <form method="post" action="${`${ctx.base}/queue/leave`}">
          <button class="btn light" style="border:1px solid #aab2c0">${q.leave}</button>
        </form>
      </section>`
    : html`<form class="card" method="post" action="${`${ctx.base}/queue`}">
        <h2>${q.title}</h2>
        <p>${q.intro}</p>
        ${serving}${state.error ? html`<p class="err" role="alert" id="phone-err">${state.error}</p>` : null}
        <label for="phone">${q.phoneLabel}</label
        ><input
          id="phone"
          name="phone"
          type="tel"
          autocomplete="tel"
          maxlength="32"
          value="${state.phone}"
          aria-describedby="${state.error ? 'phone-err phone-hint' : 'phone-hint'}"
        />
        <p class="hint" id="phone-hint">${q.phoneHint}</p>
        <button class="btn">${q.take}</button>
      </form>`;
  return frame(
    ctx,
    q.title,
    html`${header(ctx, false)}${state.notice ? html`<p class="card ok" role="status">${state.notice}</p>` : null}${mine}<a
        class="btn light"
        href="${ctx.base}"
        >${q.back}</a
      >`,
  );
}

/** The venue screen: the realm's name and the number being served, large, on the default colour. */
export function queueDisplayPage(
  lang: PortalLanguage,
  selfUrl: string,
  shown: { venue: string; nowServing: number | null; waiting: number },
): string {
  const q = QUEUE_PORTAL_TEXTS[lang];
  return page({
    lang,
    title: `${q.displayTitle} · ${shown.venue}`,
    background: PORTAL_DEFAULTS.background_color,
    selfUrl,
    body: html`<header><h1>${shown.venue}</h1></header>
      <section class="card" style="text-align:center">
        <h2 style="font-size:2rem">${q.displayTitle}</h2>
        <p style="font-size:9rem;font-weight:800;line-height:1;margin:1rem 0" data-testid="display-number">
          ${shown.nowServing ?? '–'}
        </p>
        <p data-testid="display-waiting">${q.waiting}: <strong>${shown.waiting}</strong></p>
      </section>`,
  });
}
