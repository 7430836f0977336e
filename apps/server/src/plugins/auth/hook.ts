import type { FastifyInstance } from 'fastify';
import type { RouteAuth } from '../../types';
import { enforceRequires } from './requires';
import { SIGNS_IN_DASHBOARD_USER, STRATEGIES } from './strategies';
import type { AuthContext } from './strategy';
import { refuseOtherPartners } from './tenant';

/** A route without `config.auth` is a dashboard user's route (after the one-time password). */
export const DEFAULT_AUTH: RouteAuth = 'dashboard-user';

/**
 * One hook authenticates every route of the scope it is registered in, with the strategy the route
 * declares, then applies the route's `config.requires` (role, plan, add-on). A second hook, once the body
 * is parsed and before it is validated, refuses any other partner's id a dashboard caller names.
 */
export function registerAuth(app: FastifyInstance, ctx: AuthContext): void {
  app.decorateRequest('user', null);
  app.decorateRequest('device', null);
  // preParsing: after every onRequest hook (the rate limit counts refused attempts too), before the body
  // is read, so an unauthenticated caller's body is never parsed.
  app.addHook('preParsing', async (request) => {
    if (!request.routeOptions.url) return; // unknown route: the 404 handler answers
    const config = request.routeOptions.config;
    await STRATEGIES[config?.auth ?? DEFAULT_AUTH](app, request, ctx);
    if (config?.requires) await enforceRequires(app, request, config.requires);
  });
  app.addHook('preValidation', async (request) => {
    if (!request.routeOptions.url) return;
    if (SIGNS_IN_DASHBOARD_USER.has(request.routeOptions.config?.auth ?? DEFAULT_AUTH))
      refuseOtherPartners(request);
  });
}
