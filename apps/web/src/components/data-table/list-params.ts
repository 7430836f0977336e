import { z } from 'zod/mini';
import { PAGE_SIZE_OPTIONS } from '@ared/contract/common';
import { orderingToSort } from './sorting';
import type { DataTableSort } from './types';

export const DEFAULT_PAGE_SIZE = 10;

export type ListState = {
  page: number;
  pageSize: number;
  search: string;
  sort: DataTableSort | null;
};

export type ListParamNames = { page: string; pageSize: string; search: string; ordering: string };

/** URL parameter names, optionally prefixed when one page shows two lists. */
export const listParamNames = (prefix = ''): ListParamNames => ({
  page: `${prefix}page`,
  pageSize: `${prefix}page_size`,
  search: `${prefix}search`,
  ordering: `${prefix}ordering`,
});

const ZPage = z.catch(z.coerce.number().check(z.int(), z.gte(1)), 1);

/** Reads list state from URL parameters with defaults; anything malformed falls back to the default. */
export const parseListState = (
  params: URLSearchParams,
  {
    prefix = '',
    defaultPageSize = DEFAULT_PAGE_SIZE,
    pageSizeOptions = PAGE_SIZE_OPTIONS,
    sortKeys,
  }: {
    prefix?: string;
    defaultPageSize?: number;
    pageSizeOptions?: readonly number[];
    sortKeys?: readonly string[];
  } = {},
): ListState => {
  const names = listParamNames(prefix);
  const size = Number(params.get(names.pageSize));
  return {
    page: ZPage.parse(params.get(names.page) ?? 1),
    pageSize: pageSizeOptions.includes(size) ? size : defaultPageSize,
    search: params.get(names.search) ?? '',
    sort: orderingToSort(params.get(names.ordering), sortKeys),
  };
};
