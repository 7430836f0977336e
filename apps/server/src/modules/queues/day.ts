import { zoneOffsetMs } from '../../lib/calendar';

/** The instant a local calendar day starts in the zone (as the analytics ranges count days). */
export function localMidnight(day: string, timeZone: string): Date {
  const guess = Date.parse(`${day}T00:00:00Z`);
  const first = guess - zoneOffsetMs(guess, timeZone);
  // Once more at the found instant, in case the zone changed its offset in between (DST).
  return new Date(guess - zoneOffsetMs(first, timeZone));
}
