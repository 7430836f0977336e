import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ZAlertListQuerySchema,
  ZAlertPageSchema,
  ZAlertPreferencesSchema,
  ZAlertPreferencesUpdateRequestSchema,
  ZAlertSettingsSchema,
  ZAlertSettingsUpdateRequestSchema,
  ZAlertUnreadCountSchema,
} from '@ared/contract/alerts';
import { ZBadRequestSchema, ZDetailSchema, ZIdParamsSchema, ZNoContentSchema } from '@ared/contract/common';
import { pagedList } from '../../lib/list/paged-list';
import { notFound } from '../../lib/http-errors';
import { currentUser } from '../../plugins/auth/caller';
import { partnerPersonOf } from '../users';
import { preferencesOf, savePreferences } from './preferences';
import {
  alertListSource,
  alertSettingsOf,
  markAllRead,
  markRead,
  saveAlertSettings,
  unreadCount,
} from './alerts';

const errors = { 400: ZBadRequestSchema, 401: ZDetailSchema, 403: ZDetailSchema, 404: ZDetailSchema };

/**
 * The bell (issue 29 §1): every plan, admins and staff alike read alerts and mark them read, each for
 * themselves; only a partner admin changes the thresholds.
 */
export async function alertRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const db = () => app.deps.database.db;
  const tags = ['alerts'];
  const reader = (request: Parameters<typeof currentUser>[0]) => {
    const user = currentUser(request);
    return { partnerId: user.partnerId, userId: user.id };
  };

  r.get(
    '/alerts/',
    {
      schema: {
        tags,
        summary:
          "The partner's alerts, newest first (status=open|closed, kind), each with whether the caller read it",
        querystring: ZAlertListQuerySchema,
        response: { 200: ZAlertPageSchema, ...errors },
      },
    },
    async (request) => {
      const q = request.query;
      const source = alertListSource(db(), reader(request), { status: q.status, kind: q.kind });
      return pagedList(request, db(), { page: q.page, pageSize: q.page_size }, source);
    },
  );
  r.get(
    '/alerts/unread-count/',
    {
      schema: {
        tags,
        summary: "How many of the partner's alerts (open or closed) the caller has not read",
        response: { 200: ZAlertUnreadCountSchema, ...errors },
      },
    },
    async (request) => ({ count: await unreadCount(db(), reader(request)) }),
  );
  r.post(
    '/alerts/:id/read/',
    {
      schema: {
        tags,
        summary: 'Mark one alert read for the caller',
        params: ZIdParamsSchema,
        response: { 204: ZNoContentSchema, ...errors },
      },
    },
    async (request, reply) => {
      await markRead(db(), reader(request), request.params.id, app.deps.clock.now());
      return reply.code(204).send(null);
    },
  );
  r.post(
    '/alerts/read-all/',
    {
      schema: {
        tags,
        summary: "Mark every one of the partner's alerts read for the caller",
        response: { 204: ZNoContentSchema, ...errors },
      },
    },
    async (request, reply) => {
      await markAllRead(db(), reader(request), app.deps.clock.now());
      return reply.code(204).send(null);
    },
  );
  r.get(
    '/alerts/settings/',
    {
      schema: {
        tags,
        summary: "The partner's alert thresholds: its own, or the server's defaults",
        response: { 200: ZAlertSettingsSchema, ...errors },
      },
    },
    async (request) => alertSettingsOf(db(), currentUser(request).partnerId, app.deps.config.alerts),
  );
  r.patch(
    '/alerts/settings/',
    {
      config: { requires: { role: 'partner_admin', action: 'change alert settings' } },
      schema: {
        tags,
        summary: 'Change any of the alert thresholds; those left out keep their value',
        body: ZAlertSettingsUpdateRequestSchema,
        response: { 200: ZAlertSettingsSchema, ...errors },
      },
    },
    async (request) =>
      saveAlertSettings(db(), currentUser(request).partnerId, request.body, app.deps.config.alerts),
  );

  // Delivery preferences (decision 055): each user reads and changes their own; a partner admin also
  // another person's of the same partner (another partner's, an SME account or none answers 404).
  const self = (request: Parameters<typeof currentUser>[0]) => {
    const user = currentUser(request);
    return { id: user.id, isAdmin: user.role === 'partner_admin' };
  };
  const person = async (request: Parameters<typeof currentUser>[0], userId: number) => {
    const found = await partnerPersonOf(db(), currentUser(request).partnerId, userId);
    if (!found) throw notFound();
    return found;
  };
  r.get(
    '/alerts/preferences/',
    {
      schema: {
        tags,
        summary: "The caller's alert deliveries by kind (mail, SMS; the bell always)",
        response: { 200: ZAlertPreferencesSchema, ...errors },
      },
    },
    async (request) => preferencesOf(db(), self(request)),
  );
  r.patch(
    '/alerts/preferences/',
    {
      schema: {
        tags,
        summary: "Change the caller's alert deliveries for the kinds given",
        body: ZAlertPreferencesUpdateRequestSchema,
        response: { 200: ZAlertPreferencesSchema, ...errors },
      },
    },
    async (request) => savePreferences(db(), self(request), request.body.preferences),
  );
  r.get(
    '/alerts/preferences/users/:id/',
    {
      config: { requires: { role: 'partner_admin', action: "read another person's alert deliveries" } },
      schema: {
        tags,
        summary: "A person's alert deliveries (partner admin; the partner's own people only)",
        params: ZIdParamsSchema,
        response: { 200: ZAlertPreferencesSchema, ...errors },
      },
    },
    async (request) => preferencesOf(db(), await person(request, request.params.id)),
  );
  r.patch(
    '/alerts/preferences/users/:id/',
    {
      config: { requires: { role: 'partner_admin', action: "change another person's alert deliveries" } },
      schema: {
        tags,
        summary: "Change a person's alert deliveries for the kinds given (partner admin)",
        params: ZIdParamsSchema,
        body: ZAlertPreferencesUpdateRequestSchema,
        response: { 200: ZAlertPreferencesSchema, ...errors },
      },
    },
    async (request) =>
      savePreferences(db(), await person(request, request.params.id), request.body.preferences),
  );
}
