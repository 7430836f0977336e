import dayjs from 'dayjs';
import advancedFormat from 'dayjs/plugin/advancedFormat';

dayjs.extend(advancedFormat);

/** The header's date: month name plus ordinal day, e.g. "November 21st" (spec part 1 §2). */
export const formatHeaderDate = (date: Date): string => dayjs(date).format('MMMM Do');

/** Due dates: month name, ordinal day, year, e.g. "March 24th, 2025" (spec part 1 §9). */
export const formatDueDate = (date: Date | string): string => dayjs(date).format('MMMM Do, YYYY');
