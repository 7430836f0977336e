import { type ReactNode, Suspense, useDeferredValue, useMemo, useState } from 'react';
import { Box, Card, Group, Skeleton, Table, type MantineColor } from '@mantine/core';
import { useDrawnAfterFirstFrame } from '../../lib/use-drawn-after-first-frame';
import { PAGE_SKELETON_HEIGHT } from '../page-skeleton';
import { loadOnFirstUse } from '../../lib/load-on-first-use';
import { useIsPhone } from '../../lib/use-is-phone';
import { TableScroll } from '../table-scroll/table-scroll';
import { hasPhoneLayout, visibleFromOf } from './column-priority';
import { DataTableBulkBar } from './data-table-bulk-bar';
import { DataTableHead } from './data-table-head';
import { DataTablePagination } from './data-table-pagination';
import { DataTableSearch } from './data-table-search';
import { DataTableRows } from './data-table-rows';
import { DATA_TABLE_TEXTS } from './texts';
import type {
  DataTableColumn,
  DataTablePagination as Pagination,
  DataTableSearch as Search,
  DataTableSort,
  RowId,
} from './types';
import type { RowSelection } from './use-row-selection';

export type DataTableProps<T> = {
  rows: readonly T[];
  columns: readonly DataTableColumn<T>[];
  /** The row's id, from the row alone (a new function each render is fine: the rows are not redrawn for it). */
  getRowId: (row: T) => RowId;
  /** Names a row for its checkbox ("Select {label}"); default the row id. */
  getRowLabel?: (row: T) => string;
  /** First load: skeleton rows. */
  isLoading?: boolean;
  /** Refetching with rows on screen (page change): a light overlay. */
  isFetching?: boolean;
  /** Shown when there are no rows; default 'No records'. */
  emptyText?: ReactNode;
  pagination?: Pagination;
  search?: Search;
  sort?: DataTableSort | null;
  onSortChange?: (sort: DataTableSort | null) => void;
  /** Checkboxes with select-all and the '{n} Rows selected' bar (from `useRowSelection`). */
  selection?: RowSelection<T>;
  /** Buttons of the bulk bar (shown while rows are selected). */
  bulkActions?: ReactNode;
  /** Background colour of a row (e.g. red for overdue), a Mantine colour name. */
  rowTint?: (row: T) => MantineColor | null | undefined;
  /** Controls on the toolbar, left of the search box (tabs, badges, buttons). */
  toolbar?: ReactNode;
  /**
   * The table scrolls horizontally below this width. Default 720. On a phone, a table whose columns have
   * priorities drops its lower-priority columns instead and fits the screen.
   */
  minWidth?: number;
  /** The table scrolls inside its card past this height, its header row staying on top. Default 70vh. */
  maxHeight?: number | string;
  'aria-label'?: string;
};

// The veil over the rows while a page, a sort or a filter is fetched: the first draw shows skeleton rows
// instead, so its code (Mantine's LoadingOverlay) comes at the first touch or key, not with the list.
const { Part: DataTableOverlay } = loadOnFirstUse(() => import('./data-table-overlay'));

