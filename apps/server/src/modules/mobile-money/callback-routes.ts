import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ZBadRequestSchema, ZNoContentSchema } from '@ared/contract/common';
import { ZAirtelMoneyCallbackSchema, ZMtnMomoCallbackSchema } from '@ared/contract/mobile-money';
import { takeCallback } from './callbacks';

/** A callback is a few hundred bytes; anything much larger is not one. */
const BODY_LIMIT = 16 * 1024;

/**
 * The providers' callbacks (decision 077): public, since the providers call them, and therefore never
 * trusted. The body only names a payment; the provider's status endpoint decides. Every callback that
 * parses answers 204 whatever it named (an unknown id, a status the provider does not confirm, a
 * duplicate): the answer tells a prober nothing. Refusals are debug lines, not one info line per packet.
 */
export async function callbackRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const config = { auth: 'public', quietRefusals: true } as const;
  const tags = ['mobile-money'];
  const response = { 204: ZNoContentSchema, 400: ZBadRequestSchema };

  // MTN documents its callback as a PUT to X-Callback-Url; some of its environments POST it.
  for (const method of ['PUT', 'POST'] as const) {
    r.route({
      method,
      url: '/mobile-money/callbacks/mtn-momo/',
      config,
      bodyLimit: BODY_LIMIT,
      schema: {
        tags,
        summary:
          "MTN MoMo's request-to-pay callback: the payment is settled only as MTN's status endpoint says",
        body: ZMtnMomoCallbackSchema,
        response,
      },
      handler: async (request, reply) => {
        await takeCallback(app.deps, request.log, 'mtn_momo', request.body.externalId);
        return reply.code(204).send(null);
      },
    });
  }
  r.post(
    '/mobile-money/callbacks/airtel-money/',
    {
      config,
      bodyLimit: BODY_LIMIT,
      schema: {
        tags,
        summary: "Airtel Money's collection callback: the payment is settled only as Airtel's enquiry says",
        body: ZAirtelMoneyCallbackSchema,
        response,
      },
    },
    async (request, reply) => {
      await takeCallback(app.deps, request.log, 'airtel_money', request.body.transaction.id);
      return reply.code(204).send(null);
    },
  );
}
