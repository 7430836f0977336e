import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ZSmsPhoneSchema } from '@ared/contract/vouchers';
import { localDate } from '../../lib/calendar';
import type { Box } from '../guest-access';
import { guestQueueView, leaveQueue, nowServing, realmOfDisplay, takeNumber, waitingCount } from '../queues';
import { singleValues } from './form';
import { type PortalLanguage, PORTAL_TEXTS } from './i18n';
import { type PageContext, messagePage } from './pages';
import type { PortalModel } from './portal-data';
import { QUEUE_REFRESH_SECONDS, queueDisplayPage, queuePage } from './queue-page';
import { QUEUE_PORTAL_TEXTS } from './queue-texts';
import { type QueueThrottle, createQueueThrottle } from './queue-throttle';
import { sendPage } from './respond';
import { viewerDevice } from './viewer';

/** What the portal's routes know of a request (routes.ts's visit). */
type QueueVisit = { box: Box; model: PortalModel; ctx: PageContext; viewerId: string };
type RouteConfig = { schema: { hide: boolean }; config: { rateLimit: { max: number } } };

/**
 * The Queue System's guest side on the box's portal and the venue's display page (issue 30 §3, decision
 * 067). Shown only when the partner's add-on is on and the box is in a realm; otherwise the pages answer
 * 404 like any page the portal does not have. One open ticket per browser (the portal's device stand-in)
 * per realm; new numbers are limited per box in memory, before any write.
 */
export async function portalQueueRoutes(
  app: FastifyInstance,
  {
    visit,
    routeConfig,
    languageOf,
    throttle = createQueueThrottle(),
  }: {
    visit: (request: FastifyRequest, reply: FastifyReply) => Promise<QueueVisit | null>;
    routeConfig: RouteConfig;
    languageOf: (request: FastifyRequest) => { lang: PortalLanguage };
    throttle?: QueueThrottle;
  },
): Promise<void> {
  const deps = app.deps;
  const db = deps.database.db;
  const today = () => localDate(deps.clock.now(), deps.config.billing.timeZone);

  const unavailable = (request: FastifyRequest, reply: FastifyReply, lang: PortalLanguage) =>
    sendPage(
      request,
      reply,
      404,
      messagePage(lang, PORTAL_TEXTS[lang].notFoundTitle, QUEUE_PORTAL_TEXTS[lang].unavailable, request.url),
    );

  /** The visit when the queue is offered at this box, else the 404 page (and null). */
  const queueVisit = async (request: FastifyRequest, reply: FastifyReply) => {
    const v = await visit(request, reply);
    if (!v) return null;
    if (!v.model.queue || v.box.realmId === null) {
      void unavailable(request, reply, v.ctx.lang);
      return null;
    }
    return { ...v, realmId: v.box.realmId, device: viewerDevice(v.viewerId) };
  };

  const show = async (
    request: FastifyRequest,
    reply: FastifyReply,
    v: NonNullable<Awaited<ReturnType<typeof queueVisit>>>,
    options: { status?: number; phone?: string; error?: string | null; notice?: string | null } = {},
  ) => {
    const view = await guestQueueView(db, { realmId: v.realmId, device: v.device, day: today() });
    // While the guest holds a number the page reloads itself: no script on a cheap phone.
    if (view.ticket) reply.header('refresh', String(QUEUE_REFRESH_SECONDS));
    return sendPage(
      request,
      reply,
      options.status ?? 200,
      queuePage(v.ctx, {
        view,
        phone: options.phone ?? '',
        error: options.error ?? null,
        notice: options.notice ?? null,
      }),
    );
  };

  app.get('/:serial/queue', routeConfig, async (request, reply) => {
    const v = await queueVisit(request, reply);
    if (!v) return reply;
    return show(request, reply, v);
  });

  app.post('/:serial/queue', routeConfig, async (request, reply) => {
    const v = await queueVisit(request, reply);
    if (!v) return reply;
    const q = QUEUE_PORTAL_TEXTS[v.ctx.lang];
    const typed = (singleValues(request.body).phone ?? '').slice(0, 64);
    let phone: string | null = null;
    if (typed.trim() !== '') {
      const parsed = ZSmsPhoneSchema.safeParse(typed);
      if (!parsed.success)
        return show(request, reply, v, { status: 400, phone: typed, error: q.phoneInvalid });
      phone = parsed.data;
    }
    if (!throttle.allow(v.box.routerId))
      return show(request, reply, v, { status: 429, phone: typed, error: q.busy });
    await takeNumber(db, {
      partnerId: v.box.partnerId,
      realmId: v.realmId,
      routerId: v.box.routerId,
      device: v.device,
      phone,
      day: today(),
      now: deps.clock.now(),
    });
    // Post/redirect/get: a reload shows the number, it does not post again.
    return reply.code(303).header('cache-control', 'no-store').redirect(`${v.ctx.base}/queue`, 303);
  });

  app.post('/:serial/queue/leave', routeConfig, async (request, reply) => {
    const v = await queueVisit(request, reply);
    if (!v) return reply;
    const left = await leaveQueue(db, { realmId: v.realmId, device: v.device }, deps.clock.now());
    return show(request, reply, v, { notice: left ? QUEUE_PORTAL_TEXTS[v.ctx.lang].left : null });
  });

  app.get('/queue-display/:token', routeConfig, async (request, reply) => {
    const { lang } = languageOf(request);
    const { token } = request.params as { token: string };
    const display = await realmOfDisplay(db, token);
    if (!display?.isOn) return unavailable(request, reply, lang);
    const day = today();
    const [serving, waiting] = await Promise.all([
      nowServing(db, display.realmId, day),
      waitingCount(db, display.realmId, day),
    ]);
    reply.header('refresh', '10');
    return sendPage(
      request,
      reply,
      200,
      queueDisplayPage(lang, request.url, { venue: display.name, nowServing: serving, waiting }),
    );
  });
}
