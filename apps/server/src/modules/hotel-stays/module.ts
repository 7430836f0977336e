import type { AppModule } from '../../types';
import { hotelStayRoutes } from './routes';

/** The HMS add-on's stays (issue 30 §3, decision 068), as the app registers it. */
export const hotelStaysModule: AppModule = { name: 'hotel-stays', api: hotelStayRoutes };
