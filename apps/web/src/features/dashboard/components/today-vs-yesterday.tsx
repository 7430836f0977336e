import { Paper, SimpleGrid, Text } from '@mantine/core';
import { TODAY_VS_YESTERDAY_SAMPLE } from '../sample-data';
import { DASHBOARD_TEXTS } from '../texts';
import { ChartCard } from '../../../components/chart-card';

const T = DASHBOARD_TEXTS.charts;
const amount = (value: number, isAmount: boolean) =>
  `${value.toLocaleString('en-US')}${isAmount ? ' CAF' : ''}`;

/** Analytics For Today Compared To Yesterday: the spec's six sample cards, labelled as such. */
export function TodayVsYesterday() {
  return (
    <ChartCard title={T.todayVsYesterday} isSample testId="today-vs-yesterday">
      <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="sm">
        {TODAY_VS_YESTERDAY_SAMPLE.map((c) => {
          const change = ((c.today - c.yesterday) / c.yesterday) * 100;
          return (
            <Paper key={c.label} withBorder p="sm" radius="md">
              <Text size="xs" c="dimmed" fw={500}>
                {c.label}
              </Text>
              <Text fw={700} fz="md" style={{ whiteSpace: 'nowrap' }}>
                {amount(c.today, c.isAmount)}
              </Text>
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
    </ChartCard>
  );
}
