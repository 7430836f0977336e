import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ZBadRequestSchema, ZDetailSchema } from '@ared/contract/common';
import { ZInboundMailRequestSchema, ZInboundMailResponseSchema } from '@ared/contract/tickets';
import { addSupportReply } from './conversation';
import { ticketDeps } from './deps';
import { readInboundReply } from './inbound-mail';

/** Larger than the raw message's bound once JSON-escaped (every byte may become \u00XX). */
const BODY_LIMIT = 7 * 1024 * 1024;

/**
 * POST tickets/inbound-mail/: support's reply by mail, posted by the mail relay (decision 056) with the
 * shared secret. Every refusal is a 4xx that changes nothing and logs at debug only (anyone may probe it).
 */
export async function ticketInboundMailRoutes(app: FastifyInstance): Promise<void> {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/tickets/inbound-mail/',
    {
      config: { auth: 'inbound-mail', quietRefusals: true },
      bodyLimit: BODY_LIMIT,
      schema: {
        tags: ['tickets'],
        summary:
          "Support's reply by mail: {raw} is the RFC 5322 message; its recipient support+t-<token>@… names the ticket",
        body: ZInboundMailRequestSchema,
        response: {
          201: ZInboundMailResponseSchema,
          400: ZBadRequestSchema,
          401: ZDetailSchema,
          404: ZDetailSchema,
          413: ZDetailSchema,
          422: ZDetailSchema,
        },
      },
    },
    async (request, reply) => {
      const inbound = await readInboundReply(request.body.raw);
      const added = await addSupportReply(
        ticketDeps(app, request),
        inbound.token,
        inbound.body,
        inbound.status,
      );
      return reply.code(201).send(added);
    },
  );
}
