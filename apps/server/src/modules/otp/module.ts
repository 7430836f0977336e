import type { AppModule } from '../../types';
import { otpRoutes } from './routes';

/** The module as the app registers it (issue 28 §2). */
export const otpModule: AppModule = { name: 'otp', api: otpRoutes };
