import type { DataTablePagination } from './types';
import type { ListParams } from './use-list-params';

/** A table's pager driven by its list parameters: the page and page size they keep, the list's `count`. */
export const listPagination = (
  list: Pick<ListParams, 'page' | 'pageSize' | 'setPage' | 'setPageSize'>,
  total: number,
): DataTablePagination => ({
  page: list.page,
  pageSize: list.pageSize,
  total,
  onPageChange: list.setPage,
  onPageSizeChange: list.setPageSize,
});
