import type { AppModule } from '../../types';
import { passwordRoutes } from './routes';

/** The module as the app registers it (issue 28 §2). */
export const passwordsModule: AppModule = { name: 'passwords', api: passwordRoutes };
