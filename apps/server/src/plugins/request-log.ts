import type { FastifyInstance } from 'fastify';

/** A request slower than this is logged at warn whatever its outcome. */
export const SLOW_REQUEST_MS = 1000;

/**
 * One line per request instead of Fastify's two at info (which a few hundred boxes' heartbeats turn into
 * most of the log): a request that went well is a debug line; a refused one (4xx) is info, a slow one
 * warn and a failed one (5xx) error, so what needs a look stays visible at the default level. 429s are
 * debug: a flood is what the limiter answers cheaply, and a log line per refused request would undo that.
 * The path is logged without its query string (searches carry names and emails).
 */
export function registerRequestLog(app: FastifyInstance, { slowMs = SLOW_REQUEST_MS } = {}): void {
  app.addHook('onResponse', async (request, reply) => {
    const status = reply.statusCode;
    const ms = Math.round(reply.elapsedTime);
    const entry = {
      method: request.method,
      path: request.url.split('?')[0],
      route: request.routeOptions.url,
      status,
      ms,
    };
    if (status >= 500) request.log.error(entry, 'request failed');
    else if (ms >= slowMs) request.log.warn(entry, 'slow request');
    else if (status >= 400 && status !== 429) request.log.info(entry, 'request refused');
    else request.log.debug(entry, 'request completed');
  });
}
