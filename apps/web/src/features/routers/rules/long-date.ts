import { formatCalendarDay } from '../../../lib/format';

// Written by hand, not with dayjs (~2.5 KB gzipped, issue 29 §7): the router list's only date.
const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;

/** A day written out, e.g. "Tuesday, December 1, 2026" (dayjs's `dddd, MMMM D, YYYY`): the router list's today. */
export const formatLongDate = (date: Date): string =>
  `${WEEKDAYS[date.getDay()]}, ${formatCalendarDay(date)}`;
