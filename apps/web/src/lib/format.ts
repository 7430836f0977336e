import dayjs from 'dayjs';
import advancedFormat from 'dayjs/plugin/advancedFormat';

dayjs.extend(advancedFormat);

/**
 * The header's date: month name plus ordinal day, e.g. "November 21st" (spec part 1 §2), as the day it is in
 * `timeZone` (the partner's calendar) when given: at 23:30 in Kigali a laptop set to UTC is still on the day
 * before, and the dashboard's "today" is the partner's business day.
 */
export const formatHeaderDate = (date: Date, timeZone?: string): string =>
  dayjs(timeZone ? calendarDayIn(date, timeZone) : date).format('MMMM Do');

/** The calendar day `date` falls on in `timeZone`, as a local Date of that day (an unknown zone: the browser's). */
function calendarDayIn(date: Date, timeZone: string): Date {
  let parts: Intl.DateTimeFormatPart[];
  try {
    parts = new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
    }).formatToParts(date);
  } catch {
    return date;
  }
  const part = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  return new Date(part('year'), part('month') - 1, part('day'));
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
