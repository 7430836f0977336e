import { ANALYTICS_RANGE_UNITS, type TAnalyticsRange, type TAnalyticsUnit } from '@ared/contract/analytics';
import { addDays, localDate, zoneOffsetMs } from '../../lib/calendar';

export type Bucket = { label: string; start: Date; end: Date };
export type Period = { start: Date; end: Date };

/**
 * A range of the duration selector (part 2 §2, §9), in the partners' time zone: its chart buckets, the
 * period it covers (its start to now) and the period of the same length just before (for churn).
 */
export type AnalyticsRange = Period & {
  range: TAnalyticsRange;
  unit: TAnalyticsUnit;
  /** Local calendar days of the first and last bucket (YYYY-MM-DD), for the daily rollups. */
  firstDay: string;
  lastDay: string;
  buckets: Bucket[];
  previous: Period;
};

const HOUR_MS = 3_600_000;

/** The instant a local calendar day starts in the zone. */
export function localMidnight(day: string, timeZone: string): Date {
  const guess = Date.parse(`${day}T00:00:00Z`);
  const first = guess - zoneOffsetMs(guess, timeZone);
  // Once more at the found instant, in case the zone changed its offset in between (DST).
  return new Date(guess - zoneOffsetMs(first, timeZone));
}

const monthOf = (day: string) => day.slice(0, 7);
const addMonths = (month: string, n: number): string => {
  const [y, m] = month.split('-').map(Number) as [number, number];
  const index = y * 12 + (m - 1) + n;
  return `${String(Math.floor(index / 12)).padStart(4, '0')}-${String((index % 12) + 1).padStart(2, '0')}`;
};

const RANGE_SHAPE: Record<TAnalyticsRange, { count: number }> = {
  today: { count: 24 },
  '1week': { count: 7 },
  '1month': { count: 30 },
  '3months': { count: 3 },
  '6months': { count: 6 },
  '12months': { count: 12 },
  '5years': { count: 5 },
};

/**
 * The buckets of `range` ending with the one that holds `now`: the local day's 24 hours (today), the last
 * 7 or 30 local days, the last 3, 6 or 12 calendar months, or the last 5 calendar years, this one included.
 * The range runs from the first bucket's start to now.
 */
export function analyticsRange(range: TAnalyticsRange, now: Date, timeZone: string): AnalyticsRange {
  const unit = ANALYTICS_RANGE_UNITS[range];
  const { count } = RANGE_SHAPE[range];
  const today = localDate(now, timeZone);
  const buckets: Bucket[] = [];
  if (unit === 'hour') {
    const midnight = localMidnight(today, timeZone).getTime();
    const next = localMidnight(addDays(today, 1), timeZone).getTime();
    for (let start = midnight; start < next; start += HOUR_MS) {
      const local = new Date(start + zoneOffsetMs(start, timeZone));
      buckets.push({
        label: `${String(local.getUTCHours()).padStart(2, '0')}:00`,
        start: new Date(start),
        end: new Date(Math.min(start + HOUR_MS, next)),
      });
    }
  } else if (unit === 'day') {
    for (let i = count - 1; i >= 0; i -= 1) {
      const day = addDays(today, -i);
      buckets.push({
        label: day,
        start: localMidnight(day, timeZone),
        end: localMidnight(addDays(day, 1), timeZone),
      });
    }
  } else if (unit === 'month') {
    for (let i = count - 1; i >= 0; i -= 1) {
      const month = addMonths(monthOf(today), -i);
      buckets.push({
        label: month,
        start: localMidnight(`${month}-01`, timeZone),
        end: localMidnight(`${addMonths(month, 1)}-01`, timeZone),
      });
    }
  } else {
    const year = Number(today.slice(0, 4));
    for (let y = year - count + 1; y <= year; y += 1) {
      const label = String(y).padStart(4, '0');
      buckets.push({
        label,
        start: localMidnight(`${label}-01-01`, timeZone),
        end: localMidnight(`${String(y + 1).padStart(4, '0')}-01-01`, timeZone),
      });
    }
  }
  const start = buckets[0]!.start;
  const length = now.getTime() - start.getTime();
  return {
    range,
    unit,
    start,
    end: now,
    firstDay: localDate(start, timeZone),
    lastDay: today,
    buckets,
    previous: { start: new Date(start.getTime() - length), end: start },
  };
}

/** Index of the bucket holding `instant`, or -1. */
export function bucketIndex(range: AnalyticsRange, instant: Date): number {
  const t = instant.getTime();
  return range.buckets.findIndex((b) => t >= b.start.getTime() && t < b.end.getTime());
}
