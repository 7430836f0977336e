import type { AppModule } from '../../types';
import { kioskExportRoutes } from './export-route';
import { kioskRoutes } from './routes';

/** The module as the app registers it (issue 28 §2). */
export const kiosksModule: AppModule = {
  name: 'kiosks',
  api: async (scope) => {
    await scope.register(kioskRoutes);
    await scope.register(kioskExportRoutes);
  },
};
