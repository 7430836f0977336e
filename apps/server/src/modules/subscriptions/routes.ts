import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZBadRequestSchema, ZDetailSchema } from '@ared/contract/common';
import {
  ZActiveCancelledSchema,
  ZSubscriberListQuerySchema,
  ZSubscriberPageSchema,
  ZSubscriptionPlanCreateRequestSchema,
  ZSubscriptionPlanListSchema,
  ZSubscriptionPlanSchema,
} from '@ared/contract/subscriptions';
import { billingToday } from '../../lib/today';
import { pageOf } from '../../lib/pagination';
import { currentUser, ownPartnerId } from '../../plugins/auth';
import { activeAndCancelled, createPlan, listPlans, listSubscribers } from './service';

const errors = { 400: ZBadRequestSchema, 401: ZDetailSchema, 403: ZDetailSchema, 404: ZDetailSchema };
const ZPartnerQuery = z.object({ partner: z.coerce.number().int().positive().optional() });

export async function subscriptionRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const db = () => app.deps.database.db;
  const today = () => billingToday(app.deps);
  const tags = ['subscriptions'];

  r.get(
    '/partner/subscription/active-cancelled',
    {
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
      schema: {
        tags,
        summary: "The partner's subscription plans",
        params: z.object({ partnerId: z.coerce.number().int().positive() }),
        response: { 200: ZSubscriptionPlanListSchema, ...errors },
      },
    },
    async (request) => listPlans(db(), ownPartnerId(request, request.params.partnerId), today()),
  );

  r.post(
    '/partner/subscription/',
    {
      schema: {
        tags,
        summary: 'Add a subscription plan (Starter, Plus, Pro or Pro+, price in USD)',
        body: ZSubscriptionPlanCreateRequestSchema,
        response: { 201: ZSubscriptionPlanSchema, ...errors },
      },
    },
    async (request, reply) => {
      const partnerId = currentUser(request).partnerId;
      const id = await createPlan(db(), partnerId, request.body);
      const plan = (await listPlans(db(), partnerId, today())).find((p) => p.id === id);
      if (!plan) throw new Error('created plan not found');
      return reply.code(201).send(plan);
    },
  );

  r.get(
    '/users/subscriber/',
    {
      schema: {
        tags,
        summary: "The partner's subscribers: its SMEs on a plan, with their latest invoice (paginated)",
        querystring: ZSubscriberListQuerySchema,
        response: { 200: ZSubscriberPageSchema, ...errors },
      },
    },
    async (request) => {
      const q = request.query;
      const { count, results } = await listSubscribers(db(), ownPartnerId(request, q.partner), today(), {
        page: q.page,
        pageSize: q.page_size,
        ordering: q.ordering,
      });
      return pageOf(request, { page: q.page, pageSize: q.page_size, count, results });
    },
  );
}
