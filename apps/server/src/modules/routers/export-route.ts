import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ZRouterExportQuerySchema } from '@ared/contract/routers';
import { csvExportResponse } from '../../lib/csv-export/openapi';
import { exportFileNameToday } from '../../lib/csv-export/file-name';
import { sendCsvExport } from '../../lib/csv-export/send-csv-export';
import { ownPartnerId } from '../../plugins/auth/caller';
import { ROUTER_EXPORT_COLUMNS, routerExportQuery } from './export';
import { routerFiltersOf } from './filters';

/** GET routers/export/: the Routers list's filtered rows as CSV, streamed (decision 051); who sees the list. */
export async function routerExportRoutes(app: FastifyInstance): Promise<void> {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/routers/export/',
    {
      config: { requires: { plan: 'routers' } },
      schema: {
        tags: ['routers'],
        summary: "The partner's routers the list's filters select, as CSV (every row, streamed)",
        querystring: ZRouterExportQuerySchema,
        ...csvExportResponse,
      },
    },
    async (request, reply) => {
      const q = request.query;
      const { partner: _partner, ...filters } = q;
      return sendCsvExport(request, reply, {
        fileName: exportFileNameToday(app.deps, 'routers', filters),
        columns: ROUTER_EXPORT_COLUMNS,
        query: routerExportQuery(app.deps.database.db, ownPartnerId(request, q.partner), routerFiltersOf(q)),
      });
    },
  );
}
