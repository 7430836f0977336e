/**
 * An instant as an export cell: ISO 8601 in UTC, the `Z` stating the zone (a spreadsheet reads it in any
 * zone, as the voucher sheet's CSV does); empty when there is none.
 */
export const isoCell = (instant: Date | string | null | undefined): string => {
  if (instant === null || instant === undefined) return '';
  return (typeof instant === 'string' ? new Date(instant) : instant).toISOString();
};

/** A yes/no as the list shows it. */
export const yesNo = (value: boolean | null | undefined): string =>
  value === null || value === undefined ? '' : value ? 'Yes' : 'No';
