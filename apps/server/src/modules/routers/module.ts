import type { AppModule } from '../../types';
import type { DeviceKeyResolver } from '../devices';
import type { NasDirectory } from '../guest-access';
import { routerExportRoutes } from './export-route';
import { routerRoutes } from './routes';

/** Router Management; issuing a key or a RADIUS secret forgets the box in the caches that hold it. */
export const routersModule = (caches: { keys: DeviceKeyResolver; nas: NasDirectory }): AppModule => ({
  name: 'routers',
  api: async (scope) => {
    await scope.register(routerRoutes, caches);
    await scope.register(routerExportRoutes);
  },
});
