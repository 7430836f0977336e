import dayjs from 'dayjs';
import advancedFormat from 'dayjs/plugin/advancedFormat';

dayjs.extend(advancedFormat);

/**
 * The header's date: month name plus ordinal day, e.g. "November 21st" (spec part 1 §2), as the day it is at
 * `utcOffsetMinutes` from UTC (the partner's calendar, whose offset the server sends) when given: at 23:30 in
 * Kigali a laptop set to UTC is still on the day before, and the dashboard's "today" is the partner's business
 * day. Plain arithmetic, no Intl.DateTimeFormat: a phone's first date formatter loads the locale and zone data,
 * half a second of a slow phone's first load (decision 064).
 */
export const formatHeaderDate = (date: Date, utcOffsetMinutes?: number): string =>
  dayjs(partnerCalendarDay(date, utcOffsetMinutes)).format('MMMM Do');

/**
 * The calendar day `date` falls on at `utcOffsetMinutes` from UTC, as a local Date of that day (midnight);
 * `date` itself when no offset is known.
 */
export function partnerCalendarDay(date: Date, utcOffsetMinutes?: number): Date {
  if (utcOffsetMinutes === undefined) return date;
  const shifted = new Date(date.getTime() + utcOffsetMinutes * 60_000);
  return new Date(shifted.getUTCFullYear(), shifted.getUTCMonth(), shifted.getUTCDate());
}

/** Due dates: month name, ordinal day, year, e.g. "March 24th, 2025" (spec part 1 §9). */
export const formatDueDate = (date: Date | string): string => dayjs(date).format('MMMM Do, YYYY');

/** Dates and times in lists and details: 'M/D/YYYY, h:mm:ss a', e.g. "3/24/2025, 2:05:09 pm" (spec part 1 §9). */
export const LIST_DATE_TIME_FORMAT = 'M/D/YYYY, h:mm:ss a';

/** A list date-time, or null for a missing or unreadable value (the caller shows its own placeholder). */
export const formatListDateTime = (value: Date | string | null | undefined): string | null => {
  if (value === null || value === undefined || value === '') return null;
  const date = dayjs(value);
  return date.isValid() ? date.format(LIST_DATE_TIME_FORMAT) : null;
};
