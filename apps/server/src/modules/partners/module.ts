import type { AppModule } from '../../types';
import { partnerRoutes } from './routes';

/** The module as the app registers it (issue 28 §2). */
export const partnersModule: AppModule = { name: 'partners', api: partnerRoutes };
