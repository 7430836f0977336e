import type { AppModule } from '../../types';
import { healthRoutes } from './routes';

/** The module as the app registers it (issue 28 §2). */
export const healthModule: AppModule = {
  name: 'health',
  root: async (scope) => {
    await scope.register(healthRoutes, { prefix: '/api' });
  },
};
