import type { ReactNode } from 'react';
import { Group, Table, UnstyledButton, type MantineBreakpoint } from '@mantine/core';
import { IconChevronDown, IconChevronUp, IconSelector } from '@tabler/icons-react';
import { nextSort } from './sorting';
import type { Pin } from './pinned-columns';
import type { DataTableSort } from './types';

type HeaderCellProps = {
  header: ReactNode;
  sortKey?: string;
  sort: DataTableSort | null;
  onSortChange?: (sort: DataTableSort | null) => void;
  width?: number | string;
  align?: 'left' | 'center' | 'right';
  /** Hidden below this breakpoint (the column's priority). */
  visibleFrom?: MantineBreakpoint | undefined;
  /** Kept in view while the table scrolls sideways (the first and the actions column). */
  pin?: Pin;
};

const ARIA_SORT = { asc: 'ascending', desc: 'descending' } as const;

/** A column header; a button that cycles the sort when the column has a `sortKey`. */
export function DataTableHeaderCell({
  header,
  sortKey,
  sort,
  onSortChange,
  width,
  align,
  visibleFrom,
  pin = {},
}: HeaderCellProps) {
  if (!sortKey || !onSortChange)
    return (
      <Table.Th
        w={width}
        ta={align}
        visibleFrom={visibleFrom}
        className={pin.className}
        style={{ whiteSpace: 'nowrap', ...pin.style }}
      >
        {header}
      </Table.Th>
    );
  const direction = sort?.key === sortKey ? sort.direction : null;
  const Icon = direction === 'asc' ? IconChevronUp : direction === 'desc' ? IconChevronDown : IconSelector;
  return (
    <Table.Th
      w={width}
      ta={align}
      visibleFrom={visibleFrom}
      className={pin.className}
      style={pin.style}
      aria-sort={direction ? ARIA_SORT[direction] : 'none'}
    >
      <UnstyledButton onClick={() => onSortChange(nextSort(sort, sortKey))} fw={700} fz="sm">
        <Group gap={4} wrap="nowrap">
          <span style={{ whiteSpace: 'nowrap' }}>{header}</span>
          <Icon size={14} stroke={1.8} aria-hidden opacity={direction ? 1 : 0.5} />
        </Group>
      </UnstyledButton>
    </Table.Th>
  );
}
