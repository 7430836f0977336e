import { useCallback, useMemo, useState } from 'react';
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

  const toggleRow = useCallback(
    (row: T, checked: boolean) =>
      setSelected((prev) => {
        const next = new Map(prev);
        if (checked) next.set(getRowId(row), row);
        else next.delete(getRowId(row));
        return next;
      }),
    [getRowId],
  );

  const setPageSelected = useCallback(
    (pageRows: readonly T[], checked: boolean) =>
      setSelected((prev) => {
        const next = new Map(prev);
        for (const row of pageRows) {
          if (checked) next.set(getRowId(row), row);
          else next.delete(getRowId(row));
        }
        return next;
      }),
    [getRowId],
  );

  const clear = useCallback(() => setSelected(new Map()), []);

  const selectedRows = useMemo(() => {
    const fresh = new Map(rows.map((row) => [getRowId(row), row] as const));
    return [...selected.entries()].map(([id, row]) => fresh.get(id) ?? row);
  }, [rows, selected, getRowId]);

  const isSelected = useCallback((row: T) => selected.has(getRowId(row)), [selected, getRowId]);

  return { selectedRows, count: selected.size, isSelected, toggleRow, setPageSelected, clear };
}
