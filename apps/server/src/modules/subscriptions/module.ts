import type { AppModule } from '../../types';
import { subscriptionRoutes } from './routes';

/** The module as the app registers it (issue 28 §2). */
export const subscriptionsModule: AppModule = { name: 'subscriptions', api: subscriptionRoutes };
