import { type ReactNode, memo } from 'react';
import { shallowEqual } from '@mantine/hooks';
import { Skeleton, Table, Text, type MantineBreakpoint, type MantineColor } from '@mantine/core';
import { visibleFromOf } from './column-priority';
import { SELECTION_WIDTH, pinOf, rowTintStyle, selectionPin } from './pinned-columns';
import type { SelectionCheckbox } from './selection-checkbox';
import { DATA_TABLE_TEXTS } from './texts';
import type { DataTableColumn, RowId } from './types';

const SKELETON_ROWS = 5;

export type DataTableRowsProps<T> = {
  rows: readonly T[];
  /** The columns drawn (on a phone, without those it hides). */
  columns: readonly DataTableColumn<T>[];
  getRowId: (row: T) => RowId;
  getRowLabel?: ((row: T) => string) | undefined;
  showSkeleton: boolean;
  emptyText: ReactNode;
  /** Present when the table has row checkboxes. */
  isSelected?: ((row: T) => boolean) | undefined;
  toggleRow?: ((row: T, checked: boolean) => void) | undefined;
  /** The selection's checkbox (RowSelection), with `isSelected`. */
  Checkbox?: typeof SelectionCheckbox | undefined;
  selectionVisibleFrom?: MantineBreakpoint | undefined;
  rowTint?: ((row: T) => MantineColor | null | undefined) | undefined;
  /** The phone layout: no pinned cells. */
  fitsPhone: boolean;
};

/**
 * The table's body: skeleton, empty line or rows. Memoised: a list re-renders whenever one of its queries
 * changes state (React Query's store updates are synchronous, so each is a blocking render on a slow
 * phone), and most of those changes leave the rows as they were (issue 29 §7).
 */
function DataTableRowsOf<T>({
  rows,
  columns,
  getRowId,
  getRowLabel,
  showSkeleton,
  emptyText,
  isSelected,
  toggleRow,
  Checkbox,
  selectionVisibleFrom,
  rowTint,
  fitsPhone,
}: DataTableRowsProps<T>) {
  const hasSelection = isSelected !== undefined && Checkbox !== undefined;
  const columnCount = columns.length + (hasSelection ? 1 : 0);
  if (showSkeleton)
    return Array.from({ length: SKELETON_ROWS }, (_, i) => (
      <Table.Tr key={`skeleton-${i}`} data-testid="table-skeleton-row">
        {Array.from({ length: columnCount }, (__, j) => (
          <Table.Td key={j}>
            <Skeleton h={14} radius="sm" />
          </Table.Td>
        ))}
      </Table.Tr>
    ));
  if (rows.length === 0)
    return (
      <Table.Tr>
        <Table.Td colSpan={columnCount}>
          <Text ta="center" c="dimmed" py="xl" data-testid="table-empty">
            {emptyText}
          </Text>
        </Table.Td>
      </Table.Tr>
    );
  return rows.map((row) => {
    const id = getRowId(row);
    const selected = isSelected?.(row) ?? false;
    return (
      <DataTableRow
        key={id}
        row={row}
        id={id}
        label={getRowLabel?.(row) ?? `row ${id}`}
        columns={columns}
        tint={rowTint?.(row) ?? undefined}
        selected={selected}
        {...(hasSelection && { Checkbox, toggleRow, selectionVisibleFrom })}
        fitsPhone={fitsPhone}
      />
    );
  });
}

type DataTableRowProps<T> = {
  row: T;
  id: RowId;
  label: string;
  columns: readonly DataTableColumn<T>[];
  tint: MantineColor | undefined;
  selected: boolean;
  /** With the selection's checkbox: present when the table has one. */
  Checkbox?: typeof SelectionCheckbox | undefined;
  toggleRow?: ((row: T, checked: boolean) => void) | undefined;
  selectionVisibleFrom?: MantineBreakpoint | undefined;
  fitsPhone: boolean;
};

/**
 * One row. Memoised on its props, which are the row object, its state (selected, tint) and the table's
 * stable parts: a new answer that leaves a row's object as it was (the device statuses every 10 s, the
 * page's other queries) or a checkbox ticked on another row does not draw it again. Each cell is a few
 * Mantine components, and drawing every row again was most of a list's blocking time on a slow phone
 * (issue 29 §7, decision 104).
 */
function DataTableRowOf<T>({
  row,
  id,
  label,
  columns,
  tint,
  selected,
  Checkbox,
  toggleRow,
  selectionVisibleFrom,
  fitsPhone,
}: DataTableRowProps<T>) {
  const hasSelection = Checkbox !== undefined;
  const background = tint
    ? `var(--mantine-color-${tint}-light)`
    : selected
      ? 'var(--mantine-primary-color-light)'
      : undefined;
  return (
    <Table.Tr
      data-testid="table-row"
      data-row-id={id}
      data-tint={tint}
      bg={background}
      style={rowTintStyle(background)}
    >
      {Checkbox && (
        <Table.Td w={SELECTION_WIDTH} visibleFrom={selectionVisibleFrom} {...(fitsPhone ? {} : selectionPin)}>
          <Checkbox
            checked={selected}
            onChange={(e) => toggleRow?.(row, e.currentTarget.checked)}
            aria-label={DATA_TABLE_TEXTS.selectRow(label)}
          />
        </Table.Td>
      )}
      {columns.map((column, index) => (
        <Table.Td
          key={column.id}
          ta={column.align}
          visibleFrom={visibleFromOf(column.priority)}
          {...(fitsPhone ? {} : pinOf(column, index, hasSelection))}
        >
          {column.render(row)}
        </Table.Td>
      ))}
    </Table.Tr>
  );
}

// `memo` loses the type parameter; the cast gives it back.
const DataTableRow = memo(DataTableRowOf) as typeof DataTableRowOf;

/**
 * A row's id and label come from the row alone (DataTableProps), so a page passing a new arrow for them on every
 * render (most do) does not draw the rows again; every other prop is compared as `memo` does.
 */
const sameRows = <T,>(
  { getRowId: _a, getRowLabel: _b, ...a }: DataTableRowsProps<T>,
  { getRowId: _c, getRowLabel: _d, ...b }: DataTableRowsProps<T>,
) => shallowEqual(a, b);

// `memo` loses the type parameter; the cast gives it back.
export const DataTableRows = memo(DataTableRowsOf, sameRows) as typeof DataTableRowsOf;
