import { PAGE_SIZE_OPTIONS } from '@ared/contract/page-sizes';
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

/** A page number from the URL: a whole number from 1, anything else the first page (without zod: decision 103). */
const pageOf = (raw: string | null): number => {
  const page = Number(raw ?? 1);
  return Number.isSafeInteger(page) && page >= 1 ? page : 1;
};

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
    page: pageOf(params.get(names.page)),
    pageSize: pageSizeOptions.includes(size) ? size : defaultPageSize,
    search: params.get(names.search) ?? '',
    sort: orderingToSort(params.get(names.ordering), sortKeys),
  };
};
