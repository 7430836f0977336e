import dayjs from 'dayjs';
import { RATING_DEFAULT_DAYS } from '@ared/contract/ratings';

/** The Feedback tab's ranges (part 2 §2): today, then the last 7 to 365 days, today included. */
export const RATING_RANGES = ['today', '7', '30', '90', '180', '365'] as const;
export type RatingRangeKey = (typeof RATING_RANGES)[number];
export const DEFAULT_RATING_RANGE: RatingRangeKey = String(RATING_DEFAULT_DAYS) as RatingRangeKey;

export type RatingDates = { start_date: string; end_date: string };

const DAY = 'YYYY-MM-DD';

/**
 * The calendar days of a range in the browser's zone, both included, as the server counts them: 'Last 30
 * days' is today and the 29 days before it (so its default and ours ask for the same days).
 */
export function ratingDates(range: RatingRangeKey, now: Date = new Date()): RatingDates {
  const end = dayjs(now);
  const days = range === 'today' ? 1 : Number(range);
  return { start_date: end.subtract(days - 1, 'day').format(DAY), end_date: end.format(DAY) };
}
