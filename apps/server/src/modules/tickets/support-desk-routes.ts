import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ZBadRequestSchema, ZDetailSchema, ZIdParamsSchema } from '@ared/contract/common';
import {
  ZSupportDeskPageSchema,
  ZSupportDeskQuerySchema,
  ZSupportDeskReplySchema,
  ZSupportDeskStatusSchema,
  ZSupportDeskTicketDetailSchema,
} from '@ared/contract/tickets';
import { pagedList } from '../../lib/list/paged-list';
import { ticketDeps } from './deps';
import {
  answerFromSupportDesk,
  setTicketOpen,
  supportDeskListSource,
  supportDeskTicket,
} from './support-desk';

const errors = { 400: ZBadRequestSchema, 401: ZDetailSchema, 403: ZDetailSchema, 404: ZDetailSchema };

/**
 * Every partner's support tickets for the platform's support agents (the `support-agent` strategy; a
 * partner's users get 403), beside the escalated chats: list by tab, read, answer (mailed to the user),
 * close or reopen. Under /v1/support-inbox/tickets/.
 */
export async function supportDeskRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['support inbox'];
  const config = { auth: 'support-agent' as const };
  const db = () => app.deps.database.db;

  r.get(
    '/support-inbox/tickets/',
    {
      config,
      schema: {
        tags,
        summary: 'Support tickets of every partner: awaiting an answer (longest waiting first), open, closed',
        querystring: ZSupportDeskQuerySchema,
        response: { 200: ZSupportDeskPageSchema, ...errors },
      },
    },
    async (request) => {
      const q = request.query;
      const source = supportDeskListSource(db(), q.status ?? 'awaiting');
      return pagedList(request, db(), { page: q.page, pageSize: q.page_size }, source);
    },
  );

  r.get(
    '/support-inbox/tickets/:id/',
    {
      config,
      schema: {
        tags,
        summary: 'One support ticket with its partner, its user and its conversation',
        params: ZIdParamsSchema,
        response: { 200: ZSupportDeskTicketDetailSchema, ...errors },
      },
    },
    async (request) => supportDeskTicket(db(), request.params.id),
  );

  r.post(
    '/support-inbox/tickets/:id/reply/',
    {
      config,
      schema: {
        tags,
        summary: 'Answer a ticket: added to its conversation and mailed to the user who opened it',
        params: ZIdParamsSchema,
        body: ZSupportDeskReplySchema,
        response: { 200: ZSupportDeskTicketDetailSchema, ...errors },
      },
    },
    async (request) =>
      answerFromSupportDesk(
        ticketDeps(app, request),
        request.params.id,
        request.body.body,
        request.body.status ?? null,
      ),
  );

  r.post(
    '/support-inbox/tickets/:id/status/',
    {
      config,
      schema: {
        tags,
        summary: 'Close or reopen a ticket without writing to the partner',
        params: ZIdParamsSchema,
        body: ZSupportDeskStatusSchema,
        response: { 200: ZSupportDeskTicketDetailSchema, ...errors },
      },
    },
    async (request) => setTicketOpen(db(), request.params.id, request.body.is_open),
  );
}
