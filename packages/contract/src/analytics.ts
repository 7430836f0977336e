import { z } from 'zod/mini';
import { ZIdParamSchema, dateField, digitsParam } from './common';
import { ZSerialNumberSchema } from './devices';
import {
  ANALYTICS_RANGES,
  DEFAULT_ANALYTICS_RANGE,
  REPORT_FORMATS,
  REPORT_TABS,
  SIGNAL_CATEGORIES,
  type TAnalyticsRange,
} from './analytics-fields';

export {
  ANALYTICS_RANGES,
  DEFAULT_ANALYTICS_RANGE,
  ANALYTICS_RANGE_UNITS,
  ANALYTICS_RANGE_LABELS,
  ANALYTICS_UNITS,
  WIFI_SUMMARY_LABELS,
  TOKEN_SERIES,
  INSIGHT_SERIES,
  SIGNAL_CATEGORIES,
  REVENUE_SERIES,
  REPORT_FORMATS,
  REPORT_TABS,
  ANALYTICS_TABS,
  ANALYTICS_TABS_BY_PLAN,
  analyticsTabAllowed,
  reportFileName,
  ANALYTICS_TEXTS,
  type TAnalyticsRange,
  type TAnalyticsUnit,
  type TReportTab,
  type TReportFormat,
  type TAnalyticsTab,
} from './analytics-fields';

export const ZAnalyticsRangeSchema = z.enum(ANALYTICS_RANGES, {
  error: () => `Select a valid choice. Valid choices are ${ANALYTICS_RANGES.join(', ')}.`,
});

/** `?time_range=`: one of the ranges; absent means the default. */
export const ZTimeRangeQuerySchema = z.object({
  time_range: z._default(ZAnalyticsRangeSchema, DEFAULT_ANALYTICS_RANGE),
});

/**
 * The body of the POST analytics calls: the partner, and one box (`router_serial_number`) or several
 * (`router_serial_numbers`, the All Boxes choice). Neither means every box of the partner.
 */
export const ZAnalyticsBoxesBodySchema = z.object({
  partner: z.optional(z.int().check(z.positive())),
  router_serial_number: z.optional(ZSerialNumberSchema),
  router_serial_numbers: z.optional(z.array(ZSerialNumberSchema).check(z.maxLength(10_000))),
});
export type TAnalyticsBoxesBody = z.infer<typeof ZAnalyticsBoxesBodySchema>;

/** The body of device-vendor and network-usage-and-connected-clients: `{partner, router}` (a box serial). */
export const ZAnalyticsRouterBodySchema = z.object({
  partner: z.optional(z.int().check(z.positive())),
  router: z.optional(ZSerialNumberSchema),
});
export type TAnalyticsRouterBody = z.infer<typeof ZAnalyticsRouterBodySchema>;

/** The query of the GET analytics calls: `time_range`, `partner`, and `router` (one serial) or `routers`. */
export const ZAnalyticsBoxesQuerySchema = z.extend(ZTimeRangeQuerySchema, {
  partner: z.optional(ZIdParamSchema),
  router: z.optional(ZSerialNumberSchema),
  /** Comma-separated serials. */
  routers: z.optional(z.string().check(z.maxLength(100_000))),
});

/** One chart: bucket labels (`categories`) and one number per bucket. */
export const ZChartSchema = z.object({ categories: z.array(z.string()), data: z.array(z.number()) });
export type TChart = z.infer<typeof ZChartSchema>;

/** A named series with its per-bucket data and its total over the range. */
export const ZSeriesSchema = z.object({ name: z.string(), data: z.array(z.number()), total: z.number() });
export type TSeries = z.infer<typeof ZSeriesSchema>;
export const ZSeriesChartSchema = z.object({
  categories: z.array(z.string()),
  series: z.array(ZSeriesSchema),
});
export type TSeriesChart = z.infer<typeof ZSeriesChartSchema>;

// ---------------------------------------------------------------------------------------------------------
// Wi-Fi and token analytics (part 2 §3): from the voucher service's vouchers and sessions.

