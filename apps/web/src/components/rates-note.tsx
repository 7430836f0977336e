import { type MantineSpacing, Text } from '@mantine/core';
import type { TConversion } from '@ared/contract/currencies';
import { ratesNote } from '../lib/money';

/** The rates a card's converted figures were made at, stated under them (decision 061); nothing if none. */
export function RatesNote({
  conversions,
  mt,
}: {
  conversions: readonly (TConversion | null)[];
  mt?: MantineSpacing;
}) {
  const note = ratesNote(conversions);
  if (!note) return null;
  return (
    <Text size="xs" c="dimmed" mt={mt} data-testid="rates-note">
      {note}
    </Text>
  );
}
