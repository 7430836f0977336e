import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ZBadRequestSchema, ZDetailSchema } from '@ared/contract/common';
import { ZPackageListSchema, ZPackageQuerySchema, ZPartnerPackageSchema } from '@ared/contract/packages';
import { ownPartnerId } from '../../plugins/auth/caller';
import { packageList, partnerPackage } from './package';

const errors = { 400: ZBadRequestSchema, 401: ZDetailSchema, 403: ZDetailSchema, 404: ZDetailSchema };
/** The package calls sit with the billing calls (spec part 1 §7): the Billing area, read by both roles. */
const billingArea = { plan: 'billing' } as const;

/** The partner's package calls (decision 069): its own package, and every package with what it includes. */
export async function packageRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const db = () => app.deps.database.db;
  const tags = ['packages'];

  r.get(
    '/partner/package/',
    {
      config: { requires: billingArea },
      schema: {
        tags,
        summary: "The partner's own package (Starter, Plus, Pro, Pro+), its features and storage",
        querystring: ZPackageQuerySchema,
        response: { 200: ZPartnerPackageSchema, ...errors },
      },
    },
    async (request) => partnerPackage(db(), ownPartnerId(request, request.query.partner)),
  );

  r.get(
    '/partner/packages/',
    {
      config: { requires: billingArea },
      schema: {
        tags,
        summary: 'Every package with its features and storage, the partner’s own marked is_current',
        querystring: ZPackageQuerySchema,
        response: { 200: ZPackageListSchema, ...errors },
      },
    },
    async (request) => packageList(db(), ownPartnerId(request, request.query.partner)),
  );
}
