/** Texts of the shared list table (spec part 2 §2 "Shared list behaviour"). */
export const DATA_TABLE_TEXTS = {
  noRecords: 'No records',
  rowsSelected: (count: number) => `${count} Rows selected`,
  clear: 'Clear',
  rowsPerPage: 'Rows per page',
  pageOf: (page: number, pages: number) => `Page ${page} of ${pages}`,
  range: (from: number, to: number, total: number) => `${from}–${to} of ${total}`,
  previousPage: 'Previous page',
  nextPage: 'Next page',
  search: 'Search',
  selectAll: 'Select all rows on this page',
  selectRow: (label: string) => `Select ${label}`,
  sortBy: (column: string) => `Sort by ${column}`,
};
