import { Paper, SimpleGrid, Text } from '@mantine/core';
import { SAMPLE_CURRENCY, TODAY_VS_YESTERDAY_SAMPLE } from '../sample-data';
import { RatesNote } from '../../../components/rates-note';
import { formatMoney } from '../../../lib/money';
import { groupedNumber } from '../../../lib/number-format';
import { useDisplayMoney } from '../../../lib/use-display-money';
import { DASHBOARD_TEXTS } from '../texts';
import { ChartCard } from '../../../components/chart-card';

const T = DASHBOARD_TEXTS.charts;
const amount = (value: number, isAmount: boolean) =>
  `${groupedNumber.format(value)}${isAmount ? ` ${SAMPLE_CURRENCY}` : ''}`;

/** Analytics For Today Compared To Yesterday: the spec's six sample cards, labelled as such. */
export function TodayVsYesterday() {
  // The spec draws these in CAF; a partner reading RWF sees each amount's value in RWF too, and the rate.
  const money = useDisplayMoney();
  const converted = (value: number) => {
    const c = money.convert(value, SAMPLE_CURRENCY);
    return c?.ok && c.to.currency !== SAMPLE_CURRENCY ? c : null;
  };
  return (
    <ChartCard title={T.todayVsYesterday} isSample testId="today-vs-yesterday">
      <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="sm">
        {TODAY_VS_YESTERDAY_SAMPLE.map((c) => {
          const change = ((c.today - c.yesterday) / c.yesterday) * 100;
          const inDisplay = c.isAmount ? converted(c.today) : null;
          return (
            <Paper key={c.label} withBorder p="sm" radius="md">
              <Text size="xs" c="dimmed" fw={500}>
                {c.label}
              </Text>
              <Text fw={700} fz="md" style={{ whiteSpace: 'nowrap' }}>
                {amount(c.today, c.isAmount)}
              </Text>
              {inDisplay && (
                <Text size="xs" fw={500} data-testid="converted-amount">
                  ≈ {formatMoney(inDisplay.to.amount, inDisplay.to.currency)}
                </Text>
              )}
              <Text size="xs" c={change >= 0 ? 'teal' : 'red'}>
                {`${change >= 0 ? '+' : ''}${change.toFixed(1)}%`}
              </Text>
              <Text size="xs" c="dimmed">
                {T.yesterday(amount(c.yesterday, c.isAmount))}
              </Text>
            </Paper>
          );
        })}
      </SimpleGrid>
      <RatesNote
        mt="sm"
        conversions={TODAY_VS_YESTERDAY_SAMPLE.filter((c) => c.isAmount).map((c) => converted(c.today))}
      />
    </ChartCard>
  );
}