/** The one table of every list: server-side paging, search, sort, selection and bulk actions. */
export function DataTable<T>({
  rows: arrivedRows,
  columns,
  getRowId,
  getRowLabel,
  isLoading = false,
  isFetching = false,
  emptyText = DATA_TABLE_TEXTS.noRecords,
  pagination,
  search,
  sort = null,
  onSortChange,
  selection,
  bulkActions,
  rowTint,
  toolbar,
  minWidth = 720,
  maxHeight = '70vh',
  'aria-label': ariaLabel,
}: DataTableProps<T>) {
  const isPhone = useIsPhone();
  // The visit's first page draws the table in the frame after its own (see the hook).
  const drawn = useDrawnAfterFirstFrame();
  const fitsPhone = isPhone && hasPhoneLayout(columns);
  // On a phone the columns it hides are not rendered at all: CSS alone would hide them, but a list of 25
  // rows then built some 200 hidden cells (their tooltips, badges, menus), a long task on a slow phone.
  const shown = useMemo(
    () => (fitsPhone ? columns.filter((column) => visibleFromOf(column.priority) === undefined) : columns),
    [fitsPhone, columns],
  );
  // Checkboxes without a bulk action to use them on are not worth a phone's width.
  const selectionVisibleFrom = fitsPhone && bulkActions === undefined ? 'sm' : undefined;
  // Rows that arrive from the server are drawn in a deferred render, which React does in slices between
  // frames: drawn at once, every cell of a page of rows was one long task on a slow phone (issue 29 §7).
  // Until it is done the rows before them (or the skeleton) stay on screen.
  const rows = useDeferredValue(arrivedRows);
  const isCatchingUp = rows !== arrivedRows;
  const selectedOnPage = selection ? rows.filter((row) => selection.isSelected(row)).length : 0;
  const isAllSelected = rows.length > 0 && selectedOnPage === rows.length;
  const showSkeleton = (isLoading || isCatchingUp) && rows.length === 0;
  // Drawn from the first refetch on, then kept, so that it fades in and out.
  const isRefetching = isFetching && !showSkeleton;
  const [overlayWanted, setOverlayWanted] = useState(false);
  if (isRefetching && !overlayWanted) setOverlayWanted(true);
  // The same object while nothing in it changes: the memoised header row is then not drawn again.
  const setPageSelected = selection?.setPageSelected;
  const SelectionCheckboxOf = selection?.Checkbox;
  const selectAll = useMemo(
    () =>
      setPageSelected &&
      SelectionCheckboxOf && {
        checked: isAllSelected,
        indeterminate: selectedOnPage > 0 && !isAllSelected,
        disabled: rows.length === 0,
        onToggle: () => setPageSelected(rows, !isAllSelected),
        visibleFrom: selectionVisibleFrom,
        Checkbox: SelectionCheckboxOf,
      },
    [setPageSelected, rows, isAllSelected, selectedOnPage, selectionVisibleFrom, SelectionCheckboxOf],
  );

  if (!drawn)
    return (
      <Card padding={0} data-testid="data-table-pending" aria-busy>
        <Skeleton h={PAGE_SKELETON_HEIGHT} />
      </Card>
    );
  return (
    <Card padding={0} data-testid="data-table">
      {(toolbar || search) && (
        <Group justify="space-between" gap="sm" p="md" wrap="wrap">
          <Group gap="sm" wrap="wrap">
            {toolbar}
          </Group>
          {search && <DataTableSearch {...search} />}
        </Group>
      )}
      {selection && selection.count > 0 && (
        <DataTableBulkBar count={selection.count} onClear={selection.clear} actions={bulkActions} />
      )}
      <Box pos="relative">
        {overlayWanted && (
          <Suspense fallback={null}>
            <DataTableOverlay visible={isRefetching} />
          </Suspense>
        )}
        {/* A keyboard can scroll the region too (it is focusable), and the header row sticks to its top. */}
        <TableScroll minWidth={fitsPhone ? 0 : minWidth} maxHeight={maxHeight} aria-label={ariaLabel}>
          <Table
            verticalSpacing="sm"
            horizontalSpacing={fitsPhone ? 6 : 'xs'}
            highlightOnHover
            stickyHeader
            aria-label={ariaLabel}
            aria-busy={isLoading || isFetching}
          >
            <DataTableHead
              columns={shown}
              sort={sort}
              onSortChange={onSortChange}
              fitsPhone={fitsPhone}
              selectAll={selectAll}
            />
            <Table.Tbody>
              <DataTableRows
                rows={rows}
                columns={shown}
                getRowId={getRowId}
                getRowLabel={getRowLabel}
                showSkeleton={showSkeleton}
                emptyText={emptyText}
                isSelected={selection?.isSelected}
                toggleRow={selection?.toggleRow}
                Checkbox={selection?.Checkbox}
                selectionVisibleFrom={selectionVisibleFrom}
                rowTint={rowTint}
                fitsPhone={fitsPhone}
              />
            </Table.Tbody>
          </Table>
        </TableScroll>
      </Box>
      {pagination && <DataTablePagination {...pagination} />}
    </Card>
  );
}
