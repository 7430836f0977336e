import type { ReactNode } from 'react';
import { SimpleGrid, Stack, Text } from '@mantine/core';

export type DetailRow = { label: string; value: ReactNode };

/** Label over value, two per line from `xs` up: the details dialogs' body. */
export function DetailRows({ rows }: { rows: readonly DetailRow[] }) {
  return (
    <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md" verticalSpacing="sm">
      {rows.map((row) => (
        <Stack key={row.label} gap={2} data-testid="detail-row">
          <Text size="xs" c="dimmed" fw={500}>
            {row.label}
          </Text>
          <Text size="sm" component="div" style={{ overflowWrap: 'anywhere' }}>
            {row.value}
          </Text>
        </Stack>
      ))}
    </SimpleGrid>
  );
}
