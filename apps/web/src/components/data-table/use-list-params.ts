import { useCallback, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { PAGE_SIZE_OPTIONS } from '@ared/contract/page-sizes';
import { DEFAULT_PAGE_SIZE, listParamNames, parseListState, type ListState } from './list-params';
import { sortToOrdering } from './sorting';
import type { DataTableSort } from './types';

export type ListParams = ListState & {
  /** The server's `ordering` value (`-ssid`), undefined when not sorted. */
  ordering: string | undefined;
  setPage: (page: number) => void;
  /** Changing page size, search or sort goes back to page 1. */
  setPageSize: (pageSize: number) => void;
  setSearch: (search: string) => void;
  setSort: (sort: DataTableSort | null) => void;
};

type Options = {
  /** Keep page, page size, search and ordering in the URL (default) or in component state. */
  inUrl?: boolean;
  /** Prefix of the URL parameter names when a page shows two lists. */
  prefix?: string;
  defaultPageSize?: number;
  pageSizeOptions?: readonly number[];
  /** Orderings the list accepts; others in the URL are ignored. */
  sortKeys?: readonly string[];
};

const INITIAL = (pageSize: number): ListState => ({ page: 1, pageSize, search: '', sort: null });

/** Page, page size, search and sort of one list, from the URL (with defaults) or from state. */
export function useListParams({
  inUrl = true,
  prefix = '',
  defaultPageSize = DEFAULT_PAGE_SIZE,
  pageSizeOptions = PAGE_SIZE_OPTIONS,
  sortKeys,
}: Options = {}): ListParams {
  const [params, setParams] = useSearchParams();
  const [local, setLocal] = useState<ListState>(() => INITIAL(defaultPageSize));
  const names = listParamNames(prefix);

  const fromUrl = useMemo(
    () => parseListState(params, { prefix, defaultPageSize, pageSizeOptions, sortKeys }),
    [params, prefix, defaultPageSize, pageSizeOptions, sortKeys],
  );
  const state = inUrl ? fromUrl : local;

  const update = useCallback(
    (patch: Partial<ListState>) => {
      if (!inUrl) {
        setLocal((prev) => ({ ...prev, ...patch }));
        return;
      }
      setParams(
        (prev) => {
          const next = new URLSearchParams(prev);
          const put = (key: string, value: string | undefined) =>
            value === undefined || value === '' ? next.delete(key) : next.set(key, value);
          if (patch.page !== undefined) put(names.page, patch.page === 1 ? undefined : String(patch.page));
          if (patch.pageSize !== undefined)
            put(names.pageSize, patch.pageSize === defaultPageSize ? undefined : String(patch.pageSize));
          if (patch.search !== undefined) put(names.search, patch.search);
          if (patch.sort !== undefined) put(names.ordering, sortToOrdering(patch.sort));
          return next;
        },
        { replace: true },
      );
    },
    [inUrl, setParams, names.page, names.pageSize, names.search, names.ordering, defaultPageSize],
  );

  return {
    ...state,
    ordering: sortToOrdering(state.sort),
    setPage: useCallback((page: number) => update({ page }), [update]),
    setPageSize: useCallback((pageSize: number) => update({ pageSize, page: 1 }), [update]),
    setSearch: useCallback((search: string) => update({ search, page: 1 }), [update]),
    setSort: useCallback((sort: DataTableSort | null) => update({ sort, page: 1 }), [update]),
  };
}
