import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod/mini';
import { ZBadRequestSchema, ZDetailSchema } from '@ared/contract/common';
import { ZVoucherBatchListQuerySchema, ZVoucherBatchPageSchema } from '@ared/contract/vouchers';
import { notFound } from '../../../../lib/http-errors';
import { ownPartnerId } from '../../../../plugins/auth/caller';
import { listBatches } from './batch-list';
import { loadBatch } from './batch-query';
import { renderVoucherCsv } from './sheet-csv';
import { renderVoucherSheet } from './sheet-pdf';

const ZBatchParamsSchema = z.object({
  slug: z.string(),
  /** Any text: one that is not a batch of the caller's partner answers 404, as a missing row does. */
  batch: z.string(),
});
const errors = { 401: ZDetailSchema, 403: ZDetailSchema, 404: ZDetailSchema };
/** Vouchers belong to the plan area 'routers' (the Kiosk plan has none); staff may print them. */
const config = { auth: 'voucher-admin', requires: { plan: 'routers' } } as const;

/** The past batches, and a batch of vouchers as a printable PDF sheet and a CSV. Mounted at /radius/{slug}/admin. */
export async function voucherPrintRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['vouchers'];
  const timeZone = app.deps.config.billing.timeZone;

  const batchOf = async (partnerId: number, batch: string) => {
    const vouchers = await loadBatch(app.deps.database.db, partnerId, batch);
    if (vouchers.length === 0) throw notFound();
    return vouchers;
  };

  r.get(
    '/vouchers/batches',
    {
      config,
      schema: {
        tags,
        summary:
          "The partner's past batches (each create), newest first, to print or download again; before= pages on",
        params: z.object({ slug: z.string() }),
        querystring: ZVoucherBatchListQuerySchema,
        response: { 200: ZVoucherBatchPageSchema, 400: ZBadRequestSchema, ...errors },
      },
    },
    async (request) => listBatches(app.deps.database.db, ownPartnerId(request), request.query),
  );

  r.get(
    '/vouchers/batches/:batch/sheet.pdf',
    {
      config,
      schema: {
        tags,
        summary: 'The vouchers of one bulk create as a printable A4 sheet of cards with QR codes',
        params: ZBatchParamsSchema,
        produces: ['application/pdf'],
        response: { 200: z.any().check(z.describe('application/pdf')), ...errors },
      },
    },
    async (request, reply) => {
      const vouchers = await batchOf(ownPartnerId(request), request.params.batch);
      const pdf = await renderVoucherSheet(vouchers, {
        title: `Wi-Fi vouchers · ${vouchers[0]!.network}`,
        timeZone,
      });
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="vouchers-${request.params.batch}.pdf"`)
        .header('cache-control', 'private, no-store')
        .send(pdf);
    },
  );

  r.get(
    '/vouchers/batches/:batch/sheet.csv',
    {
      config,
      schema: {
        tags,
        summary:
          'The vouchers of one bulk create as CSV: code, duration_minutes, multi_user, expires, network',
        params: ZBatchParamsSchema,
        produces: ['text/csv'],
        response: { 200: z.string().check(z.describe('text/csv')), ...errors },
      },
    },
    async (request, reply) => {
      const vouchers = await batchOf(ownPartnerId(request), request.params.batch);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="vouchers-${request.params.batch}.csv"`)
        .header('cache-control', 'private, no-store')
        .send(renderVoucherCsv(vouchers));
    },
  );
}
