import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ZMediaFileExportQuerySchema } from '@ared/contract/media';
import { exportFileNameToday } from '../../lib/csv-export/file-name';
import { csvExportResponse } from '../../lib/csv-export/openapi';
import { sendCsvExport } from '../../lib/csv-export/send-csv-export';
import { ownPartnerId } from '../../plugins/auth/caller';
import { contentArea } from './category-routes';
import { FILE_EXPORT_COLUMNS, fileExportQuery } from './file-export';

/** GET files/export/: the offline files list's filtered rows as CSV, streamed (decision 051); who sees the list. */
export async function fileExportRoutes(app: FastifyInstance): Promise<void> {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/files/export/',
    {
      config: { requires: contentArea },
      schema: {
        tags: ['media'],
        summary: "The partner's offline files the list's filters select, as CSV (every row, streamed)",
        querystring: ZMediaFileExportQuerySchema,
        ...csvExportResponse,
      },
    },
    async (request, reply) => {
      const q = request.query;
      const partnerId = ownPartnerId(request, q.realm__partner);
      ownPartnerId(request, q.realm__sme__partner);
      const query = await fileExportQuery(app.deps.database.db, partnerId, {
        realm: q.realm,
        partnerRealms: q.realm__partner !== undefined,
        smeRealms: q.realm__sme__partner !== undefined,
        sme: q.realm__sme,
        category: q.category,
        status: q.status,
        fileType: q.file_type,
        search: q.search,
      });
      return sendCsvExport(request, reply, {
        fileName: exportFileNameToday(app.deps, 'files', q),
        columns: FILE_EXPORT_COLUMNS,
        query,
      });
    },
  );
}
