import type { ListSource } from '../../../lib/list/paged-list';

/** How many rows of a list a chat answer shows; the linked page has the rest (the count says how many). */
export const SHOWN_ROWS = 20;

/** A list's total and its first rows, read through the list the page itself pages (same rows, same order). */
export async function firstRows<R>(
  source: ListSource<R>,
  limit = SHOWN_ROWS,
): Promise<{ total: number; rows: R[] }> {
  const [total, page] = await Promise.all([source.count(), source.rows({ limit, skip: 0, after: null })]);
  return { total, rows: page.rows };
}
