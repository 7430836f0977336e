import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ZBadRequestSchema, ZDetailSchema, ZIdParamsSchema } from '@ared/contract/common';
import {
  ZGeneralAnalyticsSchema,
  ZMicroFranchiseeSignupsQuerySchema,
  ZMonthlySignupsSchema,
  ZUserAnalyticsSchema,
} from '@ared/contract/partners';
import { ZPartnerCurrencySchema, ZPartnerCurrencyUpdateRequestSchema } from '@ared/contract/currencies';
import { ownPartnerId } from '../../plugins/auth/caller';
import { partnerCurrency, setDisplayCurrency } from './currency';
import { microFranchiseeSignups, userAnalytics } from './micro-franchisee-analytics';
import { generalAnalytics } from './queries';

const errors = { 401: ZDetailSchema, 403: ZDetailSchema, 404: ZDetailSchema };
/** Micro franchisees are Micro Franchisee Management, which the SME plan lacks (decision 011). */
const microFranchiseesArea = { plan: 'micro_franchisees' } as const;

// In every route, another partner's id answers exactly like an id that does not exist (decision 003).
export async function partnerRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const db = () => app.deps.database.db;
  const tags = ['partners'];
  r.get(
    '/partners/:id/general-analytics/',
    {
      schema: {
        tags,
        summary: 'Home dashboard counts: micro franchisees, kiosks, SMEs, routers, offline boxes',
        params: ZIdParamsSchema,
        response: { 200: ZGeneralAnalyticsSchema, ...errors },
      },
    },
    async (request) => generalAnalytics(db(), ownPartnerId(request, request.params.id)),
  );
  r.get(
    '/partners/:id/user-analytics/',
    {
      config: { requires: microFranchiseesArea },
      schema: {
        tags,
        summary: "The partner's micro franchisees: total, female, male and active",
        params: ZIdParamsSchema,
        response: { 200: ZUserAnalyticsSchema, ...errors },
      },
    },
    async (request) => userAnalytics(db(), ownPartnerId(request, request.params.id)),
  );
  r.get(
    '/partners/:id/micro-franchisee-signups/',
    {
      config: { requires: microFranchiseesArea },
      schema: {
        tags,
        summary:
          'Micro franchisees who joined in each of the last `months` calendar months (UTC, default 12, at most 36), oldest first, months without sign-ups as 0',
        params: ZIdParamsSchema,
        querystring: ZMicroFranchiseeSignupsQuerySchema,
        response: { 200: ZMonthlySignupsSchema, 400: ZBadRequestSchema, ...errors },
      },
    },
    async (request) =>
      microFranchiseeSignups(
        db(),
        ownPartnerId(request, request.params.id),
        request.query.months,
        app.deps.clock.now(),
      ),
  );
  // The display currency and the rates (decision 061): every partner user reads them; changing the
  // currency is the partner admin's, like every other money setting (decision 011).
  r.get(
    '/partners/:id/currency/',
    {
      schema: {
        tags,
        summary:
          "The partner's display currency, its time zone, and the rate table every conversion is made with (units of the base per unit, and the day the rates were taken)",
        params: ZIdParamsSchema,
        response: { 200: ZPartnerCurrencySchema, ...errors },
      },
    },
    async (request) =>
      partnerCurrency(db(), ownPartnerId(request, request.params.id), app.deps.config.billing),
  );
  r.patch(
    '/partners/:id/currency/',
    {
      config: { requires: { role: 'partner_admin', action: 'change the display currency' } },
      schema: {
        tags,
        summary:
          'Set the display currency: a currency of the rate table (400 with a field error for any other); records keep their own',
        params: ZIdParamsSchema,
        body: ZPartnerCurrencyUpdateRequestSchema,
        response: { 200: ZPartnerCurrencySchema, 400: ZBadRequestSchema, ...errors },
      },
    },
    async (request) =>
      setDisplayCurrency(
        db(),
        ownPartnerId(request, request.params.id),
        request.body.display_currency,
        app.deps.config.billing,
      ),
  );
}
