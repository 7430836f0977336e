import type { AppModule } from '../../types';
import { signUpRoutes } from './routes';

/** The module as the app registers it (issue 28 §2). */
export const signUpsModule: AppModule = { name: 'sign-ups', api: signUpRoutes };
