import { memo, useId } from 'react';
import { ActionIcon, Group, NativeSelect, Text } from '@mantine/core';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { PAGE_SIZE_OPTIONS } from '@ared/contract/page-sizes';
import { pageCount, pageRange } from './pages';
import { DATA_TABLE_TEXTS } from './texts';
import type { DataTablePagination as PaginationProps } from './types';

/** Rows per page, the range shown, "Page X of Y" and previous/next; memoised like the search box. */
export const DataTablePagination = memo(function DataTablePagination({
  page,
  pageSize,
  total,
  onPageChange,
  onPageSizeChange,
  pageSizeOptions = PAGE_SIZE_OPTIONS,
}: PaginationProps) {
  const pages = pageCount(total, pageSize);
  const { from, to } = pageRange(page, pageSize, total);
  // Its own id: a page with several lists (support tickets has three) had three selects with one id, and
  // every "Rows per page" label named the first.
  const rowsPerPageId = useId();
  return (
    <Group justify="space-between" gap="sm" px="md" py="sm" wrap="wrap" data-testid="table-pagination">
      <Group gap="xs" wrap="nowrap">
        <Text size="sm" c="dimmed" component="label" htmlFor={rowsPerPageId}>
          {DATA_TABLE_TEXTS.rowsPerPage}
        </Text>
        <NativeSelect
          id={rowsPerPageId}
          size="xs"
          w={72}
          value={String(pageSize)}
          data={pageSizeOptions.map(String)}
          onChange={(e) => onPageSizeChange(Number(e.currentTarget.value))}
        />
        <Text size="sm" c="dimmed" data-testid="table-range">
          {DATA_TABLE_TEXTS.range(from, to, total)}
        </Text>
      </Group>
      <Group gap="xs" wrap="nowrap">
        <Text size="sm" fw={500} data-testid="table-page">
          {DATA_TABLE_TEXTS.pageOf(Math.min(page, pages), pages)}
        </Text>
        <ActionIcon
          variant="default"
          aria-label={DATA_TABLE_TEXTS.previousPage}
          disabled={page <= 1}
          onClick={() => onPageChange(page - 1)}
        >
          <IconChevronLeft size={16} />
        </ActionIcon>
        <ActionIcon
          variant="default"
          aria-label={DATA_TABLE_TEXTS.nextPage}
          disabled={page >= pages}
          onClick={() => onPageChange(page + 1)}
        >
          <IconChevronRight size={16} />
        </ActionIcon>
      </Group>
    </Group>
  );
});
