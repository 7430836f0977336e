import type { AppModule } from '../../types';
import { authRoutes } from './routes';

/** The module as the app registers it (issue 28 §2). */
export const authModule: AppModule = { name: 'auth', api: authRoutes };
