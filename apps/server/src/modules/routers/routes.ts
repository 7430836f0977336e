import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod/mini';
import type { Db } from '../../db/client';
import { ZBadRequestSchema, ZDetailSchema, ZIdParamsSchema } from '@ared/contract/common';
import { ZRadiusSecretResponseSchema } from '@ared/contract/hotspot';
import {
  ROUTER_NOT_FOUND,
  ZDeviceKeyResponseSchema,
  ZRealmAssignmentRequestSchema,
  ZRouterListQuerySchema,
  ZRouterPageSchema,
  ZRouterSchema,
  ZRouterUpdateRequestSchema,
  ZRoutersRequestSchema,
  ZSmeAssignmentRequestSchema,
} from '@ared/contract/routers';
import { notFound } from '../../lib/http-errors';
import { pagedList } from '../../lib/list/paged-list';
import type { DeviceKeyResolver } from '../devices';
import type { NasDirectory } from '../guest-access';
import { ownPartnerId } from '../../plugins/auth/caller';
import type { RouteRequires } from '../../types';
import { findRouter, routerListSource } from './queries';
import { routerFiltersOf } from './filters';
import {
  assignRealm,
  assignSme,
  rotateDeviceKey,
  rotateRadiusSecret,
  unassignPartner,
  unassignRealm,
  unassignSme,
  updateRouter,
  type BulkOutcome,
} from './service';

const errors = { 400: ZBadRequestSchema, 401: ZDetailSchema, 403: ZDetailSchema, 404: ZDetailSchema };
const bulkResponse = { 200: ZDetailSchema, 206: ZDetailSchema, ...errors };
/** Router Management is not in the Kiosk plan (decision 011). */
const routerArea = { plan: 'routers' } as const;

export async function routerRoutes(
  app: FastifyInstance,
  { keys, nas }: { keys: DeviceKeyResolver; nas: NasDirectory },
): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const db = () => app.deps.database.db;
  const tags = ['routers'];

  r.get(
    '/routers/',
    {
      config: { requires: routerArea },
      schema: {
        tags,
        summary:
          "The partner's routers, paginated (`realm=` / `sme=` empty: without a realm / SME; `is_online=false`: deployed boxes offline now)",
        querystring: ZRouterListQuerySchema,
        response: { 200: ZRouterPageSchema, ...errors },
      },
    },
    async (request) => {
      const q = request.query;
      const source = routerListSource(
        app.deps.database,
        ownPartnerId(request, q.partner),
        routerFiltersOf(q),
        q.ordering,
      );
      return pagedList(request, db(), { page: q.page, pageSize: q.page_size }, source);
    },
  );

  r.get(
    '/routers/:id/',
    {
      config: { requires: routerArea },
      schema: {
        tags,
        summary: 'One router',
        params: ZIdParamsSchema,
        response: { 200: ZRouterSchema, ...errors },
      },
    },
    async (request) => {
      const router = await findRouter(db(), ownPartnerId(request), request.params.id);
      if (!router) throw notFound(ROUTER_NOT_FOUND);
      return router;
    },
  );

  r.patch(
    '/routers/:id/',
    {
      config: { requires: routerArea },
      schema: {
        tags,
        summary: 'Edit SSID and location name',
        params: ZIdParamsSchema,
        body: ZRouterUpdateRequestSchema,
        response: { 200: ZRouterSchema, ...errors },
      },
    },
    async (request) => updateRouter(db(), ownPartnerId(request), request.params.id, request.body),
  );

  // Bulk assignments: 200 with a detail, or 206 when some routers were not the partner's.
  const bulk = <S extends z.ZodMiniType>(
    method: 'POST' | 'PATCH',
    url: string,
    summary: string,
    body: S,
    run: (db: Db, partnerId: number, body: z.output<S>) => Promise<BulkOutcome>,
    requires: RouteRequires = routerArea,
  ) =>
    r.route({
      method,
      url,
      config: { requires },
      schema: { tags, summary, body, response: bulkResponse },
      handler: async (request, reply) => {
        const body = request.body as z.output<S>;
        const outcome = await run(db(), ownPartnerId(request), body);
        // A box's realm and partner decide which vouchers it accepts: its cached NAS entry must go.
        const named = (body as { routers?: unknown }).routers;
        if (Array.isArray(named)) nas.forget(named as number[]);
        return reply.code(outcome.status).send({ detail: outcome.detail });
      },
    });
  bulk(
    'POST',
    '/routers/add-to-realm/',
    'Assign routers to a realm',
    ZRealmAssignmentRequestSchema,
    (d, p, b) => assignRealm(d, p, b.realm, b.routers),
  );
  bulk(
    'PATCH',
    '/routers/add-to-realm/',
    'Unassign routers from a realm',
    ZRealmAssignmentRequestSchema,
    (d, p, b) => unassignRealm(d, p, b.realm, b.routers),
  );
  bulk(
    'PATCH',
    '/routers/assign-to-sme/',
    'Assign routers to an SME (`sme: null` unassigns)',
    ZSmeAssignmentRequestSchema,
    (d, p, b) => assignSme(d, p, b.sme, b.routers),
  );
  bulk('PATCH', '/routers/add-to-sme/', 'Unassign routers from their SME', ZRoutersRequestSchema, (d, p, b) =>
    unassignSme(d, p, b.routers),
  );
  bulk(
    'PATCH',
    '/routers/assign-to-partner/',
    'The partner gives up its access to routers',
    ZRoutersRequestSchema,
    (d, p, b) => unassignPartner(d, p, b.routers),
    { ...routerArea, role: 'partner_admin', action: 'give up routers' },
  );
  r.post(
    '/routers/:id/device-key/',
    {
      config: { requires: { ...routerArea, role: 'partner_admin', action: 'issue device keys' } },
      schema: {
        tags,
        summary: 'Issue (rotate) the device key of a box; shown once',
        params: ZIdParamsSchema,
        response: { 200: ZDeviceKeyResponseSchema, ...errors },
      },
    },
    async (request) => rotateDeviceKey(db(), keys, ownPartnerId(request), request.params.id),
  );
  r.post(
    '/routers/:id/radius-secret/',
    {
      config: { requires: { ...routerArea, role: 'partner_admin', action: 'issue RADIUS secrets' } },
      schema: {
        tags,
        summary: 'Issue (rotate) the RADIUS shared secret of a box; shown once',
        params: ZIdParamsSchema,
        response: { 200: ZRadiusSecretResponseSchema, ...errors },
      },
    },
    async (request) =>
      rotateRadiusSecret(db(), nas, app.deps.config.jwtSecret, ownPartnerId(request), request.params.id),
  );
}
