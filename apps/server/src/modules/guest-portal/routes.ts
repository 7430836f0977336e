import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { VOUCHER_REFUSALS, isVoucherCode, normalizeVoucherCode } from '@ared/contract/vouchers';
import { HttpError } from '../../lib/http-errors';
import type { PortalVisitWriter } from '../analytics';
import {
  type Box,
  type LoginFailureCounter,
  type NasDirectory,
  type GrantKind,
  OPEN_ACCESS_MINUTES,
  type GuessThrottle,
  guessKeysOfPortal,
  guestTimeLeft,
  issuePortalVoucher,
  normalizeMac,
} from '../guest-access';
import { autoConnectScan } from './auto-connect';
import { connectWithCodeFor } from './connect';
import type { AdvertViewWriter } from './advert-views';
import { storeRating, storeSurveyAnswers } from './feedback';
import { type FormBody, parseForm, singleValues } from './form';
import { hotelSignInRoutes } from './hotel-sign-in';
import { checkProfile, saveGuestProfile } from './guest-profile';
import { PORTAL_TEXTS, type PortalLanguage, type PortalTexts, pickLanguage } from './i18n';
import {
  type ConnectState,
  type PageContext,
  connectPage,
  donePage,
  messagePage,
  welcomePage,
} from './pages';
import {
  type PortalAdvert,
  type PortalModel,
  type PortalModels,
  advertsShowing,
  isFreeTier,
} from './portal-data';
import { portalQueueRoutes } from './queue-routes';
import { tiersOnSale } from './purchase-offer';
import { purchaseRoutes } from './purchase-routes';
import { sendPage } from './respond';
import { isDatabaseUnavailable } from '../../lib/database-errors';
import { alreadyAnswered } from './survey-state';
import { boxOrigin, parseUam, safeUserUrl, uamResult } from './uam';
import { LANGUAGE_COOKIE, cookie, readCookie, viewerDevice, viewerOf } from './viewer';

const SERIAL = /^[A-Za-z0-9_.:-]{1,64}$/;
/** The success page as a feedback form shows it again (the guest is connected already). */
const done = { already: false, code: null, userurl: null, timeLeft: null };

type Visit = { box: Box; model: PortalModel; ctx: PageContext; t: PortalTexts; viewerId: string };

/** The key of a refusal text (ours, as RADIUS sent it in Reply-Message), to say it in the guest's words. */
const refusalKey = (message: unknown): keyof PortalTexts['refused'] =>
  (Object.entries(VOUCHER_REFUSALS).find(([, text]) => text === message)?.[0] as
    keyof typeof VOUCHER_REFUSALS | undefined) ?? 'failed';

/**
 * The captive portal a guest sees when joining a box's Wi-Fi (issue 12 §2, decision 032): public, plain
 * HTML forms without script, in the guest's language. `/portal/{serial}` is the box's page; its steps post
 * back here, and with a CoovaChilli hand-off the code goes on to the box's logon address.
 */
