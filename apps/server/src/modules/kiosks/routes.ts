import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ZBadRequestSchema, ZDetailSchema } from '@ared/contract/common';
import {
  ZKioskAssignRequestSchema,
  ZKioskListQuerySchema,
  ZKioskPageSchema,
  ZKioskUnassignRequestSchema,
} from '@ared/contract/kiosks';
import { pagedList } from '../../lib/list/paged-list';
import { ownPartnerId } from '../../plugins/auth/caller';
import { assignKiosks, unassignFranchisee, unassignKiosks } from './assignment';
import { kioskListSource } from './list';

const errors = { 400: ZBadRequestSchema, 401: ZDetailSchema, 403: ZDetailSchema, 404: ZDetailSchema };
const outcome = { 200: ZDetailSchema, 206: ZDetailSchema, ...errors };
/**
 * Kiosk Management (decision 011: not in the SME plan). Assigning a kiosk is daily operations, like
 * assigning a router to an SME: both roles may (decision 034).
 */
const kioskArea = { plan: 'kiosks' } as const;

export async function kioskRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const db = () => app.deps.database.db;
  const tags = ['kiosks'];

  r.get(
    '/kiosks/',
    {
      config: { requires: kioskArea },
      schema: {
        tags,
        summary:
          "The partner's kiosks, newest first (has_been_assigned_mf for the tabs, assigned_to for one franchisee's, search in serial or franchisee)",
        querystring: ZKioskListQuerySchema,
        response: { 200: ZKioskPageSchema, ...errors },
      },
    },
    async (request) => {
      const q = request.query;
      const source = kioskListSource(
        db(),
        ownPartnerId(request, q.partner),
        { hasBeenAssigned: q.has_been_assigned_mf, assignedTo: q.assigned_to, search: q.search },
        q.ordering,
      );
      return pagedList(request, db(), { page: q.page, pageSize: q.page_size }, source);
    },
  );

  r.post(
    '/kiosks/assign-to-micro-franchisee/',
    {
      config: { requires: kioskArea },
      schema: {
        tags,
        summary:
          "Assign kiosks to one of the partner's active micro franchisees: 200 when done, 206 when some were refused (already assigned, the franchisee already runs a kiosk, not found; the detail names them). A kiosk has one franchisee and a franchisee one kiosk.",
        body: ZKioskAssignRequestSchema,
        response: outcome,
      },
    },
    async (request, reply) => {
      const { kiosks, micro_franchisee } = request.body;
      const result = await assignKiosks(
        db(),
        ownPartnerId(request),
        micro_franchisee,
        kiosks.map((k) => k.id),
      );
      return reply.code(result.status).send({ detail: result.detail });
    },
  );

  r.post(
    '/kiosks/unassign-from-micro-franchisee/',
    {
      config: { requires: kioskArea },
      schema: {
        tags,
        summary:
          'Take kiosks back from their micro franchisee: name the kiosks ({kiosks: [{id}]}) or the franchisee ({micro_franchisee}). 200 when done, 206 when some kiosks were not found (the detail names them).',
        body: ZKioskUnassignRequestSchema,
        response: outcome,
      },
    },
    async (request, reply) => {
      const partnerId = ownPartnerId(request);
      const body = request.body;
      const result =
        body.kiosks !== undefined
          ? await unassignKiosks(
              db(),
              partnerId,
              body.kiosks.map((k) => k.id),
            )
          : await unassignFranchisee(db(), partnerId, body.micro_franchisee!);
      return reply.code(result.status).send({ detail: result.detail });
    },
  );
}
