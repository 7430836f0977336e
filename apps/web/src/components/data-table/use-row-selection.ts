import { useCallback, useMemo, useState } from 'react';
import { useCallbackRef } from '@mantine/hooks';
import { SelectionCheckbox } from './selection-checkbox';
import type { RowId } from './types';

export type RowSelection<T> = {
  /** Selected rows, the current page's fresh copy where the row is on it. */
  selectedRows: T[];
  count: number;
  isSelected: (row: T) => boolean;
  toggleRow: (row: T, checked: boolean) => void;
  /** The select-all checkbox: selects or unselects every row of the page. */
  setPageSelected: (rows: readonly T[], checked: boolean) => void;
  clear: () => void;
  /** The checkbox the table draws the selection with (selection-checkbox.tsx). */
  Checkbox: typeof SelectionCheckbox;
};

/**
 * Row selection kept by row id, so it survives refetches (and page changes: the bar counts every
 * selected row). Select-all is derived from the page's rows, so unselecting one row clears it.
 */
export function useRowSelection<T>({
  rows,
  getRowId,
}: {
  rows: readonly T[];
  getRowId: (row: T) => RowId;
}): RowSelection<T> {
  const [selected, setSelected] = useState<ReadonlyMap<RowId, T>>(() => new Map());
  // The id comes from the row alone: one stable function even when the page passes a new arrow on every
  // render, so `isSelected` (and the table's rows, which are memoised on it) change only with the selection.
  const rowIdOf = useCallbackRef(getRowId);

  const toggleRow = useCallback(
    (row: T, checked: boolean) =>
      setSelected((prev) => {
        const next = new Map(prev);
        if (checked) next.set(rowIdOf(row), row);
        else next.delete(rowIdOf(row));
        return next;
      }),
    [rowIdOf],
  );

  const setPageSelected = useCallback(
    (pageRows: readonly T[], checked: boolean) =>
      setSelected((prev) => {
        const next = new Map(prev);
        for (const row of pageRows) {
          if (checked) next.set(rowIdOf(row), row);
          else next.delete(rowIdOf(row));
        }
        return next;
      }),
    [rowIdOf],
  );

  const clear = useCallback(() => setSelected(new Map()), []);

  const selectedRows = useMemo(() => {
    const fresh = new Map(rows.map((row) => [rowIdOf(row), row] as const));
    return [...selected.entries()].map(([id, row]) => fresh.get(id) ?? row);
  }, [rows, selected, rowIdOf]);

  const isSelected = useCallback((row: T) => selected.has(rowIdOf(row)), [selected, rowIdOf]);

  return {
    selectedRows,
    count: selected.size,
    isSelected,
    toggleRow,
    setPageSelected,
    clear,
    Checkbox: SelectionCheckbox,
  };
}
