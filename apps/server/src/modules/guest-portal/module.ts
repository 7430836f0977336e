// How the app mounts the guest portal (issue 28 §2); no other module uses it.
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import { type PortalVisitWriter, createPortalVisitWriter } from '../analytics';
import type { GuessThrottle, LoginFailureCounter, NasDirectory } from '../guest-access';
import type { AppModule } from '../../types';
import { type AdvertViewWriter, createAdvertViewWriter } from './advert-views';
import { type PortalModels, createPortalModels } from './portal-data';
import { settlePortalPurchases } from './purchase-settlement';
import { guestPortalRoutes } from './routes';

export type GuestPortal = { views: AdvertViewWriter; visits: PortalVisitWriter; models: PortalModels };

// What this module adds to the app (issue 28 §2: a module declares its own decorations).
/* eslint-disable @typescript-eslint/consistent-type-definitions */
declare module 'fastify' {
  interface FastifyInstance {
    /** The guest portal's advert-view and visit writers and its settings cache (decision 032). */
    guestPortal: GuestPortal;
  }
}
/* eslint-enable @typescript-eslint/consistent-type-definitions */

/**
 * The guest portal under /portal. Its advert-view and visit writers and its cache of portal settings are the app's:
 * drained when the app closes, and reachable by tests and benchmarks as `app.guestPortal`.
 */
export function guestPortalModule(
  app: FastifyInstance,
  { nas, failures, throttle }: { nas: NasDirectory; failures: LoginFailureCounter; throttle: GuessThrottle },
): AppModule {
  const views = createAdvertViewWriter(app.deps.database, (error) =>
    app.log.warn({ err: error }, 'advert views not written'),
  );
  const visits = createPortalVisitWriter(app.deps.database, (error) =>
    app.log.warn({ err: error }, 'portal visits not written'),
  );
  const models = createPortalModels(app.deps.database.db, app.deps.files);
  app.decorate('guestPortal', { views, visits, models } satisfies GuestPortal);
  app.addHook('onClose', async () => {
    await views.drain();
    await visits.drain();
  });
  // A confirmed mobile-money purchase makes its voucher (decision 078): registered with the payments module.
  settlePortalPurchases(app);
  const routes: FastifyPluginAsync = (scope) =>
    guestPortalRoutes(scope, { nas, views, visits, failures, throttle, models });
  return {
    name: 'guest-portal',
    root: async (scope) => {
      await scope.register(routes, { prefix: '/portal' });
    },
  };
}
