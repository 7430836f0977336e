/**
 * The Analytics page's constants (ranges, units, series names, tabs, report names) without zod, so that the
 * web's Analytics page can read them without building the contract's schemas before it can draw (decision
 * 103, issue 29 §7). `./analytics` re-exports them.
 */
import type { TPartnerPlan } from './plans';
import type { TWifiSummary } from './analytics';

/** The duration selector (part 2 §2), in its order; the default is 3months (§9). */
export const ANALYTICS_RANGES = [
  'today',
  '1week',
  '1month',
  '3months',
  '6months',
  '12months',
  '5years',
] as const;
export type TAnalyticsRange = (typeof ANALYTICS_RANGES)[number];

export const DEFAULT_ANALYTICS_RANGE: TAnalyticsRange = '3months';

/** Each range's chart unit (part 2 §2: hour, day, day, month, month, month, year). */
export const ANALYTICS_RANGE_UNITS = {
  today: 'hour',
  '1week': 'day',
  '1month': 'day',
  '3months': 'month',
  '6months': 'month',
  '12months': 'month',
  '5years': 'year',
} as const satisfies Record<TAnalyticsRange, 'hour' | 'day' | 'month' | 'year'>;
export type TAnalyticsUnit = (typeof ANALYTICS_RANGE_UNITS)[TAnalyticsRange];

/** How the duration selector shows each range (12months is shown as 1 Year). */
export const ANALYTICS_RANGE_LABELS: Record<TAnalyticsRange, string> = {
  today: 'Today',
  '1week': '1 Week',
  '1month': '1 Month',
  '3months': '3 Months',
  '6months': '6 Months',
  '12months': '1 Year',
  '5years': '5 Years',
};

/**
 * The units analytics figures are stored and sent in (decision 052): speeds as the boxes measure them
 * (`upload_mbps`, megabits per second), data volumes in megabytes (`traffic_in_mb`), latency in
 * milliseconds, shares in percent (0 to 100), durations in seconds (shown h:mm:ss).
 */
export const ANALYTICS_UNITS = {
  speed: 'Mbit/s',
  data: 'MB',
  latency: 'ms',
  percent: '%',
  duration: 'h:m:s',
} as const;

/** How the page and the reports name each Wi-Fi summary figure. */
export const WIFI_SUMMARY_LABELS: Record<keyof TWifiSummary, string> = {
  currently_connected: 'Currently connected',
  finished_partner_vouchers: 'Finished vouchers',
  router_restart_partner_vouchers: 'Ended by a box restart',
  token_failed: 'Failed logins',
  total_device: 'Devices',
  totals_generated: 'Tokens generated',
  unfinished_partner_voucher: 'Vouchers in use',
  users_not_access_system: 'Never used',
  average_duration: 'Average duration (h:m:s)',
};

/**
 * Token analytics series, in the spec's order. Average Duration's data and total are seconds (the page
 * shows h:m:s).
 */
export const TOKEN_SERIES = [
  'Tokens Used',
  'Currently Connected',
  'Tokens Generated',
  'Average Duration (h:m:s)',
  'Failed',
  'Expired',
] as const;

export const INSIGHT_SERIES = [
  'Dwell Time',
  'Returned Customers',
  'Peek Time',
  'Unique Customers',
  'First-Time Visitors',
  'Phone Model',
  'Churn Rate',
  'Conversion Rate',
] as const;

export const SIGNAL_CATEGORIES = ['Strong', 'Medium', 'Weak', 'No data'] as const;

/** The names of Revenue Insights' series, in the order the answer gives them (decision 079). */
export const REVENUE_SERIES = {
  net: 'Revenue',
  bills: 'Bill payments',
  purchases: 'Portal purchases',
  reversals: 'Reversals',
} as const;

export const REPORT_FORMATS = ['csv', 'pdf'] as const;

export const REPORT_TABS = [
  'routers',
  'revenue-insights',
  'advertviews',
  'sms',
  'feedback-analytics',
  'survey-analytics',
  'microfranchise',
] as const;
export type TReportTab = (typeof REPORT_TABS)[number];
export type TReportFormat = (typeof REPORT_FORMATS)[number];

/** The Analytics page's tabs in the spec's order (part 2 §2); the page keeps the active one in `?tab=`. */
export const ANALYTICS_TABS = [
  'microfranchise',
  'routers',
  'revenue-insights',
  'advertviews',
  'sms',
  'feedback-analytics',
  'survey-analytics',
  'queueing-system',
] as const;
export type TAnalyticsTab = (typeof ANALYTICS_TABS)[number];

/**
 * Which analytics tabs each plan sees (part 2 §2): Premium all, SME five, Kiosk the micro franchisee tab.
 * The page shows only these; the server refuses a hidden tab's calls and report with 403 'Your plan does not
 * include this feature.'
 */
export const ANALYTICS_TABS_BY_PLAN: Record<TPartnerPlan, readonly TAnalyticsTab[]> = {
  Premium: ANALYTICS_TABS,
  SME: ['routers', 'revenue-insights', 'advertviews', 'sms', 'feedback-analytics'],
  Kiosk: ['microfranchise'],
};

/** A user without a known plan is treated as Premium (the page shows every tab). */
export const analyticsTabAllowed = (plan: TPartnerPlan | null | undefined, tab: TAnalyticsTab): boolean =>
  !plan || ANALYTICS_TABS_BY_PLAN[plan].includes(tab);

/**
 * The report's file name says which tab, box and days it holds (issue 29 §2):
 * `analytics-<tab>-<box serial or all-boxes>-<from>-<to>.<csv|pdf>`, the days as YYYY-MM-DD. The server
 * names the file with it; the page saves it under the name the server gave.
 */
export const reportFileName = ({
  tab,
  box,
  from,
  to,
  format,
}: {
  tab: TReportTab;
  box: string | null;
  from: string;
  to: string;
  format: TReportFormat;
}) => `analytics-${tab}-${box ?? 'all-boxes'}-${from}-${to}.${format}`;

export const ANALYTICS_TEXTS = {
  /**
   * The spec's warning for a download without a box. No longer shown: All Boxes downloads the partner's
   * totals, named all-boxes (issue 29 §2, decision 052); kept as the spec's text of that case.
   */
  selectBox: 'Select a mini server and download next.',
  routerRequired: 'Advert analytics needs a router serial number.',
  noData: 'No data available',
} as const;

/**
 * The Analytics page's calls (part 2 §2, §3, §7, §9), computed from what the boxes, the voucher service and
 * the portal recorded (decision 038). Every call is scoped to the caller's partner: `partner` may be sent
 * (the spec's pages send it) but another partner's id or box serial answers 404.
 */