export async function guestPortalRoutes(
  app: FastifyInstance,
  {
    nas,
    views,
    visits,
    failures,
    throttle,
    models,
  }: {
    nas: NasDirectory;
    views: AdvertViewWriter;
    visits: PortalVisitWriter;
    failures: LoginFailureCounter;
    throttle: GuessThrottle;
    models: PortalModels;
  },
): Promise<void> {
  const deps = app.deps;
  const db = deps.database.db;

  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 32 * 1024 },
    (_request, body, done) => done(null, parseForm(body as string)),
  );

  const languageOf = (request: FastifyRequest): { lang: PortalLanguage; chosen: boolean } => {
    const asked = (request.query as Record<string, unknown> | undefined)?.lang;
    const chosen = typeof asked === 'string' && asked in PORTAL_TEXTS;
    return {
      lang: pickLanguage(
        chosen ? asked : readCookie(request.headers.cookie, LANGUAGE_COOKIE),
        request.headers['accept-language'],
      ),
      chosen,
    };
  };

  // Whatever fails on a portal route is answered as a portal page, in the guest's language.
  app.setErrorHandler((error: Error & { statusCode?: number }, request, reply) => {
    // A database that is away (a failover) is a 503 the box's guest may retry, as on the API (decision 082).
    const status = isDatabaseUnavailable(error)
      ? 503
      : error.statusCode && error.statusCode >= 400 && error.statusCode < 600
        ? error.statusCode
        : 500;
    if (status >= 500) request.log.error({ err: error }, 'portal page failed');
    const { lang } = languageOf(request);
    const t = PORTAL_TEXTS[lang];
    const text = status >= 500 ? t.errorText : status === 413 ? t.tooLong : t.invalid;
    return sendPage(request, reply, status, messagePage(lang, t.errorTitle, text, request.url));
  });

  /** The box, its portal and the guest's language and viewer id; null when the serial names no box. */
  const visit = async (request: FastifyRequest, reply: FastifyReply): Promise<Visit | null> => {
    const { serial } = request.params as { serial: string };
    const { lang, chosen } = languageOf(request);
    const viewer = viewerOf(request.headers.cookie);
    const cookies = [viewer.setCookie, chosen ? cookie(LANGUAGE_COOKIE, lang, 365 * 86_400) : null].filter(
      (c): c is string => c !== null,
    );
    if (cookies.length > 0) reply.header('set-cookie', cookies);
    const box = SERIAL.test(serial) ? await nas.bySerial(serial) : null;
    if (!box) {
      const t = PORTAL_TEXTS[lang];
      void sendPage(request, reply, 404, messagePage(lang, t.notFoundTitle, t.notFoundText, request.url));
      return null;
    }
    const model = await models.of(box);
    const ctx = { lang, model, selfUrl: request.url, base: `/portal/${encodeURIComponent(box.serial)}` };
    return { box, model, ctx, t: PORTAL_TEXTS[lang], viewerId: viewer.id };
  };

  /**
   * A guest's browser landing on the box's page (decision 038: the conversion rate's denominator). The
   * device is the one a login from this page would use: the MAC the box passed, else this browser's
   * stand-in. Queued, never awaited: a visit that cannot be stored is logged by the writer, never shown.
   */
  const recordVisit = (request: FastifyRequest, v: Visit, mac: string | null) => {
    try {
      visits.record({
        partnerId: v.box.partnerId,
        routerId: v.box.routerId,
        mac: mac ?? viewerDevice(v.viewerId),
        userAgent: request.headers['user-agent'],
        visitedAt: deps.clock.now(),
      });
    } catch (error) {
      request.log.warn({ err: error }, 'portal visit not recorded');
    }
  };

  const forged = (request: FastifyRequest, reply: FastifyReply, v: Visit) =>
    sendPage(request, reply, 400, messagePage(v.ctx.lang, v.t.errorTitle, v.t.badLink, request.url));

  const today = () => deps.clock.now().toISOString().slice(0, 10);

  /**
   * A page showing adverts, served by GET (not HEAD, not a form shown again), or the success page a login
   * answers with (`firstShown`): one view each.
   */
  const recordViewsOf = (request: FastifyRequest, v: Visit, shown: PortalAdvert[], firstShown = false) => {
    if ((request.method !== 'GET' && !firstShown) || shown.length === 0) return;
    const viewedAt = deps.clock.now();
    views.record(
      shown.map((advert) => ({
        partnerId: v.box.partnerId,
        advertId: advert.id,
        routerId: v.box.routerId,
        viewerId: v.viewerId,
        viewedAt,
      })),
    );
  };

  /** The connect step, with the adverts showing today; views are recorded when the page is first shown. */
  const showConnect = async (
    request: FastifyRequest,
    reply: FastifyReply,
    v: Visit,
    status: number,
    state: Omit<ConnectState, 'onSale'>,
    recordViews: boolean,
  ) => {
    const shown = advertsShowing(v.model, today(), 'connect');
    if (recordViews) recordViewsOf(request, v, shown);
    // The paid tiers a guest can buy here with mobile money (decision 078); the others say "pay at the kiosk".
    const onSale = (await tiersOnSale(deps, v.box, v.model)).map((tier) => tier.index);
    return sendPage(
      request,
      reply,
      status,
      connectPage(v.ctx, shown, { ...state, onSale }),
      boxOrigin(state.uam),
    );
  };

  const showDone = async (
    request: FastifyRequest,
    reply: FastifyReply,
    v: Visit,
    options: {
      already: boolean;
      code: string | null;
      userurl: string | null;
      /** Seconds left on the guest's voucher, when known. */
      timeLeft: number | null;
      status?: number;
      surveyNotice?: string | null;
      ratingError?: string | null;
      /** The login's own answer: its adverts are seen for the first time. */
      firstShown?: boolean;
    },
  ) => {
    const query = singleValues(request.query);
    const survey = v.model.survey;
    const surveyDone = survey ? await alreadyAnswered(db, survey.id, v.viewerId) : false;
    const { status = 200, surveyNotice, ratingError = null, firstShown = false, ...rest } = options;
    const adverts = advertsShowing(v.model, today(), 'done');
    recordViewsOf(request, v, adverts, firstShown);
    return sendPage(
      request,
      reply,
      status,
      donePage(v.ctx, {
        ...rest,
        uam: null,
        survey,
        surveyDone,
        surveyNotice: surveyNotice ?? (query.survey === 'done' ? v.t.thanksText : null),
        rated: query.rated === '1',
        ratingError,
        adverts,
      }),
    );
  };

  /** Every way in ends here: the code to the box, or authorized here and the done page. */
  const connectWithCode = connectWithCodeFor(deps, failures, showDone);

  /** Back to the success page after an answer was stored (a reload then does not send it again). */
  const backToDone = (reply: FastifyReply, v: Visit, flag: 'survey=done' | 'rated=1') =>
    reply.code(303).header('cache-control', 'no-store').redirect(`${v.ctx.base}?res=success&${flag}`, 303);

  const routeConfig = {
    schema: { hide: true },
    // Guests behind one box share its address: the page has the budget a box has for its hotspot calls.
    config: { rateLimit: { max: deps.config.rateLimitMax * 20 } },
  };

  app.get('/:serial', routeConfig, async (request, reply) => {
    const v = await visit(request, reply);
    if (!v) return reply;
    const query = request.query as Record<string, unknown>;
    const res = uamResult(query);
    const params = singleValues(query);
    if (res === 'success' || res === 'already') {
      const uid = normalizeVoucherCode(params.uid ?? '');
      const code = isVoucherCode(uid) ? uid : null;
      const userurl = params.userurl ? safeUserUrl(params.userurl) : null;
      // The box logged in the device it names; without a hand-off, this browser's stand-in did.
      const device = normalizeMac(params.mac ?? '') ?? viewerDevice(v.viewerId);
      const timeLeft = code
        ? await guestTimeLeft(
            db,
            v.box,
            { code, device, now: deps.clock.now() },
            { throttle, keys: guessKeysOfPortal(v.box, device, request.ip) },
          )
        : null;
      return showDone(request, reply, v, { already: res === 'already', code, userurl, timeLeft });
    }
    const parsed = parseUam(query, v.box.serial);
    if (parsed.kind === 'forged') return forged(request, reply, v);
    const uam = parsed.kind === 'uam' ? parsed.uam : null;
    if (res !== 'failed') recordVisit(request, v, uam?.mac ?? normalizeMac(params.mac));
    // A guest back from approving a payment on the phone (the mini-browser may have closed) finds it.
    const resume = res === 'failed' ? null : await purchases.resumable(request, v, uam);
    if (resume) return reply.code(303).header('cache-control', 'no-store').redirect(resume, 303);
    if (res === 'failed')
      return showConnect(
        request,
        reply,
        v,
        200,
        {
          uam,
          values: {},
          errors: {},
          notice: v.t.refused[refusalKey(params.reply)],
        },
        true,
      );
    return sendPage(request, reply, 200, welcomePage(v.ctx, uam, null), boxOrigin(uam));
  });

  app.get('/:serial/connect', routeConfig, async (request, reply) => {
    const v = await visit(request, reply);
    if (!v) return reply;
    const parsed = parseUam(request.query as Record<string, unknown>, v.box.serial);
    if (parsed.kind === 'forged') return forged(request, reply, v);
    const uam = parsed.kind === 'uam' ? parsed.uam : null;
    const resume = await purchases.resumable(request, v, uam);
    if (resume) return reply.code(303).header('cache-control', 'no-store').redirect(resume, 303);
    return showConnect(request, reply, v, 200, { uam, values: {}, errors: {}, notice: null }, true);
  });

  // The box's QR code (Auto-Connect, decision 066): connected without a code within the daily allowance, or
  // the normal portal when Auto-Connect is off. The rules are in auto-connect.ts.
  app.get('/:serial/qr', routeConfig, async (request, reply) => {
    const v = await visit(request, reply);
    if (!v) return reply;
    const parsed = parseUam(request.query as Record<string, unknown>, v.box.serial);
    if (parsed.kind === 'forged') return forged(request, reply, v);
    const uam = parsed.kind === 'uam' ? parsed.uam : null;
    const params = singleValues(request.query);
    const device = uam?.mac ?? normalizeMac(params.mac ?? '') ?? viewerDevice(v.viewerId);
    const scan = await autoConnectScan(deps, v.box, device);
    if (scan.kind === 'off') {
      recordVisit(request, v, uam?.mac ?? normalizeMac(params.mac));
      return sendPage(request, reply, 200, welcomePage(v.ctx, uam, null), boxOrigin(uam));
    }
    const again = (status: number, notice: string) =>
      showConnect(request, reply, v, status, { uam, values: {}, errors: {}, notice }, true);
    if (scan.kind === 'refused') return again(403, v.t.notAvailable);
    const guard = { throttle, keys: guessKeysOfPortal(v.box, device, request.ip) };
    return connectWithCode(
      request,
      reply,
      v,
      { uam, code: scan.code, device, guard, shown: scan.code },
      (message) => {
        const key = refusalKey(message);
        return again(403, key === 'expired' || key === 'allowanceUsed' ? v.t.autoUsed : v.t.refused[key]);
      },
    );
  });

  app.post('/:serial/login', routeConfig, async (request, reply) => {
    const v = await visit(request, reply);
    if (!v) return reply;
    const form = singleValues(request.body);
    const parsed = parseUam(form, v.box.serial);
    if (parsed.kind === 'forged') return forged(request, reply, v);
    const uam = parsed.kind === 'uam' ? parsed.uam : null;
    const action = form.action === 'free' || form.action === 'open' ? form.action : 'code';
    const values = { ...form, code: (form.code ?? '').slice(0, 32) };
    const again = (status: number, errors: ConnectState['errors'], notice: string | null) =>
      showConnect(request, reply, v, status, { uam, values, errors, notice }, false);

    const checked = checkProfile(v.model.profileFields, form, v.t);
    const { profile } = checked;
    const errors: ConnectState['errors'] = { ...checked.errors };
    let code = normalizeVoucherCode(form.code ?? '');
    if (action === 'code' && !isVoucherCode(code)) errors.code = v.t.refused.unknown;
    if (Object.keys(errors).length > 0) return again(400, errors, null);

    // Without a hand-off the box did not say who the guest is: its MAC if it passed one, else this browser.
    const device = uam?.mac ?? normalizeMac(form.mac ?? '') ?? viewerDevice(v.viewerId);
    let granted: string | null = null;
    if (action !== 'code') {
      const grant = await grantFor(action, v, device);
      if (typeof grant !== 'string') return again(grant.status, {}, grant.notice);
      code = granted = grant;
    }
    await saveGuestProfile(
      db,
      { partnerId: v.box.partnerId, routerId: v.box.routerId, viewerId: v.viewerId },
      profile,
    );
    // The portal's own budget, per device and per address: the internet cannot spend the box's.
    const guard = { throttle, keys: guessKeysOfPortal(v.box, device, request.ip) };
    return connectWithCode(request, reply, v, { uam, code, device, guard, shown: granted }, (message) => {
      const key = refusalKey(message);
      return again(403, {}, granted && key === 'expired' ? v.t.freeUsed : v.t.refused[key]);
    });
  });

  app.post('/:serial/survey', routeConfig, async (request, reply) => {
    const v = await visit(request, reply);
    if (!v) return reply;
    const survey = v.model.survey;
    const form = (request.body ?? {}) as FormBody;
    // Only the survey this box asks now: an old form's survey id is not trusted.
    if (!survey || singleValues(form).survey !== String(survey.id))
      return showDone(request, reply, v, { ...done, status: 404, surveyNotice: v.t.notAvailable });
    const stored = await storeSurveyAnswers(
      db,
      { routerId: v.box.routerId, viewerId: v.viewerId },
      survey,
      form,
    );
    if (stored.ok) return backToDone(reply, v, 'survey=done');
    const notice = { answered: v.t.surveyAnswered, invalid: v.t.fixFields, gone: v.t.notAvailable }[
      stored.reason
    ];
    return showDone(request, reply, v, { ...done, status: stored.status, surveyNotice: notice });
  });

  app.post('/:serial/rating', routeConfig, async (request, reply) => {
    const v = await visit(request, reply);
    if (!v) return reply;
    const who = { partnerId: v.box.partnerId, routerId: v.box.routerId, viewerId: v.viewerId };
    if (await storeRating(db, who, (request.body ?? {}) as FormBody)) return backToDone(reply, v, 'rated=1');
    return showDone(request, reply, v, { ...done, status: 400, ratingError: v.t.chooseStars });
  });

  // The Queue System add-on's pages (decision 067), in this scope: same forms, error pages and budget.
  await portalQueueRoutes(app, { visit, routeConfig, languageOf });
  // Hotel guests: room number and last name (the HMS add-on, decision 068).
  hotelSignInRoutes(app, { visit, routeConfig, connectWithCode });
  // Paid tiers bought with mobile money (issue 32 §2, decision 078).
  const purchases = purchaseRoutes(app, { visit, routeConfig, connectWithCode, guessThrottle: throttle });

  /** The free tier's or open access's code for this device today, or why there is none. */
  const grantFor = async (
    kind: GrantKind,
    v: Visit,
    device: string,
  ): Promise<string | { status: number; notice: string }> => {
    const freeTier = v.model.tiers.find((tier) => isFreeTier(tier.price));
    const minutes =
      kind === 'free' ? freeTier?.duration_in_minutes : v.model.openPortal ? OPEN_ACCESS_MINUTES : undefined;
    if (minutes === undefined) return { status: 400, notice: v.t.notAvailable };
    try {
      return (await issuePortalVoucher(deps, v.box, { kind, device, minutes })).code;
    } catch (error) {
      // The partner may not create vouchers now (inactive, unpaid): nothing to give away.
      if (error instanceof HttpError && error.statusCode < 500)
        return { status: 403, notice: v.t.notAvailable };
      throw error;
    }
  };
}
