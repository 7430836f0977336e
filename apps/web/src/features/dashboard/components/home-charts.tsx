import { Grid } from '@mantine/core';
import { GenderDonut } from '../../../entities/partner/components/gender-donut';
import { ServiceDistribution } from './service-distribution';
import { SignupChart } from '../../../entities/partner/components/signup-chart';
import { TodayVsYesterday } from './today-vs-yesterday';
import { HomeChartsLayout } from './home-charts-layout';

/**
 * The Kiosk and Premium home charts (part 1 §2). Loaded lazily by the dashboard page, so the chart library
 * (recharts) is fetched after the cards show and never with the first page.
 */
export function HomeCharts({ partnerId }: { partnerId: number }) {
  return (
    <HomeChartsLayout
      firstRow={
        <>
          <SignupChart partnerId={partnerId} />
          <GenderDonut partnerId={partnerId} />
        </>
      }
      rest={
        <Grid gap="lg">
          <Grid.Col span={{ base: 12, lg: 8 }}>
            <TodayVsYesterday />
          </Grid.Col>
          <Grid.Col span={{ base: 12, lg: 4 }}>
            <ServiceDistribution />
          </Grid.Col>
        </Grid>
      }
    />
  );
}
