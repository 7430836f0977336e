import type { AppModule } from '../../types';
import { couponRoutes } from './routes';

/** The module as the app registers it (issue 28 §2). */
export const couponsModule: AppModule = { name: 'coupons', api: couponRoutes };
