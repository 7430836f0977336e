import type { CSSProperties } from 'react';
import classes from './pinned-columns.module.css';
import type { DataTableColumn } from './types';

/** Width of the selection checkboxes' column: the first data column is pinned just right of it. */
export const SELECTION_WIDTH = 40;

/** A column whose id says it holds the row's actions stays on the right edge. */
const isActions = (id: string) => id === 'action' || id === 'actions';

export type Pin = { className?: string; style?: CSSProperties };

/**
 * Which cells stay in view while the table scrolls sideways: the selection checkbox and the first column
 * (what names the row) on the left, the actions column on the right.
 */
export function pinOf<T>(column: DataTableColumn<T>, index: number, hasSelection: boolean): Pin {
  if (index === 0)
    return {
      className: `${classes.pinStart} ${classes.pinEdge}`,
      style: { '--ared-pin-left': hasSelection ? `${SELECTION_WIDTH}px` : '0px' } as CSSProperties,
    };
  if (isActions(column.id)) return { className: classes.pinEnd };
  return {};
}

/** The selection column's cells: pinned at the very left. */
export const selectionPin: Pin = { className: classes.pinStart };

/** The row's tint, for its pinned cells to paint under their content. */
export const rowTintStyle = (tint: string | null | undefined): CSSProperties | undefined =>
  tint ? ({ '--ared-row-tint': tint } as CSSProperties) : undefined;
