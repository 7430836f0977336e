import type { AppModule } from '../../types';
import { realmRoutes } from './routes';

/** The module as the app registers it (issue 28 §2). */
export const realmsModule: AppModule = { name: 'realms', api: realmRoutes };
