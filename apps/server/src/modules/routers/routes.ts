import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ZBadRequestSchema, ZDetailSchema, ZIdParamsSchema } from '@ared/contract/common';
import {
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
import { pageOf } from '../../lib/pagination';
import { currentUser } from '../../plugins/auth';
import type { DeviceKeyResolver } from '../devices/key-cache';
import { findRouter, listRouters } from './queries';
import {
  ROUTER_NOT_FOUND,
  assignRealm,
  assignSme,
  rotateDeviceKey,
  unassignPartner,
  unassignRealm,
  unassignSme,
  updateRouter,
  type BulkOutcome,
} from './service';

const errors = { 400: ZBadRequestSchema, 401: ZDetailSchema, 403: ZDetailSchema, 404: ZDetailSchema };
const bulkResponse = { 200: ZDetailSchema, 206: ZDetailSchema, ...errors };

export async function routerRoutes(
  app: FastifyInstance,
  { keys }: { keys: DeviceKeyResolver },
): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const db = () => app.deps.database.db;
  const tags = ['routers'];

  r.get(
    '/routers/',
    {
      schema: {
        tags,
        summary: "The partner's routers, paginated (`realm=` / `sme=` empty: without a realm / SME)",
        querystring: ZRouterListQuerySchema,
        response: { 200: ZRouterPageSchema, ...errors },
      },
    },
    async (request) => {
      const q = request.query;
      const user = currentUser(request);
      const { count, results } = await listRouters(
        db(),
        user.partnerId,
        {
          hasSme: q.has_been_assigned_sme,
          hasXmrig: q.has_been_assigned_xmrig,
          realm: q.realm,
          sme: q.sme,
          search: q.search,
        },
        { page: q.page, pageSize: q.page_size, ordering: q.ordering },
      );
      return pageOf(request, { page: q.page, pageSize: q.page_size, count, results });
    },
  );

  r.get(
    '/routers/:id/',
    {
      schema: {
        tags,
        summary: 'One router',
        params: ZIdParamsSchema,
        response: { 200: ZRouterSchema, ...errors },
      },
    },
    async (request) => {
      const router = await findRouter(db(), currentUser(request).partnerId, request.params.id);
      if (!router) throw notFound(ROUTER_NOT_FOUND);
      return router;
    },
  );

  r.patch(
    '/routers/:id/',
    {
      schema: {
        tags,
        summary: 'Edit SSID and location name',
        params: ZIdParamsSchema,
        body: ZRouterUpdateRequestSchema,
        response: { 200: ZRouterSchema, ...errors },
      },
    },
    async (request) => updateRouter(db(), currentUser(request).partnerId, request.params.id, request.body),
  );

  r.post(
    '/routers/add-to-realm/',
    {
      schema: {
        tags,
        summary: 'Assign routers to a realm',
        body: ZRealmAssignmentRequestSchema,
        response: bulkResponse,
      },
    },
    async (request, reply) => {
      const outcome: BulkOutcome = await assignRealm(
        db(),
        currentUser(request).partnerId,
        request.body.realm,
        request.body.routers,
      );
      return reply.code(outcome.status).send({ detail: outcome.detail });
    },
  );
  r.patch(
    '/routers/add-to-realm/',
    {
      schema: {
        tags,
        summary: 'Unassign routers from a realm',
        body: ZRealmAssignmentRequestSchema,
        response: bulkResponse,
      },
    },
    async (request, reply) => {
      const outcome: BulkOutcome = await unassignRealm(
        db(),
        currentUser(request).partnerId,
        request.body.realm,
        request.body.routers,
      );
      return reply.code(outcome.status).send({ detail: outcome.detail });
    },
  );
  r.patch(
    '/routers/assign-to-sme/',
    {
      schema: {
        tags,
        summary: 'Assign routers to an SME (`sme: null` unassigns)',
        body: ZSmeAssignmentRequestSchema,
        response: bulkResponse,
      },
    },
    async (request, reply) => {
      const outcome: BulkOutcome = await assignSme(
        db(),
        currentUser(request).partnerId,
        request.body.sme,
        request.body.routers,
      );
      return reply.code(outcome.status).send({ detail: outcome.detail });
    },
  );
  r.patch(
    '/routers/add-to-sme/',
    {
      schema: {
        tags,
        summary: 'Unassign routers from their SME',
        body: ZRoutersRequestSchema,
        response: bulkResponse,
      },
    },
    async (request, reply) => {
      const outcome: BulkOutcome = await unassignSme(
        db(),
        currentUser(request).partnerId,
        request.body.routers,
      );
      return reply.code(outcome.status).send({ detail: outcome.detail });
    },
  );
  r.patch(
    '/routers/assign-to-partner/',
    {
      schema: {
        tags,
        summary: 'The partner gives up its access to routers',
        body: ZRoutersRequestSchema,
        response: bulkResponse,
      },
    },
    async (request, reply) => {
      const outcome: BulkOutcome = await unassignPartner(
        db(),
        currentUser(request).partnerId,
        request.body.routers,
      );
      return reply.code(outcome.status).send({ detail: outcome.detail });
    },
  );
  r.post(
    '/routers/:id/device-key/',
    {
      schema: {
        tags,
        summary: 'Issue (rotate) the device key of a box; shown once',
        params: ZIdParamsSchema,
        response: { 200: ZDeviceKeyResponseSchema, ...errors },
      },
    },
    async (request) => rotateDeviceKey(db(), keys, currentUser(request), request.params.id),
  );
}
