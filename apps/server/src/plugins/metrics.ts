import type { FastifyInstance } from 'fastify';
import type { Metrics } from '../lib/metrics';

/* eslint-disable @typescript-eslint/consistent-type-definitions -- module augmentation needs an interface */
declare module 'fastify' {
  interface FastifyInstance {
    /** The app's Prometheus instruments (issue 33 §3): modules record through them, /metrics reads them. */
    metrics: Metrics;
  }
}
/* eslint-enable @typescript-eslint/consistent-type-definitions */

/**
 * Every answered request is counted by its route's pattern (`/v1/routers/:id/`, never the raw URL, so the
 * labels stay few), method and status; a request no route matched is 'unmatched'.
 */
export function registerMetrics(app: FastifyInstance, metrics: Metrics): void {
  app.decorate('metrics', metrics);
  metrics.readPoolUsage(() => app.deps.database.connections());
  app.addHook('onResponse', async (request, reply) => {
    metrics.httpRequest(
      request.method,
      request.routeOptions.url ?? 'unmatched',
      reply.statusCode,
      reply.elapsedTime / 1000,
    );
  });
}
