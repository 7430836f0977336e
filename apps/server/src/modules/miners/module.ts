import type { AppModule } from '../../types';
import { minerRoutes } from './routes';

/** The module as the app registers it (issue 28 §2). */
export const minersModule: AppModule = { name: 'miners', api: minerRoutes };
