import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod/mini';
import { ZBadRequestSchema, ZDetailSchema } from '@ared/contract/common';
import {
  ANALYTICS_RANGE_LABELS,
  ZAnalyticsReportQuerySchema,
  analyticsTabAllowed,
  reportFileName,
  type TAnalyticsRange,
  type TReportTab,
} from '@ared/contract/analytics';
import { PLAN_NOT_INCLUDED } from '@ared/contract/plans';
import { partnerName } from '../../partners';
import { localDateTime } from '../../../lib/calendar';
import { forbidden } from '../../../lib/http-errors';
import { callerPartner, ownPartnerId } from '../../../plugins/auth/caller';
import { resolveBoxes } from '../boxes';
import { type AnalyticsRange, analyticsRange } from '../range';
import type { ReportDays, ReportHeader } from './model';
import { providers } from './providers';
import { reportCsv, reportPdf } from './render';

const errors = { 400: ZBadRequestSchema, 401: ZDetailSchema, 403: ZDetailSchema, 404: ZDetailSchema };

/** 'YYYY-MM-DD HH:mm' in the zone, with the zone's name. */
const localStamp = (date: Date, timeZone: string) => `${localDateTime(date, timeZone)} (${timeZone})`;

/**
 * The days a report covers: the page's date range for Feedback when it sent one (the Feedback panel
 * follows that picker), otherwise the duration's first and last local day.
 */
function reportDays(
  q: { tab: TReportTab; start_date?: string | undefined; end_date?: string | undefined },
  range: AnalyticsRange,
): ReportDays {
  if (q.tab === 'feedback-analytics' && q.start_date && q.end_date)
    return { start: q.start_date, end: q.end_date };
  return { start: range.firstDay, end: range.lastDay };
}

const rangeLabel = (q: { tab: TReportTab; time_range: TAnalyticsRange; start_date?: string | undefined }) =>
  q.tab === 'feedback-analytics' && q.start_date ? 'Date range' : ANALYTICS_RANGE_LABELS[q.time_range];

/**
 * GET analytics/report/: the selected tab of one box or All Boxes over the range, as CSV or PDF (part 2 §2),
 * named after the tab, the box and the days (decision 052).
 */
export async function analyticsReportRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/analytics/report/',
    {
      schema: {
        tags: ['analytics'],
        summary:
          'The selected Analytics tab of one box or All Boxes over the range as analytics-<tab>-<box or all-boxes>-<from>-<to>.csv or .pdf, with the same figures as the page (the plan must show the tab)',
        querystring: ZAnalyticsReportQuerySchema,
        produces: ['text/csv', 'application/pdf'],
        response: { 200: z.any().check(z.describe('text/csv or application/pdf')), ...errors },
      },
    },
    async (request, reply) => {
      const q = request.query;
      const partnerId = ownPartnerId(request, q.partner);
      const partner = await callerPartner(app, request);
      if (!analyticsTabAllowed(partner.plan, q.tab)) throw forbidden(PLAN_NOT_INCLUDED);
      const db = app.deps.database.db;
      const timeZone = app.deps.config.billing.timeZone;
      const now = app.deps.clock.now();
      // No box is All Boxes, like the page's selector: the partner total rows.
      const boxes = await resolveBoxes(db, partnerId, { serial: q.router });
      const box = boxes.all ? null : boxes.routers[0]!;
      const range = analyticsRange(q.time_range, now, timeZone);
      const days = reportDays(q, range);
      const sections = await providers[q.tab]({ db, partnerId, boxes, range, days, timeZone, now });
      const header: ReportHeader = {
        partner: (await partnerName(db, partnerId)) ?? '',
        box: box ? `${box.serialNumber} (${box.ssid ?? 'No SSID'})` : 'All Boxes',
        range: `${rangeLabel(q)}: ${days.start} to ${days.end} (${timeZone})`,
        generated: localStamp(now, timeZone),
        tab: q.tab,
      };
      const fileName = reportFileName({
        tab: q.tab,
        box: box?.serialNumber ?? null,
        from: days.start,
        to: days.end,
        format: q.format,
      });
      reply
        .header('content-disposition', `attachment; filename="${fileName}"`)
        .header('cache-control', 'private, no-store');
      if (q.format === 'csv') return reply.type('text/csv; charset=utf-8').send(reportCsv(header, sections));
      return reply.type('application/pdf').send(reportPdf(header, sections));
    },
  );
}
