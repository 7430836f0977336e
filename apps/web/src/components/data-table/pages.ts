/** Number of pages for `total` rows (at least 1, so an empty list reads "Page 1 of 1"). */
export const pageCount = (total: number, pageSize: number): number =>
  Math.max(1, Math.ceil(Math.max(0, total) / Math.max(1, pageSize)));

/** First and last row number shown on `page` (1-based), 0–0 when there are none. */
export const pageRange = (page: number, pageSize: number, total: number): { from: number; to: number } => {
  if (total <= 0) return { from: 0, to: 0 };
  const from = (page - 1) * pageSize + 1;
  return { from: Math.min(from, total), to: Math.min(page * pageSize, total) };
};
