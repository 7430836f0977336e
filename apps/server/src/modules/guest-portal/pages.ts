import { youtubeVideoId } from '@ared/contract/adverts';
import { HEX_COLOR, PORTAL_DEFAULTS } from '@ared/contract/captive-portal';
import { type Html, html, page } from './html';
import { PORTAL_TEXTS, type PortalLanguage, type PortalTexts, durationText } from './i18n';
import {
  type PortalAdvert,
  type PortalModel,
  type PortalQuestion,
  type PortalSurvey,
  type ProfileField,
  isFreeTier,
} from './portal-data';
import { QUEUE_PORTAL_TEXTS } from './queue-texts';
import { type Uam, uamFields } from './uam';
import { hotelSignInLink } from './hotel-link';
import { PURCHASE_TEXTS } from './purchase-texts';

/** What every page of one request knows: the guest's language, the box's portal, its own address. */
export type PageContext = { lang: PortalLanguage; model: PortalModel; selfUrl: string; base: string };

const textsOf = (ctx: PageContext): PortalTexts => PORTAL_TEXTS[ctx.lang];
const backgroundOf = (model: PortalModel | null) =>
  model && HEX_COLOR.test(model.backgroundColor) ? model.backgroundColor : PORTAL_DEFAULTS.background_color;

export function frame(ctx: PageContext, title: string, body: Html): string {
  return page({ lang: ctx.lang, title, background: backgroundOf(ctx.model), selfUrl: ctx.selfUrl, body });
}

export function header(ctx: PageContext, big: boolean): Html {
  const t = textsOf(ctx);
  const { model } = ctx;
  return html`<header>
    ${model.logoUrl ? html`<img src="${model.logoUrl}" alt="" />` : null}${
      big ? html`<div>${t.welcome}</div>` : null
    }
    <h1>${model.name}</h1>
    ${big && model.message ? html`<p class="lead">${model.message}</p>` : null}
  </header>`;
}

const hidden = (fields: Record<string, string>): Html[] =>
  Object.entries(fields).map(
    ([name, value]) => html`<input type="hidden" name="${name}" value="${value}" />`,
  );

/** The first page: the partner's branding and Get Started (the steps follow on the next page). */
export function welcomePage(ctx: PageContext, uam: Uam | null, notice: string | null): string {
  const t = textsOf(ctx);
  const query = uam ? `?${new URLSearchParams(uamFields(uam)).toString()}` : '';
  return frame(
    ctx,
    `${t.welcome} ${ctx.model.name}`,
    html`${header(ctx, true)}${notice ? html`<p class="err card" role="alert">${notice}</p>` : null}<a
        class="btn light"
        href="${`${ctx.base}/connect${query}`}"
        >${t.getStarted}</a
      >${ctx.model.queue ? html`<a class="btn ghost" style="background:#fff" href="${`${ctx.base}/queue`}">${QUEUE_PORTAL_TEXTS[ctx.lang].takeNumberLink}</a>` : null}`,
  );
}

