import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ZDetailSchema, ZIdParamsSchema } from '@ared/contract/common';
import { ZGeneralAnalyticsSchema } from '@ared/contract/partners';
import { ownPartnerId } from '../../plugins/auth/caller';
import { generalAnalytics } from './queries';

export async function partnerRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/partners/:id/general-analytics/',
    {
      schema: {
        tags: ['partners'],
        summary: 'Home dashboard counts: micro franchisees, kiosks, SMEs, routers',
        params: ZIdParamsSchema,
        response: {
          200: ZGeneralAnalyticsSchema,
          401: ZDetailSchema,
          403: ZDetailSchema,
          404: ZDetailSchema,
        },
      },
    },
    // Another partner's id answers exactly like an id that does not exist.
    async (request) => generalAnalytics(app.deps.database.db, ownPartnerId(request, request.params.id)),
  );
}
