import type { AppModule } from '../../types';
import { userRoutes } from './routes';

/** The module as the app registers it (issue 28 §2). */
export const usersModule: AppModule = { name: 'users', api: userRoutes };
