import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ZBadRequestSchema, ZDetailSchema } from '@ared/contract/common';
import {
  ZAdvertViewAnalyticsQuerySchema,
  ZAdvertViewAnalyticsSchema,
  ZAdvertViewerSchema,
  ZAnalyticsBoxesQuerySchema,
  ZSmsAnalyticsSchema,
  ZSurveyAnalyticsQuerySchema,
  ZSurveyAnalyticsSchema,
} from '@ared/contract/analytics';
import { localDate } from '../../lib/calendar';
import { ownPartnerId } from '../../plugins/auth/caller';
import { advertViewAnalytics, advertViewDays, ownBoxBySerial } from './advert-views';
import { resolveBoxes } from './boxes';
import { analyticsRange } from './range';
import { advertViewerAnalytics, smsAnalytics } from './sms-adverts';
import { surveyAnalytics } from './survey-analytics';

const errors = { 400: ZBadRequestSchema, 401: ZDetailSchema, 403: ZDetailSchema, 404: ZDetailSchema };

/** `?routers=A,B`: the serials, blanks dropped. */
export const serialsOf = (routers: string | undefined) =>
  (routers ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter((s) => s !== '');

/**
 * SMS Insights, Advert Views and Survey Analytics (part 2 §3, §7; decision 038). Both roles read them; a
 * plan reads the tabs it shows (part 2 §2): SME no survey analytics, Kiosk none of these.
 */
export async function smsAdvertSurveyAnalyticsRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const db = () => app.deps.database.db;
  const timeZone = () => app.deps.config.billing.timeZone;
  const tags = ['analytics'];

  r.get(
    '/analytics/sent-token-sms/',
    {
      config: { requires: { analyticsTab: 'sms' } },
      schema: {
        tags,
        summary: 'SMS Insights: sent and failed SMS per bucket of the range, for one box, several or all',
        querystring: ZAnalyticsBoxesQuerySchema,
        response: { 200: ZSmsAnalyticsSchema, ...errors },
      },
    },
    async (request) => {
      const q = request.query;
      const partnerId = ownPartnerId(request, q.partner);
      const boxes = await resolveBoxes(db(), partnerId, { serial: q.router, serials: serialsOf(q.routers) });
      const range = analyticsRange(q.time_range, app.deps.clock.now(), timeZone());
      return smsAnalytics(db(), partnerId, boxes, range);
    },
  );

  r.get(
    '/analytics/advert-viewer/',
    {
      config: { requires: { analyticsTab: 'advertviews' } },
      schema: {
        tags,
        summary:
          'Advert Views: views per bucket, unique, new and repeated viewers, peak hours and the boxes’ places',
        querystring: ZAnalyticsBoxesQuerySchema,
        response: { 200: ZAdvertViewerSchema, ...errors },
      },
    },
    async (request) => {
      const q = request.query;
      const partnerId = ownPartnerId(request, q.partner);
      const boxes = await resolveBoxes(db(), partnerId, { serial: q.router, serials: serialsOf(q.routers) });
      const range = analyticsRange(q.time_range, app.deps.clock.now(), timeZone());
      return advertViewerAnalytics(db(), partnerId, boxes, range, timeZone());
    },
  );

  r.get(
    '/advert/view/analytics',
    {
      config: { requires: { analyticsTab: 'advertviews' } },
      schema: {
        tags,
        summary:
          'One box’s advert views over any past days (start_date..end_date, or the last `days`, default 30; at most 5 years), per day and per advert',
        querystring: ZAdvertViewAnalyticsQuerySchema,
        response: { 200: ZAdvertViewAnalyticsSchema, ...errors },
      },
    },
    async (request) => {
      const q = request.query;
      const partnerId = ownPartnerId(request, q.partner);
      const box = await ownBoxBySerial(db(), partnerId, q.router);
      const days = advertViewDays(localDate(app.deps.clock.now(), timeZone()), q);
      return advertViewAnalytics(db(), partnerId, box.id, days, timeZone());
    },
  );

  r.get(
    '/survey/analytics/',
    {
      config: { requires: { analyticsTab: 'survey-analytics' } },
      schema: {
        tags,
        summary:
          'Survey Analytics: responses per bucket and per survey, and the chosen (or most answered) survey’s choice answers',
        querystring: ZSurveyAnalyticsQuerySchema,
        response: { 200: ZSurveyAnalyticsSchema, ...errors },
      },
    },
    async (request) => {
      const q = request.query;
      const partnerId = ownPartnerId(request, q.partner);
      const range = analyticsRange(q.time_range, app.deps.clock.now(), timeZone());
      return surveyAnalytics(db(), partnerId, q.survey, range);
    },
  );
}
