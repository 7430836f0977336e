import { type AnyColumn, type SQL, type SQLWrapper, asc, desc } from 'drizzle-orm';

/**
 * ORDER BY for a list's `ordering` parameter (already checked against the list's allow-list by the
 * contract): the named column in the asked direction, then `tieBreaker` the same way so paging never
 * repeats or skips rows with equal values. Without an ordering the list keeps its default order.
 */
export function orderByOf(
  ordering: string | undefined,
  columns: Record<string, AnyColumn | SQLWrapper>,
  tieBreaker: AnyColumn,
  defaults: SQL[],
): SQL[] {
  if (!ordering) return defaults;
  const column = columns[ordering.replace(/^-/, '')];
  if (!column) return defaults;
  const direction = ordering.startsWith('-') ? desc : asc;
  return [direction(column), direction(tieBreaker)];
}

/** The field an ordering names (`-name` → `name`), or undefined. */
export const orderingField = (ordering: string | undefined) => ordering?.replace(/^-/, '');
