import type { AppModule } from '../../types';
import { kioskRoutes } from './routes';

/** The module as the app registers it (issue 28 §2). */
export const kiosksModule: AppModule = { name: 'kiosks', api: kioskRoutes };
