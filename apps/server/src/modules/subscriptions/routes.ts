import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod/mini';
import { ZBadRequestSchema, ZDetailSchema, ZIdParamSchema } from '@ared/contract/common';
import {
  ZActiveCancelledSchema,
  ZSubscriberListQuerySchema,
  ZSubscriberPageSchema,
  ZSubscriptionPlanCreateRequestSchema,
  ZSubscriptionPlanListSchema,
  ZSubscriptionPlanSchema,
} from '@ared/contract/subscriptions';
import { billingToday } from '../../lib/today';
import { pagedList } from '../../lib/list/paged-list';
import { ownPartnerId } from '../../plugins/auth/caller';
import { activeAndCancelled, createPlan, listPlans, subscriberListSource } from './service';

const errors = { 400: ZBadRequestSchema, 401: ZDetailSchema, 403: ZDetailSchema, 404: ZDetailSchema };
/** Subscription plans and subscribers are under Router Management, not in the Kiosk plan (decision 011). */
const routerArea = { plan: 'routers' } as const;
const ZPartnerQuery = z.object({ partner: z.optional(ZIdParamSchema) });

export async function subscriptionRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const db = () => app.deps.database.db;
  const today = () => billingToday(app.deps);
  const tags = ['subscriptions'];

  r.get(
    '/partner/subscription/active-cancelled',
    {
      config: { requires: routerArea },
      schema: {
        tags,
        summary: 'How many of the partner’s SME subscriptions are active and cancelled',
        querystring: ZPartnerQuery,
        response: { 200: ZActiveCancelledSchema, ...errors },
      },
    },
    async (request) => activeAndCancelled(db(), ownPartnerId(request, request.query.partner)),
  );

  r.get(
    '/partner/subscription/:partnerId/',
    {
      config: { requires: routerArea },
      schema: {
        tags,
        summary: "The partner's subscription plans",
        params: z.object({ partnerId: ZIdParamSchema }),
        response: { 200: ZSubscriptionPlanListSchema, ...errors },
      },
    },
    async (request) => listPlans(db(), ownPartnerId(request, request.params.partnerId), today()),
  );

  r.post(
    '/partner/subscription/',
    {
      config: { requires: { ...routerArea, role: 'partner_admin', action: 'create subscription plans' } },
      schema: {
        tags,
        summary: 'Add a subscription plan (Starter, Plus, Pro or Pro+, price in USD)',
        body: ZSubscriptionPlanCreateRequestSchema,
        response: { 201: ZSubscriptionPlanSchema, ...errors },
      },
    },
    async (request, reply) => {
      const partnerId = ownPartnerId(request);
      const id = await createPlan(db(), partnerId, request.body);
      const plan = (await listPlans(db(), partnerId, today())).find((p) => p.id === id);
      if (!plan) throw new Error('created plan not found');
      return reply.code(201).send(plan);
    },
  );

  r.get(
    '/users/subscriber/',
    {
      config: { requires: routerArea },
      schema: {
        tags,
        summary: "The partner's subscribers: its SMEs on a plan, with their latest invoice (paginated)",
        querystring: ZSubscriberListQuerySchema,
        response: { 200: ZSubscriberPageSchema, ...errors },
      },
    },
    async (request) => {
      const q = request.query;
      const source = subscriberListSource(db(), ownPartnerId(request, q.partner), today(), q.ordering);
      return pagedList(request, db(), { page: q.page, pageSize: q.page_size }, source);
    },
  );
}