/** POST analytics/wifianalytics/: per range, the Wi-Fi summary of the box(es). */
export const ZWifiSummarySchema = z.object({
  /** Sessions connected now (the same in every range). */
  currently_connected: z.int(),
  /** Vouchers whose time was used up (status used or expired after a login) in the range. */
  finished_partner_vouchers: z.int(),
  /** Sessions the box ended by restarting (Acct-Terminate-Cause NAS-Reboot or NAS-Request). */
  router_restart_partner_vouchers: z.int(),
  /** Refused logins (unknown, used, expired or revoked codes). */
  token_failed: z.int(),
  /** Distinct guest devices that had a session. */
  total_device: z.int(),
  /** Vouchers created. */
  totals_generated: z.int(),
  /** Vouchers in use: logged in, time not yet used up. */
  unfinished_partner_voucher: z.int(),
  /** Vouchers created in the range never used. */
  users_not_access_system: z.int(),
  /** Mean session length in seconds. */
  average_duration: z.number(),
});
export type TWifiSummary = z.infer<typeof ZWifiSummarySchema>;
export const ZWifiAnalyticsSchema = z.object({
  results: z.record(z.enum(ANALYTICS_RANGES), ZWifiSummarySchema),
});
export type TWifiAnalytics = z.infer<typeof ZWifiAnalyticsSchema>;

export const ZTokenAnalyticsSchema = ZSeriesChartSchema;
export type TTokenAnalytics = z.infer<typeof ZTokenAnalyticsSchema>;

/**
 * POST analytics/wifi-v2/?time_range=: `{is_online, <range>: {categories, series}}` for the one range;
 * without `time_range`, every range.
 */
export const ZWifiV2Schema = z.extend(
  z.object({ is_online: z.boolean() }),
  Object.fromEntries(ANALYTICS_RANGES.map((r) => [r, z.optional(ZTokenAnalyticsSchema)])) as Record<
    TAnalyticsRange,
    z.ZodMiniOptional<typeof ZTokenAnalyticsSchema>
  >,
);
export type TWifiV2 = z.infer<typeof ZWifiV2Schema>;
/** wifi-v2's query: `time_range` is optional here (absent: all ranges). */
export const ZOptionalTimeRangeQuerySchema = z.object({ time_range: z.optional(ZAnalyticsRangeSchema) });

// ---------------------------------------------------------------------------------------------------------
// Customer insights (part 2 §2, §3): sessions keyed by hashed guest device, portal visits.

/** Churn: devices seen in the previous period of the same length and not in this one. */
export const ZChurnSchema = z.object({
  churned: z.number(),
  churned_devices: z.int(),
  previous_devices: z.int(),
});
/**
 * One insight series. `total` is a number, except Peek Time (the busiest hour, 'HH:00') and Phone Model
 * (the most common model), which are texts ('' when there is no data). Churn Rate's data is one object
 * (`data[0].churned`, a percentage); the others' data are numbers per bucket (Phone Model's: devices per
 * model, with `labels`).
 */
export const ZInsightSeriesSchema = z.object({
  name: z.string(),
  total: z.union([z.number(), z.string()]),
  data: z.array(z.union([z.number(), ZChurnSchema])),
  /** Phone Model: the model names of `data`, most common first (top 10). */
  labels: z.optional(z.array(z.string())),
  /** What `total` and `data` count in, for the cards: 'seconds', 'devices', 'percent', 'hour', 'model'. */
  unit: z.string(),
});
export type TInsightSeries = z.infer<typeof ZInsightSeriesSchema>;
/** POST analytics/insight-v2/?time_range=. */
export const ZInsightAnalyticsSchema = z.object({
  categories: z.array(z.string()),
  series: z.array(ZInsightSeriesSchema),
});
export type TInsightAnalytics = z.infer<typeof ZInsightAnalyticsSchema>;

/** POST analytics/device-vendor/ {partner, router}: guest devices by maker (from the MAC's OUI), top 10. */
export const ZDeviceVendorSchema = z.object({
  results: z.array(z.object({ vendor: z.string(), devices: z.int() })),
  total_devices: z.int(),
});
export type TDeviceVendor = z.infer<typeof ZDeviceVendorSchema>;

