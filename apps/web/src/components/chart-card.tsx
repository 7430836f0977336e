import type { ReactNode } from 'react';
import { Badge, Card, Center, Group, Loader, Text, Title } from '@mantine/core';
/** The chart frame's words (part 2 §2 chart empty states; SPEC-NOTES.md sample badge). */
export const CHART_TEXTS = {
  sampleData: 'Sample data',
  noData: 'No data available',
  loading: 'Loading...',
} as const;
const T = CHART_TEXTS;

type ChartCardProps = {
  title: string;
  /** Figures the spec draws from static sample data carry the 'Sample data' badge (SPEC-NOTES.md). */
  isSample?: boolean;
  isLoading?: boolean;
  isEmpty?: boolean;
  /** The empty state's words (default 'No data available'; some charts say 'No Data Available'). */
  emptyText?: string;
  testId: string;
  children: ReactNode;
};

/** A chart's frame (home, analytics, /charts): title, the sample badge where it applies, and its loading and empty states. */
export function ChartCard({
  title,
  isSample = false,
  isLoading = false,
  isEmpty = false,
  emptyText = T.noData,
  testId,
  children,
}: ChartCardProps) {
  return (
    <Card padding="lg" data-testid={testId} h="100%">
      <Group justify="space-between" mb="md" wrap="nowrap" align="flex-start">
        <Title order={2} fz="md">
          {title}
        </Title>
        {isSample && (
          <Badge variant="light" color="gray" data-testid="sample-data" style={{ flexShrink: 0 }}>
            {T.sampleData}
          </Badge>
        )}
      </Group>
      {isLoading ? (
        <Center h={220}>
          <Loader size="sm" aria-label={T.loading} />
        </Center>
      ) : isEmpty ? (
        <Center h={220}>
          <Text c="dimmed" data-testid="chart-no-data">
            {emptyText}
          </Text>
        </Center>
      ) : (
        children
      )}
    </Card>
  );
}
