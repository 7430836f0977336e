import { useState } from 'react';
import { Card, NumberInput, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { formatCaf, internetPricing, internetProfit } from '@ared/contract/internet-pricing';
import type { TInternetSetting } from '@ared/contract/internet-settings';
import { SERVICES_TEXTS } from '../texts';
import { FirstUseSelect } from '../../../components/first-use-select';

const T = SERVICES_TEXTS.calculator;
const MINUTES_PER_DAY_MAX = 1440;

const inputOf = (pack: TInternetSetting) => ({
  pricePerGb: pack.price_per_gb,
  profitPercentage: pack.minimum_profit_percentage,
  bandwidthMbps: pack.max_speed_in_mbps,
});

function Amount({ label, value, testId }: { label: string; value: number | undefined; testId: string }) {
  return (
    <div>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text fz="xl" fw={700} data-testid={testId}>
        {value === undefined ? '-' : formatCaf(value)}
      </Text>
    </div>
  );
}

/**
 * The internet profit calculator (Premium only, part 2 §2, §6): pick a pack and the minutes sold a day; the
 * profit is the selling price less the buying price of those minutes, by the same rule as the packs.
 */
export function ProfitCalculator({ packs }: { packs: readonly TInternetSetting[] }) {
  const [packId, setPackId] = useState<string | null>(null);
  const [minutes, setMinutes] = useState<number | string>(120);
  const pack = packs.find((p) => String(p.id) === packId) ?? packs[0];
  const minutesPerDay = typeof minutes === 'number' ? minutes : Number.NaN;
  const profit = pack ? internetProfit(inputOf(pack), minutesPerDay) : null;
  const pricing = pack ? internetPricing(inputOf(pack)) : null;

  return (
    <Card padding="lg" data-testid="profit-calculator">
      <Title order={2} fz="lg">
        {T.title}
      </Title>
      <Text size="sm" c="dimmed" mb="md">
        {T.description}
      </Text>
      {!pack ? (
        <Text c="dimmed">{T.noPack}</Text>
      ) : (
        <Stack gap="md">
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <FirstUseSelect
              label={T.pack}
              placeholder={T.packPlaceholder}
              data={packs.map((p) => ({ value: String(p.id), label: p.name }))}
              value={String(pack.id)}
              onChange={setPackId}
              allowDeselect={false}
            />
            <NumberInput
              label={T.minutesPerDay}
              min={0}
              max={MINUTES_PER_DAY_MAX}
              allowDecimal={false}
              allowNegative={false}
              value={minutes}
              onChange={setMinutes}
            />
          </SimpleGrid>
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
            <Amount
              label={SERVICES_TEXTS.internet.pricePerMinute}
              value={pricing?.pricePerMinute}
              testId="calculator-price-per-minute"
            />
            <Amount label={T.profitPerDay} value={profit?.perDay} testId="calculator-profit-day" />
            <Amount label={T.profitPerMonth} value={profit?.perMonth} testId="calculator-profit-month" />
          </SimpleGrid>
        </Stack>
      )}
    </Card>
  );
}
