import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ZBillingExportQuerySchema } from '@ared/contract/billing';
import { exportFileNameToday } from '../../lib/csv-export/file-name';
import { csvExportResponse } from '../../lib/csv-export/openapi';
import { sendCsvExport } from '../../lib/csv-export/send-csv-export';
import { ownPartnerId } from '../../plugins/auth/caller';
import { billingExportColumns, billingExportQuery } from './export';
import type { BillingKind } from './queries';

/**
 * GET partner/billing/export/ and partner/sms-package/billing/export/: the billing lists' filtered rows as
 * CSV, streamed (decision 051). The lists are in the Billing area for admins and staff alike (decision 011:
 * only recording money is admin-only), so are their exports.
 */
export async function billingExportRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const exportOf = (path: string, kind: BillingKind, table: string, item: string, what: string) =>
    r.get(
      path,
      {
        config: { requires: { plan: 'billing' } },
        schema: {
          tags: ['billing'],
          summary: `The partner's ${what} the list's filters select, as CSV (every row, streamed)`,
          querystring: ZBillingExportQuerySchema,
          ...csvExportResponse,
        },
      },
      async (request, reply) => {
        const { partner, ...q } = request.query;
        return sendCsvExport(request, reply, {
          fileName: exportFileNameToday(app.deps, table, q),
          columns: billingExportColumns(item),
          query: billingExportQuery(app.deps.database.db, ownPartnerId(request, partner), {
            kind,
            smeId: q.sme,
            isPaid: q.is_paid,
          }),
        });
      },
    );
  exportOf(
    '/partner/billing/export/',
    'subscription',
    'billing',
    'Subscription Plan',
    'subscription billings',
  );
  exportOf(
    '/partner/sms-package/billing/export/',
    'sms',
    'sms-billing',
    'SMS Package',
    'SMS package billings',
  );
}
