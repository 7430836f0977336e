/** What a printed voucher says, shared by the PDF sheet and the CSV. */

/** ABCDEFGH → ABCD-EFGH: read aloud and typed in two halves (guests may type the dash or not). */
export const groupCode = (code: string): string =>
  code.length > 4 ? `${code.slice(0, 4)}-${code.slice(4)}` : code;

/** Durations in whole minutes, as the dashboard shows them (part 2 §9). */
export const durationMinutes = (seconds: number): number => Math.floor(seconds / 60);

export const durationText = (seconds: number): string => {
  const minutes = durationMinutes(seconds);
  return minutes === 1 ? '1 minute' : `${minutes} minutes`;
};

/** "23 Nov 2026, 14:05" in the partner's time zone: the last moment the voucher can be first used. */
export const expiryText = (date: Date, timeZone: string): string =>
  new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short', timeZone }).format(date);
