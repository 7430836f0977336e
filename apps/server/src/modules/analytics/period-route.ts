import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ZBadRequestSchema, ZDetailSchema } from '@ared/contract/common';
import { ZAnalyticsPeriodSchema, ZTimeRangeQuerySchema } from '@ared/contract/analytics';
import { analyticsPeriod } from './period';

/**
 * GET analytics/period/?time_range=: the days a duration covers, from the same `analyticsRange` every
 * analytics call and report reads, so the page states the range its figures are of (decision 052).
 */
export async function analyticsPeriodRoute(app: FastifyInstance): Promise<void> {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/analytics/period/',
    {
      schema: {
        tags: ['analytics'],
        summary: "The first and last local day of a duration, in the partners' time zone",
        querystring: ZTimeRangeQuerySchema,
        response: { 200: ZAnalyticsPeriodSchema, 400: ZBadRequestSchema, 401: ZDetailSchema },
      },
    },
    async (request) =>
      analyticsPeriod(request.query.time_range, app.deps.clock.now(), app.deps.config.billing.timeZone),
  );
}
