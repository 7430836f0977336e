import { localDate } from '../calendar';

/** Filter values as they may appear in a file name: letters, digits, dot, @ and dashes. */
const safe = (value: string) => value.replace(/[^A-Za-z0-9.@-]+/g, '-').slice(0, 40);

/**
 * `<table>-<filter summary>-<date>.csv`, e.g. `routers-is_online-false-2026-11-28.csv`: each filter given
 * as name-value (an empty value, "without", as `none`), `all` when none is; the date is the partner's
 * calendar day (the billing time zone), like every date the dashboard shows.
 */
export function exportFileName(
  table: string,
  filters: Record<string, string | number | boolean | null | undefined>,
  day: string,
): string {
  const parts = Object.entries(filters)
    .filter(([, value]) => value !== undefined && value !== '')
    .map(([name, value]) => `${name}-${value === null ? 'none' : safe(String(value))}`);
  return `${table}-${parts.length > 0 ? parts.join('_') : 'all'}-${day}.csv`;
}

/** The export's file name for today in the billing time zone (the zone every dashboard date is in). */
export const exportFileNameToday = (
  deps: { clock: { now: () => Date }; config: { billing: { timeZone: string } } },
  table: string,
  filters: Parameters<typeof exportFileName>[1],
) => exportFileName(table, filters, localDate(deps.clock.now(), deps.config.billing.timeZone));
