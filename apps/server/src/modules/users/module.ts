import type { AppModule } from '../../types';
import { userExportRoutes } from './export-route';
import { userRoutes } from './routes';

/** The module as the app registers it (issue 28 §2). */
export const usersModule: AppModule = {
  name: 'users',
  api: async (scope) => {
    await scope.register(userRoutes);
    await scope.register(userExportRoutes);
  },
};
