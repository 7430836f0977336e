import type { TReportTab } from '@ared/contract/analytics';
import type { Db } from '../../../db/client';
import type { Boxes } from '../boxes';
import type { AnalyticsRange } from '../range';

/** One chart of a section: bucket labels and named series (drawn as bars in the PDF). */
export type ReportChart = { categories: string[]; series: { name: string; data: number[] }[] };

/** One table of the report, with the chart drawn above it in the PDF. */
export type ReportSection = {
  title: string;
  columns: string[];
  rows: (string | number)[][];
  chart?: ReportChart;
};

/** Local days, YYYY-MM-DD, both included. */
export type ReportDays = { start: string; end: string };

/**
 * What a provider reads: the caller's partner, the box or All Boxes the page chose, the duration, and the
 * days the report covers (the duration's, or the page's date range for Feedback).
 */
export type ReportContext = {
  db: Db;
  partnerId: number;
  boxes: Boxes;
  range: AnalyticsRange;
  days: ReportDays;
  timeZone: string;
  now: Date;
};

/** A tab's report: its sections, in the order the page shows them. */
export type ReportProvider = (ctx: ReportContext) => Promise<ReportSection[]>;

/** The report's header: who, which box, which range, when. */
export type ReportHeader = {
  partner: string;
  box: string;
  range: string;
  generated: string;
  tab: TReportTab;
};

/** A section of one row per bucket: the bucket label, then one column per series (the chart's too). */
export function bucketSection(
  title: string,
  range: AnalyticsRange,
  series: { name: string; data: number[] }[],
  chart: { name: string; data: number[] }[] | false = series,
): ReportSection {
  const categories = range.buckets.map((b) => b.label);
  return {
    title,
    columns: ['Period', ...series.map((s) => s.name)],
    rows: categories.map((label, i) => [label, ...series.map((s) => round2(s.data[i] ?? 0))]),
    ...(chart && chart.length > 0 && { chart: { categories, series: chart } }),
  };
}

export const round2 = (n: number) => Math.round(n * 100) / 100;
