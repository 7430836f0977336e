import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ZTermsAcceptRequestSchema, ZTermsAcceptResponseSchema } from '@ared/contract/auth';
import { ZBadRequestSchema, ZDetailSchema } from '@ared/contract/common';
import { recordAcceptance } from './acceptances';
import { signedInUser } from '../../plugins/auth/caller';

export async function termsRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.post(
    '/terms/accept/',
    {
      // A support agent accepts the agreement too (decision 072): any account past the one-time password.
      config: { auth: 'signed-in' },
      schema: {
        tags: ['auth'],
        summary:
          'Record that the user accepted the Master Subscription Agreement (user, version, time, user agent)',
        body: ZTermsAcceptRequestSchema,
        response: {
          201: ZTermsAcceptResponseSchema,
          400: ZBadRequestSchema,
          401: ZDetailSchema,
          403: ZDetailSchema,
        },
      },
    },
    async (request, reply) => {
      const row = await recordAcceptance(app.deps.database.db, {
        userId: signedInUser(request).id,
        version: request.body.version,
        userAgent: request.headers['user-agent'] ?? '',
      });
      return reply.code(201).send({ version: row.version, accepted_at: row.acceptedAt.toISOString() });
    },
  );
}
