import { ISO_INSTANT, LOCAL_DATE_TIME } from '@ared/contract/hotel-stays';
import { zoneOffsetMs } from '../../lib/calendar';

/**
 * The instant a check-in or check-out names: 'YYYY-MM-DD HH:mm' is the partners' wall clock (the zone
 * billing and the dashboard use, lib/calendar), an ISO text with an offset is that instant. Null for a
 * date that does not exist (2026-02-30, 25:00): the caller reports it, never a rolled-over day.
 */
export function instantOf(text: string, timeZone: string): Date | null {
  const value = text.trim();
  const local = LOCAL_DATE_TIME.exec(value);
  if (local) {
    const [year, month, day, hour, minute] = local.slice(1).map(Number) as [
      number,
      number,
      number,
      number,
      number,
    ];
    const guess = Date.UTC(year, month - 1, day, hour, minute);
    const back = new Date(guess);
    if (
      back.getUTCFullYear() !== year ||
      back.getUTCMonth() !== month - 1 ||
      back.getUTCDate() !== day ||
      back.getUTCHours() !== hour ||
      back.getUTCMinutes() !== minute
    )
      return null;
    // As localMidnight does: the offset at the guess, then again at the instant found (a DST change).
    const first = guess - zoneOffsetMs(guess, timeZone);
    return new Date(guess - zoneOffsetMs(first, timeZone));
  }
  if (!ISO_INSTANT.test(value)) return null;
  const [date] = value.split('T') as [string];
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const check = new Date(Date.UTC(year, month - 1, day));
  if (check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day) return null;
  const instant = new Date(value);
  return Number.isNaN(instant.getTime()) ? null : instant;
}
