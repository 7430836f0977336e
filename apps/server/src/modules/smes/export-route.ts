import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ZSmeExportQuerySchema } from '@ared/contract/smes';
import { exportFileNameToday } from '../../lib/csv-export/file-name';
import { csvExportResponse } from '../../lib/csv-export/openapi';
import { sendCsvExport } from '../../lib/csv-export/send-csv-export';
import { billingToday } from '../../lib/today';
import { ownPartnerId } from '../../plugins/auth/caller';
import { smeExportColumns, smeExportQuery } from './export';

/** GET smes/export/: the SME list's filtered rows as CSV, streamed (decision 051); who sees the list. */
export async function smeExportRoutes(app: FastifyInstance): Promise<void> {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/smes/export/',
    {
      config: { requires: { plan: 'smes' } },
      schema: {
        tags: ['smes'],
        summary: "The partner's SMEs the list's tabs, flags and search select, as CSV (every row, streamed)",
        querystring: ZSmeExportQuerySchema,
        ...csvExportResponse,
      },
    },
    async (request, reply) => {
      const { partner, ...q } = request.query;
      const today = billingToday(app.deps);
      return sendCsvExport(request, reply, {
        fileName: exportFileNameToday(app.deps, 'smes', q),
        columns: smeExportColumns(today),
        query: smeExportQuery(app.deps.database.db, ownPartnerId(request, partner), today, {
          tab: q.tab,
          isActive: q.is_active,
          isTerminated: q.is_terminated,
          hasOverdueBilling: q.has_overdue_billing,
          search: q.search,
        }),
      });
    },
  );
}
