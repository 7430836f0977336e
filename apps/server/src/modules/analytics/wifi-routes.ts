import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ZBadRequestSchema, ZDetailSchema } from '@ared/contract/common';
import {
  ZAnalyticsBoxesBodySchema,
  ZAnalyticsRouterBodySchema,
  ZDeviceVendorSchema,
  ZInsightAnalyticsSchema,
  ZOptionalTimeRangeQuerySchema,
  ZTimeRangeQuerySchema,
  ZWifiAnalyticsSchema,
  ZWifiV2Schema,
  type TAnalyticsBoxesBody,
} from '@ared/contract/analytics';
import { ownPartnerId } from '../../plugins/auth/caller';
import { resolveBoxes } from './boxes';
import { deviceVendors, insightAnalytics } from './insights';
import { analyticsRange } from './range';
import { type WifiQuery, wifiAnalytics, wifiV2 } from './wifi';

const errors = { 400: ZBadRequestSchema, 401: ZDetailSchema, 403: ZDetailSchema, 404: ZDetailSchema };
/** The Routers tab's calls: plans without routers (Kiosk) do not see them (part 2 §2, decision 011). */
const config = { requires: { plan: 'routers' } } as const;

/**
 * The Analytics page's Wi-Fi, token and customer-insight calls (part 2 §2, §3; decision 038): read from the
 * rollups and `guest_devices`, scoped to the caller's partner (another partner's id or serial: 404). Every
 * role reads them (decision 011). Ranges are in the partners' time zone (the billing zone).
 */
export async function analyticsWifiRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const db = () => app.deps.database.db;
  const tags = ['analytics'];

  const queryOf = async (
    request: FastifyRequest,
    body: { partner?: number | undefined },
    boxes: { serial?: string | undefined; serials?: string[] | undefined },
  ): Promise<WifiQuery> => {
    const partnerId = ownPartnerId(request, body.partner);
    return {
      partnerId,
      boxes: await resolveBoxes(db(), partnerId, boxes),
      now: app.deps.clock.now(),
      timeZone: app.deps.config.billing.timeZone,
    };
  };
  const boxesOf = (body: TAnalyticsBoxesBody) => ({
    serial: body.router_serial_number,
    serials: body.router_serial_numbers,
  });

  r.post(
    '/analytics/wifianalytics/',
    {
      config,
      schema: {
        tags,
        summary:
          "Wi-Fi summary of one box, several or all the partner's, for every range: connected now, vouchers generated, finished, in use and never used, refused logins, devices, mean session",
        body: ZAnalyticsBoxesBodySchema,
        response: { 200: ZWifiAnalyticsSchema, ...errors },
      },
    },
    async (request) => wifiAnalytics(db(), await queryOf(request, request.body, boxesOf(request.body))),
  );

  r.post(
    '/analytics/wifi-v2/',
    {
      config,
      schema: {
        tags,
        summary:
          'Token analytics per bucket (tokens used, connected, generated, mean duration, failed, expired) and whether the box is online; one range, or every range without time_range',
        querystring: ZOptionalTimeRangeQuerySchema,
        body: ZAnalyticsBoxesBodySchema,
        response: { 200: ZWifiV2Schema, ...errors },
      },
    },
    async (request) =>
      wifiV2(db(), await queryOf(request, request.body, boxesOf(request.body)), request.query.time_range),
  );

  r.post(
    '/analytics/insight-v2/',
    {
      config,
      schema: {
        tags,
        summary:
          'Customer insights over a range: dwell time, returned, peak hour, unique and first-time guests, phone models, churn and conversion rates',
        querystring: ZTimeRangeQuerySchema,
        body: ZAnalyticsBoxesBodySchema,
        response: { 200: ZInsightAnalyticsSchema, ...errors },
      },
    },
    async (request) => {
      const q = await queryOf(request, request.body, boxesOf(request.body));
      return insightAnalytics(db(), q, analyticsRange(request.query.time_range, q.now, q.timeZone));
    },
  );

  r.post(
    '/analytics/device-vendor/',
    {
      config,
      schema: {
        tags,
        summary:
          'Guest devices of the box (or of every box) seen in the last 3 months, by maker from the MAC address, top 10',
        body: ZAnalyticsRouterBodySchema,
        response: { 200: ZDeviceVendorSchema, ...errors },
      },
    },
    async (request) =>
      deviceVendors(db(), await queryOf(request, request.body, { serial: request.body.router })),
  );
}
