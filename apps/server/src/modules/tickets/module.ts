import type { AppModule } from '../../types';
import { ticketConversationRoutes } from './conversation-routes';
import { ticketExportRoutes } from './export-route';
import { ticketInboundMailRoutes } from './inbound-route';
import { ticketRoutes } from './routes';
import { supportDeskRoutes } from './support-desk-routes';

/** The module as the app registers it (issue 28 §2). */
export const ticketsModule: AppModule = {
  name: 'tickets',
  api: async (scope) => {
    await scope.register(ticketRoutes);
    await scope.register(ticketExportRoutes);
    await scope.register(ticketConversationRoutes);
    await scope.register(ticketInboundMailRoutes);
    await scope.register(supportDeskRoutes);
  },
};
