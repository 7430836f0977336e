import type { ReactNode } from 'react';
import { SimpleGrid, Stack } from '@mantine/core';
import { ChartCard } from '../../../components/chart-card';
import { PARTNER_CHART_TEXTS } from '../../../entities/partner/texts';

/** Where the home charts go under the cards: the first row two across on a laptop, then the rest. */
export function HomeChartsLayout({ firstRow, rest }: { firstRow: ReactNode; rest?: ReactNode }) {
  return (
    <Stack gap="lg" mt="lg">
      <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="lg">
        {firstRow}
      </SimpleGrid>
      {rest}
    </Stack>
  );
}

/**
 * The first row of the home charts before their code and data: each chart's frame with its title, where
 * the chart then draws it. Drawn by the dashboard's frame (decision 086) and while the charts' code comes,
 * so the titles stay in place from the first paint on.
 */
export function HomeChartsFrame() {
  return (
    <HomeChartsLayout
      firstRow={
        <>
          <ChartCard title={PARTNER_CHART_TEXTS.signups} isLoading testId="signup-chart-frame">
            {null}
          </ChartCard>
          <ChartCard title={PARTNER_CHART_TEXTS.gender} isLoading testId="gender-donut-frame">
            {null}
          </ChartCard>
        </>
      }
    />
  );
}
