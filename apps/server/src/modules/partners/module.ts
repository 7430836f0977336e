import type { AppModule } from '../../types';
import type { NasDirectory } from '../guest-access';
import { partnerRoutes } from './routes';
import { partnerSettingsRoutes } from './settings-routes';

/** The module as the app registers it (issue 28 §2); a speed change forgets the cached boxes (decision 063). */
export const partnersModule = (caches: { nas: NasDirectory }): AppModule => ({
  name: 'partners',
  api: async (scope) => {
    await scope.register(partnerRoutes);
    await scope.register(partnerSettingsRoutes, caches);
  },
});
