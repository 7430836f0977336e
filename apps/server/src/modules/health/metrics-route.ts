import type { FastifyInstance } from 'fastify';
import { ZDetailSchema } from '@ared/contract/common';
import { HttpError, notFound, unauthorized } from '../../lib/http-errors';
import { bearerMatches } from '../../lib/secrets';

/**
 * GET /metrics: the Prometheus text format, for a scraper sending `Authorization: Bearer $METRICS_TOKEN`
 * (route patterns, job names and load are not for anyone on the internet). Without METRICS_TOKEN the
 * endpoint is off (404). Refusals log at debug only: anyone may probe it.
 */
export async function metricsRoute(app: FastifyInstance): Promise<void> {
  app.get(
    '/metrics',
    {
      config: { auth: 'public', quietRefusals: true },
      schema: {
        tags: ['health'],
        summary: 'Prometheus metrics (Bearer METRICS_TOKEN; 404 when it is not set)',
        response: { 401: ZDetailSchema, 404: ZDetailSchema },
      },
    },
    async (request, reply) => {
      const token = app.deps.config.metricsToken;
      if (token === undefined) throw notFound();
      if (!bearerMatches(request.headers.authorization, token)) throw unauthorized('Invalid metrics token.');
      const { registry } = app.metrics;
      try {
        return reply.type(registry.contentType).send(await registry.metrics());
      } catch {
        throw new HttpError(503, 'The metrics could not be collected.');
      }
    },
  );
}
