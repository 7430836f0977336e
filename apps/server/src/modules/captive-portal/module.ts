import type { AppModule } from '../../types';
import { captivePortalRoutes } from './routes';

/** The module as the app registers it (issue 28 §2). */
export const captivePortalModule: AppModule = { name: 'captive-portal', api: captivePortalRoutes };
