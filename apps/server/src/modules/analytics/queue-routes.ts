import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ZBadRequestSchema, ZDetailSchema } from '@ared/contract/common';
import { ZQueueAnalyticsQuerySchema, ZQueueAnalyticsSchema } from '@ared/contract/queues';
import { localDate } from '../../lib/calendar';
import { ownPartnerId } from '../../plugins/auth/caller';
import { ownRealm } from '../realms';
import { queueSeries, queueSummary } from '../queues';
import { analyticsRange } from './range';

const errors = { 400: ZBadRequestSchema, 401: ZDetailSchema, 403: ZDetailSchema, 404: ZDetailSchema };

/**
 * The Analytics "queueing-system" tab (part 2 §2; issue 30 §3): the Queue System's tickets over the
 * range, from the queues module's one summary function (the operator page's today counts are the same
 * function). History stays readable with the add-on off: only the plan's tab decides.
 */
export async function queueAnalyticsRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const db = () => app.deps.database.db;
  const timeZone = () => app.deps.config.billing.timeZone;

  r.get(
    '/analytics/queueing/',
    {
      config: { requires: { analyticsTab: 'queueing-system' } },
      schema: {
        tags: ['analytics'],
        summary:
          'Queueing System: tickets, served, no-show and abandoned counts, average wait, and tickets per bucket of the range',
        querystring: ZQueueAnalyticsQuerySchema,
        response: { 200: ZQueueAnalyticsSchema, ...errors },
      },
    },
    async (request) => {
      const q = request.query;
      const partnerId = ownPartnerId(request, q.partner);
      const realmId = q.realm === undefined ? undefined : (await ownRealm(db(), partnerId, q.realm)).id;
      const now = app.deps.clock.now();
      const range = analyticsRange(q.time_range, now, timeZone());
      const where = { partnerId, realmId };
      const [summary, series] = await Promise.all([
        queueSummary(db(), { ...where, today: localDate(now, timeZone()) }, range),
        queueSeries(db(), where, range, range.buckets),
      ]);
      const categories = range.buckets.map((b) => b.label);
      return {
        summary,
        tickets_over_time: { categories, data: series.tickets },
        served_over_time: { categories, data: series.served },
      };
    },
  );
}
