import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod/mini';
import {
  ZBillingListQuerySchema,
  ZBillingPageSchema,
  ZPauseBillingRequestSchema,
  ZPaymentListQuerySchema,
  ZPaymentPageSchema,
  ZPaymentRequestSchema,
  ZPaymentResponseSchema,
  ZSmeBillingActionSchema,
  ZSmsPackageListSchema,
} from '@ared/contract/billing';
import { ZBadRequestSchema, ZDetailSchema, ZIdParamsSchema, ZIdParamSchema } from '@ared/contract/common';
import { billingToday } from '../../lib/today';
import { currentUser, ownPartnerId } from '../../plugins/auth/caller';
import { invoicePdf } from './invoices';
import { markBillingPaid, paymentListSource } from './payments';
import { type BillingKind, billingListSource } from './queries';
import { pagedList } from '../../lib/list/paged-list';
import { BILLING_ACTIVATED, activateBilling, setBillingPaused } from './sme-billing-actions';
import { listSmsPackages } from './sms-packages';

const errors = { 400: ZBadRequestSchema, 401: ZDetailSchema, 403: ZDetailSchema, 404: ZDetailSchema };
/** Billing is not in the Kiosk plan; only a partner admin handles money (decision 011). */
const billingArea = { plan: 'billing' } as const;
const adminOnly = (action: string) => ({ ...billingArea, role: 'partner_admin', action }) as const;

export async function billingRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const db = () => app.deps.database.db;
  const billingConfig = app.deps.config.billing;
  const today = () => billingToday(app.deps);
  const tags = ['billing'];

  const listOf = (kind: BillingKind) => async (request: FastifyRequest) => {
    // Already validated (and coerced) by the route's querystring schema.
    const q = request.query as z.output<typeof ZBillingListQuerySchema>;
    const source = billingListSource(
      app.deps.database,
      ownPartnerId(request, q.partner),
      today(),
      { kind, smeId: q.sme, isPaid: q.is_paid },
      q.ordering,
    );
    return pagedList(request, db(), { page: q.page, pageSize: q.page_size }, source);
  };
  r.get(
    '/partner/billing/',
    {
      config: { requires: billingArea },
      schema: {
        tags,
        summary: "The partner's subscription billings, latest due date first (paginated)",
        querystring: ZBillingListQuerySchema,
        response: { 200: ZBillingPageSchema, ...errors },
      },
    },
    listOf('subscription'),
  );
  r.get(
    '/partner/sms-package/billing/',
    {
      config: { requires: billingArea },
      schema: {
        tags,
        summary: "The partner's SMS package billings, latest due date first (paginated)",
        querystring: ZBillingListQuerySchema,
        response: { 200: ZBillingPageSchema, ...errors },
      },
    },
    listOf('sms'),
  );

  r.get(
    '/partner/sms-package/',
    {
      config: { requires: billingArea },
      schema: {
        tags,
        summary: "The partner's SMS packages (an SME on one gets an SMS billing every cycle)",
        querystring: z.object({ partner: z.optional(ZIdParamSchema) }),
        response: { 200: ZSmsPackageListSchema, ...errors },
      },
    },
    async (request) => listSmsPackages(db(), ownPartnerId(request, request.query.partner)),
  );

  r.get(
    '/partner/billing/payment/',
    {
      config: { requires: billingArea },
      schema: {
        tags,
        summary: 'Payments recorded for the partner’s billings, latest first (paginated)',
        querystring: ZPaymentListQuerySchema,
        response: { 200: ZPaymentPageSchema, ...errors },
      },
    },
    async (request) => {
      const q = request.query;
      const source = paymentListSource(db(), ownPartnerId(request, q.partner), q.ordering);
      return pagedList(request, db(), { page: q.page, pageSize: q.page_size }, source);
    },
  );

  r.post(
    '/partner/billing/payment/',
    {
      config: { requires: adminOnly('mark billings as paid') },
      schema: {
        tags,
        summary: "Mark As Paid: record a manual payment of an SME's latest unpaid billing",
        body: ZPaymentRequestSchema,
        response: { 200: ZPaymentResponseSchema, ...errors },
      },
    },
    async (request) => {
      const payment = await markBillingPaid(
        db(),
        {
          partnerId: ownPartnerId(request),
          userId: currentUser(request).id,
          today: today(),
          now: app.deps.clock.now(),
        },
        request.body,
      );
      return { detail: 'The billing marked as paid successfully', payment };
    },
  );

  r.post(
    '/partner/billing/activate/',
    {
      config: { requires: adminOnly('activate billing') },
      schema: {
        tags,
        summary: 'Activate Billing: open the first billing of an SME whose trial has ended and has none',
        body: ZSmeBillingActionSchema,
        response: { 200: ZDetailSchema, ...errors },
      },
    },
    async (request) => {
      await activateBilling(
        db(),
        { partnerId: ownPartnerId(request), today: today(), usdToRwf: billingConfig.usdToRwf },
        request.body.sme_id,
      );
      return { detail: BILLING_ACTIVATED };
    },
  );

  r.post(
    '/partner/billing/pause/',
    {
      config: { requires: adminOnly('pause or resume billing') },
      schema: {
        tags,
        summary: "Pause or resume the SME's current unpaid billing",
        body: ZPauseBillingRequestSchema,
        response: { 200: ZDetailSchema, ...errors },
      },
    },
    async (request) => ({
      detail: await setBillingPaused(
        db(),
        { partnerId: ownPartnerId(request), today: today() },
        request.body.sme_id,
        request.body.action,
      ),
    }),
  );

  r.get(
    '/partner/invoice/:id/pdf/',
    {
      config: { requires: billingArea },
      schema: {
        tags,
        summary: 'The invoice as a PDF file (invoice_{number}.pdf)',
        params: ZIdParamsSchema,
        produces: ['application/pdf'],
        response: { 200: z.any().check(z.describe('application/pdf')), ...errors },
      },
    },
    async (request, reply) => {
      const { fileName, pdf } = await invoicePdf(
        db(),
        ownPartnerId(request),
        request.params.id,
        billingConfig.timeZone,
      );
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="${fileName}"`)
        .header('cache-control', 'private, no-store')
        .send(pdf);
    },
  );
}
