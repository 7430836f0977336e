import {
  ANALYTICS_UNITS as UNITS,
  TOKEN_SERIES,
  type TReportTab,
  type TTokenAnalytics,
  WIFI_SUMMARY_LABELS,
} from '@ared/contract/analytics';
import { microFranchiseeSignups, userAnalytics } from '../../partners';
import { ratingAnalytics } from '../../ratings';
import { networkUsage, routerSpeed } from '../network';
import { revenue } from '../revenue';
import { wifiAnalytics, wifiV2 } from '../wifi';
import { advertViewerAnalytics, smsAnalytics } from '../sms-adverts';
import { surveyAnalytics } from '../survey-analytics';
import { type ReportContext, type ReportProvider, type ReportSection, bucketSection } from './model';

const metrics = (title: string, pairs: [string, string | number][]): ReportSection => ({
  title,
  columns: ['Metric', 'Value'],
  rows: pairs,
});

/** SMS Insights: the same figures as analytics/sent-token-sms/ for the box. */
const sms: ReportProvider = async (ctx) => {
  const s = await smsAnalytics(ctx.db, ctx.partnerId, ctx.boxes, ctx.range);
  return [
    metrics('SMS totals', [
      ['Sent SMS', s.total_sent_sms],
      ['Failed SMS', s.total_failed_sms],
    ]),
    bucketSection('SMS per period', ctx.range, [
      { name: 'Sent SMS', data: s.sent_sms },
      { name: 'Failed SMS', data: s.failed_sms },
    ]),
  ];
};

/** Advert Views: analytics/advert-viewer/ for the box. */
const advertviews: ReportProvider = async (ctx) => {
  const a = await advertViewerAnalytics(ctx.db, ctx.partnerId, ctx.boxes, ctx.range, ctx.timeZone);
  return [
    metrics('Advert viewers', [
      ['Total views', a.view_metrics.total_views],
      ['Unique viewers', a.view_metrics.unique_viewers],
      ['New viewers', a.new_viewers],
      ['Repeated viewers', a.repeated_viewers],
      ['Average views per viewer', a.average_views_per_viewer],
    ]),
    bucketSection('Views over time', ctx.range, [{ name: 'Views', data: a.views_over_time.data }]),
    {
      title: 'Peak usage hours',
      columns: ['Hour', 'Views'],
      rows: a.peak_usage_hours.categories.map((h, i) => [h, a.peak_usage_hours.data[i]!]),
      chart: {
        categories: a.peak_usage_hours.categories,
        series: [{ name: 'Views', data: a.peak_usage_hours.data }],
      },
    },
  ];
};

/** Feedback: the ratings analytics over the page's date range (ratings are the partner's, every box). */
const feedback: ReportProvider = async (ctx) => {
  const r = await ratingAnalytics(ctx.db, ctx.partnerId, ctx.days, ctx.timeZone);
  const stars = r.distribution_of_ratings;
  const trend = r.trends_over_time;
  return [
    metrics('Ratings', [
      ['Total ratings', r.total_ratings],
      ['Overall average rating', r.overall_average_rating],
    ]),
    {
      title: 'Distribution of ratings',
      columns: ['Stars', 'Ratings'],
      rows: stars.labels.map((label, i) => [label, stars.data[i]!]),
      chart: { categories: stars.labels, series: [{ name: 'Ratings', data: stars.data }] },
    },
    {
      title: 'Feedback over time',
      columns: ['Period', 'Ratings', 'Average rating'],
      rows: trend.labels.map((label, i) => [label, r.feedback_frequency.data[i] ?? 0, trend.data[i] ?? 0]),
      chart: {
        categories: trend.labels,
        series: [{ name: 'Ratings', data: r.feedback_frequency.data }],
      },
    },
  ];
};

/** Survey Analytics: the partner's responses in the range, the most answered survey's choices. */
const surveys: ReportProvider = async (ctx) => {
  const s = await surveyAnalytics(ctx.db, ctx.partnerId, undefined, ctx.range);
  return [
    bucketSection('Survey responses over time', ctx.range, [
      { name: 'Responses', data: s.responses_over_time.data },
    ]),
    {
      title: 'Surveys',
      columns: ['Survey', 'Responses'],
      rows: s.surveys.map((x) => [x.title, x.responses]),
    },
    ...s.questions.map((q) => ({
      title: q.text,
      columns: ['Answer', 'Count'],
      rows: q.options.map((o) => [o.label, o.count]),
    })),
  ];
};

/** Micro Franchisee: the partner's micro franchisees and their sign-ups of the last 12 months. */
const microfranchise: ReportProvider = async (ctx) => {
  const [u, signups] = await Promise.all([
    userAnalytics(ctx.db, ctx.partnerId),
    microFranchiseeSignups(ctx.db, ctx.partnerId, 12, ctx.now),
  ]);
  return [
    metrics('Micro franchisees', [
      ['Total', u.total_micro_franchisees],
      ['Active', u.active_micro_franchisees],
      ['Female', u.female_micro_franchisees],
      ['Male', u.male_micro_franchisees],
    ]),
    {
      title: 'Sign-ups per month',
      columns: ['Month', 'Sign-ups'],
      rows: signups.map((m) => [m.month, m.count]),
      chart: {
        categories: signups.map((m) => m.month),
        series: [{ name: 'Sign-ups', data: signups.map((m) => m.count) }],
      },
    },
  ];
};

