import { useMemo } from 'react';
import { DataTable } from '../../../components/data-table/data-table';
import { useListParams } from '../../../components/data-table/use-list-params';
import { useKiosks } from '../../../entities/kiosk/api/get-kiosks';
import { type KioskTab, kioskTabFilter, showsAssignedTo } from '../kiosk-tabs';
import { KIOSKS_TEXTS as T } from '../texts';
import { kioskColumns } from './kiosks-columns';
import { useKioskActions } from './use-kiosk-actions';
import { listPagination } from '../../../components/data-table/list-pagination';
import { ExportCsvButton } from '../../../components/export-csv-button';

const SORT_KEYS = ['serial_number', 'assigned_to', 'created'] as const;

/** One tab's kiosks, paged and searched on the server; the list state lives in the URL. */
export function KiosksTable({ tab }: { tab: KioskTab }) {
  const list = useListParams({ sortKeys: SORT_KEYS });
  // What the list and its export select alike (the export has every page, in the list's default order).
  const selected = { ...kioskTabFilter(tab), ...(list.search && { search: list.search }) };
  const query = useKiosks({
    page: list.page,
    page_size: list.pageSize,
    ...selected,
    ...(list.ordering && { ordering: list.ordering }),
  });
  const actions = useKioskActions();
  const columns = useMemo(
    () =>
      kioskColumns({
        withAssignedTo: showsAssignedTo(tab),
        onAssign: actions.onAssign,
        onUnassign: actions.onUnassign,
      }),
    [tab, actions.onAssign, actions.onUnassign],
  );
  return (
    <>
      <DataTable
        aria-label={T.title}
        rows={query.data?.results ?? []}
        columns={columns}
        getRowId={(k) => k.id}
        isLoading={query.isPending}
        isFetching={query.isPlaceholderData}
        emptyText={query.isError ? T.fetchFailed : T.empty}
        toolbar={<ExportCsvButton path="kiosks/export/" query={selected} fallbackName="kiosks.csv" />}
        search={{ value: list.search, onChange: list.setSearch, placeholder: T.searchPlaceholder }}
        sort={list.sort}
        onSortChange={list.setSort}
        pagination={listPagination(list, query.data?.count ?? 0)}
      />
      {actions.dialogs}
    </>
  );
}
