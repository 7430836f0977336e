import type { TAssistantResult } from '@ared/contract/assistant';
import { numberFormat } from '../../lib/number-format';

export { isValidContactEmail } from '@ared/contract/assistant';

/** Empty or whitespace messages are not sent (part 2 §5). */
export const isSendable = (text: string): boolean => text.trim().length > 0;

/** A result's key title-cased: `boxes_offline` → `Boxes Offline` (part 2 §7). */
export const titleCase = (key: string): string =>
  key
    .replace(/[_-]+/g, ' ')
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .trim()
    .split(/\s+/)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');

type ResultValue = TAssistantResult['rows'][number][string];

/** An instant as the server sends it (ISO 8601 with a zone): shown as a date and time, not as sent. */
const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/;

/** A date and time in the partner's zone (the result's window says which), as the reader's locale writes it. */
export const formatInstant = (iso: string, timeZone?: string): string => {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  const style = { dateStyle: 'medium', timeStyle: 'short' } as const;
  try {
    return date.toLocaleString(undefined, { ...style, timeZone });
  } catch {
    // An unknown zone name: the reader's own zone rather than nothing.
    return date.toLocaleString(undefined, style);
  }
};

/** Keys whose numbers are names (a ticket's or an SME's id): written as they are, never as 1,234. */
const ID_KEY = /(^|[_\s])(id|ticket|sme|alert|code)$/i;
const grouped = numberFormat('en', { maximumFractionDigits: 2 });

/**
 * A value as 'key: value' shows it; a missing one is '(no data)', an instant a date and time, an amount or
 * a count with its thousands grouped (208,000) as the dashboard's cards write them.
 */
export const formatValue = (
  value: ResultValue | undefined,
  noData: string,
  timeZone?: string,
  key = '',
): string => {
  if (value === null || value === undefined || value === '') return noData;
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (typeof value === 'string' && ISO_INSTANT.test(value)) return formatInstant(value, timeZone);
  if (typeof value === 'number' && !ID_KEY.test(key)) return grouped.format(value);
  return String(value);
};

/** One row of a structured result as 'Key: value' lines. */
export const resultLines = (
  row: TAssistantResult['rows'][number],
  noData: string,
  timeZone?: string,
): string[] =>
  Object.entries(row).map(
    ([key, value]) => `${titleCase(key)}: ${formatValue(value, noData, timeZone, key)}`,
  );
