import '@mantine/charts/styles.css';
import { DonutChart } from '@mantine/charts';
import {
  Badge,
  Card,
  ColorSwatch,
  Group,
  SimpleGrid,
  Stack,
  Text,
  Title,
  useMantineTheme,
} from '@mantine/core';
import { SAMPLE_REPORTS } from '../sample-reports';
import { PROFILE_TEXTS as T } from '../texts';
import { groupedNumber } from '../../../lib/number-format';

/** Commissions, Summary and Transaction reports as donuts with a legend, labelled 'Sample data' (SPEC-NOTES). */
export function AnalyticsTab() {
  const theme = useMantineTheme();
  const swatch = (color: string) => {
    const [name, shade] = color.split('.');
    return theme.colors[name!]?.[Number(shade)] ?? color;
  };
  return (
    <SimpleGrid cols={{ base: 1, md: 3 }} spacing="md">
      {SAMPLE_REPORTS.map((report) => (
        <Card key={report.key} padding="lg" withBorder>
          <Stack gap={6} mb="sm" align="flex-start">
            <Title order={3} fz="md">
              {T.reports[report.key]}
            </Title>
            <Badge variant="light" color="gray" tt="none">
              {T.sampleData}
            </Badge>
          </Stack>
          <Group justify="center">
            <DonutChart data={report.slices} withTooltip size={150} thickness={24} />
          </Group>
          <Stack gap={4} mt="md">
            {report.slices.map((slice) => (
              <Group key={slice.name} justify="space-between" wrap="nowrap">
                <Group gap={8} wrap="nowrap">
                  <ColorSwatch color={swatch(slice.color)} size={12} />
                  <Text size="sm">{slice.name}</Text>
                </Group>
                <Text size="sm" fw={600} style={{ whiteSpace: 'nowrap' }}>
                  {groupedNumber.format(slice.value)}
                  {report.unit ? ` ${report.unit}` : ''}
                </Text>
              </Group>
            ))}
          </Stack>
        </Card>
      ))}
    </SimpleGrid>
  );
}
