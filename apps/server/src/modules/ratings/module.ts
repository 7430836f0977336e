import type { AppModule } from '../../types';
import { ratingRoutes } from './routes';

/** The module as the app registers it (issue 28 §2). */
export const ratingsModule: AppModule = { name: 'ratings', api: ratingRoutes };
