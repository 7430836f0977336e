import type { ReactNode } from 'react';
import { Stack, Text } from '@mantine/core';

/** One labelled value of a details page: the small uppercase label above, the value below. */
export function DetailField({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={2}>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <div>{children}</div>
    </Stack>
  );
}
