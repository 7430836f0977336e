import { type FastifyReply, type FastifyRequest, LogController } from 'fastify';

/** A request slower than this is logged at warn whatever its outcome. */
export const SLOW_REQUEST_MS = 1000;

/**
 * One line per request instead of Fastify's two at info (which a few hundred boxes' heartbeats turn into
 * most of the log): a request that went well is a debug line; a refused one (4xx) is info, a slow one
 * warn and a failed one (5xx) error, so what needs a look stays visible at the default level. 429s are
 * debug: a flood is what the limiter answers cheaply, and a log line per refused request would undo that.
 * A route may keep its refusals at debug too (`config.quietRefusals`: the inbound-mail webhook, decision 056).
 * The path is logged without its query string (searches carry names and emails).
 */
export class RequestLogController extends LogController {
  constructor(private readonly slowMs = SLOW_REQUEST_MS) {
    super();
  }

  override incomingRequest(): void {}

  // The request's own line (404, info) says it; Fastify's extra "Route … not found" line is debug.
  override routeNotFound(request: FastifyRequest): void {
    request.log.debug({ path: pathOf(request) }, 'route not found');
  }

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    const status = reply.statusCode;
    const ms = Math.round(reply.elapsedTime);
    const entry = {
      method: request.method,
      path: pathOf(request),
      route: request.routeOptions.url,
      status,
      ms,
    };
    if (error || status >= 500) reply.log.error({ ...entry, err: error ?? undefined }, 'request failed');
    else if (ms >= this.slowMs) reply.log.warn(entry, 'slow request');
    else if (status >= 400 && status !== 429 && !request.routeOptions.config?.quietRefusals)
      reply.log.info(entry, 'request refused');
    else reply.log.debug(entry, 'request completed');
  }
}

const pathOf = (request: FastifyRequest) => request.url.split('?')[0];
