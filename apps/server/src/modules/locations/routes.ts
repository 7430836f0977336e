import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ZBadRequestSchema, ZDetailSchema } from '@ared/contract/common';
import { ZLocationsQuerySchema, ZLocationsResponseSchema } from '@ared/contract/locations';
import { ownPartnerId } from '../../plugins/auth/caller';
import { locations } from './queries';

export async function locationRoutes(app: FastifyInstance): Promise<void> {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/locations/',
    {
      schema: {
        tags: ['locations'],
        summary: 'Located routers and kiosks for the map (at most 1000)',
        querystring: ZLocationsQuerySchema,
        response: {
          200: ZLocationsResponseSchema,
          400: ZBadRequestSchema,
          401: ZDetailSchema,
          403: ZDetailSchema,
          404: ZDetailSchema,
        },
      },
    },
    async (request) => locations(app.deps.database.db, ownPartnerId(request), request.query.type),
  );
}
