import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod/mini';
import { ZSessionExportQuerySchema, ZVoucherExportQuerySchema } from '@ared/contract/vouchers';
import { csvExportResponse } from '../../../../lib/csv-export/openapi';
import { exportFileNameToday } from '../../../../lib/csv-export/file-name';
import { sendCsvExport } from '../../../../lib/csv-export/send-csv-export';
import { ownPartnerId } from '../../../../plugins/auth/caller';
import { parseVoucherListFilters } from '../list-filters';
import { SESSION_EXPORT_COLUMNS, sessionExportQuery } from './session-export';
import { voucherExportColumns, voucherExportQuery } from './voucher-export';

/** Who runs the lists runs their exports: staff too, in the Router Management plans (as admin-routes.ts). */
const config = { auth: 'voucher-admin', requires: { plan: 'routers' } } as const;
const ZSlugParamsSchema = z.object({ slug: z.string().check(z.maxLength(200)) });

/**
 * GET vouchers/export and sessions/export under /radius/{slug}/admin: the Vouchers and Sessions lists'
 * filtered rows as CSV, streamed (decision 051).
 */
export async function voucherExportRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['voucher service'];
  const db = () => app.deps.database.db;

  r.get(
    '/vouchers/export',
    {
      config,
      schema: {
        tags,
        summary: "The partner's vouchers the list's filters select, as CSV (every row, streamed)",
        params: ZSlugParamsSchema,
        querystring: ZVoucherExportQuerySchema,
        ...csvExportResponse,
      },
    },
    async (request, reply) => {
      const partnerId = ownPartnerId(request);
      // The list's own parsing: the same search, realm (another partner's answers 404) and days.
      const timeZone = app.deps.config.billing.timeZone;
      const filters = await parseVoucherListFilters(db(), partnerId, request.query, timeZone);
      return sendCsvExport(request, reply, {
        fileName: exportFileNameToday(app.deps, 'vouchers', request.query),
        columns: voucherExportColumns(app.deps.clock.now()),
        query: voucherExportQuery(db(), partnerId, filters),
      });
    },
  );

  r.get(
    '/sessions/export',
    {
      config,
      schema: {
        tags,
        summary: "The partner's guest sessions the list's filter selects, as CSV (every row, streamed)",
        params: ZSlugParamsSchema,
        querystring: ZSessionExportQuerySchema,
        ...csvExportResponse,
      },
    },
    async (request, reply) =>
      sendCsvExport(request, reply, {
        fileName: exportFileNameToday(app.deps, 'sessions', request.query),
        columns: SESSION_EXPORT_COLUMNS,
        query: sessionExportQuery(db(), ownPartnerId(request), request.query.status),
      }),
  );
}
