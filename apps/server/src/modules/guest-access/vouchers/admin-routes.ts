import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod/mini';
import { ZBadRequestSchema, ZDetailSchema } from '@ared/contract/common';
import {
  ZSessionIdParamsSchema,
  ZSessionListQuerySchema,
  ZSessionPageSchema,
  ZSessionSchema,
  ZVoucherBulkCreateRequestSchema,
  ZVoucherBulkCreateResponseSchema,
  ZVoucherBulkRevokeRequestSchema,
  ZVoucherBulkRevokeResponseSchema,
  ZVoucherCodeParamsSchema,
  ZVoucherCreateRequestSchema,
  ZVoucherListQuerySchema,
  ZVoucherPageSchema,
  ZVoucherSchema,
  ZVoucherStatsQuerySchema,
  ZVoucherStatsSchema,
  ZVoucherSmsRequestSchema,
  ZVoucherSmsResultSchema,
} from '@ared/contract/vouchers';
import { HttpError } from '../../../lib/http-errors';
import { pagedList } from '../../../lib/list/paged-list';
import { ownPartnerId } from '../../../plugins/auth/caller';
import { revokeVouchers } from './bulk-revoke';
import { servicePage } from './serialize';
import { sendVoucherSms } from './sms';
import { createVouchers, revokeVoucher, terminateSession } from './service';
import { sessionListSource, sessionsByIds } from './session-list';
import { partnerStats, routerStats } from './stats';
import { parseVoucherListFilters } from './list-filters';
import { voucherListSource, vouchersByIds } from './voucher-list';

const errors = {
  400: ZBadRequestSchema,
  401: ZDetailSchema,
  403: ZDetailSchema,
  404: ZDetailSchema,
  409: ZDetailSchema,
};
/** Vouchers belong to Router Management (the Kiosk plan lacks it); staff run them day to day (decision 011). */
const config = { auth: 'voucher-admin', requires: { plan: 'routers' } } as const;
const ZSlugParamsSchema = z.object({ slug: z.string().check(z.maxLength(200)) });

