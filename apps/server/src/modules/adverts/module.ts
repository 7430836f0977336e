import type { AppModule } from '../../types';
import { advertRoutes } from './routes';

/** The module as the app registers it (issue 28 §2). */
export const advertsModule: AppModule = { name: 'adverts', api: advertRoutes };
