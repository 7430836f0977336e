// What the app may use of the guest portal module (decision 015).
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import type { NasDirectory } from '../hotspot';
import { type AdvertViewWriter, createAdvertViewWriter } from './advert-views';
import { type PortalModels, createPortalModels } from './portal-data';
import { guestPortalRoutes } from './routes';

export type GuestPortal = { views: AdvertViewWriter; models: PortalModels };

/**
 * The guest portal under /portal. Its advert-view writer and its cache of portal settings are the app's:
 * drained when the app closes, and reachable by tests and benchmarks as `app.guestPortal`.
 */
export async function registerGuestPortal(
  app: FastifyInstance,
  { nas }: { nas: NasDirectory },
): Promise<void> {
  const views = createAdvertViewWriter(app.deps.database, (error) =>
    app.log.warn({ err: error }, 'advert views not written'),
  );
  const models = createPortalModels(app.deps.database.db, app.deps.files);
  app.decorate('guestPortal', { views, models } satisfies GuestPortal);
  app.addHook('onClose', async () => views.drain());
  const routes: FastifyPluginAsync = (scope) => guestPortalRoutes(scope, { nas, views, models });
  await app.register(routes, { prefix: '/portal' });
}
