import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod/mini';
import { ZBadRequestSchema, ZDetailSchema, ZIdParamSchema, ZIdParamsSchema } from '@ared/contract/common';
import {
  ZAnalyticsBoxesBodySchema,
  ZAnalyticsRouterBodySchema,
  ZNetworkUsageSchema,
  ZRevenueQuerySchema,
  ZRevenueSchema,
  ZRevenueTotalSchema,
  ZRouterAnalyticsSchema,
  ZRouterMetricsSchema,
  ZRouterSpeedSchema,
  ZSignalStrengthSchema,
  ZTimeRangeQuerySchema,
  ZUsageAndClientsSchema,
  type TAnalyticsBoxesBody,
  type TAnalyticsRange,
} from '@ared/contract/analytics';
import { ownPartnerId } from '../../plugins/auth/caller';
import { resolveBoxes } from './boxes';
import { networkUsage, routerMetrics, routerSpeed, signalStrength, usageAndClients } from './network';
import { analyticsRange } from './range';
import { revenue, revenueTotal } from './revenue';
import { routerAnalytics } from './router-counts';

const errors = { 400: ZBadRequestSchema, 401: ZDetailSchema, 403: ZDetailSchema, 404: ZDetailSchema };
const ZPartnerIdParamsSchema = z.object({ partnerId: ZIdParamSchema });

/**
 * Mini-server health, network and router analytics, and revenue (part 2 §3, §7; decision 038). Like every
 * analytics call, open to every plan and both roles (decision 011); scoped to the caller's partner, so
 * another partner's id or box serial answers 404. Ranges are in the partners' time zone (the billing one).
 */
export async function networkAnalyticsRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const db = () => app.deps.database.db;
  const timeZone = () => app.deps.config.billing.timeZone;
  const rangeOf = (range: TAnalyticsRange) => analyticsRange(range, app.deps.clock.now(), timeZone());
  const tags = ['analytics'];
  /** The Routers tab's calls: plans without routers (Kiosk) do not see them (part 2 §2, decision 011). */
  const routersArea = { requires: { plan: 'routers' } } as const;

  /** The caller's partner and the boxes a body names (404 for another partner's id or serial). */
  const boxesOf = async (request: FastifyRequest, body: TAnalyticsBoxesBody) => {
    const partnerId = ownPartnerId(request, body.partner);
    const boxes = await resolveBoxes(db(), partnerId, {
      serial: body.router_serial_number,
      serials: body.router_serial_numbers,
    });
    return { partnerId, boxes };
  };
  const boxesSchema = { tags, querystring: ZTimeRangeQuerySchema, body: ZAnalyticsBoxesBodySchema };

  r.post(
    '/analytics/router-metrics/',
    {
      config: routersArea,
      schema: {
        ...boxesSchema,
        summary:
          "Mini-server health: the box's latest reading, and per bucket of the range the mean CPU and RAM use and the share of time it was heard from",
        response: { 200: ZRouterMetricsSchema, ...errors },
      },
    },
    async (request) => {
      const { partnerId, boxes } = await boxesOf(request, request.body);
      return routerMetrics(db(), partnerId, boxes, rangeOf(request.query.time_range));
    },
  );
  r.post(
    '/analytics/router-speed/',
    {
      config: routersArea,
      schema: {
        ...boxesSchema,
        summary:
          'Mean download and upload speed (Mbps), latency (ms) and packet loss (%) the boxes measured, per bucket of the range',
        response: { 200: ZRouterSpeedSchema, ...errors },
      },
    },
    async (request) => {
      const { partnerId, boxes } = await boxesOf(request, request.body);
      return routerSpeed(db(), partnerId, boxes, rangeOf(request.query.time_range));
    },
  );
  r.post(
    '/analytics/network-usage/',
    {
      config: routersArea,
      schema: {
        ...boxesSchema,
        summary: 'MB received and transmitted by the boxes, per bucket of the range',
        response: { 200: ZNetworkUsageSchema, ...errors },
      },
    },
    async (request) => {
      const { partnerId, boxes } = await boxesOf(request, request.body);
      return networkUsage(db(), partnerId, boxes, rangeOf(request.query.time_range));
    },
  );
  r.post(
    '/analytics/router-signal-strength/',
    {
      config: routersArea,
      schema: {
        ...boxesSchema,
        summary: 'Readings per signal category, per bucket of the range, and the latest category',
        response: { 200: ZSignalStrengthSchema, ...errors },
      },
    },
    async (request) => {
      const { partnerId, boxes } = await boxesOf(request, request.body);
      return signalStrength(db(), partnerId, boxes, rangeOf(request.query.time_range));
    },
  );

  r.post(
    '/analytics/network-usage-and-connected-clients/',
    {
      config: routersArea,
      schema: {
        tags,
        summary:
          'MB used (in and out) and the most clients connected at once, per bucket of the range (default 3months)',
        querystring: ZTimeRangeQuerySchema,
        body: ZAnalyticsRouterBodySchema,
        response: { 200: ZUsageAndClientsSchema, ...errors },
      },
    },
    async (request) => {
      const partnerId = ownPartnerId(request, request.body.partner);
      const boxes = await resolveBoxes(db(), partnerId, { serial: request.body.router });
      return usageAndClients(db(), partnerId, boxes, rangeOf(request.query.time_range));
    },
  );

  r.get(
    '/partners/:id/router-analytics/',
    {
      schema: {
        tags,
        summary:
          "The partner's routers: total, online now, damaged (not functional), assigned to an SME, attached to a kiosk",
        params: ZIdParamsSchema,
        response: { 200: ZRouterAnalyticsSchema, ...errors },
      },
    },
    async (request) => routerAnalytics(db(), ownPartnerId(request, request.params.id)),
  );

  const totalSummary =
    'Revenue, all time: bill payments and portal purchases not reversed, in the billing currency';
  r.get(
    '/partners/:id/calculate/',
    {
      schema: {
        tags,
        summary: totalSummary,
        params: ZIdParamsSchema,
        response: { 200: ZRevenueTotalSchema, ...errors },
      },
    },
    async (request) => revenueTotal(db(), ownPartnerId(request, request.params.id)),
  );
  r.get(
    '/partner/revenue/:partnerId/calculate/',
    {
      schema: {
        tags,
        summary: totalSummary,
        params: ZPartnerIdParamsSchema,
        response: { 200: ZRevenueTotalSchema, ...errors },
      },
    },
    async (request) => revenueTotal(db(), ownPartnerId(request, request.params.partnerId)),
  );
  r.get(
    '/partner/revenue/:partnerId',
    {
      schema: {
        tags,
        summary:
          'Revenue Insights: bill payments and portal purchases less reversals per bucket of the range (local days), their total, the purchases per box, realm and tier, and what is billed and unpaid',
        params: ZPartnerIdParamsSchema,
        querystring: ZRevenueQuerySchema,
        response: { 200: ZRevenueSchema, ...errors },
      },
    },
    async (request) => {
      const partnerId = ownPartnerId(request, request.params.partnerId);
      const boxes = await resolveBoxes(db(), partnerId, { serial: request.query.router });
      return revenue(db(), partnerId, rangeOf(request.query.time_range), boxes);
    },
  );
}
