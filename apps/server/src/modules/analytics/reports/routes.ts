import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZBadRequestSchema, ZDetailSchema } from '@ared/contract/common';
import {
  ANALYTICS_RANGE_LABELS,
  ZAnalyticsReportQuerySchema,
  analyticsTabAllowed,
  reportFileName,
} from '@ared/contract/analytics';
import { PLAN_NOT_INCLUDED } from '@ared/contract/plans';
import { partnerName } from '../../partners';
import { localDateTime } from '../../../lib/calendar';
import { forbidden } from '../../../lib/http-errors';
import { callerPartner, ownPartnerId } from '../../../plugins/auth/caller';
import { resolveBoxes } from '../boxes';
import { analyticsRange } from '../range';
import type { ReportHeader } from './model';
import { providers } from './providers';
import { reportCsv, reportPdf } from './render';

const errors = { 400: ZBadRequestSchema, 401: ZDetailSchema, 403: ZDetailSchema, 404: ZDetailSchema };

/** 'YYYY-MM-DD HH:mm' in the zone, with the zone's name. */
const localStamp = (date: Date, timeZone: string) => `${localDateTime(date, timeZone)} (${timeZone})`;

/** GET analytics/report/: the selected tab of one box over the range, as CSV or PDF (part 2 §2). */
export async function analyticsReportRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/analytics/report/',
    {
      schema: {
        tags: ['analytics'],
        summary:
          'The selected Analytics tab of one box over the range as analytics_report.csv or analytics_report.pdf (a box is required; the plan must show the tab)',
        querystring: ZAnalyticsReportQuerySchema,
        produces: ['text/csv', 'application/pdf'],
        response: { 200: z.any().describe('text/csv or application/pdf'), ...errors },
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
      const { routers } = await resolveBoxes(db, partnerId, { serial: q.router });
      const box = routers[0]!;
      const range = analyticsRange(q.time_range, now, timeZone);
      const sections = await providers[q.tab]({ db, partnerId, box, range, timeZone, now });
      const header: ReportHeader = {
        partner: (await partnerName(db, partnerId)) ?? '',
        box: `${box.serialNumber} (${box.ssid ?? 'No SSID'})`,
        range: `${ANALYTICS_RANGE_LABELS[q.time_range]}: ${range.firstDay} to ${range.lastDay}`,
        generated: localStamp(now, timeZone),
        tab: q.tab,
      };
      reply
        .header('content-disposition', `attachment; filename="${reportFileName(q.format)}"`)
        .header('cache-control', 'private, no-store');
      if (q.format === 'csv') return reply.type('text/csv; charset=utf-8').send(reportCsv(header, sections));
      return reply.type('application/pdf').send(reportPdf(header, sections));
    },
  );
}
