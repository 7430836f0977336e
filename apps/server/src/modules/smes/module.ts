import type { AppModule } from '../../types';
import { smeRoutes } from './routes';

/** The module as the app registers it (issue 28 §2). */
export const smesModule: AppModule = { name: 'smes', api: smeRoutes };
