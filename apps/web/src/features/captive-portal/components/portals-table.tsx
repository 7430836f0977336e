import { useState } from 'react';
import { Button, Group, Text } from '@mantine/core';
import { PORTAL_APPLY_TEXTS } from '@ared/contract/portal-texts';
import type { TCaptivePortal } from '@ared/contract/captive-portal';
import { DataTable } from '../../../components/data-table/data-table';
import type { DataTableColumn } from '../../../components/data-table/types';
import { useListParams } from '../../../components/data-table/use-list-params';
import { useRowSelection } from '../../../components/data-table/use-row-selection';
import { formatListDateTime } from '../../../lib/format';
import { usePortals } from '../api/get-portals';
import { PORTAL_PAGE_TEXTS as T } from '../texts';
import { listPagination } from '../../../components/data-table/list-pagination';
import { dialogOnFirstUse } from '../../../components/dialog-on-first-use';

// Loaded on its first opening, or at the first interaction (decision 099): not needed to show the list.
const ApplyDesignModal = dialogOnFirstUse(
  () => import('./apply-design-modal').then((m) => m.ApplyDesignModal),
  'source',
);

const C = T.columns;
const when = (iso: string) => (
  <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
    {formatListDateTime(iso) ?? '—'}
  </Text>
);

type RowActions = { onCustomize: (p: TCaptivePortal) => void; onApply: ((p: TCaptivePortal) => void) | null };

const columns = ({ onCustomize, onApply }: RowActions): DataTableColumn<TCaptivePortal>[] => [
  {
    id: 'name',
    header: C.name,
    // On a phone the serial says which box; the name gives way to the actions.
    priority: 2,
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
      // Wraps on a phone (three buttons in a narrow column); one line from a laptop up.
      <Group gap={6} justify="flex-end">
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
        {onApply && (
          <Button
            size="xs"
            variant="default"
            aria-label={PORTAL_APPLY_TEXTS.actionLabel(p.router.serial_number)}
            onClick={() => onApply(p)}
          >
            {PORTAL_APPLY_TEXTS.action}
          </Button>
        )}
      </Group>
    ),
  },
];

const portalId = (p: TCaptivePortal) => p.id;

/**
 * The partner's portals, 10 per page (part 2 §9), 'No Captive Portal found' when there is none. Each row's
 * design can be applied to every other box or to the boxes ticked in the table (issue 29 §4).
 */
export function PortalsTable({ onCustomize }: { onCustomize: (portal: TCaptivePortal) => void }) {
  const list = useListParams({ inUrl: false });
  const query = usePortals({ page: list.page, page_size: list.pageSize });
  const rows = query.data?.results ?? [];
  const total = query.data?.count ?? 0;
  const selection = useRowSelection({ rows, getRowId: portalId });
  const [applying, setApplying] = useState<TCaptivePortal | null>(null);
  return (
    <>
      <DataTable
        aria-label={T.title}
        rows={rows}
        columns={columns({ onCustomize, onApply: total > 1 ? setApplying : null })}
        getRowId={portalId}
        getRowLabel={(p) => p.router.serial_number}
        isLoading={query.isPending}
        isFetching={query.isPlaceholderData}
        emptyText={query.isError ? T.fetchFailed : T.empty}
        minWidth={760}
        pagination={listPagination(list, total)}
        selection={selection}
      />
      <ApplyDesignModal
        source={applying}
        selected={selection.selectedRows}
        total={total}
        onClose={() => setApplying(null)}
        onApplied={() => {
          setApplying(null);
          selection.clear();
        }}
      />
    </>
  );
}
