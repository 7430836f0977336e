import type { AppModule } from '../../types';
import { menuRoutes } from './routes';

/** The module as the app registers it (issue 28 §2). */
export const menusModule: AppModule = { name: 'menus', api: menuRoutes };
