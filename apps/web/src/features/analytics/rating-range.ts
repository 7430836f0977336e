import dayjs from 'dayjs';

/**
 * The page's date-range picker (part 2 §2 named ranges): today, then the last 7 to 90 days, today included,
 * and all days. It drives the Feedback tab and the advert views' start and end dates. The default is 30
 * days, the Feedback tab's default (§9).
 */
export const NAMED_RANGES = [
  'today',
  'one_week',
  'two_weeks',
  'thirty_days',
  'sixty_days',
  'ninety_days',
  'all_days',
] as const;
export type NamedRange = (typeof NAMED_RANGES)[number];
export const DEFAULT_NAMED_RANGE: NamedRange = 'thirty_days';

const DAYS: Record<NamedRange, number> = {
  today: 1,
  one_week: 7,
  two_weeks: 14,
  thirty_days: 30,
  sixty_days: 60,
  ninety_days: 90,
  // All days: as far back as the longest duration (5 years) reaches.
  all_days: 5 * 366,
};

export const isNamedRange = (v: string | null): v is NamedRange => NAMED_RANGES.includes(v as NamedRange);

export type RatingDates = { start_date: string; end_date: string };

const DAY = 'YYYY-MM-DD';

/**
 * The calendar days of a range in the browser's zone, both included, as the server counts them: 'Last 30
 * days' is today and the 29 days before it.
 */
export function ratingDates(range: NamedRange, now: Date = new Date()): RatingDates {
  const end = dayjs(now);
  return { start_date: end.subtract(DAYS[range] - 1, 'day').format(DAY), end_date: end.format(DAY) };
}
