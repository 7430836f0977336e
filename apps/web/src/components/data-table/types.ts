import type { ReactNode } from 'react';

export type RowId = string | number;

export type SortDirection = 'asc' | 'desc';

/** The sorted column, by its `sortKey` (the server's ordering field). */
export type DataTableSort = { key: string; direction: SortDirection };

export type DataTableColumn<T> = {
  /** Unique within the table. */
  id: string;
  header: ReactNode;
  render: (row: T) => ReactNode;
  /** The ordering field this column sorts by; without it the header is not sortable. */
  sortKey?: string;
  width?: number | string;
  align?: 'left' | 'center' | 'right';
  /**
   * How much the column matters on a narrow screen: 1 (default) always shows; 2 shows from the `sm`
   * breakpoint (768 px) up; 3 from `md` (992 px) up. A phone shows the priority-1 columns only.
   */
  priority?: ColumnPriority;
};

export type ColumnPriority = 1 | 2 | 3;

/** Server-side pagination: the table shows the page the parent fetched. */
export type DataTablePagination = {
  page: number;
  pageSize: number;
  /** Rows on all pages (the list's `count`). */
  total: number;
  onPageChange: (page: number) => void;
  onPageSizeChange: (pageSize: number) => void;
  pageSizeOptions?: readonly number[];
};

export type DataTableSearch = {
  value: string;
  onChange: (value: string) => void;
  placeholder?: string;
  /** Default 300 ms. */
  debounceMs?: number;
};
