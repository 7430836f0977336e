import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZBadRequestSchema, ZDetailSchema, ZIdParamsSchema } from '@ared/contract/common';
import {
  ZRealmCreateRequestSchema,
  ZRealmListQuerySchema,
  ZRealmPageSchema,
  ZRealmSchema,
  ZRealmUpdateRequestSchema,
} from '@ared/contract/realms';
import { pageOf } from '../../lib/pagination';
import { currentUser } from '../../plugins/auth';
import { createRealm, findRealm, listRealms, updateRealm } from './service';

const errors = { 400: ZBadRequestSchema, 401: ZDetailSchema, 403: ZDetailSchema, 404: ZDetailSchema };

export async function realmRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const db = () => app.deps.database.db;
  const tags = ['realms'];

  r.get(
    '/realms/',
    {
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
      const { count, results } = await listRealms(
        db(),
        currentUser(request).partnerId,
        { type, sme: q.sme, search: q.search, ordering: q.ordering },
        { page: q.page, pageSize: q.page_size },
      );
      return pageOf(request, { page: q.page, pageSize: q.page_size, count, results });
    },
  );
  r.post(
    '/realms/',
    {
      schema: {
        tags,
        summary: 'Add a partner realm {name, partner} or an SME realm {name, sme}',
        body: ZRealmCreateRequestSchema,
        response: { 201: z.object({ detail: z.string(), realm: ZRealmSchema }), ...errors },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await createRealm(db(), currentUser(request).partnerId, request.body)),
  );
  r.get(
    '/realms/:id/',
    {
      schema: {
        tags,
        summary: 'One realm',
        params: ZIdParamsSchema,
        response: { 200: ZRealmSchema, ...errors },
      },
    },
    async (request) => findRealm(db(), currentUser(request).partnerId, request.params.id),
  );
  r.patch(
    '/realms/:id/',
    {
      schema: {
        tags,
        summary: 'Edit a realm (partner admin only; type required)',
        params: ZIdParamsSchema,
        body: ZRealmUpdateRequestSchema,
        response: { 200: ZRealmSchema, ...errors },
      },
    },
    async (request) => updateRealm(db(), currentUser(request), request.params.id, request.body),
  );
}