// ---------------------------------------------------------------------------------------------------------
// Mini-server health, network and router analytics (part 2 §3): from the boxes' heartbeat readings.

/**
 * POST analytics/router-metrics/?time_range=: the box's latest reading (the spec's field names), and over
 * the range the CPU and RAM means and the uptime share per bucket (from heartbeat continuity).
 */
export const ZRouterMetricsSchema = z.object({
  is_online: z.boolean(),
  /** Null when the box never sent that reading. */
  cpuUsagePercentage: z.nullable(z.number()),
  ramMemoryPercentage: z.nullable(z.number()),
  /** Seconds since the box started. */
  systemUptime: z.nullable(z.number()),
  /** MB sent and received by the box's uplink over the range. */
  networkTrafficOutMobile: z.nullable(z.number()),
  networkTrafficInMobile: z.nullable(z.number()),
  numberofrunningprocessor: z.nullable(z.number()),
  /** MB. */
  totaldiskused: z.nullable(z.number()),
  total_space: z.nullable(z.number()),
  totaldiskusedperct: z.nullable(z.number()),
  /** Series 'CPU Usage', 'RAM Usage' (mean %), 'Uptime' (% of the bucket the box was heard from). */
  usage: ZSeriesChartSchema,
});
export type TRouterMetrics = z.infer<typeof ZRouterMetricsSchema>;

/**
 * POST analytics/router-speed/?time_range=: series 'Average Download Speed', 'Average Upload Speed' (Mbps),
 * and the quality the boxes measure: 'Latency' (ms) and 'Packet Loss' (%). A bucket without readings is 0
 * in the series; the averages are null when no reading exists.
 */
export const ZRouterSpeedSchema = z.object({
  router_speed: ZSeriesChartSchema,
  average_upload_speed: z.nullable(z.number()),
  average_download_speed: z.nullable(z.number()),
  latency: ZSeriesChartSchema,
  average_latency_ms: z.nullable(z.number()),
  average_packet_loss: z.nullable(z.number()),
});
export type TRouterSpeed = z.infer<typeof ZRouterSpeedSchema>;

/** POST analytics/network-usage/?time_range=: series 'Total Data Received', 'Total Data Transmitted' (MB). */
export const ZNetworkUsageSchema = z.object({
  network_usage: ZSeriesChartSchema,
  total_data_transmitted_mb: z.number(),
  total_data_received_mb: z.number(),
});
export type TNetworkUsage = z.infer<typeof ZNetworkUsageSchema>;

/**
 * POST analytics/router-signal-strength/?time_range=: readings per signal category; the first series'
 * `total` is the category of the latest reading ('No data' without one). `strong_percentage`: share of
 * Strong among readings that are not 'No data' (null when there are none).
 */
export const ZSignalStrengthSchema = z.object({
  category: z.enum(SIGNAL_CATEGORIES),
  categories: z.array(z.string()),
  series: z.array(
    z.object({ name: z.string(), total: z.enum(SIGNAL_CATEGORIES), data: z.array(z.number()) }),
  ),
  strong_percentage: z.nullable(z.number()),
});
export type TSignalStrength = z.infer<typeof ZSignalStrengthSchema>;

/** POST analytics/network-usage-and-connected-clients/ {partner, router}: MB used and peak clients per bucket. */
export const ZUsageAndClientsSchema = z.object({
  data_usage: ZChartSchema,
  connected_clients: ZChartSchema,
});
export type TUsageAndClients = z.infer<typeof ZUsageAndClientsSchema>;

/** GET partners/{id}/router-analytics/ (part 2 §3 Partner analytics). */
export const ZRouterAnalyticsSchema = z.object({
  total_routers: z.int(),
  active_routers: z.int(),
  damaged_routers: z.int(),
  sme_routers: z.int(),
  kiosk_routers: z.int(),
});
export type TRouterAnalytics = z.infer<typeof ZRouterAnalyticsSchema>;

