import type { AppModule } from '../../types';
import { ticketRoutes } from './routes';

/** The module as the app registers it (issue 28 §2). */
export const ticketsModule: AppModule = { name: 'tickets', api: ticketRoutes };
