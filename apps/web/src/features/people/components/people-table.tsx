import { useMemo } from 'react';
import { DataTable } from '../../../components/data-table/data-table';
import { useListParams } from '../../../components/data-table/use-list-params';
import { useRowSelection } from '../../../components/data-table/use-row-selection';
import { usePeople } from '../api/get-people';
import {
  PEOPLE_KINDS,
  PEOPLE_SORT_KEYS,
  type PeopleKind,
  type PeopleTab,
  peopleTabFilter,
} from '../people-kinds';
import { PEOPLE_TEXTS as T } from '../texts';
import { peopleColumns } from './people-columns';
import { ExportCsvButton } from '../../../components/export-csv-button';
import { listPagination } from '../../../components/data-table/list-pagination';

/** One tab of a people list: server paging, search and sorting in the URL; checkboxes where the spec has them. */
export function PeopleTable({ kind, tab }: { kind: PeopleKind; tab: PeopleTab }) {
  const config = PEOPLE_KINDS[kind];
  const list = useListParams({ sortKeys: PEOPLE_SORT_KEYS });
  const query = usePeople({
    user_type: config.userType,
    ...peopleTabFilter(tab),
    page: list.page,
    page_size: list.pageSize,
    ...(list.search && { search: list.search }),
    ...(list.ordering && { ordering: list.ordering }),
  });
  const rows = query.data?.results ?? [];
  const selection = useRowSelection({ rows, getRowId: (u) => u.id });
  const columns = useMemo(() => peopleColumns(config.viewPath), [config]);
  return (
    <DataTable
      aria-label={config.title}
      rows={rows}
      columns={columns}
      getRowId={(u) => u.id}
      getRowLabel={(u) => u.full_name}
      isLoading={query.isPending}
      isFetching={query.isPlaceholderData}
      emptyText={query.isError ? T.fetchFailed : T.empty}
      toolbar={
        <ExportCsvButton
          path="auth/users/export/"
          query={{
            user_type: config.userType,
            ...peopleTabFilter(tab),
            search: list.search || undefined,
          }}
          fallbackName="users.csv"
        />
      }
      search={{ value: list.search, onChange: list.setSearch, placeholder: T.searchPlaceholder }}
      sort={list.sort}
      onSortChange={list.setSort}
      {...(config.hasCheckboxes && { selection })}
      pagination={listPagination(list, query.data?.count ?? 0)}
    />
  );
}
