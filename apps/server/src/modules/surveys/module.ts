import type { AppModule } from '../../types';
import { surveyRoutes } from './routes';

/** The module as the app registers it (issue 28 §2). */
export const surveysModule: AppModule = { name: 'surveys', api: surveyRoutes };
