import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ZTicketExportQuerySchema } from '@ared/contract/tickets';
import { exportFileNameToday } from '../../lib/csv-export/file-name';
import { csvExportResponse } from '../../lib/csv-export/openapi';
import { sendCsvExport } from '../../lib/csv-export/send-csv-export';
import { currentUser } from '../../plugins/auth/caller';
import { TICKET_EXPORT_COLUMNS, ticketExportQuery } from './export';

/** GET tickets/export/: the Tickets list's filtered rows as CSV, streamed (decision 051); admins and staff. */
export async function ticketExportRoutes(app: FastifyInstance): Promise<void> {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/tickets/export/',
    {
      schema: {
        tags: ['tickets'],
        summary: "The partner's support tickets the list's filters select, as CSV (every row, streamed)",
        querystring: ZTicketExportQuerySchema,
        ...csvExportResponse,
      },
    },
    async (request, reply) => {
      const q = request.query;
      const query = await ticketExportQuery(app.deps.database.db, currentUser(request).partnerId, {
        userSme: q.user__sme,
        department: q.department,
      });
      return sendCsvExport(request, reply, {
        fileName: exportFileNameToday(app.deps, 'tickets', q),
        columns: TICKET_EXPORT_COLUMNS,
        query,
      });
    },
  );
}
