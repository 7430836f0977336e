import { Text } from '@mantine/core';
import { PEOPLE_TEXTS as T } from '../texts';

/** Active, or Suspended in red (part 1 §2: "suspended shown red"). */
export function PersonStatus({ isActive }: { isActive: boolean }) {
  return (
    <Text
      size="sm"
      fw={600}
      c={isActive ? 'green.8' : 'red.7'}
      data-status={isActive ? 'active' : 'suspended'}
    >
      {isActive ? T.status.active : T.status.suspended}
    </Text>
  );
}
