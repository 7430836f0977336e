import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ZBadRequestSchema, ZDetailSchema, ZIdParamsSchema } from '@ared/contract/common';
import {
  ZTicketMessageSchema,
  ZTicketMessagesSchema,
  ZTicketReplyRequestSchema,
  ZTicketSchema,
} from '@ared/contract/tickets';
import { currentUser } from '../../plugins/auth/caller';
import { addPartnerReply, conversationOf, ticketOfPartner } from './conversation';
import { ticketDeps } from './deps';

const errors = { 400: ZBadRequestSchema, 401: ZDetailSchema, 403: ZDetailSchema, 404: ZDetailSchema };

/**
 * A ticket's conversation (issue 29 §3): whoever may open a ticket (admins and staff, every plan, decision
 * 011) reads it and replies; another partner's ticket answers 404.
 */
export async function ticketConversationRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['tickets'];

  r.get(
    '/tickets/:id/',
    {
      schema: {
        tags,
        summary: "One of the partner's tickets, with its status and last activity",
        params: ZIdParamsSchema,
        response: { 200: ZTicketSchema, ...errors },
      },
    },
    async (request) =>
      ticketOfPartner(app.deps.database.db, currentUser(request).partnerId, request.params.id),
  );
  r.get(
    '/tickets/:id/messages/',
    {
      schema: {
        tags,
        summary: "A ticket's conversation, oldest first: the partner's and support's messages",
        params: ZIdParamsSchema,
        response: { 200: ZTicketMessagesSchema, ...errors },
      },
    },
    async (request) => ({
      results: await conversationOf(app.deps.database.db, currentUser(request).partnerId, request.params.id),
    }),
  );
  r.post(
    '/tickets/:id/messages/',
    {
      schema: {
        tags,
        summary: 'Reply on a ticket (plain text); reopens a closed ticket; support is mailed in the thread',
        params: ZIdParamsSchema,
        body: ZTicketReplyRequestSchema,
        response: { 201: ZTicketMessageSchema, ...errors },
      },
    },
    async (request, reply) => {
      const message = await addPartnerReply(
        ticketDeps(app, request),
        currentUser(request),
        request.params.id,
        request.body.body,
      );
      return reply.code(201).send(message);
    },
  );
}
