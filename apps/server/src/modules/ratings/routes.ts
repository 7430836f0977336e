import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ZBadRequestSchema, ZDetailSchema } from '@ared/contract/common';
import {
  ZRatingAnalyticsQuerySchema,
  ZRatingAnalyticsSchema,
  ZRatingListQuerySchema,
  ZRatingPageSchema,
} from '@ared/contract/ratings';
import { localDate } from '../../lib/calendar';
import { pagedList } from '../../lib/list/paged-list';
import { ownPartnerId } from '../../plugins/auth/caller';
import { ratingRange } from './range';
import { ratingAnalytics, ratingListSource } from './ratings';

const errors = { 400: ZBadRequestSchema, 401: ZDetailSchema, 403: ZDetailSchema, 404: ZDetailSchema };

/**
 * The Feedback analytics' calls (part 2 §7): every plan and both roles read them, like the other analytics
 * (decision 011). Days are the partners' calendar days (the billing time zone).
 */
export async function ratingRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const db = () => app.deps.database.db;
  const timeZone = () => app.deps.config.billing.timeZone;
  const today = () => localDate(app.deps.clock.now(), timeZone());
  const tags = ['ratings'];

  r.get(
    '/rating/',
    {
      schema: {
        tags,
        summary:
          "The guests' ratings of the partner's Wi-Fi in a range of days (default the last 30), newest first",
        querystring: ZRatingListQuerySchema,
        response: { 200: ZRatingPageSchema, ...errors },
      },
    },
    async (request) => {
      const q = request.query;
      const partnerId = ownPartnerId(request, q.partner_id);
      const range = ratingRange(today(), q.start_date, q.end_date);
      return pagedList(
        request,
        db(),
        { page: q.page, pageSize: q.page_size },
        ratingListSource(db(), partnerId, range, timeZone()),
      );
    },
  );
  r.get(
    '/rating/analytics/',
    {
      schema: {
        tags,
        summary:
          'Rating analytics over a range of days (default the last 30): total, overall average, distribution 1–5, trends over time, feedback frequency',
        querystring: ZRatingAnalyticsQuerySchema,
        response: { 200: ZRatingAnalyticsSchema, ...errors },
      },
    },
    async (request) => {
      const q = request.query;
      const partnerId = ownPartnerId(request, q.partner);
      return ratingAnalytics(db(), partnerId, ratingRange(today(), q.start_date, q.end_date), timeZone());
    },
  );
}
