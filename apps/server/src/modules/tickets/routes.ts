import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ZBadRequestSchema, ZDetailSchema } from '@ared/contract/common';
import {
  ZTicketCreateRequestSchema,
  ZTicketListQuerySchema,
  ZTicketPageSchema,
  ZTicketSchema,
} from '@ared/contract/tickets';
import { pagedList } from '../../lib/list/paged-list';
import { currentUser } from '../../plugins/auth/caller';
import { ticketDeps } from './deps';
import { createTicket, ticketListSource } from './service';

const errors = { 400: ZBadRequestSchema, 401: ZDetailSchema, 403: ZDetailSchema, 404: ZDetailSchema };

/** Support tickets: every plan, partner admins and staff alike (decision 011: daily operations). */
export async function ticketRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const db = () => app.deps.database.db;
  const tags = ['tickets'];

  r.get(
    '/tickets/',
    {
      schema: {
        tags,
        summary: "The partner's support tickets, newest first (user__sme, department filters)",
        querystring: ZTicketListQuerySchema,
        response: { 200: ZTicketPageSchema, ...errors },
      },
    },
    async (request) => {
      const q = request.query;
      const source = await ticketListSource(db(), currentUser(request).partnerId, {
        userSme: q.user__sme,
        department: q.department,
      });
      return pagedList(request, db(), { page: q.page, pageSize: q.page_size }, source);
    },
  );
  r.post(
    '/tickets/',
    {
      schema: {
        tags,
        summary: 'Open a support ticket; the support address (SUPPORT_EMAIL) is mailed',
        body: ZTicketCreateRequestSchema,
        response: { 201: ZTicketSchema, ...errors },
      },
    },
    async (request, reply) => {
      const user = currentUser(request);
      const ticket = await createTicket(ticketDeps(app, request), user.partnerId, user.id, request.body);
      return reply.code(201).send(ticket);
    },
  );
}
