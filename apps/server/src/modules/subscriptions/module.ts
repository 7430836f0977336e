import type { AppModule } from '../../types';
import { packageRoutes } from './package-routes';
import { subscriptionRoutes } from './routes';

/** The module as the app registers it (issue 28 §2). */
export const subscriptionsModule: AppModule = {
  name: 'subscriptions',
  api: async (scope) => {
    await scope.register(subscriptionRoutes);
    await scope.register(packageRoutes);
  },
};
