import { type ReactNode, useDeferredValue } from 'react';
import {
  Box,
  Card,
  Checkbox,
  Group,
  LoadingOverlay,
  Skeleton,
  Table,
  Text,
  type MantineColor,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { PHONE_QUERY, hasPhoneLayout, visibleFromOf } from './column-priority';
import { DataTableBulkBar } from './data-table-bulk-bar';
import { DataTableHeaderCell } from './data-table-header-cell';
import { DataTablePagination } from './data-table-pagination';
import { DataTableSearch } from './data-table-search';
import { SELECTION_WIDTH, pinOf, rowTintStyle, selectionPin } from './pinned-columns';
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

const SKELETON_ROWS = 5;

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
  // Read at the first render (no SSR here): rendering the wide layout first and the phone's after the
  // effect drew every list twice on a phone.
  const isPhone = useMediaQuery(PHONE_QUERY, undefined, { getInitialValueInEffect: false }) ?? false;
  const fitsPhone = isPhone && hasPhoneLayout(columns);
  // On a phone the columns it hides are not rendered at all: CSS alone would hide them, but a list of 25
  // rows then built some 200 hidden cells (their tooltips, badges, menus), a long task on a slow phone.
  const shown = fitsPhone
    ? columns.filter((column) => visibleFromOf(column.priority) === undefined)
    : columns;
  // Checkboxes without a bulk action to use them on are not worth a phone's width.
  const selectionVisibleFrom = fitsPhone && bulkActions === undefined ? 'sm' : undefined;
  const columnCount = shown.length + (selection ? 1 : 0);
  // Rows that arrive from the server are drawn in a deferred render, which React does in slices between
  // frames: drawn at once, every cell of a page of rows was one long task on a slow phone (issue 29 §7).
  // Until it is done the rows before them (or the skeleton) stay on screen.
  const rows = useDeferredValue(arrivedRows);
  const isCatchingUp = rows !== arrivedRows;
  const selectedOnPage = selection ? rows.filter((row) => selection.isSelected(row)).length : 0;
  const isAllSelected = rows.length > 0 && selectedOnPage === rows.length;
  const showSkeleton = (isLoading || isCatchingUp) && rows.length === 0;

  const body = showSkeleton ? (
    Array.from({ length: SKELETON_ROWS }, (_, i) => (
      <Table.Tr key={`skeleton-${i}`} data-testid="table-skeleton-row">
        {Array.from({ length: columnCount }, (__, j) => (
          <Table.Td key={j}>
            <Skeleton h={14} radius="sm" />
          </Table.Td>
        ))}
      </Table.Tr>
    ))
  ) : rows.length === 0 ? (
    <Table.Tr>
      <Table.Td colSpan={columnCount}>
        <Text ta="center" c="dimmed" py="xl" data-testid="table-empty">
          {emptyText}
        </Text>
      </Table.Td>
    </Table.Tr>
  ) : (
    rows.map((row) => {
      const id = getRowId(row);
      const tint = rowTint?.(row);
      const isSelected = selection?.isSelected(row) ?? false;
      const background = tint
        ? `var(--mantine-color-${tint}-light)`
        : isSelected
          ? 'var(--mantine-primary-color-light)'
          : undefined;
      return (
        <Table.Tr
          key={id}
          data-testid="table-row"
          data-row-id={id}
          data-tint={tint ?? undefined}
          bg={background}
          style={rowTintStyle(background)}
        >
          {selection && (
            <Table.Td
              w={SELECTION_WIDTH}
              visibleFrom={selectionVisibleFrom}
              {...(fitsPhone ? {} : selectionPin)}
            >
              <Checkbox
                size="xs"
                checked={isSelected}
                onChange={(e) => selection.toggleRow(row, e.currentTarget.checked)}
                aria-label={DATA_TABLE_TEXTS.selectRow(getRowLabel?.(row) ?? `row ${id}`)}
              />
            </Table.Td>
          )}
          {shown.map((column, index) => (
            <Table.Td
              key={column.id}
              ta={column.align}
              visibleFrom={visibleFromOf(column.priority)}
              {...(fitsPhone ? {} : pinOf(column, index, selection !== undefined))}
            >
              {column.render(row)}
            </Table.Td>
          ))}
        </Table.Tr>
      );
    })
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
        <LoadingOverlay
          visible={isFetching && !showSkeleton}
          zIndex={2}
          overlayProps={{ backgroundOpacity: 0.35, blur: 0 }}
          loaderProps={{ size: 'sm' }}
        />
        {/* A keyboard can scroll the region too (it is focusable), and the header row sticks to its top. */}
        <Table.ScrollContainer
          minWidth={fitsPhone ? 0 : minWidth}
          maxHeight={maxHeight}
          type="native"
          tabIndex={0}
          role="region"
          aria-label={ariaLabel}
        >
          <Table
            verticalSpacing="sm"
            horizontalSpacing={fitsPhone ? 6 : 'xs'}
            highlightOnHover
            stickyHeader
            aria-label={ariaLabel}
            aria-busy={isLoading || isFetching}
          >
            <Table.Thead>
              <Table.Tr>
                {selection && (
                  <Table.Th
                    w={SELECTION_WIDTH}
                    visibleFrom={selectionVisibleFrom}
                    {...(fitsPhone ? {} : selectionPin)}
                  >
                    <Checkbox
                      size="xs"
                      checked={isAllSelected}
                      indeterminate={selectedOnPage > 0 && !isAllSelected}
                      disabled={rows.length === 0}
                      onChange={() => selection.setPageSelected(rows, !isAllSelected)}
                      aria-label={DATA_TABLE_TEXTS.selectAll}
                    />
                  </Table.Th>
                )}
                {shown.map((column, index) => (
                  <DataTableHeaderCell
                    key={column.id}
                    header={column.header}
                    sortKey={column.sortKey}
                    sort={sort}
                    onSortChange={onSortChange}
                    width={column.width}
                    align={column.align}
                    visibleFrom={visibleFromOf(column.priority)}
                    pin={fitsPhone ? undefined : pinOf(column, index, selection !== undefined)}
                  />
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>{body}</Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </Box>
      {pagination && <DataTablePagination {...pagination} />}
    </Card>
  );
}
