import {
  ANALYTICS_RANGE_LABELS,
  type TAnalyticsPeriod,
  type TAnalyticsRange,
} from '@ared/contract/analytics';
import { analyticsRange } from './range';

/** The days of a duration as the page and the report files state them: '3 Months', 2026-09-01 to today. */
export function analyticsPeriod(range: TAnalyticsRange, now: Date, timeZone: string): TAnalyticsPeriod {
  const r = analyticsRange(range, now, timeZone);
  return {
    time_range: range,
    label: ANALYTICS_RANGE_LABELS[range],
    from: r.firstDay,
    to: r.lastDay,
    time_zone: timeZone,
  };
}
