import { useEffect } from 'react';
import { Badge, Button, Group, Text } from '@mantine/core';
import { IconEye } from '@tabler/icons-react';
import { Link } from 'react-router';
import { ROUTER_ORDERING } from '@ared/contract/router-fields';
import type { TRouter } from '@ared/contract/routers';
import { DataTable } from '../../../components/data-table/data-table';
import { TruncatedText } from '../../../components/data-table/truncated-text';
import type { DataTableColumn } from '../../../components/data-table/types';
import { useListParams } from '../../../components/data-table/use-list-params';
import { useAuthStore } from '../../../lib/auth-store';
import { useSmeRouters } from '../api/get-sme-routers';
import { SME_DETAILS_TEXTS } from '../texts';
import { listPagination } from '../../../components/data-table/list-pagination';

const T = SME_DETAILS_TEXTS.routers;

const columns: DataTableColumn<TRouter>[] = [
  {
    id: 'serial',
    header: T.columns.serial,
    sortKey: 'serial_number',
    render: (r) => (
      <Group gap={8} wrap="nowrap">
        <Text size="sm" fw={600}>
          {r.serial_number}
        </Text>
        <Badge
          variant="dot"
          color={r.is_online ? 'brand' : 'gray'}
          tt="none"
          miw="max-content"
          data-testid="online-state"
        >
          {r.is_online ? T.online : T.offline}
        </Badge>
      </Group>
    ),
  },
  {
    id: 'ssid',
    header: T.columns.ssid,
    sortKey: 'ssid',
    priority: 2,
    render: (r) => r.ssid ?? SME_DETAILS_TEXTS.none,
  },
  {
    id: 'location',
    header: T.columns.location,
    sortKey: 'location_name',
    priority: 3,
    render: (r) => <TruncatedText maw={180}>{r.location_name ?? SME_DETAILS_TEXTS.none}</TruncatedText>,
  },
  {
    id: 'realm',
    header: T.columns.realm,
    sortKey: 'realm',
    priority: 3,
    render: (r) => <TruncatedText maw={180}>{r.realm?.name ?? T.noRealm}</TruncatedText>,
  },
  {
    id: 'action',
    header: T.columns.action,
    align: 'right',
    render: (r) => (
      <Button
        component={Link}
        to={`/router-details/${r.id}`}
        size="xs"
        variant="light"
        leftSection={<IconEye size={14} />}
        aria-label={T.viewRouter(r.serial_number)}
      >
        {T.view}
      </Button>
    ),
  },
];

/** Routers tab: the routers assigned to this SME (GET routers/?sme={id}). */
export function SmeRoutersPanel({ smeId }: { smeId: number }) {
  const partnerId = useAuthStore((s) => s.partnerId);
  const list = useListParams({ inUrl: false, sortKeys: ROUTER_ORDERING });
  const query = useSmeRouters(partnerId, smeId, {
    page: list.page,
    page_size: list.pageSize,
    ordering: list.ordering,
  });

  useEffect(() => {
    if (query.error) console.error('Could not fetch the routers of the SME', query.error);
  }, [query.error]);

  return (
    <DataTable
      aria-label={T.label}
      rows={query.data?.results ?? []}
      columns={columns}
      getRowId={(r) => r.id}
      isLoading={query.isPending && partnerId !== null}
      isFetching={query.isPlaceholderData}
      emptyText={T.empty}
      minWidth={680}
      sort={list.sort}
      onSortChange={list.setSort}
      pagination={listPagination(list, query.data?.count ?? 0)}
    />
  );
}
