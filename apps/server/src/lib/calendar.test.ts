import { describe, expect, it } from 'vitest';
import { localDate, localDateTime, utcOffsetMinutes, zoneOffsetMs } from './calendar';

// 22:30 UTC on 28 November: already the 29th in Kigali (+2 h), still the 28th in New York (−5 h).
const instant = new Date('2026-11-28T22:30:00Z');

describe('the wall clock of a zone', () => {
  it('reads the calendar date in the zone, not the server’s', () => {
    expect(localDate(instant, 'Africa/Kigali')).toBe('2026-11-29');
    expect(localDate(instant, 'America/New_York')).toBe('2026-11-28');
  });

  it('reads date and time to the minute, 24-hour, padded', () => {
    expect(localDateTime(instant, 'Africa/Kigali')).toBe('2026-11-29 00:30');
    expect(localDateTime(new Date('2026-03-05T07:04:59Z'), 'UTC')).toBe('2026-03-05 07:04');
  });

  it('knows the offset, daylight saving included', () => {
    expect(zoneOffsetMs(instant.getTime(), 'Africa/Kigali')).toBe(2 * 3_600_000);
    expect(utcOffsetMinutes(instant, 'America/New_York')).toBe(-300);
    expect(utcOffsetMinutes(new Date('2026-07-01T12:00:00Z'), 'America/New_York')).toBe(-240);
  });

  it('keeps each format apart when the same zone is read all three ways', () => {
    // One cache serves the three formats; a key that ignored the kind would hand back the wrong one.
    expect(localDate(instant, 'Europe/Paris')).toBe('2026-11-28');
    expect(localDateTime(instant, 'Europe/Paris')).toBe('2026-11-28 23:30');
    expect(utcOffsetMinutes(instant, 'Europe/Paris')).toBe(60);
  });
});
