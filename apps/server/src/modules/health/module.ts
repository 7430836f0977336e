import type { AppModule } from '../../types';
import { metricsRoute } from './metrics-route';
import { healthRoutes } from './routes';

/** The module as the app registers it (issue 28 §2). */
export const healthModule: AppModule = {
  name: 'health',
  root: async (scope) => {
    await scope.register(healthRoutes, { prefix: '/api' });
    await scope.register(metricsRoute);
  },
};
