import type { AppModule } from '../../types';
import { smeExportRoutes } from './export-route';
import { smeRoutes } from './routes';

/** The module as the app registers it (issue 28 §2). */
export const smesModule: AppModule = {
  name: 'smes',
  api: async (scope) => {
    await scope.register(smeRoutes);
    await scope.register(smeExportRoutes);
  },
};
