import { Grid, SimpleGrid, Stack } from '@mantine/core';
import { GenderDonut } from '../../../entities/partner/components/gender-donut';
import { ServiceDistribution } from './service-distribution';
import { SignupChart } from '../../../entities/partner/components/signup-chart';
import { TodayVsYesterday } from './today-vs-yesterday';

/**
 * The Kiosk and Premium home charts (part 1 §2). Loaded lazily by the dashboard page, so the chart library
 * (recharts) is fetched after the cards show and never with the first page.
 */
export function HomeCharts({ partnerId }: { partnerId: number }) {
  return (
    <Stack gap="lg" mt="lg">
      <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="lg">
        <SignupChart partnerId={partnerId} />
        <GenderDonut partnerId={partnerId} />
      </SimpleGrid>
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, lg: 8 }}>
          <TodayVsYesterday />
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 4 }}>
          <ServiceDistribution />
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
