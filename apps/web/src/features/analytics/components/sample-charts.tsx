import { LineChart, PieChart } from '@mantine/charts';
import { Center, SimpleGrid } from '@mantine/core';
import { ChartCard } from '../../../components/chart-card';
import { ANALYTICS_TEXTS } from '../texts';

const T = ANALYTICS_TEXTS.sampleCharts;
const PIE = [
  { name: 'Vouchers', value: 45, color: 'brand.6' },
  { name: 'Adverts', value: 30, color: 'blue.6' },
  { name: 'Surveys', value: 25, color: 'orange.6' },
];
const LINE = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun'].map((month, i) => ({
  month,
  [T.lineSeries]: [12, 19, 3, 5, 2, 3][i]!,
}));

/** Fixed sample charts, each badged 'Sample data' (SPEC-NOTES.md). */
export function SampleCharts() {
  return (
    <SimpleGrid cols={{ base: 1, lg: 2 }}>
      <ChartCard title={T.pie} isSample testId="sample-pie">
        <Center>
          <PieChart data={PIE} withLabels withTooltip size={200} />
        </Center>
      </ChartCard>
      <ChartCard title={T.line} isSample testId="sample-line">
        <LineChart h={240} data={LINE} dataKey="month" series={[{ name: T.lineSeries, color: 'brand.6' }]} />
      </ChartCard>
    </SimpleGrid>
  );
}
