import type { DataTableSort } from './types';

/** `{key: 'ssid', direction: 'desc'}` → `-ssid` (the server's `ordering` parameter). */
export const sortToOrdering = (sort: DataTableSort | null): string | undefined =>
  sort ? `${sort.direction === 'desc' ? '-' : ''}${sort.key}` : undefined;

/** `-ssid` → `{key: 'ssid', direction: 'desc'}`; only keys in `allowed` (when given) are accepted. */
export const orderingToSort = (
  ordering: string | null | undefined,
  allowed?: readonly string[],
): DataTableSort | null => {
  if (!ordering) return null;
  const direction = ordering.startsWith('-') ? 'desc' : 'asc';
  const key = ordering.replace(/^-/, '');
  if (!key || (allowed && !allowed.includes(key))) return null;
  return { key, direction };
};

/** A header click cycles: not sorted → ascending → descending → not sorted. */
export const nextSort = (current: DataTableSort | null, key: string): DataTableSort | null => {
  if (current?.key !== key) return { key, direction: 'asc' };
  return current.direction === 'asc' ? { key, direction: 'desc' } : null;
};
