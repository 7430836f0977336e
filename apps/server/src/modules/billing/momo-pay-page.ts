import type { BillingToPay } from './momo-details';

const esc = (value: string | number): string =>
  String(value).replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
const rwf = (amount: number) => `RWF ${Math.round(amount).toLocaleString('en-US')}`;

const STYLE = `body{margin:0;font:16px/1.45 system-ui,sans-serif;background:#eef1f6;color:#1b1f2a}main{max-width:30rem;margin:0 auto;padding:1.5rem 1rem}
.card{background:#fff;border-radius:14px;padding:1.1rem;box-shadow:0 2px 10px rgba(0,0,0,.1)}label{display:block;font-weight:600;margin:.8rem 0 .3rem}
input{width:100%;box-sizing:border-box;font:inherit;padding:.65rem;border:1px solid #aab2c0;border-radius:9px}.btn{display:block;width:100%;margin:1rem 0 0;padding:.8rem;border:0;border-radius:999px;background:#0b3d91;color:#fff;font:inherit;font-weight:700;text-align:center;text-decoration:none}
.err{background:#fde8e8;color:#8a1111;border-radius:9px;padding:.6rem}.ok{background:#e6f5ea;color:#0f5b26;border-radius:9px;padding:.6rem}.hint{font-size:.85rem;color:#5a6272}`;

/** A whole pay page: no script (it reloads itself while pending), the same look on any phone. */
function document(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8" /><meta name="viewport" content="width=device-width,initial-scale=1" /><meta name="robots" content="noindex" /><title>${esc(title)}</title><style>${STYLE}</style></head><body><main><div class="card"><h1>${esc(title)}</h1>${body}</div></main></body></html>`;
}

const summary = (b: BillingToPay) =>
  `<p>${esc(b.partner_name)} — ${esc(b.sme_name)}</p><p>${esc(b.item_name)}${
    b.invoice_number ? `, invoice ${esc(b.invoice_number)}` : ''
  }<br /><strong>${esc(rwf(b.final_amount))}</strong>, due ${esc(b.due_date)}</p>`;

/** The form: the bill and the phone number to pay it from. */
export function payFormPage(
  b: BillingToPay,
  action: string,
  state: { phone: string; after: string; error: string | null },
) {
  return document(
    'Pay your bill',
    `${summary(b)}<form method="post" action="${esc(action)}"><input type="hidden" name="after" value="${esc(state.after)}" />
<label for="phone">Mobile money number (MTN MoMo or Airtel Money)</label><input id="phone" name="phone" type="tel" inputmode="tel" autocomplete="tel" maxlength="20" value="${esc(state.phone)}" />
<p class="hint">You approve the payment on your phone.</p>${state.error ? `<p class="err" role="alert">${esc(state.error)}</p>` : ''}<button class="btn">Pay ${esc(rwf(b.final_amount))}</button></form>`,
  );
}

/** A message instead of the form: paid, replaced, gone, expired, not payable by mobile money. */
export function payMessagePage(title: string, text: string, tone: 'ok' | 'err' | 'plain' = 'plain') {
  return document(title, `<p${tone === 'plain' ? '' : ` class="${tone}"`} role="status">${esc(text)}</p>`);
}

/** A payment under way, done, or failed (with Try again). */
export function payStatePage(
  b: BillingToPay,
  state:
    | { kind: 'pending'; self: string }
    | { kind: 'paid'; email: string }
    | { kind: 'failed'; text: string; retry: { action: string; phone: string; after: string } | null },
) {
  switch (state.kind) {
    case 'pending':
      return document(
        'Approve the payment on your phone',
        `${summary(b)}<p role="status">Approve the payment request on your phone: enter your mobile money PIN when asked. This page updates by itself.</p><a class="btn" href="${esc(state.self)}">Check again</a>`,
      );
    case 'paid':
      return document(
        'Payment received',
        `${summary(b)}<p class="ok" role="status">Your bill is paid. The receipt was sent to ${esc(state.email)}.</p>`,
      );
    case 'failed':
      return document(
        'The payment did not go through',
        `${summary(b)}<p class="err" role="alert">${esc(state.text)}</p>${
          state.retry
            ? `<form method="post" action="${esc(state.retry.action)}"><input type="hidden" name="phone" value="${esc(state.retry.phone)}" /><input type="hidden" name="after" value="${esc(state.retry.after)}" /><button class="btn">Try again</button></form>`
            : ''
        }`,
      );
  }
}
