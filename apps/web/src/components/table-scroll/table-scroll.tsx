import type { CSSProperties, ReactNode } from 'react';
import { rem } from '@mantine/core';
import classes from './table-scroll.module.css';

type TableScrollProps = {
  children: ReactNode;
  /** The table's narrowest width (pixels); below it the table scrolls sideways. */
  minWidth: number;
  /** Past this height the rows scroll, a sticky header row staying on top. */
  maxHeight?: number | string | undefined;
  /** Names the scroller as a region. */
  'aria-label'?: string | undefined;
};

/**
 * A table's scroller: what Mantine's `Table.ScrollContainer` does with `type="native"`, without the
 * ScrollArea code that component imports whatever its type (6 KB gzipped on every list page, issue 29 §7).
 * The same CSS variables, so the table lays out as before.
 */
export function TableScroll({ children, minWidth, maxHeight, 'aria-label': label }: TableScrollProps) {
  const style = {
    '--table-min-width': rem(minWidth),
    ...(maxHeight === undefined ? {} : { '--table-max-height': rem(maxHeight) }),
  } as CSSProperties;
  const region = label === undefined ? {} : { role: 'region', 'aria-label': label };
  // Focusable, so a keyboard can scroll it too (axe: scrollable-region-focusable).
  return (
    <div className={classes.scroll} style={style} tabIndex={0} {...region}>
      <div className={classes.inner}>{children}</div>
    </div>
  );
}
