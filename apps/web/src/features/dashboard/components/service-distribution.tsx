import { DonutChart } from '@mantine/charts';
import { Group, Text } from '@mantine/core';
import { SERVICE_DISTRIBUTION_SAMPLE } from '../sample-data';
import { DASHBOARD_TEXTS } from '../texts';
import { ChartCard } from '../../../components/chart-card';

const T = DASHBOARD_TEXTS.charts;

/** Service Distribution: the spec's sample donut of Airtime and Electricity, labelled as such. */
export function ServiceDistribution() {
  return (
    <ChartCard title={T.serviceDistribution} isSample testId="service-distribution">
      <Group justify="center" gap="xl" wrap="wrap">
        <DonutChart data={[...SERVICE_DISTRIBUTION_SAMPLE]} size={180} thickness={28} withTooltip />
        <div>
          {SERVICE_DISTRIBUTION_SAMPLE.map((d) => (
            <Text key={d.name} size="sm">
              <Text span c={d.color.replace('.6', '')} fw={700} aria-hidden>
                ●
              </Text>{' '}
              {`${d.name}: ${d.value}%`}
            </Text>
          ))}
        </div>
      </Group>
    </ChartCard>
  );
}
