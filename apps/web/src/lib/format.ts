// Written by hand, not with dayjs: the shell shows the header date on every signed-in page, and dayjs
// (~3.5 KB gzipped) came with it to pages that show no date (issue 29 §7). The same texts dayjs wrote.
export const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

/** 1st, 2nd, 3rd, 4th … 11th, 12th, 13th … 21st (dayjs's `Do`). */
const ordinal = (day: number): string => {
  const lastTwo = day % 100;
  if (lastTwo >= 11 && lastTwo <= 13) return `${day}th`;
  return `${day}${['th', 'st', 'nd', 'rd'][day % 10] ?? 'th'}`;
};

export const pad2 = (n: number) => String(n).padStart(2, '0');

const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * A date from a Date or an API string. A bare date ("2026-12-01", a due date) is that day on the local
 * calendar, as dayjs read it (the language reads it as UTC midnight, the day before west of Greenwich);
 * anything else as the language reads it (ISO date-times with or without an offset).
 */
export const toDate = (value: Date | string): Date => {
  if (value instanceof Date) return value;
  const day = DATE_ONLY.exec(value);
  return day ? new Date(Number(day[1]), Number(day[2]) - 1, Number(day[3])) : new Date(value);
};

/** The local calendar day as YYYY-MM-DD (dayjs's `format('YYYY-MM-DD')`): today on the browser's clock. */
export const formatIsoDay = (date: Date): string =>
  `${date.getFullYear()}-${pad2(date.getMonth() + 1)}-${pad2(date.getDate())}`;

const monthDay = (date: Date) => `${MONTHS[date.getMonth()]} ${ordinal(date.getDate())}`;

/**
 * A calendar day written out, e.g. "March 5, 1990" (dayjs's `MMMM D, YYYY`, the date inputs' format): a bare
 * day ('YYYY-MM-DD') is read as written, whatever the time zone; '' for anything that is not a day.
 */
export const formatCalendarDay = (value: Date | string): string => {
  const date = typeof value === 'string' ? (DATE_ONLY.test(value) ? toDate(value) : null) : value;
  if (!date || Number.isNaN(date.getTime())) return '';
  return `${MONTHS[date.getMonth()]} ${date.getDate()}, ${date.getFullYear()}`;
};

/**
 * The header's date: month name plus ordinal day, e.g. "November 21st" (spec part 1 §2), as the day it is at
 * `utcOffsetMinutes` from UTC (the partner's calendar, whose offset the server sends) when given: at 23:30 in
 * Kigali a laptop set to UTC is still on the day before, and the dashboard's "today" is the partner's business
 * day. Plain arithmetic, no Intl.DateTimeFormat: a phone's first date formatter loads the locale and zone data,
 * half a second of a slow phone's first load (decision 064).
 */
export const formatHeaderDate = (date: Date, utcOffsetMinutes?: number): string =>
  monthDay(partnerCalendarDay(date, utcOffsetMinutes));

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
export const formatDueDate = (date: Date | string): string => {
  const day = toDate(date);
  return `${monthDay(day)}, ${day.getFullYear()}`;
};

/**
 * A list date-time, 'M/D/YYYY, h:mm:ss a' (e.g. "3/24/2025, 2:05:09 pm", spec part 1 §9), or null for a
 * missing or unreadable value (the caller shows its own placeholder).
 */
export const formatListDateTime = (value: Date | string | null | undefined): string | null => {
  if (value === null || value === undefined || value === '') return null;
  const date = toDate(value);
  if (Number.isNaN(date.getTime())) return null;
  const hours = date.getHours();
  const clock = `${hours % 12 || 12}:${pad2(date.getMinutes())}:${pad2(date.getSeconds())}`;
  return `${date.getMonth() + 1}/${date.getDate()}/${date.getFullYear()}, ${clock} ${hours < 12 ? 'am' : 'pm'}`;
};
