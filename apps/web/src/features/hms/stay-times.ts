/**
 * Stay times on the partner's clock: the server stores instants and reads a typed 'YYYY-MM-DD HH:mm' in
 * the partners' zone (decision 068); the page shows instants with the offset `me` gives
 * (utc_offset_minutes), so what the front desk types is what the list shows back.
 */
const pad = (n: number) => String(n).padStart(2, '0');

export function partnerDateTime(iso: string, offsetMinutes: number): string {
  const at = new Date(Date.parse(iso) + offsetMinutes * 60_000);
  return `${at.getUTCFullYear()}-${pad(at.getUTCMonth() + 1)}-${pad(at.getUTCDate())} ${pad(
    at.getUTCHours(),
  )}:${pad(at.getUTCMinutes())}`;
}

/** A typed time as the form sends it: trimmed, a 'T' read as a space. */
export const typedDateTime = (text: string): string => text.trim().replace('T', ' ');

export const LOCAL_DATE_TIME_PATTERN = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/;
