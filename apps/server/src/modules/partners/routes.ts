import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ZBadRequestSchema, ZDetailSchema, ZIdParamsSchema } from '@ared/contract/common';
import {
  ZGeneralAnalyticsSchema,
  ZMicroFranchiseeSignupsQuerySchema,
  ZMonthlySignupsSchema,
  ZUserAnalyticsSchema,
} from '@ared/contract/partners';
import { ownPartnerId } from '../../plugins/auth/caller';
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
}
