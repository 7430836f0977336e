import { DonutChart } from '@mantine/charts';
import { Badge, Card, Group, SimpleGrid, Title } from '@mantine/core';
import { SAMPLE_REPORTS } from '../sample-reports';
import { PROFILE_TEXTS as T } from '../texts';

/** Commissions, Summary and Transaction reports as donuts, labelled 'Sample data' (SPEC-NOTES). */
export function AnalyticsTab() {
  return (
    <SimpleGrid cols={{ base: 1, md: 3 }} spacing="md">
      {SAMPLE_REPORTS.map((report) => (
        <Card key={report.key} padding="lg" withBorder>
          <Group justify="space-between" mb="sm" wrap="nowrap">
            <Title order={3} fz="md">
              {T.reports[report.key]}
            </Title>
            <Badge variant="light" color="gray" tt="none">
              {T.sampleData}
            </Badge>
          </Group>
          <Group justify="center">
            <DonutChart
              data={report.slices}
              withLabelsLine
              withLabels
              withTooltip
              size={160}
              thickness={26}
            />
          </Group>
        </Card>
      ))}
    </SimpleGrid>
  );
}