/** Seconds as h:mm:ss, as the page shows durations (the web app's `fmtHms`). */
export const hms = (seconds: number) => {
  const t = Math.max(0, Math.round(seconds));
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${Math.floor(t / 3600)}:${pad(Math.floor((t % 3600) / 60))}:${pad(t % 60)}`;
};

const AVERAGE_DURATION = TOKEN_SERIES[3];

/**
 * The token series as the page's charts show them: counts as numbers, Average Duration as h:mm:ss (its data
 * are seconds), one column per series.
 */
function tokenSection(ctx: ReportContext, tokens: TTokenAnalytics): ReportSection {
  const section = bucketSection('Token analytics', ctx.range, tokens.series, false);
  const at = section.columns.indexOf(AVERAGE_DURATION);
  const rows = section.rows.map((row, i) =>
    at < 0 ? row : row.map((cell, c) => (c === at ? hms(tokens.series[at - 1]!.data[i] ?? 0) : cell)),
  );
  const counts = tokens.series.filter((x) => x.name !== AVERAGE_DURATION);
  return { ...section, rows, chart: { categories: section.rows.map((r) => String(r[0])), series: counts } };
}

/**
 * Routers: what the Routers tab shows for the page's choice. With one box, its Wi-Fi summary and token
 * analytics (wifianalytics, wifi-v2; the page asks for a box there); always the speeds, latency and packet
 * loss (router-speed) and the data (network-usage) of the box or All Boxes, over the report's range.
 */
const routersTab: ReportProvider = async (ctx) => {
  const q = { partnerId: ctx.partnerId, boxes: ctx.boxes, now: ctx.now, timeZone: ctx.timeZone };
  const [speed, usage] = await Promise.all([
    routerSpeed(ctx.db, ctx.partnerId, ctx.boxes, ctx.range),
    networkUsage(ctx.db, ctx.partnerId, ctx.boxes, ctx.range),
  ]);
  const chart = (c: { series: { name: string; data: number[] }[] }) =>
    c.series.map((x) => ({ name: x.name, data: x.data }));
  const network = [
    bucketSection(`Speed (${UNITS.speed})`, ctx.range, chart(speed.router_speed)),
    bucketSection(
      `Latency (${UNITS.latency}) and packet loss (${UNITS.percent})`,
      ctx.range,
      chart(speed.latency),
    ),
    bucketSection(`Data (${UNITS.data})`, ctx.range, chart(usage.network_usage)),
  ];
  if (ctx.boxes.all) return network;
  const [{ results }, tokens] = await Promise.all([
    wifiAnalytics(ctx.db, q),
    wifiV2(ctx.db, q, ctx.range.range),
  ]);
  const summary = results[ctx.range.range];
  return [
    metrics(
      'Wi-Fi summary',
      (Object.keys(WIFI_SUMMARY_LABELS) as (keyof typeof summary)[]).map((k) => [
        WIFI_SUMMARY_LABELS[k],
        k === 'average_duration' ? hms(summary[k]) : summary[k],
      ]),
    ),
    tokenSection(ctx, tokens[ctx.range.range]!),
    ...network,
  ];
};

/**
 * Revenue Insights: the same answer as partner/revenue/{id} for the box and range — the net, its parts
 * (reversals as a line of their own), per period, the purchases per box, realm and tier, and what is owed.
 */
const revenueInsights: ReportProvider = async (ctx) => {
  const r = await revenue(ctx.db, ctx.partnerId, ctx.range, ctx.boxes);
  return [
    metrics(`Revenue (${r.currency})`, [
      ['Total revenue', r.total_revenue],
      ['Bill payments', r.bill_payments],
      ['Portal purchases', r.purchases],
      ['Reversals', r.reversals],
      ['Outstanding', r.outstanding],
    ]),
    bucketSection(
      `Revenue per period (${r.currency})`,
      ctx.range,
      r.revenue.series.map((x) => ({ name: x.name, data: x.data })),
    ),
    {
      title: `Portal purchases per tier on each box (${r.currency})`,
      columns: ['Box', 'Realm', 'Tier', 'Minutes', 'Purchases', 'Amount', 'Reversals', 'Reversed', 'Net'],
      rows: r.breakdown.map((b) => [
        b.router_serial_number ?? `#${b.router_id}`,
        b.realm_name ?? (b.realm_id === null ? '' : `#${b.realm_id}`),
        b.tier_id + 1,
        b.minutes,
        b.purchases,
        b.amount,
        b.reversals,
        b.reversed,
        b.net,
      ]),
    },
  ];
};

/** Each tab's report (the registration point: a tab's richer provider replaces its entry here). */
export const providers: Record<TReportTab, ReportProvider> = {
  routers: routersTab,
  'revenue-insights': revenueInsights,
  advertviews,
  sms,
  'feedback-analytics': feedback,
  'survey-analytics': surveys,
  microfranchise,
};
