import { memo } from 'react';
import { Table, type MantineBreakpoint } from '@mantine/core';
import { visibleFromOf } from './column-priority';
import { DataTableHeaderCell } from './data-table-header-cell';
import { SELECTION_WIDTH, pinOf, selectionPin } from './pinned-columns';
import type { SelectionCheckbox } from './selection-checkbox';
import { DATA_TABLE_TEXTS } from './texts';
import type { DataTableColumn, DataTableSort } from './types';

export type DataTableHeadProps<T> = {
  columns: readonly DataTableColumn<T>[];
  sort: DataTableSort | null;
  onSortChange?: ((sort: DataTableSort | null) => void) | undefined;
  /** The phone layout: no pinned cells. */
  fitsPhone: boolean;
  /** The select-all checkbox, when the table has row checkboxes. */
  selectAll?:
    | {
        checked: boolean;
        indeterminate: boolean;
        disabled: boolean;
        onToggle: () => void;
        visibleFrom: MantineBreakpoint | undefined;
        /** The selection's checkbox (RowSelection). */
        Checkbox: typeof SelectionCheckbox;
      }
    | undefined;
};

/** The header row: select-all and the sortable column headers. Memoised like DataTableRows. */
function DataTableHeadOf<T>({ columns, sort, onSortChange, fitsPhone, selectAll }: DataTableHeadProps<T>) {
  return (
    <Table.Thead>
      <Table.Tr>
        {selectAll && (
          <Table.Th
            w={SELECTION_WIDTH}
            visibleFrom={selectAll.visibleFrom}
            {...(fitsPhone ? {} : selectionPin)}
          >
            <selectAll.Checkbox
              checked={selectAll.checked}
              indeterminate={selectAll.indeterminate}
              disabled={selectAll.disabled}
              onChange={selectAll.onToggle}
              aria-label={DATA_TABLE_TEXTS.selectAll}
            />
          </Table.Th>
        )}
        {columns.map((column, index) => (
          <DataTableHeaderCell
            key={column.id}
            header={column.header}
            sortKey={column.sortKey}
            sort={sort}
            onSortChange={onSortChange}
            width={column.width}
            align={column.align}
            visibleFrom={visibleFromOf(column.priority)}
            pin={fitsPhone ? undefined : pinOf(column, index, selectAll !== undefined)}
          />
        ))}
      </Table.Tr>
    </Table.Thead>
  );
}

// `memo` loses the type parameter; the cast gives it back.
export const DataTableHead = memo(DataTableHeadOf) as typeof DataTableHeadOf;
