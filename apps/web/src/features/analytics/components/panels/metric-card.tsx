import { Card, Skeleton, Text } from '@mantine/core';
import { ANALYTICS_TEXTS } from '../../texts';

type MetricCardProps = {
  title: string;
  /** The figure as shown; null when there is none ('No data available', never a made-up 0). */
  value: string | null | undefined;
  isLoading?: boolean;
  testId?: string;
};

/** One analytics figure: its title and its value, or the empty state. */
export function MetricCard({ title, value, isLoading = false, testId = 'metric-card' }: MetricCardProps) {
  return (
    <Card padding="md" data-testid={testId}>
      <Text size="sm" c="dimmed" fw={500}>
        {title}
      </Text>
      {isLoading ? (
        <Skeleton h={28} mt={6} w="60%" />
      ) : value === null || value === undefined ? (
        <Text c="dimmed" size="sm" mt={8} data-testid="metric-no-data">
          {ANALYTICS_TEXTS.noData}
        </Text>
      ) : (
        <Text fz={24} fw={700} mt={4} data-testid="metric-value">
          {value}
        </Text>
      )}
    </Card>
  );
}
