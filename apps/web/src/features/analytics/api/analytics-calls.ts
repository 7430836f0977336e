import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  ZAdvertViewAnalyticsSchema,
  ZAdvertViewerSchema,
  ZDeviceVendorSchema,
  ZInsightAnalyticsSchema,
  ZNetworkUsageSchema,
  ZRevenueSchema,
  ZRouterAnalyticsSchema,
  ZRouterMetricsSchema,
  ZRouterSpeedSchema,
  ZSignalStrengthSchema,
  ZSmsAnalyticsSchema,
  ZSurveyAnalyticsSchema,
  ZWifiAnalyticsSchema,
  ZWifiV2Schema,
} from '@ared/contract/analytics';
import { ZQueueAnalyticsSchema } from '@ared/contract/queues';
import type { z } from 'zod/mini';
import { api } from '../../../lib/http';
import { analyticsKeys } from './analytics-keys';
import { boxesBody, boxesQuery, type AnalyticsScope } from './analytics-scope';

// A query runs only once the partner is known (and, where a box is needed, once one is chosen).
const PLACEHOLDER: AnalyticsScope = { partnerId: 0, box: null, range: '3months' };

/** A POST analytics call with the boxes' body and `?time_range=` (part 2 §7 Analytics). */
const postCall = <S extends z.ZodMiniType>(name: string, path: string, schema: S, withRange = true) => {
  const options = (scope: AnalyticsScope) =>
    queryOptions({
      queryKey: analyticsKeys.call(name, withRange ? scope : { ...scope, range: null }),
      queryFn: async (): Promise<z.infer<S>> =>
        schema.parse(
          await api.post<unknown>(path, boxesBody(scope), {
            query: withRange ? { time_range: scope.range } : undefined,
          }),
        ),
    });
  return {
    options,
    use: (scope: AnalyticsScope | null) =>
      useQuery({ ...options(scope ?? PLACEHOLDER), enabled: scope !== null }),
  };
};

/** A GET analytics call with `?time_range=&partner=&router=`. */
const getCall = <S extends z.ZodMiniType>(name: string, path: string, schema: S) => {
  const options = (scope: AnalyticsScope) =>
    queryOptions({
      queryKey: analyticsKeys.call(name, scope),
      queryFn: async (): Promise<z.infer<S>> =>
        schema.parse(await api.get<unknown>(path, { query: boxesQuery(scope) })),
    });
  return {
    options,
    use: (scope: AnalyticsScope | null) =>
      useQuery({ ...options(scope ?? PLACEHOLDER), enabled: scope !== null }),
  };
};

export const wifiAnalytics = postCall(
  'wifianalytics',
  'analytics/wifianalytics/',
  ZWifiAnalyticsSchema,
  false,
);
export const wifiV2 = postCall('wifi-v2', 'analytics/wifi-v2/', ZWifiV2Schema);
export const insightV2 = postCall('insight-v2', 'analytics/insight-v2/', ZInsightAnalyticsSchema);
export const routerMetrics = postCall('router-metrics', 'analytics/router-metrics/', ZRouterMetricsSchema);
export const routerSpeed = postCall('router-speed', 'analytics/router-speed/', ZRouterSpeedSchema);
export const networkUsage = postCall('network-usage', 'analytics/network-usage/', ZNetworkUsageSchema);
export const signalStrength = postCall(
  'router-signal-strength',
  'analytics/router-signal-strength/',
  ZSignalStrengthSchema,
);
export const smsAnalytics = getCall('sent-token-sms', 'analytics/sent-token-sms/', ZSmsAnalyticsSchema);
export const advertViewer = getCall('advert-viewer', 'analytics/advert-viewer/', ZAdvertViewerSchema);

/** POST analytics/device-vendor/ {partner, router}: top 10 makers of the guests' devices. */
export const deviceVendorOptions = (scope: AnalyticsScope) =>
  queryOptions({
    queryKey: analyticsKeys.call('device-vendor', { ...scope, range: null }),
    queryFn: async () =>
      ZDeviceVendorSchema.parse(
        await api.post<unknown>('analytics/device-vendor/', {
          partner: scope.partnerId,
          router: scope.box ?? undefined,
        }),
      ),
  });
export const useDeviceVendor = (scope: AnalyticsScope | null) =>
  useQuery({ ...deviceVendorOptions(scope ?? PLACEHOLDER), enabled: scope !== null });

/** GET partners/{id}/router-analytics/: the partner's box counts. */
export const routerAnalyticsOptions = (partnerId: number) =>
  queryOptions({
    queryKey: analyticsKeys.call('router-analytics', { partnerId }),
    queryFn: async () =>
      ZRouterAnalyticsSchema.parse(await api.get<unknown>(`partners/${partnerId}/router-analytics/`)),
  });
export const useRouterAnalytics = (partnerId: number) => useQuery(routerAnalyticsOptions(partnerId));

/** GET partner/revenue/{id}?time_range=&router=: money per bucket, its parts and the purchases' breakdown. */
export const revenueOptions = (scope: AnalyticsScope) =>
  queryOptions({
    queryKey: analyticsKeys.call('revenue', {
      partnerId: scope.partnerId,
      range: scope.range,
      box: scope.box,
    }),
    queryFn: async () =>
      ZRevenueSchema.parse(
        await api.get<unknown>(`partner/revenue/${scope.partnerId}`, {
          query: { time_range: scope.range, router: scope.box ?? undefined },
        }),
      ),
  });
export const useRevenue = (scope: AnalyticsScope) => useQuery(revenueOptions(scope));

/** GET survey/analytics/?partner=&time_range=. */
export const surveyAnalyticsOptions = (scope: AnalyticsScope) =>
  queryOptions({
    queryKey: analyticsKeys.call('survey', { partnerId: scope.partnerId, range: scope.range }),
    queryFn: async () =>
      ZSurveyAnalyticsSchema.parse(
        await api.get<unknown>('survey/analytics/', {
          query: { partner: scope.partnerId, time_range: scope.range },
        }),
      ),
  });
export const useSurveyAnalytics = (scope: AnalyticsScope) => useQuery(surveyAnalyticsOptions(scope));

/** GET analytics/queueing/?partner=&time_range=: the Queue System's tickets (decision 067). */
export const queueAnalyticsOptions = (scope: AnalyticsScope) =>
  queryOptions({
    queryKey: analyticsKeys.call('queueing', { partnerId: scope.partnerId, range: scope.range }),
    queryFn: async () =>
      ZQueueAnalyticsSchema.parse(
        await api.get<unknown>('analytics/queueing/', {
          query: { partner: scope.partnerId, time_range: scope.range },
        }),
      ),
  });
export const useQueueAnalytics = (scope: AnalyticsScope) => useQuery(queueAnalyticsOptions(scope));

/** GET advert/view/analytics?router=&partner=&start_date=&end_date=: one box's views per advert over the days. */
export const advertViewAnalyticsOptions = (
  partnerId: number,
  router: string,
  dates: { start_date: string; end_date: string },
) =>
  queryOptions({
    queryKey: analyticsKeys.call('advert-view', { partnerId, router, ...dates }),
    queryFn: async () =>
      ZAdvertViewAnalyticsSchema.parse(
        await api.get<unknown>('advert/view/analytics', { query: { partner: partnerId, router, ...dates } }),
      ),
  });
export const useAdvertViewAnalytics = (
  partnerId: number,
  router: string | null,
  dates: { start_date: string; end_date: string },
) =>
  useQuery({
    ...advertViewAnalyticsOptions(partnerId, router ?? '', dates),
    enabled: router !== null,
  });
