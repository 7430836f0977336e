import type { TReportTab } from '@ared/contract/analytics';
import { ALL_BOXES } from '../../../db/schema';
import { microFranchiseeSignups, userAnalytics } from '../../partners';
import { ratingAnalytics } from '../../ratings';
import type { Boxes } from '../boxes';
import { readBuckets } from '../rollup-read';
import { advertViewerAnalytics, smsAnalytics } from '../sms-adverts';
import { surveyAnalytics } from '../survey-analytics';
import { type ReportContext, type ReportProvider, type ReportSection, bucketSection, round2 } from './model';

const MB = 1024 * 1024;
const oneBox = (ctx: ReportContext): Boxes => ({ scope: [ctx.box.id], all: false, routers: [ctx.box] });
const metrics = (title: string, pairs: [string, string | number][]): ReportSection => ({
  title,
  columns: ['Metric', 'Value'],
  rows: pairs,
});

/** SMS Insights: the same figures as analytics/sent-token-sms/ for the box. */
const sms: ReportProvider = async (ctx) => {
  const s = await smsAnalytics(ctx.db, ctx.partnerId, oneBox(ctx), ctx.range);
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
  const a = await advertViewerAnalytics(ctx.db, ctx.partnerId, oneBox(ctx), ctx.range, ctx.timeZone);
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

/** Feedback: the ratings analytics over the range's days (ratings are the partner's, every box). */
const feedback: ReportProvider = async (ctx) => {
  const r = await ratingAnalytics(
    ctx.db,
    ctx.partnerId,
    { start: ctx.range.firstDay, end: ctx.range.lastDay },
    ctx.timeZone,
  );
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

/**
 * Routers: sessions, data, refused logins and mean CPU of the box, and the partner's tokens (vouchers are
 * kept per realm, not per box), all from the rollups. The Wi-Fi summary, token series and router metrics
 * of the Routers tab's calls replace this when they land (the lead wires them into `providers`).
 */
const routersTab: ReportProvider = async (ctx) => {
  const scope = [ctx.box.id];
  const [sessions, failures, readings, tokens] = await Promise.all([
    readBuckets(ctx.db, 'session', ctx.partnerId, scope, ctx.range, {
      sessions: 'sum',
      voucher_sessions: 'sum',
      bytes_in: 'sum',
      bytes_out: 'sum',
    }),
    readBuckets(ctx.db, 'login_failure', ctx.partnerId, scope, ctx.range, { failed: 'sum' }),
    readBuckets(ctx.db, 'reading', ctx.partnerId, scope, ctx.range, {
      cpu_sum: 'sum',
      health_readings: 'sum',
    }),
    readBuckets(ctx.db, 'voucher', ctx.partnerId, [ALL_BOXES], ctx.range, { generated: 'sum', used: 'sum' }),
  ]);
  const cpu = readings.cpu_sum!.map((sum, i) => {
    const n = readings.health_readings![i]!;
    return n === 0 ? 0 : round2(sum / n);
  });
  return [
    bucketSection(
      'Wi-Fi and tokens',
      ctx.range,
      [
        { name: 'Sessions', data: sessions.sessions! },
        { name: 'Voucher sessions', data: sessions.voucher_sessions! },
        { name: 'Tokens generated (all boxes)', data: tokens.generated! },
        { name: 'Tokens used (all boxes)', data: tokens.used! },
        { name: 'Tokens failed', data: failures.failed! },
      ],
      [
        { name: 'Sessions', data: sessions.sessions! },
        { name: 'Tokens failed', data: failures.failed! },
      ],
    ),
    bucketSection('Network and health', ctx.range, [
      { name: 'Data in (MB)', data: sessions.bytes_in!.map((b) => round2(b / MB)) },
      { name: 'Data out (MB)', data: sessions.bytes_out!.map((b) => round2(b / MB)) },
      { name: 'Mean CPU (%)', data: cpu },
    ]),
  ];
};

/** Revenue Insights until the revenue calls land: the partner's tokens per period from the rollups. */
const revenueInsights: ReportProvider = async (ctx) => {
  const tokens = await readBuckets(ctx.db, 'voucher', ctx.partnerId, [ALL_BOXES], ctx.range, {
    generated: 'sum',
    used: 'sum',
    expired_unused: 'sum',
    revoked: 'sum',
  });
  return [
    bucketSection('Tokens (all boxes)', ctx.range, [
      { name: 'Tokens generated', data: tokens.generated! },
      { name: 'Tokens used', data: tokens.used! },
      { name: 'Expired unused', data: tokens.expired_unused! },
      { name: 'Revoked', data: tokens.revoked! },
    ]),
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
