import dayjs from 'dayjs';
import advancedFormat from 'dayjs/plugin/advancedFormat';

dayjs.extend(advancedFormat);

/** The header's date: month name plus ordinal day, e.g. "November 21st" (spec part 1 §2). */
export const formatHeaderDate = (date: Date): string => dayjs(date).format('MMMM Do');

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
