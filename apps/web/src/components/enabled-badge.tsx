import { Badge } from '@mantine/core';

/**
 * Enabled or Disabled (part 2 §4: adverts from is_active, surveys from active). Mantine writes badges in
 * capitals; lists say the words as written, a details page may ask for ENABLED or DISABLED (§2).
 */
export function EnabledBadge({ isEnabled, upper = false }: { isEnabled: boolean; upper?: boolean }) {
  const word = isEnabled ? 'Enabled' : 'Disabled';
  return (
    <Badge variant="light" color={isEnabled ? 'green' : 'gray'} tt="none" style={{ flexShrink: 0 }}>
      {upper ? word.toUpperCase() : word}
    </Badge>
  );
}
