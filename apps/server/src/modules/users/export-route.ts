import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ZUserExportQuerySchema } from '@ared/contract/users';
import { exportFileNameToday } from '../../lib/csv-export/file-name';
import { csvExportResponse } from '../../lib/csv-export/openapi';
import { sendCsvExport } from '../../lib/csv-export/send-csv-export';
import { ownPartnerId } from '../../plugins/auth/caller';
import { USER_EXPORT_COLUMNS, userExportQuery } from './export';

/** GET auth/users/export/: the people list's filtered rows as CSV, streamed (decision 051); who sees the list. */
export async function userExportRoutes(app: FastifyInstance): Promise<void> {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/auth/users/export/',
    {
      schema: {
        tags: ['users'],
        summary: "The partner's people the list's filters select, as CSV (every row, streamed)",
        querystring: ZUserExportQuerySchema,
        ...csvExportResponse,
      },
    },
    async (request, reply) => {
      const { partner, ...q } = request.query;
      return sendCsvExport(request, reply, {
        fileName: exportFileNameToday(app.deps, 'users', q),
        columns: USER_EXPORT_COLUMNS,
        query: userExportQuery(app.deps.database.db, ownPartnerId(request, partner), {
          smeId: q.sme,
          role: q.role,
          userType: q.user_type,
          isActive: q.is_active,
          search: q.search,
        }),
      });
    },
  );
}
