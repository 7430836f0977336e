import { Paper, SimpleGrid, Table, Text } from '@mantine/core';
import { formatCaf, type InternetPricing } from '@ared/contract/internet-pricing';
import { SERVICES_TEXTS } from '../texts';

const T = SERVICES_TEXTS.internet;

function Figure({ label, value, testId }: { label: string; value: string; testId: string }) {
  return (
    <Paper withBorder p="sm" radius="md">
      <Text size="xs" c="dimmed" fw={500}>
        {label}
      </Text>
      <Text fw={700} data-testid={testId}>
        {value}
      </Text>
    </Paper>
  );
}

/**
 * The live calculations of the form (part 2 §5): total price, price per minute at the bandwidth, and the
 * selling and buying prices for 15, 30, 45 and 60 minutes, in CAF. `pricing` null: what is missing is said.
 */
export function PackPricingPreview({
  pricing,
  hasAllInputs,
}: {
  pricing: InternetPricing | null;
  hasAllInputs: boolean;
}) {
  if (!pricing)
    return (
      <Text size="sm" c="dimmed" data-testid="pack-pricing-empty">
        {hasAllInputs ? T.noPricesAtBandwidth : T.noPrices}
      </Text>
    );
  return (
    <div data-testid="pack-pricing">
      <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm" mb="sm">
        <Figure label={T.totalPrice} value={formatCaf(pricing.totalPrice)} testId="pack-total-price" />
        <Figure
          label={T.pricePerMinute}
          value={formatCaf(pricing.pricePerMinute)}
          testId="pack-price-per-minute"
        />
        <Figure label={T.minutesPerGb} value={String(pricing.minutesPerGb)} testId="pack-minutes-per-gb" />
      </SimpleGrid>
      <Table withTableBorder verticalSpacing={6} aria-label={T.calculations}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{T.minutes}</Table.Th>
            <Table.Th ta="right">{T.sellingPrice}</Table.Th>
            <Table.Th ta="right">{T.buyingPrice}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {pricing.previews.map((p) => (
            <Table.Tr key={p.minutes} data-testid="pack-preview-row">
              <Table.Td>{p.minutes}</Table.Td>
              <Table.Td ta="right">{formatCaf(p.selling)}</Table.Td>
              <Table.Td ta="right">{formatCaf(p.buying)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      <Text size="xs" c="dimmed" mt={4}>
        {`${T.buyingPrice} / min: ${formatCaf(pricing.buyingPricePerMinute)}`}
      </Text>
    </div>
  );
}
