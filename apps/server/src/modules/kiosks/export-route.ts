import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ZKioskExportQuerySchema } from '@ared/contract/kiosks';
import { exportFileNameToday } from '../../lib/csv-export/file-name';
import { csvExportResponse } from '../../lib/csv-export/openapi';
import { sendCsvExport } from '../../lib/csv-export/send-csv-export';
import { ownPartnerId } from '../../plugins/auth/caller';
import { KIOSK_EXPORT_COLUMNS, kioskExportQuery } from './export';

/** GET kiosks/export/: the Kiosks list's filtered rows as CSV, streamed (decision 051); who sees the list. */
export async function kioskExportRoutes(app: FastifyInstance): Promise<void> {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/kiosks/export/',
    {
      config: { requires: { plan: 'kiosks' } },
      schema: {
        tags: ['kiosks'],
        summary: "The partner's kiosks the list's filters select, as CSV (every row, streamed)",
        querystring: ZKioskExportQuerySchema,
        ...csvExportResponse,
      },
    },
    async (request, reply) => {
      const { partner, ...filters } = request.query;
      return sendCsvExport(request, reply, {
        fileName: exportFileNameToday(app.deps, 'kiosks', filters),
        columns: KIOSK_EXPORT_COLUMNS,
        query: kioskExportQuery(app.deps.database.db, ownPartnerId(request, partner), {
          hasBeenAssigned: filters.has_been_assigned_mf,
          assignedTo: filters.assigned_to,
          search: filters.search,
        }),
      });
    },
  );
}
