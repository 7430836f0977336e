import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { GUEST_NAME_MAX, ROOM_NUMBER_MAX } from '@ared/contract/hotel-stays';
import { HttpError } from '../../lib/http-errors';
import { type Box, type GuessKeys, createGuessThrottle, normalizeMac } from '../guest-access';
import { signInHotelGuest } from '../hotel-stays';
import { singleValues } from './form';
import { type Html, html } from './html';
import type { PortalTexts } from './i18n';
import { HOTEL_TEXTS } from './hotel-texts';
import type { ConnectWithCode } from './connect';
import { type PageContext, frame, header } from './pages';
import type { PortalModel } from './portal-data';
import { sendPage } from './respond';
import { type Uam, boxOrigin, parseUam, uamFields } from './uam';
import { viewerDevice } from './viewer';

/**
 * Guessing rooms: a hotel has a few hundred rooms, so a device gets 5 wrong tries and then 15 minutes of
 * nothing, and a box's portal 30 wrong tries a minute whatever devices it names (decision 068's
 * arithmetic). Kept apart from the voucher codes' counts, so neither spends the other's budget.
 */
export const HOTEL_THROTTLE = { strikes: 5, cooldownMs: 15 * 60_000, boxPerMinute: 30 };

const hotelKeys = (box: Box, device: string, address: string): GuessKeys => ({
  budget: `hotel:${box.routerId}`,
  strikes: [`hotel-device:${box.routerId}:${device}`, `hotel-address:${address}`],
});

type HotelState = {
  uam: Uam | null;
  values: { room: string; last_name: string };
  errors: Partial<Record<'room' | 'last_name', string>>;
  notice: string | null;
};

const hidden = (fields: Record<string, string>): Html[] =>
  Object.entries(fields).map(
    ([name, value]) => html`<input type="hidden" name="${name}" value="${value}" />`,
  );

/** The hotel guest's form: room number and last name, one button. Works without JavaScript. */
export function hotelSignInPage(ctx: PageContext, state: HotelState): string {
  const h = HOTEL_TEXTS[ctx.lang];
  const field = (name: 'room' | 'last_name', label: string, max: number, extra: Html) => {
    const error = state.errors[name];
    return html`<label for="${name}">${label}</label
      ><input
        id="${name}"
        name="${name}"
        maxlength="${max}"
        value="${state.values[name]}"
        ${extra}
        aria-describedby="${error ? `${name}-err` : ''}"
      />${error ? html`<p class="ferr" id="${`${name}-err`}" role="alert">${error}</p>` : null}`;
  };
  const query = state.uam ? `?${new URLSearchParams(uamFields(state.uam)).toString()}` : '';
  const body = html`${header(ctx, false)}
    <form class="card" method="post" action="${`${ctx.base}/hotel`}">
      <h2>${h.title}</h2>
      <p>${h.intro}</p>
      ${state.notice ? html`<p class="err" role="alert">${state.notice}</p>` : null}${hidden(
        state.uam ? uamFields(state.uam) : {},
      )}${field('room', h.room, ROOM_NUMBER_MAX, html`autocomplete="off" inputmode="text"`)}${field(
        'last_name',
        h.lastName,
        GUEST_NAME_MAX,
        html`autocomplete="family-name" autocapitalize="words"`,
      )}<button class="btn" name="action" value="hotel">${h.signIn}</button>
      <a class="btn light" href="${`${ctx.base}/connect${query}`}">${h.back}</a>
    </form>`;
  return frame(ctx, h.title, body);
}

type Visit = { box: Box; model: PortalModel; ctx: PageContext; t: PortalTexts; viewerId: string };

/**
 * GET and POST /portal/{serial}/hotel: a hotel guest signs in with room number and last name against the
 * realm's current stays (decision 068). Wired in by the portal's routes, which lend their visit and
 * their last step (connectWithCode: the code to the box, or authorized here and the done page); nothing here writes a table (the stay's voucher is guest-access's, through hotel-stays).
 */
