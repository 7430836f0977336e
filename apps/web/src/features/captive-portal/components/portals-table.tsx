import { Button, Group, Text } from '@mantine/core';
import type { TCaptivePortal } from '@ared/contract/captive-portal';
import { DataTable } from '../../../components/data-table/data-table';
import type { DataTableColumn } from '../../../components/data-table/types';
import { useListParams } from '../../../components/data-table/use-list-params';
import { formatListDateTime } from '../../../lib/format';
import { usePortals } from '../api/get-portals';
import { PORTAL_PAGE_TEXTS as T } from '../texts';
import { listPagination } from '../../../components/data-table/list-pagination';

const C = T.columns;
const when = (iso: string) => (
  <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
    {formatListDateTime(iso) ?? '—'}
  </Text>
);

const columns = (onCustomize: (p: TCaptivePortal) => void): DataTableColumn<TCaptivePortal>[] => [
  {
    id: 'name',
    header: C.name,
    render: (p) => (
      <Text size="sm" fw={600}>
        {p.name}
      </Text>
    ),
  },
  { id: 'serial', header: C.serial, render: (p) => <Text size="sm">{p.router.serial_number}</Text> },
  { id: 'created', header: C.created, priority: 2, render: (p) => when(p.created) },
  { id: 'updated', header: C.updated, priority: 2, render: (p) => when(p.updated) },
  {
    id: 'actions',
    header: C.actions,
    align: 'right',
    render: (p) => (
      <Group gap="xs" justify="flex-end" wrap="nowrap">
        {/* The page the box's guests get, as they get it (a new tab: the dashboard stays open). */}
        <Button
          size="xs"
          variant="subtle"
          component="a"
          href={`/portal/${encodeURIComponent(p.router.serial_number)}`}
          target="_blank"
          rel="noopener"
          aria-label={T.openLabel(p.router.serial_number)}
        >
          {T.open}
        </Button>
        <Button
          size="xs"
          variant="light"
          aria-label={T.customizeLabel(p.router.serial_number)}
          onClick={() => onCustomize(p)}
        >
          {T.customize}
        </Button>
      </Group>
    ),
  },
];

/** The partner's portals, 10 per page (part 2 §9), 'No Captive Portal found' when there is none. */
export function PortalsTable({ onCustomize }: { onCustomize: (portal: TCaptivePortal) => void }) {
  const list = useListParams({ inUrl: false });
  const query = usePortals({ page: list.page, page_size: list.pageSize });
  return (
    <DataTable
      aria-label={T.title}
      rows={query.data?.results ?? []}
      columns={columns(onCustomize)}
      getRowId={(p) => p.id}
      isLoading={query.isPending}
      isFetching={query.isPlaceholderData}
      emptyText={query.isError ? T.fetchFailed : T.empty}
      minWidth={640}
      pagination={listPagination(list, query.data?.count ?? 0)}
    />
  );
}
