import type { AppModule } from '../../types';
import { termsRoutes } from './routes';

/** The module as the app registers it (issue 28 §2). */
export const termsModule: AppModule = { name: 'terms', api: termsRoutes };
