import { Alert, Button } from '@mantine/core';
import { USER_ORDERING } from '@ared/contract/user-paths';
import type { TUserListItem } from '@ared/contract/users';
import { DataTable } from '../../../components/data-table/data-table';
import { useListParams } from '../../../components/data-table/use-list-params';
import { useRowSelection } from '../../../components/data-table/use-row-selection';
import { useAuthStore } from '../../../lib/auth-store';
import { useUsers } from '../api/get-users';
import { tabFilters, type UserTab } from '../user-rules';
import { USERS_TEXTS } from '../texts';
import { RouterUnassignButtons } from './router-unassign-buttons';
import { usersColumns } from './users-columns';
import { ExportCsvButton } from '../../../components/export-csv-button';
import { listPagination } from '../../../components/data-table/list-pagination';

const T = USERS_TEXTS.list;
const getRowId = (u: TUserListItem) => u.id;
const getRowLabel = (u: TUserListItem) => u.full_name;
const EMPTY: TUserListItem[] = [];

/** One System Admins tab: server paging (10-50 a page), search, sort, row selection with its bar. */
export function UsersTable({ tab }: { tab: UserTab }) {
  const partnerId = useAuthStore((s) => s.partnerId);
  const list = useListParams({ sortKeys: USER_ORDERING });
  const query = useUsers(
    partnerId === null
      ? null
      : {
          partner: partnerId,
          page: list.page,
          page_size: list.pageSize,
          ...tabFilters(tab),
          ...(list.search && { search: list.search }),
          ...(list.ordering && { ordering: list.ordering }),
        },
  );
  const rows = query.data?.results ?? EMPTY;
  const selection = useRowSelection({ rows, getRowId });
  return (
    <>
      {query.isError && (
        <Alert color="red" variant="light" mb="md" title={T.fetchFailed}>
          <Button size="xs" variant="light" color="red" onClick={() => query.refetch()}>
            {T.retry}
          </Button>
        </Alert>
      )}
      <DataTable
        aria-label={T.tableLabel}
        rows={rows}
        columns={usersColumns}
        getRowId={getRowId}
        getRowLabel={getRowLabel}
        isLoading={query.isPending && partnerId !== null}
        isFetching={query.isPlaceholderData}
        emptyText={T.empty}
        minWidth={860}
        sort={list.sort}
        onSortChange={list.setSort}
        selection={selection}
        bulkActions={<RouterUnassignButtons />}
        toolbar={
          <ExportCsvButton
            path="auth/users/export/"
            query={{ ...tabFilters(tab), search: list.search || undefined }}
            fallbackName="users.csv"
          />
        }
        search={{ value: list.search, onChange: list.setSearch, placeholder: T.search }}
        pagination={listPagination(list, query.data?.count ?? 0)}
      />
    </>
  );
}
