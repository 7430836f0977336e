import type { AppModule } from '../../types';
import { locationRoutes } from './routes';

/** The module as the app registers it (issue 28 §2). */
export const locationsModule: AppModule = { name: 'locations', api: locationRoutes };