// ---------------------------------------------------------------------------------------------------------
// Revenue (part 1 §7 partner/revenue, part 2 §7 partners/{id}/calculate/, issue 32 §5): the billing engine's
// payments and the guests' portal purchases by mobile money, less reversals (decision 079).

/** GET partners/{id}/calculate/ and partner/revenue/{id}/calculate/: bills and purchases kept, all time. */
export const ZRevenueTotalSchema = z.object({ total_revenue: z.number(), currency: z.string() });
export type TRevenueTotal = z.infer<typeof ZRevenueTotalSchema>;
/**
 * `?time_range=&router=`: the range, and one box (its serial) or none (All Boxes). With a box, revenue is
 * the guests' purchases on it: bill payments are the SMEs', not a box's (decision 079).
 */
export const ZRevenueQuerySchema = z.extend(ZTimeRangeQuerySchema, {
  router: z.optional(ZSerialNumberSchema),
});

/**
 * One line of the purchases' breakdown: a box, its realm and a tier (its place in the partner's list and
 * its minutes, as the purchase recorded them). `reversed` is money the provider took back in the range,
 * shown as such and subtracted: `net` = `amount` − `reversed` (decision 079).
 */
export const ZRevenueBreakdownRowSchema = z.object({
  router_id: z.int(),
  /** Null when the box has since been removed: its money still counts. */
  router_serial_number: z.nullable(z.string()),
  realm_id: z.nullable(z.int()),
  realm_name: z.nullable(z.string()),
  tier_id: z.int(),
  minutes: z.int(),
  purchases: z.int(),
  amount: z.number(),
  reversals: z.int(),
  reversed: z.number(),
  net: z.number(),
});
export type TRevenueBreakdownRow = z.infer<typeof ZRevenueBreakdownRowSchema>;

/**
 * GET partner/revenue/{id}?time_range=&router=: money received per bucket, and billed but unpaid.
 * `total_revenue` = `bill_payments` + `purchases` − `reversals`, the sum of the first series' bars
 * (`Revenue`, the net); the other series are its parts (decision 079).
 */
export const ZRevenueSchema = z.object({
  currency: z.string(),
  total_revenue: z.number(),
  outstanding: z.number(),
  revenue: ZSeriesChartSchema,
  /** SME bill payments received (billing; none when one box is chosen). */
  bill_payments: z.number(),
  /** Guests' mobile-money purchases on the portal, settled in the range. */
  purchases: z.number(),
  /** Purchases the provider reversed in the range (a positive amount, subtracted from the total). */
  reversals: z.number(),
  /** Per box, realm and tier; largest net first. */
  breakdown: z.array(ZRevenueBreakdownRowSchema),
});
export type TRevenue = z.infer<typeof ZRevenueSchema>;

// ---------------------------------------------------------------------------------------------------------
// SMS and adverts (part 2 §3 SMS data, Advert data).

/** GET analytics/sent-token-sms/?time_range=&partner=&router=: SMS per bucket from the SMS log. */
export const ZSmsAnalyticsSchema = z.object({
  categories: z.array(z.string()),
  sent_sms: z.array(z.number()),
  failed_sms: z.array(z.number()),
  total_sent_sms: z.int(),
  total_failed_sms: z.int(),
});
export type TSmsAnalytics = z.infer<typeof ZSmsAnalyticsSchema>;

/** Where a box's guests watched adverts: the box's place (set by its heartbeat or by the partner). */
export const ZViewerLocationSchema = z.object({
  serial_number: z.string(),
  ssid: z.nullable(z.string()),
  latitude: z.number(),
  longitude: z.number(),
  views: z.int(),
});
/**
 * GET analytics/advert-viewer/?time_range=&partner=&router=: views and viewers. A viewer is new when their
 * first view falls in the range, repeated when they had watched before it (decision 038).
 */