/** The voucher service's admin calls (part 2 §4): vouchers, sessions, stats. Mounted at /radius/{slug}/admin. */
export async function voucherAdminRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const deps = () => app.deps;
  const tags = ['voucher service'];

  r.get(
    '/vouchers',
    {
      config,
      schema: {
        tags,
        summary:
          "The partner's vouchers, newest first; status and expired filter the stored state, search the code, realm and start_date/end_date the creation",
        params: ZSlugParamsSchema,
        querystring: ZVoucherListQuerySchema,
        response: { 200: ZVoucherPageSchema, ...errors },
      },
    },
    async (request) => {
      const { page, limit, ...query } = request.query;
      const partnerId = ownPartnerId(request);
      const timeZone = deps().config.billing.timeZone;
      const filters = await parseVoucherListFilters(deps().database.db, partnerId, query, timeZone);
      const source = voucherListSource(deps().database, partnerId, filters, deps().clock.now());
      const rows = await pagedList(request, deps().database.db, { page, pageSize: limit }, source);
      return servicePage('vouchers', rows, { current: page, limit });
    },
  );

  r.post(
    '/vouchers/create',
    {
      config,
      schema: {
        tags,
        summary: 'Create one voucher (a batch of one)',
        params: ZSlugParamsSchema,
        body: ZVoucherCreateRequestSchema,
        response: { 201: ZVoucherSchema, ...errors, 503: ZDetailSchema },
      },
    },
    async (request, reply) => {
      const partnerId = ownPartnerId(request);
      const made = await createVouchers(deps(), partnerId, { ...request.body, count: 1 });
      const [voucher] = await vouchersByIds(deps().database.db, partnerId, made.ids, deps().clock.now());
      if (!voucher) throw new HttpError(503, 'No free voucher code could be drawn. Please try again.');
      return reply.code(201).send(voucher);
    },
  );

  r.post(
    '/vouchers/create/bulk',
    {
      config,
      schema: {
        tags,
        summary: 'Create 1 to 100 vouchers as one batch (printable as a PDF sheet or CSV)',
        params: ZSlugParamsSchema,
        body: ZVoucherBulkCreateRequestSchema,
        response: { 201: ZVoucherBulkCreateResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const partnerId = ownPartnerId(request);
      const made = await createVouchers(deps(), partnerId, request.body);
      const created = await vouchersByIds(deps().database.db, partnerId, made.ids, deps().clock.now());
      return reply.code(201).send({
        created_count: created.length,
        failed_count: made.failed,
        batch_id: made.batchId,
        vouchers: created,
      });
    },
  );

  r.delete(
    '/vouchers/:code',
    {
      config,
      schema: {
        tags,
        summary: 'Revoke an active voucher by its code; its connected sessions are ended',
        params: z.extend(ZSlugParamsSchema, ZVoucherCodeParamsSchema.shape),
        response: { 200: ZVoucherSchema, ...errors },
      },
    },
    async (request) => {
      const partnerId = ownPartnerId(request);
      const id = await revokeVoucher(deps(), partnerId, request.params.code);
      const [voucher] = await vouchersByIds(deps().database.db, partnerId, [id], deps().clock.now());
      return voucher!;
    },
  );

  r.post(
    '/vouchers/revoke/bulk',
    {
      config,
      schema: {
        tags,
        summary:
          'Revoke up to 500 vouchers by code in one transaction: the active ones of the partner are revoked (their sessions ended), the rest skipped with a reason',
        params: ZSlugParamsSchema,
        body: ZVoucherBulkRevokeRequestSchema,
        response: { 200: ZVoucherBulkRevokeResponseSchema, ...errors },
      },
    },
    async (request) => revokeVouchers(deps(), ownPartnerId(request), request.body.codes),
  );

  r.post(
    '/vouchers/:code/sms/',
    {
      // The voucher SMS add-on (part 2 §3 has_voucher_sms_feature_enabled); staff send vouchers too.
      config: { ...config, requires: { ...config.requires, flag: 'has_voucher_sms_feature_enabled' } },
      schema: {
        tags,
        summary: "Send an active voucher to a guest's phone by SMS (recorded in the SMS log either way)",
        params: z.extend(ZSlugParamsSchema, ZVoucherCodeParamsSchema.shape),
        body: ZVoucherSmsRequestSchema,
        response: { 201: ZVoucherSmsResultSchema, ...errors, 502: ZDetailSchema },
      },
    },
    async (request, reply) => {
      const partnerId = ownPartnerId(request);
      const result = await sendVoucherSms(app, partnerId, request.params.code, request.body.phone);
      return reply.code(201).send(result);
    },
  );

  r.get(
    '/sessions',
    {
      config,
      schema: {
        tags,
        summary: "The partner's guest sessions, latest first",
        params: ZSlugParamsSchema,
        querystring: ZSessionListQuerySchema,
        response: { 200: ZSessionPageSchema, ...errors },
      },
    },
    async (request) => {
      const { page, limit, status } = request.query;
      const partnerId = ownPartnerId(request);
      const source = sessionListSource(deps().database, partnerId, status, deps().clock.now());
      const rows = await pagedList(request, deps().database.db, { page, pageSize: limit }, source);
      return servicePage('sessions', rows, { current: page, limit });
    },
  );

  r.delete(
    '/sessions/:id',
    {
      config,
      schema: {
        tags,
        summary: 'Terminate a connected session (its box gets a Disconnect-Request)',
        params: z.extend(ZSlugParamsSchema, ZSessionIdParamsSchema.shape),
        response: { 200: ZSessionSchema, ...errors },
      },
    },
    async (request) => {
      const partnerId = ownPartnerId(request);
      await terminateSession(deps(), partnerId, request.params.id);
      const [session] = await sessionsByIds(
        deps().database.db,
        partnerId,
        [request.params.id],
        deps().clock.now(),
      );
      return session!;
    },
  );

  r.get(
    '/stats',
    {
      config,
      schema: {
        tags,
        summary: "The partner's voucher and session stats, or one of its boxes' (router=serial)",
        params: ZSlugParamsSchema,
        querystring: ZVoucherStatsQuerySchema,
        response: { 200: ZVoucherStatsSchema, ...errors },
      },
    },
    async (request) => {
      const partnerId = ownPartnerId(request);
      const { router } = request.query;
      return router === undefined
        ? partnerStats(deps().database, partnerId)
        : routerStats(deps().database.db, partnerId, router);
    },
  );
}
