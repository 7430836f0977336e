import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { formatLongDate } from './long-date';

describe("formatLongDate (the router list's today)", () => {
  it('writes the weekday, the month, the day and the year as dayjs wrote them', () => {
    // dayjs is still a dependency of other pages: the texts must stay the ones it wrote.
    for (const day of ['2026-12-01', '2024-02-29', '2027-01-03', '2026-07-19'])
      expect(formatLongDate(new Date(`${day}T12:00:00`))).toBe(
        dayjs(`${day}T12:00:00`).format('dddd, MMMM D, YYYY'),
      );
    expect(formatLongDate(new Date(2026, 11, 1))).toBe('Tuesday, December 1, 2026');
  });
});
