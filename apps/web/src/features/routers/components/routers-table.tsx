import { useEffect, useMemo, useState } from 'react';
import { ROUTER_ORDERING } from '@ared/contract/router-fields';
import type { TRouter } from '@ared/contract/routers';
import { DataTable } from '../../../components/data-table/data-table';
import { useListParams } from '../../../components/data-table/use-list-params';
import { useRowSelection } from '../../../components/data-table/use-row-selection';
import { useAuthStore } from '../../../lib/auth-store';
import { notify } from '../../../lib/notify';
import { useRouters } from '../api/get-routers';
import type { BulkActionKey } from '../rules/bulk-actions';
import { routerFilterQuery } from '../rules/router-filters';
import { hasBeenAssignedSme, type RouterTab } from '../rules/router-tabs';
import { ROUTERS_TEXTS } from '../texts';
import { RouterFiltersBar } from './router-filters';
import { RoutersBulkButtons } from './routers-bulk-buttons';
import { routerColumns } from './routers-columns';
import { RoutersDialogs, type RoutersDialog } from './routers-dialogs';
import { useDeviceStatusRows } from './use-device-status-rows';
import { useRouterBulkActions } from './use-router-bulk-actions';
import { useRouterFilters } from './use-router-filters';
import { listPagination } from '../../../components/data-table/list-pagination';
import { ExportCsvButton } from '../../../components/export-csv-button';

const getRowId = (r: TRouter) => r.id;
const getRowLabel = (r: TRouter) => r.serial_number;

/** Bulk buttons that open a dialog first; the Hash Hub ones run straight away. */
const DIALOG_OF: Partial<Record<BulkActionKey, RoutersDialog['kind']>> = {
  assignRealm: 'assign-realm',
  unassignRealm: 'unassign-realm',
  assignSme: 'assign-sme',
  unassignSme: 'unassign-sme',
  unassignPartner: 'unassign-partner',
};

/** One router tab (All, Unassigned, Assigned): the list, its bulk actions and dialogs. */
export function RoutersTable({ tab }: { tab: Exclude<RouterTab, 'hash-hub'> }) {
  const partnerId = useAuthStore((s) => s.partnerId);
  const list = useListParams({ sortKeys: ROUTER_ORDERING });
  const { filters, setFilters, clear } = useRouterFilters();
  // What the list and its export select alike (the export has every page, in the list's default order).
  const selected = useMemo(
    () => ({
      search: list.search,
      has_been_assigned_sme: hasBeenAssignedSme(tab),
      ...routerFilterQuery(filters),
    }),
    [list.search, tab, filters],
  );
  const query = useRouters(partnerId, {
    page: list.page,
    page_size: list.pageSize,
    ordering: list.ordering,
    ...selected,
  });
  const rows = useDeviceStatusRows(query.data?.results ?? EMPTY);
  const selection = useRowSelection({ rows, getRowId });
  const actions = useRouterBulkActions(selection);
  const [dialog, setDialog] = useState<RoutersDialog | null>(null);
  const columns = useMemo(
    () => routerColumns({ onEdit: (router) => setDialog({ kind: 'edit', router }) }),
    [],
  );

  // The same element while only the data changes: the filters and the export button are not drawn again
  // (see DataTableRows).
  const toolbar = useMemo(
    () => (
      <>
        <RouterFiltersBar filters={filters} onChange={setFilters} onClear={clear} />
        <ExportCsvButton
          path="routers/export/"
          query={{ ...selected, search: selected.search || undefined }}
          fallbackName="routers.csv"
        />
      </>
    ),
    [filters, setFilters, clear, selected],
  );

  useEffect(() => {
    if (query.isError) notify.error(ROUTERS_TEXTS.toasts.fetchFailed);
  }, [query.isError]);

  const onAction = (action: BulkActionKey) => {
    const kind = DIALOG_OF[action];
    if (kind) setDialog({ kind } as RoutersDialog);
    else if (action === 'assignHashHub') void actions.assignHashHub();
    else if (action === 'unassignHashHub') void actions.unassignHashHub();
  };

  return (
    <>
      <DataTable
        aria-label={ROUTERS_TEXTS.tableLabel}
        rows={rows}
        columns={columns}
        getRowId={getRowId}
        getRowLabel={getRowLabel}
        isLoading={query.isPending && partnerId !== null}
        isFetching={query.isPlaceholderData}
        emptyText={ROUTERS_TEXTS.empty}
        minWidth={1100}
        toolbar={toolbar}
        search={{
          value: list.search,
          onChange: list.setSearch,
          placeholder: ROUTERS_TEXTS.searchPlaceholder,
        }}
        sort={list.sort}
        onSortChange={list.setSort}
        pagination={listPagination(list, query.data?.count ?? 0)}
        selection={selection}
        bulkActions={
          <RoutersBulkButtons
            selected={selection.selectedRows}
            pending={actions.pending}
            onAction={onAction}
          />
        }
      />
      <RoutersDialogs
        dialog={dialog}
        count={selection.count}
        actions={actions}
        onClose={() => setDialog(null)}
      />
    </>
  );
}

const EMPTY: TRouter[] = [];
