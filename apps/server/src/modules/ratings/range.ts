import { RATING_DEFAULT_DAYS, RATING_MAX_RANGE_DAYS, RATING_TEXTS } from '@ared/contract/ratings';
import { addDays, daysBetween } from '../../lib/calendar';
import { fieldError } from '../../lib/http-errors';

export type DateRange = { start: string; end: string };

/**
 * The days a rating call reads, both included: the ones asked for, else the last 30 days up to today in the
 * partners' time zone (part 2 §9). A missing end is today; a missing start is 30 days before the end.
 */
export function ratingRange(today: string, startDate?: string, endDate?: string): DateRange {
  const end = endDate ?? today;
  const start = startDate ?? addDays(end, -(RATING_DEFAULT_DAYS - 1));
  if (daysBetween(start, end) < 0) throw fieldError('end_date', RATING_TEXTS.rangeReversed);
  if (daysBetween(start, end) >= RATING_MAX_RANGE_DAYS)
    throw fieldError('start_date', RATING_TEXTS.rangeTooLong);
  return { start, end };
}
