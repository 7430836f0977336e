import type { AppModule } from '../../types';
import { categoryRoutes } from './category-routes';
import { fileExportRoutes } from './file-export-route';
import { fileRoutes } from './file-routes';
import { deviceContentRoutes } from './device-routes';
import { storageRoutes } from './storage-routes';

/** The module as the app registers it (issue 28 §2). */
export const mediaModule: AppModule = {
  name: 'media',
  api: async (scope) => {
    await scope.register(categoryRoutes);
    await scope.register(fileRoutes);
    await scope.register(fileExportRoutes);
    await scope.register(storageRoutes);
  },
  device: deviceContentRoutes,
};
