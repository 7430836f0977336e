import dayjs from 'dayjs';
import advancedFormat from 'dayjs/plugin/advancedFormat';
import { describe, expect, it } from 'vitest';
import {
  formatCalendarDay,
  formatDueDate,
  formatHeaderDate,
  formatIsoDay,
  formatListDateTime,
  partnerCalendarDay,
} from './format';

describe('formatHeaderDate (month name + ordinal day)', () => {
  it.each([
    [new Date(2025, 10, 21), 'November 21st'],
    [new Date(2025, 10, 22), 'November 22nd'],
    [new Date(2025, 10, 23), 'November 23rd'],
    [new Date(2025, 10, 11), 'November 11th'],
    [new Date(2025, 0, 1), 'January 1st'],
    [new Date(2025, 2, 24), 'March 24th'],
  ])('%s → %s', (date, expected) => {
    expect(formatHeaderDate(date)).toBe(expected);
  });
});

describe("formatHeaderDate on the partner's calendar (its UTC offset)", () => {
  const lateInKigali = new Date('2026-11-27T22:30:00Z'); // 00:30 on the 28th in Kigali (UTC+2)
  const earlyInKigali = new Date('2026-11-28T21:59:00Z'); // 23:59 on the 28th in Kigali
  it('names the day it is at the offset, whatever the browser is set to', () => {
    expect(formatHeaderDate(lateInKigali, 120)).toBe('November 28th');
    expect(formatHeaderDate(earlyInKigali, 120)).toBe('November 28th');
    expect(formatHeaderDate(lateInKigali, -300)).toBe('November 27th'); // New York in winter
    expect(formatHeaderDate(new Date('2026-12-31T23:30:00Z'), 60)).toBe('January 1st');
  });
});

describe('partnerCalendarDay', () => {
  it("is the partner's day as a local midnight, or the date itself without an offset", () => {
    const late = new Date('2026-11-29T22:55:00Z'); // 00:55 on the 30th in Kigali
    expect(partnerCalendarDay(late, 120)).toEqual(new Date(2026, 10, 30));
    expect(partnerCalendarDay(late, -300)).toEqual(new Date(2026, 10, 29));
    expect(partnerCalendarDay(late)).toBe(late);
  });
});

describe('formatDueDate', () => {
  it('reads month name, ordinal day, year', () => {
    expect(formatDueDate(new Date(2025, 2, 24))).toBe('March 24th, 2025');
  });
});

describe('formatListDateTime (M/D/YYYY, h:mm:ss a)', () => {
  it('has no leading zeros, a 12-hour clock and am/pm', () => {
    expect(formatListDateTime(new Date(2025, 2, 4, 14, 5, 9))).toBe('3/4/2025, 2:05:09 pm');
    expect(formatListDateTime(new Date(2025, 10, 21, 0, 0, 0))).toBe('11/21/2025, 12:00:00 am');
  });

  it('gives null for a missing or unreadable value', () => {
    expect(formatListDateTime(null)).toBeNull();
    expect(formatListDateTime('')).toBeNull();
    expect(formatListDateTime('not a date')).toBeNull();
  });
});

describe('the dates written by hand agree with dayjs, which wrote them before (issue 29 §7)', () => {
  dayjs.extend(advancedFormat);
  it('on every day of a leap year and every hour, and for API strings', () => {
    for (let day = 0; day < 366; day += 1) {
      const date = new Date(2024, 0, 1 + day, day % 24, (day * 7) % 60, (day * 13) % 60);
      expect(formatHeaderDate(date)).toBe(dayjs(date).format('MMMM Do'));
      expect(formatDueDate(date)).toBe(dayjs(date).format('MMMM Do, YYYY'));
      expect(formatListDateTime(date)).toBe(dayjs(date).format('M/D/YYYY, h:mm:ss a'));
      // The date inputs' format (decision 104) and today's day for the SME trial text.
      expect(formatCalendarDay(date)).toBe(dayjs(date).format('MMMM D, YYYY'));
      expect(formatIsoDay(date)).toBe(dayjs(date).format('YYYY-MM-DD'));
      const isoDay = dayjs(date).format('YYYY-MM-DD');
      expect(formatCalendarDay(isoDay)).toBe(dayjs(isoDay).format('MMMM D, YYYY'));
    }
    for (const text of ['2026-12-01', '2026-01-31', '2026-11-30T22:15:09Z', '2026-11-30T08:05:00+02:00']) {
      expect(formatDueDate(text)).toBe(dayjs(text).format('MMMM Do, YYYY'));
      expect(formatListDateTime(text)).toBe(dayjs(text).format('M/D/YYYY, h:mm:ss a'));
    }
  });

  it('reads a bare date as that day on the local calendar', () => {
    expect(formatDueDate('2026-12-01')).toBe('December 1st, 2026');
    expect(formatListDateTime('2026-12-01')).toBe('12/1/2026, 12:00:00 am');
  });
});

describe("formatCalendarDay (a date input's day, decision 104)", () => {
  it('writes a bare day as written, whatever the time zone', () => {
    expect(formatCalendarDay('1990-03-05')).toBe('March 5, 1990');
    expect(formatCalendarDay('2026-12-31')).toBe('December 31, 2026');
  });

  it('writes nothing for what is not a day', () => {
    expect(formatCalendarDay('')).toBe('');
    expect(formatCalendarDay('yesterday')).toBe('');
    expect(formatCalendarDay('2026-12-01T10:00:00Z')).toBe('');
    expect(formatCalendarDay(new Date(Number.NaN))).toBe('');
  });
});