export function hotelSignInRoutes<V extends Visit>(
  app: FastifyInstance,
  {
    visit,
    routeConfig,
    connectWithCode,
  }: {
    visit: (request: FastifyRequest, reply: FastifyReply) => Promise<V | null>;
    routeConfig: object;
    connectWithCode: ConnectWithCode<V>;
  },
): void {
  const deps = app.deps;
  // One per app (each test app, each replica): counts in memory, as the voucher codes' (decision 044).
  const throttle = createGuessThrottle(HOTEL_THROTTLE);

  const show = (request: FastifyRequest, reply: FastifyReply, v: V, status: number, state: HotelState) =>
    sendPage(request, reply, status, hotelSignInPage(v.ctx, state), boxOrigin(state.uam));
  const notAvailable = (request: FastifyRequest, reply: FastifyReply, v: V) =>
    sendPage(
      request,
      reply,
      404,
      frame(
        v.ctx,
        v.t.notAvailable,
        html`${header(v.ctx, false)}
          <p class="card">${v.t.notAvailable}</p>`,
      ),
    );

  app.get('/:serial/hotel', routeConfig, async (request, reply) => {
    const v = await visit(request, reply);
    if (!v) return reply;
    if (!v.model.hotelSignIn) return notAvailable(request, reply, v);
    const parsed = parseUam(request.query as Record<string, unknown>, v.box.serial);
    const uam = parsed.kind === 'uam' ? parsed.uam : null;
    if (parsed.kind === 'forged')
      return show(request, reply, v, 400, {
        uam: null,
        values: { room: '', last_name: '' },
        errors: {},
        notice: v.t.badLink,
      });
    return show(request, reply, v, 200, {
      uam,
      values: { room: '', last_name: '' },
      errors: {},
      notice: null,
    });
  });

  app.post('/:serial/hotel', routeConfig, async (request, reply) => {
    const v = await visit(request, reply);
    if (!v) return reply;
    if (!v.model.hotelSignIn) return notAvailable(request, reply, v);
    const h = HOTEL_TEXTS[v.ctx.lang];
    const form = singleValues(request.body);
    const parsed = parseUam(form, v.box.serial);
    const values = {
      room: (form.room ?? '').slice(0, ROOM_NUMBER_MAX),
      last_name: (form.last_name ?? '').slice(0, GUEST_NAME_MAX),
    };
    if (parsed.kind === 'forged')
      return show(request, reply, v, 400, { uam: null, values, errors: {}, notice: v.t.badLink });
    const uam = parsed.kind === 'uam' ? parsed.uam : null;
    const again = (status: number, errors: HotelState['errors'], notice: string | null) =>
      show(request, reply, v, status, { uam, values, errors, notice });

    const errors: HotelState['errors'] = {};
    if (values.room.trim() === '') errors.room = v.t.required;
    if (values.last_name.trim() === '') errors.last_name = v.t.required;
    if (Object.keys(errors).length > 0) return again(400, errors, v.t.fixFields);

    const device = uam?.mac ?? normalizeMac(form.mac ?? '') ?? viewerDevice(v.viewerId);
    const keys = hotelKeys(v.box, device, request.ip);
    const now = deps.clock.now().getTime();
    if (throttle.blocked(keys, now)) return again(429, {}, h.throttled);

    let signedIn;
    try {
      signedIn = await signInHotelGuest(deps, v.box, { room: values.room, lastName: values.last_name });
    } catch (error) {
      // The partner may not create vouchers now (inactive, unpaid): no access to give.
      if (error instanceof HttpError && error.statusCode < 500) return again(403, {}, v.t.notAvailable);
      throw error;
    }
    if (!signedIn.ok) {
      throttle.failed(keys, now);
      return again(403, {}, h.notFound);
    }
    return connectWithCode(
      request,
      reply,
      v,
      { uam, code: signedIn.code, device, guard: { throttle, keys }, shown: signedIn.code },
      () => again(403, {}, v.t.refused.failed),
    );
  });
}