function advertBlock(advert: PortalAdvert): Html {
  const youtubeId = advert.youtubeUrl ? youtubeVideoId(advert.youtubeUrl) : null;
  const media =
    advert.adType === 'Link' && youtubeId
      ? html`<iframe
          src="${`https://www.youtube-nocookie.com/embed/${youtubeId}`}"
          title="${advert.title}"
          loading="lazy"
          allowfullscreen
        ></iframe>`
      : advert.adType === 'Video' && advert.url
        ? html`<video src="${advert.url}" muted playsinline controls preload="metadata"></video>`
        : advert.url
          ? html`<img src="${advert.url}" alt="${advert.title}" loading="lazy" />`
          : null;
  return media
    ? html`<div class="ad">
        ${media}
        <p>${advert.title}</p>
      </div>`
    : html``;
}

export type ConnectState = {
  uam: Uam | null;
  /** What the guest typed, shown back after a refusal. */
  values: Record<string, string>;
  errors: Partial<Record<ProfileField | 'code', string>>;
  notice: string | null;
  /** The paid tiers (their places in the list) the guest can buy here with mobile money (decision 078). */
  onSale: number[];
};

function profileInputs(t: PortalTexts, fields: ProfileField[], state: ConnectState): Html {
  if (fields.length === 0) return html``;
  const error = (field: ProfileField) =>
    state.errors[field] ? html`<p class="ferr" id="${`${field}-err`}">${state.errors[field]!}</p>` : null;
  const described = (field: ProfileField) => (state.errors[field] ? `${field}-err` : '');
  const value = (field: ProfileField) => state.values[field] ?? '';
  const inputs = fields.map((field) => {
    if (field === 'gender') {
      const options = (
        [
          ['female', t.genderFemale],
          ['male', t.genderMale],
          ['other', t.genderOther],
          ['unsaid', t.genderUnsaid],
        ] as const
      ).map(
        ([v, label]) =>
          html`<option value="${v}" ${value('gender') === v ? html` selected` : null}>${label}</option>`,
      );
      return html`<label for="gender">${t.gender}</label
        ><select id="gender" name="gender" aria-describedby="${described('gender')}">
          <option value="">${t.choose}</option>
          ${options}</select
        >${error('gender')}`;
    }
    const kind =
      field === 'age'
        ? html` type="number" inputmode="numeric" min="1" max="120"`
        : field === 'phone'
          ? html` type="tel" autocomplete="tel" maxlength="20"`
          : field === 'country'
            ? html` type="text" autocomplete="country-name" maxlength="56"`
            : html` type="text" autocomplete="street-address" maxlength="200"`;
    return html`<label for="${field}">${t[field]}</label
      ><input
        id="${field}"
        name="${field}"
        ${kind}
        value="${value(field)}"
        aria-describedby="${described(field)}"
      />${error(field)}`;
  });
  return html`<fieldset>
    <legend>${t.aboutYou}</legend>
    ${inputs}
  </fieldset>`;
}

/** The realm's adverts for one page, or nothing. */
const advertsSection = (t: PortalTexts, adverts: PortalAdvert[]): Html | null =>
  adverts.length > 0
    ? html`<section class="card" aria-label="${t.adverts}">${adverts.map(advertBlock)}</section>`
    : null;

/**
 * The free daily tier, the paid tiers (bought with mobile money where the partner takes it, else paid at the
 * kiosk) and open access: buttons of the connect form.
 */
function otherWaysIn(ctx: PageContext, state: ConnectState): Html {
  const t = textsOf(ctx);
  const { model } = ctx;
  const freeTier = model.tiers.find((tier) => isFreeTier(tier.price));
  const paidTiers = model.tiers
    .map((tier, index) => ({ ...tier, index }))
    .filter((tier) => !isFreeTier(tier.price));
  const atKiosk = paidTiers.some((tier) => !state.onSale.includes(tier.index));
  const uamQuery = state.uam ? `&${new URLSearchParams(uamFields(state.uam)).toString()}` : '';
  return html`${
    freeTier || paidTiers.length > 0
      ? html`<h2 style="margin-top:1.4rem">${t.buyTitle}</h2>
          ${
            freeTier
              ? html`<div class="tier">
                  <span
                    >${durationText(freeTier.duration_in_minutes, ctx.lang)}<br /><small
                      >${t.freeDaily}</small
                    ></span
                  ><button class="btn ghost" style="width:auto;margin:0" name="action" value="free">
                    ${t.getFree}
                  </button>
                </div>`
              : null
          }${paidTiers.map(
            (tier) =>
              html`<div class="tier">
                <span>${durationText(tier.duration_in_minutes, ctx.lang)}</span
                ><strong>${tier.price}</strong>${
                  state.onSale.includes(tier.index)
                    ? html`<a
                        class="btn ghost"
                        style="width:auto;margin:0 0 0 .6rem;padding:.45rem .9rem"
                        href="${`${ctx.base}/buy?tier=${tier.index}${uamQuery}`}"
                        >${PURCHASE_TEXTS[ctx.lang].buy}</a
                      >`
                    : null
                }
              </div>`,
          )}${atKiosk ? html`<p class="hint">${t.payAtKiosk}</p>` : null}`
      : null
  }${
    model.openPortal
      ? html`<h2 style="margin-top:1.4rem">${t.openTitle}</h2>
          <button class="btn ghost" name="action" value="open">${t.openConnect}</button>`
      : null
  }`;
}

/**
 * The steps the partner switched on, on one page. The code box comes first, right under the name, so a
 * guest on a phone sees it without scrolling (issue 29 §5); then the guest's details, Connect, the free
 * tier, the paid tiers (pay at the kiosk) and open access; the realm's adverts after the form. One form
 * with a button per way in, so the details are asked once whichever way the guest takes, and it all works
 * without JavaScript.
 */
export function connectPage(ctx: PageContext, shownAdverts: PortalAdvert[], state: ConnectState): string {
  const t = textsOf(ctx);
  const codeError = state.errors.code;
  const hasErrors = Object.keys(state.errors).length > 0;
  const body = html`${header(ctx, false)}
    <form class="card" method="post" action="${`${ctx.base}/login`}">
      <h2>${t.connectTitle}</h2>
      ${
        state.notice ? html`<p class="err" role="alert">${state.notice}</p>` : null
      }${hasErrors && !codeError ? html`<p class="err" role="alert">${t.fixFields}</p>` : null}${hidden(
        state.uam ? uamFields(state.uam) : {},
      )}<label for="code">${t.codeLabel}</label
      ><input
        id="code"
        name="code"
        autocomplete="off"
        autocapitalize="characters"
        spellcheck="false"
        maxlength="32"
        value="${state.values.code ?? ''}"
        aria-describedby="code-hint${codeError ? ' code-err' : ''}"
      />
      <p class="hint" id="code-hint">${t.codeHint}</p>
      ${codeError ? html`<p class="ferr" id="code-err" role="alert">${codeError}</p>` : null}${profileInputs(
        t,
        ctx.model.profileFields,
        state,
      )}<button class="btn" name="action" value="code">${t.connect}</button
      >${otherWaysIn(ctx, state)}${hotelSignInLink(ctx, state.uam)}
    </form>
    ${advertsSection(t, shownAdverts)}`;
  return frame(ctx, t.connectTitle, body);
}

function questionInput(question: PortalQuestion): Html {
  const name = `q${question.id}`;
  const label = html`<legend>${question.text}</legend>`;
  switch (question.answer_type) {
    case 'short_answer':
      return html`<label for="${name}">${question.text}</label
        ><input id="${name}" name="${name}" maxlength="500" />`;
    case 'paragraph':
      return html`<label for="${name}">${question.text}</label
        ><textarea id="${name}" name="${name}" rows="3" maxlength="2000"></textarea>`;
    case 'dropdown':
      return html`<label for="${name}">${question.text}</label
        ><select id="${name}" name="${name}">
          <option value=""></option>
          ${question.options.map((option) => html`<option>${option}</option>`)}
        </select>`;
    case 'multiple_choice':
    case 'checkboxes': {
      const type = question.answer_type === 'checkboxes' ? 'checkbox' : 'radio';
      return html`<fieldset>
        ${label}${question.options.map(
          (option) =>
            html`<label class="choice"
              ><input type="${type}" name="${name}" value="${option}" />${option}</label
            >`,
        )}
      </fieldset>`;
    }
    case 'multiple_choice_grid':
      return html`<fieldset>
        ${label}
        <table>
          <tr>
            <th></th>
            ${question.columns.map((column) => html`<th scope="col">${column}</th>`)}
          </tr>
          ${question.rows.map(
            (row, r) =>
              html`<tr>
                <th scope="row">${row}</th>
                ${question.columns.map(
                  (column) =>
                    html`<td>
                      <input
                        type="radio"
                        name="${`${name}.${r}`}"
                        value="${column}"
                        aria-label="${`${row}: ${column}`}"
                      />
                    </td>`,
                )}
              </tr>`,
          )}
        </table>
      </fieldset>`;
  }
}

export type DoneState = {
  already: boolean;
  uam: Uam | null;
  /** The code the portal gave out (free tier, open access), to reconnect later. */
  code: string | null;
  userurl: string | null;
  survey: PortalSurvey | null;
  surveyNotice: string | null;
  surveyDone: boolean;
  rated: boolean;
  ratingError: string | null;
  /** Seconds left on the guest's voucher, when the server knows which voucher this device is using. */
  timeLeft: number | null;
  /** The adverts that need the internet (a YouTube link): shown once the guest is online. */
  adverts: PortalAdvert[];
};

/** After login: connected, then the realm's survey (unless answered) and the 1–5 star rating. */
export function donePage(ctx: PageContext, state: DoneState): string {
  const t = textsOf(ctx);
  const carry = html`${hidden(state.uam ? uamFields(state.uam) : {})}`;
  const stars = [5, 4, 3, 2, 1].map(
    (n) =>
      html`<input type="radio" id="${`star${n}`}" name="rating" value="${n}" /><label
          for="${`star${n}`}"
          title="${t.stars.replace('{n}', String(n))}"
          >★<span class="sr">${t.stars.replace('{n}', String(n))}</span></label
        >`,
  );
  const body = html`${header(ctx, false)}
    <section class="card">
      <p class="ok" role="status">${state.already ? t.alreadyTitle : t.connectedTitle}</p>
      <p>${t.connectedText}</p>
      ${
        state.timeLeft !== null
          ? html`<p>
              ${t.timeLeft}: <strong>${durationText(Math.ceil(state.timeLeft / 60), ctx.lang)}</strong>
            </p>`
          : null
      }${state.code ? html`<p>${t.yourCode}: <strong>${state.code}</strong></p>` : null}${state.userurl ? html`<a class="btn" href="${state.userurl}">${t.continueTo} ${new URL(state.userurl).host}</a>` : null}
    </section>
    ${state.surveyNotice ? html`<p class="card ok" role="status">${state.surveyNotice}</p>` : null}${
      state.survey && !state.surveyDone
        ? html`<form class="card" method="post" action="${`${ctx.base}/survey`}">
            <h2>${state.survey.title}</h2>
            ${carry}<input
              type="hidden"
              name="survey"
              value="${state.survey.id}"
            />${state.survey.questions.map(questionInput)}<button class="btn">${t.submit}</button>
          </form>`
        : null
    }${
      state.rated
        ? html`<p class="card ok" role="status">${t.thanks}</p>`
        : html`<form class="card" method="post" action="${`${ctx.base}/rating`}">
            <h2>${t.rateTitle}</h2>
            ${carry}${state.ratingError ? html`<p class="err" role="alert">${state.ratingError}</p>` : null}
            <fieldset>
              <legend class="sr">${t.rateLabel}</legend>
              <div class="stars">${stars}</div>
            </fieldset>
            <label for="comment">${t.comment}</label
            ><textarea id="comment" name="comment" rows="2" maxlength="500"></textarea
            ><button class="btn">${t.submit}</button>
          </form>`
    }${advertsSection(t, state.adverts)}`;
  return frame(ctx, state.already ? t.alreadyTitle : t.connectedTitle, body);
}

/** A page without a box behind it: unknown serial (404), forged link (400), or a failure (500). */
export function messagePage(lang: PortalLanguage, title: string, text: string, selfUrl: string): string {
  return page({
    lang,
    title,
    background: backgroundOf(null),
    selfUrl,
    body: html`<header><h1>${title}</h1></header>
      <p class="card">${text}</p>`,
  });
}
