import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod/mini';
import { ZBadRequestSchema, ZDetailSchema, ZIdParamsSchema } from '@ared/contract/common';
import {
  ZRealmCreateRequestSchema,
  ZRealmListQuerySchema,
  ZRealmPageSchema,
  ZRealmSchema,
  ZRealmUpdateRequestSchema,
} from '@ared/contract/realms';
import { pagedList } from '../../lib/list/paged-list';
import { ownPartnerId } from '../../plugins/auth/caller';
import { createRealm, findRealm, realmListSource, updateRealm } from './service';

const errors = { 400: ZBadRequestSchema, 401: ZDetailSchema, 403: ZDetailSchema, 404: ZDetailSchema };
/** Realms belong to Router Management, which the Kiosk plan lacks (decision 011). */
const routerArea = { plan: 'routers' } as const;

export async function realmRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const db = () => app.deps.database.db;
  const tags = ['realms'];

  r.get(
    '/realms/',
    {
      config: { requires: routerArea },
      schema: {
        tags,
        summary: "The partner's realms (partner and SME realms), paginated",
        querystring: ZRealmListQuerySchema,
        response: { 200: ZRealmPageSchema, ...errors },
      },
    },
    async (request) => {
      const q = request.query;
      // `sme__partner` (the spec's filter for SME realms) means: realms that belong to an SME.
      const type = q.type ?? (q.sme__partner !== undefined ? 'sme_realm' : undefined);
      const partnerId = ownPartnerId(request, q.partner);
      ownPartnerId(request, q.sme__partner);
      const source = realmListSource(db(), partnerId, { type, sme: q.sme, search: q.search }, q.ordering);
      return pagedList(request, db(), { page: q.page, pageSize: q.page_size }, source);
    },
  );
  r.post(
    '/realms/',
    {
      config: { requires: routerArea },
      schema: {
        tags,
        summary: 'Add a partner realm {name, partner} or an SME realm {name, sme}',
        body: ZRealmCreateRequestSchema,
        response: { 201: z.object({ detail: z.string(), realm: ZRealmSchema }), ...errors },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await createRealm(db(), ownPartnerId(request), request.body)),
  );
  r.get(
    '/realms/:id/',
    {
      config: { requires: routerArea },
      schema: {
        tags,
        summary: 'One realm',
        params: ZIdParamsSchema,
        response: { 200: ZRealmSchema, ...errors },
      },
    },
    async (request) => findRealm(db(), ownPartnerId(request), request.params.id),
  );
  r.patch(
    '/realms/:id/',
    {
      config: { requires: { ...routerArea, role: 'partner_admin', action: 'edit realms' } },
      schema: {
        tags,
        summary: 'Edit a realm (type required)',
        params: ZIdParamsSchema,
        body: ZRealmUpdateRequestSchema,
        response: { 200: ZRealmSchema, ...errors },
      },
    },
    async (request) => updateRealm(db(), ownPartnerId(request), request.params.id, request.body),
  );
}
