import { type Html, html } from './html';
import { HOTEL_TEXTS } from './hotel-texts';
import type { PortalLanguage } from './i18n';
import type { PortalModel } from './portal-data';
import { type Uam, uamFields } from './uam';

/** The connect page's way to the hotel sign-in, when the partner's HMS add-on is on (decision 068). */
export function hotelSignInLink(
  ctx: { lang: PortalLanguage; model: PortalModel; base: string },
  uam: Uam | null,
): Html | null {
  if (!ctx.model.hotelSignIn) return null;
  const query = uam ? `?${new URLSearchParams(uamFields(uam)).toString()}` : '';
  return html`<a class="btn ghost" style="margin-top:1.4rem" href="${`${ctx.base}/hotel${query}`}"
    >${HOTEL_TEXTS[ctx.lang].link}</a
  >`;
}
