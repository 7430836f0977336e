import type { MantineBreakpoint } from '@mantine/core';
import type { ColumnPriority } from './types';

/** The breakpoint from which a column of this priority shows (pure CSS: `visibleFrom`); none for 1. */
export const visibleFromOf = (priority: ColumnPriority | undefined): MantineBreakpoint | undefined =>
  priority === 3 ? 'md' : priority === 2 ? 'sm' : undefined;

/** True when some column hides on phones: the table then fits the screen instead of scrolling sideways. */
export const hasPhoneLayout = (columns: readonly { priority?: ColumnPriority | undefined }[]) =>
  columns.some((column) => (column.priority ?? 1) > 1);