export const ZAdvertViewerSchema = z.object({
  view_metrics: z.object({
    total_views: z.int(),
    unique_viewers: z.int(),
  }),
  new_viewers: z.int(),
  repeated_viewers: z.int(),
  average_views_per_viewer: z.number(),
  /** Views per hour of the day ('00:00' … '23:00'), over the range. */
  peak_usage_hours: ZChartSchema,
  views_over_time: ZChartSchema,
  viewer_locations: z.array(ZViewerLocationSchema),
});
export type TAdvertViewer = z.infer<typeof ZAdvertViewerSchema>;

/** GET advert/view/analytics?router=&partner=&start_date=&end_date=&days=: one box's advert views. */
export const ZAdvertViewAnalyticsQuerySchema = z.object({
  router: z.optional(z.string().check(z.maxLength(64))),
  partner: z.optional(ZIdParamSchema),
  start_date: z.optional(dateField()),
  end_date: z.optional(dateField()),
  days: z.optional(digitsParam(z.int().check(z.gte(1), z.lte(5 * 366)))),
});
export const ZAdvertViewAnalyticsSchema = z.object({
  start_date: z.string(),
  end_date: z.string(),
  view_metrics: z.object({
    total_views: z.int(),
    unique_viewers: z.int(),
  }),
  new_viewers: z.int(),
  repeated_viewers: z.int(),
  views_over_time: ZChartSchema,
  adverts: z.array(
    z.object({
      id: z.int(),
      title: z.string(),
      views: z.int(),
      unique_viewers: z.int(),
    }),
  ),
});
export type TAdvertViewAnalytics = z.infer<typeof ZAdvertViewAnalyticsSchema>;

// ---------------------------------------------------------------------------------------------------------
// Survey analytics (designed: the spec's tab showed zeros; here the stored answers).

/** GET survey/analytics/?partner=&survey=&time_range=. */
export const ZSurveyAnalyticsQuerySchema = z.extend(ZTimeRangeQuerySchema, {
  partner: z.optional(ZIdParamSchema),
  survey: z.optional(ZIdParamSchema),
});
export const ZSurveyAnalyticsSchema = z.object({
  total_responses: z.int(),
  responses_over_time: ZChartSchema,
  surveys: z.array(z.object({ id: z.int(), title: z.string(), responses: z.int() })),
  /** The chosen survey's (or the most answered one's) choice questions: answers per option. */
  questions: z.array(
    z.object({
      id: z.int(),
      text: z.string(),
      answer_type: z.string(),
      options: z.array(z.object({ label: z.string(), count: z.int() })),
      answered: z.int(),
    }),
  ),
});
export type TSurveyAnalytics = z.infer<typeof ZSurveyAnalyticsSchema>;

// ---------------------------------------------------------------------------------------------------------
// Reports (part 2 §2 download selector): analytics_report.csv / analytics_report.pdf.

/**
 * GET analytics/report/?format=&tab=&time_range=&router=: one box (`router`) or, without it, All Boxes, as
 * the page's selector (decision 052). Feedback follows the page's date range: `start_date` and `end_date`
 * (both or neither; neither means the duration's days).
 */
export const ZAnalyticsReportQuerySchema = z
  .extend(ZTimeRangeQuerySchema, {
    format: z.enum(REPORT_FORMATS),
    tab: z._default(z.enum(REPORT_TABS), 'routers'),
    router: z.optional(ZSerialNumberSchema),
    partner: z.optional(ZIdParamSchema),
    start_date: z.optional(dateField()),
    end_date: z.optional(dateField()),
  })
  .check(
    z.refine((q) => (q.start_date === undefined) === (q.end_date === undefined), {
      message: 'Send both start_date and end_date, or neither.',
      path: ['end_date'],
    }),
  );

/**
 * GET analytics/period/?time_range=: the days a duration covers in the partners' time zone, as every call
 * of that duration reads them (the page states them beside the selector).
 */
export const ZAnalyticsPeriodSchema = z.object({
  time_range: ZAnalyticsRangeSchema,
  label: z.string(),
  /** First and last local day of the range (YYYY-MM-DD); the range ends now. */
  from: z.string(),
  to: z.string(),
  time_zone: z.string(),
});
export type TAnalyticsPeriod = z.infer<typeof ZAnalyticsPeriodSchema>;
