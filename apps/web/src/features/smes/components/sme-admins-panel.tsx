import { useEffect } from 'react';
import { Badge, Text } from '@mantine/core';
import { USER_ORDERING } from '@ared/contract/user-paths';
import { DataTable } from '../../../components/data-table/data-table';
import { TruncatedText } from '../../../components/data-table/truncated-text';
import type { DataTableColumn } from '../../../components/data-table/types';
import { useListParams } from '../../../components/data-table/use-list-params';
import { formatListDateTime } from '../../../lib/format';
import { useSmeUsers, type TSmeUser } from '../api/get-sme-users';
import { SME_DETAILS_TEXTS } from '../texts';
import { listPagination } from '../../../components/data-table/list-pagination';

const T = SME_DETAILS_TEXTS.admins;
const none = SME_DETAILS_TEXTS.none;

const columns: DataTableColumn<TSmeUser>[] = [
  {
    id: 'name',
    header: T.columns.name,
    sortKey: 'name',
    render: (u) => (
      <Text size="sm" fw={600}>
        {u.full_name || none}
      </Text>
    ),
  },
  {
    id: 'email',
    header: T.columns.email,
    sortKey: 'email',
    priority: 2,
    render: (u) => <TruncatedText maw={200}>{u.email}</TruncatedText>,
  },
  { id: 'phone', header: T.columns.phone, sortKey: 'phone', priority: 3, render: (u) => u.phone || none },
  // Unknown roles show as stored, underscores as spaces.
  {
    id: 'role',
    header: T.columns.role,
    sortKey: 'role',
    priority: 3,
    render: (u) => T.roles[u.role] ?? u.role.replace(/_/g, ' '),
  },
  {
    id: 'status',
    header: T.columns.status,
    sortKey: 'is_active',
    render: (u) => (
      <Badge variant="light" color={u.is_active ? 'brand' : 'red'} tt="none" miw="max-content">
        {u.is_active ? T.statuses.active : T.statuses.suspended}
      </Badge>
    ),
  },
  {
    id: 'joined',
    header: T.columns.joined,
    sortKey: 'date_joined',
    priority: 3,
    render: (u) => formatListDateTime(u.date_joined) ?? none,
  },
];

/** Admin tab: the SME's own users (GET auth/users/?sme={id}). */
export function SmeAdminsPanel({ smeId }: { smeId: number }) {
  const list = useListParams({ inUrl: false, sortKeys: USER_ORDERING });
  const query = useSmeUsers(smeId, { page: list.page, page_size: list.pageSize, ordering: list.ordering });

  useEffect(() => {
    if (query.error) console.error('Could not fetch the users of the SME', query.error);
  }, [query.error]);

  return (
    <DataTable
      aria-label={T.label}
      rows={query.data?.results ?? []}
      columns={columns}
      getRowId={(u) => u.id}
      isLoading={query.isPending}
      isFetching={query.isPlaceholderData}
      emptyText={T.empty}
      minWidth={760}
      sort={list.sort}
      onSortChange={list.setSort}
      pagination={listPagination(list, query.data?.count ?? 0)}
    />
  );
}
