import { describe, expect, it } from 'vitest';
import { formatDueDate, formatHeaderDate } from './format';

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

describe('formatDueDate', () => {
  it('reads month name, ordinal day, year', () => {
    expect(formatDueDate(new Date(2025, 2, 24))).toBe('March 24th, 2025');
  });
});
