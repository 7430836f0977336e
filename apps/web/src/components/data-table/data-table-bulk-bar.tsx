import type { ReactNode } from 'react';
import { Anchor, Group, Text } from '@mantine/core';
import { DATA_TABLE_TEXTS } from './texts';

type BulkBarProps = { count: number; onClear: () => void; actions?: ReactNode };

/** '{n} Rows selected' with a clear link and the page's bulk action buttons; wraps on phones. */
export function DataTableBulkBar({ count, onClear, actions }: BulkBarProps) {
  return (
    <Group
      gap="sm"
      px="md"
      py="xs"
      wrap="wrap"
      bg="var(--mantine-primary-color-light)"
      data-testid="bulk-bar"
      role="region"
      aria-label={DATA_TABLE_TEXTS.rowsSelected(count)}
    >
      <Text size="sm" fw={600}>
        {DATA_TABLE_TEXTS.rowsSelected(count)}
      </Text>
      <Anchor component="button" type="button" size="sm" onClick={onClear}>
        {DATA_TABLE_TEXTS.clear}
      </Anchor>
      {actions && (
        <Group gap="xs" wrap="wrap" ml={{ base: 0, sm: 'auto' }}>
          {actions}
        </Group>
      )}
    </Group>
  );
}
